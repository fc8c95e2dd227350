import { buildFactBase } from '../check/facts.js';
import type { Language } from '../check/lang/index.js';
import type { Manuscript } from '../check/types.js';

/**
 * The continuity map: who appears where. The characters are the checker's
 * cast as its fact base reads it from the story itself (bible.md's people
 * and the names the text uses, every form each goes by); each appearance
 * keeps its line, shown with the line's text when a cell is clicked.
 */

export interface Appearance {
  line: number;
  /** The line of the chapter, cut to a readable length. */
  text: string;
}

export interface CastMap {
  chapters: string[];
  characters: Array<{
    name: string;
    /** Lines naming them, per chapter, in the order of `chapters` (at most MAX_LINES each). */
    byChapter: Appearance[][];
    /** How many lines name them in each chapter. */
    counts: number[];
  }>;
  /** Why the map is empty, when it is. */
  note?: string;
}

/** Lines kept per character and chapter: the count says how many there are in all. */
const MAX_LINES = 50;
const MAX_TEXT = 240;

export function castMap(manuscript: Manuscript, lang: Language): CastMap {
  const chapters = manuscript.chapters.map((chapter) => chapter.file);
  const index = new Map(chapters.map((file, i) => [file, i]));
  const facts = buildFactBase(manuscript, lang);
  const characters = facts.cast.map((member) => {
    const byChapter = chapters.map((): Appearance[] => []);
    const seen = chapters.map(() => new Set<number>());
    const counts = chapters.map(() => 0);
    for (const appearance of member.appearances) {
      const c = index.get(appearance.file);
      if (c === undefined || seen[c]?.has(appearance.line)) continue;
      seen[c]?.add(appearance.line);
      counts[c] = (counts[c] ?? 0) + 1;
      const text = manuscript.chapters[c]?.lines[appearance.line - 1]?.trim() ?? '';
      const list = byChapter[c];
      if (list && list.length < MAX_LINES) list.push({ line: appearance.line, text: text.slice(0, MAX_TEXT) });
    }
    return { name: member.name, byChapter, counts };
  });
  // The most present first: the map reads from the main characters down.
  characters.sort((a, b) => b.counts.reduce((x, y) => x + y, 0) - a.counts.reduce((x, y) => x + y, 0));
  const note = characters.length === 0 ? 'The checker finds no characters in the text yet.' : undefined;
  return { chapters, characters, ...(note ? { note } : {}) };
}
