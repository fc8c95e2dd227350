import { describe, expect, it } from 'vitest';
import { brandNouns } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A make learned from an apposition ("the watch, a Hamilton"), but not where the apposition names one of the cast. */

const makes = (...texts: string[]) => {
  const m = manuscriptOf(chaptersOf(...texts));
  return Object.fromEntries(brandNouns(m, ENGLISH, readFacts(m, ENGLISH).cast));
};

describe('a make in an apposition', () => {
  const jonah = 'Jonah Hale came in. Jonah Hale lit the lamp.';

  it('learns a make after the thing', () => {
    expect(makes(`${jonah} Ada Price wound the watch, a Hamilton, and smiled.`)).toEqual({ hamilton: 'watch' });
  });

  it('learns no make from a name of the cast after the thing', () => {
    expect(makes(`${jonah} Ada Price wound the watch, the Jonah, and smiled.`)).toEqual({});
    expect(makes(`${jonah} Ada Price wound the watch, a Jonah Hale, and smiled.`)).toEqual({});
  });
});
