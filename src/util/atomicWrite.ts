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

async function writeFlushed(file: string, data: string | Uint8Array): Promise<void> {
  const handle = await fs.open(file, 'wx', 0o644);
  try {
    await handle.writeFile(data, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** What a write may be given besides its data. */
export interface WriteOptions {
  /** An abort before the new text takes the target's name leaves the target as it was (and throws the reason). */
  signal?: AbortSignal;
}

/** Replace (or create) `target` atomically; text is written as UTF-8, bytes as they are. */
export async function writeFileAtomic(
  target: string,
  data: string | Uint8Array,
  options: WriteOptions = {},
): Promise<void> {
  const temp = tempPathFor(target);
  try {
    await writeFlushed(temp, data);
    options.signal?.throwIfAborted();
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * Create `target` atomically, failing with EEXIST if it already exists.
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
