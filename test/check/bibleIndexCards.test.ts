import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Index cards typed one to a block: a marker with the card's number and what it sorts ("CARD 2 -- PEOPLE",
 * "[ card 7 ] ===== THINGS"), a heading line ("BRAN (Bran Tolley)", "OLD QUILL (Hester)"), then the author's
 * shorthand: a bare age, "eyes grey, hair silver" on one line, a death in capitals with a two-figure year.
 */

const CARDS = `CARD 1 -- PEOPLE
OLD QUILL   (Hester)        the widow at the point
  61. grey eyes, silver hair.
  lives Gull Cottage. calls him "Mr. Tolley".
=====================================

CARD 2 -- PEOPLE
BRAN  (Bran Tolley)
  her nephew, 24. eyes blue, hair fair.
  DIED: Thu 7 Oct 76, on the cliff path (ch seven).
=====================================

CARD 3 -- PEOPLE
others:
  MRS PENHALE -- postmistress, 70. deaf.
  SAM PENHALE -- her boy, 30.
=====================================

CARD 4 -- THINGS
THE BRASS KEY
  Hester's; to Bran (ch 3).
=====================================

CARD 5 -- WHEN
  Mon 4 Oct 1976 ...... ch 1
  Wed 6 Oct 1976 ...... ch 3
  Thu 7 Oct 1976 ...... ch 7
=====================================
`;

// Each test reads its bible itself (`bible()`): a bible read once in a describe body runs before any test, so under
// Stryker's per-test coverage no test covers the reading and no mutant of it could be killed.
describe('index cards with markers', () => {
  const bible = () => parseBible(CARDS, ENGLISH);
  const who = (name: string) => bible().characters.find((c) => c.name === name);

  it('makes the full name of a heading and its brackets, and the heading’s words a name they go by', () => {
    expect(bible().characters.map((c) => c.name)).toEqual([
      'Hester Quill',
      'Bran Tolley',
      'Mrs. Penhale',
      'Sam Penhale',
    ]);
    expect(who('Bran Tolley')?.names).toContain('Bran');
  });

  it('reads the shorthand: a bare age, two looks on one line, a death in capitals at its chapter', () => {
    expect(who('Hester Quill')?.fields).toMatchObject({
      age: { value: '61' },
      eyes: { value: 'grey' },
      hair: { value: 'silver' },
    });
    expect(who('Bran Tolley')?.fields).toMatchObject({ age: { value: '24' }, eyes: { value: 'blue' } });
    expect(who('Bran Tolley')?.diesIn?.value).toBe(7);
    // "her nephew": another's possessive; "calls him "Mr. Tolley"": a name for someone else.
    expect(who('Bran Tolley')?.gender).not.toBe('female');
    expect(who('Hester Quill')?.names).not.toContain('Mr');
  });

  it('keeps what a line says before "calls him", and no name after it', () => {
    const hester = parseBible(
      CARDS.replace('  61. grey eyes, silver hair.\n', '  grey eyes, silver hair.\n').replace(
        'lives Gull Cottage. calls him "Mr. Tolley".',
        'lives Gull Cottage. 61, calls him "Mr. Tolley".',
      ),
      ENGLISH,
    ).characters.find((c) => c.name === 'Hester Quill');
    expect(hester?.fields.age?.value).toBe('61');
    expect(hester?.names).not.toContain('Mr');
  });

  it('reads a card of several people a line each, a things card as objects and a when card as the timeline', () => {
    expect(who('Mrs. Penhale')?.fields.age?.value).toBe('70');
    expect(who('Sam Penhale')?.fields.age?.value).toBe('30');
    expect(bible().objects).toEqual([
      expect.objectContaining({ name: 'The brass key', events: [expect.objectContaining({ chapter: 3 })] }),
    ]);
    expect(bible().timeline.map((t) => [t.chapter, t.date?.day, t.date?.month, t.date?.year])).toEqual([
      [1, 4, 10, 1976],
      [3, 6, 10, 1976],
      [7, 7, 10, 1976],
    ]);
  });

  it('holds the text to the cards', () => {
    const text = (colour: string) => ({
      'chapter_01.md': `# One\n\nBran Tolley came up the lane, his ${colour} eyes screwed up against the rain.\n`,
    });
    expect(checkAttributes(manuscriptOf(text('blue'), CARDS), ENGLISH).findings).toEqual([]);
    expect(checkAttributes(manuscriptOf(text('brown'), CARDS), ENGLISH).findings).toEqual([
      expect.objectContaining({
        line: 3,
        message: expect.stringContaining('Bran Tolley\'s eyes are "brown" here; bible: blue (bible.md:9)'),
      }),
    ]);
  });
});

describe('a two-figure year', () => {
  it('takes the century whose calendar has that weekday: "Thu 7 Oct 76" is 1976', () => {
    const cards = CARDS.replace('Thu 7 Oct 1976 ...... ch 7', 'Thu 7 Oct 76 ...... ch 7');
    expect(parseBible(cards, ENGLISH).timeline.at(-1)?.date).toEqual({ day: 7, month: 10, year: 1976 });
  });

  it('leaves one no weekday fits in either century as written', () => {
    const cards = CARDS.replace('Thu 7 Oct 1976 ...... ch 7', 'Fri 7 Oct 76 ...... ch 7');
    expect(parseBible(cards, ENGLISH).timeline.at(-1)?.date?.year).toBeUndefined();
  });
});

describe('cards marked "Card 1 — People"', () => {
  const bible = () =>
    parseBible(
      'Card 1 — People\nMARION TATE\n  55. eyes blue / hair white.\n\nCard 2 — People\nCALLUM TATE (Cal)\n  her son, 29.\n\nCard 3 — Things\nTHE LADDER\n  Marion’s.\n',
      ENGLISH,
    );

  it('reads the marker’s tag, and a slash between two notes as a stop', () => {
    expect(bible().characters.map((c) => c.name)).toEqual(['Marion Tate', 'Callum Tate']);
    expect(bible().characters[0]?.fields).toMatchObject({ eyes: { value: 'blue' }, hair: { value: 'white' } });
    expect(bible().characters[1]?.names).toEqual(expect.arrayContaining(['Cal', 'Cal Tate']));
    expect(bible().objects.map((o) => o.name)).toEqual(['The ladder']);
  });
});
