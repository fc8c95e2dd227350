import { datesIn, dayCount, daysOfMonthIn } from '../dates.js';
import type { Language } from '../lang/index.js';
import { countOf, unitDays } from './timelineDays.js';

/** A span the text says beside the two days it runs between, and the days those two days are apart. */
export interface SpanBetween {
  /** The words of the span and its days ("for six weeks, from the second until the thirtieth"). */
  words: string;
  /** The days the span says (42 for "six weeks"). */
  said: number;
  /** The days from the first day to the second (28 from the second to the thirtieth). */
  between: number;
}

/** A year with no 29 February, for two days the text gives no year for. */
const PLAIN_YEAR = 2001;

/**
 * "For six weeks, from the second until the thirtieth": a span said with its own two days, which a reader counts
 * against each other. A day with no month takes the other's ("from the second until the 30th of August"), the month
 * before or after it when it would otherwise run backwards; two days with no month are of one month, the second after
 * the first. Returns the span when it is off by more than a speaker rounds (a day for a count of days, half a week
 * for weeks and fortnights, which run inclusive or not), none otherwise.
 */
export function spanBetweenDates(text: string, lang: Language, year = PLAIN_YEAR): SpanBetween | undefined {
  const m = lang.spanBetweenDates.exec(text);
  if (!m) return undefined;
  const unit = m[2] as string;
  const said = countOf(m[1] as string, lang) * unitDays(unit, lang) + (m[3] ? countOf(m[3], lang) : 0);
  const from = dayOf(m[4] as string, lang);
  const to = dayOf(m[5] as string, lang);
  if (said === 0 || !from || !to) return undefined;
  // Date.UTC carries a month before the first or after the twelfth into the year beside.
  const month = from.month ?? to.month;
  let first: number;
  let second: number;
  if (month === undefined) {
    if (to.day <= from.day) return undefined;
    [first, second] = [from.day, to.day];
  } else if (from.month === undefined) {
    // "from the 28th to 4 March": the first day in the month before the second's.
    second = dayCount(year, month, to.day);
    first = dayCount(year, from.day <= to.day ? month : month - 1, from.day);
  } else {
    // "from the 28th of December to the 4th", "from 28 December to 4 January": the second day after the first.
    first = dayCount(year, from.month, from.day);
    second = dayCount(year, to.month ?? from.month, to.day);
    if (second < first) second = dayCount(year + (to.month === undefined ? 0 : 1), to.month ?? from.month + 1, to.day);
  }
  const between = second - first;
  const slack = unitDays(unit, lang) === 1 ? 1 : 3;
  return Math.abs(between - said) > slack ? { words: m[0], said, between } : undefined;
}

/** A day the span names: with its month ("30 August", "August 30th") or alone ("the thirtieth", "the 30th"). */
function dayOf(piece: string, lang: Language): { day: number; month?: number } | undefined {
  const date = datesIn(piece, lang)[0];
  if (date) return { day: date.day, month: date.month };
  const day = daysOfMonthIn(piece, lang)[0];
  return day === undefined ? undefined : { day };
}

/** A message dated before the death it tells of, and the two days. */
export interface NewsBeforeDeath {
  words: string;
  sent: number;
  died: number;
}

/**
 * "The message sent by wireless on Wednesday the 16th, that your husband … was killed … on Thursday the 17th of
 * January": news of a death cannot be sent before the death. A day with no month is in the other's month (a day of the
 * month later than the death's is then after it, as a reader takes it, not a month before). Day counts in `year`.
 */
export function newsBeforeDeath(text: string, lang: Language, year = PLAIN_YEAR): NewsBeforeDeath | undefined {
  const m = lang.newsBeforeDeath.exec(text);
  if (!m) return undefined;
  const sent = dayOf(m[1] as string, lang);
  const died = dayOf(m[2] as string, lang);
  const month = died?.month ?? sent?.month;
  if (!sent || !died || month === undefined) return undefined;
  const sentDays = dayCount(year, sent.month ?? month, sent.day);
  const diedDays = dayCount(year, died.month ?? month, died.day);
  return sentDays < diedDays ? { words: m[0], sent: sentDays, died: diedDays } : undefined;
}

/**
 * Whether a day told begins a thing or ends it, by the narration's words after it up to the next day told: "on the
 * Tuesday, the fourth, the railways stopped" begins; "on the Wednesday, the twelfth, … a boy came up shouting, and it
 * was over" ends.
 */
export function spanEdgeAfter(rest: string, lang: Language): 'began' | 'ended' | undefined {
  if (lang.spanBegan.test(rest)) return 'began';
  return lang.spanEnded.test(rest) ? 'ended' : undefined;
}

/**
 * '"Nine days," said my uncle, that night': a count of days said alone just after a thing was told over, of the days
 * it ran, from the day it was told beginning to the day it was told over. It may count both days or not; another
 * count is a slip. Returns the count said and the days counting both, when they differ so; none otherwise.
 */
export function summedDaysOff(
  text: string,
  began: number,
  ended: number,
  lang: Language,
): { words: string; said: number; days: number } | undefined {
  const m = lang.daysSummed.exec(text);
  if (!m) return undefined;
  const said = countOf(m[1] as string, lang);
  const between = ended - began;
  if (said === 0 || said === between || said === between + 1) return undefined;
  return { words: `${m[1]} days`, said, days: between + 1 };
}
