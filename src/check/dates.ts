import type { Language } from './lang/index.js';

/**
 * Dates, weekdays and seasons in prose: "Tuesday, 4 March 1924", "March 4th",
 * "the fourth of March". Pure, and shared by the bible reader and the
 * timeline check.
 */

export interface DateMention {
  day: number;
  month: number;
  year?: number;
  index: number;
  length: number;
  /** A date in figures that reads both ways ("3/4/2019": 4 March or 3 April): the other reading. */
  alt?: { day: number; month: number };
  /** No year written, but a dated one before it in the sentence gives it one (see sameSentenceYears). */
  yearBeside?: number;
}

/**
 * Capitalised words as alternatives; none (a language whose words are not known)
 * never matches, where an empty alternation would match everywhere and name a
 * month or a weekday that is not there.
 */
function capitalised(words: readonly string[]): string {
  return words.length === 0 ? '(?!)' : words.map((w) => `${w[0]?.toUpperCase()}${w.slice(1)}`).join('|');
}

/** A language's date patterns, built once (see patterns). */
type DatePatterns = { dayFirst: RegExp; monthFirst: RegExp; weekday: RegExp; monthCue: RegExp };

const cache = new WeakMap<Language, DatePatterns>();

function patterns(lang: Language): DatePatterns {
  let found = cache.get(lang);
  // Stryker disable next-line ConditionalExpression: building the patterns again gives the same patterns
  if (!found) {
    // "Oct", "Sept" beside the month's name; a short weekday ("Thurs") only before a day in figures.
    const shortMonths = lang.monthShort.filter(Boolean).map((m) => `${capitalised([m])}(?=[.\\s,]|$)`);
    const months = [capitalised(lang.months), ...shortMonths].join('|');
    // "Sept. 1903", "14 Sep. 1903": a short month's full stop, never a sentence's after a whole name ("4 March. 1903").
    // Stryker disable next-line MethodExpression: May's empty short form reads "undefined", and no month's name ends on it
    const shortStop = `(?:(?<=\\b(?:${capitalised(lang.monthShort.filter(Boolean))}))\\.)?`;
    // "Thurs 3 Oct", and an email's "Mon, Oct 21, 2019": a short weekday before a day in figures or a month's name.
    const shortDays = lang.weekdayShort.map((d) => `${capitalised([d])}(?=\\.?,?\\s+(?:\\d|${months}))`);
    const ordinal = ordinalWords(lang);
    // The year in figures (its group first), or in words as a deed writes it (the group after).
    const year = `(?:,?\\s+(\\d{4})|${lang.yearWords.before}(${yearInWords(lang)}))?`;
    found = {
      // "4 March", "4th of March", "the fourth of March", with an optional year.
      dayFirst: new RegExp(
        `\\b${lang.dateBefore}(\\d{1,2}|${ordinal})${lang.ordinalSuffix}?${lang.dateOf}\\s+(${months})\\b${shortStop}${year}`,
        'gi',
      ),
      // "March 4", "March 4th, 1924" — "March" followed by a day number, not "May I".
      monthFirst: new RegExp(`\\b(${months})${shortStop}\\s+(\\d{1,2})${lang.ordinalSuffix}?\\b${year}`, 'g'),
      weekday: new RegExp(`\\b(${[capitalised(lang.weekdays), ...shortDays].join('|')})\\b`, 'g'),
      // Only for speed: both date patterns need a month's name, which most sentences lack; a look for one alone is
      // far cheaper than either pattern's search for days in words.
      // Stryker disable next-line Regex,StringLiteral: only for speed: a text it lets through is read by the full patterns
      monthCue: new RegExp(`\\b(?:${[...lang.months, ...lang.monthShort.filter(Boolean)].join('|')})`, 'i'),
    };
    cache.set(lang, found);
  }
  return found;
}

/**
 * An ordinal in words, a tens word before it or not ("twenty-eighth", "thirty first"). A language with no words
 * gives an empty alternative, which names no day: it reads as 0, and day 0 is none.
 */
function ordinalWords(lang: Language): string {
  const tens = [...lang.numbers].filter(([, n]) => n === 20 || n === 30).map(([w]) => w);
  return `(?:(?:${tens.join('|')})[- ])?(?:${[...lang.ordinals.keys()].join('|')})`;
}

