import { describe, expect, it } from 'vitest';
import { isThingNamedAgain } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A thing named again is a verbless run under two thirds of each sentence it stands in and under half of one of
 * them: at exactly two thirds, or exactly half, it is the bulk of the sentence, not a thing named in a new one.
 */

const KEY = 'the small brass key on the blue ribbon';
type Places = Parameters<typeof isThingNamedAgain>[1];
const named = (...sentences: string[]) =>
  isThingNamedAgain(KEY, sentences.map((sentence) => ({ sentence })) as unknown as Places, ENGLISH);

const WORDS_12 = 'Under it she found the small brass key on the blue ribbon.';
const WORDS_13 = 'Under it she found the small brass key on the blue ribbon too.';
const WORDS_16 = 'In the drawer of the desk she found the small brass key on the blue ribbon.';
const WORDS_17 = 'In the drawer of the old desk she found the small brass key on the blue ribbon.';

describe('a thing named again, by the length of its sentences', () => {
  it('is one under two thirds of every sentence, and not at exactly two thirds of one', () => {
    expect(named(WORDS_13, WORDS_17)).toBe(true);
    expect(named(WORDS_12, WORDS_17)).toBe(false);
  });

  it('is one under half of some sentence, and not at exactly half of each', () => {
    expect(named(WORDS_16, WORDS_17)).toBe(true);
    expect(named(WORDS_16, WORDS_16)).toBe(false);
  });
});
