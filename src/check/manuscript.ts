import { promises as fs } from 'node:fs';
import path from 'node:path';
import { readJournal } from '../journal/journal.js';
import { BIBLE_FILE, isPlanFile, OUTLINE_FILE, type OutlineEntry, parseOutline } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { naturalOrder as byName } from '../util/order.js';
import { countWords } from '../util/words.js';
import { parseBible } from './bible.js';
import type { Language } from './lang/en.js';
import { paragraphsOf } from './text.js';
import type { Chapter, Manuscript } from './types.js';

/**
 * A folder of markdown chapters read for checking: the chapters in the
 * outline's order (else chapter_*.md, else every markdown file but the plan,
 * by name with numbers in numeric order), bible.md, and the target length.
 * It works on any folder, written by writer or not.
 */

export class CheckInputError extends Error {}

async function chapterFiles(dir: string, outline: readonly OutlineEntry[]): Promise<string[]> {
  if (outline.length > 0) return outline.map((entry) => entry.file);
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.md') && !name.startsWith('.'));
  const chapters = names.filter((name) => /^chapter[_-]?\d/i.test(name));
  return (chapters.length > 0 ? chapters : names.filter((name) => !isPlanFile(name))).sort(byName);
}

/** The bible's chapter N: the number in the file names when each has its own, else the place in reading order. */
function chapterNumbers(files: readonly string[]): number[] {
  const numbers = files.map((file) => Number(/(\d+)(?!.*\d)/.exec(path.basename(file))?.[1] ?? Number.NaN));
  const distinct = new Set(numbers);
  return numbers.every((n) => Number.isFinite(n)) && distinct.size === numbers.length
    ? numbers
    : files.map((_, i) => i + 1);
}

/** The target the session was given (a revision's new one wins); undefined for a folder writer did not write. */
async function sessionTarget(dir: string): Promise<number | undefined> {
  const journal = await readJournal(dir).catch(() => undefined);
  let target: number | undefined;
  for (const record of journal?.records ?? []) {
    if (record.type === 'session' && record.targetWords) target ??= record.targetWords;
    if (record.type === 'resume' && record.targetWords) target = record.targetWords;
  }
  return target;
}

export function chapterOf(file: string, text: string, index: number, number: number, lang: Language): Chapter {
  const lines = text.split(/\r?\n/);
  return { file, number, index, lines, paragraphs: paragraphsOf(lines, lang), words: countWords(text) };
}

/** Every word the text writes in lower case: a capitalised word never written so is a name, not a sentence start. */
/** An e-mail address, a web address or a handle: written in lower case whatever the name in it. */
const ADDRESS = /[^\s<>()"“”]*@[^\s<>()"“”]*|\b(?:https?:\/\/|www\.)[^\s<>()"“”]+/gu;

export function lowerWordsOf(chapters: readonly Chapter[]): Set<string> {
  const set = new Set<string>();
  for (const chapter of chapters) {
    for (const line of chapter.lines) {
      // "hi ms halloran its moose. the ship went past": a message typed all in lower case writes names so too.
      if (casual(line)) continue;
      // "dana.whitfield@gmail.com", "www.harborview.net", "@danaw": an address writes a name in lower case, and is
      // no sign that the name is a word.
      const words =
        line.includes('@') || line.includes('www.') || line.includes('://') ? line.replace(ADDRESS, ' ') : line;
      // Stryker disable next-line Regex: split one mark at a time, the empty pieces between marks are no words either
      for (const word of words.split(/[^\p{L}'’-]+/u)) {
        const first = word.charCodeAt(0);
        if (first >= 97 && first <= 122) set.add(word);
      }
    }
  }
  return set;
}

/**
 * A line whose every sentence (two at least) opens in lower case, after a message's bold header ("**Fri, 7:12 AM —
 * Theo:**"): typed without capitals, so its lower case tells nothing of which words are names.
 */
export function casual(line: string): boolean {
  const body = line.replace(/^[\s>_-]*(?:\*\*[^*]*\*\*)?\s*/u, '');
  // It opens in lower case itself: a line of dialogue ('"We leave at 7 a.m. sharp," she said') does not. Most lines
  // of a book fail here, before their sentences are looked for.
  if (!/^\p{Ll}/u.test(body)) return false;
  const starts = [...body.matchAll(/(?:^|[.!?]\s+)(\p{L})/gu)].map((m) => m[1] as string);
  return starts.length >= 2 && starts.every((c) => c !== c.toUpperCase());
}

export async function readManuscript(dir: string, lang: Language): Promise<Manuscript> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw new CheckInputError(`No such folder: ${dir}`);
  const [outlineText, bibleText, target] = await Promise.all([
    readTextIfExists(path.join(dir, OUTLINE_FILE)),
    readTextIfExists(path.join(dir, BIBLE_FILE)),
    sessionTarget(dir),
  ]);
  const outline = outlineText === undefined ? [] : parseOutline(outlineText);
  const files = await chapterFiles(dir, outline);
  const numbers = chapterNumbers(files);
  const budgets = new Map(outline.map((entry) => [entry.file, entry.budget]));
  const chapters: Chapter[] = [];
  const missing: string[] = [];
  // Read side by side: one after another, each file waits for the last's round trip through the thread pool.
  const texts = await Promise.all(files.map((file) => readTextIfExists(path.join(dir, file))));
  for (const [i, file] of files.entries()) {
    const text = texts[i];
    if (text === undefined) {
      missing.push(file);
      continue;
    }
    const chapter = chapterOf(file, text, chapters.length, numbers[i] as number, lang);
    const budget = budgets.get(file);
    if (budget) chapter.budget = budget;
    chapters.push(chapter);
  }
  let lower: Set<string> | undefined;
  const budgetSum = outline.reduce((sum, entry) => sum + (entry.budget ?? 0), 0);
  const manuscript: Manuscript = {
    chapters,
    bible: parseBible(bibleText ?? '', lang),
    // Built on first use: only a capitalised word close to a bible name asks.
    writtenLower: (word) => {
      lower ??= lowerWordsOf(chapters);
      return lower.has(word);
    },
    finished: missing.length === 0 && chapters.length > 0,
    outline: { lines: outlineText?.split(/\r?\n/) ?? [], missing },
  };
  if (target) manuscript.target = { words: target, source: 'the target the work was given' };
  else if (budgetSum > 0) manuscript.target = { words: budgetSum, source: "the outline's budgets" };
  return manuscript;
}
