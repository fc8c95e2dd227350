import { describe, expect, it } from 'vitest';
import { toldDeathDay } from '../../src/check/checks/deathDay.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The day a death is told on, from a date with its year in the sentence that tells it: not a day of no year before
 * it, nor a birth's date in the clause that says so, however many clauses stand before that one
 * (src/check/checks/deathDay.ts, toldDeathDay). Texts written for these tests.
 */

const dayOf = (sentence: string) => {
  const m = manuscriptOf(
    chaptersOf('The boats came in late.', sentence),
    '# Bible\n\n## Characters\n### Tomás Iturbe\nGender: male\n',
  );
  const deaths = [...readFacts(m, ENGLISH).characterOf.keys()].flatMap((member) => member.death ?? []);
  return deaths.map((death) => toldDeathDay(m, ENGLISH, death));
};

describe('the day a death is told on in its sentence', () => {
  it('is the date with its year, not a date of no year before it', () => {
    expect(dayOf('On 12 March Tomás Iturbe took to his bed, and he died on the fourteenth of March, 1971.')).toEqual([
      { day: 14, month: 3, year: 1971 },
    ]);
  });

  it('is no birth’s date, in the third clause of the sentence as in the second', () => {
    expect(dayOf('Tomás Iturbe, a fisherman of Quintero, born there on 2 February 1936, died at his stall.')).toEqual([
      undefined,
    ]);
  });
});
