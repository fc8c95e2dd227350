import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A journey whose own sentence brings the one gone back ("He had gone to Tonbridge on Tuesday, to the drill hall,
 * and not come back till late") is a trip over, no absence: the man acting in the scene after is no slip. A journey
 * that does not come back ("and never came back"), or whose return is only foreseen ("and would not come back till
 * Friday"), still holds. Texts written for these tests.
 */

const at = (away: string) =>
  awayButHere(
    manuscriptOf({
      'chapter_01.md': `# 1\n\nWill Amory worked the farm. ${away}\n\nThe wind got up.\n\nWill Amory stood in the yard with a sack.\n`,
    }),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line}`);

describe('a journey and its return in one sentence', () => {
  it('is a trip over when the sentence brings him back late', () => {
    expect(at('He had gone to Tonbridge on Tuesday, to the drill hall, and not come back till late.')).toEqual([]);
  });

  it('is a trip over when the sentence has him come back on a day', () => {
    expect(at('He went to Maidstone for two days and came back on the Friday.')).toEqual([]);
  });

  it('is still an absence when he would not come back till a later day', () => {
    expect(at('He had gone to Tonbridge for the week and would not come back till Friday.')).toEqual([
      'chapter_01.md:7',
    ]);
  });

  it('is still an absence when he never came back', () => {
    expect(at('He went to Maidstone for two days and never came back.')).toEqual(['chapter_01.md:7']);
  });
});
