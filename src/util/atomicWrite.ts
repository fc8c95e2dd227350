import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errnoCode } from './errors.js';

/**
 * Writes never leave a half-written file behind: the text goes to a temporary
 * file beside the target, is flushed to disk, and only then takes the target's
 * name. A crash at any point leaves either the old file or the new one.
 */

function tempPathFor(target: string): string {
  const dir = path.dirname(target);
  const base = path.basename(target);
  return path.join(dir, `.${base}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
}

async function writeFlushed(file: string, data: string | Uint8Array, mode?: number): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o644);
  try {
    // The new file keeps the permissions of the one it replaces (a private 0600 chapter stays private).
    if (mode !== undefined) await handle.chmod(mode);
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Platforms that cannot fsync a folder (Windows, some network file systems) say so with these: nothing to wait for. */
const NO_DIR_SYNC = new Set(['EINVAL', 'EISDIR', 'EPERM', 'EACCES', 'ENOTSUP', 'EBADF']);

/**
 * A rename or a link is a change to the folder, not to the file: it reaches
 * the disk when the folder is fsynced. Until then a power cut can bring back
 * the old name (or none), even though the file's data was synced.
 */
export async function syncDir(dir: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(dir, 'r');
  } catch (error) {
    if (NO_DIR_SYNC.has(errnoCode(error) ?? '')) return;
    throw error;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (!NO_DIR_SYNC.has(errnoCode(error) ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

/** What a write may be given besides its data. */
export interface WriteOptions {
  /** An abort before the new text takes the target's name leaves the target as it was (and throws the reason). */
  signal?: AbortSignal;
  /**
   * Called when the new text is on disk under its temporary name, right
   * before it takes the target's: throwing cancels the write, leaving the
   * target as it is (a check that nobody changed it meanwhile).
   */
  beforeRename?: () => Promise<void>;
}

/** The permission bits of an existing file, or undefined when there is none. */
async function modeOf(file: string): Promise<number | undefined> {
  try {
    return (await fs.stat(file)).mode & 0o7777;
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Replace (or create) `target` atomically and durably: when this returns, the
 * new text is on the disk under its name (the file and its folder fsynced),
 * so a result recorded after it never claims a write a power cut could undo.
 * Text is written as UTF-8, bytes as they are.
 */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: WriteOptions = {},
): Promise<void> {
  const temp = tempPathFor(target);
  const mode = await modeOf(target);
  try {
    await writeFlushed(temp, data, mode);
    await options.beforeRename?.();
    options.signal?.throwIfAborted();
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
  await syncDir(path.dirname(target));
}

/**
 * Create `target` atomically and durably (as writeFileAtomic), failing with EEXIST if it already exists.
 * `link` refuses to replace an existing name, which makes the check and the
 * creation one step (no window between "does it exist?" and "write it").
 */
export async function createFileAtomic(target: string, data: string, options: WriteOptions = {}): Promise<void> {
  const temp = tempPathFor(target);
  try {
    await writeFlushed(temp, data);
    options.signal?.throwIfAborted();
    await fs.link(temp, target);
  } finally {
    await fs.rm(temp, { force: true });
  }
  // The new name, and the temporary one gone, reach the disk together.
  await syncDir(path.dirname(target));
}

/**
 * `mkdir -p` one level at a time, returning the first folder it made. Node's
 * recursive mkdir never returns under /proc (`-o /proc/x`: the child is "not
 * found", the parent "exists", and it retries forever); one level at a time
 * also fails with the true code (EROFS, EACCES) of the first folder that
 * cannot be made. A folder another process made meanwhile is taken as made.
 */
export async function makeFolders(dir: string): Promise<string | undefined> {
  const missing: string[] = [];
  for (let at = dir; !(await fs.stat(at).catch(() => undefined)); at = path.dirname(at)) {
    missing.unshift(at);
    if (path.dirname(at) === at) break;
  }
  const made: string[] = [];
  for (const folder of missing) {
    try {
      await fs.mkdir(folder);
      made.push(folder);
    } catch (error) {
      const isFolder = (await fs.stat(folder).catch(() => undefined))?.isDirectory();
      if (errnoCode(error) !== 'EEXIST' || !isFolder) throw error;
    }
  }
  // A new folder is an entry in its parent: until the parent is fsynced, a power cut can lose the folder and
  // with it a chapter written (and fsynced) inside it.
  for (const folder of made) await syncDir(path.dirname(folder));
  return made[0];
}

/**
 * Create a file under a name built from `makeName(n)` for n = 1, 2, 3, ...,
 * taking the first that is free. Returns the path used.
 */
export async function createUniqueFile(makeName: (n: number) => string, data: string): Promise<string> {
  for (let n = 1; n < 10_000; n++) {
    const candidate = makeName(n);
    try {
      await createFileAtomic(candidate, data);
      return candidate;
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
    }
  }
  throw new Error('no free file name after 10000 tries');
}
