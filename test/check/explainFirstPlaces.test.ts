import { describe, expect, it } from 'vitest';
import { explainFacts, formatExplanation } from '../../src/check/explain.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Where `explain` says a character is first: a bible character at its bible line, one the text alone brings in at
 * the line of the chapter that first names them. Texts and bible written for these tests (src/check/facts.ts,
 * readFacts; src/check/explain.ts).
 */

const BIBLE = '## Characters\n\n### Ilse Brandt\n- Age: 40\n';

describe('where explain says a character is first', () => {
  it('is the bible line for a bible character, and the first naming line for one of the text', () => {
    const m = manuscriptOf(
      chaptersOf('The ferry was late.\n\nIlse Brandt came in. Tomas Reyes followed her. Tomas Reyes sat.'),
      BIBLE,
    );
    const e = explainFacts(m, ENGLISH);
    expect(e.characters.map((c) => `${c.name} ${c.source} ${c.first.file}:${c.first.line}`)).toEqual([
      'Tomas Reyes text chapter_01.md:5',
      'Ilse Brandt bible bible.md:3',
    ]);
    expect(formatExplanation(e).filter((l) => l.includes('first at'))).toEqual([
      '  Tomas Reyes — text, first at chapter_01.md:5, named 2 times; also "Tomas", "Reyes"',
      '  Ilse Brandt — bible, first at bible.md:3, named once; also "Ilse", "Brandt"',
    ]);
  });
});
