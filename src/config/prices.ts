import type { TokenUsage } from '../model/types.js';

/**
 * Estimated cost of a run. Prices are USD per million tokens, from Google's
 * published list when this table was written; they change, so a config file
 * can override any model's row (`prices:` in writer.config.yaml).
 */
export interface ModelPrice {
  input: number;
  output: number;
  /** Input served from the implicit cache. */
  cached: number;
  /** Prompts longer than `longAbove` tokens are billed at these rates instead. */
  longAbove?: number;
  inputLong?: number;
  outputLong?: number;
  cachedLong?: number;
}

export type PriceTable = Record<string, ModelPrice>;

/**
 * The models one can call, with Google's list prices (USD per million tokens, standard tier, text). Gemini 3 Pro
 * preview is not here: Google shut it down on 2026-03-09 (src/model/retired.ts).
 */
export const DEFAULT_PRICES: PriceTable = {
  'gemini-3.1-pro-preview': {
    input: 2,
    output: 12,
    cached: 0.2,
    longAbove: 200_000,
    inputLong: 4,
    outputLong: 18,
    cachedLong: 0.4,
  },
  'gemini-3-flash-preview': { input: 0.5, output: 3, cached: 0.05 },
  'gemini-3.1-flash-lite-preview': { input: 0.25, output: 1.5, cached: 0.025 },
  'gemini-2.5-pro': {
    input: 1.25,
    output: 10,
    cached: 0.125,
    longAbove: 200_000,
    inputLong: 2.5,
    outputLong: 15,
    cachedLong: 0.25,
  },
  'gemini-2.5-flash': { input: 0.3, output: 2.5, cached: 0.03 },
  'gemini-2.5-flash-lite': { input: 0.1, output: 0.4, cached: 0.01 },
};

/**
 * The smallest prompt a model's implicit cache serves (Google's context caching docs): 1,024 tokens for Flash class,
 * 4,096 for Pro class. A prefix shared with an earlier request is billed at the cached price from there on.
 */
export function implicitCacheMinimum(model: string): number {
  return /-pro\b/.test(model) ? 4_096 : 1_024;
}

/** The price row for a model: exact name first, then the longest known prefix ("gemini-2.5-flash-001" → "gemini-2.5-flash"). */
export function priceFor(model: string, table: PriceTable): ModelPrice | undefined {
  if (table[model]) return table[model];
  const prefix = Object.keys(table)
    .filter((name) => model.startsWith(name))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? table[prefix] : undefined;
}

/**
 * One request's cost. promptTokens includes the cached tokens; thinking
 * tokens are billed as output.
 */
export function requestCost(usage: TokenUsage, price: ModelPrice): number {
  const long = price.longAbove !== undefined && usage.promptTokens > price.longAbove;
  const input = long ? (price.inputLong ?? price.input) : price.input;
  const output = long ? (price.outputLong ?? price.output) : price.output;
  const cached = long ? (price.cachedLong ?? price.cached) : price.cached;
  const fresh = Math.max(0, usage.promptTokens - usage.cachedTokens);
  return (
    (fresh * input + usage.cachedTokens * cached + (usage.outputTokens + usage.thoughtTokens) * output) / 1_000_000
  );
}

/** The cost of every request of a run, or undefined when the model has no price. */
export function estimateCost(usages: readonly TokenUsage[], model: string, table: PriceTable): number | undefined {
  const price = priceFor(model, table);
  if (!price) return undefined;
  return usages.reduce((sum, usage) => sum + requestCost(usage, price), 0);
}
