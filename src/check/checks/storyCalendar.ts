import { flashbackChapters } from '../chapterYears.js';
import { calendarHint, datesIn, dayCount, weekdayOf, weekdaysIn } from '../dates.js';
import type { Language } from '../lang/index.js';
import type { Manuscript, Sentence } from '../types.js';

/**
 * The story's calendar: its year, from the dates and weekdays the text tells, and the weekday told beside a date.
 * Its own file so that the checks that age people (attributes) and place a bible's dated death read it without
 * reading the timeline check.
 */

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

type Calendar = { year: number | undefined; backstory: boolean };

/** Each manuscript's calendar, read once: the timeline, the ages and the bible's dated deaths all ask for it. */
const calendars = new WeakMap<Manuscript, { lang: Language; calendar: Calendar }>();

/** Whether a date stands in the sentence's narration (not inside what someone says). */
export function toldInNarration(s: Sentence, d: { index: number; length: number }): boolean {
  return /\S/.test(s.narration.slice(d.index, d.index + d.length));
}

/** The story's year, and whether the years the text states were all set aside as the backstory's (see storyYear). */
export function storyCalendar(m: Manuscript, lang: Language): Calendar {
  const known = calendars.get(m);
  if (known?.lang === lang) return known.calendar;
  const calendar = readCalendar(m, lang);
  calendars.set(m, { lang, calendar });
  return calendar;
}

function readCalendar(m: Manuscript, lang: Language): Calendar {
  const hint = calendarHint(lang);
  /** Years stated beside a date: 0 the narration's, 1 a quotation's or a document's, 2 a memory's. */
  const stated: Array<{ year: number; rank: number }> = [];
  const pairs: Array<{ weekday: number; month: number; day: number }> = [];
  // A flashback under a heading that dates it ("# March 1952" in a story of 1953–54) is of another year than the story's.
  const flashbacks = flashbackChapters(m.chapters, lang);
  for (const chapter of m.chapters) {
    if (flashbacks.has(chapter.index)) continue;
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      for (const s of p.sentences) {
        // Stryker disable next-line ConditionalExpression: a look-ahead only; every date read has a figure or a month's name
        if (!hint.test(s.text)) continue;
        const weekdays = weekdaysIn(s.text, lang);
        for (const d of datesIn(s.text, lang, true)) {
          const told = p.kind === 'prose' && toldInNarration(s, d);
          if (d.year) stated.push({ year: d.year, rank: p.memory ? 2 : told ? 0 : 1 });
          else if (told && !p.memory) {
            const near = weekdayBeside(s.text, d, weekdays, lang);
            if (near) pairs.push({ weekday: near.weekday, month: d.month, day: d.day });
          }
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

/** The weekday said beside a date: before it ("Thursday, the 3rd of October", "Thurs 3 Oct") or after it ("the 3rd of October, a Thursday"). */
export function weekdayBeside(
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
