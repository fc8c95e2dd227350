import { type Cast, mentions } from '../cast.js';
import { datesIn, dayCount, weekdayOf } from '../dates.js';
import type { Language } from '../lang/index.js';
import { hardLines, lineIn } from '../text.js';
import type { Chapter, Character, Finding, Paragraph, Sentence } from '../types.js';

/**
 * What the timeline check's readers share (timeline.ts reads the book in order; timelineDeaths.ts,
 * timelineAbsences.ts and timelineGoings.ts hold what it tells of deaths, absences and goings): the days the story
 * has reached so far, kept in one place because each reader reckons from the same present, and the findings.
 */

export const cap = (w: string) => `${w[0]?.toUpperCase()}${w.slice(1)}`;
export const monthName = (lang: Language, month: number) => cap(lang.months[month - 1] as string);
export const dayName = (lang: Language, weekday: number) => cap(lang.weekdays[weekday] as string);

/** "the next morning", "the following day", "three days later", "a week later": days the narration moves on. */
export function daysForward(narration: string, lang: Language): number {
  if (lang.nextDay.test(narration)) return 1;
  const later = lang.daysLater.exec(narration);
  if (!later) return 0;
  return countOf(later[1] as string, lang) * unitDays(later[2] as string, lang);
}

/** The days of a count's unit: a day, a week, a fortnight. */
export function unitDays(unit: string, lang: Language): number {
  return lang.weekUnit.test(unit) ? 7 : lang.fortnightUnit.test(unit) ? 14 : 1;
}

/**
 * A day count the narration gives, with its words: "the next morning" (1), "three days later" (3), "a week later"
 * (7), "two days earlier" (-2); none (0) when there is none, or when its sentence is not the present ("Three days
 * later she had flown home": the past perfect of a flashback; "would", "until", "since").
 */
export function dayCountIn(narration: string, lang: Language): { days: number; words: string } {
  // Stryker disable next-line ConditionalExpression: a quick test only: daysLater and daysEarlier need a day, week or fortnight (countHint) and nextDay is tested itself, so what follows finds none either
  if (!lang.countHint.test(narration) && !lang.nextDay.test(narration)) return { days: 0, words: '' };
  const forward = daysForward(narration, lang);
  const match = forward > 0 ? (lang.nextDay.exec(narration) ?? lang.daysLater.exec(narration)) : null;
  const back = match ? null : lang.daysEarlier.exec(narration);
  const found = match ?? back;
  if (!found) return { days: 0, words: '' };
  const rest = narration.slice(0, found.index) + narration.slice((found.index ?? 0) + found[0].length);
  if (lang.notNow.test(rest)) return { days: 0, words: '' };
  if (match) return { days: forward, words: match[0] };
  return { days: -countOf(found[1] as string, lang) * unitDays(found[2] as string, lang), words: found[0] };
}

/** A count in words or figures ("five", "a", "12", "thirty-four") as a number; 0 for none. */
export function countOf(word: string, lang: Language): number {
  const w = word.toLowerCase();
  if (/^\d+$/.test(w)) return Number(w);
  if (lang.countOfOne.has(w)) return 1;
  // "thirty-four", "twenty one": the tens and the unit added.
  const parts = w.split(/[-\s]+/).map((x) => lang.numbers.get(x) ?? 0);
  return parts.every((x) => x > 0) ? parts.reduce((a, b) => a + b, 0) : 0;
}

/**
 * Whether a chapter's narration of the present uses a verb ("drove", "came"): a coming it tells. A participle the
 * count has ("since he had come up the hill") is told in the past ("Tomás came to the door").
 */
export function toldIn(chapter: Chapter, word: string, lang: Language): boolean {
  const past = lang.verbs.get(word.toLowerCase())?.[1];
  const pattern = new RegExp(`\\b(?:${word}${past ? `|${past}` : ''})\\b`, 'i');
  return chapter.paragraphs.some(
    (p) => p.kind === 'prose' && !p.memory && p.sentences.some((x) => pattern.test(x.narration)),
  );
}

/** A day count as a date ("12 October 2019"). */
export function dateOfDays(days: number, lang: Language): string {
  const d = new Date(days * 86_400_000);
  return `${d.getUTCDate()} ${monthName(lang, d.getUTCMonth() + 1)} ${d.getUTCFullYear()}`;
}

/** A day the narration told, where (its day count orders days across months and years). */
export interface ToldDay {
  days: number;
  year: number;
  month: number;
  day: number;
  file: string;
  line: number;
  evidence: string;
}

