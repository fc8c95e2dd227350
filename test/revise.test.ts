import { readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REVISION_MARKER } from '../src/context/history.js';
import { projectStatus } from '../src/craft/status.js';
import { journalPath, parseJournal } from '../src/journal/journal.js';
import { replayJournal } from '../src/journal/replay.js';
import { loadRecovery, resumeSession } from '../src/recovery.js';
import { forRevision } from '../src/revise.js';
import { call, ScriptedModel, text, turn } from './support/scriptedModel.js';
import { runScripted, testSettings } from './support/session.js';

const write = (filename: string, content: string, mode = 'create') =>
  turn([call('write_file', { filename, content, mode })]);

/** A session that ended done after one chapter (no outline: no review pass). */
async function finishedSession() {
  const model = new ScriptedModel([
    turn([call('create_project', { project_name: 'Tale' })]),
    write('ch1.md', 'Elias walked to the shore.'),
    text('Done.'),
  ]);
  const { session, outcome } = await runScripted(model, { prompt: 'Write a tale.' });
  expect(outcome.status).toBe('done');
  return session;
}

describe('revision', () => {
  it('marks a journal whose last run ended done as finished, and one that did not as unfinished', async () => {
    const session = await finishedSession();
    const dir = session.project?.dir as string;
    expect((await loadRecovery(dir)).finished).toBe(true);
    const stopped = await runScripted(new ScriptedModel([turn([call('create_project', { project_name: 'Cut' })])]), {
      settings: { maxIterations: 1 },
    });
    expect((await loadRecovery(stopped.session.project?.dir as string)).finished).toBe(false);
  });

  it('replaces the resume note with the instructions, keeps the history exactly, and goes on', async () => {
    const before = await finishedSession();
    const dir = before.project?.dir as string;
    const recovered = await forRevision(await loadRecovery(dir), 'Rename Elias to Tomas.', 200);
    const session = await resumeSession(recovered, testSettings({ outputDir: before.outputDir, targetWords: 200 }));
    expect(session.history.slice(0, before.history.length)).toEqual(before.history);
    const note = session.history.at(-1)?.parts?.[0]?.text ?? '';
    expect(note.startsWith(REVISION_MARKER)).toBe(true);
    expect(note).toContain('Rename Elias to Tomas.');
    expect(note).toContain('now about 200 words');
    expect(note).toContain('ch1.md (5 words)');
    expect(note).not.toMatch(/interrupted|\[RESUMED\]/);
    expect(session.history).toHaveLength(before.history.length + 1);

    const model = new ScriptedModel([
      turn([call('edit_file', { filename: 'ch1.md', old_text: 'Elias', new_text: 'Tomas' })]),
      write('ch2.md', 'Tomas came back. '.repeat(60)),
      text('Renamed and extended.'),
    ]);
    const { outcome } = await runScripted(model, { session });
    expect(outcome.status).toBe('done');
    expect(model.requests[0]?.contents.at(-1)?.parts?.[0]?.text).toBe(note);
    expect(session.iteration).toBe(before.iteration + 3);

    // The journal replays to the revised session, and remembers the new target for later runs.
    const records = parseJournal(readFileSync(journalPath(dir), 'utf8')).records;
    const replayed = replayJournal(records);
    expect(replayed.history).toEqual(session.history);
    expect(replayed.targetWords).toBe(200);
    expect(records.find((record) => record.type === 'resume')).toMatchObject({ revise: 'Rename Elias to Tomas.' });
    expect((await loadRecovery(dir)).targetWords).toBe(200);
    expect((await projectStatus(dir)).targetWords).toBe(200);
  });

  it('keeps the answers of an interrupted turn before the instructions', async () => {
    const before = await finishedSession();
    const dir = before.project?.dir as string;
    const { session } = { session: await resumeSession(await loadRecovery(dir), testSettings()) };
    session.beginIteration();
    session.appendMessage({
      role: 'model',
      parts: [
        { functionCall: { id: 'z', name: 'write_file', args: { filename: 'x.md', content: 'x', mode: 'create' } } },
      ],
    });
    session.journal.close();
    const recovered = await forRevision(await loadRecovery(dir), 'Make it darker.', undefined);
    expect(recovered.additions).toHaveLength(2);
    expect(recovered.additions[0]?.parts?.[0]?.functionResponse).toMatchObject({ id: 'z', name: 'write_file' });
    const note = recovered.additions[1]?.parts?.[0]?.text ?? '';
    expect(note).toContain('Make it darker.');
    expect(note).not.toContain('target length');
  });

  it('from a summary file, carries the summary with the instructions', async () => {
    const stopped = await runScripted(
      new ScriptedModel([turn([call('create_project', { project_name: 'Cut' })]), write('ch1.md', 'One.')]),
      { settings: { maxIterations: 2 } },
    );
    const dir = stopped.session.project?.dir as string;
    rmSync(journalPath(dir));
    const recovered = await forRevision(await loadRecovery(dir), 'Add a second chapter.', undefined);
    expect(recovered.source).toBe('summary');
    expect(recovered.additions).toHaveLength(1);
    const note = recovered.additions[0]?.parts?.[0]?.text ?? '';
    expect(note).toContain('What happened so far, summarized:');
    expect(note).toContain(recovered.lastSummary?.trim().slice(0, 40) as string);
    expect(note).toContain('Add a second chapter.');
  });
});
