import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards whose person's line parts the name from its note with a dash ("NORA LACEY — student nurse", "ALBERT
 * ROY – day porter") as with "--", and a card of several people whose last line is a note that ends on a place in
 * capitals ("…above the shop on FORE STREET."): a line opening on a name is a person's, a note is no one's
 * (src/check/bibleTyped.ts, cardHead). Bibles written for these tests.
 */

const CARDS = `[ card 1 ] ---- PEOPLE
NORA LACEY — student nurse, 23. eyes grey.
-----
[ card 2 ] ---- PEOPLE
minor:
  ALBERT ROY – day porter, 60.
  MRS PENHALE -- postmistress, 70.
  both live above the shop on FORE STREET.
-----
[ card 3 ] ---- PEOPLE
BRAN  (Bran Tolley)
  her nephew, 24. eyes blue.
-----
`;

describe('index cards’ person lines', () => {
  it('parts a heading’s name from its note at a dash, spaced, as at "--"', () => {
    const nora = parseBible(CARDS, ENGLISH).characters.find((c) => c.name === 'Nora Lacey');
    expect(nora?.line).toBe(2);
    expect(nora?.fields).toMatchObject({
      age: { value: '23' },
      eyes: { value: 'grey' },
      role: { value: 'student nurse' },
    });
  });

  it('reads a card of several a person a line, a dash or "--", and a line of notes as no one', () => {
    const bible = parseBible(CARDS, ENGLISH);
    expect(bible.characters.map((c) => [c.name, c.line, c.fields.age?.value])).toEqual([
      ['Nora Lacey', 2, '23'],
      ['Albert Roy', 6, '60'],
      ['Mrs. Penhale', 7, '70'],
      ['Bran Tolley', 11, '24'],
    ]);
  });

  it('reads the short forms in a heading’s brackets however they are parted, with a space or none', () => {
    const cards = CARDS.replace('NORA LACEY — student nurse', 'NORA LACEY (Nonie,Nell;Noreen/Nan) — student nurse');
    const nora = parseBible(cards, ENGLISH).characters.find((c) => c.name === 'Nora Lacey');
    expect(nora?.names).toEqual(expect.arrayContaining(['Nonie', 'Nell', 'Noreen', 'Nan']));
  });

  it('reads a short form and a maiden name parted with no space after the comma', () => {
    const cards = CARDS.replace('NORA LACEY — student nurse', 'WENLOW LACEY (Wen,née Hale) — student nurse');
    const wen = parseBible(cards, ENGLISH).characters.find((c) => c.name === 'Wenlow Lacey');
    expect(wen?.names).toContain('Wen');
    expect(wen?.names).not.toContain('Hale');
    // A maiden name is a woman's.
    expect(wen?.gender).toBe('female');
  });
});
