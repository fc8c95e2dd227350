import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acquireLock,
  batchLockPath,
  isStale,
  LockError,
  liveLockOwner,
  projectLockPath,
} from '../../src/project/lock.js';
import { removeStaleTempFiles, tempFileOwner } from '../../src/project/staleTemps.js';
import { processStartOf } from '../../src/util/process.js';
import { tempDir } from '../support/cli.js';

/** The pid of a process that has exited (so it is certainly not running). */
function deadPid(): number {
  // /bin/sh rather than node: a process start that costs milliseconds, not a node start-up.
  const child = spawnSync('/bin/sh', ['-c', 'echo $$']);
  return Number(child.stdout.toString().trim());
}

describe('project lock', () => {
  it('is held by one process at a time and released by its owner', async () => {
    const file = projectLockPath(tempDir());
    const lock = await acquireLock(file, 'the project');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    const refused = await acquireLock(file, 'the project').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LockError);
    expect(String(refused)).toMatch(/^LockError: /);
    expect(String(refused)).toMatch(/Another writer is already working on the project \(process \d+ on /);
    await lock.release();
    expect(existsSync(file)).toBe(false);
    await (await acquireLock(file, 'the project')).release();
  });

  it('takes over the stale lock of a dead process', async () => {
    const file = projectLockPath(tempDir());
    mkdirSync(path.dirname(file), { recursive: true });
    const pid = deadPid();
    writeFileSync(file, JSON.stringify({ pid, host: hostname(), startedAt: 'then' }));
    const lock = await acquireLock(file, 'the project');
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.pid);
    await lock.release();
  });

  it('never takes over a lock of another host, whose processes it cannot see', () => {
    const alive = () => false;
    expect(isStale({ pid: 1, host: 'elsewhere', startedAt: '' }, 'here', alive)).toBe(false);
    expect(isStale({ pid: 1, host: 'here', startedAt: '' }, 'here', alive)).toBe(true);
    expect(isStale(undefined, 'here', alive)).toBe(true);
  });

  it('takes over a lock whose pid now belongs to a process started later (a reused pid)', () => {
    const owner = { pid: 7, host: 'here', startedAt: '', processStart: '1000' };
    const alive = () => true;
    expect(isStale(owner, 'here', alive, () => '1000')).toBe(false);
    expect(isStale(owner, 'here', alive, () => '2000')).toBe(true);
    // A start that cannot be read (no /proc) is no proof the pid was reused.
    expect(isStale(owner, 'here', alive, () => undefined)).toBe(false);
    expect(isStale({ pid: 7, host: 'here', startedAt: '' }, 'here', alive, () => '2000')).toBe(false);
  });

  it('records when its process started (Linux)', async () => {
    const file = projectLockPath(tempDir());
    const lock = await acquireLock(file, 'the project');
    const owner = JSON.parse(readFileSync(file, 'utf8'));
    if (process.platform === 'linux') expect(owner.processStart).toBe(processStartOf(process.pid));
    await lock.release();
  });
});

/** A lock file written by hand, as another process (or another host) would have left it. */
function lockWith(owner: unknown): string {
  const file = projectLockPath(tempDir());
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, typeof owner === 'string' ? owner : JSON.stringify(owner));
  return file;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'taken',
    (error: unknown) => error as LockError,
  );

