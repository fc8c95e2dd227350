import { describe, expect, it } from 'vitest';
import { nicknameSlips } from '../../src/check/checks/nicknames.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A name the book says one person alone calls someone, said by another. */

const OPENING =
  'Tess Mercer came down the lane with the milk. Her cousin Jo Pell was at the gate, and Jo called out, "Bee, you\'re late!" which was what Jo called her and nobody else did.';
const slips = (...later: string[]) =>
  nicknameSlips(manuscriptOf(chaptersOf(OPENING, ...later)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a nickname one person alone uses', () => {
  it('is a slip in the mouth of another, tagged by name or by a pronoun after a sentence that opens on her', () => {
    expect(slips('"Sit down, Bee," said Aunt Hilda Mercer.')).toEqual([
      'chapter_02.md:3 "Bee" is said here by Aunt Hilda Mercer, but chapter_01.md:3 says only Jo Pell used that name',
    ]);
    expect(
      slips(
        'Aunt Hilda Mercer opened the door. Aunt Hilda Mercer looked at Tess. Then she said, "Well, Bee, come in."',
      ),
    ).toHaveLength(1);
  });

  it('is no slip from the one who uses it, nor where the speaker is not told', () => {
    expect(slips('"Oh, Bee," said Jo.')).toEqual([]);
    expect(slips('"Bee, come here."')).toEqual([]);
    expect(slips('Aunt Hilda Mercer and Jo Pell sat down. Then she said, "Well, Bee, come in."')).toEqual([]);
  });

  it('reads "only Mam ever called him Davy" and "she called her Bee, which nobody else did" alike', () => {
    const only = (said: string, later: string) =>
      nicknameSlips(manuscriptOf(chaptersOf(said, later)), ENGLISH).map(
        (f) => /said here by (.+?),/.exec(f.message)?.[1],
      );
    expect(
      only('Jo Pell came on Sundays. Only Jo Pell ever called her Bee.', '"Bee," said Aunt Hilda Mercer, "sit down."'),
    ).toEqual(['Aunt Hilda Mercer']);
    expect(
      only(
        'Jo Pell came on Sundays. She sat in the kitchen and called her Bee, which nobody else did.',
        '"Bee," said Aunt Hilda Mercer, "sit down."',
      ),
    ).toEqual(['Aunt Hilda Mercer']);
  });
});
