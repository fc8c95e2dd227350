import { promises as fs } from 'node:fs';
import { JournalWriteError } from '../journal/journal.js';
import { errnoCode, errorMessage, writeProblem } from '../util/errors.js';
import { type FileTarget, resolveProjectFile } from './paths.js';
import { failure, isOutcome, type ToolOutcome } from './registry.js';

/** A failed write in words the model can act on. */
export function errnoMessage(error: unknown, relative: string): string {
  const code = errnoCode(error);
  if (code === 'ENOSPC' || code === 'EDQUOT')
    return `"${relative}" was not written: ${writeProblem(error)}. Nothing already on disk was changed.`;
  if (code === 'EACCES' || code === 'EPERM') return `Permission denied writing "${relative}".`;
  if (code === 'ENAMETOOLONG') return `The path "${relative}" is too long.`;
  if (code === 'EROFS') return `The file system is read-only; "${relative}" was not written.`;
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return `"${relative}" needs a folder where a file of that name already exists.`;
  return `Could not write "${relative}": ${errorMessage(error)}`;
}

/** A write refused because its intent could not be journaled (the disk is full): nothing was touched. */
export function journalRefusal(error: JournalWriteError, relative: string): string {
  return `"${relative}" was not written: the session journal could not record the write (${writeProblem(error)}). Nothing on disk was changed.`;
}

/**
 * A write that failed, for the model; a full disk (or a journal that could
 * not record the write) is also an effect, so the loop saves the context
 * while a save may still fit. A write the run's interruption stopped
 * (`signal`'s reason thrown) left the file as it was.
 */
export function writeFailure(error: unknown, relative: string, signal?: AbortSignal): ToolOutcome {
  if (signal?.aborted && error === signal.reason)
    return failure(
      'interrupted',
      `"${relative}" was not written: the run was interrupted first. Nothing on disk was changed.`,
    );
  if (error instanceof JournalWriteError)
    return failure('storage_full', journalRefusal(error, relative), { storageFailure: true });
  const full = errnoCode(error) === 'ENOSPC' || errnoCode(error) === 'EDQUOT';
  return full
    ? failure('storage_full', errnoMessage(error, relative), { storageFailure: true })
    : failure('io_error', errnoMessage(error, relative));
}

/** The file a call names inside the project, or the failure to give back to the model. */
export async function targetFile(projectDir: string, filename: string): Promise<FileTarget | ToolOutcome> {
  try {
    return await resolveProjectFile(projectDir, filename);
  } catch (error) {
    return failure('io_error', errnoMessage(error, filename));
  }
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** The 1-based line of the first bytes that are not UTF-8, or undefined when all are. */
export function firstNonUtf8Line(bytes: Uint8Array): number | undefined {
  let start = 0;
  // Stryker disable next-line EqualityOperator: at start === length the empty rest decodes and end is -1: undefined either way
  for (let line = 1; start <= bytes.length; line++) {
    const end = bytes.indexOf(0x0a, start);
    const stop = end === -1 ? bytes.length : end;
    try {
      UTF8.decode(bytes.subarray(start, stop));
    } catch {
      return line;
    }
    if (end === -1) return undefined;
    start = end + 1;
  }
  return undefined;
}

/**
 * A file's text, or the failure to give back when its bytes are not UTF-8
 * (a Latin-1 file from another program): writer would turn every such byte
 * into U+FFFD when it writes the text back, so it refuses and says why.
 */
export function decodeText(bytes: Uint8Array, relative: string): string | ToolOutcome {
  try {
    return UTF8.decode(bytes);
  } catch {
    return failure(
      'not_utf8',
      `"${relative}" is not UTF-8 text (line ${firstNonUtf8Line(bytes)} holds bytes of another encoding, such as ` +
        'Latin-1), so writer cannot change it without damaging those bytes; it was left as it is. Replace the whole ' +
        'file with write_file mode "overwrite" if it should be rewritten.',
    );
  }
}

/** An existing project file as read (bytes, to check later that it did not change) and as text. */
export interface ReadTarget {
  bytes: Buffer;
  text: string;
}

/** An existing project file's bytes and UTF-8 text, or the failure to give back (a missing file points to list_files). */
export async function readTargetFile(target: FileTarget): Promise<ReadTarget | ToolOutcome> {
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(target.absolute);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT')
      return failure(
        'file_not_found',
        `"${target.relative}" does not exist. Call list_files to see the project's files.`,
      );
    return failure('io_error', `Could not read "${target.relative}": ${errorMessage(error)}`);
  }
  const text = decodeText(bytes, target.relative);
  return typeof text === 'string' ? { bytes, text } : text;
}

/** An existing project file's text, or the failure to give back. */
export async function readTarget(target: FileTarget): Promise<string | ToolOutcome> {
  const read = await readTargetFile(target);
  return isOutcome(read) ? read : read.text;
}

/** The file changed between being read and being replaced: another program writes to it. */
export class FileChanged extends Error {}

/**
 * A check for writeFileAtomic's beforeRename: the file still holds exactly
 * `bytes` (undefined: still does not exist), else FileChanged. What another
 * program appended while an edit was being made is then never lost.
 */
export function unchangedSince(absolute: string, bytes: Buffer | undefined): () => Promise<void> {
  return async () => {
    let now: Buffer | undefined;
    try {
      now = await fs.readFile(absolute);
    } catch (error) {
      if (errnoCode(error) !== 'ENOENT') throw error;
    }
    const same = now === undefined || bytes === undefined ? now === bytes : now.equals(bytes);
    if (!same) throw new FileChanged(`${absolute} changed while it was being written`);
  };
}
