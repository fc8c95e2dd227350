import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A month that is also a given name ("June") names a person when the text uses it so at least twice inside
 * sentences, with a surname right after it, a verb after it or a speech verb before it, and more often than as a
 * date ("in June", "June of 1962") (src/check/facts.ts, monthNames).
 */

const castOf = (...texts: string[]) =>
  buildFactBase(manuscriptOf(chaptersOf(...texts)), ENGLISH).cast.map((c) => c.name);

describe('a month with a surname after it', () => {
  it('is a given name when the text writes it so twice', () => {
    expect(castOf('Tom Ashby met June Albright at the gate, and June Albright smiled.')).toEqual([
      'June Albright',
      'Tom Ashby',
    ]);
  });

  it('is a given name with two spaces typed before the surname', () => {
    expect(castOf('Tom Ashby met June  Albright at the gate, and June  Albright smiled.')).toEqual([
      'June Albright',
      'Tom Ashby',
    ]);
  });

  it('stays a month when the text uses it more often as a date', () => {
    expect(
      castOf(
        'Tom Ashby met June Albright in June of 1962, and June Albright smiled. Tom Ashby wrote every week in June, and in June the letters stopped.',
      ),
    ).toEqual(['Tom Ashby', 'Albright']);
  });
  it('stays a month when the text uses it as often as a date', () => {
    expect(
      castOf(
        'Tom Ashby met June Albright in June of 1962, and June Albright smiled. Tom Ashby wrote every week in June.',
      ),
    ).toEqual(['Tom Ashby', 'Albright']);
  });
});

describe('a month read as a name once', () => {
  it('stays a month, though a name comes later in another of its sentences', () => {
    expect(castOf('Tom Ashby waited for June, and Tom Ashby sang. Later Tom Ashby nodded, and June smiled.')).toEqual([
      'Tom Ashby',
    ]);
  });
});
