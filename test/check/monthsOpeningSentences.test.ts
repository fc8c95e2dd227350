import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A month that is also a given name ("June") is read as a person's only from its uses inside sentences
 * (src/check/facts.ts, monthNames): opening one, a month does things as a season does ("June came early").
 */

const castOf = (...texts: string[]) =>
  buildFactBase(manuscriptOf(chaptersOf(...texts)), ENGLISH).cast.map((c) => c.name);

describe('a month opening sentences', () => {
  it('stays a month though a verb follows it each time', () => {
    expect(
      castOf('June came early that year. Tom Ashby mended the nets, and Tom Ashby sang. June brought rain every day.'),
    ).toEqual(['Tom Ashby']);
  });
});
