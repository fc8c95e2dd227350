import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/agent/session.js';
import { journalPath, parseJournal } from '../../src/journal/journal.js';
import { tempDir } from '../support/cli.js';
import { usage } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

/** A project folder for a session to claim. */
function projectDir(name = 'Tale') {
  const dir = path.join(tempDir(), name);
  mkdirSync(dir, { recursive: true });
  return { name, dir };
}

const recordsIn = (file: string) => parseJournal(readFileSync(file, 'utf8')).records;

describe('Session', () => {
  it('journals the session record with the settings a resume needs, and leaves out the ones not set', async () => {
    const project = projectDir();
    const now = new Date('2026-12-01T10:00:00.000Z');
    const session = Session.start('Write a tale.', testSettings({ targetWords: 3000, parallel: 3 }), {
      now,
      draft: { batchFile: '/b/batch.md', key: 'tale' },
    });
    await session.activateProject(project);
    const plain = Session.start('Write.', testSettings());
    const other = projectDir('Other');
    await plain.activateProject(other);
    await session.end('done');
    await plain.end('done');

    expect(recordsIn(journalPath(project.dir))[0]).toEqual({
      type: 'session',
      version: expect.any(Number),
      prompt: 'Write a tale.',
      model: 'gemini-3-flash-preview',
      startedAt: '2026-12-01T10:00:00.000Z',
      targetWords: 3000,
      draft: { batchFile: '/b/batch.md', key: 'tale' },
      parallel: 3,
    });
    const bare = recordsIn(journalPath(other.dir))[0] ?? {};
    expect(Object.keys(bare).sort()).toEqual(['model', 'prompt', 'startedAt', 'type', 'version']);
  });

  it('journals how a run ended, and the resume command it printed when it stopped early (status prints it again)', async () => {
    const stopped = projectDir('Stopped');
    const session = Session.start('Write.', testSettings());
    await session.activateProject(stopped);
    await session.end('budget', 'writer --recover /p -o drafts --budget 2');
    expect(recordsIn(journalPath(stopped.dir)).at(-1)).toEqual({
      type: 'end',
      iteration: 0,
      at: expect.any(String),
      status: 'budget',
      resumeCommand: 'writer --recover /p -o drafts --budget 2',
    });
    const finished = projectDir('Finished');
    const done = Session.start('Write.', testSettings());
    await done.activateProject(finished);
    await done.end('done');
    expect(Object.keys(recordsIn(journalPath(finished.dir)).at(-1) ?? {}).sort()).toEqual([
      'at',
      'iteration',
      'status',
      'type',
    ]);
  });

  it('counts iterations up, and back down for a turn that was never sent', () => {
    const session = Session.start('Write.', testSettings({ maxIterations: 5 }));
    expect(session.beginIteration()).toBe(1);
    expect(session.beginIteration()).toBe(2);
    session.abandonIteration();
    expect(session.iteration).toBe(1);
    expect(session.maxIteration).toBe(5);
  });

  it('keeps the files written in this run with their words after the last write (for the run summary)', () => {
    const session = Session.start('Write.', testSettings());
    session.noteWrite('ch1.md', 120);
    session.noteWrite('ch2.md', 80);
    session.noteWrite('ch1.md', 300);
    expect([...session.filesWritten]).toEqual([
      ['ch1.md', 300],
      ['ch2.md', 80],
    ]);
  });

  it('passes on a compression request once', () => {
    const session = Session.start('Write.', testSettings());
    expect(session.takeCompressionRequest()).toBe(false);
    session.requestCompression();
    expect(session.takeCompressionRequest()).toBe(true);
    expect(session.takeCompressionRequest()).toBe(false);
  });

  it('keeps a turn with no parts, or one that stopped the run, out of the history, but counts and journals its tokens', async () => {
    const project = projectDir();
    const session = Session.start('Write.', testSettings());
    await session.activateProject(project);
    session.recordTurn({ content: { role: 'model', parts: [] }, calls: [], text: '', usage: usage(10, 5) }, true);
    session.recordTurn(
      { content: { role: 'model', parts: [{ text: 'Refused.' }] }, calls: [], text: 'Refused.', usage: usage(20, 7) },
      false,
    );
    session.recordTurn({ content: { role: 'model', parts: [] }, calls: [], text: '' }, true);
    session.recordTurn({ content: { role: 'model' }, calls: [], text: '' }, true);
    session.recordTurn(
      { content: { role: 'model', parts: [{ text: 'Kept.' }] }, calls: [], text: 'Kept.', usage: usage(30, 9) },
      true,
    );
    await session.end('done');
    expect(session.history.map((c) => c.parts?.[0]?.text)).toEqual(['Write.', 'Kept.']);
    expect(session.usage).toMatchObject({ promptTokens: 60, outputTokens: 21 });
    const types = recordsIn(journalPath(project.dir)).map((r) => r.type);
    expect(types).toEqual(['session', 'message', 'usage', 'usage', 'message', 'end']);
  });

  it("journals a write's intent with the call's index and id, and a new file as having no state before", async () => {
    const project = projectDir();
    const session = Session.start('Write.', testSettings());
    await session.activateProject(project);
    session.beginIteration();
    session.beginCall(2, { name: 'write_file', id: 'call-7' });
    session.recordIntent({
      tool: 'write_file',
      file: 'a.md',
      mode: 'create',
      content: 'Héllo',
      before: undefined,
      after: 'Héllo',
    });
    session.beginCall(0, { name: 'write_file' });
    session.recordIntent({
      tool: 'write_file',
      file: 'a.md',
      mode: 'append',
      content: '!',
      before: 'Héllo',
      after: 'Héllo!',
    });
    await session.end('done');
    const intents = recordsIn(journalPath(project.dir)).filter((r) => r.type === 'intent');
    expect(intents[0]).toMatchObject({ iteration: 1, index: 2, callId: 'call-7', contentBytes: 6, before: null });
    expect(intents[1]).toMatchObject({ index: 0, mode: 'append' });
    expect(intents[1]).not.toHaveProperty('callId');
    expect(intents[1]?.type === 'intent' && intents[1].before).not.toBeNull();
    expect(session.lastWriteTo('a.md')).toMatchObject({ mode: 'append' });
  });

  it('on a resume, journals where it came from, starts a new session record after a reset, and adds the additions', async () => {
    const project = projectDir();
    const session = await Session.resume(
      testSettings({ targetWords: 5000 }),
      { prompt: 'Write a tale.', history: [], iteration: 4, project, startedAt: '2026-11-30T08:00:00.000Z' },
      {
        from: 'summary.md',
        reset: true,
        revise: 'Make it darker.',
        additions: [{ role: 'user', parts: [{ text: 'Resumed.' }] }],
        notices: ['The journal was repaired.'],
      },
    );
    expect(session.resumed).toBe(true);
    expect(session.takeNotices()).toEqual(['The journal was repaired.']);
    expect(session.takeNotices()).toEqual([]);
    await session.end('interrupted');
    const records = recordsIn(journalPath(project.dir));
    expect(records.map((r) => r.type)).toEqual(['resume', 'session', 'message', 'end']);
    expect(records[0]).toMatchObject({
      iteration: 4,
      from: 'summary.md',
      reset: true,
      targetWords: 5000,
      revise: 'Make it darker.',
    });
    expect(records[1]).toMatchObject({ prompt: 'Write a tale.', startedAt: '2026-11-30T08:00:00.000Z' });
    expect(records[3]).toMatchObject({ iteration: 4, status: 'interrupted' });
  });

  it('a resume without a reset writes no new session record, nor the fields not given', async () => {
    const project = projectDir();
    const session = await Session.resume(
      testSettings(),
      { prompt: 'Write.', history: [], iteration: 2, project },
      { from: 'journal', reset: false, additions: [] },
    );
    expect(session.takeNotices()).toEqual([]);
    await session.end('done');
    const records = recordsIn(journalPath(project.dir));
    expect(records.map((r) => r.type)).toEqual(['resume', 'end']);
    expect(records[0]).not.toHaveProperty('targetWords');
    expect(records[0]).not.toHaveProperty('revise');
  });

  it('tells the person about temp files a killed run left, and removes them', async () => {
    const project = projectDir();
    // Above Linux's highest possible pid (2^22): no process can own it.
    const stale = path.join(project.dir, '.chapter_01.md.tmp-4194305-0a1b2c3d');
    writeFileSync(stale, 'half');
    const session = Session.start('Write.', testSettings());
    await session.activateProject(project);
    expect(session.takeNotices()).toEqual(['Removed 1 temporary file(s) left by a run that was killed mid-write.']);
    expect(existsSync(stale)).toBe(false);
    await session.end('done');

    const clean = projectDir('Clean');
    const again = Session.start('Write.', testSettings());
    await again.activateProject(clean);
    expect(again.takeNotices()).toEqual([]);
    await again.end('done');
  });

  it('holds the project lock until it ends; a nested session keeps its journal and summaries in its own folder', async () => {
    const project = projectDir();
    const main = Session.start('Write a book.', testSettings());
    await main.activateProject(project);
    expect(main.summaryDir).toBe(project.dir);
    await expect(Session.start('Write.', testSettings()).activateProject(project)).rejects.toThrow(
      `Another writer is already working on the project folder ${project.dir} (`,
    );
    // Its own project again (create_project called twice): the lock it holds is kept, not taken a second time.
    await main.activateProject(project);

    const stateDir = path.join('.writer', 'chapters', 'chapter_01');
    const nested = Session.start('Write chapter 1.', testSettings(), {
      nested: { stateDir, chapter: { file: 'chapter_01.md', budget: 2 } },
    });
    expect(nested.summaryDir).toBeUndefined();
    await nested.activateProject(project);
    expect(nested.summaryDir).toBe(path.join(project.dir, stateDir));
    await nested.end('done');
    const own = recordsIn(path.join(project.dir, stateDir, 'session.jsonl'));
    expect(own[0]).toMatchObject({ type: 'session', chapter: { file: 'chapter_01.md', budget: 2 } });

    await main.end('done');
    const next = Session.start('Write.', testSettings());
    await next.activateProject(project);
    await next.end('done');
  });
});
