import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, isStale, LockError, projectLockPath } from '../../src/project/lock.js';
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
