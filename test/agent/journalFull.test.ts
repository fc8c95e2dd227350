import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Session } from '../../src/agent/session.js';
import { Journal, journalPath, parseJournal } from '../../src/journal/journal.js';
import { fillingDisk } from '../support/fillingDisk.js';
import { call, ScriptedModel, turn } from '../support/scriptedModel.js';
import { RecordingReporter, runScripted, testSettings } from '../support/session.js';

describe('the loop on a disk that fills up under the journal', () => {
  it('does not act on a turn the journal could not take, and says truthfully what is saved', async () => {
    const room = { bytes: Number.POSITIVE_INFINITY };
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Full' })]),
      () => {
        room.bytes = 200; // the disk fills up while this reply comes in
        return turn([call('write_file', { filename: 'a.md', content: 'A chapter. '.repeat(100), mode: 'create' })]);
      },
      turn([{ text: 'Done.' }]),
    ]);
    const reporter = new RecordingReporter();
    const session = Session.start('Write a story.', testSettings(), { journal: new Journal(fillingDisk(room)) });
    const { outcome } = await runScripted(model, { session, reporter });

    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(
      /The session journal could not be written \(the disk is full\), so the run stopped\. Saved: every file written so far .*; the journal holds the session up to iteration 1 only/,
    );
    const dir = session.project!.dir;
    expect(existsSync(path.join(dir, 'a.md'))).toBe(false); // the call of the lost turn never ran
    expect(model.requests).toHaveLength(2);
    const journal = readFileSync(journalPath(dir), 'utf8');
    expect(parseJournal(journal).skippedLines).toEqual([]); // no torn line
    const notices = reporter.of('notice').join('\n');
    expect(notices).not.toMatch(/still holds the session/);
  });

  it('runs no call of the turn the journal could not take, even one that writes no file', async () => {
    const room = { bytes: Number.POSITIVE_INFINITY };
    const model = new ScriptedModel([
      turn([call('create_project', { project_name: 'Full' })]),
      () => {
        room.bytes = 200;
        // Neither call journals a write intent: only the loop's own stop keeps them from running.
        return turn([call('list_files', {}), call('compress_context', {})]);
      },
      turn([{ text: 'Done.' }]),
    ]);
    const reporter = new RecordingReporter();
    const session = Session.start('Write a story.', testSettings(), { journal: new Journal(fillingDisk(room)) });
    const { outcome } = await runScripted(model, { session, reporter });

    expect(outcome.status).toBe('failed');
    expect(outcome.message).toMatch(/The session journal could not be written \(the disk is full\)/);
    expect(reporter.of('call')).toEqual(['create_project "Full"']);
    expect(session.takeCompressionRequest()).toBe(false);
    expect(session.history.at(-1)?.role).toBe('model'); // no answer joined a turn the journal does not hold
  });
});
