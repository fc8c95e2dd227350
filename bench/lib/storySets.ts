import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseBible } from '../../src/check/bible.js';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf, lowerWordsOf } from '../../src/check/manuscript.js';
import type { Finding, Manuscript } from '../../src/check/types.js';

/**
 * Hand-written story sets (test/check/fixtures/<set>/): clean chapters, the
 * same bible in several dialects (bible-*.md, or another extension), and seeds.json, the errors as
 * find/replace pairs applied to the clean text. Each set is checked with no
 * bible and with each of its bibles, clean and seeded: a seed is found when a
 * finding of its category stands on one of the lines its replacement covers
 * (or the line after); every other finding on the seeded text, and every
 * finding on the clean text, is false.
 */

export const FIXTURES = path.join(import.meta.dirname, '..', '..', '..', 'test', 'check', 'fixtures');

export interface StorySeed {
  file: string;
  find: string;
  replace: string;
  category: string;
  what: string;
}

export interface StorySet {
  name: string;
  chapters: Record<string, string>;
  bibles: Record<string, string>;
  seeds: StorySeed[];
}

export function storySets(root = FIXTURES): StorySet[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => {
      const dir = path.join(root, d.name);
      const files = readdirSync(dir);
      const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
      return {
        name: d.name,
        chapters: Object.fromEntries(
          files
            .filter((f) => /^chapter_\d+\.md$/.test(f))
            .sort()
            .map((f) => [f, read(f)]),
        ),
        bibles: Object.fromEntries(
          // A bible kept in another format keeps its own extension in the set (bible-outline.txt, bible-map.xml);
          // the checker reads it as a project's bible.md, whatever it holds.
          files.filter((f) => /^bible-.+\.[a-z]+$/.test(f)).map((f) => [f.replace(/^bible-|\.[a-z]+$/g, ''), read(f)]),
        ),
        seeds: JSON.parse(read('seeds.json')) as StorySeed[],
      };
    });
}

export function manuscriptOf(chapters: Record<string, string>, bible: string): Manuscript {
  const list = Object.entries(chapters).map(([file, text], i) => chapterOf(file, text, i, i + 1, ENGLISH));
  const lower = lowerWordsOf(list);
  return {
    chapters: list,
    bible: parseBible(bible, ENGLISH),
    writtenLower: (w) => lower.has(w),
    finished: true,
    outline: { lines: [], missing: [] },
  };
}

/** The seeded text, and each seed's lines in it. */
export function seeded(set: StorySet): {
  chapters: Record<string, string>;
  at: Array<{ seed: StorySeed; lines: number[] }>;
} {
  const chapters = { ...set.chapters };
  for (const seed of set.seeds) {
    const text = chapters[seed.file];
    if (text === undefined || !text.includes(seed.find)) throw new Error(`${set.name}: seed not found: ${seed.what}`);
    chapters[seed.file] = text.replace(seed.find, seed.replace);
  }
  const at = set.seeds.map((seed) => {
    const text = chapters[seed.file] as string;
    const start = text.indexOf(seed.replace);
    const first = text.slice(0, start).split('\n').length;
    const last = first + seed.replace.split('\n').length - 1;
    const lines: number[] = [];
    for (let l = first; l <= last + 1; l++) lines.push(l);
    return { seed, lines };
  });
  return { chapters, at };
}

export interface VariantScore {
  set: string;
  bible: string;
  seeds: number;
  found: number;
  missed: StorySeed[];
  /** False findings on the seeded text (matching no seed) and on the clean text. */
  falseSeeded: Finding[];
  falseClean: Finding[];
  words: number;
  /** Every finding at >= 0.8 confidence on both texts, and how many of them were true. */
  sure: number;
  sureTrue: number;
}

/**
 * A seed's category as its writer named it, against the checker's categories. A set written by someone who has not
 * read the rules names its categories in its own words ("voice" for a slip of person or tense, "death" for the dead
 * acting): the label differs, the error is the same, and the seed is found when a finding of a category it names
 * stands on its lines.
 */
const SEED_CATEGORIES: Record<string, readonly string[]> = {
  voice: ['pov', 'tense'],
  person: ['pov'],
  death: ['dead'],
  deaths: ['dead'],
  name: ['names'],
  // A nickname said by one the book says never uses it is a slip of the name.
  nickname: ['names'],
  attributes: ['attribute'],
  places: ['place'],
  objects: ['object'],
  dates: ['timeline'],
  calendar: ['timeline'],
  relationship: ['relation'],
  // A recorded change undone (hair cut short, then long again with no word of it growing) is a slip of looks.
  change: ['attribute'],
};

/** Whether a finding's category is the one a seed names (its own, or an alias of it). */
export function sameCategory(seed: string, finding: string): boolean {
  return seed === finding || (SEED_CATEGORIES[seed]?.includes(finding) ?? false);
}

export function scoreVariant(set: StorySet, bibleName: string, minConfidence = 0.5): VariantScore {
  const bible = bibleName === 'none' ? '' : (set.bibles[bibleName] as string);
  const clean = checkManuscript(manuscriptOf(set.chapters, bible), { minConfidence });
  const s = seeded(set);
  const dirty = checkManuscript(manuscriptOf(s.chapters, bible), { minConfidence });
  const hits = (f: Finding) =>
    s.at.some((a) => a.seed.file === f.file && sameCategory(a.seed.category, f.category) && a.lines.includes(f.line));
  const missed = s.at
    .filter(
      (a) =>
        !dirty.findings.some(
          (f) => a.seed.file === f.file && sameCategory(a.seed.category, f.category) && a.lines.includes(f.line),
        ),
    )
    .map((a) => a.seed);
  const falseSeeded = dirty.findings.filter((f) => !hits(f));
  const sureAll = [...dirty.findings, ...clean.findings].filter((f) => f.confidence >= 0.8);
  return {
    set: set.name,
    bible: bibleName,
    seeds: set.seeds.length,
    found: set.seeds.length - missed.length,
    missed,
    falseSeeded,
    falseClean: clean.findings,
    words: clean.words,
    sure: sureAll.length,
    sureTrue: dirty.findings.filter((f) => f.confidence >= 0.8 && hits(f)).length,
  };
}
