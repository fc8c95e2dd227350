import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../util/process.js';

/**
 * Atomic writes go through `.<name>.tmp-<pid>-<hex>` beside the target; a
 * process killed mid-write (kill -9) leaves its temp file, often a whole
 * chapter, behind for good. On the next start in that project (its lock
 * held, so no other writer works there) the temp files of dead processes
 * are removed.
 */

const TEMP_NAME = /^\..+\.tmp-(\d+)-[0-9a-f]{8}$/;

/** The pid that wrote a temp file, or undefined when the name is not a writer temp file. */
export function tempFileOwner(name: string): number | undefined {
  const match = TEMP_NAME.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** Remove temp files of dead processes under `dir` (subfolders included); returns the paths removed. */
export async function removeStaleTempFiles(
  dir: string,
  alive: (pid: number) => boolean = isProcessAlive,
  depth = 0,
): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && depth < 8) {
      removed.push(...(await removeStaleTempFiles(full, alive, depth + 1)));
      continue;
    }
    if (!entry.isFile()) continue;
    const pid = tempFileOwner(entry.name);
    if (pid === undefined || pid === process.pid || alive(pid)) continue;
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: the file was just listed; force matters only if it vanished meanwhile, and both then end with it gone
    await fs.rm(full, { force: true });
    removed.push(full);
  }
  return removed;
}