/**
 * The year of a date the text gives without one: its nearest to the day the narration has reached — the year reached,
 * or the next when the date would fall more than half a year before it (a diary or a log that runs from December
 * into January has moved on a year, not back eleven months), or the one before when it would fall more than half a
 * year after it (in January, "Monday, December 10" is the December just gone); before any, the story's year.
 */
export function yearOf(
  date: { day: number; month: number; yearBeside?: number },
  latest: { days: number; year: number } | undefined,
  baseYear: number | undefined,
): number | undefined {
  if (date.yearBeside !== undefined) return date.yearBeside;
  if (!latest) return baseYear;
  const days = dayCount(latest.year, date.month, date.day);
  if (days < latest.days - 183) return latest.year + 1;
  return days > latest.days + 183 ? latest.year - 1 : latest.year;
}

/**
 * The year of a date said beside its weekday, with no year: as yearOf, but a date in a month the story has already
 * passed this year, whose weekday falls wrong in that year and right in the next, is the next year's ("They fixed the
 * wedding for Saturday the twenty-third of April", told in October of a year whose 23 April was a Friday). A weekday
 * that fits neither year is left in the year yearOf gives, to be told wrong there.
 */
export function yearOfWeekday(
  date: { day: number; month: number; yearBeside?: number },
  weekday: number,
  latest: { days: number; year: number; month: number } | undefined,
  baseYear: number | undefined,
): number | undefined {
  const year = yearOf(date, latest, baseYear);
  if (year === undefined || !latest || date.yearBeside !== undefined || year !== latest.year) return year;
  if (date.month >= latest.month || weekdayOf(year, date.month, date.day) === weekday) return year;
  return weekdayOf(year + 1, date.month, date.day) === weekday ? year + 1 : year;
}

/** A day a thing was told on, and where. */
export interface DayTold {
  days: number;
  file: string;
  line: number;
  evidence: string;
}

/** The weekday of a day count (0 is Sunday; day 0, 1 January 1970, was a Thursday). */
export const weekdayOfDays = (days: number) => (((days + 4) % 7) + 7) % 7;
/** The next day after `days` that falls on `weekday` (a week on, when it is that day). */
export const nextWeekday = (days: number, weekday: number) =>
  days + ((((weekday - weekdayOfDays(days)) % 7) + 7) % 7 || 7);

/**
 * The story's days as read so far, in reading order, and how to report: timeline.ts moves them on as it reads each
 * sentence; the readers of deaths, absences and goings read them.
 */
export interface Reckoning {
  readonly lang: Language;
  readonly cast: Cast;
  /**
   * The story's year, when the text or the bible gives one; in a book told in two times, the first year of the time
   * the chapter being read is in (storyYears.ts, chapterStrands).
   */
  baseYear: number | undefined;
  readonly findings: Finding[];
  /** A timeline finding on a sentence. */
  add(chapter: Chapter, s: Sentence, message: string, confidence: number, against?: Finding['against']): void;
  /** The latest narration date an earlier chapter reached, as a day count. */
  latest: ToldDay | undefined;
  /** The day the narration last told, in reading order: what a scene opening "Three days later" counts from. */
  lastTold: { days: number; from: string } | undefined;
  /** The month the narration last told a date in, and where: where a weekday's day with no month falls. */
  last: { year: number; month: number; file: string; line: number; evidence: string } | undefined;
  /** The story's day as best reckoned: a day told or counted, moved on by a weekday the narration names as its day. */
  reckon: number | undefined;
  /** The story's first day told, with its chapter: the day a count "since I came" reckons from. */
  firstDay: (ToldDay & { chapter: Chapter }) | undefined;
}

