import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * When the cast's reading folds two names into one person (facts.ts
 * `castFrom`): a short given name ("Bill") joins only a full name of the
 * same surname, never the one "William" of another family. Texts written for
 * these tests.
 */

const castOf = (text: string) =>
  buildFactBase(manuscriptOf({ 'chapter_01.md': `# 1\n\n${text}\n` }), ENGLISH).cast.map(
    (c) => `${c.name}: ${[...c.names].sort().join(', ')}`,
  );

describe('a short given name beside a full name', () => {
  it('keeps "Bill Pruitt" and "William Tennant" two people: the surnames differ', () => {
    const text =
      'Bill Pruitt came in. He sat down.\n\nWilliam Tennant came in. He sat down.\n\nBill Pruitt nodded.\n\nWilliam Tennant smiled.';
    expect(castOf(text).sort()).toEqual([
      'Bill Pruitt: Bill, Bill Pruitt, Pruitt',
      'William Tennant: Tennant, William, William Tennant',
    ]);
  });

  it('keeps "Bill Pruitt" apart from "William Pruitt Hale": the surname there is Hale', () => {
    const text =
      'Bill Pruitt came in. He sat down.\n\nWilliam Pruitt Hale came in. He sat down.\n\nBill Pruitt nodded.\n\nWilliam Pruitt Hale smiled.';
    expect(castOf(text).sort()).toEqual([
      'Bill Pruitt: Bill, Bill Pruitt, Pruitt',
      'William Pruitt Hale: Hale, William, William Pruitt Hale',
    ]);
  });
});
