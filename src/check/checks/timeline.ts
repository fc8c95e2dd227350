import { mentions } from '../cast.js';
import {
  calendarHint,
  datesIn,
  dayCount,
  monthOfWeekday,
  seasonIn,
  seasonOfMonth,
  weekdayDaysIn,
  weekdayOf,
  weekdaysIn,
} from '../dates.js';
import { documentParagraphs, readFacts } from '../facts.js';
import type { Language } from '../lang/index.js';
import { evidenceOf } from '../text.js';
import type { Chapter, Character, Finding, Manuscript, Sentence, Skipped, TimelineEntry } from '../types.js';
import { isActionVerb } from '../verbs.js';

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

function entryFor(m: Manuscript, chapter: Chapter): TimelineEntry | undefined {
  return m.bible.timeline.find(
    (e) => e.chapter === chapter.number && (e.weekday !== undefined || e.date || e.season || e.day),
  );
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
  return lang.weekUnit.test(later[2] as string) ? n * 7 : n;
}

/**
 * The story's year, from the best evidence the text gives: the year in which
 * the weekdays the narration names beside year-less dates fall right ("Tuesday
 * the sixteenth of March"), when a year stated anywhere (a dated letter or an
 * email's header as well as the narration) is one of those; else a year the
 * narration states, then one a quotation states, then one a memory states (a
 * death remembered is seldom the year the story is told in); else the bible's.
 * None when the weekdays agree on a year that no stated year is: the backstory's
 * dates are not the story's, and the year-less pairs are then held to each other.
 */
export function storyYear(m: Manuscript, lang: Language): number | undefined {
  return storyCalendar(m, lang).year;
}

/** The story's year, and whether the years the text states were all set aside as the backstory's (see storyYear). */
function storyCalendar(m: Manuscript, lang: Language): { year: number | undefined; backstory: boolean } {
  const hint = calendarHint(lang);
  /** Years stated beside a date: 0 the narration's, 1 a quotation's or a document's, 2 a memory's. */
  const stated: Array<{ year: number; rank: number }> = [];
  const pairs: Array<{ weekday: number; month: number; day: number }> = [];
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      for (const s of p.sentences) {
        if (!hint.test(s.text)) continue;
        const weekdays = weekdaysIn(s.text, lang);
        for (const d of datesIn(s.text, lang)) {
          const told = p.kind === 'prose' && /\S/.test(s.narration.slice(d.index, d.index + d.length));
          if (d.year) stated.push({ year: d.year, rank: p.memory ? 2 : told ? 0 : 1 });
          else if (told && !p.memory) {
            const near = weekdayBeside(s.text, d, weekdays, lang);
            if (near) pairs.push({ weekday: near.weekday, month: d.month, day: d.day });
          }
        }
      }
    }
  if (stated.length > 0) {
    const ranked = [...stated].sort((a, b) => a.rank - b.rank);
    if (pairs.length === 0) return { year: ranked[0]?.year, backstory: false };
    const agreeing = (year: number) => yearlessFit(pairs, year);
    let cycleBest = 0;
    for (let start = 2001; start <= 2028; start++) cycleBest = Math.max(cycleBest, agreeing(start));
    const best = ranked.reduce((a, b) => (agreeing(b.year) > agreeing(a.year) ? b : a));
    if (agreeing(best.year) === cycleBest || cycleBest < 2) return { year: best.year, backstory: false };
    return { year: undefined, backstory: true };
  }
  for (const e of m.bible.timeline) if (e.date?.year) return { year: e.date.year, backstory: false };
  for (const e of m.bible.timeline) {
    const year = /\b(1[0-9]{3}|20[0-9]{2})\b/.exec(e.text);
    if (year) return { year: Number(year[1]), backstory: false };
  }
  return { year: undefined, backstory: false };
}

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
 * The year of a date the text gives without one: the year the narration has
 * reached, or the next when the date would fall more than half a year before
 * it (a diary or a log that runs from December into January has moved on a
 * year, not back eleven months); before any, the story's year.
 */
