import { appendFileSync, readFileSync } from 'node:fs';
import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { Journal, type JournalRecord, journalPath, parseJournal } from '../../src/journal/journal.js';
import { completeInterruptedTurn, replayJournal } from '../../src/journal/replay.js';
import { tempDir } from '../support/cli.js';

const session: JournalRecord = {
  type: 'session',
  version: 1,
  prompt: 'Write.',
  model: 'm',
  startedAt: '2026-12-02T00:00:00.000Z',
};
const message = (iteration: number, content: Content): JournalRecord => ({ type: 'message', iteration, content });
const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const callTurn: Content = {
  role: 'model',
  parts: [
    { functionCall: { id: 'a', name: 'write_file', args: { filename: 'x' } }, thoughtSignature: 'c2ln' },
    { functionCall: { id: 'b', name: 'write_file', args: { filename: 'y' } } },
  ],
};

describe('Journal', () => {
  it('holds records until the project folder exists, then writes one line each', async () => {
    const dir = tempDir();
    const journal = new Journal();
    journal.append(session);
    journal.append(message(0, user('Write.')));
    await journal.attach(dir);
    journal.append(message(1, { role: 'model', parts: [{ text: '', thoughtSignature: 'c2ln' }] }));
    journal.close();
    const lines = readFileSync(journalPath(dir), 'utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(JSON.parse(lines[2]!)).toEqual({
      type: 'message',
      iteration: 1,
      content: { role: 'model', parts: [{ text: '', thoughtSignature: 'c2ln' }] },
    });
  });

  it('skips a torn last line on load and does not glue the next record onto it', async () => {
    const dir = tempDir();
    const first = new Journal();
    await first.attach(dir);
    first.append(session);
    first.close();
    appendFileSync(journalPath(dir), '{"type":"message","iteration":1,"content":{"ro'); // killed mid-write
    const parsedTorn = parseJournal(readFileSync(journalPath(dir), 'utf8'));
    expect(parsedTorn.records).toHaveLength(1);
    expect(parsedTorn.skippedLines).toEqual([2]);

    const second = new Journal();
    await second.attach(dir);
    second.append(message(2, user('after the crash')));
    second.close();
    const parsed = parseJournal(readFileSync(journalPath(dir), 'utf8'));
    expect(parsed.records.map((r) => r.type)).toEqual(['session', 'message']);
    expect(parsed.skippedLines).toEqual([2]);
  });
});

describe('replayJournal', () => {
  it('rebuilds the history, applying compressions and counting iterations and usage', () => {
    const summaryMessage = user('[CONTEXT SUMMARY] earlier work');
    const records: JournalRecord[] = [
      session,
      message(0, user('Write.')),
      {
        type: 'message',
        iteration: 1,
        content: { role: 'model', parts: [{ text: 'a' }] },
        usage: { promptTokens: 10, cachedTokens: 0, outputTokens: 5, thoughtTokens: 1, totalTokens: 16 },
      },
      message(1, user('b')),
      message(2, { role: 'model', parts: [{ text: 'c' }] }),
      {
        type: 'compression',
        iteration: 2,
        summary: 'earlier work',
        summaryMessage,
        keptMessages: 1,
        replacedMessages: 3,
        tokensBefore: 100,
        tokensAfter: 20,
      },
      message(3, user('d')),
      {
        type: 'usage',
        iteration: 3,
        usage: { promptTokens: 90, cachedTokens: 0, outputTokens: 9, thoughtTokens: 0, totalTokens: 99 },
      },
    ];
    const replayed = replayJournal(records);
    expect(replayed.history).toEqual([summaryMessage, { role: 'model', parts: [{ text: 'c' }] }, user('d')]);
    expect(replayed.iteration).toBe(3);
    expect(replayed.lastSummary).toBe('earlier work');
    expect(replayed.usages.map((u) => u.promptTokens)).toEqual([10, 90]); // a reply's usage, then a summarizer call's
    expect(replayed.session?.prompt).toBe('Write.');
  });

  it('keeps results recorded for a turn whose answer never completed', () => {
    const done = { functionResponse: { id: 'a', name: 'write_file', response: { ok: true } } };
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, callTurn),
      { type: 'tool_result', iteration: 1, index: 0, part: done },
    ]);
    expect(replayed.danglingResults).toEqual([done]);
    const answer = completeInterruptedTurn(callTurn, replayed.danglingResults);
    expect(answer.parts?.[0]).toEqual(done);
    expect(answer.parts?.[1]?.functionResponse).toMatchObject({ id: 'b', name: 'write_file' });
    expect(answer.parts?.[1]?.functionResponse?.response?.error).toMatch(/interrupted/);
  });

  it('starts the history again at a resume from a summary file', () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      { type: 'resume', iteration: 5, at: 'now', from: 'summary.md', reset: true },
      message(5, user('[RECOVERED CONTEXT] ...')),
    ]);
    expect(replayed.history).toEqual([user('[RECOVERED CONTEXT] ...')]);
    expect(replayed.iteration).toBe(5);
  });
});
