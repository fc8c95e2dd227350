import { chapterYear } from '../chapterYears.js';
import { datesIn, dayCount, dayText } from '../dates.js';
import type { DeathFact } from '../facts.js';
import type { Language } from '../lang/index.js';
import { chapterStrands } from '../storyYears.js';
import { evidenceOf, paragraphAtLine } from '../text.js';
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

/**
 * The first day a chapter tells, as a day count; undefined for a chapter that tells none. A heading that dates the
 * chapter whole ("# Saturday, 4 April 1908") sets its day, whatever its narration recalls before the day is told ("Tom
 * had tried to cross it on the sixteenth of October": a backstory's day with no year).
 */
function firstToldDay(chapter: Chapter, year: number, lang: Language): number | undefined {
  const heading = chapter.paragraphs.find((p) => p.kind === 'heading');
  const dated = heading ? datesIn(heading.text, lang).find((d) => d.year !== undefined) : undefined;
  if (dated?.year !== undefined) return dayCount(dated.year, dated.month, dated.day);
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
    // Stryker disable next-line StringLiteral: a bible's death is sure whatever its how, names no speech or document, and its file is no chapter's
    how: 'dies',
  };
}

/** Paragraphs before a death told as past (in the past perfect) that may still set its day ("It had been a Friday…"). */
const DAY_REACH = 2;

/**
 * The day a death the text tells is set on, when the text sets it with its year: a date in the sentence that tells
 * it ("He died in that chair on the fourteenth of March, 1971"), or, for a death told as already past ("He had been
 * dead an hour"), the last date told with its year in its paragraph or the DAY_REACH before it ("It had been a
 * Friday, the nineteenth of April, 1929"). A date with no year may be any year's, and sets none.
 */
export function toldDeathDay(
  m: Manuscript,
  lang: Language,
  death: DeathFact,
): { day: number; month: number; year: number } | undefined {
  if (death.at.source !== 'text') return undefined;
  const chapter = m.chapters.find((c) => c.file === death.at.file);
  // The paragraph that runs over the death's line (in a hard-wrapped one, its words may stand lines below where
  // their sentence opens).
  const paragraph = chapter ? paragraphAtLine(chapter, death.at.line) : undefined;
  // A paragraph's sentences may share its line: the one that tells the death is the one its evidence quotes; else
  // the first opening on the line, or the one running over it.
  const told = paragraph?.sentences ?? [];
  const opening = told.filter((s) => s.line === death.at.line);
  const onLine = opening.length > 0 ? opening : told.filter((s) => s.line < death.at.line).slice(-1);
  const sentence = told.find((s) => evidenceOf(s.text) === death.at.text) ?? onLine[0];
  // Stryker disable next-line LogicalOperator: the sentence is one of the paragraph's, the paragraph one of the chapter's:
  // no sentence is found without both
  if (!chapter || !paragraph || !sentence) return undefined;
  const at = chapter.paragraphs.indexOf(paragraph);
  // "Fisherman, born in Quintero on 2 February 1936, died at his stall": a birth's date, in its clause, is no death's.
  const withYear = (text: string) =>
    datesIn(text, lang).filter(
      // Stryker disable next-line StringLiteral: split gives one piece at least, so at(-1) is never undefined
      (d) => d.year !== undefined && !lang.reading.bornCue.test(text.slice(0, d.index).split(/[,;]/).at(-1) ?? ''),
    );
  const own = withYear(sentence.text)[0];
  if (own?.year) return { day: own.day, month: own.month, year: own.year };
  if (!lang.pastPerfect.test(sentence.text)) return undefined;
  const sentences = chapter.paragraphs
    .slice(Math.max(0, at - DAY_REACH), at + 1)
    .filter((p) => p.kind === 'prose')
    .flatMap((p) => p.sentences);
  for (const s of sentences.slice(0, sentences.indexOf(sentence) + 1).reverse()) {
    const d = withYear(s.text).at(-1);
    if (d?.year) return { day: d.day, month: d.month, year: d.year };
  }
  return undefined;
}

