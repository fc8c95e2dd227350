import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two readings of a book told from decades later (texts and bibles written for these tests):
 * - in a chapter told in the past, the narrator's "I am fifty-eight now" is the age of the telling, not the story's;
 *   "I am fifty-eight." with no "now" may be the story's own day and is still held to the bible;
 * - a bible's change that says its colour before the verb ("hair white, cut short to the jaw (ch. 10)") is that
 *   colour from its chapter on.
 */

const attributes = (bible: string, ...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

const NIKOS =
  '# Bible\n\n## Characters\n\n### Nikos Vrettos (narrator)\n- Age: 27\n\n## Style\n- First person, past tense.\n';

describe("a narrator's age said now in a chapter told in the past", () => {
  it('is the age of the telling ("I am fifty-eight now")', () => {
    const frame =
      'I came to the island in March 1952. I walked up the steps.\n\nI am fifty-eight now. I walked down again.';
    expect(attributes(NIKOS, frame, 'I walked down to the quay and waited.')).toEqual([]);
  });

  it('is held to the bible without "now"', () => {
    const said = 'I came to the island in March 1952. I walked up the steps.\n\nI am fifty-eight. I walked down again.';
    expect(attributes(NIKOS, said, 'I walked down to the quay and waited.')).toEqual(['chapter_01.md:5']);
  });
});

describe("a bible's change with its colour before the verb", () => {
  it('is that colour from its chapter on', () => {
    const bible = parseBible(
      '# Bible\n\n## Characters\n\n### Irini Kambouri\n- Hair: black, one long plait\n- Notes: hair white, cut short to the jaw (ch. 3)\n',
      ENGLISH,
    );
    expect(bible.changes).toEqual([expect.objectContaining({ field: 'hair', value: 'white', chapter: 3 })]);
  });

  it('at no chapter the bible can place, is no slip anywhere, and gives the hair no colour of the clause after', () => {
    const bible = parseBible(
      '# Bible\n\n## Characters\n\n### Irini Kambouri\n\nBlack hair in one long plait to the waist.\n\n1994: hair white, cut short to the jaw; eyes the same grey. Alive.\n',
      ENGLISH,
    );
    const irini = bible.characters.find((c) => c.name === 'Irini Kambouri');
    expect(irini?.fields.hair?.value).toBe('Black, white');
    expect(bible.changes).toEqual([]);
  });
});
