import { promises as fs } from 'node:fs';
import { JournalWriteError } from '../context/journal.js';
import { errnoCode, errorMessage } from '../util/errors.js';
import { resolveProjectFile } from './paths.js';
import { failure, type ToolOutcome } from './registry.js';

/** A project file a call names, checked to stay inside the project. */
export interface FileTarget {
  absolute: string;
  relative: string;
}

/** A failed write in words the model can act on. */
export function errnoMessage(error: unknown, relative: string): string {
  const code = errnoCode(error);
  if (code === 'ENOSPC') return `The disk is full; "${relative}" was not written. Nothing already on disk was changed.`;
  if (code === 'EACCES' || code === 'EPERM') return `Permission denied writing "${relative}".`;
  if (code === 'ENAMETOOLONG') return `The path "${relative}" is too long.`;
  if (code === 'ENOTDIR' || code === 'EEXIST')
    return `"${relative}" needs a folder where a file of that name already exists.`;
  return `Could not write "${relative}": ${errorMessage(error)}`;
}

/** A write refused because its intent could not be journaled (the disk is full): nothing was touched. */
export function journalRefusal(error: JournalWriteError, relative: string): string {
  const why = error.code === 'ENOSPC' ? 'the disk is full' : error.message;
  return `"${relative}" was not written: the session journal could not record the write (${why}). Nothing on disk was changed.`;
}

/**
 * A write that failed, for the model; a full disk (or a journal that could
 * not record the write) is also an effect, so the loop saves the context
 * while a save may still fit. A write the run's interruption stopped
 * (`signal`'s reason thrown) left the file as it was.
 */
export function writeFailure(error: unknown, relative: string, signal?: AbortSignal): ToolOutcome {
  if (signal?.aborted && error === signal.reason)
    return failure(`"${relative}" was not written: the run was interrupted first. Nothing on disk was changed.`);
  if (error instanceof JournalWriteError) return failure(journalRefusal(error, relative), { diskFull: true });
  return failure(errnoMessage(error, relative), errnoCode(error) === 'ENOSPC' ? { diskFull: true } : undefined);
}

/** The file a call names inside the project, or the failure to give back to the model. */
export async function targetFile(projectDir: string, filename: string): Promise<FileTarget | ToolOutcome> {
  try {
    const resolved = await resolveProjectFile(projectDir, filename);
    return resolved.ok ? { absolute: resolved.absolute, relative: resolved.relative } : failure(resolved.error);
  } catch (error) {
    return failure(errnoMessage(error, filename));
  }
}

/** An existing project file's text, or the failure to give back (a missing file points to list_files). */
export async function readTarget(target: FileTarget): Promise<string | ToolOutcome> {
  try {
    return await fs.readFile(target.absolute, 'utf8');
  } catch (error) {
    if (errnoCode(error) === 'ENOENT')
      return failure(`"${target.relative}" does not exist. Call list_files to see the project's files.`);
    return failure(`Could not read "${target.relative}": ${errorMessage(error)}`);
  }
}

export function isOutcome(value: FileTarget | string | ToolOutcome): value is ToolOutcome {
  return typeof value === 'object' && 'response' in value;
}
