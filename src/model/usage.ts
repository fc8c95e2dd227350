import type { TokenUsage } from './types.js';

/** Token arithmetic: totals over many requests (a run, a resumed session, a batch). */

export function emptyUsage(): TokenUsage {
  return { promptTokens: 0, cachedTokens: 0, outputTokens: 0, thoughtTokens: 0, totalTokens: 0 };
}

export function addUsage(total: TokenUsage, add: TokenUsage): void {
  total.promptTokens += add.promptTokens;
  total.cachedTokens += add.cachedTokens;
  total.outputTokens += add.outputTokens;
  total.thoughtTokens += add.thoughtTokens;
  total.totalTokens += add.totalTokens;
}
