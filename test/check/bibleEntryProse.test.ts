import { describe, expect, it } from 'vitest';
import { ageIn, parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * What a cast entry's free prose tells of its person: a gender only where its words for her (or him) outnumber the
 * others more than two to one, the words of another's possessive ("Herb's nets") none of theirs; a year said in
 * words ("twenty-ten") no age; the first hair the prose gives theirs, a later line's (a brother's) not; a title
 * among their names a gender, initials that spell one ("M.S") none.
 */

const entry = (name: string, body: string) => {
  const c = parseBible(`## Characters\n\n### ${name}\n${body}\n`, ENGLISH).characters[0];
  return { name: c?.name, fields: c?.fields, gender: c?.gender };
};

describe('a cast entry’s prose', () => {
  it('tells a gender only when its words for one outnumber the other’s more than two to one', () => {
    // "She", "Her" against "man": two to one is not enough.
    expect(entry('Ann Hale', 'She keeps the inn. Her lodger is a quiet man.')).toEqual({
      name: 'Ann Hale',
      fields: {},
      gender: undefined,
    });
    expect(entry('Ann Hale', 'She keeps the inn. Her lodger is a quiet lad. She is kind.').gender).toBe('female');
  });

  it('reads no gender in another’s possessive: "Herb’s nets" says nothing of "her", "Boyd’s" of "boy"', () => {
    expect(entry('Tom Hale', "He mends Herb's nets.").gender).toBe('male');
    expect(entry('Ann Hale', "She mends Boyd's nets.").gender).toBe('female');
  });

  it('reads no age in a year said in words, and an age said so', () => {
    expect(entry('Sal Hale', 'Her best year was twenty-ten.').fields).toEqual({});
    expect(ageIn('Her best year was twenty-ten.', ENGLISH)).toBeUndefined();
    expect(ageIn('She is twenty-nine.', ENGLISH)).toBe(29);
    expect(ageIn('She is twenty.', ENGLISH)).toBe(20);
  });

  it('keeps the first hair its prose gives: a later line’s, a brother’s, is not theirs', () => {
    expect(entry('Mara Voss', 'She has black hair.\nHer brother Tom has red hair.').fields).toEqual({
      hair: { value: 'black', line: 4 },
    });
    // A keyed line wins over the prose wherever it stands.
    expect(entry('Mara Voss', 'She has black hair.\nHair: grey').fields).toEqual({ hair: { value: 'grey', line: 5 } });
  });

  it('reads a gender from a title among the names, not from initials that spell one ("M.S Hale" is no "Ms Hale")', () => {
    expect(entry('Ms Hale', 'Keeps the ferry.').gender).toBe('female');
    expect(entry('M.S Hale', 'Keeps the ferry.')).toEqual({ name: 'M.S Hale', fields: {}, gender: undefined });
  });
});
