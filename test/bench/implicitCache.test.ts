import { describe, expect, it } from 'vitest';
import { cachedShare, cachedUsage, ImplicitCache } from '../../bench/lib/implicitCache.js';

const body = (system: string, ...texts: string[]) => ({
  systemInstruction: { parts: [{ text: system }] },
  contents: texts.map((text) => ({ role: 'user', parts: [{ text }] })),
});
const usage = (promptTokens: number) => ({
  promptTokens,
  cachedTokens: 0,
  outputTokens: 10,
  thoughtTokens: 0,
  totalTokens: promptTokens + 10,
});

describe('the bench server bills implicit caching as the API does', () => {
  it('caches the longest prefix shared with an earlier request, from the model’s minimum on', () => {
    const cache = new ImplicitCache();
    const book = 'The bible and the outline. '.repeat(400); // about 2,700 tokens
    expect(cache.sharedPrefix(body('system', `${book} chapter 1`))).toBe(0);
    const second = cache.sharedPrefix(body('system', `${book} chapter 2`));
    // The shared part ends where the chapters differ.
    expect(second).toBeGreaterThan(2_600);
    expect(second).toBeLessThan(2_800);
    // A prompt that differs at its start shares nothing, whatever follows.
    expect(cache.sharedPrefix(body('other system', `${book} chapter 2`))).toBeLessThan(10);
    // Flash caches it (1,024 tokens at least); Pro needs 4,096, so this prefix is billed in full there.
    const bill = { usage: usage(3_000), sharedPrefix: second };
    expect(cachedUsage(bill, 'gemini-3-flash-preview').cachedTokens).toBe(second);
    expect(cachedUsage(bill, 'gemini-3.1-pro-preview').cachedTokens).toBe(0);
    expect(cachedShare([bill, { usage: usage(3_000), sharedPrefix: 0 }], 'gemini-3-flash-preview')).toEqual({
      cached: second,
      prompt: 6_000,
    });
  });
});
