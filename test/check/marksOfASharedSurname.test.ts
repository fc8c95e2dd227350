import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A mark told by a possessive that is only a surname two people share ("the scar on Bell’s left hand" beside Kit
 * Bell and Daniel Bell) is neither's; a whole name's possessive ("Kit Bell’s left hand") is that one's.
 */

const marksOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    (c.marks ?? []).map((m) => `${c.name} ${m.mark} ${m.side} ${m.part}`),
  );

const BELLS = 'Kit Bell came down to the quay. Daniel Bell stayed at the nets. Kit Bell waved.';

describe('a mark told by a shared surname’s possessive', () => {
  it('is no one’s, while a whole name’s is that person’s', () => {
    expect(marksOf(BELLS, 'Daniel Bell looked at the scar on Bell’s left hand and said nothing.')).toEqual([]);
    expect(marksOf(BELLS, 'Daniel Bell looked at the scar on Kit Bell’s left hand and said nothing.')).toEqual([
      'Kit Bell scar left hand',
    ]);
  });
});
