import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * "Ada Marsh read the note aloud, and Ada laughed. She had green eyes." (facts.ts, the rival subject of a "she"): one
 * woman named as the subject of two clauses is no rival to herself, so the "she" after is still hers. Texts written
 * for these tests.
 */

describe('a pronoun after one woman named as the subject of two clauses', () => {
  it.each([
    'Ada Marsh read the note aloud, and Ada laughed. She had green eyes.',
    'Ada read the note aloud, and Ada Marsh laughed. Her eyes were green.',
  ])('is hers in "%s"', (text) => {
    expect(attributesOf(text)).toEqual(['Ada Marsh eyes green']);
  });
});
