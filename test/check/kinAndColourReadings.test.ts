import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two readings of the fact base (facts.ts): a kin noun beside a name ("my sister Ada") counts as three pronouns of
 * its gender, no more, so two pronouns of the other gender against one more of its own leave the gender untold; and
 * eyes "grey-green" after their verb keep both colours, not only the first word's. Texts written for these tests.
 */

const castOf = (...texts: string[]) => readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast;

describe('a kin noun beside a name', () => {
  it('tells the gender alone, and weighs as three pronouns against others', () => {
    // "Kit" is borne by women and men alike: the kin noun alone tells.
    const [alone] = castOf('I went to see my sister Kit at the farm. Kit opened the gate.');
    expect(alone?.gender).toBe('female');
    // Three for "sister" and one "She" against two "He": four is not more than twice two.
    const [torn] = castOf(
      'I went to see my sister Kit at the farm. Kit opened the gate. She smiled at me.\n\nKit carried the pail. He said nothing.\n\nKit walked to the barn. He was tired.',
    );
    expect(torn?.name).toBe('Kit');
    expect(torn?.gender).toBeUndefined();
  });
});

describe('eyes of two colours joined by a hyphen after their verb', () => {
  it('reads both colours, and the words as written', () => {
    for (const [text, said] of [
      ['Ada Lind came into the kitchen. Her eyes were grey-green.', 'grey-green'],
      ['Ada Lind came into the kitchen. Her eyes were a grey-green.', 'a grey-green'],
    ] as const) {
      const [ada] = castOf(text);
      expect(ada?.attributes.map((a) => `${a.field} ${a.value} ${a.said}`)).toEqual([`eyes grey/green ${said}`]);
    }
  });

  it('reads one colour after the verb as that colour', () => {
    const [ada] = castOf('Ada Lind came into the kitchen. Her eyes were green.');
    expect(ada?.attributes.map((a) => `${a.field} ${a.value} ${a.said}`)).toEqual(['eyes green green']);
  });
});
