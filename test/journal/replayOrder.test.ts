import type { FunctionCall, Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { type JournalRecord, parseJournal } from '../../src/journal/journal.js';
import { completeInterruptedTurn, replayJournal } from '../../src/journal/replay.js';

/**
 * A turn of two calls whose results reached the journal, then the process
 * was killed: the first result's line is torn (or the two were written out of
 * order). Each call must get its own result back, never its neighbour's.
 */
const calls: FunctionCall[] = [
  { id: 'a', name: 'write_file', args: { filename: 'one.md', content: 'One.', mode: 'create' } },
  { id: 'b', name: 'read_file', args: { filename: 'two.md' } },
];
const modelTurn = { role: 'model', parts: calls.map((functionCall) => ({ functionCall })) };
const result = (index: number, response: Record<string, unknown>): Part => ({
  functionResponse: { id: calls[index]?.id as string, name: calls[index]?.name as string, response },
});
const head: JournalRecord[] = [
  { type: 'session', version: 1, prompt: 'Write.', model: 'gemini-3-flash-preview', startedAt: '2026-01-01T00:00:00Z' },
  { type: 'message', iteration: 0, content: { role: 'user', parts: [{ text: 'Write.' }] } },
  { type: 'message', iteration: 1, content: modelTurn },
];
const first: JournalRecord = {
  type: 'tool_result',
  iteration: 1,
  index: 0,
  part: result(0, { ok: true, file: 'one.md' }),
};
const second: JournalRecord = { type: 'tool_result', iteration: 1, index: 1, part: result(1, { content: 'Two.' }) };
const lines = (records: JournalRecord[]) => records.map((record) => JSON.stringify(record));

function recover(text: string) {
  const replayed = replayJournal(parseJournal(text).records);
  const answer = completeInterruptedTurn(modelTurn, replayed.danglingResults);
  return answer.parts?.map((part) => [part.functionResponse?.id, part.functionResponse?.response]);
}

describe('replaying the results of an interrupted turn', () => {
  it('a torn first result does not shift the second onto the first call', () => {
    const torn = lines([first]).map((line) => line.slice(0, line.length / 2));
    const text = [...lines(head), ...torn, ...lines([second])].join('\n');
    expect(recover(text)).toEqual([
      ['a', { error: expect.stringMatching(/interrupted before this call reported a result/) }],
      ['b', { content: 'Two.' }],
    ]);
  });

  it('results written out of order go back to their own calls', () => {
    const text = lines([...head, second, first]).join('\n');
    expect(recover(text)).toEqual([
      ['a', { ok: true, file: 'one.md' }],
      ['b', { content: 'Two.' }],
    ]);
  });
});
