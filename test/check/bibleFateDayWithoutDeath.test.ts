import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A "Fate:" line with a day and no word of a death gives no day of death. Written for these tests. */

const diesOn = (line: string) =>
  parseBible(`## Characters\n\n### Matt Keane\n${line}\n`, ENGLISH).characters[0]?.diesOn;

describe('a day on a fate line', () => {
  it('is no death when neither the label nor the value tells one', () => {
    expect(diesOn('- Fate: wed 3 March 1940')).toBeUndefined();
  });

  it('is the death when the value tells one', () => {
    expect(diesOn('- Fate: dies 3 March 1940')).toEqual({ value: { day: 3, month: 3, year: 1940 }, line: 4 });
  });
});