/** Number words of values lo to hi, longest first ("nineteen" before "nine"), as alternatives; none matches none. */
function numberWords(lang: Language, lo: number, hi: number): string {
  const words = [...lang.numbers].filter(([, n]) => n >= lo && n <= hi).map(([w]) => w);
  // Stryker disable next-line MethodExpression: the year's pattern ends on \b(?!-), so a shorter word tried first ("seven" in "seventeen") backtracks to the longer
  return words.length === 0 ? '(?!)' : words.sort((a, b) => b.length - a.length).join('|');
}

/**
 * A year in words: "nineteen hundred and thirty-three", "nineteen thirty-three", "two thousand and four". The
 * second half of "nineteen thirty-three" is ten or more ("the fourth of March nineteen two" is no year).
 */
function yearInWords(lang: Language): string {
  const { hundred, thousand, and } = lang.yearWords;
  const tens = `(?:${numberWords(lang, 20, 90)})(?:[- ](?:${numberWords(lang, 1, 9)}))?`;
  const rest = `(?:\\s+${and})?(?:\\s+(?:${tens}|${numberWords(lang, 1, 19)}))?`;
  const century = numberWords(lang, 11, 20);
  return `(?:(?:${century})\\s+${hundred}${rest}|(?:${numberWords(lang, 1, 9)})\\s+${thousand}${rest}|(?:${century})\\s+(?:${tens}|${numberWords(lang, 10, 19)}))\\b(?!-)`;
}

/** A year in words as a number: "nineteen hundred and thirty-three" 1933, "two thousand and four" 2004; 0 for none. */
export function yearFromWords(text: string, lang: Language): number {
  const { hundred, thousand } = lang.yearWords;
  // Stryker disable next-line Regex: spaces split one by one leave empty words, and an empty word counts 0
  const words = text.toLowerCase().split(/[\s-]+/);
  const value = (w: string) => lang.numbers.get(w) ?? 0;
  const scale = words.findIndex((w) => new RegExp(`^(?:${hundred}|${thousand})$`).test(w));
  // Stryker disable next-line EqualityOperator: a year in words opens on a number, so "hundred" or "thousand" is never its first word
  if (scale > 0) {
    const times = new RegExp(`^(?:${hundred})$`).test(words[scale] as string) ? 100 : 1000;
    const rest = words.slice(scale + 1).reduce((n, w) => n + value(w), 0);
    return words.slice(0, scale).reduce((n, w) => n + value(w), 0) * times + rest;
  }
  // "nineteen thirty-three": the hundreds, then the rest.
  // Stryker disable next-line StringLiteral: a split gives one word at least, so the default is never taken
  const [first = '', ...rest] = words;
  return value(first) * 100 + rest.reduce((n, w) => n + value(w), 0);
}

/** The year a date's groups give: in figures, or in words; none when neither is there. */
function yearOfGroups(figures: string | undefined, words: string | undefined, lang: Language): number | undefined {
  if (figures) return Number(figures);
  return words ? yearFromWords(words, lang) || undefined : undefined;
}

/** "4", "24th", "fourth", "twenty-fourth" as a number; 0 for none. */
function dayNumber(text: string, lang: Language): number {
  const n = Number.parseInt(text, 10);
  if (Number.isFinite(n)) return n;
  const [first, second] = text.toLowerCase().split(/[- ]/);
  if (second === undefined) return lang.ordinals.get(first as string) ?? 0;
  return (lang.numbers.get(first as string) ?? 0) + (lang.ordinals.get(second) ?? 0);
}

/** Days since 1 January of year 0 (proleptic Gregorian): dates of different months and years compared and counted. */
export function dayCount(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
}

/** The number (1-based) of a name in a list of names and one of their short forms ("Oct", "Thurs"), 0 for none. */
function indexOfName(text: string, names: readonly string[], short: readonly string[]): number {
  const lower = text.toLowerCase();
  const full = names.indexOf(lower);
  if (full >= 0) return full + 1;
  // A month with no short form ("May") has '' there, which matches only an empty text, and a name is never empty.
  return short.findIndex((p) => new RegExp(`^(?:${p})$`).test(lower)) + 1;
}

function monthNumber(text: string, lang: Language): number {
  return indexOfName(text, lang.months, lang.monthShort);
}

/**
 * Dates in figures with a year: "10/8/2019" or "10/8/19" (an email's header, a text message's stamp) and
 * "2019-10-08". A slash date whose two first numbers could each be the month is read month first (the American
 * way) with the day-first reading kept beside it; one over 12 settles which is the day.
 */
