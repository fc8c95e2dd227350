import type { Language } from './lang/index.js';
import type { Chapter } from './types.js';

/**
 * The year a statement of the narration stands in, for a book whose chapters are headed by the years they cross
 * ("# Chapter Two: 1966"; in it "Edith Cole died in the February of 1960… She was seventy-three."): an age said in
 * one year and another said fourteen years on are the same person grown older, not a slip.
 */

/** A year in a heading, alone: "Chapter Two: 1966", "1979", "Part One — 1952"; neither end of "1952–1966". */
const HEADING_YEAR = /(?<!\d\s*[-–—]\s*)\b((?:1[5-9]|20)\d\d)\b(?!\s*[-–—]\s*\d)/;

/** The years a stretch of narration names as the story's time ("in 1960", "the summer of 1952"), not a birth's. */
function yearsIn(narration: string, lang: Language, upTo: number): number[] {
  if (lang.reading.bornCue.test(narration)) return [];
  return [...narration.matchAll(lang.reading.storyYear)].map((m) => Number(m[1])).filter((y) => y <= upTo);
}

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
 * The year a statement stands in, in a chapter whose heading names its year (or in a book whose calendar tells the
 * story's year, `storyYear`): the last year its paragraph names before it (in an earlier sentence, or earlier in its
 * own) up to the chapter's ("Edith Cole died in the February of 1960… She was seventy-three." in a chapter of 1966;
 * "on the fourth of April, 1927 … Lucho was ten" in a story of 1936), else the chapter's. `raw` is the statement's
 * sentence as written, `said` its words there.
 */
export function yearAt(
  chapter: Chapter,
  line: number,
  raw: string,
  said: string,
  lang: Language,
  storyYear?: number,
): number | undefined {
  // A book whose headings name no years: the story's year, as its calendar tells it, stands for the chapter's.
  const own = chapterYear(chapter) ?? storyYear;
  if (own === undefined) return undefined;
  const p = chapter.paragraphs.find((x) => x.sentences.some((s) => s.line === line && s.text === raw));
  if (!p) return own;
  let year: number | undefined;
  for (const s of p.sentences) {
    if (s.line === line && s.text === raw) {
      const at = s.narration.indexOf(said);
      // Words said aloud are blanked in the narration: then the whole sentence's narration is before them.
      const before = at >= 0 ? s.narration.slice(0, at) : s.narration;
      return yearsIn(before, lang, own).at(-1) ?? year ?? own;
    }
    year = yearsIn(s.narration, lang, own).at(-1) ?? year;
  }
  return own;
}

/**
 * The latest year the narration of a statement's scene names up to it ("I left Harrow Creek … in June 1963" and then,
 * at the station, "her short grey hair"): the time the scene has come to. Memories and births are passed over (they
 * name other times); undefined when the scene names no year before the statement.
 */
export function sceneYearAt(chapter: Chapter, line: number, lang: Language): number | undefined {
  const at = chapter.paragraphs.findLast((p) => p.line <= line);
  if (!at) return undefined;
  let latest: number | undefined;
  for (const p of chapter.paragraphs) {
    if (p.line > line) break;
    if (p.scene !== at.scene || p.memory) continue;
    for (const s of p.sentences) {
      if (s.line > line) break;
      for (const y of yearsIn(s.narration, lang, Number.POSITIVE_INFINITY)) latest = Math.max(latest ?? y, y);
    }
  }
  return latest;
}

/**
 * The year a sentence names before an age at a death ("Nils Anderson died in March 1941, …, at sixty-seven"): that
 * death's year, whatever year the story is in; undefined when the sentence names none before the age.
 */
export function deathYearAt(raw: string, said: string, lang: Language): number | undefined {
  const at = raw.indexOf(said);
  return yearsIn(at >= 0 ? raw.slice(0, at) : raw, lang, Number.POSITIVE_INFINITY).at(-1);
}
