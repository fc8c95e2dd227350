import { mentions } from '../cast.js';
import {
  calendarHint,
  datesIn,
  dayCount,
  monthOfWeekday,
  nextMonth,
  seasonIn,
  seasonOfMonth,
  validDay,
  weekdayDaysIn,
  weekdayOf,
  weekdaysIn,
} from '../dates.js';
import { objectGender, readFacts, spokenOf, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { evidenceOf } from '../text.js';
import type { Chapter, Character, Finding, Manuscript, Paragraph, Sentence, Skipped, TimelineEntry } from '../types.js';
import { isActionVerb, tenseOf } from '../verbs.js';
import { bibleAbsences, type Stay } from './absences.js';
import { frameChapters } from './attributes.js';
import { storyCalendar, weekdayBeside, yearlessAgree } from './storyCalendar.js';

export { storyYear, yearlessAgree, yearlessFit } from './storyCalendar.js';

/**
 * Timeline: a weekday that does not fall on the date beside it, and the
 * narration's "It was Sunday", "It was late autumn", "on the third day" or
 * a calendar date against the bible's Timeline for that chapter and against
 * the dates earlier chapters reached. Dialogue, memory and flashback may name
 * any day; only the narrator saying what day it is now is compared.
 */

const cap = (w: string) => `${w[0]?.toUpperCase()}${w.slice(1)}`;

interface Asserted {
  weekday?: number;
  season?: string;
  day?: number;
}

const assertions = new WeakMap<Language, { weekday: RegExp; season: RegExp; day: RegExp }>();

function assertionPatterns(lang: Language): { weekday: RegExp; season: RegExp; day: RegExp } {
  let found = assertions.get(lang);
  if (!found) {
    const days = lang.weekdays.map(cap).join('|');
    const ordinal = [...lang.ordinals.keys()].join('|');
    found = {
      weekday: new RegExp(`\\b${lang.weekdayNow}(${days})\\b`),
      season: lang.seasonNow,
      day: new RegExp(
        `\\b${lang.dayNow} (${ordinal}|\\d{1,3}${lang.ordinalSuffix}) ${lang.dayWord}\\b|\\b${lang.dayCounted}\\b`,
      ),
    };
    assertions.set(lang, found);
  }
  return found;
}

/** What a sentence of narration asserts about the story's present. */
export function assertedIn(narration: string, lang: Language): Asserted {
  const out: Asserted = {};
  const patterns = assertionPatterns(lang);
  const weekday = patterns.weekday.exec(narration);
  if (weekday) out.weekday = lang.weekdays.indexOf((weekday[1] as string).toLowerCase());
  const season = patterns.season.exec(narration);
  if (season) out.season = lang.seasons.get(season[1] as string) as string;
  const day = patterns.day.exec(narration);
  if (day) {
    const n = day[2] ? Number(day[2]) : (lang.ordinals.get(day[1] as string) ?? Number.parseInt(day[1] as string, 10));
    if (Number.isFinite(n)) out.day = n;
  }
  return out;
}

/**
 * The bible's Timeline entries for a chapter that give it a day or a season. An entry that names more than one
 * chapter ("Walter dies | ch. 1–2", "round the light | ch. 4, 9") says where an event is told, not the chapter's
 * own day, and counts only when no entry names this chapter alone.
 */
function entriesFor(m: Manuscript, chapter: Chapter, lang: Language): TimelineEntry[] {
  const dated = m.bible.timeline.filter(
    (e) => e.chapter === chapter.number && (e.weekday !== undefined || e.date || e.season || e.day),
  );
  const chapters = (e: TimelineEntry) => (e.text.match(lang.bible.chapterRefs.every) ?? []).length;
  const alone = dated.filter((e) => chapters(e) <= 1 && !lang.bible.chapterSpan.test(e.text));
  return alone.length > 0 ? alone : dated;
}

/**
 * The first of a chapter's entries that gives a value the narration's differs from, when none gives the narration's:
 * a chapter that spans a Thursday and a Saturday is on either.
 */
function againstAll<T>(
  entries: readonly TimelineEntry[],
  value: T | undefined,
  of: (e: TimelineEntry) => T | undefined,
) {
  if (value === undefined) return undefined;
  const given = entries.filter((e) => of(e) !== undefined);
  return given.some((e) => of(e) === value) ? undefined : given[0];
}

function seasonOf(entry: TimelineEntry): string | undefined {
  return entry.season ?? (entry.date ? seasonOfMonth(entry.date.month) : undefined);
}

function weekdayOfEntry(entry: TimelineEntry): number | undefined {
  if (entry.weekday !== undefined) return entry.weekday;
  return entry.date?.year ? weekdayOf(entry.date.year, entry.date.month, entry.date.day) : undefined;
}

/** "the next morning", "the following day", "three days later", "a week later": days the narration moves on. */
export function daysForward(narration: string, lang: Language): number {
  if (lang.nextDay.test(narration)) return 1;
  const later = lang.daysLater.exec(narration);
  if (!later) return 0;
  const word = (later[1] as string).toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : lang.countOfOne.has(word) ? 1 : (lang.numbers.get(word) ?? 0);
  return n * unitDays(later[2] as string, lang);
}

/** The days of a count's unit: a day, a week, a fortnight. */
function unitDays(unit: string, lang: Language): number {
  return lang.weekUnit.test(unit) ? 7 : lang.fortnightUnit.test(unit) ? 14 : 1;
}

/**
 * A day count the narration gives, with its words: "the next morning" (1), "three days later" (3), "a week later"
 * (7), "two days earlier" (-2); none (0) when there is none, or when its sentence is not the present ("Three days
 * later she had flown home": the past perfect of a flashback; "would", "until", "since").
 */
export function dayCountIn(narration: string, lang: Language): { days: number; words: string } {
  if (!lang.countHint.test(narration) && !lang.nextDay.test(narration)) return { days: 0, words: '' };
  const forward = daysForward(narration, lang);
  const match = forward > 0 ? (lang.nextDay.exec(narration) ?? lang.daysLater.exec(narration)) : null;
  const back = match ? null : lang.daysEarlier.exec(narration);
  const found = match ?? back;
  if (!found) return { days: 0, words: '' };
  const rest = narration.slice(0, found.index) + narration.slice((found.index ?? 0) + found[0].length);
  if (lang.notNow.test(rest)) return { days: 0, words: '' };
  if (match) return { days: forward, words: match[0] };
  const word = (found[1] as string).toLowerCase();
  const n = /^\d+$/.test(word) ? Number(word) : lang.countOfOne.has(word) ? 1 : (lang.numbers.get(word) ?? 0);
  return { days: -n * unitDays(found[2] as string, lang), words: found[0] };
}

/** A count in words or figures ("five", "a", "12", "thirty-four") as a number; 0 for none. */
function countOf(word: string, lang: Language): number {
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
function toldIn(chapter: Chapter, word: string, lang: Language): boolean {
  const past = lang.verbs.get(word.toLowerCase())?.[1];
  const pattern = new RegExp(`\\b(?:${word}${past ? `|${past}` : ''})\\b`, 'i');
  return chapter.paragraphs.some(
    (p) => p.kind === 'prose' && !p.memory && p.sentences.some((x) => pattern.test(x.narration)),
  );
}

/** A day count as a date ("12 October 2019"). */
function dateOfDays(days: number, lang: Language): string {
  const d = new Date(days * 86_400_000);
  return `${d.getUTCDate()} ${monthName(lang, d.getUTCMonth() + 1)} ${d.getUTCFullYear()}`;
}

/** Years after the story's own beyond which a dated day is the narrator's later present, not the story's. */
const FRAME_YEARS = 5;

/** How many days before a death "the funeral" naming no one may be dated and still be that death's (a slip). */
const AFTER_DEATH_REACH = 14;

/** A day the narration told, where (its day count orders days across months and years). */
interface ToldDay {
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

const monthName = (lang: Language, month: number) => cap(lang.months[month - 1] as string);
const dayName = (lang: Language, weekday: number) => cap(lang.weekdays[weekday] as string);

export function checkTimeline(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const findings: Finding[] = [];
  const skipped: Skipped[] =
    m.bible.timeline.length === 0
      ? [{ check: 'timeline (against the bible)', reason: 'the bible has no Timeline with chapter numbers' }]
      : [];
  const add = (chapter: Chapter, s: Sentence, message: string, confidence: number, against?: Finding['against']) =>
    findings.push({
      file: chapter.file,
      line: s.line,
      category: 'timeline',
      message,
      evidence: evidenceOf(s.text),
      confidence,
      ...(against ? { against } : {}),
    });
  const hint = calendarHint(lang);
  const { year: baseYear, backstory } = storyCalendar(m, lang);
  /** The latest narration date an earlier chapter reached, as a day count. */
  let latest: ToldDay | undefined;
  /** Weekdays beside dates with no year, while the story gives none: they must agree with each other. */
  const yearless: Array<{ weekday: number; month: number; day: number; file: string; line: number; text: string }> = [];
  const { cast } = readFacts(m, lang);
  /** The latest day of the story's present on which each character was told acting (named, then a verb). */
  const alive = new Map<Character, { days: number; file: string; line: number; evidence: string }>();
  const seenAlive = (s: Sentence, days: number, file: string) => {
    for (const n of mentions(s.narration, cast)) {
      const rest = s.narration.slice(n.index + n.name.length);
      const verb = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
      if (!verb || !isActionVerb(verb, lang) || lang.deathAfter.test(rest)) continue;
      const was = alive.get(n.character);
      if (!was || days > was.days) alive.set(n.character, { days, file, line: s.line, evidence: evidenceOf(s.text) });
    }
  };
  /** "Ada died on the 16th of March": a death dated before a day the present showed them alive and acting. */
  const deathDated = (chapter: Chapter, s: Sentence) => {
    for (const n of mentions(s.narration, cast)) {
      const end = n.index + n.name.length;
      if (!lang.deathAfter.test(s.narration.slice(end))) continue;
      const was = alive.get(n.character);
      const date = datesIn(s.narration, lang).find((d) => d.index > end);
      if (!was || !date) continue;
      const year = date.year ?? yearOf(date, latest, baseYear);
      if (year === undefined || dayCount(year, date.month, date.day) >= was.days) continue;
      add(
        chapter,
        s,
        `${n.name}'s death is dated ${date.day} ${monthName(lang, date.month)} ${year} here, but ${was.file}:${was.line} tells them alive and acting on a later day`,
        0.7,
        { file: was.file, line: was.line, evidence: was.evidence },
      );
    }
  };
  /** A weekday said beside a date that falls on another (either reading of a date in figures that reads both ways). */
  const misdated = (
    chapter: Chapter,
    s: Sentence,
    weekday: number,
    date: { day: number; month: number; year?: number; alt?: { day: number; month: number } },
    year: number,
  ) => {
    const actual = weekdayOf(year, date.month, date.day);
    if (weekday === actual || (date.alt && weekdayOf(year, date.alt.month, date.alt.day) === weekday)) return;
    add(
      chapter,
      s,
      date.year
        ? `${dayName(lang, weekday)} is not the weekday of ${date.day} ${monthName(lang, date.month)} ${date.year}, a ${dayName(lang, actual)}`
        : `${dayName(lang, weekday)} is not the weekday of ${date.day} ${monthName(lang, date.month)} in the story's year (${year}), a ${dayName(lang, actual)}`,
      date.year ? 0.95 : 0.8,
    );
  };
  /** The month the narration last told a date in, and where: where a weekday's day with no month falls. */
  let last: { year: number; month: number; file: string; line: number; evidence: string } | undefined;
  /**
   * "The funeral was on Sunday the sixteenth" in January 1988, the month the story last told: a weekday and a day
   * with no month that fall together neither in that month (the 16th is a Saturday) nor in the next. "Friday the
   * thirteenth" is a saying, no day of the calendar.
   */
  const weekdayOff = (
    chapter: Chapter,
    s: Sentence,
    d: { weekday: number; day: number },
    told: { year: number; month: number; file: string; line: number; evidence: string },
  ) => {
    if (d.weekday === 5 && d.day === 13) return;
    const fallsOn = (c: { year: number; month: number }) =>
      `${d.day} ${monthName(lang, c.month)} ${c.year} ${validDay(c.year, c.month, d.day) ? `is a ${dayName(lang, weekdayOf(c.year, c.month, d.day))}` : 'is no day'}`;
    add(
      chapter,
      s,
      `${dayName(lang, d.weekday)} the ${d.day} here, in no month near: ${fallsOn(told)} (the month ${told.file}:${told.line} is in), and ${fallsOn(nextMonth(told))}`,
      0.7,
      { file: told.file, line: told.line, evidence: told.evidence },
    );
  };
  /** The day the narration last told, in reading order: what a scene opening "Three days later" counts from. */
  let lastTold: { days: number; from: string } | undefined;
  /** The year of the narrator's present when the story is told from years later (FRAME_YEARS), once a date tells it. */
  let frame: number | undefined;
  /**
   * A date more than a month before the day the story last reached: an entry on it is a document quoted (a dead
   * man's notebook read in chapter three), not the narrator's diary going back. A diary's slip is days, not months.
   */
  const longBefore = (date: { day: number; month: number; year?: number }) => {
    const year = date.year ?? yearOf(date, latest, baseYear);
    return lastTold !== undefined && year !== undefined && dayCount(year, date.month, date.day) < lastTold.days - 31;
  };
  /** The story's day as best reckoned: a day told or counted, moved on by a weekday the narration names as its day. */
  let reckon: number | undefined;
  /** The day reckoned catches up with the day counted or told last (a day told never moves it back). */
  const catchUp = (now: { days: number } | undefined) => {
    if (now) reckon = now.days;
    // Stryker disable next-line EqualityOperator: on the same day, the day reckoned is set to the day it already is
    else if (lastTold && (reckon === undefined || lastTold.days > reckon)) reckon = lastTold.days;
  };
  /** Absences told in one's own words ("I'm back Wednesday the sixteenth"), by their days. */
  const stays = new Map<Character, Stay>();
  /** Absences the bible records, in the story's year: each is held against the text once. */
  const bibleStays = bibleAbsences(cast, baseYear, lang);
  const weekdayOfDays = (days: number) => (((days + 4) % 7) + 7) % 7;
  /** The next day after `days` that falls on `weekday` (a week on, when it is that day). */
  const nextWeekday = (days: number, weekday: number) => days + ((((weekday - weekdayOfDays(days)) % 7) + 7) % 7 || 7);
  /**
   * One's own word of being away until a day ("I'll stay down for that and come back up on Monday", "I'm back
   * Wednesday the sixteenth"), said on the day reckoned: away from the next day (or the day said, "away from
   * Wednesday") until that one, three weeks at most.
   */
  const ownAbsence = (speaker: Character | undefined, text: string, chapter: Chapter, line: number) => {
    if (reckon === undefined || !speaker) return;
    const back = lang.ownReturn.exec(text);
    if (!back) return ownSpanAbsence(speaker, text, chapter, line);
    const weekday = lang.weekdays.indexOf((back[1] as string).toLowerCase());
    const at = (back.index ?? 0) + back[0].length - (back[1] as string).length;
    const dated = weekdayDaysIn(text.slice(at), lang)[0];
    const month = dated && dated.index === 0 && last ? monthOfWeekday(dated.day, dated.weekday, last) : undefined;
    // The day it begins: "away from Wednesday"; "Monday, with Evan. … I will be back up on the Saturday" (a weekday
    // opening a sentence before the return: the going, the day after which they are away); "away next week".
    const start = lang.ownFrom.exec(text)?.[1];
    // "'Saturday,' he said … 'I'll be back Saturday night'": a weekday opening the speech that is the return's own is
    // the answer to when, not the day of going.
    const said = lang.ownStartDay.exec(text.slice(0, back.index));
    const opening = said && (said[1] as string).toLowerCase() !== (back[1] as string).toLowerCase() ? said : null;
    const from = start
      ? nextWeekday(reckon, lang.weekdays.indexOf(start.toLowerCase()))
      : opening
        ? nextWeekday(reckon, lang.weekdays.indexOf((opening[1] as string).toLowerCase())) + 1
        : lang.ownNextWeek.test(text)
          ? nextWeekday(reckon, 1)
          : reckon + 1;
    // The return is the first such weekday from the start on ("away next week … back on Thursday": that week's).
    const until =
      month && dated ? dayCount(month.year, month.month, dated.day) : nextWeekday(Math.max(reckon, from - 1), weekday);
    if (until <= from || until - from > 21) return;
    stays.set(speaker, { from, until, file: chapter.file, line, evidence: evidenceOf(text) });
  };
  /** A weekday with its day of the month or not ("Monday the fourth", "Friday"): its day, on or after `from`. */
  const spanDay = (part: string, from: number): number | undefined => {
    const dated = weekdayDaysIn(part, lang)[0];
    const month = dated && last ? monthOfWeekday(dated.day, dated.weekday, last) : undefined;
    if (dated) return month ? dayCount(month.year, month.month, dated.day) : undefined;
    const weekday = weekdaysIn(part, lang)[0];
    return weekday ? nextWeekday(from - 1, weekday.weekday) : undefined;
  };
  /**
   * One's own word of being away for a span of days, with no return said ("I'm away the first week in February.
   * Toronto. Monday the fourth to Friday the eighth."): away from its first day, and taken as back on its last (the
   * last day may be the journey home), three weeks at most, and not begun before the day it is said on.
   */
  const ownSpanAbsence = (speaker: Character | undefined, text: string, chapter: Chapter, line: number) => {
    if (reckon === undefined || !speaker || !lang.ownAway.test(text)) return;
    const span = lang.ownSpan.exec(text);
    if (!span) return;
    const from = spanDay(span[1] as string, reckon + 1);
    const until = from === undefined ? undefined : spanDay(span[2] as string, from + 1);
    if (from === undefined || until === undefined || from <= reckon || until <= from || until - from > 21) return;
    stays.set(speaker, { from, until, file: chapter.file, line, evidence: evidenceOf(text) });
  };
  /** The absent acting in the narration on a day of their absence: named, then a verb of doing. */
  const awayYetHere = (chapter: Chapter, s: Sentence) => {
    if (reckon === undefined || (stays.size === 0 && bibleStays.size === 0)) return;
    const far = new RegExp(lang.reading.fromAfar.source, lang.reading.fromAfar.flags.replace('g', ''));
    const named = mentions(s.narration, cast);
    for (const [i, n] of named.entries()) {
      const day = reckon;
      const stay = [stays.get(n.character), ...(bibleStays.get(n.character) ?? [])].find(
        (x) => x !== undefined && day >= x.from && day < x.until,
      );
      if (!stay) continue;
      // "my brother Lucho, who has come up from the port, is carrying them down": the verb after the relative clause.
      const rest = s.narration.slice(n.index + n.name.length).replace(lang.reading.relativeAside, ' ');
      // Their own part of the sentence: from the end of the name before theirs to the end of their clause ("Inês
      // called a break, and Rosa sat on the stage, and the boy hummed something from the radio": the call is Inês's,
      // the radio the boy's).
      const prior = named[i - 1];
      const lead = s.narration.slice(prior ? prior.index + prior.name.length : 0, n.index);
      const breaks = [...lead.matchAll(new RegExp(lang.reading.clauseNext.source, 'g'))].at(-1);
      const clauseEnd = lang.reading.clauseNext.exec(rest);
      const own =
        lead.slice(breaks ? (breaks.index ?? 0) + breaks[0].length : 0) +
        rest.slice(0, clauseEnd ? clauseEnd.index : rest.length);
      // "as I had on the night Bento sold me the bicycle": a clause of another time.
      if (lang.reading.anotherTimeBefore.test(lead)) continue;
      const verb = /^\s+(\p{Ll}+)/u.exec(rest)?.[1];
      // Going about where one is ("came down the stairs from his office") is presence; going to somewhere is not.
      const local = lang.localMotion.test(rest) && !lang.journeyOff.test(rest.split(/[.;!?]/)[0] ?? '');
      // "Rosa was sitting on the edge of the stage": there, with "to be"; "Rosa had the script open on her knee".
      const being = lang.reading.presentBeing.test(rest) || lang.reading.presentHolding.test(rest);
      if (!verb || (!local && !being && (!isActionVerb(verb, lang) || lang.speech.has(verb)))) continue;
      // Going or coming is no presence: "On the Tuesday Dr. Bell went to Hobart". Coming somewhere near, then doing
      // a thing there in the same clause is: "came down to the engine house and stood listening", "came over to the
      // bench and said so" (a word said where one has come is said there, no call from afar).
      const ownRest = rest.slice(0, clauseEnd ? clauseEnd.index : rest.length);
      const then = lang.reading.thenActs.exec(ownRest)?.[1];
      const arrivedAndActs =
        then !== undefined &&
        isActionVerb(then, lang) &&
        !lang.journeyVerb.test(then) &&
        !lang.journeyOff.test(ownRest.slice(0, ownRest.indexOf(` ${then}`)));
      if (!local && lang.journeyVerb.test(verb) && !arrivedAndActs) continue;
      // "Pryce telephones from the valley", "writes to her": word from afar; "writes up the readings": a deed here.
      const farVerb = far.test(verb);
      if (farVerb ? lang.fromAfarAfter.test(rest.slice(rest.indexOf(verb) + verb.length)) : far.test(own)) continue;
      findings.push({
        file: chapter.file,
        line: s.line,
        category: 'place',
        message: `${n.name} acts here on ${dateOfDays(reckon, lang)}, but ${stay.file}:${stay.line} has them away from ${dateOfDays(stay.from, lang)} until ${dateOfDays(stay.until, lang)}`,
        evidence: evidenceOf(s.text),
        confidence: 0.65,
        against: { file: stay.file, line: stay.line, evidence: stay.evidence },
      });
      if (stay === stays.get(n.character)) stays.delete(n.character);
      else bibleStays.set(n.character, bibleStays.get(n.character)?.filter((x) => x !== stay) ?? []);
    }
  };
  /** Deaths the narration tells as they happen, with the day of the story they fall on (the first telling). */
  const deaths = new Map<Character, { days: number; file: string; line: number; evidence: string }>();
  /** The death told last, in reading order: whose "the funeral" is, when the sentence names no one. */
  let lastDeath: Character | undefined;
  /** Funerals, burials, inquests dated in the text (speech too): held to the death they follow once all are read. */
  const afterDeaths: Array<{
    days: number;
    owner?: Character;
    recent?: Character;
    what: string;
    chapter: Chapter;
    s: Sentence;
  }> = [];
  /** A death the sentence's narration tells as it happens ("Evan dies at ten to midnight"), on the day told last. */
  const deathToday = (chapter: Chapter, s: Sentence, present: number | undefined) => {
    if (!lang.deathHint.test(s.narration)) return;
    for (const n of mentions(s.narration, cast)) {
      if (deaths.has(n.character)) continue;
      const rest = s.narration.slice(n.index + n.name.length);
      if (!lang.deathTold.test(rest) || lang.deathLongAgo.test(s.narration)) continue;
      if (lang.deathDoubt.test(s.narration.slice(0, n.index))) continue;
      const date = datesIn(rest, lang)[0];
      const year = date ? (date.year ?? yearOf(date, latest, baseYear)) : undefined;
      const days = date ? (year === undefined ? undefined : dayCount(year, date.month, date.day)) : present;
      if (days === undefined) continue;
      deaths.set(n.character, { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
      lastDeath = n.character;
    }
  };
  /**
   * A death a paper quoted tells with its day, of the one person it names before ("LINDEMANN, Margarethe. Born in
   * Hamburg, 1862. Died in this city, Sunday 11 October 1936"; "…, died at his stall on Thursday 22 July 2004"): the day
   * the narration did not tell, which a funeral or a count is held to.
   */
  const deathInPaper = (chapter: Chapter, p: Paragraph) => {
    if (!lang.deathHint.test(p.text)) return;
    for (const [i, s] of p.sentences.entries()) {
      const verb = lang.deathInPaper.exec(s.text);
      if (!verb) continue;
      const at = verb.index ?? 0;
      // The one its sentence names nearest before the verb ("Mr. Walsh died peacefully…"); with none, the one the
      // notice's heading names, in a sentence of its own ("**BENAVENTE ARAYA, Elías.** Fisherman…, died…").
      const own = mentions(s.text.slice(0, at), cast).at(-1)?.character;
      const heading = p.sentences
        .slice(0, i)
        .map((x) => x.text)
        .join(' ');
      const before = new Set(mentions(heading, cast).map((n) => n.character));
      const dead = own ?? (before.size === 1 ? [...before][0] : undefined);
      // Its day soon after the verb ("died on 4 May 1889", "died at his home, Rathmore, on the night of Tuesday, the
      // 11th of October"), not one further on.
      const date = datesIn(s.text.slice(at), lang).find((d) => d.index < 80);
      const year = date ? (date.year ?? yearOf(date, latest, baseYear)) : undefined;
      if (!dead || !date || year === undefined || deaths.has(dead)) return;
      const days = dayCount(year, date.month, date.day);
      deaths.set(dead, { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
      lastDeath = dead;
      return;
    }
  };
  /** "It is ten days since Evan Jenkins died": the count from a death told with its day must land on the day reckoned. */
  const sinceDeath = (chapter: Chapter, s: Sentence) => {
    if (reckon === undefined || deaths.size === 0) return;
    // "Five days after…" opening the sentence: its count in lower case, as the pattern has it.
    const m = lang.sinceDeath.exec(
      s.narration.replace(/^(\s*)(\p{Lu})(?=\p{Ll}+\s)/u, (_, a, b) => a + b.toLowerCase()),
    );
    if (!m) return;
    const [count, unit, who] = m[1] !== undefined ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
    const dead = mentions(who as string, cast)[0]?.character;
    const death = dead ? deaths.get(dead) : undefined;
    if (!dead || !death) return;
    const word = (count as string).toLowerCase();
    const n = /^\d+$/.test(word) ? Number(word) : lang.countOfOne.has(word) ? 1 : (lang.numbers.get(word) ?? 0);
    const expected = death.days + n * unitDays(unit as string, lang);
    // A day either way is the reckoning's, not the text's (a death near midnight, a day told loosely).
    if (n === 0 || Math.abs(expected - reckon) < 2) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts from ${dateOfDays(death.days, lang)} (${death.file}:${death.line}) to ${dateOfDays(expected, lang)}, but the story is at ${dateOfDays(reckon, lang)}`,
      0.6,
      { file: death.file, line: death.line, evidence: death.evidence },
    );
  };
  /** The story's first day told, with its chapter: the day a count "since I came" reckons from. */
  let firstDay: (ToldDay & { chapter: Chapter }) | undefined;
  /**
   * "Four weeks to the day since I drove up", "five weeks and three days since he came in", in speech or narration:
   * when the story opened on that coming (its first day's chapter tells it with the same verb: "she drove", "the bus
   * left me at the crossroads"), the count back from the day reckoned must land on that first day. A day either way
   * is the reckoning's (a night that runs past midnight).
   */
  const sinceArrival = (chapter: Chapter, s: Sentence) => {
    if (reckon === undefined || !firstDay || !lang.countHint.test(s.text)) return;
    const m = lang.sinceArrival.exec(s.text);
    if (!m) return;
    // Its own sentence only: a sentence as read may hold a whole speech ("…since I drove up. I was going to stay").
    const at = m.index ?? 0;
    const own = `${s.text.slice(0, at).split(/[.!?]/).at(-1) ?? ''}${s.text.slice(at).split(/[.!?]/)[0] ?? ''}`;
    if (lang.countNotToday.test(own)) return;
    const days = countOf(m[1] as string, lang) * unitDays(m[2] as string, lang) + (m[3] ? countOf(m[3], lang) : 0);
    const verb = (m[5] ?? m[6]) as string;
    if (days === 0 || !toldIn(firstDay.chapter, verb, lang) || Math.abs(firstDay.days + days - reckon) < 2) return;
    add(
      chapter,
      s,
      `"${m[0]}" counts back from ${dateOfDays(reckon, lang)} to ${dateOfDays(reckon - days, lang)}, but the coming it counts from is the story's first day, ${dateOfDays(firstDay.days, lang)} (${firstDay.file}:${firstDay.line})`,
      0.6,
      { file: firstDay.file, line: firstDay.line, evidence: firstDay.evidence },
    );
  };
  /**
   * The day a sentence's narration tells before `at` (its own date, which a count after it is said on: "on Saturday,
   * the twenty-ninth of October, …, a fortnight to the day after we had buried Con"), as a day count.
   */
  const ownDate = (narration: string, at = narration.length): { days: number; end: number } | undefined => {
    const d = datesIn(narration.slice(0, at), lang, true).find((x) => !x.alt);
    const year = d ? (d.year ?? yearOf(d, latest, baseYear)) : undefined;
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
      .filter((i) => !lang.abbreviations.some((a) => text.slice(Math.max(0, i - a.length - 1), i).endsWith(` ${a}`)));
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
      const line = p.line + (p.text.slice(0, sent.index).match(/\n/g)?.length ?? 0);
      return days === undefined ? undefined : { days, line, text: sent[0].trim() };
    }
    const first = p.text.split('\n')[0] ?? '';
    const marks = /^[\s>*_#]+/.exec(first)?.[0];
    if (!marks || !/[*_#]/.test(marks)) return undefined;
    const d = datesIn(first.slice(marks.length), lang)[0];
    const days = d && d.index <= 6 ? ownDay(first) : undefined;
    return days === undefined ? undefined : { days, line: p.line, text: first.trim() };
  };
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
  /** Burials told with their day ("They buried Con Walsh on the Saturday, the fifteenth of October"), by the buried. */
  const burials = new Map<Character, { days: number; file: string; line: number; evidence: string }>();
  const burialTold = (chapter: Chapter, s: Sentence) => {
    if (!lang.burialHint.test(s.narration)) return;
    const m = lang.buriedOn.exec(s.narration);
    // Its day is the one the sentence names after the burial: "buried Ada on 4 May", "Ada was buried on the 4th of May".
    const days = m ? ownDay(s.narration.slice(m.index ?? 0)) : undefined;
    if (!m || days === undefined) return;
    for (const who of namedAll((m[1] ?? m[2] ?? m[3]) as string))
      if (!burials.has(who)) burials.set(who, { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
  };
  /**
   * "It is seventeen days since we buried her", "a fortnight to the day after we had buried Con": a count from a burial,
   * said on the day reckoned (or the day its sentence names before it). It must land on the burial told with its day;
   * with none told, it may not land before the death of the one buried (the death told last, for "the funeral", or
   * for "her" when the dead is known to be a woman).
   */
  const sinceBurial = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (!lang.burialHint.test(s.text) || !lang.countHint.test(s.text)) return;
    // In speech too: "It's three weeks since we buried him," she said — said on the day reckoned.
    const m = lang.sinceBurial.exec(s.text);
    if (!m) return;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const said = spanOf(m[1], m[2], m[3]);
    if (day === undefined || said === 0) return;
    const named = m[5] ?? m[6] ?? m[7] ?? m[8];
    const pronoun = named ? (subjectGender(named, lang) ?? objectGender(named, lang)) : undefined;
    const recent = lastDeath ?? (deaths.size === 1 ? [...deaths.keys()][0] : undefined);
    const who =
      named && !pronoun
        ? mentions(named, cast)[0]?.character
        : recent && (!pronoun || recent.gender === pronoun)
          ? recent
          : undefined;
    if (!who) return;
    const counted = day - said;
    const burial = burials.get(who);
    const death = deaths.get(who);
    if (burial) {
      if (Math.abs(counted - burial.days) <= slack(m[2], m[4] !== undefined)) return;
      add(
        chapter,
        s,
        `"${m[0]}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(counted, lang)}, but ${who.name} was buried on ${dateOfDays(burial.days, lang)} (${burial.file}:${burial.line})`,
        0.65,
        { file: burial.file, line: burial.line, evidence: burial.evidence },
      );
    } else if (death && counted < death.days - slack(m[2], m[4] !== undefined))
      add(
        chapter,
        s,
        `"${m[0]}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(counted, lang)}, before ${who.name}'s death on ${dateOfDays(death.days, lang)} (${death.file}:${death.line})`,
        0.6,
        { file: death.file, line: death.line, evidence: death.evidence },
      );
  };
  /**
   * "The will was dated Friday, the fourteenth of October": a will is made by the living, so its date may not fall after
   * the death of the one whose it is (the one named, or for "the will", "his will", the one who died last).
   */
  const willDated = (chapter: Chapter, s: Sentence) => {
    if (deaths.size === 0) return;
    const m = lang.willDated.exec(s.narration);
    if (!m) return;
    const date = datesIn(s.narration.slice((m.index ?? 0) + m[0].length), lang).find((d) => d.index < 40);
    const year = date ? (date.year ?? yearOf(date, latest, baseYear)) : undefined;
    const whose = m[1]
      ? mentions(m[1], cast)[0]?.character
      : (lastDeath ?? (deaths.size === 1 ? [...deaths.keys()][0] : undefined));
    const death = whose ? deaths.get(whose) : undefined;
    if (!date || year === undefined || !whose || !death) return;
    const days = dayCount(year, date.month, date.day);
    if (days <= death.days) return;
    add(
      chapter,
      s,
      `${whose.name}'s will is dated ${dateOfDays(days, lang)}, after the death ${death.file}:${death.line} tells on ${dateOfDays(death.days, lang)}`,
      0.65,
      { file: death.file, line: death.line, evidence: death.evidence },
    );
  };
  /** The last going away told of each one named, with its day ("Bento left on the seven o'clock bus"). */
  const departures = new Map<Character, { days: number; file: string; line: number; evidence: string }>();
  /** A going away on the day its sentence names, or on the day the scene told or counted (`present`). */
  // Built once for the book: a pattern compiled again for every sentence costs more than reading it.
  const leftOnAll = new RegExp(lang.leftOn.source, `${lang.leftOn.flags.replace('g', '')}g`);
  const leftTold = (chapter: Chapter, s: Sentence, present: number | undefined) => {
    for (const m of s.narration.matchAll(leftOnAll)) {
      const own = ownDay(s.narration);
      // With no date of its own, the going is the present's, moved on by its count ("The next morning Ada left"),
      // unless the sentence names a weekday ("Ada left on Monday": which one is not known) or tells another time
      // ("the morning after Ada left", "since Ada left").
      const at = (m.index ?? 0) + m[0].length;
      const unsure = weekdaysIn(s.narration, lang).length > 0 || lang.notNow.test(s.narration.slice(0, at));
      const days = own ?? (present === undefined || unsure ? undefined : present + dayCountIn(s.narration, lang).days);
      if (days === undefined) continue;
      lastGoing = { days, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) };
      for (const who of namedAll(m[1] as string)) departures.set(who, lastGoing);
    }
    // A journey with its own date: "Leo went to the ice a week after the funeral, on Thursday, the tenth of March".
    const journey = lang.journeyOn.exec(s.narration);
    const own = journey ? ownDay(s.narration) : undefined;
    if (!journey || own === undefined) return;
    lastGoing = { days: own, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) };
    for (const who of namedAll(journey[1] as string)) departures.set(who, lastGoing);
  };
  /** The going told last, whoever's: what "since he left", "since she had taken them away" counts from. */
  let lastGoing: { days: number; file: string; line: number; evidence: string } | undefined;
  /**
   * "five weeks to the day since she had taken them away": a count since a going that names no one is held to the
   * going told last, on the day its sentence names before it (or the day reckoned).
   */
  const sinceGone = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (!lastGoing || !lang.countHint.test(s.narration)) return;
    const m = lang.sinceGone.exec(s.narration);
    if (!m) return;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const said = spanOf(m[1], m[2], m[3]);
    const left = lastGoing;
    if (day === undefined || said === 0 || day <= left.days) return;
    if (Math.abs(day - left.days - said) <= slack(m[2], m[4] !== undefined)) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(day - said, lang)}, but the going told last is on ${dateOfDays(left.days, lang)} (${left.file}:${left.line})`,
      0.55,
      { file: left.file, line: left.line, evidence: left.evidence },
    );
  };
  /**
   * "Bento had been gone three weeks", "a fortnight since Ada left": the days since the going told with its day must be
   * the days counted, on the day reckoned (or the day its sentence names before the count).
   */
  const goneCount = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (departures.size === 0 || !lang.countHint.test(s.text)) return;
    // In speech too: "Bento's been gone eleven days," Lucia said.
    const m = lang.goneFor.exec(s.text);
    if (!m) return;
    const day = countDay(s, m.index ?? 0, m[0].length, reckoned);
    const [name, count, unit, extra, toTheDay] =
      m[1] !== undefined ? [m[1], m[2], m[3], m[4], m[5]] : [m[10], m[6], m[7], m[8], m[9]];
    const who = mentions(name as string, cast)[0]?.character;
    const left = who ? departures.get(who) : undefined;
    const said = spanOf(count, unit, extra);
    if (!who || !left || day === undefined || said === 0 || day <= left.days) return;
    if (Math.abs(day - left.days - said) <= slack(unit, toTheDay !== undefined)) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts ${said} days, but ${who.name} left on ${dateOfDays(left.days, lang)} (${left.file}:${left.line}), ${day - left.days} days before ${dateOfDays(day, lang)}`,
      0.6,
      { file: left.file, line: left.line, evidence: left.evidence },
    );
  };
  /**
   * "that Monday in November, not eight weeks ago": counted back from the day reckoned, the count must reach that
   * month (on that weekday, when it names one). "Not", "nearly" bound it from above ("not eight weeks": seven to
   * eight), "over" from below.
   */
  const agoInMonth = (chapter: Chapter, s: Sentence, reckoned: number | undefined) => {
    if (reckoned === undefined || !lang.countHint.test(s.narration)) return;
    const m = lang.agoInMonth.exec(s.narration);
    if (!m) return;
    const [weekdayWord, monthWord, bound, count, unit, extra] =
      m[2] !== undefined ? [m[1], m[2], m[3], m[4], m[5], m[6]] : [m[11], m[12], m[7], m[8], m[9], m[10]];
    const said = spanOf(count, unit, extra);
    const month = lang.months.indexOf((monthWord as string).toLowerCase()) + 1;
    const weekday = weekdayWord ? lang.weekdays.indexOf(weekdayWord.toLowerCase()) : -1;
    const day = reckoned;
    if (said === 0 || month === 0) return;
    const unitLength = unitDays(unit ?? '', lang);
    const [lo, hi] =
      bound && lang.countsUnder.test(bound)
        ? [said - Math.max(unitLength, 3), said + 1]
        : bound && lang.countsOver.test(bound)
          ? [said - 1, said + Math.max(unitLength, 3)]
          : [said - slack(unit, false), said + slack(unit, false)];
    const year = new Date(day * 86_400_000).getUTCFullYear();
    // The month named, in this year or the one before: every day of it (on its weekday) before the day reckoned.
    const candidates = [year - 1, year].flatMap((y) =>
      Array.from({ length: 31 }, (_, i) => i + 1)
        .filter((d) => validDay(y, month, d) && (weekday < 0 || weekdayOf(y, month, d) === weekday))
        .map((d) => dayCount(y, month, d))
        .filter((d) => d < day && day - d < 366),
    );
    if (candidates.length === 0 || candidates.some((d) => day - d >= lo && day - d <= hi)) return;
    add(
      chapter,
      s,
      `"${m[0].trim()}" counts back from ${dateOfDays(day, lang)} to ${dateOfDays(day - said, lang)}, not in ${cap(monthWord as string)}${weekday >= 0 ? ` nor on a ${dayName(lang, weekday)}` : ''}`,
      0.6,
    );
  };
  /** "The funeral is Saturday the nineteenth", "Walter's burial on 4 May", "the inquest will be tomorrow": its day. */
  const afterDeathDated = (chapter: Chapter, s: Sentence, present: number | undefined) => {
    // Stryker disable next-line ConditionalExpression,LogicalOperator: afterDeath matches only where afterDeathHint does, and with no match events is empty and nothing is pushed: the test only saves work
    if (!lang.afterDeathHint.test(s.text) || !lang.afterDeath.test(s.text)) return;
    const events = [...s.text.matchAll(new RegExp(lang.afterDeath.source, `${lang.afterDeath.flags}g`))];
    events.forEach((event, i) => {
      const whose = event[1] as string;
      const owner = /^\p{Lu}/u.test(whose) && whose.length > 3 ? mentions(whose, cast)[0]?.character : undefined;
      // "Mrs. Hale's funeral" of one the cast does not hold is another's.
      if (/['’]s$/.test(whose) && !owner) return;
      // Its day is said after it and before the next such event: "The inquest will be tomorrow; … The funeral is
      // Saturday the twenty-sixth".
      const at = event.index ?? 0;
      const end = events[i + 1]?.index ?? s.text.length;
      const part = s.text.slice(at, end);
      const date = datesIn(part, lang, true).find((d) => !d.alt);
      let days: number | undefined;
      if (date) {
        const year = date.year ?? yearOf(date, latest, baseYear);
        if (year !== undefined) days = dayCount(year, date.month, date.day);
      } else {
        const day = weekdayDaysIn(part, lang)[0];
        const month = day && last ? monthOfWeekday(day.day, day.weekday, last) : undefined;
        if (day && month) days = dayCount(month.year, month.month, day.day);
        else if (present !== undefined) {
          const word = (part.match(/\p{L}+/gu) ?? []).find((w) => lang.relativeDays.has(w.toLowerCase()));
          if (word) days = present + (lang.relativeDays.get(word.toLowerCase()) as number);
        }
      }
      if (days === undefined) return;
      afterDeaths.push({
        days,
        what: event[2] as string,
        chapter,
        s,
        ...(owner ? { owner } : {}),
        ...(lastDeath ? { recent: lastDeath } : {}),
      });
    });
  };
  /** The tense of a word as a verb after a subject ("came," "mends"), its marks taken off. */
  const verbOf = (w: string) => tenseOf(w.replace(/[^\p{L}'’]/gu, ''), 'third-singular', lang);
  /** Words with one verb among them, in the past, and no pronoun after the first word: the main clause's own. */
  const oneVerbBefore = (words: readonly string[]) => {
    const verbs = words.map(verbOf).filter((t) => t !== undefined);
    return verbs.length === 1 && verbs[0] === 'past' && words.every((w, i) => i === 0 || !subjectGender(w, lang));
  };
  const voice = readFacts(m, lang).facts.voice;
  const frameOf = frameChapters(m, lang);
  for (const chapter of m.chapters) {
    // Dates are held to what earlier chapters reached; a chapter may move about within itself.
    const reached = latest;
    // A chapter told in the present tells what is over in the past: "the shutter that Tomás fixed on the first".
    const presentChapter = (voice.chapters[chapter.index]?.voice.tense ?? voice.book.tense) === 'present';
    // A chapter of the frame the story is told from years later (attributes.ts, frameChapters): its days without a
    // year are not in the story's year, and the days it tells are remembered, not reached.
    const frameChapter = frameOf.has(chapter.index);
    const bibleEntries = entriesFor(m, chapter, lang);
    const bibleEntry = bibleEntries[0];
    const where = (e: TimelineEntry) => `bible.md:${e.line}`;
    const bibleSide = (e: TimelineEntry) => ({ file: 'bible.md', line: e.line, evidence: e.text });
    /** The narration's present as counted within the chapter: a stated date, then "the next morning"… */
    let now:
      | {
          days: number;
          from: string;
          paragraph: number;
          season?: string;
          /** The day count that brought the present here ("three days later"), while a date told may be held to it. */
          counted?: { words: string; line: number; paragraph: number; sentence: number };
        }
      | undefined;
    /** Whether the scene has told no day yet: its opening count ("Two days later") counts from the scene before. */
    let fresh = true;
    /** Whether no paragraph of narration has been read in the scene yet: its first sentence may tell the scene's day. */
    let sceneOpening = true;
    /**
     * The writer of the document being read (its "From:" line); the one the last paragraph named first; and of each
     * gender, the one a paragraph named first last (a "She looks round her kitchen" after "Dr. Pryce says" is the
     * woman the talk was with).
     */
    let author: Character | undefined;
    let named: Character | undefined;
    const firstOf = new Map<string, Character>();
    /** A scene's weekday with no date ("On Tuesday she drove in"), and a count from it ("Two days later"). */
    let weekNow:
      | {
          weekday: number;
          from: string;
          paragraph: number;
          counted?: { words: string; paragraph: number; sentence: number };
        }
      | undefined;
    /** The latest narration date this chapter has told so far, and in which paragraph. */
    let here: (ToldDay & { paragraph: number }) | undefined;
    /**
     * Things told as over ("The telegram had come on Thursday, the fifth of April") dated after the day the chapter
     * had told: a slip unless the chapter goes on to reach that day.
     */
    const already: Array<{ days: number; s: Sentence; told: ToldDay }> = [];
    /** The chapter's papers with their dates (an e-mail's "Date:" line, a message's stamp), in reading order. */
    const papers: Array<{ days: number; line: number; text: string }> = [];
    /**
     * The day of the diary entry being read: a day before it told in the entry ("We crossed the river on the morning of
     * Wednesday the 2nd", under "Sunday, January 6"; "On Monday, December 10, I wrote…") is the diarist looking back.
     */
    let entryDays: number | undefined;
    let paragraphIndex = -1;
    /** Paragraphs told, not spoken: a talk ("'She used to say,' he says") passes no day, so "the next morning" after
     * it still counts from the date before. */
    let toldIndex = -1;
    let scene = -1;
    /**
     * With no date in the scene, its weekday: "On Tuesday she drove in. … Two days later, on the Friday, …" — the
     * count lands on Thursday. A weekday said as the story's day ("On Tuesday", "That Friday", "It was Monday")
     * anchors; a count moves it on; the weekday its own sentence or the next says must be where it lands.
     */
    const weekCount = (
      chapter: Chapter,
      s: Sentence,
      count: { days: number; words: string },
      paragraph: number,
      sentence: number,
    ) => {
      const said = lang.countedWeekday.exec(s.narration);
      const weekday = said ? lang.weekdays.indexOf((said[1] as string).toLowerCase()) : -1;
      const plain = weekday >= 0 && datesIn(s.narration, lang, true).length === 0;
      if (count.days !== 0) {
        weekNow =
          weekNow && toldIndex - weekNow.paragraph <= 2
            ? {
                weekday: (((weekNow.weekday + count.days) % 7) + 7) % 7,
                from: weekNow.from,
                paragraph: toldIndex,
                counted: { words: count.words, paragraph, sentence },
              }
            : undefined;
      } else if (lang.timePasses.test(s.narration)) weekNow = undefined;
      const counted = weekNow?.counted;
      if (
        weekNow &&
        counted &&
        plain &&
        counted.paragraph === paragraph &&
        sentence - counted.sentence <= 1 &&
        weekday !== weekNow.weekday &&
        !lang.notNow.test(s.narration.replace(counted.words, ''))
      ) {
        add(
          chapter,
          s,
          `"${counted.words}" counts from ${weekNow.from} to ${dayName(lang, weekNow.weekday)}, but the narration says ${dayName(lang, weekday)}`,
          0.65,
        );
        weekNow = undefined;
        return;
      }
      if (count.days === 0 && plain && !lang.notNow.test(s.narration))
        weekNow = { weekday, from: `${dayName(lang, weekday)} (${chapter.file}:${s.line})`, paragraph: toldIndex };
    };
    for (const p of chapter.paragraphs) {
      paragraphIndex++;
      const paper = paperDay(p);
      if (paper) papers.push(paper);
      const nextParagraph = chapter.paragraphs[paragraphIndex + 1];
      if (!/^\s*["“]/.test(p.text)) toldIndex++;
      // A count holds within its scene while nothing says time has passed: days pass unsaid between scenes.
      if (p.scene !== scene) {
        scene = p.scene;
        now = undefined;
        weekNow = undefined;
        fresh = true;
        sceneOpening = true;
        author = undefined;
        named = undefined;
        firstOf.clear();
      }
      // A block quote opening on a weekday and a date in italics ("> *Thursday 12 November 1908.* Will came…") is the
      // narrator's diary entry, written on the day it names: its dates are the narration's, not a quotation's. A
      // letter's heading names a place ("*Ipswich, 3 October 1891.*") and stays a quotation.
      const first = p.sentences[0];
      const opening = first ? datesIn(first.text, lang)[0] : undefined;
      const diary =
        first !== undefined &&
        opening !== undefined &&
        /^[\s>]*[*_]{1,2}\s*\p{L}+,?\s+$/u.test(first.text.slice(0, opening.index)) &&
        weekdaysIn(first.text.slice(0, opening.index), lang).length === 1 &&
        !longBefore(opening);
      // An email's or a message's header, a letter quoted: a document, not the narration's time; its weekdays beside
      // dates with a year must still be right.
      // "**TELEGRAM.** Handed in at Los Álamos, 14 March 1934": a paper headed by its kind is one too, quoted or not.
      const document = !diary && (p.kind === 'quote' || lang.documentHead.test(p.text));
      if (document) {
        // A log's entry opening on its weekday and date ("> Wed. 23 Sept. 1903. 9h. Bar. …") is written on the day it
        // names: the story is there, when that day follows the last one told within a month. A letter's heading, in
        // italics and after a place ("> *Harrogate, 2nd March 1903.*"), is not.
        const head = first ? datesIn(first.text, lang, true)[0] : undefined;
        const opener = first && head ? first.text.slice(0, head.index) : '';
        if (
          first &&
          head &&
          !head.alt &&
          /^[\s>]*\p{L}+\.?,?\s+$/u.test(opener) &&
          weekdaysIn(first.text, lang).filter((w) => w.index < head.index).length === 1
        ) {
          const year = head.year ?? yearOf(head, latest, baseYear);
          const days = year === undefined ? undefined : dayCount(year, head.month, head.day);
          if (days !== undefined && (!lastTold || (days >= lastTold.days && days <= lastTold.days + 31))) {
            lastTold = { days, from: `${head.day} ${monthName(lang, head.month)} (${chapter.file}:${first.line})` };
            last = {
              year: year as number,
              month: head.month,
              file: chapter.file,
              line: first.line,
              evidence: evidenceOf(first.text),
            };
          }
        }
        const sender = lang.documentFrom.exec(p.text)?.[1];
        if (sender) author = mentions(sender, cast)[0]?.character;
        // The day an e-mail is sent (its "Date:" line) is its "today": "I couldn't be at the funeral today".
        // The finding stands on that line: the date is what is wrong, or the "today".
        const sent = lang.documentDate.exec(p.text);
        const sentDay = sent ? ownDay(sent[1] as string) : undefined;
        const sentLine = p.line + (p.text.slice(0, sent?.index ?? 0).match(/\n/g)?.length ?? 0);
        deathInPaper(chapter, p);
        if (sentDay !== undefined)
          for (const s of p.sentences) afterDeathDated(chapter, { ...s, line: sentLine }, sentDay);
        ownAbsence(author, p.text, chapter, p.line);
        for (const s of p.sentences) {
          if (!hint.test(s.text)) continue;
          const weekdays = weekdaysIn(s.text, lang);
          for (const date of datesIn(s.text, lang, true)) {
            const near = weekdayBeside(s.text, date, weekdays, lang);
            if (!near) continue;
            if (date.year) misdated(chapter, s, near.weekday, date, date.year);
            // A text message's "Sun, Oct 20" with no year: the story's year, when the day is near the story's own
            // (a letter of years before names its year, or is not held to this one).
            else if (baseYear !== undefined && !backstory && lastTold) {
              const year = yearOf(date, latest, baseYear);
              if (year !== undefined && Math.abs(dayCount(year, date.month, date.day) - lastTold.days) <= 60)
                misdated(chapter, s, near.weekday, date, year);
            }
          }
        }
        continue;
      }
      if (p.kind !== 'prose' && !diary) continue;
      const memory = p.memory && !diary;
      // A day told in the paragraph before is the day this speech is said on ("It was Monday, the seventh." then
      // "I'm back Wednesday the sixteenth," he said).
      if (!memory) catchUp(now);
      // One's own word of an absence, in speech: the speaker tagged ("Pruitt said"), else the one the paragraph's
      // narration names first, else (a pronoun: "He looks at Will") the one the paragraph before named first.
      if (!memory && reckon !== undefined && stays.size < 50) {
        // Stryker disable next-line StringLiteral: a sentence ends on its narration's stop, which spokenOf gives as a space
        const spoken = p.sentences.map((x) => spokenOf(x)).join(' ');
        if (lang.ownReturn.test(spoken) || lang.ownAway.test(spoken)) {
          const told = p.sentences.map((x) => x.narration).join(' ');
          const names = mentions(told, cast);
          const tag = names.find((n) => {
            const after = /^\s+(\p{Ll}+)/u.exec(told.slice(n.index + n.name.length))?.[1];
            const before = /(\p{Ll}+)\s+$/u.exec(told.slice(0, n.index))?.[1];
            return (after && lang.speech.has(after)) || (before && lang.speech.has(before));
          });
          // "He looks at Will's hand": a pronoun opening the narration is the one named before, of that gender.
          const opening = /^[^\p{L}]*(\p{L}+)/u.exec(told)?.[1];
          const gender = opening ? subjectGender(opening, lang) : undefined;
          const before = gender
            ? (firstOf.get(gender) ?? ((named?.gender ?? gender) === gender ? named : undefined))
            : undefined;
          ownAbsence(tag?.character ?? (gender ? before : names[0]?.character), spoken, chapter, p.line);
        }
      }
      // Who a later speech's pronoun may be: read only where a day is known (an absence needs one).
      if (!memory && reckon !== undefined) {
        const here = mentions(p.sentences.map((x) => x.narration).join(' '), cast);
        named = here[0]?.character ?? named;
        for (const g of ['female', 'male'] as const) {
          const first = here.find((n) => n.character.gender === g);
          if (first) firstOf.set(g, first.character);
        }
      }
      let sentenceIndex = -1;
      for (const s of p.sentences) {
        sentenceIndex++;
        // The day reckoned: the day told or counted last, moved on to a weekday the narration names as its day.
        if (!memory) {
          catchUp(now);
          const day = reckon !== undefined ? lang.countedWeekday.exec(s.narration) : null;
          // Only a weekday that opens the sentence ("On Friday evening they eat", "At noon on Friday Will takes") sets
          // the day: one further on may look back ("the scab where it broke open on Wednesday").
          // A scene's first sentence tells its day after its first verb, in the past ("The woman from Grand Rapids came
          // on Thursday, a little after two"); not after a later one or a pronoun's ("Nell mends the rope she broke on
          // Wednesday").
          // Stryker disable next-line ArrayDeclaration: with no day, no sentence opens on one, whatever words are before
          const before = day ? s.narration.slice(0, day.index).trim().split(/\s+/) : [];
          // "The Nebbiolo came in on Thursday": the verb's particle after it is the verb's.
          const verbWords = lang.verbParticles.has((before.at(-1) ?? '').toLowerCase()) ? before.slice(0, -1) : before;
          const opens =
            day !== null &&
            (before.length <= 3 ||
              (sceneOpening &&
                sentenceIndex === 0 &&
                verbOf(verbWords.at(-1) ?? '') === 'past' &&
                verbWords
                  .slice(0, -1)
                  .every((w, i) => verbOf(w) === undefined && (i === 0 || !subjectGender(w, lang)))) ||
              // "The wind came round to the northeast a little after nine on Wednesday morning": the one verb's day.
              (sceneOpening && sentenceIndex === 0 && oneVerbBefore(before)));
          if (
            day &&
            opens &&
            reckon !== undefined &&
            // An hour ("a little after nine", "until noon") says when in the day, not another day than now.
            !lang.notNow.test(
              (
                s.narration.slice(0, day.index + day[0].length) +
                (s.narration.slice(day.index + day[0].length).split(/[,;:—–]/)[0] ?? '')
              ).replace(lang.clockTime, ''),
            ) &&
            datesIn(s.narration, lang).length === 0
          ) {
            const weekday = lang.weekdays.indexOf((day[1] as string).toLowerCase());
            if (weekday >= 0 && weekday !== weekdayOfDays(reckon)) reckon = nextWeekday(reckon, weekday);
          }
          awayYetHere(chapter, s);
          sinceDeath(chapter, s);
          sinceArrival(chapter, s);
          // A count with no date of its own is said on the day reckoned, when this chapter has told a day: across
          // chapters, days pass unsaid, and a count may be right of a day the story never names.
          const reckoned = here ? reckon : undefined;
          sinceBurial(chapter, s, reckoned);
          goneCount(chapter, s, reckoned);
          sinceGone(chapter, s, reckoned);
          agoInMonth(chapter, s, reckoned);
          leftTold(chapter, s, now?.days);
        }
        // A burial or a going told with its own date is a day of the story, in memory too ("They buried Con on the
        // Saturday, the fifteenth of October" in a chapter looking back).
        else {
          if (ownDay(s.narration) !== undefined) leftTold(chapter, s, undefined);
        }
        if (p.kind === 'prose') {
          burialTold(chapter, s);
          willDated(chapter, s);
        }
        sceneOpening = false;
        // Most sentences name no day at all: look closer only at those with a digit, a day or a month name.
        const calendar = hint.test(s.text);
        const count = memory ? { days: 0, words: '' } : dayCountIn(s.narration, lang);
        // "The next morning" counts from a date close before it; further on, days may have passed unsaid
        // ("on the second morning of it"), and the count lapses. A scene that opens on a count ("Three days later")
        // counts from the last day the narration told, in the scene or the chapter before.
        const base = now ?? (fresh && lastTold ? { ...lastTold, paragraph: toldIndex } : undefined);
        if (count.days !== 0) fresh = false;
        if (base && count.days !== 0)
          now =
            toldIndex - base.paragraph > 2
              ? undefined
              : {
                  days: base.days + count.days,
                  from: base.from,
                  paragraph: toldIndex,
                  counted: { words: count.words, line: s.line, paragraph: paragraphIndex, sentence: sentenceIndex },
                };
        else if (now && !memory && lang.timePasses.test(s.narration)) now = undefined;
        // A count is held to the day its own sentence or the next one of its paragraph tells.
        const counting =
          now?.counted &&
          now.counted.paragraph === paragraphIndex &&
          sentenceIndex - now.counted.sentence <= 1 &&
          !/^\s*["“]/.test(p.text)
            ? { ...now.counted, days: now.days, from: now.from }
            : undefined;
        if (!memory && !now && !/^\s*["“]/.test(p.text)) {
          if (calendar || count.days !== 0) weekCount(chapter, s, count, paragraphIndex, sentenceIndex);
          else if (weekNow && lang.timePasses.test(s.narration)) weekNow = undefined;
        } else if (now) weekNow = undefined;
        if (!memory) {
          deathToday(chapter, s, now?.days ?? lastTold?.days);
          afterDeathDated(chapter, s, now?.days);
        }
        if (!calendar) {
          if (now && !memory) seenAlive(s, now.days, chapter.file);
          continue;
        }
        if (p.kind === 'prose') deathDated(chapter, s);
        // A dated entry of a diary or a log ("*4 January 1959.* Wind N 9") is written on the day it names.
        const entry = /^\s*>?\s*[*_]/.test(p.text) && s === p.sentences[0] ? datesIn(s.text, lang)[0] : undefined;
        if (entry && entry.index <= 2) {
          const year = entry.year ?? yearOf(entry, latest, baseYear);
          if (year) {
            now = {
              days: dayCount(year, entry.month, entry.day),
              from: `${entry.day} ${monthName(lang, entry.month)} (${chapter.file}:${s.line})`,
              paragraph: toldIndex,
            };
            lastTold = { days: now.days, from: now.from };
            fresh = false;
          }
        }
        const weekdays = weekdaysIn(s.text, lang);
        // A weekday beside a date must be that date's weekday, wherever it is said; with no year, in the story's year.
        for (const date of datesIn(s.text, lang, true)) {
          const year = date.year ?? yearOf(date, memory ? undefined : latest, baseYear);
          const near = weekdayBeside(s.text, date, weekdays, lang);
          if (!year) {
            // No year anywhere: "Saturday the twelfth of May" and "Wednesday, the fifteenth of May" cannot both be.
            // Only the narration's own dates: a letter or a speech quoted may be of another year, or mistaken.
            if (!near || memory || !/\S/.test(s.narration.slice(date.index, date.index + date.length))) continue;
            const pair = { weekday: near.weekday, month: date.month, day: date.day, file: chapter.file, line: s.line };
            const before = yearlessAgree(yearless);
            if (before.length > 0 && yearlessAgree([...yearless, { ...pair, text: '' }]).length === 0) {
              const first = yearless[0] as (typeof yearless)[number];
              add(
                chapter,
                s,
                `${dayName(lang, near.weekday)} ${date.day} ${monthName(lang, date.month)} cannot fall in the same year as ${dayName(lang, first.weekday)} ${first.day} ${monthName(lang, first.month)} (${first.file}:${first.line})`,
                0.75,
                { file: first.file, line: first.line, evidence: first.text },
              );
            } else yearless.push({ ...pair, text: evidenceOf(s.text) });
            continue;
          }
          // A day of the frame, told again without its year ("Saturday the twenty-eighth of March" of 1998 in a story
          // of 1961): its weekday falls right in the narrator's present.
          const ofFrame =
            frame !== undefined && !date.year && near && weekdayOf(frame, date.month, date.day) === near.weekday;
          if (near && !ofFrame && !(frameChapter && !date.year)) misdated(chapter, s, near.weekday, date, year);
        }
        // timeline.ts: memory, dream and flashback may name any day; only the narrator's present is compared below.
        // A past perfect is over by the story's day: "had come on" a day after the one the chapter told is a slip (a
        // week or two on: a date months away is another year's, or the frame's).
        if (p.kind === 'prose' && here)
          for (const d of datesIn(s.narration, lang)) {
            if (!lang.pastPerfectOn.test(s.narration.slice(0, d.index))) continue;
            const year = d.year ?? yearOf(d, latest, baseYear);
            const days = year === undefined ? undefined : dayCount(year, d.month, d.day);
            if (days !== undefined && days > here.days + 1 && days - here.days <= 60)
              already.push({ days, s, told: here });
          }
        if (memory) continue;
        const said = assertedIn(s.narration, lang);
        /** A count and a date in one sentence: the date is held to the count below, the weekday not again. */
        const miscounted = counting !== undefined && datesIn(s.narration, lang, true).length > 0;
        if (bibleEntry) {
          const onDay = againstAll(bibleEntries, said.weekday, weekdayOfEntry);
          if (onDay && said.weekday !== undefined)
            add(
              chapter,
              s,
              `the narration says it is ${dayName(lang, said.weekday)}; the Timeline (${where(onDay)}) has this chapter on a ${dayName(lang, weekdayOfEntry(onDay) as number)}`,
              0.8,
              bibleSide(onDay),
            );
          const inSeason = againstAll(bibleEntries, said.season, seasonOf);
          if (inSeason && said.season)
            add(
              chapter,
              s,
              `the narration says it is ${said.season}; the Timeline (${where(inSeason)}) has this chapter in ${seasonOf(inSeason)}`,
              0.8,
              bibleSide(inSeason),
            );
          const onDayNumber = againstAll(bibleEntries, said.day, (e) => e.day);
          if (onDayNumber && said.day !== undefined)
            add(
              chapter,
              s,
              `the narration says it is day ${said.day}; the Timeline (${where(onDayNumber)}) has this chapter on day ${onDayNumber.day}`,
              0.75,
              bibleSide(onDayNumber),
            );
        }
        // "It was deep winter" in the scene that said "early spring" with its date, and no time passed.
        const season = seasonIn(s.narration, lang);
        if (said.season && now?.season && said.season !== now.season && !bibleEntry)
          add(
            chapter,
            s,
            `the narration says it is ${said.season}, but ${now.from} says ${now.season} and no time has passed`,
            0.7,
          );
        // "Two days later, on the Saturday": a weekday the count lands on, with no date beside it.
        const countedDay = lang.countedWeekday.exec(s.narration);
        if (counting && said.weekday === undefined && countedDay && !datesIn(s.narration, lang, true).length) {
          const weekday = lang.weekdays.indexOf((countedDay[1] as string).toLowerCase());
          const landed = (((counting.days + 4) % 7) + 7) % 7;
          if (weekday >= 0 && weekday !== landed && !lang.notNow.test(s.narration.replace(counting.words, '')))
            add(
              chapter,
              s,
              `"${counting.words}" counts from ${counting.from} to ${dayName(lang, landed)} ${dateOfDays(counting.days, lang)}, but the narration says ${dayName(lang, weekday)}`,
              0.7,
            );
        }
        // "It was Friday" after a date and "the next morning": the count must fall on that day (once: a date beside it
        // that the count missed was said above).
        if (said.weekday !== undefined && now && !bibleEntry && !miscounted) {
          const counted = (((now.days + 4) % 7) + 7) % 7;
          if (counted !== said.weekday)
            add(
              chapter,
              s,
              `the narration says it is ${dayName(lang, said.weekday)}, but counting from ${now.from} it is ${dayName(lang, counted)}`,
              0.7,
            );
        }
        // Dates of the narration's present: a date going back before one an earlier chapter reached.
        // An entry's heading date is the day it is written, whatever its first sentence says ("The last night of the year").
        const heading = diary && s === first && opening ? [opening] : undefined;
        // What makes a date no "now" ("had", "born", "until") is read in its own clause: the sentence up to the date
        // and on to the next comma. "…on Thursday 25 October, as though she had been away a year" is the present.
        const clauseOf = (d: { index: number; length: number }) => {
          const end = d.index + d.length;
          return s.narration.slice(0, end) + (s.narration.slice(end).split(/[,;:—–()]/)[0] ?? '');
        };
        // A line that leads into a paper quoted below it ("From the Gazette, Monday, 28 January 1957, Deaths:") dates
        // the paper, not the narration: a run of papers set down as kept need not be in the order of their days.
        const leadIn = s === p.sentences.at(-1) && /:\s*$/.test(s.text) && nextParagraph?.kind === 'quote';
        // "It is from the first of August" (a voicemail), "a card postmarked the 3rd": the date of a thing, not of now.
        const notNow = (d: { index: number; length: number }) =>
          lang.notNow.test(clauseOf(d)) ||
          lang.dateOfThing.test(s.narration.slice(0, d.index)) ||
          (presentChapter && toldInPast(s.narration, d, lang));
        const told = leadIn ? [] : (heading ?? datesIn(s.narration, lang, true).filter((d) => !d.alt && !notNow(d)));
        // "On the Monday, the nineteenth,": a day beside its weekday, in the month the story was last in or the next.
        const bare =
          heading || leadIn
            ? []
            : weekdayDaysIn(s.narration, lang).flatMap((d) => {
                if (
                  notNow(d) ||
                  !last ||
                  told.some((t) => t.index <= d.index + d.length && d.index < t.index + t.length)
                )
                  return [];
                const at = monthOfWeekday(d.day, d.weekday, last);
                if (at) return [{ ...d, year: at.year, month: at.month }];
                weekdayOff(chapter, s, d, last);
                // The weekday is wrong, the day of the month still dates the scene: "The funeral was on Sunday the
                // sixteenth" in a January whose 16th is a Saturday is at the 16th, in the month the story was last in
                // or the next, whichever is not before the day last told. A scene after it dated the 11th goes back.
                const month = [last, nextMonth(last)].find(
                  (c) =>
                    validDay(c.year, c.month, d.day) &&
                    (!lastTold || dayCount(c.year, c.month, d.day) >= lastTold.days),
                );
                return month ? [{ ...d, year: month.year, month: month.month }] : [];
              });
        for (const date of frameChapter ? [] : [...told, ...bare]) {
          const year = date.year ?? yearOf(date, latest, baseYear);
          if (year === undefined) continue;
          // A year stated before the story's own ("he drowned on the nineteenth of October 2002") is backstory told,
          // and so is a date after one in its sentence ("the *Oban Times* of 5th February 1953, about the gale of
          // Saturday 31st January").
          const stated = date.year ?? ('yearBeside' in date ? date.yearBeside : undefined);
          if (stated && (backstory || (baseYear && stated < baseYear))) continue;
          // A year stated long after the story's own ("It is Saturday, the twenty-first of March 1998" in a story of
          // 1961, told by the old man it happened to) is the narrator's present, the frame the story is told from:
          // not a day the story reached, nor the year its dates without one are in.
          if (date.year && baseYear && date.year - baseYear > FRAME_YEARS) {
            frame = date.year;
            continue;
          }
          const days = dayCount(year, date.month, date.day);
          if (heading) entryDays = days;
          else if (entryDays !== undefined && days <= entryDays) continue;
          // "Three days later, on Monday, October 14": the count from the day told before must land on it.
          if (counting && days !== counting.days) {
            add(
              chapter,
              s,
              `"${counting.words}" counts from ${counting.from} to ${dateOfDays(counting.days, lang)}, but the narration says ${date.day} ${monthName(lang, date.month)} ${year}`,
              0.7,
            );
            now = undefined;
          }
          /** The narration gone back before a day it had told (`how`: "reached", "told earlier in this chapter"). */
          const wentBack = (before: ToldDay, how: string, confidence: number) =>
            add(
              chapter,
              s,
              `the narration is at ${date.day} ${monthName(lang, date.month)} ${year}, before ${before.day} ${monthName(lang, before.month)} ${before.year} that ${before.file}:${before.line} ${how}, and is not marked as memory or flashback`,
              confidence,
              { file: before.file, line: before.line, evidence: before.evidence },
            );
          if (reached && days < reached.days - 1) wentBack(reached, 'reached', 0.7);
          // Within the chapter, a later paragraph dated before a day an earlier one told: a scene may not go back
          // unmarked ("On the Saturday, the twenty-fourth, …" and then "On the Monday, the nineteenth, … brought the
          // outboards back"). A date in the past perfect, or "before"/"since", is not the present (notNow above).
          else if (here && here.paragraph !== paragraphIndex && days < here.days)
            wentBack(here, 'told earlier in this chapter', 0.65);
          const point = {
            days,
            year,
            month: date.month,
            day: date.day,
            file: chapter.file,
            line: s.line,
            evidence: evidenceOf(s.text),
          };
          last = { year, month: date.month, file: point.file, line: point.line, evidence: point.evidence };
          if (!here || days >= here.days) here = { ...point, paragraph: paragraphIndex };
          now = {
            days,
            from: `${date.day} ${monthName(lang, date.month)} (${chapter.file}:${s.line})`,
            paragraph: toldIndex,
            ...(season ? { season } : {}),
          };
          if (!latest || days >= latest.days) latest = point;
          firstDay ??= { ...point, chapter };
          lastTold = { days, from: now.from };
          fresh = false;
        }
        if (now) seenAlive(s, now.days, chapter.file);
      }
    }
    // A run of papers in the order of their days ("**Sat 24 Jul, 14:20.**", "**Date:** Mon, 26 Jul 2004"), one of them
    // dated days before the paper before it and the one after it: it is out of its place, or misdated. One of months
    // before is an old paper quoted.
    papers.forEach((paper, i) => {
      const before = papers[i - 1];
      const after = papers[i + 1];
      if (!before || !after || after.days < before.days) return;
      if (paper.days >= before.days - 1 || before.days - paper.days > 31) return;
      add(
        chapter,
        { text: paper.text, narration: paper.text, line: paper.line },
        `this paper is dated ${dateOfDays(paper.days, lang)}, days before the one above it (${chapter.file}:${before.line}, ${dateOfDays(before.days, lang)}) and the one after it (${chapter.file}:${after.line}, ${dateOfDays(after.days, lang)})`,
        0.6,
        { file: chapter.file, line: before.line, evidence: before.text },
      );
    });
    for (const a of already)
      if (here && here.days < a.days - 1)
        add(
          chapter,
          a.s,
          `this tells as already over a day, ${dateOfDays(a.days, lang)}, after the chapter's own day, ${dateOfDays(a.told.days, lang)} (${a.told.file}:${a.told.line}), which the chapter does not go on to reach`,
          0.6,
          { file: a.told.file, line: a.told.line, evidence: a.told.evidence },
        );
  }
  // A funeral, a burial, an inquest dated before the death it follows; one naming no one follows the death told last
  // before it (or the book's one death), when it falls within a fortnight of it: one dated long before is another's.
  for (const e of afterDeaths) {
    const whose = e.owner ?? e.recent ?? (deaths.size === 1 ? [...deaths.keys()][0] : undefined);
    const death = whose ? deaths.get(whose) : undefined;
    if (!whose || !death || e.days >= death.days) continue;
    if (!e.owner && death.days - e.days > AFTER_DEATH_REACH) continue;
    add(
      e.chapter,
      e.s,
      `${whose.name}'s ${e.what} is dated ${dateOfDays(e.days, lang)} here, before the death ${death.file}:${death.line} tells on ${dateOfDays(death.days, lang)}`,
      e.owner ? 0.75 : 0.65,
      { file: death.file, line: death.line, evidence: death.evidence },
    );
  }
  return { findings, skipped };
}

/**
 * Whether a date in present-tense narration belongs to a verb in the past: the verb nearest before it in its clause
 * ("the shutter that Tomás fixed on the first of October hangs still"), or, when there is none or it tells no tense
 * ("where I put it on the sixth"), the first after it ("…and forgot it"). Such a date is a day already over, not the
 * narration's present. The clause runs between marks (a comma, a dash, a bracket): "On the ninth, we leave" is now.
 */
export function toldInPast(narration: string, d: { index: number; length: number }, lang: Language): boolean {
  const before = verbsIn(
    narration
      .slice(0, d.index)
      .split(/[,;:—–()]/)
      .at(-1) ?? '',
    lang,
  );
  const nearest = before.at(-1);
  if (nearest === 'past' || nearest === 'present') return nearest === 'past';
  // After the date only a verb that goes on from the one before ("and forgot it"): "in the burial ground" holds a
  // word that is a verb's past ("ground") and no verb.
  const after = verbsIn(narration.slice(d.index + d.length).split(/[,;:—–()]/)[0] ?? '', lang, true);
  return after.find((t) => t !== 'untold') === 'past';
}

/**
 * The verbs of a stretch of text in order, each with its tense after the word before it ("I put": untold); with
 * `joined`, only those right after the word that joins two verbs ("and").
 */
function verbsIn(text: string, lang: Language, joined = false): Array<'past' | 'present' | 'untold'> {
  const words = text.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  return words.flatMap((w, i) => {
    const before = words[i - 1] ?? '';
    if (joined && !lang.reading.coordinator.test(before)) return [];
    const subject = lang.subjects.get(before.toLowerCase()) ?? 'third-singular';
    const tense = tenseOf(w, subject, lang);
    if (tense) return [tense];
    if (tenseOf(w, 'third-singular', lang)) return ['untold' as const];
    // "that Tomás fixed", "where we posted it": a past the tables do not hold, right after a name or a pronoun.
    const lower = before.toLowerCase();
    const afterSubject = lang.subjects.has(lower) || (/^\p{Lu}/u.test(before) && !lang.stopWords.has(lower));
    return afterSubject && lang.regularPast.test(w) ? ['past' as const] : [];
  });
}
