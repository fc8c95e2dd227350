import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark on one side of a body part, told the first time one way and later another: every shape of the later telling
 * (a singular or plural noun, a word or two between, two spaces typed, "the back of", a tattoo told by its verb) is
 * read, so the later telling on the other side is a slip, and on the same side is quiet. Written for these tests.
 */

const slips = (first: string, later: string) =>
  checkAttributes(
    manuscriptOf(chaptersOf(first, 'The boats were in. Tomas Reyes counted the crates twice.', later)),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.category}`);

const told = (mark: string, part: string, later: (side: string) => string) => {
  const first = `Tomas Reyes came down to the quay at dawn. The ${mark} on his left ${part} was white with cold.`;
  return [slips(first, later('right')), slips(first, later('left'))];
};
const SLIP = [['chapter_03.md:3 attribute'], []];

describe('a mark told again on the other side', () => {
  it('is read for a birthmark, a mole and a burn, one or many', () => {
    expect(told('birthmark', 'cheek', (s) => `Tomas Reyes turned, the birthmark on his ${s} cheek dark.`)).toEqual(
      SLIP,
    );
    expect(told('mole', 'cheek', (s) => `Tomas Reyes turned, the mole on his ${s} cheek dark.`)).toEqual(SLIP);
    expect(told('burn', 'arm', (s) => `Tomas Reyes turned, the burn on his ${s} arm raw.`)).toEqual(SLIP);
  });

  it('is read with a word between the mark and where it is', () => {
    expect(told('scar', 'arm', (s) => `Tomas Reyes rolled up his sleeve, the scar running down his ${s} arm.`)).toEqual(
      SLIP,
    );
  });

  it('is read with two spaces typed anywhere in it', () => {
    for (const later of [
      (s: string) => `Tomas Reyes turned, the  scar on his ${s} hand pale.`,
      (s: string) => `Tomas Reyes turned, the old  scar on his ${s} hand pale.`,
      (s: string) => `Tomas Reyes turned, the scar  on his ${s} hand pale.`,
      (s: string) => `Tomas Reyes turned, the scar running  down his ${s} hand.`,
      (s: string) => `Tomas Reyes turned, the scar on  his ${s} hand pale.`,
      (s: string) => `Tomas Reyes turned, the scar on the  back of his ${s} hand pale.`,
      (s: string) => `Tomas Reyes turned, the scar on the back  of his ${s} hand pale.`,
      (s: string) => `Tomas Reyes turned, the scar on the back of  his ${s} hand pale.`,
    ]) {
      expect(told('scar', 'hand', later)).toEqual(SLIP);
    }
  });

  it('is read from a tattoo told by its verb, two spaces before the part', () => {
    const first = 'Tomas Reyes came down to the quay at dawn. An anchor was tattooed on his left forearm.';
    expect(slips(first, 'Tomas Reyes turned. An anchor was tattooed on his right  forearm.')).toEqual(SLIP[0]);
    expect(slips(first, 'Tomas Reyes turned. An anchor was tattooed on his left  forearm.')).toEqual([]);
  });
});
