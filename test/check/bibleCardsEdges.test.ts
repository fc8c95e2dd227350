import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards at their edges: names in capitals with an apostrophe or a hyphen, a card's parts split by slashes
 * (a quoted name it goes by, a name it calls another, an age with a remark, a colour with a remark in brackets, a
 * change in brackets, a hair with no colour at all), and an object's chain of keepers that opens on a chapter, on
 * no one, or names someone with no chapter midway.
 */

const CARDS = `The Ferry — index cards.

---
MARY O'HARA
narrator; "Molly" to family / calls him "Da"
17 — turned 17 in May
eyes blue (her mother's) / hair (long) uncut
---
ANNE-MARIE DUVAL
the aunt
eyes grey / hair black (dyed, ch 4)
---
THE SILVER WATCH
gold, dented
someone (ch 1) → Tom Hale → Mary (ch 2) → ann (ch 4) → Duval (ch 5)
---
THE KEY
Mara → Tom (ch 3)
---
THE LAMP
brass
Mara (ch 2) → Tom (ch 5)
`;

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('index cards at their edges', () => {
  const bible = () => parseBible(CARDS, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);
  const object = (name: string) => bible().objects.find((o) => o.name === name);

  it('titles a name in capitals word by word, over an apostrophe and a hyphen', () => {
    expect(bible().characters.map((c) => [c.name, c.line])).toEqual([
      ["Mary O'Hara", 4],
      ['Anne-Marie Duval', 9],
    ]);
  });

  it('reads a quoted name as one they go by, but not the name they call another', () => {
    expect(who("Mary O'Hara")?.names).toContain('Molly');
    expect(who("Mary O'Hara")?.names).not.toContain('Da');
  });

  it('reads the age before its remark, and a colour without its remark in brackets', () => {
    expect(who("Mary O'Hara")?.fields).toMatchObject({
      age: { value: '17', line: 6 },
      eyes: { value: 'blue', line: 7 },
      hair: { value: '(long) uncut', line: 7 },
    });
  });

  it('keeps the brackets of a change, where the chapter is', () => {
    expect(who('Anne-Marie Duval')?.fields).toMatchObject({
      eyes: { value: 'grey', line: 11 },
      hair: { value: 'black (dyed, ch 4)', line: 11 },
    });
  });

  it('gives an object to each keeper named with a chapter, and no one else', () => {
    expect(object('The Silver Watch')).toMatchObject({
      line: 13,
      events: [
        { chapter: 2, to: "Mary O'Hara", line: 15 },
        { chapter: 5, to: 'Anne-Marie Duval', line: 15 },
      ],
    });
    expect(object('The Silver Watch')?.holder).toBeUndefined();
  });

  it('makes the first keeper with no chapter the holder, and one with a chapter a giving', () => {
    expect(object('The Key')).toMatchObject({ holder: 'Mara', events: [{ chapter: 3, to: 'Tom', line: 18 }] });
    expect(object('The Lamp')?.holder).toBeUndefined();
    expect(object('The Lamp')?.events).toEqual([
      expect.objectContaining({ chapter: 2, to: 'Mara' }),
      expect.objectContaining({ chapter: 5, to: 'Tom' }),
    ]);
  });
});
