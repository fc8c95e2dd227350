import { parseBible } from '../../src/check/bible.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Language } from '../../src/check/lang/index.js';
import { chapterOf, lowerWordsOf } from '../../src/check/manuscript.js';
import type { Finding, Manuscript } from '../../src/check/types.js';

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

/** A finding with plain defaults (chapter_01.md:1, names, confidence 0.5), the fields a test is about given. */
export function findingOf(over: Partial<Finding>): Finding {
  return { file: 'chapter_01.md', line: 1, category: 'names', message: 'm', evidence: 'e', confidence: 0.5, ...over };
}

/** Chapters from their texts: chapter_01.md, chapter_02.md…, each opening with a heading. */
export function chaptersOf(...texts: string[]): Record<string, string> {
  return Object.fromEntries(texts.map((t, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${t}\n`]));
}

/** What the fact base gives each character of chapters given as texts: "Name field value" in reading order. */
export function attributesOf(...texts: string[]): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.flatMap((c) => c.attributes.map((a) => `${c.name} ${a.field} ${a.value}`));
}
