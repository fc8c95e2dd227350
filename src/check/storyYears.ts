import { chapterOwnYear, chapterYear } from './chapterYears.js';
import { toldInNarration, weekdayBeside } from './checks/storyCalendar.js';
import { datesIn, weekdayOf, weekdaysIn } from './dates.js';
import type { Language } from './lang/index.js';
import type { Chapter } from './types.js';

export { chapterOwnYear, chapterYear, flashbackChapters } from './chapterYears.js';

/**
 * The year a statement of the narration stands in, for a book whose chapters are headed by the years they cross
 * ("# Chapter Two: 1966"; in it "Edith Cole died in the February of 1960… She was seventy-three."): an age said in
 * one year and another said fourteen years on are the same person grown older, not a slip.
 */

/** The years a stretch of narration names as the story's time ("in 1960", "the summer of 1952"), not a birth's. */
function yearsIn(narration: string, lang: Language, upTo: number): number[] {
  if (lang.reading.bornCue.test(narration)) return [];
  return [...narration.matchAll(lang.reading.storyYear)].map((m) => Number(m[1])).filter((y) => y <= upTo);
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
    // "…a tooth broken, which his sister said a gatepost had done in 1912. His sister was May, who was seventeen":
    // a year in an aside dates the aside alone; the next sentence goes on in the paragraph's time.
    year = yearsIn(s.narration.replace(lang.reading.yearAside, ''), lang, own).at(-1) ?? year;
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

/** Years apart beyond which two runs of chapters are two times of the story, not one story crossing a new year. */
const STRAND_GAP_YEARS = 10;
/** Years a strand's own named years may spread over and still be one time (a winter crossing into the next year). */
const STRAND_SPREAD_YEARS = 3;

/**
 * The strand each chapter is told in, as the first year of its time, for a book told in two times decades apart
 * (1926 and 1976 in alternate chapters): a careful reader keeps a clock for each, and a chapter of the later time is
 * not the earlier one going back. A chapter is in the time whose years it names (chapterOwnYear); one naming none, in
 * the time whose years its weekdays beside its dates fall right in (and not the other's); else in the time of the
 * chapters it alternates with, when the chapters that name their years alternate so (all of one time odd, all of the
 * other even). Each time must be named by two chapters at least. Undefined for every chapter of a
 * book told in one time, or whose two times do not keep to such an order: one backstory date, or one old paper
 * quoted, in one chapter makes no second strand.
 */
export function chapterStrands(chapters: readonly Chapter[], lang: Language): Array<number | undefined> {
  const none = chapters.map(() => undefined);
  const known = chapters.map((c) => chapterOwnYear(c, lang));
  const years = [...new Set(known.filter((y) => y !== undefined))].sort((a, b) => a - b);
  // The times: years that lie close together are one.
  const times: number[][] = [];
  for (const y of years) {
    const last = times.at(-1);
    if (last && y - (last[0] as number) <= STRAND_SPREAD_YEARS) last.push(y);
    else times.push([y]);
  }
  if (times.length !== 2) return none;
  const [early, late] = times as [number[], number[]];
  if ((late[0] as number) - (early.at(-1) as number) < STRAND_GAP_YEARS) return none;
  // Each time named by two chapters at least: one chapter naming another year may be quoting a paper of it.
  const chaptersOf = (time: number[]) => known.flatMap((y, i) => (y !== undefined && time.includes(y) ? [i] : []));
  if (chaptersOf(early).length < 2 || chaptersOf(late).length < 2) return none;
  const timeOf = (y: number | undefined) =>
    y === undefined ? undefined : early.includes(y) ? (early[0] as number) : (late[0] as number);
  // A chapter naming no year whose weekdays beside its dates fall right in one time's years and not the other's is in
  // that time ("On the Friday, the fifteenth of June": 1951, not 1989).
  const strands = known.map((y, i) => timeOf(y) ?? timeByWeekdays(chapters[i] as Chapter, early, late, lang));
  if (strands.every((s) => s !== undefined)) return strands;
  // The chapters of each time all of one parity, and the other time's of the other.
  const parities = [early, late].map((time) => {
    const at = chaptersOf(time).map((i) => i % 2);
    return at.every((p) => p === at[0]) ? at[0] : undefined;
  });
  if (parities[0] === undefined || parities[1] === undefined || parities[0] === parities[1]) return none;
  return strands.map((s, i) => s ?? (i % 2 === parities[0] ? (early[0] as number) : (late[0] as number)));
}

/**
 * The time (the first year of `early` or of `late`) in whose years every weekday the chapter's narration says beside a
 * date without a year falls right, when that is one time and not the other (a time's last year and the next count, as
 * a story runs on into January); undefined when the chapter says none, or they fit both or neither.
 */
function timeByWeekdays(chapter: Chapter, early: number[], late: number[], lang: Language): number | undefined {
  const pairs: Array<{ weekday: number; month: number; day: number }> = [];
  for (const p of chapter.paragraphs) {
    // Stryker disable next-line ConditionalExpression: a heading has no sentences and a quotation's memoryFrom is 0, so the
    // memoryFrom guard below skips every sentence of either
    if (p.kind !== 'prose') continue;
    p.sentences.forEach((s, i) => {
      if (i >= p.memoryFrom) return;
      const weekdays = weekdaysIn(s.text, lang);
      for (const d of datesIn(s.text, lang)) {
        const near = d.year || !toldInNarration(s, d) ? undefined : weekdayBeside(s.text, d, weekdays, lang);
        if (near) pairs.push({ weekday: near.weekday, month: d.month, day: d.day });
      }
    });
  }
  if (pairs.length === 0) return undefined;
  const fits = (time: number[]) => {
    const years = [...time, (time.at(-1) as number) + 1];
    return pairs.every((x) => years.some((y) => weekdayOf(y, x.month, x.day) === x.weekday));
  };
  const [inEarly, inLate] = [fits(early), fits(late)];
  if (inEarly === inLate) return undefined;
  return inEarly ? (early[0] as number) : (late[0] as number);
}
