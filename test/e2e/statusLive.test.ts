import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, projectLockPath } from '../../src/project/lock.js';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

describe('writer status of a project being written now', () => {
  it('says so (pid, since when, iteration) and prints no resume command; after the writer ends, it does', async () => {
    const cwd = tempDir();
    const project = path.join(cwd, 'drafts', 'Tide');
    mkdirSync(path.join(project, '.writer'), { recursive: true });
    const records = [
      { type: 'session', version: 1, prompt: 'Write a tide story', model: 'gemini-2.5-pro', startedAt: 'x' },
      { type: 'message', iteration: 3, content: { role: 'model', parts: [{ text: 'a' }] } },
    ];
    writeFileSync(
      path.join(project, '.writer', 'session.jsonl'),
      `${records.map((r) => JSON.stringify(r)).join('\n')}\n`,
    );
    writeFileSync(path.join(project, 'chapter_01.md'), 'Tide. '.repeat(50));
    // A live writer: this process holds the project's lock.
    const lock = await acquireLock(projectLockPath(project), 'the project Tide');
    const live = await runInProcess(['status', '-o', 'drafts'], { cwd });
    expect(live.code).toBe(0);
    expect(live.stdout).toMatch(
      new RegExp(`Session: being written now by process ${process.pid} \\(since .+, iteration 3\\)`),
    );
    expect(live.stdout).not.toMatch(/did not finish cleanly/);
    expect(live.stdout).not.toContain('--recover');
    await lock.release();
    const after = await runInProcess(['status', '-o', 'drafts'], { cwd });
    expect(after.stdout).toMatch(/did not finish cleanly/);
    expect(after.stdout).toContain(`--recover ${project}`);
  });
});