export function numericDatesIn(text: string): DateMention[] {
  const out: DateMention[] = [];
  for (const m of text.matchAll(/(?<![\d/.-])(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?![\d/]|\.\d)/g)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    const y = Number(m[3]);
    const year = (m[3] as string).length === 4 ? y : y <= 40 ? 2000 + y : 1900 + y;
    const reading = a <= 12 ? { month: a, day: b } : { month: b, day: a };
    if (reading.month > 12 || reading.day > 31 || a < 1 || b < 1) continue;
    const alt = a <= 12 && b <= 12 && a !== b ? { day: a, month: b } : undefined;
    out.push({ ...reading, year, index: m.index ?? 0, length: m[0].length, ...(alt ? { alt } : {}) });
  }
  for (const m of text.matchAll(/(?<![\d/.-])(\d{4})-(\d{2})-(\d{2})(?![\d-])/g)) {
    const month = Number(m[2]);
    const day = Number(m[3]);
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    out.push({ day, month, year: Number(m[1]), index: m.index ?? 0, length: m[0].length });
  }
  return out;
}

/** Every calendar date named in the text. "May" alone is never a date. With `numeric`, dates in figures too. */
export function datesIn(text: string, lang: Language, numeric = false): DateMention[] {
  const { dayFirst, monthFirst, monthCue } = patterns(lang);
  const out: DateMention[] = numeric ? numericDatesIn(text) : [];
  // Stryker disable next-line ConditionalExpression: only for speed: with no month's name neither pattern matches
  if (!monthCue.test(text))
    return numeric
      ? sameSentenceYears(
          text,
          out.sort((a, b) => a.index - b.index),
        )
      : out;
  for (const m of text.matchAll(dayFirst)) {
    const day = dayNumber(m[1] as string, lang);
    const month = monthNumber(m[2] as string, lang);
    // Lower-case "may"/"march" are verbs: only a capitalised month counts.
    // Stryker disable next-line Regex: the month is matched as a whole word, so a capital inside it is not English spelling
    if (!/^\p{Lu}/u.test(m[2] as string) || day < 1 || day > 31) continue;
    const year = yearOfGroups(m[3], m[4], lang);
    out.push({ day, month, ...(year ? { year } : {}), index: m.index ?? 0, length: m[0].length });
  }
  for (const m of text.matchAll(monthFirst)) {
    const day = Number(m[2]);
    if (day < 1 || day > 31) continue;
    // "the third of May 4 men": the month already read as the day-first date's is no second date.
    const at = m.index ?? 0;
    if (out.some((d) => at < d.index + d.length && d.index < at + m[0].length)) continue;
    const year = yearOfGroups(m[3], m[4], lang);
    out.push({
      day,
      month: monthNumber(m[1] as string, lang),
      ...(year ? { year } : {}),
      index: m.index ?? 0,
      length: m[0].length,
    });
  }
  return sameSentenceYears(
    text,
    out.sort((a, b) => a.index - b.index),
  );
}

/**
 * "The *Oban Times* of Thursday 5th February 1953, about the great gale of Saturday 31st January": a date with no
 * year after a dated one in the same sentence is of its year, not the story's. (Not one before it: "Wednesday 4
 * October … memory of Mon 14 Sept 1931" in a table's row is the story's October.)
 */
