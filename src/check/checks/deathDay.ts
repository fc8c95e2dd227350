import { datesIn, dayCount, dayText } from '../dates.js';
import type { DeathFact } from '../facts.js';
import type { Language } from '../lang/index.js';
import type { Chapter, Character, Manuscript } from '../types.js';
import { storyYear, toldInNarration } from './storyCalendar.js';

/**
 * A death the bible dates and does not place ("Died: Sun 11 Oct 1936", "DIES Tuesday 04 MAY 2004"), placed by the
 * text's own calendar: in the last chapter that opens on a day not after it (or tells no day, after one that does),
 * or before the story when the first chapter opens after it. A book that tells no days (or no year to read them
 * in) places none.
 */

/** Years from the story's own beyond which a date told is a backstory's ("on the fourth of April, 1927"). */
const STORY_SPAN = 1;

/** The first day a chapter's narration tells, as a day count; undefined for a chapter that tells none. */
function firstToldDay(chapter: Chapter, year: number, lang: Language): number | undefined {
  for (const p of chapter.paragraphs) {
    if (p.kind !== 'prose' || p.memory) continue;
    for (const s of p.sentences)
      for (const d of datesIn(s.text, lang)) {
        // A date inside a quotation is no day of the narration's.
        if (!toldInNarration(s, d)) continue;
        const y = d.year ?? year;
        if (Math.abs(y - year) > STORY_SPAN) continue;
        return dayCount(y, d.month, d.day);
      }
  }
  return undefined;
}

/** The chapter (reading order) a dated death falls in, -1 before the story; undefined when the text cannot place it. */
export function chapterOfDeathDay(
  m: Manuscript,
  lang: Language,
  day: { day: number; month: number; year?: number },
): number | undefined {
  const year = storyYear(m, lang);
  if (year === undefined) return undefined;
  const death = dayCount(day.year ?? year, day.month, day.day);
  // The latest chapter the death may fall in: a chapter that tells no day may still hold it, so the death is
  // placed as late as the next chapter that opens on a later day allows (a slip is read only after it).
  let placed: number | undefined;
  for (const chapter of m.chapters) {
    const first = firstToldDay(chapter, year, lang);
    if (first === undefined) {
      if (placed !== undefined) placed = chapter.index;
      continue;
    }
    if (first > death) return placed ?? chapter.index - 1;
    placed = chapter.index;
  }
  return placed;
}

/** The death a bible's date gives a character, placed in the text's chapters; undefined when it cannot be. */
export function datedDeath(m: Manuscript, lang: Language, character: Character): DeathFact | undefined {
  const on = character.diesOn;
  if (!on || character.diesIn) return undefined;
  const chapter = chapterOfDeathDay(m, lang, on.value);
  if (chapter === undefined) return undefined;
  const where = chapter < 0 ? 'before the story opens' : `in chapter ${m.chapters[chapter]?.number}`;
  return {
    chapter,
    at: { file: 'bible.md', line: on.line, source: 'bible', text: `dies on ${dayText(on.value, lang)}, ${where}` },
    how: 'dies',
  };
}
