import { describe, expect, it } from 'vitest';
import { explainFacts } from '../../src/check/explain.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Doctor Amos Kitto" is "Dr Amos Kitto", one title written long and short; but a surname written as one word is
 * not the same surname written as two ("Doctor MacDonald" is not read as "Dr Mac Donald").
 */

describe('a title written long beside a surname spelled otherwise', () => {
  it('keeps "Doctor MacDonald" apart from "Dr Mac Donald"', () => {
    const book = {
      'chapter_01.md':
        '# One\n\nDr Mac Donald walked to the harbour. Dr Mac Donald had grey eyes.\n\nDoctor MacDonald waited at the quay. Doctor MacDonald nodded.\n',
    };
    const names = explainFacts(manuscriptOf(book, ''), ENGLISH).characters.map((c) => c.name);
    expect(names).toEqual(['Dr Mac Donald', 'Doctor MacDonald']);
  });
});
