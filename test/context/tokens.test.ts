import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { estimateContentsTokens, estimateTextTokens, needsExactCount, TokenAccount } from '../../src/context/tokens.js';

const message = (text: string): Content => ({ role: 'user', parts: [{ text }] });

describe('estimateTextTokens', () => {
  it('counts about 4 ASCII characters per token', () => {
    expect(estimateTextTokens('a'.repeat(4000))).toBe(1000);
  });

  it('counts Korean, Japanese and Chinese near one token per character', () => {
    expect(estimateTextTokens('등'.repeat(1000))).toBe(1000);
    expect(estimateTextTokens('の'.repeat(1000))).toBe(1000);
    expect(estimateTextTokens('灯'.repeat(1000))).toBe(1000);
  });

  it('counts other non-ASCII letters between the two', () => {
    expect(estimateTextTokens('ж'.repeat(1000))).toBe(500);
  });

  it('counts an emoji (surrogate pair) once', () => {
    expect(estimateTextTokens('🙂'.repeat(10))).toBe(10);
  });
});

describe('TokenAccount', () => {
  it('adds an estimate of what was appended since the last exact figure', () => {
    const account = new TokenAccount(50);
    const history = [message('x'.repeat(400)), message('y'.repeat(400))];
    expect(account.hasExact).toBe(false);
    account.observePrompt(1000, 1); // the reply covered the first message (and the overhead)
    expect(account.estimate(history)).toBe(1000 + estimateContentsTokens(history.slice(1)));
  });

  it('adds the overhead to a countTokens answer', () => {
    const account = new TokenAccount(50);
    account.observeCount(700, 2);
    expect(account.estimate([message('a'), message('b')])).toBe(750);
  });

  it('falls back to a full estimate after the history was replaced by a shorter one', () => {
    const account = new TokenAccount(50);
    account.observePrompt(100_000, 40);
    const short = [message('summary')];
    expect(account.estimate(short)).toBe(50 + estimateContentsTokens(short));
  });
});

describe('needsExactCount', () => {
  it('asks for a count within 10% of the threshold, after a recovery, or for a big history with nothing exact known', () => {
    expect(needsExactCount(10, 900, false)).toBe(false); // a fresh prompt: the first reply's usage will tell
    expect(needsExactCount(10, 900, false, true)).toBe(true); // after a recovery
    expect(needsExactCount(450, 900, false)).toBe(true); // nothing exact, and big enough to matter
    expect(needsExactCount(800, 900, true)).toBe(false);
    expect(needsExactCount(810, 900, true)).toBe(true);
    expect(needsExactCount(950, 900, true)).toBe(true);
  });
});
