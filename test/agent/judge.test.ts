import { describe, expect, it } from 'vitest';
import {
  countersFor,
  FRESH_COUNTERS,
  judgeEnding,
  judgeRepeats,
  judgeTurn,
  MAX_FINISH_NUDGES,
  MAX_NOTES_IN_A_ROW,
  REPEAT_STOP_AT,
  REPEAT_WARNING_AT,
} from '../../src/agent/judge.js';
import { RepeatGuard } from '../../src/agent/repeatGuard.js';
import { REVISION_MARKER } from '../../src/context/history.js';
import type { CollectedTurn } from '../../src/model/turn.js';
import { REVIEW_REQUEST } from '../../src/prompts/review.js';

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

  it.each([
    [
      'MALFORMED_FUNCTION_CALL',
      'The model sent a function call that could not be parsed; it is asked to send it again.',
      'malformed function call',
    ],
    [
      'UNEXPECTED_TOOL_CALL',
      'The model called a tool that does not exist; it is told which tools it has.',
      'call of a tool that does not exist',
    ],
    [
      'MAX_TOKENS',
      'The reply was cut off at the output limit; the model is asked to write in smaller pieces.',
      'reply cut off at the output limit',
    ],
    ['STOP', 'The model sent an empty reply; it is asked to go on.', 'empty reply'],
  ])(
    'shows the person one line for an unusable reply (%s), and names the problem when it stops the run',
    (finishReason, notice, problem) => {
      let judged = judgeTurn(reply({ finishReason }), FRESH_COUNTERS);
      expect(judged.verdict).toMatchObject({ kind: 'note', notice });
      for (let i = 1; i < MAX_NOTES_IN_A_ROW; i++) judged = judgeTurn(reply({ finishReason }), judged.counters);
      expect(judged.verdict).toEqual({
        kind: 'stop',
        message: `The model kept failing to produce a usable reply (${problem}, ${MAX_NOTES_IN_A_ROW} times in a row).`,
      });
    },
  );

  it('tells the person why the calls of a cut-off reply were not run, and stops when it keeps happening', () => {
    let judged = judgeTurn(withCall({ finishReason: 'MAX_TOKENS' }), FRESH_COUNTERS);
    expect(judged.verdict).toMatchObject({
      kind: 'refuse-calls',
      notice: 'The reply was cut off at the output limit; its calls were not run.',
    });
    for (let i = 1; i < MAX_NOTES_IN_A_ROW; i++)
      judged = judgeTurn(withCall({ finishReason: 'MAX_TOKENS' }), judged.counters);
    expect(judged.verdict).toEqual({
      kind: 'stop',
      message: `The model kept failing to produce a usable reply (reply cut off at the output limit, ${MAX_NOTES_IN_A_ROW} times in a row).`,
    });
  });

  it('takes a reply of nothing but white space as an empty reply, not as the end of the work', () => {
    const { verdict } = judgeTurn(reply({ text: ' \n\t ', finishReason: 'STOP' }), FRESH_COUNTERS);
    expect(verdict.kind).toBe('note');
    expect(verdict.kind === 'note' && verdict.note).toMatch(/was empty/);
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

  it('names every missing part, one after the other, to the model and to the person', () => {
    const { verdict } = judgeEnding(['ch2.md is not written yet', 'the work is 3,000 words short'], FRESH_COUNTERS);
    expect(verdict).toEqual({
      kind: 'note',
      note: '[writer] The work is not finished yet: ch2.md is not written yet; the work is 3,000 words short. Continue writing until the whole work is done.',
      notice:
        'Not finished yet (ch2.md is not written yet; the work is 3,000 words short): the model is asked to go on.',
    });
  });
});

describe('countersFor', () => {
  const user = (text: string) => ({ role: 'user', parts: [{ text }] });
  const model = (text: string) => ({ role: 'model', parts: [{ text }] });

  it('finds the review request even when it is the first message of the history', () => {
    expect(countersFor([user(REVIEW_REQUEST)]).reviewRequested).toBe(true);
  });

  it("counts only writer's own messages: a model quoting the review request or a revision marker changes nothing", () => {
    expect(countersFor([user('Write.'), model(REVIEW_REQUEST)])).toEqual(FRESH_COUNTERS);
    expect(countersFor([user('Write.'), user(REVIEW_REQUEST), model(`${REVISION_MARKER} noted`)]).reviewRequested).toBe(
      true,
    );
  });

  it('finds the review request in a user turn joined with the function responses before it (as it is sent)', () => {
    const joined = {
      role: 'user',
      parts: [{ functionResponse: { name: 'write_file', response: { ok: true } } }, { text: REVIEW_REQUEST }],
    };
    expect(countersFor([user('Write.'), model('Done.'), joined]).reviewRequested).toBe(true);
  });
});

describe('judgeRepeats', () => {
  it('warns once at the warning count and stops at the stop count', () => {
    expect(judgeRepeats(REPEAT_WARNING_AT - 1, 'write_file').kind).toBe('fine');
    expect(judgeRepeats(REPEAT_WARNING_AT, 'write_file')).toMatchObject({
      kind: 'note',
      notice: 'The model made the same call 5 times in a row (write_file); it is told to move on.',
    });
    expect(judgeRepeats(REPEAT_WARNING_AT + 1, 'write_file').kind).toBe('fine');
    expect(judgeRepeats(REPEAT_STOP_AT, 'write_file')).toEqual({
      kind: 'stop',
      message: 'The model repeated the same call 8 times in a row (write_file).',
    });
  });
});

describe('RepeatGuard', () => {
  it('counts the turns in a row that make exactly the same calls, a call without arguments as one with none', () => {
    const guard = new RepeatGuard();
    expect(guard.observe([{ name: 'list_files' }])).toBe(1);
    expect(guard.observe([{ name: 'list_files', args: {} }])).toBe(2);
    expect(guard.observe([{ name: 'list_files', args: { folder: 'notes' } }])).toBe(1);
    expect(guard.observe([{ name: 'read_file', args: { folder: 'notes' } }])).toBe(1);
  });
});
