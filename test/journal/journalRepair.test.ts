import type { Content, Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { requestContents } from '../../src/context/history.js';
import { repairHistory } from '../../src/journal/historyRepair.js';
import { parseJournal } from '../../src/journal/journal.js';
import { isJournalRecord } from '../../src/journal/journalShape.js';
import { replayJournal } from '../../src/journal/replay.js';
import { intentRecord } from '../support/records.js';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const callPart = (id: string, name = 'write_file'): Part => ({ functionCall: { id, name, args: { filename: id } } });
const responsePart = (id: string, name = 'write_file'): Part => ({
  functionResponse: { id, name, response: { ok: true } },
});
const model = (...parts: Part[]): Content => ({ role: 'model', parts });
const results = (...parts: Part[]): Content => ({ role: 'user', parts });

/** What the API checks (as the test server does): alternation after joining, and calls matched by responses. */
function wellFormed(history: readonly Content[]): boolean {
  const contents = requestContents(history);
  if (contents[0]?.role !== 'user') return false;
  for (let i = 1; i < contents.length; i++) {
    const previous = contents[i - 1] as Content;
    const current = contents[i] as Content;
    if (previous.role === current.role) return false;
    const calls = (previous.parts ?? []).filter((p) => p.functionCall).length;
    const responses = (current.parts ?? []).filter((p) => p.functionResponse).length;
    if (previous.role === 'model' && calls !== responses) return false;
    if (previous.role === 'user' && (current.parts ?? []).some((p) => p.functionResponse)) return false;
  }
  return true;
}

describe('journal record shapes', () => {
  it('skips valid JSON lines of the wrong shape instead of throwing on replay', () => {
    const lines = [
      JSON.stringify({ type: 'session', version: 1, prompt: 'Write.', model: 'm', startedAt: 'now' }),
      JSON.stringify({ type: 'message', iteration: 0, content: { role: 'user', parts: [{ text: 'Write.' }] } }),
      JSON.stringify({ type: 'message', iteration: 1 }), // no content
      JSON.stringify({ type: 'compression', iteration: 1, summary: 's' }), // no summaryMessage
      JSON.stringify({ type: 'tool_result', iteration: 1, index: 0, part: 'text' }),
      JSON.stringify({ type: 'message', iteration: 1, content: { role: 'model', parts: 'x' } }),
      JSON.stringify([1, 2]),
      JSON.stringify({ type: 'intent', iteration: 1, index: 0 }),
    ];
    const parsed = parseJournal(lines.join('\n'));
    expect(parsed.records.map((r) => r.type)).toEqual(['session', 'message']);
    expect(parsed.skippedLines).toEqual([3, 4, 5, 6, 7, 8]);
    expect(() => replayJournal(parsed.records)).not.toThrow();
  });

  it('accepts every record type writer writes', () => {
    const usage = { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thoughtTokens: 0, totalTokens: 2 };
    const records: unknown[] = [
      { type: 'session', version: 1, prompt: 'p', model: 'm', startedAt: 't', draft: { batchFile: '/b', key: 'k' } },
      { type: 'message', iteration: 1, content: user('x'), usage },
      { type: 'tool_result', iteration: 1, index: 0, part: responsePart('a') },
      {
        type: 'compression',
        iteration: 2,
        summary: 's',
        summaryMessage: user('s'),
        keptMessages: 1,
        kept: [user('k')],
        replacedMessages: 3,
        tokensBefore: 9,
        tokensAfter: 2,
      },
      { type: 'resume', iteration: 2, at: 't', from: 'f', reset: false, targetWords: 900, revise: 'Tighten.' },
      { type: 'usage', iteration: 2, usage },
      { type: 'end', iteration: 2, at: 't', status: 'done' },
      intentRecord({ iteration: 3, callId: 'a', mode: 'append' }),
    ];
    expect(records.filter((record) => !isJournalRecord(record))).toEqual([]);
  });
});

describe('replay of a compression that shortened the kept messages', () => {
  it('uses the kept messages as journaled, not the originals', () => {
    const huge = model({ functionCall: { id: 'w', name: 'write_file', args: { content: 'x'.repeat(10_000) } } });
    const shortened = model({ functionCall: { id: 'w', name: 'write_file', args: { content: '[writer] left out' } } });
    const lines = [
      { type: 'session', version: 1, prompt: 'Write.', model: 'm', startedAt: 't' },
      { type: 'message', iteration: 0, content: user('Write.') },
      { type: 'message', iteration: 1, content: huge },
      { type: 'message', iteration: 1, content: results(responsePart('w')) },
      {
        type: 'compression',
        iteration: 2,
        summary: 's',
        summaryMessage: user('[CONTEXT SUMMARY] s'),
        keptMessages: 2,
        kept: [shortened, results(responsePart('w'))],
        replacedMessages: 1,
        tokensBefore: 3000,
        tokensAfter: 20,
      },
    ];
    const replayed = replayJournal(parseJournal(lines.map((l) => JSON.stringify(l)).join('\n')).records);
    expect(replayed.history).toEqual([user('[CONTEXT SUMMARY] s'), shortened, results(responsePart('w'))]);
  });
});

describe('repairHistory', () => {
  it('leaves a well-formed history untouched', () => {
    const history = [user('Write.'), model(callPart('a')), results(responsePart('a')), user('[writer] note')];
    const repaired = repairHistory(history, 'Write.');
    expect(repaired.repairs).toEqual([]);
    expect(repaired.history).toEqual(history);
  });

  it('turns orphan function responses (their model turn overwritten) into a note', () => {
    // The journal line of the model turn with call "b" was damaged and skipped.
    const history = [user('Write.'), model(callPart('a')), results(responsePart('a')), results(responsePart('b'))];
    expect(wellFormed(history)).toBe(false);
    const repaired = repairHistory(history, 'Write.');
    expect(wellFormed(repaired.history)).toBe(true);
    expect(repaired.repairs.join(' ')).toMatch(/call was lost/);
    expect(JSON.stringify(repaired.history.at(-1))).toMatch(/damaged session journal \(write_file\)/);
  });

  it('answers calls whose response turn was lost before the next model turn', () => {
    const history = [user('Write.'), model(callPart('a'), callPart('b')), model({ text: 'Next.' }), user('go on')];
    const repaired = repairHistory(history, 'Write.');
    expect(wellFormed(repaired.history)).toBe(true);
    expect(repaired.history[2]!.parts!.map((p) => p.functionResponse?.id)).toEqual(['a', 'b']);
    expect(JSON.stringify(repaired.history[2])).toMatch(/lost from the damaged session journal/);
  });

  it('completes a response turn that lost some of its responses, and restores a lost prompt', () => {
    const history = [model(callPart('a'), callPart('b')), results(responsePart('b'))];
    const repaired = repairHistory(history, 'Write.');
    expect(repaired.history[0]).toEqual(user('Write.'));
    expect(wellFormed(repaired.history)).toBe(true);
    expect(repaired.history.at(-1)!.parts!.map((p) => p.functionResponse?.id)).toEqual(['b', 'a']);
  });

  it('drops empty messages and leaves the calls of the last turn to recovery', () => {
    const history = [user('Write.'), { role: 'model', parts: [] }, model(callPart('a'))];
    const repaired = repairHistory(history, 'Write.');
    expect(repaired.history).toEqual([user('Write.'), model(callPart('a'))]);
    expect(repaired.repairs).toEqual(['dropped an empty model message']);
  });
});
