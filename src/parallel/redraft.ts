import { promises as fs } from 'node:fs';
import path from 'node:path';
import { BIBLE_FILE, OUTLINE_FILE } from '../project/outline.js';
import { errnoCode } from '../util/errors.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber } from '../util/words.js';
import { edgeWords, SEAM_WORDS } from './brief.js';
import { type ChapterRecord, readChapterRecord } from './chapterState.js';
import type { ChapterPlan } from './plan.js';

/**
 * `writer redraft`: one chapter session for a chapter that exists, with the
 * author's note, the bible, the outline, the chapter as it stands and the
 * actual text at both seams. Each redraft is a chapter session of its own,
 * with its own journal under .writer/redrafts/<chapter>/r<N>/: one that a
 * crash or Ctrl+C cut short is resumed by running the same command again.
 */

export const REDRAFTS_DIR = '.writer/redrafts';

/** The chapter text shown whole in the brief up to this size; past it, its ends and read_file. */
const MAX_CHAPTER_CHARS = 60_000;

export function redraftsDir(file: string): string {
  return `${REDRAFTS_DIR}/${file.replace(/\.md$/, '').replace(/\//g, '__')}`;
}

async function redraftNumbers(projectDir: string, file: string): Promise<number[]> {
  const names = await fs.readdir(path.join(projectDir, redraftsDir(file))).catch((error: unknown) => {
    if (errnoCode(error) === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .map((name) => /^r(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

/** The state folder of the chapter's redraft to run: the newest when it never finished, else a new one. */
export async function redraftPlace(
  projectDir: string,
  file: string,
): Promise<{ stateDir: string; number: number; unfinished: boolean }> {
  const numbers = await redraftNumbers(projectDir, file);
  const newest = numbers.at(-1);
  if (newest !== undefined) {
    const stateDir = `${redraftsDir(file)}/r${newest}`;
    const record = await readChapterRecord(projectDir, file, stateDir);
    if (record.state === 'unfinished') return { stateDir, number: newest, unfinished: true };
  }
  const number = (newest ?? 0) + 1;
  return { stateDir: `${redraftsDir(file)}/r${number}`, number, unfinished: false };
}

export interface RedraftBriefInput {
  projectDir: string;
  chapter: ChapterPlan;
  previous?: ChapterPlan | undefined;
  next?: ChapterPlan | undefined;
  number: number;
  of: number;
  note: string;
}

const fence = (name: string, text: string | undefined) =>
  `--- ${name} ---\n${(text ?? '(none)').trim()}\n--- end of ${name} ---`;

/** The first message of a redraft: the note first, then everything the chapter must agree with. */
export async function redraftBrief(input: RedraftBriefInput): Promise<string> {
  const { projectDir, chapter, previous, next } = input;
  const [bible, outline, current, before, after] = await Promise.all([
    readTextIfExists(path.join(projectDir, BIBLE_FILE)),
    readTextIfExists(path.join(projectDir, OUTLINE_FILE)),
    readTextIfExists(path.join(projectDir, chapter.file)),
    previous ? readTextIfExists(path.join(projectDir, previous.file)) : Promise.resolve(undefined),
    next ? readTextIfExists(path.join(projectDir, next.file)) : Promise.resolve(undefined),
  ]);
  const words = countWords(current ?? '');
  const budget = chapter.budget
    ? `its budget is about ${formatNumber(chapter.budget)} words`
    : 'it has no budget in the outline';
  const shown =
    current === undefined
      ? '(the file is empty)'
      : current.length > MAX_CHAPTER_CHARS
        ? `${current.slice(0, MAX_CHAPTER_CHARS)}\n[… cut here; read the rest with read_file]`
        : current;
  const sections = [
    `Redraft \`${chapter.file}\`, chapter ${input.number} of ${input.of}${chapter.title ? `, "${chapter.title}"` : ''}: it has ${formatNumber(words)} words now; ${budget}.`,
    `The author's note, what to change:\n<<<\n${input.note.trim()}\n>>>`,
    fence(BIBLE_FILE, bible),
    fence(OUTLINE_FILE, outline),
    `The chapter as it stands:\n<<<\n${shown.trim()}\n>>>`,
    'The seams, as the neighbouring chapters are actually written (they stay as they are):',
    previous && before && countWords(before) > 0
      ? `- ${previous.file} ends:\n<<<\n${edgeWords(before, SEAM_WORDS, 'end')}\n>>>`
      : previous
        ? `- ${previous.file}, before yours, is not written yet.`
        : '- Yours is the first chapter: it opens the book.',
    next && after && countWords(after) > 0
      ? `- ${next.file} begins:\n<<<\n${edgeWords(after, SEAM_WORDS, 'start')}\n>>>`
      : next
        ? `- ${next.file}, after yours, is not written yet.`
        : '- Yours is the last chapter: it closes the book.',
    `Redraft \`${chapter.file}\` now as the note asks (edit_file inside it, or write_file "overwrite" then "append" to rewrite it whole). You may write no other file. When it is done, end with a short note on what you changed, without calling a tool.`,
  ];
  return sections.join('\n\n');
}

/** Every redraft session of a chapter, oldest first, as its journal records it (state, requests, model). */
export async function redraftRecords(projectDir: string, file: string): Promise<ChapterRecord[]> {
  const records: ChapterRecord[] = [];
  for (const n of await redraftNumbers(projectDir, file))
    records.push(await readChapterRecord(projectDir, file, `${redraftsDir(file)}/r${n}`));
  return records;
}
