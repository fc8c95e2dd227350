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
  it('refuses a request when the spend so far and its expected cost would pass the budget', async () => {
    const usages: TokenUsage[] = [];
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages, budget: 0.06 });
    expect((await guard.check(1_000)).refused).toBeUndefined();
    usages.push(used(1_000, 8_192)); // $0.025076
    expect((await guard.check(1_000)).refused).toBeUndefined();
    usages.push(used(1_000, 8_192));
    const refused = (await guard.check(1_000)).refused;
    expect(refused).toMatch(
      /Stopped at the budget: \$0\.05 spent of \$0\.06, \$0\.0098 left, and the next request would need about \$0\.03/,
    );
    expect(guard.status().run).toBeCloseTo(2 * 0.025076, 6);
  });

  it("caps the reply at what is left, and holds that worst case until the request's usage is in", async () => {
    const usages: TokenUsage[] = [];
    const account = new SpendAccount(1);
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages,
      parent: account,
    });
    // Plenty left: the model's own output limit, and its whole cost held.
    expect(await guard.check(1_000)).toEqual({ maxOutputTokens: 65_536 });
    expect(account.held).toBeCloseTo(expectedCost(1_000, 65_536, flash), 9);
    usages.push(used(1_801_000, 0)); // $0.9005 of prompt
    // $0.0995 left: the prompt's $0.0005, then about 33,000 output tokens at $3 per million.
    const capped = (await guard.check(1_000)).maxOutputTokens ?? 0;
    expect(capped).toBeGreaterThan(32_990);
    expect(capped).toBeLessThanOrEqual(33_000);
    expect(account.spent + account.held).toBeLessThanOrEqual(1);
    expect(account.held).toBeCloseTo(expectedCost(1_000, capped, flash), 9);
    guard.close();
    expect(account.held).toBe(0);
  });

  it('without a budget sets no cap', async () => {
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages: [] });
    expect(await guard.check(1_000)).toEqual({});
  });

  it('waits while requests of other sessions in flight hold what it needs, then goes on or stops', async () => {
    const batch = new SpendAccount(0.1);
    const notes: string[] = [];
    const first: TokenUsage[] = [];
    const second: TokenUsage[] = [];
    const a = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: first,
      parent: batch,
    });
    const b = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: second,
      parent: batch,
      waiting: (note) => notes.push(note),
    });
    expect((await a.check(1_000)).maxOutputTokens).toBeGreaterThan(33_000); // nearly all of the $0.10
    let settled = false;
    const waiting = b.check(1_000).then((decision) => {
      settled = true;
      return decision;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    expect(notes).toEqual([
      expect.stringMatching(/^Waiting for requests in flight to finish: they hold \$0\.10 of the budget/),
    ]);
    first.push(used(1_000, 5_000)); // $0.0155 spent: $0.0845 comes back
    a.settle();
    // $0.0845 left: about 28,000 output tokens after the prompt.
    const decision = (await waiting).maxOutputTokens ?? 0;
    expect(decision).toBeGreaterThan(27_990);
    expect(decision).toBeLessThanOrEqual(28_000);
    expect(batch.spent + batch.held).toBeLessThanOrEqual(0.1);
  });

  it('an abort ends the wait', async () => {
    const batch = new SpendAccount(0.05);
    batch.reserve(0.05);
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      parent: batch,
    });
    const controller = new AbortController();
    const waiting = guard.check(1_000, controller.signal);
    controller.abort(new Error('interrupted'));
    await expect(waiting).rejects.toThrow('interrupted');
  });

  it("charges only this run's requests: a resumed run has a budget of its own", async () => {
    const usages = [used(1_000_000, 0)]; // $0.50 in an earlier run
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages, budget: 0.1 });
    expect((await guard.check(1_000)).refused).toBeUndefined();
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

  it('without a price for the model a budget cannot be kept, and says so', async () => {
    const guard = new BudgetGuard({ model: 'my-model', prices: DEFAULT_PRICES, usages: [], budget: 1 });
    expect((await guard.check(10)).refused).toMatch(/No price is known for my-model/);
  });
});
