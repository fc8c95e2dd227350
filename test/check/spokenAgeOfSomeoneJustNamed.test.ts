import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "I saw Ruth Penn. She's fifty-two," Tom said (src/check/facts.ts, spokenOtherAgeIn): an age a speaker gives of
 * the one woman just named is hers, unless the speech since her name brings in someone else — a person noun ("a
 * man") in a sentence of its own, or another capitalised word after a lower-case one. Only the speech after the
 * name is read for that: the words before it ("nights with") are no one new. Texts written for these tests.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

describe('an age said in speech of someone just named', () => {
  it('is hers, whatever words come before her name', () => {
    expect(attributesOf(`${PEOPLE}\n\n"I work nights with Ruth Penn. She's fifty-two," Tom said.`)).toEqual([
      'Ruth Penn age 52',
    ]);
  });

  it('is read past a sentence between that brings in no one', () => {
    expect(attributesOf(`${PEOPLE}\n\n"I saw Ruth Penn. It rained all day. She's fifty-two," Tom said.`)).toEqual([
      'Ruth Penn age 52',
    ]);
  });

  it('is no one’s when a sentence between brings in a man', () => {
    expect(attributesOf(`${PEOPLE}\n\n"I saw Ruth Penn. A man came in. She's fifty-two," Tom said.`)).toEqual([]);
    // "She is tired" is no age: the man before it still stands between her name and the age after.
    expect(
      attributesOf(`${PEOPLE}\n\n"I saw Ruth Penn. A man came in. She is tired. She's fifty-two," Tom said.`),
    ).toEqual([]);
    expect(attributesOf(`${PEOPLE}\n\n"I saw Ruth Penn. It rained. She is tired. She's fifty-two," Tom said.`)).toEqual(
      ['Ruth Penn age 52'],
    );
  });
});
