import { describe, expect, it } from 'vitest';
import { numericDatesIn } from '../../src/check/dates.js';

/**
 * Dates in figures as an email's header or a text message's stamp writes them ("3/4/2019", "10/8/87",
 * "2019-10-08"): which is the month, which century a two-digit year is of, the other reading kept beside a date
 * that reads both ways, and figures that are no date (src/check/dates.ts, numericDatesIn). Written for these tests.
 */

const read = (text: string) => numericDatesIn(text).map((d) => `${d.day}/${d.month}/${d.year}`);

describe('a two-digit year', () => {
  it('is of this century up to 40, and of the last after it', () => {
    expect(read('Sent 1/2/40 and 1/2/41 and 1/2/87 and 1/2/05.')).toEqual([
      '2/1/2040',
      '2/1/1941',
      '2/1/1987',
      '2/1/2005',
    ]);
  });
});

describe('which number is the month', () => {
  it('reads the first as the month up to 12, and the second when the first is over 12', () => {
    expect(numericDatesIn('on 12/5/2019')).toStrictEqual([
      { month: 12, day: 5, year: 2019, index: 3, length: 9, alt: { day: 12, month: 5 } },
    ]);
    expect(numericDatesIn('on 13/5/2019')).toStrictEqual([{ month: 5, day: 13, year: 2019, index: 3, length: 9 }]);
  });

  it('keeps the other reading only for a date that reads both ways', () => {
    expect(numericDatesIn('3/4/2019 4/4/2019 3/13/2019 12/12/2019 3/12/2019')).toStrictEqual([
      { month: 3, day: 4, year: 2019, index: 0, length: 8, alt: { day: 3, month: 4 } },
      { month: 4, day: 4, year: 2019, index: 9, length: 8 },
      { month: 3, day: 13, year: 2019, index: 18, length: 9 },
      { month: 12, day: 12, year: 2019, index: 28, length: 10 },
      { month: 3, day: 12, year: 2019, index: 39, length: 9, alt: { day: 3, month: 12 } },
    ]);
  });
});

describe('figures that are no date', () => {
  it('reads none with a month or a day out of range', () => {
    expect(read('13/13/2019, 5/32/2019, 32/5/2019, 0/5/2019, 5/0/2019')).toEqual([]);
  });

  it('reads the last day of the year and the first', () => {
    expect(read('12/31/2019 and 1/1/2020')).toEqual(['31/12/2019', '1/1/2020']);
  });

  it('reads a date that ends a sentence, but not one that runs into a decimal', () => {
    expect(read('She wrote 3/4/2019. Then she left.')).toEqual(['4/3/2019']);
    expect(read('The gauge read 3/4/2019.5 at noon.')).toEqual([]);
  });
});

describe('a date written year first', () => {
  it('reads the first and last months and days, and none past them', () => {
    expect(read('2019-01-01 and 2019-12-31')).toEqual(['1/1/2019', '31/12/2019']);
    expect(read('2019-00-10, 2019-13-10, 2019-10-00, 2019-10-32')).toEqual([]);
  });

  it('says where the date stands', () => {
    expect(numericDatesIn('Filed 2019-10-08.')).toStrictEqual([
      { day: 8, month: 10, year: 2019, index: 6, length: 10 },
    ]);
  });
});
