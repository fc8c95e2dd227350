import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import {
  affordableOutput,
  BudgetGuard,
  budgetFigures,
  expectedCost,
  expectedOutput,
  SpendAccount,
  TYPICAL_OUTPUT_TOKENS,
} from '../../src/cost/budget.js';
import { DEFAULT_OUTPUT_LIMIT, outputLimitFor } from '../../src/cost/outputLimit.js';
import type { TokenUsage } from '../../src/model/types.js';
import { usd } from '../../src/util/money.js';

const flash = DEFAULT_PRICES['gemini-3-flash-preview']!;
const pro = DEFAULT_PRICES['gemini-3.1-pro-preview']!;
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
      /Stopped at the budget: \$0\.0502 spent of \$0\.0600, \$0\.0098 left, and the next request would need about \$0\.03/,
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
      expect.stringMatching(/^Waiting for requests in flight to finish: they hold \$0\.10 of the batch's budget/),
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
    const guard = new BudgetGuard({ model: 'gemini-3.1-pro-preview', prices: DEFAULT_PRICES, usages });
    usages.push(used(150_000, 0), used(250_000, 0));
    expect(guard.status().longPrompts).toEqual({ usd: 1, requests: 1, above: 200_000 });
  });

  it('without a price for the model a budget cannot be kept, and says so', async () => {
    const guard = new BudgetGuard({ model: 'my-model', prices: DEFAULT_PRICES, usages: [], budget: 1 });
    expect((await guard.check(10)).refused).toMatch(/No price is known for my-model/);
  });
});

describe('SpendAccount limits', () => {
  it('is exhausted once the spend reaches its limit or a parent is exhausted', () => {
    const batch = new SpendAccount(0.5);
    const own = new SpendAccount(0.2, batch);
    const free = new SpendAccount(undefined, batch);
    expect(own.exhausted).toBe(false);
    own.charge(0.2);
    expect(own.exhausted).toBe(true); // exactly the limit: nothing is left
    expect(free.exhausted).toBe(false);
    free.charge(0.3);
    expect(free.exhausted).toBe(true);
    expect(new SpendAccount(undefined).exhausted).toBe(false);
  });

  it('has room for the limit less spend and money held, or without what is held', () => {
    const batch = new SpendAccount(1);
    const child = new SpendAccount(0.6, batch);
    expect(new SpendAccount(undefined).room()).toBe(Number.POSITIVE_INFINITY);
    child.charge(0.1);
    child.reserve(0.2);
    expect(child.room()).toBeCloseTo(0.3, 9);
    expect(child.room(false)).toBeCloseTo(0.5, 9);
    const sibling = new SpendAccount(undefined, batch);
    sibling.reserve(0.6);
    expect(child.room()).toBeCloseTo(0.1, 9); // the batch: 1 - 0.1 spent - 0.8 held
    expect(child.room(false)).toBeCloseTo(0.5, 9);
    expect(sibling.room(false)).toBeCloseTo(0.9, 9);
  });

  it('knows whether money is held here or in a parent, and never holds less than nothing', () => {
    const batch = new SpendAccount(1);
    const a = new SpendAccount(undefined, batch);
    const b = new SpendAccount(undefined, batch);
    expect(b.holding).toBe(false);
    a.reserve(0.2);
    expect(a.holding).toBe(true);
    expect(b.holding).toBe(true); // a's request holds money in the batch b draws on
    a.release(0.5);
    expect(a.held).toBe(0);
    expect(batch.held).toBe(0);
    expect(b.holding).toBe(false);
    a.reserve(0.1);
    expect(a.held).toBeCloseTo(0.1, 9);
  });

  it('wakes a waiting session when money comes back to it or to a parent', async () => {
    const batch = new SpendAccount(1);
    const a = new SpendAccount(undefined, batch);
    const b = new SpendAccount(undefined, batch);
    let woken = 0;
    const first = b.released().then(() => woken++);
    a.release(0); // a release in the batch b shares
    await first;
    expect(woken).toBe(1);
    const second = b.released().then(() => woken++);
    a.charge(0.1);
    await second;
    expect(woken).toBe(2);
  });

  it("leaves nothing on the run's signal after a wait, however many waits it has (no leak warning on the terminal)", async () => {
    const batch = new SpendAccount(1);
    const account = new SpendAccount(undefined, batch);
    const run = new AbortController();
    for (let i = 0; i < 20; i++) {
      const waiting = account.released(run.signal);
      batch.release(0);
      await waiting;
    }
    expect(getEventListeners(run.signal, 'abort')).toEqual([]);
  });

  it('rejects at once when the wait is already aborted', async () => {
    const account = new SpendAccount(1);
    const controller = new AbortController();
    controller.abort(new Error('stopped'));
    await expect(account.released(controller.signal)).rejects.toThrow('stopped');
  });
});

