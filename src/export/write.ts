import { promises as fs } from 'node:fs';
import path from 'node:path';
import { makeFolders, writeFileAtomic } from '../util/atomicWrite.js';
import { errnoCode, writeProblem } from '../util/errors.js';

/**
 * Writing an exported book: the folder is made when missing (the user named
 * it), the file is written atomically, and a failure leaves nothing behind,
 * not even the folders made for it. Errors come back as one readable line.
 */

export class WriteError extends Error {}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'a part of the path is a file, not a folder',
  ENAMETOOLONG: 'the name is too long',
};

/**
 * Why the file could not be written, in the user's words: never the system's
 * message, which names the temporary file beside the target (`open
 * '/proc/.book.epub.tmp-…'`), a name the user never gave.
 */
function reason(error: unknown): string {
  const code = errnoCode(error);
  if (code && REASONS[code]) return REASONS[code];
  // The folder exists (made or found above), yet a new file in it is "not found": a folder that takes no files (/proc).
  if (code === 'ENOENT') return 'new files cannot be created in that folder';
  if (code === 'ENOSPC' || code === 'EDQUOT') return writeProblem(error);
  return code ? `the file cannot be written there (${code})` : writeProblem(error);
}

export async function writeBook(target: string, data: string | Uint8Array): Promise<void> {
  const stat = await fs.stat(target).catch(() => undefined);
  if (stat?.isDirectory()) throw new WriteError('it is a folder');
  let made: string | undefined;
  try {
    made = await makeFolders(path.dirname(target));
  } catch (error) {
    throw new WriteError(`cannot create the folder ${path.dirname(target)}: ${reason(error)}`);
  }
  try {
    await writeFileAtomic(target, data);
  } catch (error) {
    if (made) await fs.rm(made, { recursive: true, force: true });
    throw new WriteError(reason(error));
  }
}