function sameSentenceYears(text: string, dates: DateMention[]): DateMention[] {
  return dates.map((d, i) => {
    if (d.year !== undefined) return d;
    const before = dates
      .slice(0, i)
      .findLast((x) => x.year !== undefined && !/[.!?]["”’)]*\s/.test(text.slice(x.index + x.length, d.index)));
    return before?.year === undefined ? d : { ...d, yearBeside: before.year };
  });
}

const bareDays = new WeakMap<Language, { bare: RegExp; cue: RegExp }>();

/**
 * The days of the month a text names: its dates ("24 April", "April 24th") and a day alone ("on Saturday the
 * seventeenth,", "the twenty-fourth.") where nothing follows the ordinal but punctuation — "the first boat" is none.
 */
export function daysOfMonthIn(text: string, lang: Language): number[] {
  let built = bareDays.get(lang);
  if (!built) {
    built = {
      bare: new RegExp(
        `\\b${lang.dateBefore}(${ordinalWords(lang)}|\\d{1,2}${lang.ordinalSuffix})(?=\\s*[,.;:!?)]|\\s*$)`,
        'gi',
      ),
      // Only for speed: a bare day is an ordinal in words or a number, which most sentences lack.
      // Stryker disable next-line Regex,StringLiteral: only for speed: a text it lets through is read by the full pattern
      cue: new RegExp(`\\d|${[...lang.ordinals.keys()].join('|')}`, 'i'),
    };
    bareDays.set(lang, built);
  }
  const { bare, cue } = built;
  const days = datesIn(text, lang).map((d) => d.day);
  // Stryker disable next-line ConditionalExpression: only for speed: with no ordinal and no figure the pattern matches nothing
  if (!cue.test(text)) return days;
  for (const m of text.matchAll(bare)) {
    const day = dayNumber(m[1] as string, lang);
    if (day >= 1 && day <= 31) days.push(day);
  }
  return days;
}

/**
 * A heading that is a day and nothing more ("# Tuesday, 10 March 1908", "## 4 April", "# March 12th, 1908."): a
 * chapter or an entry titled by the day it tells. Its weekday too, when it names one. A heading that names more than
 * the day ("# The Fire of 4 March") titles a chapter by what happens, not by when it is told.
 */
export function dateHeading(
  text: string,
  lang: Language,
): { day: number; month: number; year?: number; weekday?: number } | undefined {
  const title = text.replace(/^\s*#+\s*/, '');
  const date = datesIn(title, lang).find((d) => !d.alt);
  if (!date) return undefined;
  const weekdays = weekdaysIn(title, lang).filter((w) => w.index < date.index);
  const weekday = weekdays.length === 1 ? weekdays[0] : undefined;
  // What the heading holds besides the day: punctuation only.
  const before = weekday
    ? title.slice(0, weekday.index) + title.slice(weekday.index + weekday.length, date.index)
    : title.slice(0, date.index);
  const rest = before + title.slice(date.index + date.length);
  if (/[\p{L}\p{N}]/u.test(rest)) return undefined;
  const { day, month, year } = date;
  return { day, month, ...(year ? { year } : {}), ...(weekday ? { weekday: weekday.weekday } : {}) };
}

const thisMonthDays = new WeakMap<Language, RegExp>();

/**
 * A day named by its place in the month the story is in, with no month's name: "the first of the month", "the 3rd
 * of this month". The reader supplies the month from the story's calendar, as for a day beside its weekday alone.
 */
export function daysOfThisMonthIn(text: string, lang: Language): Array<{ day: number; index: number; length: number }> {
  let pattern = thisMonthDays.get(lang);
  if (!pattern) {
    pattern = new RegExp(
      `\\b${lang.dateBefore}(${ordinalWords(lang)}|\\d{1,2}${lang.ordinalSuffix})${lang.ofThisMonth}`,
      'gi',
    );
    thisMonthDays.set(lang, pattern);
  }
  const out: Array<{ day: number; index: number; length: number }> = [];
  for (const m of text.matchAll(pattern)) {
    const day = dayNumber(m[1] as string, lang);
    if (day >= 1 && day <= 31) out.push({ day, index: m.index, length: m[0].length });
  }
  return out;
}

/** Every capitalised weekday named, 0 = Sunday. */
export function weekdaysIn(text: string, lang: Language): Array<{ weekday: number; index: number; length: number }> {
  const { weekday } = patterns(lang);
  return [...text.matchAll(weekday)].map((m) => ({
    weekday: indexOfName(m[1] as string, lang.weekdays, lang.weekdayShort) - 1,
    index: m.index ?? 0,
    length: (m[1] as string).length,
  }));
}

/** "11 October 1936", "11 October": a day of the calendar as a finding names it. */
export function dayText(d: { day: number; month: number; year?: number }, lang: Language): string {
  const month = lang.months[d.month - 1] ?? String(d.month);
  return `${d.day} ${month.charAt(0).toUpperCase()}${month.slice(1)}${d.year ? ` ${d.year}` : ''}`;
}

/** The weekday of a date in the proleptic Gregorian calendar (0 = Sunday). */
export function weekdayOf(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

/** Northern-hemisphere meteorological season of a month. */
export function seasonOfMonth(month: number): string {
  if (month === 12 || month <= 2) return 'winter';
  if (month <= 5) return 'spring';
  if (month <= 8) return 'summer';
  return 'autumn';
}

export function seasonIn(text: string, lang: Language): string | undefined {
  for (const m of text.toLowerCase().matchAll(/\b([a-z]+)\b/g)) {
    const season = lang.seasons.get(m[1] as string);
    if (season) return season;
  }
  return undefined;
}

const hints = new WeakMap<Language, RegExp>();

/** A quick test that a text may name a date, a weekday, a season or a day number: most sentences do not. */
export function calendarHint(lang: Language): RegExp {
  let hint = hints.get(lang);
  // Stryker disable next-line ConditionalExpression: building the pattern again gives the same pattern
  if (!hint) {
    // A short month too: "the fourth of Oct in the year nineteen hundred and twenty-three" has no figure.
    const words = [
      ...lang.months,
      ...lang.monthShort.filter(Boolean),
      ...lang.weekdays,
      ...lang.seasons.keys(),
      lang.dayWord,
    ];
    hint = new RegExp(`\\d|\\b(?:${words.join('|')})\\b`, 'i');
    hints.set(lang, hint);
  }
  return hint;
}

const weekdayDays = new WeakMap<Language, RegExp>();

/**
 * A day of the month named beside its weekday with no month ("Friday the 17th", "On the Monday, the nineteenth,",
 * "Thursday night, the twenty-second"): the month is the reader's to supply from the story's calendar. Only a day
 * that punctuation or the end follows: "Friday the first boat came" names no day, and "Monday the 3rd of May" is a
 * whole date, read by datesIn.
 */
export function weekdayDaysIn(
  text: string,
  lang: Language,
): Array<{ weekday: number; day: number; index: number; length: number }> {
  let after = weekdayDays.get(lang);
  if (!after) {
    after = new RegExp(
      `^([\\s,]*(?:\\p{L}+[\\s,]+)??)${lang.dateBefore}(${ordinalWords(lang)}|\\d{1,2}${lang.ordinalSuffix})(?=\\s*[,.;:!?)—–]|\\s*$)`,
      'iu',
    );
    weekdayDays.set(lang, after);
  }
  const out: Array<{ weekday: number; day: number; index: number; length: number }> = [];
  for (const w of weekdaysIn(text, lang)) {
    const m = after.exec(text.slice(w.index + w.length));
    if (!m || !lang.weekdayToDate.test(m[1] as string)) continue;
    const day = dayNumber(m[2] as string, lang);
    if (day >= 1 && day <= 31) out.push({ weekday: w.weekday, day, index: w.index, length: w.length + m[0].length });
  }
  return out;
}

const monthsNamed = new WeakMap<Language, RegExp>();

/**
 * "I went back in June 1994, on Sunday the twelfth": the last month a text names by its full name, capitalised (the
 * verb "may" is none), with the year written right after it when there is one.
 */
export function monthNamedIn(text: string, lang: Language): { month: number; year?: number } | undefined {
  // A language whose months are not known names none.
  if (lang.months.length === 0) return undefined;
  let named = monthsNamed.get(lang);
  if (!named) {
    const names = lang.months.map((m) => `${m.charAt(0).toUpperCase()}${m.slice(1)}`);
    named = new RegExp(`(?<!\\p{L})(${names.join('|')})(?!\\p{L})(?:,?\\s+(\\d{4})(?!\\d))?`, 'gu');
    monthsNamed.set(lang, named);
  }
  const last = [...text.matchAll(named)].at(-1);
  if (!last) return undefined;
  const month = lang.months.indexOf((last[1] as string).toLowerCase()) + 1;
  return last[2] ? { month, year: Number(last[2]) } : { month };
}

/** The month after a month (December's is the next year's January). */
export function nextMonth(c: { year: number; month: number }): { year: number; month: number } {
  return c.month === 12 ? { year: c.year + 1, month: 1 } : { year: c.year, month: c.month + 1 };
}

/** The month before. */
export function previousMonth(c: { year: number; month: number }): { year: number; month: number } {
  return c.month === 1 ? { year: c.year - 1, month: 12 } : { year: c.year, month: c.month - 1 };
}

/**
 * The month of a day named with its weekday and no month, after the story last told `last`: that month or the
 * next, whichever the weekday falls right in (the earlier when both do); else the month the text named last before the
 * day (`named`), when the weekday falls right in it: a witness heard on the 4th of September who told of "Saturday the
 * eighteenth of August" and goes on "On the Friday, the twenty-fourth," means August's. None when none does.
 */
export function monthOfWeekday(
  day: number,
  weekday: number,
  last: { year: number; month: number },
  named?: { month: number; year?: number },
): { year: number; month: number } | undefined {
  const months = [last, nextMonth(last)];
  if (named) months.push({ year: named.year ?? nearestYear(named.month, last), month: named.month });
  return months.find((c) => weekdayOf(c.year, c.month, day) === weekday && validDay(c.year, c.month, day));
}

/**
 * The year a month named without one is in: the one that puts it nearest the month the story is in (a December named
 * in a January story is the December before).
 */
export function nearestYear(month: number, now: { year: number; month: number }): number {
  const off = month - now.month;
  return off > 6 ? now.year - 1 : off < -6 ? now.year + 1 : now.year;
}

/** Whether a day is in its month (the 31st of April is not). */
export function validDay(year: number, month: number, day: number): boolean {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}
