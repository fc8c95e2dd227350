import { datesIn } from './dates.js';
import type { Language } from './lang/index.js';
import type { DayOfYear } from './types.js';

/**
 * A character's absence as a bible records it, with its first and last day: "AWAY: Dublin, Mon 10 – Fri 14 Oct
 * 1983", "Away in San Juan from Monday 12 to Friday 16 March", "ABSENT from Valparaíso Monday 19 JUL to Sunday 25 JUL
 * 2004", "Absence: Chicago, Monday 21 October to Thursday 24 October". The days follow the word of being away in its
 * clause; the first day may leave its month and year to the last ("Mon 12 -> Fri 16 Mar"). A word of being away
 * with no span after it ("gives Rose away", "runs the room while A-4 is away") records none.
 */

/** How far after the word of being away its span may begin ("AWAY IN REYKJAVÍK (tests at the Landspítali) from…"). */
const CUE_REACH = 80;
/** Longer than this is no absence the story can be held to (a life abroad): a season's hunt is five weeks. */
const LONGEST_DAYS = 62;

/** The first and the last day of a stay. */
export interface Span {
  from: DayOfYear;
  until: DayOfYear;
}

export function absencesIn(text: string, lang: Language): Span[] {
  const spans: Span[] = [];
  for (const cue of text.matchAll(new RegExp(lang.bible.awayCue.source, lang.bible.awayCue.flags))) {
    // The cue's own clause: a semicolon ends what it says ("AWAY: Dublin …; back Sat 2 Dec boat").
    const span = spanIn(text.slice((cue.index ?? 0) + cue[0].length).split(';')[0] as string, lang);
    if (span && span.index <= CUE_REACH) spans.push({ from: span.from, until: span.until });
  }
  return spans;
}

/**
 * The first span of days in a text ("Mon 10 – Fri 14 Oct 1983", "from Monday 27 November to Friday 1 December"),
 * with where its first day stands; undefined when the text has none, or its days are no one stay.
 */
export function spanIn(text: string, lang: Language): (Span & { index: number }) | undefined {
  const words = lang.bible;
  const weekday = `(?:${[...lang.weekdays, ...lang.weekdayShort].join('|')})`;
  const trailingWeekday = new RegExp(`[\\s,]*\\b${weekday}\\.?,?\\s*$`, 'i');
  const bareDay = new RegExp(
    `(?:^|[\\s(,])(?:${weekday}\\.?,?\\s+)?${lang.dateBefore}(\\d{1,2})${lang.ordinalSuffix}?,?\\s*$`,
    'i',
  );
  const dates = datesIn(text, lang);
  for (const last of dates) {
    // The text before the last day, without the last day's weekday ("… to Friday 1 December"), must end on the
    // word that joins a span's two days.
    const lead = text.slice(0, last.index).replace(trailingWeekday, '');
    const join = words.spanJoin.exec(lead);
    if (!join) continue;
    // "Monday, 4 February, to": the first day's weekday, a comma and a remark in brackets ("Tue 3 Dec (overnight at
    // Clara Pym's) to") are not the day.
    const before = lead
      .slice(0, join.index)
      .replace(/\s*\([^()]*\)$/, '')
      .replace(trailingWeekday, '')
      .replace(/[\s,]+$/, '');
    // The first day: a whole date ("27 Nov", "24 September 1903 Thu") or a day of the last day's month ("Mon 12").
    const whole = dates.find((d) => d.index + d.length === before.length);
    // "Tue 21 + Wed 22 March" is two days; "letters dated 2 February and 16 March" are two days apart, not a span.
    if (whole && words.spanTwoDays.test(join[0])) continue;
    // Stryker disable next-line ConditionalExpression: with a whole first day the start is that day, whatever bare holds
    const bare = whole ? undefined : bareDay.exec(before);
    const start = whole ?? (bare ? { index: bare.index, day: Number(bare[1]) } : undefined);
    if (!start) continue;
    const year = last.year ?? last.yearBeside;
    const until: DayOfYear = { day: last.day, month: last.month, ...(year ? { year } : {}) };
    const from = whole
      ? dayIn(whole.day, whole.month, whole.year ?? yearBefore(year, whole.month > until.month))
      : start.day > until.day
        ? dayIn(start.day, until.month === 1 ? 12 : until.month - 1, yearBefore(year, until.month === 1))
        : dayIn(start.day, until.month, year);
    const days = spanDays(from, until);
    return days >= 0 && days <= LONGEST_DAYS ? { from, until, index: start.index } : undefined;
  }
  return undefined;
}

function dayIn(day: number, month: number, year: number | undefined): DayOfYear {
  return { day, month, ...(year === undefined ? {} : { year }) };
}

/** The first day's year: the last day's, or the one before when the span crosses the new year ("28 Dec to 3 Jan"). */
function yearBefore(year: number | undefined, crosses: boolean): number | undefined {
  return year === undefined ? undefined : crosses ? year - 1 : year;
}

/**
 * The year of a span's first day, given the year of its last: its own, or (none given) the last's, or the one
 * before when the span crosses the new year ("Tue 29 Dec – Sat 2 Jan").
 */
export function firstDayYear(span: Span, year: number): number {
  return span.from.year ?? (span.from.month > span.until.month ? year - 1 : year);
}

/** The days from one day of the calendar to another, in a year that is not a leap year when neither gives one. */
function spanDays(from: DayOfYear, until: DayOfYear): number {
  const year = until.year ?? 2001;
  const first = Date.UTC(firstDayYear({ from, until }, year), from.month - 1, from.day);
  return Math.round((Date.UTC(year, until.month - 1, until.day) - first) / 86_400_000);
}
