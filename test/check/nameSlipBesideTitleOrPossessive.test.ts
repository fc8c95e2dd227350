import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A slip of a bible name stays a slip beside a title with its full stop ("Mrs. Linde") or beside the bible's own
 * name with a possessive after it ("Adda Lind's garden"): neither makes it a word of some other, unknown name.
 * Texts written for these tests.
 */

const BIBLE = '# Bible\n\n## Characters\n### Ada Lind\n- eyes: grey\n';

const slips = (text: string) =>
  checkNames(
    manuscriptOf(
      { 'chapter_01.md': '# One\n\nAda Lind came down to the quay.\n', 'chapter_02.md': `# Two\n\n${text}\n` },
      BIBLE,
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a slip of a bible name beside another word', () => {
  it('is reported after "Mrs." with its full stop', () => {
    expect(slips('That evening Mrs. Linde came down to the quay.')).toEqual([
      'chapter_02.md:3 "Linde" is not a name in the bible; did you mean "Lind" (bible.md:4, chapter_01.md:3)?',
    ]);
  });

  it('is reported before the surname with a possessive', () => {
    expect(slips("They sat in Adda Lind's garden until dark.")).toContain(
      'chapter_02.md:3 "Adda" is not a name in the bible; did you mean "Ada" (bible.md:4, chapter_01.md:3)?',
    );
  });
});
