import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Index cards: a NAME IN CAPITALS on a line of its own, then terse lines
 * ("eyes grey / hair red, dyed black ch. 4 / 41", quoted names it goes by, a
 * fate in capitals); an object's card gives its chain of keepers.
 */

const CARDS = `The Ferry — index cards. Dates are 1998.

---
ISHBEL RAE
narrator; "Bel" to family / "Miss Rae" to the minister
30
eyes green (her father's) / hair brown, dyed red Sat 7 Mar (ch 3)
lives: the croft, with Aunt Mags
---
HECTOR RAE
"Grandad"
DEAD before story: lost at sea, 1990
eyes blue / hair white
---
CALLUM RAE
"Cal"; her cousin
40 — turned 40 in May
eyes hazel / hair black
lives in his mother’s house; drives her to the pier; waits for her, and meets her off the boat
calls her "Ishbel", and once "Bel"
---
THE CROFT KEY
iron, on a leather thong
Mags (1990) → Bel (ch 2) → Cal (ch 5)
`;

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('an index-card bible', () => {
  const bible = () => parseBible(CARDS, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);

  it('reads each card’s names, fields, fate and change', () => {
    expect(who('Ishbel Rae')?.names).toEqual(expect.arrayContaining(['Bel', 'Miss Rae']));
    expect(who('Ishbel Rae')?.fields).toMatchObject({ age: { value: '30' }, eyes: { value: 'green' } });
    expect(bible().changes).toEqual([
      expect.objectContaining({ character: 'Ishbel Rae', field: 'hair', value: 'red', chapter: 3 }),
    ]);
    expect(who('Hector Rae')?.diesIn?.value).toBe(0);
    expect(who('Hector Rae')?.names).toContain('Grandad');
    expect(who('Callum Rae')?.fields).toMatchObject({ age: { value: '40' }, eyes: { value: 'hazel' } });
    // "calls her Ishbel" names the one he speaks to; "his mother's house", "gives her a lift": no gender of his.
    expect(who('Callum Rae')?.names).not.toContain('Ishbel');
    expect(who('Callum Rae')?.gender).not.toBe('female');
  });

  it('reads an object card’s chain of keepers', () => {
    expect(bible().objects).toEqual([
      expect.objectContaining({
        noun: 'key',
        holder: 'Mags',
        events: [
          expect.objectContaining({ chapter: 2, to: 'Ishbel Rae' }),
          expect.objectContaining({ chapter: 5, to: 'Callum Rae' }),
        ],
      }),
    ]);
  });

  it('holds the text to the cards', () => {
    const text = (colour: string) => ({
      'chapter_01.md': `# One\n\nCallum Rae met the boat, his ${colour} eyes narrowed against the wind.\n`,
    });
    expect(checkAttributes(manuscriptOf(text('hazel'), CARDS), ENGLISH).findings).toEqual([]);
    expect(checkAttributes(manuscriptOf(text('blue'), CARDS), ENGLISH).findings.map((f) => f.message)).toEqual([
      expect.stringContaining('Callum Rae\'s eyes are "blue" here; bible: hazel (bible.md:'),
    ]);
  });
});
