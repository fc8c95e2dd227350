import { describe, expect, it } from 'vitest';
import { absencesIn } from '../../src/check/bibleAbsence.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The edges of an absence a bible records: where its span may begin, how long and which way it may run. */

const span = (text: string) =>
  absencesIn(text, ENGLISH).map(
    ({ from, until }) =>
      `${from.day}/${from.month}/${from.year ?? '-'} ${until.day}/${until.month}/${until.year ?? '-'}`,
  );

describe('where an absence’s span begins', () => {
  it('reads only the days after the word of being away, not a span told before it in the line', () => {
    expect(span('Home for the fête 1 to 3 May; AWAY: Dublin, Mon 10 – Fri 14 Oct 1983')).toEqual([
      '10/10/1983 14/10/1983',
    ]);
  });

  it('reads a span that begins eighty characters after the word, with its first day’s weekday in any case', () => {
    // The first day ("10 Oct") begins 80 characters after "Away".
    expect(
      span('Away: Dublin, for the printers’ course at Bolger’s and a night at the Keoghs’ flat, 10 Oct to 14 Oct 1983'),
    ).toEqual(['10/10/1983 14/10/1983']);
    // The first day's weekday ("Mon 12") begins 80 characters after "Away", its day four more.
    expect(
      span(
        'Away: in San Juan for the growers’ congress at the Hotel Nacional and the week after Mon 12 to Fri 16 March',
      ),
    ).toEqual(['12/3/- 16/3/-']);
  });

  it('reads a first day with a remark in brackets right after it, or a remark after the word', () => {
    expect(span('Away: Northampton, Tue Dec 3(overnight at Clara’s) to Wed Dec 4 1889')).toEqual([
      '3/12/1889 4/12/1889',
    ]);
    expect(span('AWAY (course at Bolger’s): Dublin, 10 Oct to 14 Oct 1983')).toEqual(['10/10/1983 14/10/1983']);
  });

  it('records none where the word joining two days has no first day before it', () => {
    expect(span('Away from the farm until Friday 16 March')).toEqual([]);
  });
});

describe('how long and which way an absence runs', () => {
  it('reads a day out and back as one day, with or without its month on the first', () => {
    expect(span('Away: Cork, Sat 14 – Sat 14 Oct 1983 (the races)')).toEqual(['14/10/1983 14/10/1983']);
    expect(span('Away: Cork, 14 Oct – 14 Oct 1983 (the races)')).toEqual(['14/10/1983 14/10/1983']);
  });

  it('puts a first day past a January day in the December of the year before', () => {
    expect(span('Away: the Faroes, Tue 29 – Sat 2 Jan 1988')).toEqual(['29/12/1987 2/1/1988']);
    expect(span('Away: the Faroes, 28 December to 3 January')).toEqual(['28/12/- 3/1/-']);
  });

  it('reads a stay of sixty-two days, and none longer or running backwards', () => {
    expect(span('Away: the hunt in Kerry, 1 July to 1 September 1931')).toEqual(['1/7/1931 1/9/1931']);
    expect(span('Away: the hunt in Kerry, 1 July to 2 September 1931')).toEqual([]);
    expect(span('Away: Dublin, 14 Oct – 10 Oct 1983')).toEqual([]);
  });

  it('gives a span the bible writes with no year no year at all', () => {
    expect(absencesIn('Away in San Juan from Monday 12 to Friday 16 March', ENGLISH)).toStrictEqual([
      { from: { day: 12, month: 3 }, until: { day: 16, month: 3 } },
    ]);
  });
});
