import { describe, expect, it } from 'vitest';
import {
  compressionTargets,
  holdLength,
  planShrink,
  planSplit,
  planTurn,
  type TurnFigures,
} from '../../src/context/compressionPlan.js';

// A window of 100k with --compress-at 0.8: threshold 80k, forced from 98k, never sent at 100k.
const turn = (over: Partial<TurnFigures>): TurnFigures => ({
  tokens: 50_000,
  threshold: 80_000,
  ceiling: 100_000,
  mustCompressAt: 98_000,
  historyLength: 40,
  holdUntilLength: 0,
  requested: false,
  compressed: false,
  ...over,
});

describe('planTurn', () => {
  it('sends the request as is below the threshold', () => {
    expect(planTurn(turn({ tokens: 79_999 }))).toEqual({ kind: 'send' });
  });

  it('compresses at the threshold when no earlier compression holds', () => {
    expect(planTurn(turn({ tokens: 80_000 }))).toEqual({ kind: 'compress', reason: 'context near the limit' });
  });

  it('compresses when the model asks, even far below the threshold', () => {
    expect(planTurn(turn({ tokens: 1_000, requested: true }))).toEqual({
      kind: 'compress',
      reason: 'requested by the model',
    });
  });

  it('holds off over the threshold while the history has not grown past the hold', () => {
    expect(planTurn(turn({ tokens: 90_000, historyLength: 40, holdUntilLength: 41 }))).toEqual({ kind: 'send' });
    expect(planTurn(turn({ tokens: 90_000, historyLength: 41, holdUntilLength: 41 }))).toEqual({
      kind: 'compress',
      reason: 'context near the limit',
    });
  });

  it('compresses whatever the hold once the size nears the ceiling', () => {
    expect(planTurn(turn({ tokens: 98_000, holdUntilLength: 1_000 }))).toEqual({
      kind: 'compress',
      reason: 'context near the limit',
    });
  });

  it('stops when even after a compression the request is at the ceiling', () => {
    expect(planTurn(turn({ tokens: 100_000, compressed: true }))).toEqual({ kind: 'stop' });
    expect(planTurn(turn({ tokens: 99_999, compressed: true }))).toEqual({ kind: 'send' });
  });

  it('does not compress twice in one turn: after one only the ceiling counts', () => {
    expect(planTurn(turn({ tokens: 90_000, requested: true, compressed: true }))).toEqual({ kind: 'send' });
  });
});

describe('compressionTargets', () => {
  it('aims at half the threshold, and gives the kept messages all the room under the threshold', () => {
    // Under the threshold of 100k: 1k overhead, 5k for the summary message (a tenth of the target), the rest kept.
    expect(compressionTargets(100_000, 1_000)).toEqual({ target: 50_000, keptBudget: 93_999 });
  });

  it('keeps the recent messages though the overhead alone takes most of the target (a heavy system prompt)', () => {
    // The window: 60k, threshold 54k, system prompt and tools 21.6k. The target (27k) left the kept messages
    // 2.7k, so a compression kept 0 of 10; under the threshold they have 29.7k.
    expect(compressionTargets(54_000, 21_600)).toEqual({ target: 27_000, keptBudget: 29_699 });
  });

  it('leaves room for a summary as long as the one heading the history', () => {
    expect(compressionTargets(100_000, 1_000, 20_000)).toEqual({ target: 50_000, keptBudget: 78_999 });
  });

  it('never gives the kept messages a negative budget', () => {
    expect(compressionTargets(10_000, 9_800)).toEqual({ target: 5_000, keptBudget: 0 });
  });
});

describe('planSplit', () => {
  it('holds off when nothing is old enough to summarize', () => {
    expect(planSplit({ cut: 0, keptMessages: 6, keptTokens: 100, threshold: 80_000 })).toEqual({
      kind: 'hold',
      reason: 'nothing old enough to summarize yet',
    });
  });

  it('holds off, saying why, when the kept messages alone reach the threshold', () => {
    const plan = planSplit({ cut: 10, keptMessages: 6, keptTokens: 80_000, threshold: 80_000 });
    expect(plan.kind).toBe('hold');
    expect(plan.kind === 'hold' && plan.reason).toContain('the 6 most recent messages');
    expect(plan.kind === 'hold' && plan.reason).toContain('raise --compress-at or --token-limit');
  });

  it('summarizes when there is something old and the kept messages leave room', () => {
    expect(planSplit({ cut: 10, keptMessages: 6, keptTokens: 79_999, threshold: 80_000 })).toEqual({
      kind: 'summarize',
    });
  });
});

describe('planShrink', () => {
  const figures = { keptMessages: 4, threshold: 80_000 };

  it('keeps the split when the summary and kept messages reach the target', () => {
    expect(planShrink({ ...figures, summaryTokens: 10_000, candidateTokens: 40_000 })).toEqual({ kind: 'keep' });
  });

  it('keeps the recent messages short of the target: only the threshold makes it keep fewer', () => {
    expect(planShrink({ ...figures, summaryTokens: 10_000, candidateTokens: 79_999 })).toEqual({ kind: 'keep' });
    expect(planShrink({ ...figures, summaryTokens: 10_000, candidateTokens: 80_000 })).toEqual({
      kind: 'shrink',
      keptBudget: 69_999,
    });
  });

  it('shrinks them to get under the threshold when the summary alone misses the target', () => {
    expect(planShrink({ ...figures, summaryTokens: 50_000, candidateTokens: 80_000 })).toEqual({
      kind: 'shrink',
      keptBudget: 29_999,
    });
  });

  it('keeps the split when the summary misses the target but the whole is under the threshold', () => {
    expect(planShrink({ ...figures, summaryTokens: 50_000, candidateTokens: 79_999 })).toEqual({ kind: 'keep' });
  });

  it('keeps the split when the summary alone reaches the threshold: no kept message can help', () => {
    expect(planShrink({ ...figures, summaryTokens: 80_000, candidateTokens: 90_000 })).toEqual({ kind: 'keep' });
  });

  it('keeps the split when the summary alone is exactly the target and the whole is under the threshold', () => {
    expect(planShrink({ ...figures, summaryTokens: 40_000, candidateTokens: 45_000 })).toEqual({ kind: 'keep' });
  });

  it('keeps the split when nothing is kept to shrink', () => {
    expect(planShrink({ ...figures, keptMessages: 0, summaryTokens: 10_000, candidateTokens: 45_000 })).toEqual({
      kind: 'keep',
    });
  });
});

describe('holdLength', () => {
  it('waits for the recent messages to be replaced by new ones', () => {
    expect(holdLength(40, 6)).toBe(46);
  });
});
