import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The pronoun that opens a sentence ("He…", "Then he…", "He'd…") is its subject, and the subject a pronoun in the
 * next sentence means first, though the sentence names someone else later ("…out Karl Weiss's watch"). Texts
 * written for these tests.
 */

const GENDERS =
  'Marta Hollis came up the path. She carried the post. Oskar Brandt waited at the gate. He held the dog. Karl Weiss came. He sat.';

/** Whose the scar in the sentence after `sentence` is read as. */
function scarAfter(sentence: string): string[] {
  const text = `${GENDERS}\n\nOskar Brandt went down to the shed.\n\nHe wrote the load into the book. ${sentence} The scar on his left hand ached.`;
  const { facts } = readFacts(manuscriptOf(chaptersOf(text)), ENGLISH);
  return facts.cast.flatMap((c) => (c.marks ?? []).map((k) => `${c.name} ${k.mark} ${k.side} ${k.part}`));
}

describe('a pronoun opening the sentence', () => {
  it('is its subject after an opening adverb ("Then he took out Karl Weiss\'s watch")', () => {
    expect(scarAfter("Then he took out Karl Weiss's watch.")).toEqual(['Oskar Brandt scar left hand']);
  });

  it('is its subject after an adverb and two spaces ("Then  he")', () => {
    expect(scarAfter("Then  he took out Karl Weiss's watch.")).toEqual(['Oskar Brandt scar left hand']);
  });

  it('is its subject when contracted ("He\'d taken out…")', () => {
    expect(scarAfter("He'd taken out Karl Weiss's watch.")).toEqual(['Oskar Brandt scar left hand']);
  });

  it("leaves the named man the pronoun's when no pronoun opens the sentence", () => {
    expect(scarAfter("The dog took Karl Weiss's watch.")).toEqual(['Karl Weiss scar left hand']);
  });
});
