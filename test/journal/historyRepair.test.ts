import type { Content, Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { repairHistory } from '../../src/journal/historyRepair.js';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (...parts: Part[]): Content => ({ role: 'model', parts });
const results = (...parts: Part[]): Content => ({ role: 'user', parts });
const call = (name: string, id?: string): Part => ({
  functionCall: { name, args: {}, ...(id !== undefined ? { id } : {}) },
});
const answer = (name: string, response: Record<string, unknown>, id?: string): Part => ({
  functionResponse: { name, response, ...(id !== undefined ? { id } : {}) },
});
const lostError = (part: Part | undefined) => String(part?.functionResponse?.response?.error ?? '');

describe('repairHistory, in detail', () => {
  it('matches responses without ids to their calls by name', () => {
    const history = [
      user('Write.'),
      model(call('read_file'), call('write_file')),
      results(answer('write_file', { ok: true })),
    ];
    const repaired = repairHistory(history, 'Write.');
    const parts = repaired.history.at(-1)?.parts ?? [];
    expect(parts.map((part) => part.functionResponse?.name)).toEqual(['write_file', 'read_file']);
    expect(lostError(parts[1])).toMatch(/lost from the damaged session journal/);
    expect(repaired.repairs).toEqual(['answered 1 call(s) whose results were lost with an error saying so']);
  });

  it('leaves nothing of a history that holds no message with parts (recovery then falls back to a summary)', () => {
    expect(repairHistory([], 'Write.')).toEqual({ history: [], repairs: [] });
    expect(repairHistory([{ role: 'user', parts: [] }], 'Write.')).toEqual({
      history: [],
      repairs: ['dropped an empty user message'],
    });
  });

  it('answers the calls of a turn followed only by a note as lost', () => {
    const history = [user('Write.'), model(call('write_file', 'a')), user('[writer] note')];
    const repaired = repairHistory(history, 'Write.');
    expect(repaired.history.slice(0, 3)).toEqual(history);
    expect(repaired.history[3]?.role).toBe('user');
    const parts = repaired.history[3]?.parts ?? [];
    expect(parts.map((part) => part.functionResponse?.id)).toEqual(['a']);
    expect(lostError(parts[0])).toMatch(/Check the file list/);
    expect(repaired.repairs).toEqual(['answered 1 call(s) whose results were lost with an error saying so']);
  });

  it('says which repairs it made when a prompt was lost and a turn went unanswered', () => {
    const history = [model(call('write_file', 'a')), model({ text: 'Next.' }), user('go on')];
    const repaired = repairHistory(history, 'Write.');
    expect(repaired.history[0]).toEqual(user('Write.'));
    expect(repaired.repairs).toEqual([
      'put the original prompt back in front of the first model turn',
      'answered 1 call(s) whose results were lost with an error saying so',
    ]);
  });

  it('says so when the history opens with a model turn and there is no prompt to put back', () => {
    const history = [model({ text: 'Hello.' }), user('go on')];
    const repaired = repairHistory(history);
    expect(repaired.history).toEqual(history);
    expect(repaired.repairs).toEqual(['the history opens with a model turn']);
  });

  it('names an empty message by its role, when it has one', () => {
    const repaired = repairHistory([user('Write.'), { parts: [] }, { role: 'user' }], 'Write.');
    expect(repaired.history).toEqual([user('Write.')]);
    expect(repaired.repairs).toEqual(['dropped an empty message', 'dropped an empty user message']);
  });

  it('carries the result of an orphan response in its note, cut short when long', () => {
    const short = repairHistory([user('Write.'), results(answer('read_file', { content: 'One.' }, 'x'))]);
    expect(short.history[1]?.parts).toEqual([
      {
        text: '[writer] A function result whose call was lost from the damaged session journal (read_file): {"content":"One."}',
      },
    ]);
    expect(short.repairs).toEqual(['turned function results whose call was lost into a note']);

    const exact = { content: 'x'.repeat(2_000 - '{"content":""}'.length) }; // 2,000 characters of JSON
    const kept = repairHistory([user('Write.'), results(answer('read_file', exact))]);
    expect(kept.history[1]?.parts?.[0]?.text).toMatch(/"}$/);

    const long = repairHistory([user('Write.'), results(answer('read_file', { content: 'y'.repeat(5_000) }))]);
    const text = long.history[1]?.parts?.[0]?.text ?? '';
    expect(text).toMatch(/y…$/);
    expect(text.length).toBeLessThan(2_200);
  });

  it('notes an orphan response that carries no result or no name', () => {
    const bare: Part = { functionResponse: {} };
    const repaired = repairHistory([user('Write.'), results(bare)]);
    expect(repaired.history[1]?.parts?.[0]?.text).toBe(
      '[writer] A function result whose call was lost from the damaged session journal (unknown tool): {}',
    );
  });

  it('keeps a text part beside the responses of a turn as it is', () => {
    const history = [
      user('Write.'),
      model(call('write_file', 'a')),
      results(answer('write_file', { ok: true }, 'a'), { text: '[writer] note' }),
    ];
    const repaired = repairHistory(history, 'Write.');
    expect(repaired.history).toEqual(history);
    expect(repaired.repairs).toEqual([]);
  });

  it('does not answer a call twice when a response is repeated', () => {
    const history = [
      user('Write.'),
      model(call('write_file', 'a')),
      results(answer('write_file', { ok: true }, 'a'), answer('write_file', { ok: true }, 'a')),
    ];
    const repaired = repairHistory(history, 'Write.');
    const parts = repaired.history.at(-1)?.parts ?? [];
    expect(parts[0]?.functionResponse?.id).toBe('a');
    expect(parts[1]?.text).toMatch(/^\[writer\] A function result whose call was lost/);
  });
});
