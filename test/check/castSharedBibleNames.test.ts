import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A name two entries of the bible both give (src/check/facts.ts, castFrom and castOver): "Walter Albright" is what
 * "Walter J. Albright" and "Walter K. Albright" both drop to, so the text's "Walter Albright" is neither of them but
 * a character of its own, known by that name; "Bill", an entry's own name and another's nickname, stays with the
 * entry of that name, the first the bible lists.
 */

/** Each character: its name, its names, how often the text names it. */
const castOf = (bible: string, ...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).facts.cast.map(
    (c) => `${c.name}: ${c.names.join(', ')} (${c.appearances.length})`,
  );

describe('a name two bible entries share', () => {
  it('makes the text\'s "Walter Albright" a character of its own, who keeps his name', () => {
    expect(
      castOf(
        '## Characters\n### Walter J. Albright\n- hair: fair\n### Walter K. Albright\n- eyes: blue\n',
        'Walter Albright came onto the ward at nine. The nurse waited.',
        'Walter Albright wrote up the chart, and Walter Albright signed it.',
      ),
    ).toEqual([
      'Walter J. Albright: Walter J. Albright, Walter, Albright (0)',
      'Walter K. Albright: Walter K. Albright, Walter, Albright (0)',
      'Walter Albright: Walter Albright (3)',
    ]);
  });

  it('gives "Bill" in the text to the entry named Bill, not to the later one who goes by Bill too', () => {
    expect(
      castOf(
        '## Characters\n### Bill\n- hair: fair\n### William Tennant (Bill)\n- eyes: blue\n',
        'Bill came onto the ward at nine. The nurse waited.',
        'Bill wrote up the chart, and William Tennant signed it.',
      ),
    ).toEqual(['Bill: Bill (2)', 'William Tennant: William Tennant, Bill, William, Tennant (1)']);
  });
});
