import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { JournalRecord } from '../journal/records.js';
import { JOURNAL_VERSION } from '../journal/records.js';
import { BIBLE_FILE, OUTLINE_FILE } from '../project/outline.js';
import { scanRegex } from '../tools/lineScan.js';
import { sanitizeProjectName } from '../tools/project.js';
import { WorkerTimeout } from '../tools/worker.js';
import { makeFolders, syncDir } from '../util/atomicWrite.js';
import { runPool } from '../util/pool.js';
import { isProcessAlive } from '../util/process.js';
import { formatNumber } from '../util/words.js';
import { ImportInputError } from './errors.js';
import { bibleFromFacts, draftFacts } from './facts.js';
import type { Source } from './source.js';
import { type Heading, type Split, splitAt, splitManuscript, splitProblem, titleOf } from './split.js';

/**
 * A manuscript made into a writer project: chapter_NN.md files holding every
 * word of it, an outline.md of the chapters (titles and word counts, in the
 * form src/project/outline.ts reads), a bible.md drafted from the text for
 * the author to correct, and a journal of one finished session, so that
 * revise, redraft, draft, check, status and export take it as any project.
 * Everything is made in a hidden folder beside the project's and renamed into
 * place at the end: an import that fails leaves nothing.
 */

export interface ImportedChapter {
  file: string;
  title: string;
  text: string;
  words: number;
  /** Where it came from: the heading's line in the file, or the file of a folder. */
  from: string;
}

export interface ImportPlan {
  name: string;
  title: string;
  chapters: ImportedChapter[];
  /** How the chapters were found, in words. */
  rule: string;
  outline: string;
  bible: string;
  /** The author's own bible.md from a folder: kept instead of a drafted one. */
  bibleKept: boolean;
  /** Words of the source and of the project's chapters (with the title line): equal, or the import is refused. */
  words: { source: number; kept: number };
  facts: { characters: number; places: number; dates: number };
}

export interface ImportOptions {
  name?: string | undefined;
  /** A regular expression a heading line matches, instead of the built-in rules. */
  heading?: string | undefined;
  now?: Date;
  /** How long a --heading pattern may run (3 s). Tests give less: a pattern that backtracks spins until then. */
  headingTimeoutMs?: number;
}

const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

