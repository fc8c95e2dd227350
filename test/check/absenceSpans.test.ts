import { describe, expect, it } from 'vitest';
import { away } from '../support/ownAbsence.js';

/** An absence said as a span of weekdays ("I'm away … Monday the fourth to Friday the eighth"), and the absent here. */

const opening = 'Ida Marsh and Colm Daly keep the signal box. On Tuesday 2 March 1954 the frost held.';

describe('an absence said as a span of days', () => {
  const said = (speech: string, later: string) => away(`${opening}\n\n"${speech}" Colm Daly said.`, later);

  it('holds one who said "I\'ll be away … Monday the eighth to Friday the twelfth" to it', () => {
    expect(
      said(
        "I'll be away for the inspection. Leeds. Monday the eighth to Friday the twelfth.",
        'On Wednesday, the tenth of March, the fog came down. Colm Daly was at the levers when the goods went through.',
      ),
    ).toEqual([
      'chapter_02.md:3 Colm Daly acts here on 10 March 1954, but chapter_01.md:5 has them away from 8 March 1954 until 12 March 1954',
    ]);
  });

  it('reads a span of weekdays alone, from the next of the first', () => {
    expect(
      said(
        "We're going down to Hull, from Thursday till Saturday.",
        'On Friday, the fifth of March, the fog lifted. Colm Daly was at the levers.',
      ),
    ).toHaveLength(1);
  });

  it('ends a span of weekdays alone on the first of its last weekday after its start, a week on for the same one', () => {
    // Said on Tuesday 2 March: Thursday the 4th till Wednesday the 10th; Thursday the 4th to Thursday the 11th.
    const levers = 'On Monday, the eighth of March, the fog lifted. Colm Daly was at the levers.';
    expect(said("We're going down to Hull, from Thursday till Wednesday.", levers)).toEqual([
      'chapter_02.md:3 Colm Daly acts here on 8 March 1954, but chapter_01.md:5 has them away from 4 March 1954 until 10 March 1954',
    ]);
    expect(said("We're going down to Hull, from Thursday to Thursday.", levers)).toEqual([
      'chapter_02.md:3 Colm Daly acts here on 8 March 1954, but chapter_01.md:5 has them away from 4 March 1954 until 11 March 1954',
    ]);
  });

  it('says nothing outside the span, of a span with no going away, or of a span begun already', () => {
    const leeds = "I'll be away. Leeds. Monday the eighth to Friday the twelfth.";
    expect(said(leeds, 'On Saturday, the thirteenth of March, the fog lifted. Colm Daly was at the levers.')).toEqual(
      [],
    );
    expect(said(leeds, 'On Friday, the fifth of March, the fog lifted. Colm Daly was at the levers.')).toEqual([]);
    expect(
      said(
        'I work Monday the eighth to Friday the twelfth.',
        'On Wednesday, the tenth of March, the fog lifted. Colm Daly was at the levers.',
      ),
    ).toEqual([]);
    // Said on the Tuesday of a span that began on the Monday: a week already under way is no absence to come.
    expect(
      said(
        "I'm away all this week. Monday the first to Friday the fifth.",
        'On Wednesday, the third of March, the fog lifted. Colm Daly was at the levers.',
      ),
    ).toEqual([]);
  });
});
