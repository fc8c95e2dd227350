import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { makeFolders } from '../util/atomicWrite.js';
import { errnoCode, errorMessage, writeProblem } from '../util/errors.js';
import { isProcessAlive, processStartOf } from '../util/process.js';

/**
 * One writer process per project: two processes appending to one journal
 * and one manuscript would both write every later piece. The lock is a file
 * holding the owner's pid and host, created so that only one process can
 * make it (a hard link never replaces a name). A lock whose process is dead
 * (killed, crashed) is taken over; a lock held by a live process, or by
 * another host (whose processes cannot be checked from here), is refused.
 */

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** When the kernel started that process (Linux): a pid reused by another process has another start. */
  processStart?: string;
}

/** Another process holds the lock, or the lock could not be written: refuse to run. */
export class LockError extends Error {
  override name = 'LockError';
  constructor(
    message: string,
    /** 'held': another writer runs; 'io': the lock file could not be written (a full disk). */
    readonly reason: 'held' | 'io',
  ) {
    super(message);
  }
}

export function projectLockPath(projectDir: string): string {
  return path.join(projectDir, '.writer', 'lock');
}

/** The lock of one batch file's run, in the output folder (a hidden file: no project looks like it). */
export function batchLockPath(outputDir: string, batchFile: string): string {
  const id = createHash('sha256').update(batchFile).digest('hex').slice(0, 12);
  return path.join(outputDir, `.batch-${id}.lock`);
}

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    if (!('pid' in value) || !('host' in value) || typeof value.pid !== 'number' || typeof value.host !== 'string')
      return undefined;
    const startedAt = 'startedAt' in value && typeof value.startedAt === 'string' ? value.startedAt : '';
    const processStart =
      'processStart' in value && typeof value.processStart === 'string' ? value.processStart : undefined;
    return { pid: value.pid, host: value.host, startedAt, ...(processStart ? { processStart } : {}) };
  } /* Stryker disable next-line BlockStatement: the function returns undefined after an empty catch too */ catch {
    return undefined;
  }
}

/**
 * Whether a lock's owner is gone for sure: a dead process on this host (or
 * its pid now belongs to a process started later), or a file no process
 * could have written.
 */
export function isStale(
  owner: LockOwner | undefined,
  host: string,
  alive: (pid: number) => boolean,
  startOf: (pid: number) => string | undefined = () => undefined,
): boolean {
  if (!owner) return true;
  if (owner.host !== host) return false;
  if (!alive(owner.pid)) return true;
  const start = owner.processStart === undefined ? undefined : startOf(owner.pid);
  return start !== undefined && start !== owner.processStart;
}

export interface HeldLock {
  file: string;
  /** Remove the lock if it is still this process's (idempotent). */
  release(): Promise<void>;
}

const describeOwner = (owner: LockOwner) =>
  `process ${owner.pid} on ${owner.host}${owner.startedAt ? `, since ${owner.startedAt}` : ''}`;

function heldError(owner: LockOwner, what: string, file: string): LockError {
  return new LockError(
    `Another writer is already working on ${what} (${describeOwner(owner)}). ` +
      `Wait for it to finish or stop it; if it is gone for sure, delete ${file}.`,
    'held',
  );
}

/**
 * Refuse at once when a live process holds the project's lock: a second `--recover` says so before it says
 * "Resuming" or touches anything (taking the lock later still settles a race between two starts).
 */
export async function refuseIfProjectLocked(projectDir: string): Promise<void> {
  const file = projectLockPath(projectDir);
  const owner = await liveLockOwner(file);
  if (owner) throw heldError(owner, `the project folder ${projectDir}`, file);
}

/**
 * Take the lock at `file` for this process; `what` names the thing locked in
 * the refusal ("the project folder output/otter").
 */
export async function acquireLock(
  file: string,
  what: string,
  options: { alive?: (pid: number) => boolean; pid?: number; host?: string } = {},
): Promise<HeldLock> {
  const alive = options.alive ?? isProcessAlive;
  const pid = options.pid ?? process.pid;
  const processStart = processStartOf(pid);
  const me: LockOwner = {
    pid,
    host: options.host ?? hostname(),
    startedAt: new Date().toISOString(),
    ...(processStart ? { processStart } : {}),
  };
  const text = `${JSON.stringify(me)}\n`;
  try {
    await makeFolders(path.dirname(file));
  } catch (error) {
    throw new LockError(`Could not create the lock for ${what}: ${errorMessage(error)}.`, 'io');
  }
  if ((await fs.lstat(file).catch(() => undefined))?.isDirectory())
    throw new LockError(
      `${file} is a folder, not writer's lock file, so ${what} cannot be locked. If no writer process works there, remove it (rm -r "${file}") and run again.`,
      'io',
    );
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await createComplete(file, text);
      return heldLock(file, me);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') {
        throw new LockError(
          `Could not write the lock file ${file}: ${writeProblem(error)}. Nothing was changed.`,
          'io',
        );
      }
    }
    const current = await fs.readFile(file, 'utf8').catch(() => undefined);
    if (current === undefined) continue; // released meanwhile: try again
    const owner = parseOwner(current);
    if (owner && !isStale(owner, me.host, alive, processStartOf)) {
      throw heldError(owner, what, file);
    }
    // Stale: move it aside under a name of our own; only one taker's rename of this file can succeed.
    const aside = `${file}.stale-${me.pid}`;
    try {
      await fs.rename(file, aside);
      const moved = await fs.readFile(aside, 'utf8');
      // Someone else took the stale lock over between our read and our rename: theirs is live, put it back.
      if (moved !== current) await fs.link(aside, file).catch(() => undefined);
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: aside was just read, so it exists and force changes nothing
      await fs.rm(aside, { force: true });
    } catch {
      // Another process moved it first: look again.
    }
  }
  throw new LockError(`Could not take the lock of ${what} (${file}): it keeps changing hands.`, 'held');
}

/**
 * Create `file` with `text`, failing with EEXIST when it exists; a reader
 * never sees it half-written (it appears by a link, whole). Not flushed: a
 * lock outlives no reboot that would matter, its process is gone then.
 */
async function createComplete(file: string, text: string): Promise<void> {
  const temp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    // Stryker disable next-line ObjectLiteral,StringLiteral: temp has a random name of this pid: 'wx' only guards a collision that does not happen
    await fs.writeFile(temp, text, { flag: 'wx' });
    await fs.link(temp, file);
  } finally {
    await fs.rm(temp, { force: true });
  }
}

function heldLock(file: string, me: LockOwner): HeldLock {
  let released = false;
  return {
    file,
    async release() {
      if (released) return;
      released = true;
      const current = await fs.readFile(file, 'utf8').catch(() => undefined);
      const owner = current === undefined ? undefined : parseOwner(current);
      if (owner && owner.pid === me.pid && owner.host === me.host && owner.startedAt === me.startedAt) {
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: the file was just read, so it exists and force changes nothing
        await fs.rm(file, { force: true });
      }
    },
  };
}

/** The live process that holds a lock now, if any (a stale or missing lock: undefined). */
export async function liveLockOwner(
  file: string,
  alive: (pid: number) => boolean = isProcessAlive,
): Promise<LockOwner | undefined> {
  const text = await fs.readFile(file, 'utf8').catch(() => undefined);
  const owner = text === undefined ? undefined : parseOwner(text);
  return owner && !isStale(owner, hostname(), alive, processStartOf) ? owner : undefined;
}
