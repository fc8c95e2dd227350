import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A month that may be a given name (src/check/facts.ts, monthNames) is one only when the text uses it as a person
 * twice: "April came early" once, beside "She loved April, the wet green month", is the month, and no one in the
 * cast.
 */

const castOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.map((c) => c.name);

describe('a month loved and hated', () => {
  it('is no person', () => {
    expect(
      castOf(
        'April came early that year, and the hedges greened. She loved April, the wet green month of it. Tom Hale hated April for the rain, and he said so.',
      ),
    ).toEqual(['Tom Hale']);
  });
});
