import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * An absence told with a span of days ("on the 2nd … for 8 days"): it holds on its first day and its last (the
 * 2nd and the 10th), and runs out only past them. Written for these tests.
 */

const lines = (between: string) =>
  awayButHere(
    manuscriptOf({
      'chapter_01.md': `# One\n\nTom Hale mended the gate. Ada Lowe fed the hens.\n\nOn the 2nd, Tom Hale went to Leeds for 8 days.\n\n${between}\n\nAda stood in the yard. Tom carried the sacks into the barn.\n`,
    }),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.confidence}`);

describe('the ends of a span of days', () => {
  it('holds on its last day', () => {
    expect(lines('On the 10th, it rained.')).toEqual(['chapter_01.md:9 0.7']);
  });

  it('holds on its first day, told again', () => {
    expect(lines('Late on the 2nd, it rained.')).toEqual(['chapter_01.md:9 0.7']);
  });

  it('runs out the day after its last', () => {
    expect(lines('On the 11th, it rained.')).toEqual([]);
  });
});
