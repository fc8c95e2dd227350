import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { canonicalLinesOf, castWithLines } from '../support/bibleRead.js';

/**
 * A bible in prose that names a nickname ("known as Hal") or says what someone calls another ("calls her Vass"):
 * the nickname is the character's own, and a later sentence that opens on it is theirs; the name someone calls
 * another by is not the caller's. A set-in line under an entry ("  Tomas Reyes — brother of Ana") is a person's
 * entry when what follows its dash tells kin or a trade. Bibles written for these tests.
 */

const lines = canonicalLinesOf;
const cast = castWithLines;

describe('a nickname in a sentence of prose', () => {
  it('reads "known as Hal" as his name, twice told (after the name and by the cue)', () => {
    const bible = 'Harold Pennock is a fisherman, known as Hal.\n\nHal has grey eyes.\n';
    expect(lines(bible)).toEqual([
      '1 ## Characters',
      '1 ### Harold Pennock',
      '1 - also called: Hal',
      '1 - also called: Hal',
      '1 - Harold Pennock is a fisherman, known as Hal.',
      '3 - Hal has grey eyes.',
      '2 ## Notes',
    ]);
    expect(cast(bible)).toEqual([['Harold Pennock', { role: 'fisherman @1', eyes: 'grey @3' }]]);
  });

  it('reads "calls her Vass" as a name he speaks to, not one of his', () => {
    const bible = 'Mr Drew is the teacher and calls her Vass.\n\nVass has grey eyes.\n';
    expect(lines(bible)).not.toContain('1 - also called: Vass');
    expect(cast(bible)).toEqual([
      ['Mr Drew', {}],
      ['Vass', { eyes: 'grey @3' }],
    ]);
  });
});

describe('a set-in line under an entry', () => {
  it('is an entry when its dash tells kin, a line of the entry when it tells a place', () => {
    const bible =
      '## Characters\n\nAna Reyes — a nurse\n  Tomas Reyes — brother of Ana\n  Baker Street — where she sleeps\n';
    expect(lines(bible)).toEqual([
      '2 ## Characters',
      '3 ### Ana Reyes — a nurse',
      '4 ### Tomas Reyes — brother of Ana',
      '5   Baker Street — where she sleeps',
    ]);
    expect(parseBible(bible, ENGLISH).characters.map((c) => c.name)).toEqual(['Ana Reyes', 'Tomas Reyes']);
  });
});
