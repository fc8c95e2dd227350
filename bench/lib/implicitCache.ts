import { implicitCacheMinimum, type ModelPrice, requestCost } from '../../src/config/prices.js';
import type { TokenUsage } from '../../src/model/types.js';
import { type Json, promptTokensOf } from '../../test/support/geminiServer.js';

/**
 * Implicit caching as the Gemini API bills it: a request's longest prefix
 * shared with an earlier request (system prompt, tools, then the contents, in
 * that order) is served from the cache, at the cached price, when it is at
 * least the model's minimum (1,024 tokens for Flash, 4,096 for Pro: Google's
 * context caching docs). Tokens are counted as the bench server counts them,
 * a token per four characters of the request's JSON.
 */

const CHARS_PER_TOKEN = 4;

/** The request as the model reads it, in cache order. */
function promptText(body: Json): string {
  return (
    JSON.stringify(body.systemInstruction ?? '') +
    JSON.stringify(body.tools ?? '') +
    JSON.stringify(body.contents ?? [])
  );
}

function commonPrefix(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  return i;
}

/** What the cache has seen: every earlier request's prompt. */
export class ImplicitCache {
  private readonly seen: string[] = [];

  /** Tokens of this request's longest prefix shared with an earlier one (before any model's minimum). */
  sharedPrefix(body: Json): number {
    const text = promptText(body);
    let longest = 0;
    for (const earlier of this.seen) longest = Math.max(longest, commonPrefix(text, earlier));
    this.seen.push(text);
    return Math.floor(longest / CHARS_PER_TOKEN);
  }
}

/** A bill before caching: the request's usage, and the prefix it shares with earlier ones. */
export interface Bill {
  usage: TokenUsage;
  sharedPrefix: number;
}

/** Tokens as the bench server counts them: a token per four characters of the JSON. */
const tokens = (value: unknown) => Math.ceil(JSON.stringify(value ?? '').length / CHARS_PER_TOKEN);

/** One request's bill before caching: its prompt (tools included) and its reply's parts, and what it shares with earlier ones. */
export function billOf(cache: ImplicitCache, body: Json, replyParts: Json[]): Bill {
  const promptTokens = promptTokensOf(body) + tokens(body.tools);
  const outputTokens = tokens(replyParts);
  return {
    usage: { promptTokens, cachedTokens: 0, outputTokens, thoughtTokens: 0, totalTokens: promptTokens + outputTokens },
    sharedPrefix: cache.sharedPrefix(body),
  };
}

/** The usage a model bills: the shared prefix counted as cached from the model's minimum on. */
export function cachedUsage(bill: Bill, model: string): TokenUsage {
  const shared = Math.min(bill.sharedPrefix, bill.usage.promptTokens);
  const cachedTokens = shared >= implicitCacheMinimum(model) ? shared : 0;
  return { ...bill.usage, cachedTokens };
}

/** USD of the bills at a model's price, with implicit caching billed (or not). */
export function billsCost(bills: readonly Bill[], model: string, price: ModelPrice, caching = true): number {
  return bills.reduce((sum, bill) => sum + requestCost(caching ? cachedUsage(bill, model) : bill.usage, price), 0);
}

/** Cached tokens of the bills, and their prompt tokens, at a model's minimum. */
export function cachedShare(bills: readonly Bill[], model: string): { cached: number; prompt: number } {
  let cached = 0;
  let prompt = 0;
  for (const bill of bills) {
    cached += cachedUsage(bill, model).cachedTokens;
    prompt += bill.usage.promptTokens;
  }
  return { cached, prompt };
}
