import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A label whose emphasis closes after its colon ("Eyes **colour:** grey", "*Hair colour:* black"): the value is
 * what follows, not "colour: grey" — which no colour of the text would ever match or contradict
 * (src/check/bibleRecords.ts, labelledLine).
 */

const BIBLE = '# Bible\n\n## Characters\n\n### Mara Voss\n- Eyes **colour:** grey\n- *Hair colour:* black\n- Age: 34\n';

describe('a label with emphasis inside it', () => {
  it('gives the value after the colon', () => {
    const mara = parseBible(BIBLE, ENGLISH).characters[0];
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.fields.hair?.value).toBe('black');
  });

  it("holds the text to it: blue eyes are a slip against the bible's grey", () => {
    const findings = checkManuscript(
      manuscriptOf(chaptersOf('Mara Voss looked at the sea. Her blue eyes were tired.'), BIBLE),
      { lang: ENGLISH },
    ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(findings).toContain('chapter_01.md:3 Mara Voss\'s eyes are "blue" here; bible: grey (bible.md:6)');
  });
});
