import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A beard said to be gone or shaved off after the word ("His beard was gone", "Tom's beard had been shaved
 * off") is a beard shaved, not one worn; a beard said of alone is worn.
 */

const beardsOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    (c.beards ?? []).map((b) => `${c.name} ${b.value}`),
  );

describe('a beard told by what follows it', () => {
  it('is shaved when the words after it say it is gone or shaved off', () => {
    expect(beardsOf('Tom Hale came in from the yard. He smiled. Tom’s beard was gone.')).toEqual(['Tom Hale shaved']);
    expect(beardsOf('Tom Hale came in from the yard. He smiled. Tom’s beard had been shaved off.')).toEqual([
      'Tom Hale shaved',
    ]);
  });

  it('is shaved when the words before its owner say it was shaved off', () => {
    expect(beardsOf('Tom Hale came in from the yard. He smiled. Tom Hale shaved off his beard.')).toEqual([
      'Tom Hale shaved',
    ]);
  });

  it('is grown when the sentence says so, and none when he came without it', () => {
    expect(beardsOf('Tom Hale came in from the yard. He smiled. He had grown his beard long.')).toEqual([
      'Tom Hale grown',
    ]);
    expect(beardsOf('Tom Hale came in from the yard. He smiled. Tom Hale came back without his beard.')).toEqual([]);
  });

  it('is none of now when told of years ago, and shaved when his chin is bare', () => {
    expect(beardsOf('Tom Hale came in from the yard. He smiled. He wore his beard long years ago.')).toEqual([]);
    expect(beardsOf('Tom Hale came in from the yard. He smiled. He rubbed his bare chin.')).toEqual([
      'Tom Hale shaved',
    ]);
  });

  it('is worn when nothing after it says otherwise', () => {
    expect(beardsOf('Tom Hale came in from the yard. He smiled. Tom’s beard was wet.')).toEqual(['Tom Hale worn']);
  });
});
