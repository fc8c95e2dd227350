import { promises as fs } from 'node:fs';
import { errnoCode } from './errors.js';

/**
 * One of writer's files is of the wrong kind: a folder (or another non-file)
 * stands where writer keeps a file (review.md, the journal, the lock). Said
 * in words, with what to do, never as EISDIR.
 */
export class NotAFileError extends Error {
  override name = 'NotAFileError';
  constructor(
    readonly file: string,
    what = 'a file writer reads',
  ) {
    super(`${file} is a folder, not a file (writer keeps ${what} there). Move it aside or remove it, then run again.`);
  }
}

/** A text file's contents, or undefined when it does not exist (NotAFileError for a folder; other errors are thrown). */
export async function readTextIfExists(file: string, what?: string): Promise<string | undefined> {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    if (errnoCode(error) === 'EISDIR') throw new NotAFileError(file, what);
    throw error;
  }
}

/** "20261202_101500" in local time: file names that sort by when they were made. */
export function fileStamp(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}_${pad(date.getHours())}${pad(date.getMinutes())}${pad(date.getSeconds())}`;
}
