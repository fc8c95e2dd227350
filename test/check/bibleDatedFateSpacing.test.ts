import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A line of parts typed with two spaces after its semicolons ("- Eyes: grey;  Died at …: Sat 17 Aug 2019"): the
 * death part is read as a part of its own, its date placed in the bible's timeline. Bible written for this test.
 */

describe('a dated death after a semicolon and a run of spaces', () => {
  it('is the death, in the chapter its date falls in', () => {
    const bible = [
      '## Timeline',
      '',
      '- Chapter 1: Mon 12 Aug 2019',
      '- Chapter 2: Tue 20 Aug 2019',
      '',
      '## Characters',
      '',
      '### Anna Marsh',
      '- Eyes: grey;  Died at Saltcote harbour: Sat 17 Aug 2019',
      '',
    ].join('\n');
    const [anna] = parseBible(bible, ENGLISH).characters;
    expect(anna?.fields.eyes?.value).toBe('grey');
    expect(anna?.diesIn).toEqual({ value: 2, line: 9 });
  });
});
