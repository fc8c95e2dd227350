import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Language } from '../../src/check/lang/index.js';
import { chapterOf, lowerWordsOf } from '../../src/check/manuscript.js';
import type { Manuscript } from '../../src/check/types.js';

/** A manuscript from chapter texts (file → text), with an optional bible. */
export function manuscriptOf(files: Record<string, string>, bible = '', lang: Language = ENGLISH): Manuscript {
  const chapters = Object.entries(files).map(([file, text], i) => chapterOf(file, text, i, i + 1, lang));
  const lower = lowerWordsOf(chapters);
  return {
    chapters,
    bible: parseBible(bible, lang),
    writtenLower: (w) => lower.has(w),
    finished: true,
    outline: { lines: [], missing: [] },
  };
}
