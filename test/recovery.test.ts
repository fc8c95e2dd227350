import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FunctionCall } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { Session } from '../src/agent/session.js';
import { RECOVERED_MARKER } from '../src/context/history.js';
import { journalPath, parseJournal } from '../src/journal/journal.js';
import { replayJournal } from '../src/journal/replay.js';
import { loadRecovery, RecoveryError, resumeSession } from '../src/recovery.js';
import { defaultTools } from '../src/tools/index.js';
import { tempDir } from './support/cli.js';
import { call, ScriptedModel, text, turn } from './support/scriptedModel.js';
import { runScripted, testSettings } from './support/session.js';

const write = (filename: string, content: string, mode = 'create') =>
  turn([call('write_file', { filename, content, mode })]);

/** A session stopped by the iteration cap after writing two chapters. */
async function stoppedSession() {
  const settings = testSettings({ maxIterations: 3 });
  const model = new ScriptedModel([
    turn([call('create_project', { project_name: 'Tale' })]),
    write('ch1.md', 'One.'),
    write('ch2.md', 'Two.'),
  ]);
  const { session, outcome } = await runScripted(model, { settings, prompt: 'Write a tale in three chapters.' });
  expect(outcome.status).toBe('max-iterations');
  return { session, outcome, settings };
}

async function resume(target: string, settings = testSettings()) {
  const recovered = await loadRecovery(target);
  const session = await resumeSession(recovered, { ...settings, model: recovered.model ?? settings.model });
  return { recovered, session };
}

describe('recovery', () => {
  it('resumes from a project folder exactly, continuing iterations, in the same folder', async () => {
    const { session: before } = await stoppedSession();
    const { recovered, session } = await resume(before.project!.dir);
    expect(recovered.source).toBe('journal');
    expect(recovered.prompt).toBe('Write a tale in three chapters.');
    expect(session.iteration).toBe(3);
    // The saved history, byte for byte, then a note with the files on disk.
    expect(session.history.slice(0, before.history.length)).toEqual(before.history);
    expect(session.history[session.history.length - 1]?.parts?.[0]?.text).toMatch(
      /\[RESUMED\][\s\S]*ch1\.md \(1 word\)[\s\S]*ch2\.md/,
    );

    const model = new ScriptedModel([write('ch3.md', 'Three.'), text('Done.')]);
    const { outcome } = await runScripted(model, { session });
    expect(outcome.status).toBe('done');
    expect(session.iteration).toBe(5);
    expect(
      readdirSync(before.project!.dir)
        .filter((f) => !f.startsWith('.'))
        .sort(),
    ).toEqual(['ch1.md', 'ch2.md', 'ch3.md']);
    expect(readdirSync(session.outputDir)).not.toContain('Tale-2');
    // The journal, replayed, is the resumed session's whole history.
    const records = parseJournal(readFileSync(journalPath(before.project!.dir), 'utf8')).records;
    expect(replayJournal(records).history).toEqual(session.history);
  });

  it('resumes from a summary file with the project folder active again', async () => {
    const { session: before, outcome } = await stoppedSession();
    const { recovered, session } = await resume(outcome.summaryFile!);
    expect(recovered.source).toBe('summary');
    expect(session.project?.dir).toBe(before.project!.dir);
    const first = session.history[0]?.parts?.[0]?.text ?? '';
    expect(first.startsWith(RECOVERED_MARKER)).toBe(true);
    expect(first).toContain('Please continue the work from where we left off.');
    expect(first).toMatch(/ch2\.md \(1 word\)/);

    const model = new ScriptedModel([write('ch3.md', 'Three.'), text('Done.')]);
    await runScripted(model, { session });
    expect(readFileSync(path.join(before.project!.dir, 'ch3.md'), 'utf8')).toBe('Three.');
    expect(model.requests[0]?.contents).toHaveLength(1);
  });

  it('falls back to the newest summary file when the journal is gone', async () => {
    const { session: before } = await stoppedSession();
    rmSync(path.join(before.project!.dir, '.writer'), { recursive: true });
    const recovered = await loadRecovery(before.project!.dir);
    expect(recovered.source).toBe('summary');
    expect(recovered.sourcePath).toMatch(/\.context_summary_\d{8}_\d{6}(_\d+)?\.md$/);
  });

  it('says so when there is nothing to resume', async () => {
    await expect(loadRecovery(tempDir())).rejects.toThrow(RecoveryError);
    await expect(loadRecovery(path.join(tempDir(), 'missing'))).rejects.toThrow(/does not exist/);
  });

  it('answers calls of a turn that was cut off before its results were saved', async () => {
    const { session: before } = await stoppedSession();
    // Simulate a crash after the model asked for a write but before its answer was journaled.
    const { session } = await resume(before.project!.dir);
    session.beginIteration();
    session.appendMessage({
      role: 'model',
      parts: [
        { functionCall: { id: 'z', name: 'write_file', args: { filename: 'ch3.md', content: 'x', mode: 'create' } } },
      ],
    });
    session.journal.close();
    const again = await loadRecovery(before.project!.dir);
    const answer = again.additions[0];
    expect(answer?.role).toBe('user');
    expect(answer?.parts?.[0]?.functionResponse).toMatchObject({ id: 'z', name: 'write_file' });
  });
});