export function yearOf(
  date: { day: number; month: number },
  latest: { days: number; year: number } | undefined,
  baseYear: number | undefined,
): number | undefined {
  if (!latest) return baseYear;
  return dayCount(latest.year, date.month, date.day) < latest.days - 183 ? latest.year + 1 : latest.year;
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
  /** The month the narration last told a date in: where a weekday's day with no month falls. */
  let last: { year: number; month: number } | undefined;
  for (const chapter of m.chapters) {
    // Dates are held to what earlier chapters reached; a chapter may move about within itself.
    const reached = latest;
    const bibleEntry = entryFor(m, chapter);
    const where = bibleEntry ? `bible.md:${bibleEntry.line}` : '';
    const bibleSide = bibleEntry ? { file: 'bible.md', line: bibleEntry.line, evidence: bibleEntry.text } : undefined;
    /** The narration's present as counted within the chapter: a stated date, then "the next morning"… */
    let now: { days: number; from: string; paragraph: number; season?: string } | undefined;
    /** The latest narration date this chapter has told so far, and in which paragraph. */
    let here: (ToldDay & { paragraph: number }) | undefined;
    let paragraphIndex = -1;
    /** Paragraphs told, not spoken: a talk ("'She used to say,' he says") passes no day, so "the next morning" after
     * it still counts from the date before. */
    let toldIndex = -1;
    let scene = -1;
    // An e-mail's "Sent: Wednesday, October 9, 2019", a letter's date: a document's day, not the narration's.
    const documents = documentParagraphs(chapter.paragraphs, lang);
    for (const p of chapter.paragraphs) {
      paragraphIndex++;
      if (!/^\s*["“]/.test(p.text)) toldIndex++;
      // A count holds within its scene while nothing says time has passed: days pass unsaid between scenes.
      if (p.scene !== scene) {
        scene = p.scene;
        now = undefined;
      }
      // A block quote opening on a weekday and a date in italics ("> *Thursday 12 November 1908.* Will came…") is the
      // narrator's diary entry, written on the day it names: its dates are the narration's, not a quotation's. A
      // letter's heading names a place ("*Ipswich, 3 October 1891.*") and stays a quotation.
      const first = p.sentences[0];
      const opening = first ? datesIn(first.text, lang)[0] : undefined;
      const diary =
        first !== undefined &&
        opening !== undefined &&
        /^[\s>]*[*_]\s*\p{L}+,?\s+$/u.test(first.text.slice(0, opening.index)) &&
        weekdaysIn(first.text.slice(0, opening.index), lang).length === 1;
      if (p.kind !== 'prose' && !diary) continue;
      const memory = (p.memory || documents.has(p)) && !diary;
      for (const s of p.sentences) {
        // Most sentences name no day at all: look closer only at those with a digit, a day or a month name.
        const calendar = hint.test(s.text);
        const forward = memory ? 0 : daysForward(s.narration, lang);
        // "The next morning" counts from a date close before it; further on, days may have passed unsaid
        // ("on the second morning of it"), and the count lapses.
        if (now && forward > 0)
          now =
            toldIndex - now.paragraph > 2
              ? undefined
              : { days: now.days + forward, from: now.from, paragraph: toldIndex };
        else if (now && !memory && lang.timePasses.test(s.narration)) now = undefined;
        if (!calendar) {
          if (now && !memory) seenAlive(s, now.days, chapter.file);
          continue;
        }
        if (p.kind === 'prose') deathDated(chapter, s);
        // A dated entry of a diary or a log ("*4 January 1959.* Wind N 9") is written on the day it names.
        const entry = /^\s*>?\s*[*_]/.test(p.text) && s === p.sentences[0] ? datesIn(s.text, lang)[0] : undefined;
        if (entry && entry.index <= 2) {
          const year = entry.year ?? yearOf(entry, latest, baseYear);
          if (year)
            now = {
              days: dayCount(year, entry.month, entry.day),
              from: `${entry.day} ${monthName(lang, entry.month)} (${chapter.file}:${s.line})`,
              paragraph: toldIndex,
            };
        }
        const weekdays = weekdaysIn(s.text, lang);
        // A weekday beside a date must be that date's weekday, wherever it is said; with no year, in the story's year.
        for (const date of datesIn(s.text, lang)) {
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
          const actual = weekdayOf(year, date.month, date.day);
          if (near && near.weekday !== actual)
            add(
              chapter,
              s,
              date.year
                ? `${dayName(lang, near.weekday)} is not the weekday of ${date.day} ${monthName(lang, date.month)} ${date.year}, a ${dayName(lang, actual)}`
                : `${dayName(lang, near.weekday)} is not the weekday of ${date.day} ${monthName(lang, date.month)} in the story's year (${year}), a ${dayName(lang, actual)}`,
              date.year ? 0.95 : 0.8,
            );
        }
        // timeline.ts: memory, dream and flashback may name any day; only the narrator's present is compared below.
        if (memory) continue;
        const said = assertedIn(s.narration, lang);
        if (bibleEntry) {
          const weekday = weekdayOfEntry(bibleEntry);
          if (said.weekday !== undefined && weekday !== undefined && said.weekday !== weekday)
            add(
              chapter,
              s,
              `the narration says it is ${dayName(lang, said.weekday)}; the Timeline (${where}) has this chapter on a ${dayName(lang, weekday)}`,
              0.8,
              bibleSide,
            );
          const season = seasonOf(bibleEntry);
          if (said.season && season && said.season !== season)
            add(
              chapter,
              s,
              `the narration says it is ${said.season}; the Timeline (${where}) has this chapter in ${season}`,
              0.8,
              bibleSide,
            );
          if (said.day !== undefined && bibleEntry.day !== undefined && said.day !== bibleEntry.day)
            add(
              chapter,
              s,
              `the narration says it is day ${said.day}; the Timeline (${where}) has this chapter on day ${bibleEntry.day}`,
              0.75,
              bibleSide,
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
        // "It was Friday" after a date and "the next morning": the count must fall on that day.
        if (said.weekday !== undefined && now && !bibleEntry) {
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
        const told = heading ?? datesIn(s.narration, lang).filter((d) => !lang.notNow.test(clauseOf(d)));
        // "On the Monday, the nineteenth,": a day beside its weekday, in the month the story was last in or the next.
        const bare = heading
          ? []
          : weekdayDaysIn(s.narration, lang).flatMap((d) => {
              if (
                lang.notNow.test(clauseOf(d)) ||
                !last ||
                told.some((t) => t.index <= d.index + d.length && d.index < t.index + t.length)
              )
                return [];
              const at = monthOfWeekday(d.day, d.weekday, last);
              return at ? [{ ...d, ...at }] : [];
            });
        for (const date of [...told, ...bare]) {
          const year = date.year ?? yearOf(date, latest, baseYear);
          if (year === undefined) continue;
          // A year stated before the story's own ("he drowned on the nineteenth of October 2002") is backstory told.
          if (date.year && (backstory || (baseYear && date.year < baseYear))) continue;
          const days = dayCount(year, date.month, date.day);
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
          last = { year, month: date.month };
          const point = {
            days,
            year,
            month: date.month,
            day: date.day,
            file: chapter.file,
            line: s.line,
            evidence: evidenceOf(s.text),
          };
          if (!here || days >= here.days) here = { ...point, paragraph: paragraphIndex };
          now = {
            days,
            from: `${date.day} ${monthName(lang, date.month)} (${chapter.file}:${s.line})`,
            paragraph: toldIndex,
            ...(season ? { season } : {}),
          };
          if (!latest || days >= latest.days) latest = point;
        }
        if (now) seenAlive(s, now.days, chapter.file);
      }
    }
  }
  return { findings, skipped };
}

/** The weekday said beside a date: before it ("Thursday, the 3rd of October", "Thurs 3 Oct") or after it ("the 3rd of October, a Thursday"). */
function weekdayBeside(
  text: string,
  date: { index: number; length: number },
  weekdays: ReadonlyArray<{ weekday: number; index: number; length: number }>,
  lang: Language,
): { weekday: number; index: number; length: number } | undefined {
  const end = date.index + date.length;
  return weekdays.find(
    (w) =>
      (w.index < date.index && lang.weekdayToDate.test(text.slice(w.index + w.length, date.index))) ||
      (w.index >= end && lang.dateToWeekday.test(text.slice(end, w.index))),
  );
}

/** How many weekdays beside year-less dates fall right when the first is in `year` (later ones roll into the next). */
export function yearlessFit(
  pairs: ReadonlyArray<{ weekday: number; month: number; day: number }>,
  year: number,
): number {
  let y = year;
  let last: number | undefined;
  let fit = 0;
  for (const p of pairs) {
    if (last !== undefined && dayCount(y, p.month, p.day) < last - 183) y++;
    last = dayCount(y, p.month, p.day);
    if (weekdayOf(y, p.month, p.day) === p.weekday) fit++;
  }
  return fit;
}

/**
 * The years (one whole cycle of the calendar, 2001–2028, stands for all) in
 * which every weekday beside a year-less date agrees with its date, the dates
 * read in order (one more than half a year before the last has moved on a year).
 */
export function yearlessAgree(pairs: ReadonlyArray<{ weekday: number; month: number; day: number }>): number[] {
  const out: number[] = [];
  for (let start = 2001; start <= 2028; start++) if (yearlessFit(pairs, start) === pairs.length) out.push(start);
  return out;
}