/**
 * Chapters read before a death's chapter but set after its day: a book that opens years after a death and tells it
 * later, in a chapter of memory. A chapter is set on the first day it tells (a chapter that tells none goes on from
 * the one before); one whose narration first names a year before the death's is a flashback of its own, not counted.
 */
export function chaptersSetAfter(
  m: Manuscript,
  lang: Language,
  day: { day: number; month: number; year: number },
  before: number,
): Set<number> {
  const out = new Set<number>();
  const storyYears = storyYear(m, lang);
  if (storyYears === undefined) return out;
  // A book told in two times in turn (every odd chapter in one, every even one in the other) reads each chapter's days
  // in its own time's year. A book whose times keep no such turn (a frame decades on, opening chapters that then go
  // back) is read in the story's year: its chapter of the later time may tell the earlier one at length.
  const strands = chapterStrands(m.chapters, lang);
  const inTurn = strands[0] !== strands[1] && strands.every((y, i) => y !== undefined && y === strands[i % 2]);
  const death = dayCount(day.year, day.month, day.day);
  let set: number | undefined;
  for (const chapter of m.chapters) {
    if (chapter.index >= before) break;
    const year = (inTurn ? strands[chapter.index] : undefined) ?? storyYears;
    set = firstToldDay(chapter, year, lang) ?? set;
    // The first year the chapter's narration names, in its opening paragraph, is the year it opens in ("In the spring
    // of 1925 …"); a year named later ("the photograph taken at Par in 1927") is the backstory's.
    const opening = chapter.paragraphs
      .filter((p) => p.kind === 'prose' && !p.memory)
      .slice(0, 1)
      .flatMap((p) => p.sentences)
      .map((s) => /(?<!\d)(1[5-9]\d\d|20\d\d)(?!\d)/.exec(s.narration)?.[1])
      .find((y) => y !== undefined);
    if (set !== undefined && set > death && !(opening && Number(opening) < day.year)) out.add(chapter.index);
  }
  return out;
}

/**
 * Scenes of a death's own chapter, after the scene that tells it, set after its day: "…and he was killed outside
 * Ortona on Monday, the twentieth of December 1943." and, after a break, "I left on Friday, the twenty-first of June
 * 1963": a chapter that runs on past the death. A scene is set on the first date with its year that its narration
 * tells; a scene that tells none goes on from the one before. A death only the bible places in the chapter (no line
 * of it tells it) is read from the chapter's first scene: a scene set after its day is after it wherever it stands.
 */
export function scenesSetAfter(
  chapter: Chapter,
  lang: Language,
  day: { day: number; month: number; year: number },
  line: number | undefined,
): Set<number> {
  const out = new Set<number>();
  const death = dayCount(day.year, day.month, day.day);
  const told = line === undefined ? -1 : paragraphAtLine(chapter, line)?.scene;
  if (told === undefined) return out;
  let after = false;
  let scene = told;
  for (const p of chapter.paragraphs) {
    if (p.scene <= told) continue;
    if (p.scene !== scene) {
      scene = p.scene;
      const first = chapter.paragraphs
        .filter((x) => x.scene === scene && x.kind === 'prose' && !x.memory)
        .flatMap((x) => x.sentences)
        .flatMap((s) => datesIn(s.text, lang).filter((d) => d.year !== undefined && toldInNarration(s, d)))[0];
      if (first) after = dayCount(first.year as number, first.month, first.day) > death;
    }
    if (after) out.add(scene);
  }
  return out;
}

/**
 * A chapter after the death's in reading order whose heading dates it to an earlier year than the death's chapter's
 * heading ("# July 1947" after "# March 1952"): a flashback set before the death, where the dead are alive.
 */
export function titledBefore(chapter: Chapter, deathChapter: Chapter | undefined): boolean {
  const own = chapterYear(chapter);
  const death = deathChapter ? chapterYear(deathChapter) : undefined;
  return own !== undefined && death !== undefined && own < death;
}
