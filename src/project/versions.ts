import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { createFileAtomic, makeFolders, writeFileAtomic } from '../util/atomicWrite.js';
import { errnoCode } from '../util/errors.js';
import { countWords } from '../util/words.js';

/**
 * The kept versions of a chapter, in `.writer/versions/<chapter>/`: v1.md,
 * v2.md, … each the chapter's whole text at the moment it was kept, with a
 * line of why beside it (v2.why). A version is created, never replaced (a
 * hard link makes the name only when the text is on disk), and a text a
 * version already holds is not kept again: a redraft or restore run again
 * after a crash keeps the chapter exactly once.
 */

export const VERSIONS_DIR = '.writer/versions';

export interface ChapterVersion {
  number: number;
  words: number;
  /** When it was kept (the file's time). */
  kept: Date;
  /** Why it was kept ("before redraft: make it darker"), when said. */
  why?: string;
}

/** The folder of a chapter's versions, relative to the project folder. */
export function versionsDir(file: string): string {
  return `${VERSIONS_DIR}/${file.replace(/\.md$/, '').replace(/\//g, '__')}`;
}

function versionFile(projectDir: string, file: string, n: number, ext = 'md'): string {
  return path.join(projectDir, versionsDir(file), `v${n}.${ext}`);
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** The numbers of a chapter's kept versions, oldest first. */
export async function versionNumbers(projectDir: string, file: string): Promise<number[]> {
  const names = await fs.readdir(path.join(projectDir, versionsDir(file))).catch((error: unknown) => {
    if (errnoCode(error) === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .map((name) => /^v(\d+)\.md$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
}

export async function readVersion(projectDir: string, file: string, n: number): Promise<string | undefined> {
  return fs.readFile(versionFile(projectDir, file, n), 'utf8').catch((error: unknown) => {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw error;
  });
}

export async function listVersions(projectDir: string, file: string): Promise<ChapterVersion[]> {
  const out: ChapterVersion[] = [];
  for (const number of await versionNumbers(projectDir, file)) {
    const at = versionFile(projectDir, file, number);
    const [text, stat, why] = await Promise.all([
      fs.readFile(at, 'utf8'),
      fs.stat(at),
      fs.readFile(versionFile(projectDir, file, number, 'why'), 'utf8').catch(() => undefined),
    ]);
    out.push({ number, words: countWords(text), kept: stat.mtime, ...(why?.trim() ? { why: why.trim() } : {}) });
  }
  return out;
}

/**
 * Keep `text` as the chapter's next version, unless the newest version
 * already holds exactly it; returns the version that holds it and whether it
 * was made now.
 */
export async function keepVersion(
  projectDir: string,
  file: string,
  text: string,
  why: string,
): Promise<{ number: number; made: boolean }> {
  const numbers = await versionNumbers(projectDir, file);
  const newest = numbers.at(-1);
  // Any version that already holds this text holds it: the newest first (a rerun after a crash finds it there).
  const wanted = hash(text);
  for (const n of [...numbers].reverse())
    if (hash((await readVersion(projectDir, file, n)) ?? '') === wanted) return { number: n, made: false };
  await makeFolders(path.join(projectDir, versionsDir(file)));
  for (let n = (newest ?? 0) + 1; ; n++) {
    // The reason first: a crash between the two leaves a reason with no version, which the next keep overwrites.
    await writeFileAtomic(versionFile(projectDir, file, n, 'why'), `${why}\n`);
    try {
      await createFileAtomic(versionFile(projectDir, file, n), text);
      return { number: n, made: true };
    } catch (error) {
      // Another writer kept one under this number meanwhile: the next number.
      if (errnoCode(error) !== 'EEXIST') throw error;
    }
  }
}
