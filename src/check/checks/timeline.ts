import { calendarHint, datesIn, seasonOfMonth, weekdayOf, weekdaysIn } from '../dates.js';
import type { Language } from '../lang/en.js';
import { evidenceOf } from '../text.js';
import type { Chapter, Finding, Manuscript, Sentence, Skipped, TimelineEntry } from '../types.js';

/**
 * Timeline: a weekday that does not fall on the date beside it, and the
 * narration's "It was Sunday", "It was late autumn", "on the third day" or
 * a calendar date against the bible's Timeline for that chapter and against
 * the dates earlier chapters reached. Dialogue, memory and flashback may name
 * any day; only the narrator saying what day it is now is compared.
 */

const cap = (w: string) => `${w[0]?.toUpperCase()}${w.slice(1)}`;

/** Day of the year, for ordering dates within a year (leap years do not matter for order). */
const dayOfYear = (d: { day: number; month: number }) => d.month * 31 + d.day;

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
      weekday: new RegExp(
        `\\b(?:[Ii]t was|[Ii]t is|[Tt]oday (?:was|is)|[Tt]his was)\\s+(?:a\\s+|another\\s+)?(${days})\\b`,
      ),
      season: /\b[Ii]t (?:was|is)(?: now)?\s+(?:early |late |high |deep |mid-?)?(spring|summer|autumn|fall|winter)\b/,
      day: new RegExp(
        `\\b(?:[Ii]t was|[Oo]n|[Bb]y) the (${ordinal}|\\d{1,3}(?:st|nd|rd|th)) day\\b|\\b[Dd]ay (\\d{1,3})\\b`,
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

export function checkTimeline(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const findings: Finding[] = [];
  const skipped: Skipped[] =
    m.bible.timeline.length === 0
      ? [{ check: 'timeline (against the bible)', reason: 'the bible has no Timeline with chapter numbers' }]
      : [];
  let latest: { date: { day: number; month: number; year?: number }; file: string; line: number } | undefined;
  const add = (chapter: Chapter, s: Sentence, message: string, confidence: number) =>
    findings.push({
      file: chapter.file,
      line: s.line,
      category: 'timeline',
      message,
      evidence: evidenceOf(s.text),
      confidence,
    });
  const hint = calendarHint(lang);
  for (const chapter of m.chapters) {
    // Dates are held to what earlier chapters reached; a chapter may move about within itself.
    const reached = latest;
    const entry = entryFor(m, chapter);
    const where = entry ? `bible.md:${entry.line}` : '';
    for (const p of chapter.paragraphs) {
      if (p.kind !== 'prose') continue;
      for (const s of p.sentences) {
        // Most sentences name no day at all: look closer only at those with a digit, a day or a month name.
        if (!hint.test(s.text)) continue;
        // A weekday beside a full date must be that date's weekday, wherever it is said.
        for (const date of datesIn(s.text, lang)) {
          if (!date.year) continue;
          const near = weekdaysIn(s.text, lang).find((w) => Math.abs(w.index - date.index) <= 12);
          const actual = weekdayOf(date.year, date.month, date.day);
          if (near && near.weekday !== actual)
            add(
              chapter,
              s,
              `${cap(lang.weekdays[near.weekday] as string)} is not the weekday of ${date.day} ${cap(lang.months[date.month - 1] as string)} ${date.year}, a ${cap(lang.weekdays[actual] as string)}`,
              0.95,
            );
        }
        if (p.memory) continue;
        const said = assertedIn(s.narration, lang);
        if (entry) {
          const weekday = weekdayOfEntry(entry);
          if (said.weekday !== undefined && weekday !== undefined && said.weekday !== weekday)
            add(
              chapter,
              s,
              `the narration says it is ${cap(lang.weekdays[said.weekday] as string)}; the Timeline (${where}) has this chapter on a ${cap(lang.weekdays[weekday] as string)}`,
              0.8,
            );
          const season = seasonOf(entry);
          if (said.season && season && said.season !== season)
            add(
              chapter,
              s,
              `the narration says it is ${said.season}; the Timeline (${where}) has this chapter in ${season}`,
              0.8,
            );
          if (said.day !== undefined && entry.day !== undefined && said.day !== entry.day)
            add(
              chapter,
              s,
              `the narration says it is day ${said.day}; the Timeline (${where}) has this chapter on day ${entry.day}`,
              0.75,
            );
        }
        // A date stated in narration that goes back before one an earlier chapter reached, in the same year.
        for (const date of datesIn(s.narration, lang)) {
          if (
            reached &&
            (date.year ?? reached.date.year) === (reached.date.year ?? date.year) &&
            dayOfYear(date) < dayOfYear(reached.date) - 1
          )
            add(
              chapter,
              s,
              `the narration is at ${date.day} ${cap(lang.months[date.month - 1] as string)}, before ${reached.date.day} ${cap(lang.months[reached.date.month - 1] as string)} that ${reached.file}:${reached.line} reached, and is not marked as memory or flashback`,
              0.65,
            );
          if (
            !latest ||
            dayOfYear(date) >= dayOfYear(latest.date) ||
            (date.year && latest.date.year && date.year > latest.date.year)
          )
            latest = { date, file: chapter.file, line: s.line };
        }
      }
    }
  }
  return { findings, skipped };
}
