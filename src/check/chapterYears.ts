import { datesIn } from './dates.js';
import type { Language } from './lang/index.js';
import type { Chapter } from './types.js';

/**
 * The year a chapter is told in, as its heading or its own dates name it, and the chapters that are flashbacks: read
 * by the story's calendar (storyCalendar.ts) and by the years of a story (storyYears.ts), so kept apart from both.
 */

/** A year in a heading, alone: "Chapter Two: 1966", "1979", "Part One — 1952"; neither end of "1952–1966". */
const HEADING_YEAR = /(?<!\d\s*[-–—]\s*)\b((?:1[5-9]|20)\d\d)\b(?!\s*[-–—]\s*\d)/;

/**
 * The chapter's own year, when its heading names one ("# Chapter Two: 1966"); undefined for a heading without one
 * (most books: then ages are compared as they stand). A year in the narration is not enough: a backstory's year
 * ("she had been on nights since 1938") is told there as plainly as the story's own.
 */
export function chapterYear(chapter: Chapter): number | undefined {
  const heading = chapter.paragraphs.find((p) => p.kind === 'heading');
  const y = heading ? HEADING_YEAR.exec(heading.text) : null;
  return y ? Number(y[1]) : undefined;
}

/**
 * The year a chapter names as its own: its heading's, else the latest year written beside a whole date of its present
 * ("It was Thursday, the nineteenth of August 1926", a letter it quotes headed "Monday 14 June 1976"). A date the
 * sentence tells of another time (notNow: "she had been born … on Tuesday 2 February 1904", "who had died … on
 * Tuesday 11 March 1969", "would be") is not the chapter's; nor a year alone ("the summer of 1926" is as often
 * remembered).
 */
export function chapterOwnYear(chapter: Chapter, lang: Language): number | undefined {
  const heading = chapterYear(chapter);
  if (heading !== undefined) return heading;
  let latest: number | undefined;
  for (const p of chapter.paragraphs) {
    if (p.kind === 'heading') continue;
    for (const s of p.sentences)
      for (const d of datesIn(s.text, lang)) {
        if (!d.year) continue;
        const end = d.index + d.length;
        // The sentence up to the date and its clause after: "She had been born …, on Tuesday 2 February 1904".
        const clause = s.text.slice(0, end) + (s.text.slice(end).split(/[,;:—–()]/)[0] ?? '');
        if (lang.notNow.test(clause)) continue;
        latest = Math.max(latest ?? d.year, d.year);
      }
  }
  return latest;
}

/**
 * The chapters told as flashbacks under a heading that dates them ("# March 1952" and "# July 1947" in a story of
 * 1953–54): a chapter whose heading names a year before the one the story's own chapters have reached, when a later
 * chapter comes back to that year or after. A careful reader takes such a chapter as told in its heading's time, not
 * as the story going back, and its days as no day the story has reached. A book whose chapters never come back (a
 * frame of 1998, then the story of 1961 to its end) has none: its years are read as before.
 */
export function flashbackChapters(chapters: readonly Chapter[], lang: Language): Set<number> {
  const own = chapters.map((c) => chapterOwnYear(c, lang));
  const out = new Set<number>();
  let reached: number | undefined;
  chapters.forEach((c, i) => {
    const heading = chapterYear(c);
    const back = reached;
    if (
      heading !== undefined &&
      back !== undefined &&
      heading < back &&
      own.slice(i + 1).some((y) => y !== undefined && y >= back)
    ) {
      out.add(i);
      return;
    }
    const y = own[i];
    if (y !== undefined) reached = Math.max(reached ?? y, y);
  });
  return out;
}