describe('how much output a budget affords', () => {
  it('never reserves more than the room, even a hair short of a whole token', () => {
    const room = 1_000 * 3e-6 - 1e-12; // just under 1,000 output tokens of flash
    const allowed = affordableOutput(room, 0, flash);
    expect(allowed).toBe(999);
    expect(expectedCost(0, allowed, flash)).toBeLessThanOrEqual(room);
    // One unit in the last place under a reply's cost: the division still says the whole reply fits.
    const cost = expectedCost(85_558, 46_651, flash);
    const under = cost - cost * 2 ** -52;
    expect(affordableOutput(under, 85_558, flash)).toBe(46_650);
  });

  it('affords nothing when not even the prompt fits, and a whole number without a limit', () => {
    expect(affordableOutput(0.0004, 1_000, flash)).toBe(0); // the prompt alone is $0.0005
    expect(affordableOutput(0.0005, 1_000, flash)).toBe(0);
    // A room of exactly what a reply costs affords that reply, whatever the rounding of the sums.
    for (const [prompt, output] of [
      [1_000, 1_000],
      [12_345, 8_192],
      [250_000, 65_536],
      [7, 3],
    ] as const) {
      for (const price of [flash, DEFAULT_PRICES['gemini-3.1-pro-preview']!]) {
        expect(affordableOutput(expectedCost(prompt, output, price), prompt, price)).toBe(output);
      }
    }
    expect(Number.isSafeInteger(affordableOutput(Number.POSITIVE_INFINITY, 1_000, flash))).toBe(true);
  });

  it('finds the most tokens within the room where the prompt costs millions of times one output token', () => {
    // Dividing the room by a price per token got these wrong: a million dollars a million tokens of prompt and a
    // dollar a trillion of output reserved 81 tokens over a room of $2 (1,000,000,000,081 tokens, $2.000000000081).
    const dearPrompt = { input: 1_000_000, output: 1e-6, cached: 0 };
    expect(affordableOutput(2, 1, dearPrompt)).toBe(1_000_000_000_000);
    // A room of exactly what 8,192 tokens cost after a prompt of 2,000,000 afforded 8,186 of them.
    const cheapOutput = { input: 100, output: 1e-9, cached: 0 };
    const room = expectedCost(2_000_000, 8_192, cheapOutput);
    const allowed = affordableOutput(room, 2_000_000, cheapOutput);
    expect(allowed).toBeGreaterThanOrEqual(8_192);
    expect(expectedCost(2_000_000, allowed, cheapOutput)).toBeLessThanOrEqual(room);
    expect(expectedCost(2_000_000, allowed + 1, cheapOutput)).toBeGreaterThan(room);
  });

  it('affords the most whole tokens within the room, for any price row, prompt and room (seeded sample)', () => {
    let seed = 20_240_601;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const rows = [
      ...Object.values(DEFAULT_PRICES),
      { input: 1e-9, output: 1e-9, cached: 0 },
      { input: 1_000_000, output: 1_000_000, cached: 0 },
      { input: 1_000, output: 1e-9, cached: 0 },
      { input: 0, output: 3, cached: 0 },
      { input: 1, output: 1, cached: 0, longAbove: 200_000, inputLong: 1_000_000, outputLong: 1e-9 },
    ];
    const wrong: unknown[] = [];
    for (const price of rows) {
      for (let i = 0; i < 40; i++) {
        const prompt = i % 4 === 0 ? 199_998 + Math.floor(random() * 5) : Math.floor(random() * 2_000_001);
        const cost = expectedCost(prompt, Math.floor(10 ** (random() * 8)), price);
        const room = [cost, cost * (1 + 2 ** -52), cost * (1 - 2 ** -53), cost - 0.01, random() * 1_000][i % 5]!;
        const allowed = affordableOutput(room, prompt, price);
        const most =
          Number.isSafeInteger(allowed) &&
          (allowed === 0 || expectedCost(prompt, allowed, price) <= room) &&
          (allowed === Number.MAX_SAFE_INTEGER || expectedCost(prompt, allowed + 1, price) > room);
        if (!most) wrong.push({ price, prompt, room, allowed });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('affords any whole number of tokens when output costs nothing', () => {
    const free = { input: 0.5, output: 0, cached: 0 };
    expect(affordableOutput(0.0004, 1_000, free)).toBe(0);
    expect(Number.isSafeInteger(affordableOutput(0.001, 1_000, free))).toBe(true);
    expect(affordableOutput(0.001, 1_000, free)).toBe(Number.MAX_SAFE_INTEGER);
    expect(affordableOutput(Number.POSITIVE_INFINITY, 1_000, flash)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('expects a reply as long as the longest turn so far, thinking included', () => {
    expect(expectedOutput([used(10, 6_000), { ...used(10, 6_000), thoughtTokens: 4_000 }])).toBe(10_000);
  });
});

describe('output limits', () => {
  it('knows a model by the prefix of its name', () => {
    expect(outputLimitFor('gemini-2.0-flash')).toBe(8_192);
    expect(outputLimitFor('gemini-1.5-pro-002')).toBe(8_192);
    expect(outputLimitFor('gemini-2.5-flash')).toBe(65_536);
    expect(outputLimitFor('my-gemini-2.0')).toBe(DEFAULT_OUTPUT_LIMIT);
  });
});

describe('BudgetGuard decisions', () => {
  it("asks for no more than the model's own output limit", async () => {
    const prices = { 'gemini-2.0-flash': { input: 0.1, output: 0.4, cached: 0.025 } };
    const guard = new BudgetGuard({ model: 'gemini-2.0-flash', prices, usages: [], budget: 1 });
    expect(await guard.check(1_000)).toEqual({ maxOutputTokens: 8_192 });
  });

  it("expects no more than the model's output limit even after a longer turn", async () => {
    // An earlier run's turn of 100,000 tokens; $0.22 affords about 73,000, more than flash can write.
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [used(1_000, 100_000)],
      budget: 0.22,
    });
    expect(await guard.check(1_000)).toEqual({ maxOutputTokens: 65_536 });
  });

  it('sends a request whose typical reply fits exactly', async () => {
    // A dollar per output token: $8,192.5 pays for the typical reply of 8,192 tokens and no more.
    const prices = { dear: { input: 0, output: 1_000_000, cached: 0 } };
    const guard = new BudgetGuard({ model: 'dear', prices, usages: [], budget: 8_192.5 });
    expect(await guard.check(1_000)).toEqual({ maxOutputTokens: 8_192 });
  });

  it('sends a request to a model whose output costs nothing', async () => {
    const prices = { local: { input: 0, output: 0, cached: 0 } };
    const guard = new BudgetGuard({ model: 'local', prices, usages: [], budget: 0.01 });
    expect(await guard.check(1_000)).toEqual({ maxOutputTokens: DEFAULT_OUTPUT_LIMIT });
  });

  it('sets no cap under a batch without a limit', async () => {
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      parent: new SpendAccount(undefined),
    });
    expect(await guard.check(1_000)).toEqual({});
  });

  it('keeps holding the worst case of a request in flight when its status is read', async () => {
    const batch = new SpendAccount(1);
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      parent: batch,
    });
    await guard.check(1_000);
    const held = batch.held;
    expect(held).toBeGreaterThan(0);
    guard.status();
    expect(batch.held).toBe(held);
  });

  it('names the batch when the batch says no though the run has budget left', async () => {
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      budget: 1,
      parent: new SpendAccount(0.02),
    });
    expect((await guard.check(1_000)).refused).toBe(
      "Stopped at the batch's budget: $0.00 spent of $0.02, $0.02 left, and the next request would need about $0.03.",
    );
  });

  it("names the run's own budget when it is the one that says no", async () => {
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      budget: 0.02,
      parent: new SpendAccount(1, undefined, 'the book budget'),
    });
    expect((await guard.check(1_000)).refused).toBe(
      'Stopped at the budget: $0.00 spent of $0.02, $0.02 left, and the next request would need about $0.03.',
    );
  });

  it('names the account that says no when the run has exactly what the request needs', async () => {
    // A dollar per output token: the typical reply of 8,192 tokens needs exactly $8,192.
    const prices = { dear: { input: 0, output: 1_000_000, cached: 0 } };
    const underBook = new BudgetGuard({
      model: 'dear',
      prices,
      usages: [],
      budget: 8_192,
      parent: new SpendAccount(100, undefined, 'the book budget'),
    });
    expect((await underBook.check(1_000)).refused).toMatch(/^Stopped at the book budget: \$0\.00 spent of \$100\.00, /);
    // Alone, its own budget of exactly what the reply needs affords it.
    const alone = new BudgetGuard({ model: 'dear', prices, usages: [], budget: 8_192 });
    expect(await alone.check(1_000)).toEqual({ maxOutputTokens: 8_192 });
    // A cent less, and it says no, in dollars a reader can take in at a glance.
    const short = new BudgetGuard({ model: 'dear', prices, usages: [], budget: 8_191.99 });
    expect((await short.check(1_000)).refused).toBe(
      'Stopped at the budget: $0.00 spent of $8,191.99, $8,191.99 left, and the next request would need about $8,192.00.',
    );
  });

  it('shows what is left below what is needed when they differ by less than a cent', async () => {
    // A dollar per output token: $8,191.999 is a tenth of a cent short of the typical reply's $8,192, and rounded to
    // the nearest cent both were $8,192.00.
    const prices = { dear: { input: 0, output: 1_000_000, cached: 0 } };
    const guard = new BudgetGuard({ model: 'dear', prices, usages: [], budget: 8_191.999 });
    expect((await guard.check(1_000)).refused).toBe(
      'Stopped at the budget: $0.0000 spent of $8,191.9990, $8,191.9990 left, and the next request would need about $8,192.00.',
    );
    // A need of $8,192.003 shown to the nearest cent would read as the $8,192.00 left of $8,192.001: it is rounded up.
    const odd = { odd: { input: 0, output: (8_192.003 / 8_192) * 1_000_000, cached: 0 } };
    const near = new BudgetGuard({ model: 'odd', prices: odd, usages: [], budget: 8_192.001 });
    expect((await near.check(1_000)).refused).toMatch(
      /, \$8,192\.0010 left, and the next request would need about \$8,192\.0030\.$/,
    );
    expect(usd(0.0250759, 'down')).toBe('$0.02');
    expect(usd(0.025076, 'up')).toBe('$0.03');
    expect(usd(0.29, 'down')).toBe('$0.29'); // a sum of whole cents stays as it is
    expect(usd(0.29, 'up')).toBe('$0.29');
    expect(usd(0.00999, 'down')).toBe('$0.0099');
    expect(usd(0.009999, 'up')).toBe('$0.01');
  });

  it("uses the shared account's own name for it", async () => {
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      parent: new SpendAccount(0.02, undefined, 'the budget of the book'),
    });
    expect((await guard.check(1_000)).refused).toMatch(/^Stopped at the budget of the book: /);
  });

  it('tells what requests in flight hold when even their money would not be enough', async () => {
    const batch = new SpendAccount(0.02);
    batch.reserve(0.01);
    const notes: string[] = [];
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      parent: batch,
      waiting: (note) => notes.push(note),
    });
    expect((await guard.check(1_000)).refused).toBe(
      "Stopped at the batch's budget: $0.00 spent (and $0.01 held for requests in flight) of $0.02, $0.01 left, and the next request would need about $0.03.",
    );
    expect(notes).toEqual([]);
  });

  it("names the run's own budget once this run's spend leaves it short, though the batch has more", async () => {
    const usages: TokenUsage[] = [];
    const guard = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages,
      budget: 0.06,
      parent: new SpendAccount(1),
    });
    usages.push(used(1_000, 8_192), used(1_000, 8_192)); // $0.050152
    expect((await guard.check(1_000)).refused).toMatch(/^Stopped at the budget: \$0\.0502 spent of \$0\.0600, /);
  });

  it('waits when the money held by others would make up exactly what it needs', async () => {
    // A dollar per output token: the batch's $8,192.5 pays for the typical reply of 8,192 tokens, once nothing is held.
    const prices = { dear: { input: 0, output: 1_000_000, cached: 0 } };
    const batch = new SpendAccount(8_192.5, undefined, 'the book budget');
    const other = new SpendAccount(undefined, batch);
    other.reserve(1);
    const notes: string[] = [];
    // Its own budget is roomier: what it waits for is held in the shared account, which the note names.
    const guard = new BudgetGuard({
      model: 'dear',
      prices,
      usages: [],
      budget: 100_000,
      parent: batch,
      waiting: (note) => notes.push(note),
    });
    const decision = guard.check(1_000);
    await new Promise((resolve) => setImmediate(resolve));
    other.release(1);
    expect(await decision).toEqual({ maxOutputTokens: 8_192 });
    expect(notes).toEqual([
      'Waiting for requests in flight to finish: they hold $1.00 of the book budget, and the next request needs about $8,192.00.',
    ]);
  });

  it('shows figures that add up: spent (rounded up) and what is left make the budget', () => {
    // The case: $0.064 spent of $0.09 read "$0.06 spent of $0.09, $0.02 left".
    expect(budgetFigures(0.09, 0.064, 0, 0.03)).toEqual({
      limit: '$0.09',
      spent: '$0.07',
      left: '$0.02',
      need: '$0.03',
    });
    expect(budgetFigures(1, 0.5, 0.25)).toMatchObject({ spent: '$0.50', held: '$0.25', left: '$0.25' });
    // A budget of more places than cents, and what is left below a cent, are shown to four places.
    expect(budgetFigures(0.036, 0.0211, 0)).toMatchObject({ limit: '$0.0360', spent: '$0.0211', left: '$0.0149' });
    expect(budgetFigures(0.06, 0.05015, 0, 0.025)).toMatchObject({ spent: '$0.0502', left: '$0.0098', need: '$0.03' });
  });

  it("a --parallel book's main session shows and stops by every session's spend, the run's one budget", async () => {
    const book = new SpendAccount(0.05, undefined, 'the budget');
    const usages: TokenUsage[] = [];
    const main = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages,
      budget: 0.05,
      parent: book,
      shared: { earlierUsd: 0.01 },
    });
    usages.push(used(1_000, 1_000)); // the main session's own: $0.0035
    main.settle();
    book.charge(0.03); // the chapter sessions'
    expect(main.status()).toMatchObject({ run: 0.0335, budget: 0.05, allSessions: true });
    expect(main.status().total).toBeCloseTo(0.0435, 9);
    // Short of a typical reply: the message gives every session's spend, and its figures add up.
    expect((await main.check(1_000)).refused).toBe(
      'Stopped at the budget: $0.04 spent of $0.05, $0.01 left, and the next request would need about $0.03.',
    );
  });

  it('says nothing is left when a reply cost more than the budget had', async () => {
    const usages: TokenUsage[] = [];
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages, budget: 0.01 });
    usages.push(used(1_000, 10_000)); // $0.0305
    expect((await guard.check(1_000)).refused).toBe(
      'Stopped at the budget: $0.03 spent of $0.01, $0.00 left, and the next request would need about $0.03.',
    );
  });

  it('tells once that it waits, however often money comes back short', async () => {
    const batch = new SpendAccount(0.1);
    const notes: string[] = [];
    const firstUsages: TokenUsage[] = [];
    const a = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: firstUsages,
      parent: batch,
    });
    const b = new BudgetGuard({
      model: 'gemini-3-flash-preview',
      prices: DEFAULT_PRICES,
      usages: [],
      parent: batch,
      waiting: (note) => notes.push(note),
    });
    await a.check(1_000);
    let decided = false;
    const waiting = b.check(1_000).then((decision) => {
      decided = true;
      return decision;
    });
    await new Promise((resolve) => setImmediate(resolve));
    const other = new SpendAccount(undefined, batch);
    other.reserve(0.001);
    other.release(0.001); // money comes back, but a still holds what b needs
    await new Promise((resolve) => setImmediate(resolve));
    expect(decided).toBe(false);
    expect(notes).toHaveLength(1);
    firstUsages.push(used(1_000, 1_000));
    a.settle();
    expect((await waiting).maxOutputTokens).toBeGreaterThan(8_192);
    expect(notes).toHaveLength(1);
  });

  it('reports no budget and no long prompts where there are none', async () => {
    const usages = [used(300_000, 0)];
    const guard = new BudgetGuard({ model: 'gemini-3-flash-preview', prices: DEFAULT_PRICES, usages: [] });
    const status = guard.status();
    expect(status).not.toHaveProperty('budget');
    expect(status).not.toHaveProperty('longPrompts');
    const unpriced = new BudgetGuard({ model: 'my-model', prices: DEFAULT_PRICES, usages });
    usages.push(used(1_000, 1_000));
    expect(unpriced.status()).toEqual({ run: 0, total: 0 });
  });

  it('bills a prompt of exactly the tier size at the normal rate', () => {
    const usages: TokenUsage[] = [];
    const guard = new BudgetGuard({ model: 'gemini-3.1-pro-preview', prices: DEFAULT_PRICES, usages });
    usages.push(used(200_000, 0), used(200_001, 0));
    expect(guard.status().longPrompts).toMatchObject({ requests: 1 });
  });
});
