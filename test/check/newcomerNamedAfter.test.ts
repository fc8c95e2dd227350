import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Someone comes in unnamed ("a man in a blue shirt") and the next sentence names him ("That was Piero Rovere"): the
 * pronouns after are his, in that paragraph and the next, so his age and marks are read. Texts written for these tests.
 */

const CAST = 'Piero Rovere went down to the cellar. Piero Rovere came back up. Oskar Lund fed the dog.';

describe('a newcomer named after he comes in', () => {
  it.each([
    'That was Piero Rovere.',
    'It was Piero Rovere, of course.',
    'His name, I learned later, was Piero Rovere.',
    'This must be Piero Rovere.',
  ])('reads the age in the next paragraph as his after "%s"', (naming) => {
    const read = attributesOf(
      `${CAST}\n\nOskar Lund drove the cart. Behind him walked a man in a blue shirt. ${naming} He shook my hand.\n\nHe was forty-one, Marta had told me, and a widower.`,
    );
    expect(read).toContain('Piero Rovere age 41');
  });

  it('reports his age told otherwise later', () => {
    const findings = checkAttributes(
      manuscriptOf(
        chaptersOf(
          `${CAST}\n\nOskar Lund drove the cart. Behind him walked a man in a blue shirt. That was Piero Rovere. He shook my hand.\n\nHe was forty-one, and a widower.`,
          'Piero Rovere sat down. Piero Rovere was forty-six that autumn.',
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);
    expect(findings).toEqual(['chapter_02.md:3']);
  });

  it('leaves the pronoun to no one while the newcomer is unnamed', () => {
    const read = attributesOf(
      `${CAST}\n\nOskar Lund drove the cart. Behind him walked a man in a blue shirt. Piero Rovere waved at him.\n\nHe was forty-one, and a widower.`,
    );
    expect(read).not.toContain('Piero Rovere age 41');
    expect(read).not.toContain('Oskar Lund age 41');
  });
});
