import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import {
  BudgetGuard,
  expectedCost,
  expectedOutput,
  SpendAccount,
  TYPICAL_OUTPUT_TOKENS,
} from '../../src/cost/budget.js';
import type { TokenUsage } from '../../src/model/types.js';

const flash = DEFAULT_PRICES['gemini-3-flash-preview']!;
const pro = DEFAULT_PRICES['gemini-3-pro-preview']!;
const used = (promptTokens: number, outputTokens: number): TokenUsage => ({
  promptTokens,
  cachedTokens: 0,
  outputTokens,
  thoughtTokens: 0,
  totalTokens: promptTokens + outputTokens,
});

describe('SpendAccount', () => {
  it('counts what requests in flight will cost, and a parent limits every child', () => {
    const batch = new SpendAccount(1);
    const a = new SpendAccount(undefined, batch);
    const b = new SpendAccount(0.5, batch);
    a.reserve(0.6);
    expect(b.fits(0.4)).toBe(true);
    expect(b.fits(0.41)).toBe(false); // 0.6 held by a leaves 0.4 of the batch
    a.release(0.6);
    a.charge(0.7);
    expect(batch.spent).toBeCloseTo(0.7);
    expect(b.fits(0.3)).toBe(true);
    expect(b.fits(0.31)).toBe(false);
    b.charge(0.3);
    expect(batch.exhausted).toBe(true);
    expect(a.exhausted).toBe(true);
  });
});

describe('expected cost of the next request', () => {
  it('prices the prompt and a typical reply, at the long-prompt rate above the tier', () => {
    expect(expectedCost(100_000, 8_192, flash)).toBeCloseTo(0.05 + 0.024576, 6);
    expect(expectedCost(250_000, 1_000, pro)).toBeCloseTo(1 + 0.018, 6);
    expect(expectedOutput([])).toBe(TYPICAL_OUTPUT_TOKENS);
    expect(expectedOutput([used(10, 20_000)])).toBe(20_000);
  });
});

describe('BudgetGuard', () => {
  it('refuses a request when the spend so far and its expected cost would pass the budget', () => {
    const usages: TokenUsage[] = [];
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages, budget: 0.06 });
    expect(guard.check(1_000)).toBeUndefined();
    usages.push(used(1_000, 8_192)); // $0.025076
    expect(guard.check(1_000)).toBeUndefined();
    usages.push(used(1_000, 8_192));
    const refused = guard.check(1_000);
    expect(refused).toMatch(
      /Stopped at the budget: \$0\.05 spent of \$0\.06, and the next request would cost about \$0\.03/,
    );
    expect(guard.status().run).toBeCloseTo(2 * 0.025076, 6);
  });

  it("charges only this run's requests: a resumed run has a budget of its own", () => {
    const usages = [used(1_000_000, 0)]; // $0.50 in an earlier run
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages, budget: 0.1 });
    expect(guard.check(1_000)).toBeUndefined();
    usages.push(used(1_000, 1_000));
    const status = guard.status();
    expect(status.run).toBeCloseTo(0.0035, 6);
    expect(status.total).toBeCloseTo(0.5035, 6);
    expect(status.budget).toBe(0.1);
  });

  it('tells the spend of requests billed at the long-prompt rate', () => {
    const usages: TokenUsage[] = [];
    const guard = new BudgetGuard({ model: 'gemini-3-pro-preview', prices: DEFAULT_PRICES, usages });
    usages.push(used(150_000, 0), used(250_000, 0));
    expect(guard.status().longPrompts).toEqual({ usd: 1, requests: 1, above: 200_000 });
  });

  it('without a price for the model a budget cannot be kept, and says so', () => {
    const guard = new BudgetGuard({ model: 'my-model', prices: DEFAULT_PRICES, usages: [], budget: 1 });
    expect(guard.check(10)).toMatch(/No price is known for my-model/);
  });
});
