import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../src/journal/journal.js';
import {
  chapterJournalFile,
  chapterRecordOf,
  plannedChapterRecords,
  readChapterRecord,
} from '../../src/parallel/chapterState.js';
import { tempDir } from '../support/cli.js';

const usage = { promptTokens: 100, cachedTokens: 0, outputTokens: 10, thoughtTokens: 0, totalTokens: 110 };
const session: JournalRecord = {
  type: 'session',
  version: 1,
  prompt: 'Write `chapter_02.md`',
  model: 'm',
  startedAt: 'x',
};
const proposal = (change: string, iteration: number): JournalRecord => ({
  type: 'tool_result',
  iteration,
  index: 0,
  part: { functionResponse: { name: 'propose_bible_change', response: { ok: true, recorded: change } } },
});

describe('a chapter session from its journal', () => {
  it('is not started without records, unfinished without an end, finished by its last end', () => {
    expect(chapterRecordOf([]).state).toBe('not started');
    const running: JournalRecord[] = [
      session,
      { type: 'message', iteration: 0, content: { role: 'user', parts: [{ text: 'Write' }] } },
      { type: 'message', iteration: 1, content: { role: 'model', parts: [{ text: 'Done.' }] }, usage },
    ];
    expect(chapterRecordOf(running)).toMatchObject({ state: 'unfinished', iteration: 1, usages: [usage] });
    const stopped = [...running, { type: 'end', iteration: 1, at: 'x', status: 'interrupted' } as JournalRecord];
    expect(chapterRecordOf(stopped)).toMatchObject({ state: 'unfinished', lastStatus: 'interrupted' });
    expect(chapterRecordOf([...running, { type: 'end', iteration: 1, at: 'x', status: 'done' }]).state).toBe('done');
    expect(chapterRecordOf([...running, { type: 'end', iteration: 1, at: 'x', status: 'incomplete' }]).state).toBe(
      'incomplete',
    );
    // Resumed after an end: unfinished again until its own end.
    expect(
      chapterRecordOf([...stopped, { type: 'resume', iteration: 1, at: 'x', from: 'j', reset: false }]).state,
    ).toBe('unfinished');
  });

  it('knows when its last run began: the session record, or its latest resume (status tells running from killed by it)', () => {
    expect(chapterRecordOf([session]).lastStart).toBe('x');
    const resumed: JournalRecord[] = [
      session,
      { type: 'end', iteration: 1, at: 'y', status: 'interrupted' },
      { type: 'resume', iteration: 1, at: 'z', from: 'j', reset: false },
    ];
    expect(chapterRecordOf(resumed).lastStart).toBe('z');
  });

  it('collects each proposal once, from tool results and from messages that carry them', () => {
    const records: JournalRecord[] = [
      session,
      proposal('Jonas Pell, harbourmaster', 1),
      {
        type: 'message',
        iteration: 1,
        content: {
          role: 'user',
          parts: [
            {
              functionResponse: {
                name: 'propose_bible_change',
                response: { ok: true, recorded: 'Jonas Pell, harbourmaster' },
              },
            },
          ],
        },
      },
      proposal('The ferry leaves at six', 2),
    ];
    expect(chapterRecordOf(records).proposals).toEqual(['Jonas Pell, harbourmaster', 'The ferry leaves at six']);
  });
});

describe("the planned chapters' records, read from disk", () => {
  it('each chapter the outline plans with its journal state; none when the outline is missing or plans none', async () => {
    const dir = tempDir();
    expect(await plannedChapterRecords(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'outline.md'), '# Book\n\nNo chapter files here.\n');
    expect(await plannedChapterRecords(dir)).toBeUndefined();
    writeFileSync(path.join(dir, 'outline.md'), '# Book\n\n- `chapter_01.md` — One\n- `chapter_02.md` — Two\n');
    const journal = chapterJournalFile(dir, 'chapter_02.md');
    mkdirSync(path.dirname(journal), { recursive: true });
    writeFileSync(
      journal,
      `${[session, { type: 'end', iteration: 0, at: 'y', status: 'done' }].map((r) => JSON.stringify(r)).join('\n')}\n`,
    );
    const planned = await plannedChapterRecords(dir);
    expect(planned?.map(({ chapter, record }) => [chapter.file, record.state, record.model])).toEqual([
      ['chapter_01.md', 'not started', undefined],
      ['chapter_02.md', 'done', 'm'],
    ]);
  });

  it("another context's journal is read from its own state folder", async () => {
    const dir = tempDir();
    const journal = chapterJournalFile(dir, 'chapter_01.md', '.writer/redrafts/chapter_01/r1');
    expect(journal).toBe(path.join(dir, '.writer/redrafts/chapter_01/r1', 'session.jsonl'));
    mkdirSync(path.dirname(journal), { recursive: true });
    writeFileSync(journal, `${JSON.stringify(session)}\n`);
    expect((await readChapterRecord(dir, 'chapter_01.md', '.writer/redrafts/chapter_01/r1')).state).toBe('unfinished');
    expect((await readChapterRecord(dir, 'chapter_01.md')).state).toBe('not started');
  });
});
