import { describe, expect, it } from 'vitest';
import {
  FRESH_COUNTERS,
  judgeEnding,
  judgeRepeats,
  judgeTurn,
  MAX_FINISH_NUDGES,
  MAX_NOTES_IN_A_ROW,
  REPEAT_STOP_AT,
  REPEAT_WARNING_AT,
} from '../../src/agent/judge.js';
import type { CollectedTurn } from '../../src/model/turn.js';

const reply = (fields: Partial<CollectedTurn> = {}): CollectedTurn => ({
  content: { role: 'model', parts: [] },
  calls: [],
  text: '',
  ...fields,
});
const withCall = (fields: Partial<CollectedTurn> = {}) =>
  reply({ calls: [{ name: 'write_file', args: { filename: 'a.md' } }], ...fields });

describe('judgeTurn', () => {
  it('runs the calls of a complete reply and clears the run of unusable replies', () => {
    const { verdict, counters } = judgeTurn(withCall({ finishReason: 'STOP' }), {
      ...FRESH_COUNTERS,
      notesInARow: 2,
      finishNudges: 1,
    });
    expect(verdict).toEqual({ kind: 'run-calls' });
    expect(counters).toEqual({ ...FRESH_COUNTERS, notesInARow: 0, finishNudges: 1 });
  });

  it('refuses the calls of a reply cut off at MAX_TOKENS', () => {
    const { verdict, counters } = judgeTurn(withCall({ finishReason: 'MAX_TOKENS' }), FRESH_COUNTERS);
    expect(verdict.kind).toBe('refuse-calls');
    expect(counters.notesInARow).toBe(1);
  });

  it.each([
    ['MALFORMED_FUNCTION_CALL', /could not be parsed/],
    ['UNEXPECTED_TOOL_CALL', /not available/],
    ['MAX_TOKENS', /cut off at the output limit/],
    ['STOP', /was empty/],
  ])('answers an unusable reply (%s) with a note', (finishReason, note) => {
    const { verdict } = judgeTurn(reply({ finishReason }), FRESH_COUNTERS);
    expect(verdict.kind).toBe('note');
    expect(verdict.kind === 'note' && verdict.note).toMatch(note);
  });

  it(`stops at the ${MAX_NOTES_IN_A_ROW}rd unusable reply in a row, naming the problem`, () => {
    let counters = FRESH_COUNTERS;
    const kinds: string[] = [];
    for (let i = 0; i < MAX_NOTES_IN_A_ROW; i++) {
      const judged = judgeTurn(reply({ finishReason: 'STOP' }), counters);
      counters = judged.counters;
      kinds.push(judged.verdict.kind);
      if (judged.verdict.kind === 'stop') expect(judged.verdict.message).toMatch(/\(empty reply, 3 times in a row\)/);
    }
    expect(kinds).toEqual(['note', 'note', 'stop']);
  });

  it('stops on a refused reply or a blocked prompt', () => {
    expect(judgeTurn(reply({ finishReason: 'SAFETY', text: 'x' }), FRESH_COUNTERS).verdict).toEqual({
      kind: 'stop',
      message: 'Gemini stopped the reply (finish reason SAFETY).',
    });
    expect(judgeTurn(reply({ blockReason: 'PROHIBITED_CONTENT' }), FRESH_COUNTERS).verdict.kind).toBe('stop');
  });

  it('takes a reply with text and no calls as the model ending the work', () => {
    expect(judgeTurn(reply({ text: ' The end. ', finishReason: 'STOP' }), FRESH_COUNTERS).verdict).toEqual({
      kind: 'end',
      finalText: 'The end.',
    });
  });
});

describe('judgeEnding', () => {
  it('accepts the end when nothing is missing', () => {
    expect(judgeEnding([], FRESH_COUNTERS).verdict).toEqual({ kind: 'done' });
  });

  it(`answers a premature end with what is missing ${MAX_FINISH_NUDGES} times, then calls the work incomplete`, () => {
    let counters = FRESH_COUNTERS;
    const verdicts: string[] = [];
    for (let i = 0; i <= MAX_FINISH_NUDGES; i++) {
      const judged = judgeEnding(['nothing was written'], counters);
      counters = judged.counters;
      verdicts.push(judged.verdict.kind);
    }
    expect(verdicts).toEqual(['note', 'note', 'incomplete']);
  });
});

describe('judgeRepeats', () => {
  it('warns once at the warning count and stops at the stop count', () => {
    expect(judgeRepeats(REPEAT_WARNING_AT - 1, 'write_file').kind).toBe('fine');
    expect(judgeRepeats(REPEAT_WARNING_AT, 'write_file').kind).toBe('note');
    expect(judgeRepeats(REPEAT_WARNING_AT + 1, 'write_file').kind).toBe('fine');
    expect(judgeRepeats(REPEAT_STOP_AT, 'write_file')).toEqual({
      kind: 'stop',
      message: 'The model repeated the same call 8 times in a row (write_file).',
    });
  });
});
