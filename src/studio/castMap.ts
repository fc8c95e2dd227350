import { castOf, mentions } from '../check/cast.js';
import type { Manuscript } from '../check/types.js';

/**
 * The continuity map: who appears where. The characters are the checker's
 * cast (bible.md's characters, every name each goes by), found in each
 * chapter's sentences as the checks find them; each appearance keeps its
 * line and sentence, so a click on a cell shows the lines.
 */

export interface Appearance {
  line: number;
  /** The sentence, cut to a readable length. */
  text: string;
}

export interface CastMap {
  chapters: string[];
  characters: Array<{
    name: string;
    /** Appearances per chapter, in the order of `chapters`. */
    byChapter: Appearance[][];
  }>;
  /** Why the map is empty, when it is. */
  note?: string;
}

/** Lines shown per character and chapter: the count says how many there are in all. */
const MAX_LINES = 50;
const MAX_TEXT = 240;

export function castMap(manuscript: Manuscript): CastMap {
  const chapters = manuscript.chapters.map((chapter) => chapter.file);
  const cast = castOf(manuscript.bible);
  const characters = manuscript.bible.characters.map((character) => ({
    name: character.name,
    byChapter: chapters.map((): Appearance[] => []),
  }));
  const index = new Map(manuscript.bible.characters.map((character, i) => [character, i]));
  for (const [c, chapter] of manuscript.chapters.entries())
    for (const paragraph of chapter.paragraphs)
      for (const sentence of paragraph.sentences) {
        const seen = new Set<number>();
        for (const mention of mentions(sentence.text, cast)) {
          const i = index.get(mention.character);
          if (i === undefined || seen.has(i)) continue;
          seen.add(i);
          const list = characters[i]?.byChapter[c];
          if (list && list.length < MAX_LINES)
            list.push({ line: sentence.line, text: sentence.text.trim().slice(0, MAX_TEXT) });
        }
      }
  const note = !manuscript.bible.found
    ? 'There is no bible.md: the map follows the characters its Characters section names.'
    : manuscript.bible.characters.length === 0
      ? 'bible.md names no characters the checker can read.'
      : undefined;
  return {
    chapters,
    characters,
    ...(note ? { note } : {}),
  };
}
