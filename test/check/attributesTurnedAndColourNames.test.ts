import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "turned sixty" read only right after the name it is said of (not of a mother later in the sentence), and a
 * bible's eye colour written as a stone ("emerald") held as its colour. Written for these tests.
 */

const BIBLE = '## Characters\n\n### Ada Lowe\n- eyes: emerald\n- age: 34\n';
const found = (text: string) =>
  checkAttributes(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, BIBLE), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('an age turned', () => {
  it('is the named one’s right after the name', () => {
    expect(found('Ada Lowe turned forty in May.')).toEqual([
      "chapter_01.md:3 Ada Lowe's age is 40 here; bible: 34 (bible.md:5)",
    ]);
  });

  it('is not hers when another turns it later in the sentence', () => {
    expect(found('Ada Lowe came home the year her mother turned sixty.')).toEqual([]);
  });
});

describe("a bible's eye colour named by a stone", () => {
  it('agrees with the colour it is', () => {
    expect(found("Ada Lowe's green eyes narrowed.")).toEqual([]);
  });

  it('disagrees with another colour', () => {
    expect(found("Ada Lowe's blue eyes narrowed.")).toEqual([
      'chapter_01.md:3 Ada Lowe\'s eyes are "blue" here; bible: emerald (bible.md:4)',
    ]);
  });
});
