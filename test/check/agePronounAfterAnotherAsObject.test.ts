import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Dr. Otto Brenner came up on the evening train. Tom Hale met him at the station. He was fifty-two": the sentence
 * before the age holds two men, its subject and the other as "him", and "he" may be either: the age is no one's.
 */

const agesOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.filter((a) => a.field === 'age').map((a) => `${c.name} ${a.value} ${a.at.file}:${a.at.line}`),
  );

const arrival = 'Otto Brenner came up on the evening train, tired and cold.';

describe('an age told through a pronoun after a man who met another', () => {
  it('is no one’s when the subject took another of his gender as his object', () => {
    expect(agesOf(`${arrival} Tom Hale met him at the station. He was fifty-two, and clean-shaven.`)).toEqual([]);
    expect(agesOf(`Ada Vale came up on the train. Mara Voss took her by the arm. She was sixty.`)).toEqual([]);
  });

  it('is the subject’s when the object is no one of his gender, or the pronoun his own', () => {
    expect(agesOf(`${arrival} Tom Hale met her at the station. He was fifty-two.`)).toEqual([
      'Tom Hale 52 chapter_01.md:3',
    ]);
    expect(agesOf(`${arrival} Tom Hale took his coat off. He was fifty-two.`)).toEqual(['Tom Hale 52 chapter_01.md:3']);
    expect(agesOf(`Ada Vale came up on the train. Mara Voss took her coat. She was sixty.`)).toEqual([
      'Mara Voss 60 chapter_01.md:3',
    ]);
  });
});
