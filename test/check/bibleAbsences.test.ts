import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { absencesIn } from '../../src/check/bibleAbsence.js';
import { checkTimeline } from '../../src/check/checks/timeline.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** Absences a bible records, with their days, and the text held to them. */

const span = (text: string) =>
  absencesIn(text, ENGLISH).map(
    ({ from, until }) =>
      `${from.day}/${from.month}/${from.year ?? '-'} ${until.day}/${until.month}/${until.year ?? '-'}`,
  );

describe('an absence as a bible writes it', () => {
  it('reads the first day with its own month, or with the last day’s month and year', () => {
    expect(span('AWAY: Dublin, Mon 10 – Fri 14 Oct 1983 (course at Bolger’s)')).toEqual(['10/10/1983 14/10/1983']);
    expect(span('Away in San Juan (Hotel Nacional) from Monday 12 to Friday 16 March, back Friday night')).toEqual([
      '12/3/- 16/3/-',
    ]);
    expect(span('ABSENCE: in Glasgow from Monday 27 November to Friday 1 December 1978; back Sat 2 Dec')).toEqual([
      '27/11/1978 1/12/1978',
    ]);
    expect(span('He was absent in Toronto from Monday, 4 February, to Friday, 8 February 1957.')).toEqual([
      '4/2/1957 8/2/1957',
    ]);
    expect(span('away: Nantgwyn, 24 September 1903 Thu–28 September 1903 Mon')).toEqual(['24/9/1903 28/9/1903']);
    expect(span('Away: Northampton, Tue 3 Dec (overnight at Clara’s) to Wed 4 Dec 1889')).toEqual([
      '3/12/1889 4/12/1889',
    ]);
    expect(span('AWAY - Hobart Tue 21 + Wed 22 March (surgery shut)')).toEqual(['21/3/- 22/3/-']);
  });

  it('puts a first day past the last one in the month, or the year, before', () => {
    expect(span('away Mon 29 -> Wed 2 Nov 1983')).toEqual(['29/10/1983 2/11/1983']);
    expect(span('Away: the Faroes, 28 December to 3 January 1988')).toEqual(['28/12/1987 3/1/1988']);
    expect(span('Away: the Faroes, Tue 29 Dec – Sat 2 Jan')).toEqual(['29/12/- 2/1/-']);
  });

  it('records none where no span follows the word, or the days are not one stay', () => {
    expect(span('Harold gives Rose away. Married Sat 12 March 1966.')).toEqual([]);
    expect(span('away for the whole book, letters dated Thursday 2 February 1967 and Thursday 16 March 1967')).toEqual(
      [],
    );
    // Days far on from the word are another matter's.
    expect(
      span('Away often, as the ledgers of the estate and the letters in the county archive show; 3 to 5 May 1931'),
    ).toEqual([]);
    expect(
      span('Away often, as the ledgers of the estate and the letters in the county archive show, from 3 to 5 May 1931'),
    ).toEqual([]);
    expect(span('away at sea from 1 March to 30 June 1930')).toEqual([]);
    // The span is the absence's only when it follows the word in its clause.
    expect(span('Away on business; 3 to 5 May is the fair')).toEqual([]);
  });
});

describe('the text against an absence the bible records', () => {
  const bible = '# Characters\n\n## Tom Hanlon\n- Age: 58\n- AWAY: Dublin, Mon 10 – Fri 14 Oct 1983\n';
  const found = (...texts: string[]) =>
    checkTimeline(manuscriptOf(chaptersOf(...texts), bible), ENGLISH)
      .findings.filter((f) => f.category === 'place')
      .map((f) => `${f.file}:${f.line} ${f.message} [${f.against?.file}:${f.against?.line}]`);
  const opening =
    'Nora Keane and Tom Hanlon set the paper. On Sunday 9 October 1983 the rain came. Tom Hanlon wipes the rollers.';

  it('holds them to it on a day between the first and the last, and names the bible’s line', () => {
    expect(found(opening, 'On Wednesday the press ran late. Ciarán comes in at six, and Tom behind him.')).toEqual([
      'chapter_02.md:3 Tom acts here on 12 October 1983, but bible.md:5 has them away from 10 October 1983 until 14 October 1983 [bible.md:5]',
    ]);
  });

  it('reads a span across the new year with no year from the story’s December on', () => {
    const faroes = '# Characters\n\n## Tom Hanlon\n- Age: 58\n- AWAY: the Faroes, Tue 29 Dec – Sat 2 Jan\n';
    const text = (day: string) =>
      checkTimeline(
        manuscriptOf(
          chaptersOf('Nora Keane and Tom Hanlon set the paper. On Monday 28 December 1987 the rain came.', day),
          faroes,
        ),
        ENGLISH,
      ).findings.map((f) => f.message);
    expect(text('On Friday 1 January 1988 the press ran late. Tom Hanlon wipes the rollers.')).toEqual([
      'Tom Hanlon acts here on 1 January 1988, but bible.md:5 has them away from 29 December 1987 until 2 January 1988',
    ]);
  });

  it('stays quiet on the day of leaving and the day of return, and with no bible', () => {
    // The same deed on a day between is held to it: the quiet below is the days', not the sentence's.
    expect(found(opening, 'On Wednesday Tom Hanlon wipes the rollers.')).toHaveLength(1);
    expect(found(opening, 'On Monday Tom Hanlon wipes the rollers.')).toEqual([]);
    expect(found(opening, 'On Friday Tom Hanlon wipes the rollers.')).toEqual([]);
    expect(
      checkTimeline(manuscriptOf(chaptersOf(opening, 'On Wednesday Tom Hanlon wipes the rollers.')), ENGLISH).findings,
    ).toEqual([]);
  });
});

describe('an absence kept as data', () => {
  it('reads an export’s absence element, its days in attributes after its note, and a YAML key', () => {
    const xml = `<?xml version="1.0"?>
<bible>
  <characters>
    <character id="bento">
      <name first="Bento" last="Fonseca"/>
      <age>22</age>
      <absence from="Mon 27 Nov 1961" to="Fri 8 Dec 1961" where="Dar es Salaam">the examination; eleven days; a letter</absence>
    </character>
  </characters>
</bible>
`;
    const yaml =
      '```yaml\ncharacters:\n  - name: Bento Fonseca\n    age: 22\n    absent: letters; Mon 27 Nov to Fri 8 Dec 1961\n```\n';
    for (const bible of [xml, yaml])
      expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.away?.map((a) => a.value)])).toEqual([
        ['Bento Fonseca', [{ from: { day: 27, month: 11, year: 1961 }, until: { day: 8, month: 12, year: 1961 } }]],
      ]);
  });
});