/** Reading days out of sentences and papers, in the story's year as reckoned so far. */
export function dayReaders(t: Reckoning) {
  const { lang, cast } = t;
  /**
   * The day a sentence's narration tells before `at` (its own date, which a count after it is said on: "on Saturday,
   * the twenty-ninth of October, …, a fortnight to the day after we had buried Con"), as a day count.
   */
  const ownDate = (narration: string, at = narration.length): { days: number; end: number } | undefined => {
    const d = datesIn(narration.slice(0, at), lang, true).find((x) => !x.alt);
    const year = d ? (d.year ?? yearOf(d, t.latest, t.baseYear)) : undefined;
    return d && year !== undefined ? { days: dayCount(year, d.month, d.day), end: d.index + d.length } : undefined;
  };
  const ownDay = (narration: string, at = narration.length) => ownDate(narration, at)?.days;
  /**
   * The day a count at `at` is said on: the date its sentence names before it, or the day reckoned; none when its own
   * sentence, after that date, says it is of another day ("It'll be five weeks on Friday since…", "it would be a
   * fortnight since he left before the next one").
   */
  const countDay = (s: Sentence, at: number, length: number, reckoned: number | undefined) => {
    const own = ownDate(s.narration, at);
    if (lang.countNotToday.test(ownPiece(s.text, at, length, own?.end))) return undefined;
    // "Ten days after they buried Walter, Hester sold the cows": a count "after" with no date of its own moves the story
    // on to its day; it does not say what day it is now.
    if (!own && lang.countAfter.test(s.text.slice(at, at + length))) return undefined;
    return own?.days ?? reckoned;
  };
  /**
   * The sentence a match stands in, when a sentence as read holds a whole speech ("…since we buried him. Next week I
   * will…"): from the stop before it to the stop after (a stop after "Mr", "St" is none).
   */
  const ownPiece = (text: string, at: number, length: number, from = 0) => {
    // A stop ending the language's abbreviation ("Mr.", "St.") ends no sentence.
    const stops = [...text.matchAll(/[.!?]/g)]
      .map((x) => x.index ?? 0)
      .filter((i) => !lang.abbreviations.some((a) => text.slice(Math.max(0, i - a.length - 1), i) === ` ${a}`));
    // Stryker disable next-line EqualityOperator: a count's match opens on a word, never on a stop
    const before = stops.filter((i) => i < at).at(-1);
    const after = stops.find((i) => i >= at + length);
    return text.slice(Math.max(from, before === undefined ? 0 : before + 1), after ?? text.length);
  };
  /**
   * The date a paper is stamped with: an e-mail's "Date:" line, or a date opening the paragraph after its marks, at
   * most a weekday's short name before it ("**Sun, Oct 20, 4:47 PM — June:**", "> **Sat 24 Jul, 14:20.**"). A letter's
   * heading names its place first and is not read here.
   */
  const paperDay = (p: Paragraph): { days: number; line: number; text: string } | undefined => {
    const sent = lang.documentDate.exec(p.text);
    if (sent) {
      const days = ownDay(sent[1] as string);
      const line = lineIn(p, sent.index);
      return days === undefined ? undefined : { days, line, text: sent[0].trim() };
    }
    return lineDay(p.text.split('\n')[0] ?? '', p.line);
  };
  /** A line opening on its marks and a date: a paper's heading, or an entry of a log set down line by line. */
  const lineDay = (line: string, at: number): { days: number; line: number; text: string } | undefined => {
    const marks = /^[\s>*_#]+/.exec(line)?.[0];
    if (!marks || !/[*_#]/.test(marks)) return undefined;
    const d = datesIn(line.slice(marks.length), lang)[0];
    const days = d && d.index <= 6 ? ownDay(line) : undefined;
    return days === undefined ? undefined : { days, line: at, text: line.trim() };
  };
  /**
   * The entries of a log set down one to a line in a paragraph ("*23 August — first sitting…*" over "*30 August — 7
   * to 9…*"): each line after the first that opens on its marks and a date, as a paper of its own.
   */
  const logEntries = (p: Paragraph) =>
    hardLines(p)
      .slice(1)
      .map((x) => lineDay(x.text, x.line))
      .filter((x) => x !== undefined);
  /** The days a count says: "three weeks" (21), "five weeks and two days" (37), "a fortnight" (14). */
  const spanOf = (count: string | undefined, unit: string | undefined, extra: string | undefined) =>
    // Stryker disable next-line StringLiteral: a missing count or unit is no number and no week or fortnight whatever string stands in for it
    countOf(count ?? '', lang) * unitDays(unit ?? '', lang) + (extra ? countOf(extra, lang) : 0);
  /**
   * How far a count may be from the days reckoned: a day (a night past midnight) for a count of days or one said "to
   * the day"; half a week for "three weeks", "a fortnight", which speech rounds.
   */
  const slack = (unit: string | undefined, toTheDay: boolean) => (toTheDay || unitDays(unit ?? '', lang) === 1 ? 1 : 3);
  /**
   * The ones a full name may be: its own, and its first name's ("Con Walsh" is also the "Con" a bible lists as Cornelius
   * Walsh's alias), so that a count naming only the first name finds the day told with the full one.
   */
  const namedAll = (name: string): Character[] => {
    const first = /^\p{Lu}[\p{L}'’-]*(?=\s+\p{Lu})/u.exec(name.trim())?.[0];
    return [...new Set([...mentions(name, cast), ...(first ? mentions(first, cast) : [])].map((n) => n.character))];
  };
  return { ownDay, countDay, paperDay, logEntries, spanOf, slack, namedAll };
}

export type DayReaders = ReturnType<typeof dayReaders>;
