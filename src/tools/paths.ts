import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errnoCode } from '../util/errors.js';

/**
 * Where a model-supplied file name may land: inside the active project folder,
 * and nowhere else. Every check that can be made on the name alone is pure
 * (checkRelativeName); the symlink check needs the disk (resolveProjectFile).
 */

const MAX_SEGMENT_BYTES = 255;
const CONTROL = /\p{Cc}/u;
const WINDOWS_DRIVE = /^[a-zA-Z]:/;

export type NameCheck = { ok: true; segments: string[] } | { ok: false; error: string };

/** Validate a relative file name and split it into segments, adding `.md` when it has no extension. */
export function checkRelativeName(filename: string): NameCheck {
  if (filename.trim() === '') return { ok: false, error: 'The file name is empty.' };
  if (CONTROL.test(filename)) return { ok: false, error: 'The file name contains control characters.' };
  if (filename.startsWith('/') || filename.startsWith('\\') || WINDOWS_DRIVE.test(filename)) {
    return {
      ok: false,
      error: `"${filename}" is an absolute path. Use a path relative to the project folder, like "chapters/chapter_01.md".`,
    };
  }
  const segments = filename.split(/[\\/]+/).filter((s) => s !== '' && s !== '.');
  if (segments.length === 0) return { ok: false, error: 'The file name is empty.' };
  for (const segment of segments) {
    if (segment === '..') return { ok: false, error: `"${filename}" leaves the project folder. Use a path inside it.` };
    if (segment.trim() !== segment || segment.trim() === '') {
      return { ok: false, error: `"${segment}" starts or ends with spaces.` };
    }
    if (segment.startsWith('.')) {
      return { ok: false, error: `"${segment}": names starting with "." are reserved for writer's own files.` };
    }
    if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) {
      return { ok: false, error: `"${segment.slice(0, 40)}…" is longer than ${MAX_SEGMENT_BYTES} bytes.` };
    }
  }
  const last = segments[segments.length - 1] as string;
  if (path.extname(last) === '') segments[segments.length - 1] = `${last}.md`;
  return { ok: true, segments };
}

export function isInside(parent: string, child: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
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
      if (parent === current) throw error;
      current = parent;
    }
  }
}

export type ResolvedFile = { ok: true; absolute: string; relative: string } | { ok: false; error: string };

/**
 * Resolve `filename` inside `projectDir`, refusing anything that would land
 * outside it, including through a symlink already on disk.
 */
export async function resolveProjectFile(projectDir: string, filename: string): Promise<ResolvedFile> {
  const checked = checkRelativeName(filename);
  if (!checked.ok) return checked;
  const relative = checked.segments.join('/');
  const absolute = path.join(projectDir, ...checked.segments);
  const root = await fs.realpath(projectDir);
  const real = await realpathOfDeepestExisting(absolute);
  if (!isInside(root, real))
    return { ok: false, error: `"${filename}" leads outside the project folder (through a link).` };
  try {
    const stat = await fs.lstat(absolute);
    if (stat.isSymbolicLink()) return { ok: false, error: `"${relative}" is a link; write to a plain file instead.` };
    if (stat.isDirectory()) return { ok: false, error: `"${relative}" is a folder, not a file.` };
  } catch (error) {
    const code = errnoCode(error);
    if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
  }
  return { ok: true, absolute, relative };
}
