import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A line of a character's entry with no label that opens on the death and its day ("MATT KEANE — dead, Sat 14 March
 * 1981. Born 1911.", "- died Sat 14 March 1981"): the day of the death, as a "Died:" line gives it. Written for
 * these tests.
 */

const diesOn = (entry: string) =>
  parseBible(`## Characters\n\n${entry}\n\n## Timeline\n\n- Thursday 29 September 1983 — chapter 1\n`, ENGLISH)
    .characters[0]?.diesOn;

describe('a line that opens on the death', () => {
  it('gives the day beside the death’s word, in a card’s heading or a line of its own', () => {
    expect(diesOn('### MATT KEANE — dead, Sat 14 March 1981. Born 1911. Big, fair.')).toEqual({
      value: { day: 14, month: 3, year: 1981 },
      line: 3,
    });
    expect(diesOn('### Matt Keane\n- died Sat 14 March 1981')).toEqual({
      value: { day: 14, month: 3, year: 1981 },
      line: 4,
    });
  });

  it('gives none for another’s death, a survival, or a death that is not the line’s opening', () => {
    expect(diesOn('### Matt Keane\n- His mother died 12 May 1950')).toBeUndefined();
    expect(diesOn('### Matt Keane\n- survived the wreck of 3 May 1950')).toBeUndefined();
    expect(diesOn('### Matt Keane\n- editor; the year Con died, 14 March 1981, he bought the press')).toBeUndefined();
  });
});