describe('project lock: whose lock it is', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refuses a lock of another host, naming the process, its host and since when', async () => {
    const file = lockWith({ pid: 4242, host: 'elsewhere', startedAt: '2026-01-01T00:00:00.000Z' });
    const error = await refusal(acquireLock(file, 'the project P', { alive: () => false }));
    expect(error).toBeInstanceOf(LockError);
    expect((error as LockError).reason).toBe('held');
    expect((error as LockError).message).toBe(
      'Another writer is already working on the project P (process 4242 on elsewhere, since 2026-01-01T00:00:00.000Z). ' +
        `Wait for it to finish or stop it; if it is gone for sure, delete ${file}.`,
    );
    expect(JSON.parse(readFileSync(file, 'utf8')).host).toBe('elsewhere');
  });

  it('names a live owner without "since" when its lock does not say when it started', async () => {
    const file = lockWith({ pid: 4242, host: hostname() });
    const error = await refusal(acquireLock(file, 'P', { alive: () => true }));
    expect((error as LockError).message).toBe(
      `Another writer is already working on P (process 4242 on ${hostname()}). ` +
        `Wait for it to finish or stop it; if it is gone for sure, delete ${file}.`,
    );
  });

  it.each([
    ['not JSON', 'garbage{'],
    ['JSON that is no object', '42'],
    ['null', 'null'],
    ['no pid', JSON.stringify({ host: 'here' })],
    ['no host', JSON.stringify({ pid: 1 })],
    ['a pid that is no number', JSON.stringify({ pid: '1', host: 'elsewhere' })],
    ['a host that is no string', JSON.stringify({ pid: 1, host: 7 })],
  ])('takes over a lock file no writer could have written (%s)', async (_what, text) => {
    const file = lockWith(text);
    const lock = await acquireLock(file, 'P', { alive: () => true });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    expect(readdirSync(path.dirname(file))).toEqual(['lock']);
    await lock.release();
  });

  it('takes over the lock of its own pid when that process started at another time (a reused pid)', async () => {
    const file = lockWith({ pid: process.pid, host: hostname(), startedAt: 'then', processStart: 'long ago' });
    const lock = await acquireLock(file, 'P');
    expect(JSON.parse(readFileSync(file, 'utf8')).startedAt).not.toBe('then');
    await lock.release();
  });

  it('refuses a live lock whose process started when the lock says', async () => {
    if (processStartOf(process.pid) === undefined) return; // no /proc: nothing to compare
    const file = lockWith({ pid: process.pid, host: hostname(), processStart: processStartOf(process.pid) });
    expect(await refusal(acquireLock(file, 'P'))).toBeInstanceOf(LockError);
  });

  it('records pid and host given by the caller, and no process start for a pid that does not exist', async () => {
    const file = projectLockPath(tempDir());
    const lock = await acquireLock(file, 'P', { pid: 2 ** 22 + 1, host: 'box' });
    const owner = JSON.parse(readFileSync(file, 'utf8'));
    expect(owner).toMatchObject({ pid: 2 ** 22 + 1, host: 'box' });
    expect(owner).not.toHaveProperty('processStart');
    expect(Number.isNaN(Date.parse(owner.startedAt))).toBe(false);
    await lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('puts back a live lock another process took over between its read and its move', async () => {
    const dead = { pid: 4242, host: hostname(), startedAt: 'then' };
    const file = lockWith(dead);
    const live = { pid: 4343, host: hostname(), startedAt: 'now' };
    // The other process takes the stale lock over while this one is checking whether 4242 lives.
    const alive = (pid: number) => {
      if (pid === 4242) writeFileSync(file, JSON.stringify(live));
      return pid === 4343;
    };
    const error = await refusal(acquireLock(file, 'P', { alive }));
    expect(String(error)).toMatch(/Another writer is already working on P \(process 4343 on /);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(live);
    expect(readdirSync(path.dirname(file))).toEqual(['lock']);
  });

  it('gives up when the lock keeps being there and gone (a link to nowhere)', async () => {
    const file = projectLockPath(tempDir());
    mkdirSync(path.dirname(file), { recursive: true });
    symlinkSync(path.join(path.dirname(file), 'nowhere'), file);
    const error = await refusal(acquireLock(file, 'P'));
    expect((error as LockError).reason).toBe('held');
    expect((error as LockError).message).toBe(`Could not take the lock of P (${file}): it keeps changing hands.`);
    expect(readdirSync(path.dirname(file))).toEqual(['lock']);
  });

  it('gives up when a stale lock cannot be moved aside', async () => {
    const file = lockWith({ pid: 4242, host: hostname() });
    // The name it moves the lock to is taken by a folder with something in it.
    mkdirSync(path.join(`${file}.stale-${process.pid}`, 'x'), { recursive: true });
    const looks: number[] = [];
    const error = await refusal(acquireLock(file, 'P', { alive: (pid) => looks.push(pid) < 0 }));
    expect((error as LockError).message).toMatch(/it keeps changing hands\.$/);
    // It looks again a bounded number of times: three.
    expect(looks).toEqual([4242, 4242, 4242]);
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(4242);
  });

  it('says why when its folder cannot be made', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'P'), 'a file where the project folder should be');
    const file = projectLockPath(path.join(dir, 'P'));
    const error = await refusal(acquireLock(file, 'the project P'));
    expect((error as LockError).reason).toBe('io');
    expect((error as LockError).message).toMatch(/^Could not create the lock for the project P: .+\.$/);
  });

  it('says why when the lock file cannot be written', async () => {
    // A lock name so long that its temporary file's name is over the file system's limit.
    const file = path.join(tempDir(), 'l'.repeat(250));
    const error = await refusal(acquireLock(file, 'P'));
    expect((error as LockError).reason).toBe('io');
    expect((error as LockError).message).toMatch(
      new RegExp(`^Could not write the lock file ${file}: .*name too long.*\\. Nothing was changed\\.$`),
    );
  });

  /** Whether sysfs is here and refuses a new file even to root (the write fails before its file exists). */
  function sysRefuses(): boolean {
    try {
      writeFileSync('/sys/writer-probe.tmp', 'x', { flag: 'wx' });
      rmSync('/sys/writer-probe.tmp', { force: true });
      return false;
    } catch (error) {
      return (error as { code?: string }).code === 'EACCES';
    }
  }

  it.skipIf(!sysRefuses())('names why the lock file cannot be written, not what its cleanup found', async () => {
    const error = await refusal(acquireLock('/sys/writer-test.lock', 'P'));
    expect((error as LockError).message).toMatch(
      /^Could not write the lock file \/sys\/writer-test\.lock: EACCES: permission denied, open /,
    );
  });

  it.each([
    ['pid', { pid: 4343 }],
    ['host', { host: 'elsewhere' }],
    ['start', { startedAt: 'later' }],
  ])('release leaves a lock that another process holds now (another %s)', async (_what, change) => {
    const file = projectLockPath(tempDir());
    const lock = await acquireLock(file, 'P');
    const other = { ...JSON.parse(readFileSync(file, 'utf8')), ...change };
    writeFileSync(file, JSON.stringify(other));
    await lock.release();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(other);
  });

  it('release of a lock someone removed meanwhile does nothing', async () => {
    const file = projectLockPath(tempDir());
    const lock = await acquireLock(file, 'P');
    rmSync(file);
    await lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('release is done once: a second call leaves the next lock of the same process alone', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T00:00:00Z') });
    const file = projectLockPath(tempDir());
    const first = await acquireLock(file, 'P');
    await first.release();
    const second = await acquireLock(file, 'P');
    await first.release();
    expect(existsSync(file)).toBe(true);
    await second.release();
    expect(existsSync(file)).toBe(false);
  });

  it('liveLockOwner: the live owner, or nothing for a missing, stale or broken lock', async () => {
    const owner = { pid: 4242, host: hostname(), startedAt: 'then' };
    const file = lockWith(owner);
    expect(await liveLockOwner(file, () => true)).toEqual(owner);
    expect(await liveLockOwner(file, () => false)).toBeUndefined();
    // As read back: a missing start is empty, a process start is kept, anything else is dropped.
    expect(await liveLockOwner(lockWith({ pid: 4242, host: hostname(), extra: 1 }), () => true)).toStrictEqual({
      pid: 4242,
      host: hostname(),
      startedAt: '',
    });
    const withStart = { ...owner, pid: process.pid, processStart: processStartOf(process.pid) ?? 'x' };
    expect(await liveLockOwner(lockWith(withStart))).toEqual(withStart);
    expect(await liveLockOwner(lockWith({ ...owner, startedAt: 5, processStart: 5 }), () => true)).toEqual({
      ...owner,
      startedAt: '',
    });
    if (processStartOf(process.pid) !== undefined)
      expect(await liveLockOwner(lockWith({ ...withStart, processStart: 'long ago' }))).toBeUndefined();
    expect(await liveLockOwner(lockWith('garbage{'), () => true)).toBeUndefined();
    expect(await liveLockOwner(path.join(tempDir(), 'missing'), () => true)).toBeUndefined();
    // Of another host: it may be live, so it is named.
    expect(await liveLockOwner(lockWith({ ...owner, host: 'elsewhere' }), () => false)).toMatchObject({
      host: 'elsewhere',
    });
  });

  it('batchLockPath: one hidden lock per batch file, in the output folder', () => {
    const a = batchLockPath('/out', '/books/a.yaml');
    expect(path.dirname(a)).toBe('/out');
    expect(path.basename(a)).toMatch(/^\.batch-[0-9a-f]{12}\.lock$/);
    expect(batchLockPath('/out', '/books/a.yaml')).toBe(a);
    expect(batchLockPath('/out', '/books/b.yaml')).not.toBe(a);
  });
});

