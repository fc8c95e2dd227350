import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The many ways English tells a death already past, read as a death of the
 * one named (written for these tests), and the look-alikes that are none: a
 * ball passed, the late afternoon, a boat's body, a bus that took him home.
 */

const OPEN =
  'Ruth Kane drove to the coast on Monday and parked by the pier. Ruth Kane walked to the house where Walter Kane lived. Walter Kane waved to her from the porch. He went inside, and she passed the gate.';
const deathOf = (sentence: string) =>
  readFacts(
    manuscriptOf(chaptersOf(OPEN, `The morning was grey. Ruth Kane made coffee.\n\n${sentence}`)),
    ENGLISH,
  ).facts.cast.find((c) => c.name === 'Walter Kane')?.death;

describe('a death told in other words', () => {
  const told: Array<[string, string]> = [
    ['had been dead', 'By then Walter Kane had been dead for two years.'],
    ['passed, at the end', 'It was two years since Walter Kane passed.'],
    ['passed last year', 'Walter Kane passed last spring, in his sleep.'],
    ['the accident that killed', 'The accident that killed Walter Kane was in March.'],
    ['a relative clause', 'Walter Kane, who had died in March, had left her the house.'],
    ['his ashes', 'Ruth had scattered Walter Kane’s ashes off the pier.'],
    ['his widow', 'Walter Kane’s widow still lived in the village.'],
    ['her late uncle', 'Ruth visited her late uncle, Walter Kane, at the churchyard every Sunday.'],
  ];
  for (const [name, sentence] of told)
    it(`reads "${name}"`, () => {
      expect(deathOf(sentence)?.at.text).toBe(sentence);
    });

  it('reads none in a look-alike', () => {
    for (const sentence of [
      'Walter Kane passed the salt to her.',
      'Walter Kane passed, and Ruth took the ball.',
      'In the late afternoon, Walter Kane mended the net.',
      'The bus that took Walter Kane home was late.',
      'The storm that killed Walter Kane’s dog was in March.',
      'Ruth thought Walter Kane had been dead for years, but he was in the garden.',
      'In Walter Kane’s wake the gulls came down.',
    ])
      expect(deathOf(sentence), sentence).toBeUndefined();
  });
});
