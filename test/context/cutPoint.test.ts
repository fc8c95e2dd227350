import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { findCutPoint, isSafeCut } from '../../src/context/cutPoint.js';
import { realSignatures } from '../support/fixtures.js';

const [SIG] = realSignatures() as [string];
const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const model = (text: string): Content => ({ role: 'model', parts: [{ text }] });
const calls = (n: number, signed = true): Content => ({
  role: 'model',
  parts: Array.from({ length: n }, (_, i) => ({
    functionCall: { name: 'write_file', args: { i } },
    ...(i === 0 && signed ? { thoughtSignature: SIG } : {}),
  })),
});
const responses = (n: number): Content => ({
  role: 'user',
  parts: Array.from({ length: n }, () => ({ functionResponse: { name: 'write_file', response: { ok: true } } })),
});

/** prompt, then `steps` call/response pairs */
function toolHistory(steps: number, parallel = 1): Content[] {
  const history = [user('Write a novella.')];
  for (let i = 0; i < steps; i++) history.push(calls(parallel), responses(parallel));
  return history;
}

describe('findCutPoint', () => {
  it('returns 0 when there is not more than keepRecent messages', () => {
    expect(findCutPoint(toolHistory(4), 10)).toBe(0);
    expect(findCutPoint([], 10)).toBe(0);
  });

  it('never separates a call from its response, keeping the nearest safe split', () => {
    const history = toolHistory(20); // 41 messages: user, (call, response) x 20
    const cut = findCutPoint(history, 10);
    expect(history.length - cut).toBeGreaterThanOrEqual(10);
    expect(Math.abs(history.length - 10 - cut)).toBeLessThanOrEqual(1);
    expect(history[cut]?.role).toBe('model'); // the kept part starts with a call, not a response
    expect(history[cut]?.parts?.[0]?.functionCall).toBeDefined();
  });

  it('prefers keeping one more message when two safe splits are equally near', () => {
    // length 41, target 31 is a call (safe) → exactly 31; with keepRecent 11, target 30 is a response → 29 (keeps 12) over 31 (keeps 10)
    const history = toolHistory(20);
    expect(findCutPoint(history, 10)).toBe(31);
    expect(findCutPoint(history, 11)).toBe(29);
  });

  it('treats parallel calls and their responses as one unit', () => {
    const history = toolHistory(10, 3);
    const cut = findCutPoint(history, 5);
    expect(isSafeCut(history, cut)).toBe(true);
    expect(history[cut]?.parts).toHaveLength(3);
    expect(history[cut]?.parts?.[0]?.thoughtSignature).toBe(SIG);
  });

  it('splits between plain messages anywhere', () => {
    const history = Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? user(`u${i}`) : model(`m${i}`)));
    expect(findCutPoint(history, 10)).toBe(20);
  });

  it('returns 0 when keepRecent covers the whole history exactly', () => {
    const history = toolHistory(4); // 9 messages
    expect(findCutPoint(history, history.length)).toBe(0);
    expect(findCutPoint(history, history.length - 1)).toBe(1);
  });

  it('can cut right after the first message when no later split is safe', () => {
    // target 2 is a response; the only safe split is 1 (the call itself stays with its response)
    expect(findCutPoint([user('Write.'), calls(1), responses(1)], 1)).toBe(1);
  });

  it('looks further back when the later splits run out first', () => {
    // Two responses in a row at the end (a response, then a note merged as a response): only 1 is safe.
    const history = [user('Write.'), calls(1), responses(1), responses(1), responses(1)];
    expect(findCutPoint(history, 1)).toBe(1);
  });

  it('looks further on when the earlier splits are not safe', () => {
    // target 3 and 2 are responses: the next call (4) is nearer than the first one (1)
    const history = [user('Write.'), calls(1), responses(1), responses(1), calls(1), responses(1)];
    expect(findCutPoint(history, 3)).toBe(4);
  });

  it('looks further on when the earlier splits run out first', () => {
    const history = [user('Write.'), responses(1), responses(1), calls(1), responses(1)];
    expect(findCutPoint(history, 4)).toBe(3);
  });

  it('treats a negative keepRecent as 0: the last safe split', () => {
    expect(findCutPoint([user('Write.'), calls(1), responses(1)], -3)).toBe(1);
  });

  it('returns 0 when no split is safe', () => {
    // A model turn with calls followed only by its response: the only split separates them.
    expect(findCutPoint([calls(1), responses(1)], 1)).toBe(0);
  });

  it('isSafeCut refuses a response at the start and a call just before the cut', () => {
    const history = toolHistory(3);
    expect(isSafeCut(history, 2)).toBe(false); // starts with a response
    expect(isSafeCut(history, 3)).toBe(true);
    expect(isSafeCut(history, 0)).toBe(false);
    expect(isSafeCut(history, history.length)).toBe(false);
  });
});