describe('stale temp files', () => {
  it('removes the temp files of dead processes, in subfolders too, and nothing else', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'chapters'));
    const dead = deadPid();
    const stale = [`.chapter_01.md.tmp-${dead}-0a1b2c3d`, `chapters/.c.md.tmp-${dead}-deadbeef`];
    const kept = [`.x.md.tmp-${process.pid}-0a1b2c3d`, 'chapter_01.md', '.tmp-notes.md', `.y.md.tmp-${dead}-zz`];
    for (const name of [...stale, ...kept]) writeFileSync(path.join(dir, name), 'text');
    const removed = await removeStaleTempFiles(dir);
    expect(removed.map((f) => path.relative(dir, f)).sort()).toEqual([...stale].sort());
    for (const name of stale) expect(existsSync(path.join(dir, name))).toBe(false);
    for (const name of kept) expect(existsSync(path.join(dir, name))).toBe(true);
    expect(tempFileOwner('.a.md.tmp-123-0a1b2c3d')).toBe(123);
  });
});

describe('stale temp files: which ones', () => {
  const TEMP = (pid: number) => `.chapter.md.tmp-${pid}-0a1b2c3d`;

  it("keeps this process's own temp files whatever the liveness check says", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, TEMP(process.pid)), 'mine');
    writeFileSync(path.join(dir, TEMP(4242)), 'theirs');
    expect(await removeStaleTempFiles(dir, () => false)).toEqual([path.join(dir, TEMP(4242))]);
    expect(existsSync(path.join(dir, TEMP(process.pid)))).toBe(true);
  });

  it('keeps the temp files of live processes', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, TEMP(4242)), 'theirs');
    expect(await removeStaleTempFiles(dir, (pid) => pid === 4242)).toEqual([]);
    expect(existsSync(path.join(dir, TEMP(4242)))).toBe(true);
  });

  it('removes only files: a link or a folder of that name stays', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'target.md'), 'kept');
    symlinkSync(path.join(dir, 'target.md'), path.join(dir, TEMP(4242)));
    expect(await removeStaleTempFiles(dir, () => false)).toEqual([]);
    expect(readFileSync(path.join(dir, TEMP(4242)), 'utf8')).toBe('kept');
  });

  it('looks eight folders deep, no deeper', async () => {
    const dir = tempDir();
    const deep = (levels: number) => path.join(dir, ...Array.from({ length: levels }, (_, i) => `d${i}`));
    mkdirSync(deep(9), { recursive: true });
    writeFileSync(path.join(deep(8), TEMP(4242)), 'x');
    writeFileSync(path.join(deep(9), TEMP(4343)), 'x');
    // A folder named like a temp file, past the depth limit, is not taken for one.
    mkdirSync(path.join(deep(9), TEMP(4444)));
    expect(await removeStaleTempFiles(dir, () => false)).toEqual([path.join(deep(8), TEMP(4242))]);
    expect(existsSync(path.join(deep(9), TEMP(4343)))).toBe(true);
    expect(existsSync(path.join(deep(9), TEMP(4444)))).toBe(true);
  });

  it('finds nothing in a folder that is not there', async () => {
    expect(await removeStaleTempFiles(path.join(tempDir(), 'missing'), () => false)).toEqual([]);
  });

  it('tells a writer temp name from others', () => {
    expect(tempFileOwner('.a.md.tmp-123-0a1b2c3d')).toBe(123);
    for (const name of [
      'a.md.tmp-123-0a1b2c3d',
      '.a.md.tmp-123-0a1b2c3',
      '.a.md.tmp-123-0a1b2c3d.md',
      '.a.md.tmp-x-0a1b2c3d',
    ])
      expect(tempFileOwner(name)).toBeUndefined();
  });
});
