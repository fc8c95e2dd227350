import type { Content, Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { IntentRecord, JournalRecord } from '../../src/journal/journal.js';
import { completeInterruptedTurn, replayJournal } from '../../src/journal/replay.js';
import type { TokenUsage } from '../../src/model/types.js';
import { intentRecord } from '../support/records.js';

const session: JournalRecord = {
  type: 'session',
  version: 1,
  prompt: 'Write.',
  model: 'm',
  startedAt: 't',
  targetWords: 1_000,
};
const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const message = (iteration: number, content: Content, usage?: TokenUsage): JournalRecord => ({
  type: 'message',
  iteration,
  content,
  ...(usage ? { usage } : {}),
});
const usage = (promptTokens: number): TokenUsage => ({
  promptTokens,
  cachedTokens: 0,
  outputTokens: 5,
  thoughtTokens: 0,
  totalTokens: promptTokens + 5,
});
const call = (id: string): Part => ({ functionCall: { id, name: 'write_file', args: { filename: `${id}.md` } } });
const response = (id: string): Part => ({ functionResponse: { id, name: 'write_file', response: { ok: true } } });
const callTurn = (...ids: string[]): Content => ({ role: 'model', parts: ids.map(call) });
/** A compression at `iteration` that replaced the two messages before it with a summary and kept none. */
const compressionTo = (iteration: number): JournalRecord => ({
  type: 'compression',
  iteration,
  summary: 's',
  summaryMessage: user('[CONTEXT SUMMARY] s'),
  keptMessages: 0,
  replacedMessages: 2,
  tokensBefore: 120,
  tokensAfter: 5,
});
const intent = (iteration: number, file: string): IntentRecord => intentRecord({ iteration, file });

describe('replayJournal', () => {
  it('takes the first session record and its target length, until a resume sets another', () => {
    const other: JournalRecord = { ...session, prompt: 'Other.', targetWords: 5 };
    const replayed = replayJournal([session, other, message(0, user('Write.'))]);
    expect(replayed.session?.prompt).toBe('Write.');
    expect(replayed.targetWords).toBe(1_000);
    const plain = replayJournal([session, { type: 'resume', iteration: 0, at: 't', from: 'f', reset: false }]);
    expect(plain.targetWords).toBe(1_000);
    const revised = replayJournal([
      session,
      { type: 'resume', iteration: 0, at: 't', from: 'f', reset: false, targetWords: 3_000 },
    ]);
    expect(revised.targetWords).toBe(3_000);
  });

  it('keeps the history at a resume that does not start again', () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      { type: 'resume', iteration: 2, at: 't', from: 'f', reset: false },
    ]);
    expect(replayed.history).toEqual([user('Write.')]);
    expect(replayed.iteration).toBe(2);
  });

  it("resumes from the last reply's exact prompt size and the messages it covered", () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, { role: 'model', parts: [{ text: 'a' }] }, usage(120)),
      message(1, user('b')),
      message(2, { role: 'model', parts: [{ text: 'blocked' }] }, usage(0)), // no prompt size reported
    ]);
    expect(replayed.lastPrompt).toEqual({ tokens: 120, coveredMessages: 1 });
    expect(replayed.usages.map((u) => u.promptTokens)).toEqual([120, 0]);
  });

  it('forgets the exact prompt size once a compression or a reset changed the history', () => {
    const compressed = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, { role: 'model', parts: [{ text: 'a' }] }, usage(120)),
      compressionTo(1),
    ]);
    expect(compressed.history).toEqual([user('[CONTEXT SUMMARY] s')]); // nothing kept
    expect(compressed.lastPrompt).toBeUndefined();
    const reset = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, { role: 'model', parts: [{ text: 'a' }] }, usage(120)),
      { type: 'resume', iteration: 1, at: 't', from: 'summary.md', reset: true },
    ]);
    expect(reset.lastPrompt).toBeUndefined();
    expect(reset.history).toEqual([]);
  });

  it('counts an iteration that ended without a message', () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(3, { role: 'model', parts: [{ text: 'a' }] }),
      { type: 'end', iteration: 4, at: 't', status: 'interrupted' },
      { type: 'end', iteration: 2, at: 't', status: 'done' },
    ]);
    expect(replayed.iteration).toBe(4);
  });

  it('counts the iteration of a compression whose turn was cut off before the reply', () => {
    // The context is compressed at the start of an iteration, before its request: a kill right after leaves it last.
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(3, { role: 'model', parts: [{ text: 'a' }] }),
      compressionTo(4),
    ]);
    expect(replayed.iteration).toBe(4);
  });

  it("leaves an earlier turn's results and intents behind once the turn is answered", () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, callTurn('a')),
      intent(1, 'a.md'),
      { type: 'tool_result', iteration: 1, index: 0, part: response('a') },
      message(1, { role: 'user', parts: [response('a')] }),
      message(2, callTurn('b')),
    ]);
    expect(replayed.danglingResults).toEqual([]);
    expect(replayed.danglingIntents).toEqual([]);
    expect(replayed.lastWrites.get('a.md')).toEqual(intent(1, 'a.md'));
  });

  it("keeps the intents of the interrupted turn, and each file's last intent of the session", () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, callTurn('a')),
      intent(1, 'a.md'),
      message(1, { role: 'user', parts: [response('a')] }),
      message(2, callTurn('b')),
      intent(2, 'a.md'),
    ]);
    expect(replayed.danglingIntents).toEqual([intent(2, 'a.md')]);
    expect(replayed.lastWrites.get('a.md')?.iteration).toBe(2);
  });

  it('has nothing dangling when the last model turn made no calls', () => {
    const replayed = replayJournal([
      session,
      message(0, user('Write.')),
      message(1, { role: 'model', parts: [{ text: 'Done.' }] }),
      { type: 'tool_result', iteration: 1, index: 0, part: response('a') },
      intent(1, 'a.md'),
    ]);
    expect(replayed.danglingResults).toEqual([]);
    expect(replayed.danglingIntents).toEqual([]);
  });
});

describe('completeInterruptedTurn', () => {
  it('answers only the calls of the turn, not its text', () => {
    const turn: Content = { role: 'model', parts: [{ text: 'Writing both.' }, call('a'), call('b')] };
    const answer = completeInterruptedTurn(turn, [response('a')]);
    expect(answer.role).toBe('user');
    expect(answer.parts?.map((part) => part.functionResponse?.id)).toEqual(['a', 'b']);
  });
});
