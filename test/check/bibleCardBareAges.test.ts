import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * Index cards in shorthand: a number alone among a person's notes is their age, read at the card's heading when it
 * is a year a person can be (1 to 110); a maiden name in the heading's brackets makes the person a woman; a labelled
 * line keeps a stop inside its last word ("St.Jude's").
 */
const cards = (age: string, role = 'night nurse') =>
  `Card 1 — People\nTILLY PARR\n  ${age}. eyes blue / hair fair.\n  role: ${role}.\n\nCard 2 — People\nLIL FROST (Lillian, née Doyle)\n  the widow. eyes grey.\n\nCard 3 — Things\nTHE LADDER\n  Lil’s.\n`;
const tilly = (age: string, role?: string) =>
  parseBible(cards(age, role), ENGLISH).characters.find((c) => c.name === 'Tilly Parr');

describe('a bare age on an index card', () => {
  it('reads a first year and a hundred and ten as the age, at the card’s heading', () => {
    expect(tilly('1')?.fields.age).toEqual({ value: '1', line: 2 });
    expect(tilly('110')?.fields.age).toEqual({ value: '110', line: 2 });
  });

  it('reads no age at the heading from a nought or a number past a hundred and ten', () => {
    expect(tilly('0')?.fields.age?.line).not.toBe(2);
    expect(tilly('111')?.fields.age?.line).not.toBe(2);
  });
});

describe('a card’s heading and labelled lines', () => {
  it('makes a person whose heading gives a maiden name a woman', () => {
    const lil = parseBible(cards('30'), ENGLISH).characters.find((c) => c.name === 'Lil Frost');
    expect(lil?.gender).toBe('female');
    expect(lil?.names).toContain('Lillian');
  });

  it('keeps a stop inside the last word of a labelled line, and drops the one that ends it', () => {
    expect(tilly('30', "night nurse at St.Jude's")?.fields.role).toEqual({
      value: "night nurse at St.Jude's",
      line: 4,
    });
    expect(tilly('30')?.fields.role?.value).toBe('night nurse');
  });
});
