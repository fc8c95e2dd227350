import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A mark on one side of the body ("the scar on his left hand", "tattooed on Ada's right arm"), read with two spaces
 * typed between its words, and only of an owner whose name is capitalised. Texts written for these tests.
 */

const looks = ENGLISH.reading.looks;
const tattooed = looks.sided.find((s) => s.mark === 'tattoo')?.pattern as RegExp;
const marks = (text: string): string[] => [...text.matchAll(looks.mark)].map((m) => `${m[3]} ${m[4]} ${m[5]}`);
const tattoos = (text: string): string[] => [...text.matchAll(tattooed)].map((m) => `${m[1]} ${m[2]} ${m[3]}`);

describe('a mark on a side, with two spaces typed', () => {
  it('reads "the scar on his left hand" with two spaces before the side or the part', () => {
    expect(marks('He had a scar on his  left hand.')).toEqual(['his left hand']);
    expect(marks('He had a scar on his left  hand.')).toEqual(['his left hand']);
  });

  it('reads the second word of a two-word name after two spaces', () => {
    expect(marks('She saw the scar on Tomas  Reyes’s right hand.')).toEqual(['Reyes’s right hand']);
  });

  it('reads no owner that starts with a mark of quotation', () => {
    expect(marks('She saw the scar on “Red’s right hand.')).toEqual([]);
    expect(tattoos('It was tattooed on “Red’s right arm.')).toEqual([]);
  });
});

describe('tattooed on a side', () => {
  it('reads the owner by name', () => {
    expect(tattoos('A swallow was tattooed on Ada’s left arm.')).toEqual(['Ada’s left arm']);
    expect(tattoos("A swallow was tattooed on Ada's left arm.")).toEqual(["Ada's left arm"]);
  });

  it('reads "the back of" his hand', () => {
    expect(tattoos('An anchor was tattooed on the back of his left hand.')).toEqual(['his left hand']);
  });

  it('reads it with two spaces typed between any two words', () => {
    expect(tattoos('An anchor was tattooed  on his left hand.')).toEqual(['his left hand']);
    expect(tattoos('An anchor was tattooed on  the back of his left hand.')).toEqual(['his left hand']);
    expect(tattoos('An anchor was tattooed on the  back of his left hand.')).toEqual(['his left hand']);
    expect(tattoos('An anchor was tattooed on the back  of his left hand.')).toEqual(['his left hand']);
    expect(tattoos('An anchor was tattooed on the back of  his left hand.')).toEqual(['his left hand']);
    expect(tattoos('An anchor was tattooed on his  left hand.')).toEqual(['his left hand']);
  });
});