/** The words of a text in order, as countWords counts them. */
export function wordsOf(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Where two word sequences first part (undefined when they are the same); `b` comes in pieces, read in order. */
export function firstDifference(a: readonly string[], b: readonly (readonly string[])[]): number | undefined {
  let i = 0;
  for (const piece of b)
    for (const word of piece) {
      if (a[i] !== word) return i;
      i++;
    }
  return i === a.length ? undefined : i;
}

const HEADING_TIMEOUT_MS = 3000;
const MAX_HEADING_PATTERN = 500;

/** The lines a person's heading pattern matches, in a worker ended after 3 s (a pattern can backtrack for ever). */
async function customHeadings(text: string, pattern: string, timeoutMs = HEADING_TIMEOUT_MS): Promise<Heading[]> {
  if (pattern.length > MAX_HEADING_PATTERN)
    throw new ImportInputError(`The --heading pattern is longer than ${MAX_HEADING_PATTERN} characters.`);
  try {
    new RegExp(pattern, 'u');
  } catch (error) {
    throw new ImportInputError(
      `The --heading pattern is not a regular expression: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  try {
    const lines = text.split('\n');
    const scan = await scanRegex(pattern, 'u', [text], lines.length + 1, timeoutMs);
    return scan.hits
      .filter((hit) => (lines[hit.line] as string).trim() !== '')
      .map((hit) => ({
        line: hit.line,
        text: (lines[hit.line] as string).replace(/^#{1,6}\s+/, '').trim(),
        kind: 'custom' as const,
      }));
  } catch (error) {
    if (error instanceof WorkerTimeout)
      throw new ImportInputError(
        `The --heading pattern took longer than ${timeoutMs / 1000} s on this text (it backtracks): give a simpler one, e.g. "^Chapter \\d+".`,
      );
    throw error;
  }
}

/** The file names of n chapters: chapter_01.md …, three digits from 100 chapters on. */
export function chapterFileName(index: number, count: number): string {
  return `chapter_${String(index + 1).padStart(Math.max(2, String(count).length), '0')}.md`;
}

function outlineTitle(title: string, file: string): string {
  // The outline line is split at dashes, bars and colons: a title keeps none of them, nor backticks.
  const clean = title
    .replace(/[`|—–]/g, ' ')
    .replace(/:\s/g, ' ')
    .replace(/\s+-\s+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? file.replace(/\.md$/, '') : clean;
}

export function outlineFor(title: string, chapters: readonly ImportedChapter[], note: string): string {
  const lines = [`# ${title}`, '', note, ''];
  for (const c of chapters)
    lines.push(`- \`${c.file}\` — ${outlineTitle(c.title, c.file)} — ${formatNumber(c.words)} words`);
  return `${lines.join('\n')}\n`;
}

function fileTitle(file: string): string {
  return path.basename(file, path.extname(file)).replace(/[_-]+/g, ' ').trim();
}

function firstHeading(text: string): string | undefined {
  const m = /^#{1,6}\s+(.+?)\s*#*\s*$/m.exec(text);
  return m?.[1];
}

/** One file cut at its headings, refused when the cut looks wrong. */
async function splitOne(text: string, given: string, options: ImportOptions): Promise<Split> {
  const split = options.heading
    ? splitAt(
        text,
        await customHeadings(text, options.heading, options.headingTimeoutMs),
        `lines matching --heading ${options.heading}`,
      )
    : splitManuscript(text);
  if (options.heading && split.chapters.length <= 1 && !split.chapters[0]?.heading)
    throw new ImportInputError(`No line of ${given} matches --heading ${JSON.stringify(options.heading)}.`);
  const problem = splitProblem(split);
  if (problem)
    throw new ImportInputError(
      `${given} was not split: ${problem}.\nSay what a heading is with --heading and a regular expression a heading line matches, e.g. --heading "^CHAPTER [IVXLC]+" or --heading "^\\*\\*\\*$" for scenes marked ***.`,
    );
  return split;
}

/** The front matter: one short line is the book's title; more is a chapter of its own, so none of it is lost. */
function frontOf(split: Split): { title?: string; chapter?: string } {
  const lines = split.front.filter((line) => line.trim() !== '');
  if (lines.length === 0) return {};
  if (lines.length === 1 && (lines[0] as string).length <= 120)
    return { title: (lines[0] as string).replace(/^#{1,6}\s+/, '').trim() };
  return { chapter: `${split.front.join('\n')}\n` };
}

export async function planImport(source: Source, options: ImportOptions = {}): Promise<ImportPlan> {
  const pieces: Array<{ title: string; text: string; from: string }> = [];
  let rule: string;
  let bookTitle: string | undefined;
  let sourceWords: string[] = [];
  if (source.kind === 'file') {
    const file = source.files[0];
    if (!file) throw new ImportInputError(`Nothing to import in ${source.given}.`);
    checkConversion(file);
    const split = await splitOne(file.text, source.given, options);
    rule = split.rule;
    const front = frontOf(split);
    bookTitle = front.title;
    if (front.chapter) pieces.push({ title: 'Before the first chapter', text: front.chapter, from: 'line 1' });
    for (const c of split.chapters)
      pieces.push({
        title: c.title,
        text: c.text,
        from: c.heading ? `line ${c.heading.line + 1}: ${c.heading.text}` : 'the whole text',
      });
    sourceWords = wordsOf(file.text);
  } else {
    rule = 'one chapter per file, in reading order (numbers in numeric order)';
    for (const file of source.files) {
      checkConversion(file);
      const text = file.text.endsWith('\n') ? file.text : `${file.text}\n`;
      pieces.push({ title: firstHeading(text) ?? fileTitle(file.path), text, from: path.basename(file.path) });
      // concat, not push(...): a spread of a book's words overflows the stack.
      sourceWords = sourceWords.concat(wordsOf(file.text));
    }
  }
  // Each chapter's words, read once: their count, and the check that they are the manuscript's.
  const kept = [wordsOf(bookTitle ?? ''), ...pieces.map((piece) => wordsOf(piece.text))];
  const chapters = pieces.map((piece, i) => {
    const file = chapterFileName(i, pieces.length);
    return { file, title: piece.title, text: piece.text, words: (kept[i + 1] as string[]).length, from: piece.from };
  });
  // Every word in, every word out, in the same order: the heading markup (#) is no word.
  const keptCount = kept.reduce((sum, words) => sum + words.length, 0);
  const differs = firstDifference(sourceWords, kept);
  if (differs !== undefined)
    throw new Error(
      `the chapters would not hold the manuscript word for word (they part at word ${differs + 1} of ${sourceWords.length}: "${sourceWords[differs] ?? ''}" is not where it was); nothing was written`,
    );
  if (options.name !== undefined && /\p{Cc}/u.test(options.name))
    throw new ImportInputError(`The name ${JSON.stringify(options.name)} holds a control character.`);
  const name = sanitizeProjectName(options.name ?? fileTitle(source.given));
  const title = bookTitle ?? options.name ?? fileTitle(source.given);
  const total = chapters.reduce((sum, c) => sum + c.words, 0);
  const note = `Imported by writer import from ${path.basename(source.given)}: ${chapters.length} chapters, ${formatNumber(total)} words, each chapter's budget its length as imported. Add chapter lines to draft more (writer draft).`;
  const facts = draftFacts(chapters.map((c) => ({ file: c.file, text: c.text })));
  const authorBible = source.plan.get(BIBLE_FILE);
  return {
    name,
    title,
    chapters,
    rule,
    outline: outlineFor(title, chapters, note),
    bible: authorBible ?? bibleFromFacts(facts, path.basename(source.given)),
    bibleKept: authorBible !== undefined,
    words: { source: sourceWords.length, kept: keptCount },
    facts: { characters: facts.cast.length, places: facts.places.length, dates: facts.dates.length },
  };
}

/** A DOCX's conversion must keep every word Word holds (the converter's own raw text is the measure). */
function checkConversion(file: Source['files'][number]): void {
  if (file.rawText === undefined) return;
  const converted = new Map<string, number>();
  for (const word of wordsOf(file.text)) converted.set(word, (converted.get(word) ?? 0) + 1);
  for (const word of wordsOf(file.rawText)) {
    const left = converted.get(word) ?? 0;
    if (left === 0)
      throw new ImportInputError(`${file.path}: the conversion from Word lost the word "${word}"; nothing was made.`);
    converted.set(word, left - 1);
  }
}

/** The journal of one finished session, so the project resumes, revises and reports as any other. */
export function importJournal(plan: ImportPlan, model: string, now: Date): JournalRecord[] {
  const words = plan.chapters.reduce((sum, c) => sum + c.words, 0);
  const prompt = `The author's own manuscript "${plan.title}", imported with writer import (${plan.chapters.length} chapters, ${formatNumber(words)} words). Its chapters are the author's text: change them only as asked.`;
  return [
    {
      type: 'session',
      version: JOURNAL_VERSION,
      prompt,
      model,
      startedAt: now.toISOString(),
      targetWords: words,
    },
    { type: 'message', iteration: 0, content: { role: 'user', parts: [{ text: prompt }] } },
    {
      type: 'message',
      iteration: 1,
      content: {
        role: 'model',
        parts: [
          {
            text: `The manuscript is in the project folder: ${plan.chapters.map((c) => c.file).join(', ')}, with outline.md and bible.md.`,
          },
        ],
      },
    },
    { type: 'end', iteration: 1, at: now.toISOString(), status: 'done' },
  ];
}

/** The hidden folders of imports killed before their rename (their process gone): never a project, so removed. */
async function removeStaleStaging(outputDir: string): Promise<void> {
  for (const name of await fs.readdir(outputDir).catch(() => [] as string[])) {
    const pid = /^\..+\.import-(\d+)-[0-9a-f]{8}$/.exec(name)?.[1];
    if (pid !== undefined && Number(pid) !== process.pid && !isProcessAlive(Number(pid)))
      await fs.rm(path.join(outputDir, name), { recursive: true, force: true });
  }
}

/**
 * Write the project under `outputDir`, or nothing: the files go to a hidden
 * folder beside it, which takes the project's name only when all are on disk.
 * A project of that name already there is refused (ImportInputError).
 */
export async function writeImport(
  plan: ImportPlan,
  outputDir: string,
  model: string,
  now = new Date(),
): Promise<string> {
  const target = path.resolve(outputDir, plan.name);
  const taken = async () => (await fs.lstat(target).catch(() => undefined)) !== undefined;
  if (await taken())
    throw new ImportInputError(
      `A project named ${plan.name} already exists in ${path.resolve(outputDir)}: choose another name with --name.`,
    );
  const made = await makeFolders(path.resolve(outputDir));
  await removeStaleStaging(path.resolve(outputDir));
  const staging = path.join(
    path.resolve(outputDir),
    `.${plan.name}.import-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  try {
    await fs.mkdir(staging);
    await fs.mkdir(path.join(staging, '.writer'));
    const journal = importJournal(plan, model, now)
      .map((record) => JSON.stringify(record))
      .join('\n');
    const files: Array<[string, string]> = [
      ...plan.chapters.map((chapter): [string, string] => [chapter.file, chapter.text]),
      [OUTLINE_FILE, plan.outline],
      [BIBLE_FILE, plan.bible],
      ['.writer/session.jsonl', `${journal}\n`],
    ];
    // No one sees the hidden folder until the rename: plain writes, each flushed, sixteen at a time (a book's
    // two hundred flushes one by one are most of an import's time on a busy disk), then the folders flushed once.
    await runPool(files, 16, async ([name, text]) => {
      const handle = await fs.open(path.join(staging, name), 'wx', 0o644);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
    await syncDir(path.join(staging, '.writer'));
    await syncDir(staging);
    // Checked again right before the rename: a folder that appeared meanwhile is never replaced.
    if (await taken())
      throw new ImportInputError(
        `A project named ${plan.name} appeared in ${path.resolve(outputDir)} meanwhile: choose another name with --name.`,
      );
    await fs.rename(staging, target);
    await syncDir(path.dirname(target));
    return target;
  } catch (error) {
    await fs.rm(staging, { recursive: true, force: true });
    // The folders made for it, from the output folder up to the first made; rmdir leaves one something else uses.
    for (let at = path.resolve(outputDir); made !== undefined; at = path.dirname(at)) {
      await fs.rmdir(at).catch(() => undefined);
      if (at === made || at === path.dirname(at)) break;
    }
    throw error;
  }
}

export { titleOf };
