import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errnoCode } from '../util/errors.js';
import { failure, isOutcome, type ToolOutcome } from './registry.js';

/**
 * Where a model-supplied file name may land: inside the active project folder,
 * and nowhere else. Every check that can be made on the name alone is pure
 * (checkRelativeName); the symlink check needs the disk (resolveProjectFile).
 * Like every tool helper, each returns its value or the failure to give back
 * to the model (`isOutcome` tells them apart).
 */

const MAX_SEGMENT_BYTES = 255;
const CONTROL = /\p{Cc}/u;
const WINDOWS_DRIVE = /^[a-zA-Z]:/;

/** Validate a relative file name and split it into segments, adding `.md` when it has no extension. */
export function checkRelativeName(filename: string): string[] | ToolOutcome {
  if (filename.trim() === '') return failure('invalid_path', 'The file name is empty.');
  if (CONTROL.test(filename)) return failure('invalid_path', 'The file name contains control characters.');
  if (filename.startsWith('/') || filename.startsWith('\\') || WINDOWS_DRIVE.test(filename)) {
    return failure(
      'invalid_path',
      `"${filename}" is an absolute path. Use a path relative to the project folder, like "chapters/chapter_01.md".`,
    );
  }
  // Stryker disable next-line Regex: without +, a run of slashes gives empty segments, which the filter drops
  const segments = filename.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  if (segments.length === 0) return failure('invalid_path', 'The file name is empty.');
  for (const segment of segments) {
    if (segment === '..')
      return failure('invalid_path', `"${filename}" leaves the project folder. Use a path inside it.`);
    // (An all-space segment fails this too; empty segments were filtered out above.)
    if (segment.trim() !== segment) {
      return failure('invalid_path', `"${segment}" starts or ends with spaces.`);
    }
    if (segment.startsWith('.')) {
      return failure('invalid_path', `"${segment}": names starting with "." are reserved for writer's own files.`);
    }
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) {
      return failure('invalid_path', `"${segment.slice(0, 40)}…" is longer than ${MAX_SEGMENT_BYTES} bytes.`);
    }
  }
  const last = segments[segments.length - 1] as string;
  if (path.extname(last) === '') segments[segments.length - 1] = `${last}.md`;
  return segments;
}

export function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  if (relative.startsWith('..')) return false;
  // path.relative gives an absolute path only on Windows, across drives.
  return !path.isAbsolute(relative);
}

async function realpathOfDeepestExisting(target: string): Promise<string> {
  let current = target;
  for (;;) {
    try {
      return await fs.realpath(current);
    } catch (error) {
      // ENOTDIR: a file stands where the path needs a folder; the write will fail cleanly later.
      const code = errnoCode(error);
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      const parent = path.dirname(current);
      // Stryker disable next-line ConditionalExpression: the walk up reaches "/", which always resolves, before its own parent
      if (parent === current) throw error;
      current = parent;
    }
  }
}

/** A project file a call names, checked to stay inside the project. */
export interface FileTarget {
  absolute: string;
  relative: string;
}

/**
 * Resolve `filename` inside `projectDir`, refusing anything that would land
 * outside it, including through a symlink already on disk.
 */
export async function resolveProjectFile(projectDir: string, filename: string): Promise<FileTarget | ToolOutcome> {
  const segments = checkRelativeName(filename);
  if (isOutcome(segments)) return segments;
  const relative = segments.join('/');
  const absolute = path.join(projectDir, ...segments);
  const root = await fs.realpath(projectDir);
  const real = await realpathOfDeepestExisting(absolute);
  if (!isInside(root, real))
    return failure('invalid_path', `"${filename}" leads outside the project folder (through a link).`);
  try {
    const stat = await fs.lstat(absolute);
    if (stat.isSymbolicLink())
      return failure('invalid_path', `"${relative}" is a link; write to a plain file instead.`);
    if (stat.isDirectory()) return failure('invalid_path', `"${relative}" is a folder, not a file.`);
  } /* Stryker disable next-line BlockStatement: realpath above already threw every error of this path but ENOENT and ENOTDIR */ catch (error) {
    const code = errnoCode(error);
    // Stryker disable next-line ConditionalExpression: realpath above already threw every error of this path but ENOENT and ENOTDIR
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
  return { absolute, relative };
}
