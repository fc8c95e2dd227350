import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireLock, projectLockPath } from '../../src/project/lock.js';
import { outlineText } from '../support/bookAuthor.js';
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

  it('says a chapter session is running (with the process) while a live writer drafts it, and killed once none does', async () => {
    const cwd = tempDir();
    const project = path.join(cwd, 'drafts', 'Book');
    const journal = (records: object[]) => `${records.map((r) => JSON.stringify(r)).join('\n')}\n`;
    const session = (startedAt: string, chapter?: string) => ({
      type: 'session',
      version: 1,
      prompt: 'Write a book',
      model: 'gemini-2.5-pro',
      startedAt,
      ...(chapter ? { chapter: { file: chapter } } : { parallel: 2 }),
    });
    const turn = { type: 'message', iteration: 2, content: { role: 'model', parts: [{ text: 'a' }] } };
    mkdirSync(path.join(project, '.writer'), { recursive: true });
    writeFileSync(path.join(project, 'outline.md'), outlineText({ chapters: 2, pieces: 1, words: 100 }));
    writeFileSync(path.join(project, '.writer', 'session.jsonl'), journal([session('2026-01-01T00:00:00.000Z'), turn]));
    const lock = await acquireLock(projectLockPath(project), 'the project Book');
    // chapter_01's run began under this lock; chapter_02's in a run before it, killed.
    for (const [file, startedAt] of [
      ['chapter_01.md', new Date(Date.now() + 1_000).toISOString()],
      ['chapter_02.md', '2026-01-01T00:00:00.000Z'],
    ] as const) {
      const dir = path.join(project, '.writer', 'chapters', file.replace('.md', ''));
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'session.jsonl'), journal([session(startedAt, file), turn]));
    }
    const live = await runInProcess(['status', '-o', 'drafts', 'Book'], { cwd });
    expect(live.stdout).toMatch(new RegExp(`chapter_01\\.md  running \\(process ${process.pid}\\) · `));
    expect(live.stdout).toMatch(
      new RegExp(`chapter_02\\.md  killed in an earlier run: process ${process.pid} resumes it from its journal`),
    );
    expect(live.stdout).not.toContain('running, or killed');
    await lock.release();
    const after = await runInProcess(['status', '-o', 'drafts', 'Book'], { cwd });
    expect(after.stdout).toMatch(/chapter_01\.md {2}killed: resumes from its journal/);
    expect(after.stdout).toMatch(/chapter_02\.md {2}killed: resumes from its journal/);
  });
});