describe('exactly-once writes on recovery', () => {
  /** A resumed session whose model turn asks for two appends; `crash` runs what happened before the kill. */
  async function interrupted(crash: (session: Session, calls: FunctionCall[]) => Promise<void>) {
    const { session: before } = await stoppedSession();
    const { session } = await resume(before.project!.dir);
    session.beginIteration();
    const calls: FunctionCall[] = [
      { id: 'a', name: 'write_file', args: { filename: 'ch2.md', content: 'More two.', mode: 'append' } },
      { id: 'b', name: 'write_file', args: { filename: 'ch3.md', content: 'Three.', mode: 'create' } },
    ];
    session.appendMessage({ role: 'model', parts: calls.map((functionCall) => ({ functionCall })) });
    await crash(session, calls);
    session.journal.close(); // killed: no end record, the lock stays (a dead process's lock is taken over)
    const again = await loadRecovery(before.project!.dir);
    const answers = again.additions[0]?.parts?.map((part) => part.functionResponse?.response) ?? [];
    return { answers, dir: before.project!.dir };
  }
  const tools = defaultTools();
  const run = async (session: Session, calls: FunctionCall[], index: number) => {
    session.beginCall(index, calls[index] as FunctionCall);
    return tools.execute(calls[index] as FunctionCall, session, new AbortController().signal);
  };

  it('a write that landed before its result was journaled is reported done, never "may not have completed"', async () => {
    const { answers, dir } = await interrupted(async (session, calls) => {
      const first = await run(session, calls, 0);
      session.recordToolResult(0, { functionResponse: { id: 'a', name: 'write_file', response: first.response } });
      await run(session, calls, 1); // landed; killed before its result reached the journal
    });
    expect(answers[0]).toMatchObject({ ok: true, file: 'ch2.md', words_written: 2 }); // the recorded result
    expect(answers[1]).toMatchObject({ ok: true, file: 'ch3.md' });
    expect(String(answers[1]?.recovered)).toMatch(/reached the disk/);
    expect(readFileSync(path.join(dir, 'ch3.md'), 'utf8')).toBe('Three.');
  });

  it('a write whose intent was journaled but which never reached the disk is reported not done', async () => {
    const { answers } = await interrupted(async (session) => {
      session.beginCall(0, { id: 'a', name: 'write_file' });
      session.recordIntent({
        tool: 'write_file',
        file: 'ch2.md',
        mode: 'append',
        content: 'More two.',
        before: 'Two.',
        after: 'Two.\nMore two.',
      });
    });
    expect(String(answers[0]?.error)).toMatch(/before this call changed anything \("ch2\.md" is as it was\)/);
    // The second call never started: a writing tool without an intent did not write.
    expect(String(answers[1]?.error)).toMatch(/before this call changed anything/);
  });

  it('edit_file journals its intent too: an edit that landed is reported done', async () => {
    const { session: before } = await stoppedSession();
    const { session } = await resume(before.project!.dir);
    session.beginIteration();
    const edit: FunctionCall = {
      id: 'e',
      name: 'edit_file',
      args: { filename: 'ch1.md', old_text: 'One.', new_text: 'Uno.' },
    };
    session.appendMessage({ role: 'model', parts: [{ functionCall: edit }] });
    session.beginCall(0, edit);
    expect((await tools.execute(edit, session, new AbortController().signal)).response).toMatchObject({ ok: true });
    session.journal.close(); // killed before the result reached the journal
    const again = await loadRecovery(before.project!.dir);
    const answer = again.additions[0]?.parts?.[0]?.functionResponse?.response;
    expect(answer).toMatchObject({ ok: true, file: 'ch1.md', mode: 'replace' });
    expect(readFileSync(path.join(before.project!.dir, 'ch1.md'), 'utf8')).toBe('Uno.');
  });

  it('says unknown only when the file matches neither side of the intent', async () => {
    const { answers } = await interrupted(async (session, calls) => {
      await run(session, calls, 0);
      writeFileSync(path.join(session.project!.dir, 'ch2.md'), 'Edited by hand meanwhile.');
    });
    expect(String(answers[0]?.error)).toMatch(/matches neither/);
  });
});
