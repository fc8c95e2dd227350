import { firstDayYear } from '../bibleAbsence.js';
import type { Cast } from '../cast.js';
import { dayCount, dayText } from '../dates.js';
import type { Language } from '../lang/index.js';
import type { Character, DayOfYear } from '../types.js';

/** A span of days someone is away, as day counts: away on `from` and after, back on `until`. */
export interface Stay {
  from: number;
  until: number;
  /** The first day as the bible writes it, when that is the day of leaving (held from the day after it). */
  leaves?: number;
  file: string;
  line: number;
  evidence: string;
}

/**
 * The absences the bible records for the cast ("AWAY: Dublin, Mon 10 – Fri 14 Oct 1983"), in the story's year where
 * the bible gives none. Only the days strictly between the first and the last are held against the text: on the
 * day of leaving they may be seen off at the bus, and on the last they come home.
 */
export function bibleAbsences(cast: Cast, storyYear: number | undefined, lang: Language): Map<Character, Stay[]> {
  const out = new Map<Character, Stay[]>();
  for (const c of new Set(cast.byName.values())) {
    const stays: Stay[] = [];
    for (const a of c.away ?? []) {
      const { from, until } = a.value;
      // "Tue 29 Dec – Sat 2 Jan" with no year: the new year it crosses is the story's, or the one after (a story that
      // opens in January, or one that runs into it); only one of the two can hold days the story tells.
      const crossing = until.year === undefined && from.year === undefined && from.month > until.month;
      const years = until.year !== undefined ? [until.year] : storyYear === undefined ? [] : [storyYear];
      if (crossing && storyYear !== undefined) years.push(storyYear + 1);
      for (const year of years) {
        const first = days(from, firstDayYear(a.value, year));
        stays.push({
          from: first + 1,
          leaves: first,
          until: days(until, year),
          file: 'bible.md',
          line: a.line,
          evidence: `away ${dayText(from, lang)} to ${dayText(until, lang)}`,
        });
      }
    }
    // Stryker disable next-line ConditionalExpression,EqualityOperator: an empty list of stays holds no day against the text
    if (stays.length > 0) out.set(c, stays);
  }
  return out;
}

function days(d: DayOfYear, year: number): number {
  return dayCount(year, d.month, d.day);
}
