import { describe, expect, it } from 'vitest';
import { checkRepetition, setAsLines } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A signature, an address or a letterhead set as short lines is the same form again, not a phrase copied. Written for these tests. */

const SIGNATURE =
  'Tom Lindqvist | Executive Director of the Museum\nPort Avery Maritime Museum and Archive, Harbour Road';

describe('a block set as short lines', () => {
  it('is known by its lines: two or more, short, none but the last a sentence', () => {
    expect(setAsLines(SIGNATURE)).toBe(true);
    expect(setAsLines('Tom Lindqvist, Executive Director')).toBe(false);
    expect(setAsLines('He came in at six.\nShe was at the desk.')).toBe(false);
    expect(setAsLines('One two three four five six seven eight nine\nPort Avery')).toBe(false);
    expect(setAsLines('Yours,\nTom.')).toBe(true);
  });

  it('counts eight words to a line however the spaces fall: indented, trailing, or two typed between', () => {
    expect(setAsLines('    Port Avery Maritime Museum and Archive, Harbour Road\nPort Avery')).toBe(true);
    expect(setAsLines('Port Avery Maritime Museum and Archive, Harbour Road   \nPort Avery')).toBe(true);
    expect(setAsLines('Port Avery  Maritime Museum and Archive, Harbour  Road\nPort Avery')).toBe(true);
  });

  it('is not reported when it comes again; the same words as a sentence of narration are', () => {
    const middle =
      'Nobody came to the shop that week. I mended the awning and I wrote to my sister.\n\nOn Sunday the rain stopped. I walked out to the point and back again before dinner.';
    const found = (block: string) =>
      checkRepetition(
        manuscriptOf(chaptersOf(`${middle}\n\n${block}`, `${block}\n\n${middle}`, middle)),
        ENGLISH,
      ).findings.map((f) => f.file);
    const verse = 'the old grey house beside the quarry gate\nwhere the hawthorn leans across the broken wall';
    expect(found(SIGNATURE)).toEqual([]);
    expect(found(verse)).toEqual([]);
    expect(found(`We came to ${verse.replace('\n', ' ')}.`)).toEqual(['chapter_02.md']);
  });
});
