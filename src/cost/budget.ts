import { type ModelPrice, type PriceTable, priceFor, requestCost } from '../config/prices.js';
import type { TokenUsage } from '../model/types.js';

/**
 * The spending limit (--budget). Money is checked before a request is sent,
 * never after: the prompt's size is known then, and the reply's size is
 * bounded by a typical turn. An account is a sum that requests draw on; a
 * batch gives every draft its own account under one shared parent, so the
 * drafts together never pass the batch's total.
 */

/**
 * Output assumed for the next request when the session has seen no bigger
 * turn: a long chapter (about 5,000 words) with some thinking. The model's
 * output limit (65,536 tokens for Gemini 3) would be a bound no turn of a
 * writing session comes near, and would stop a run far below its budget.
 */
export const TYPICAL_OUTPUT_TOKENS = 8_192;

export class SpendAccount {
  private spentUsd = 0;
  /** Requests sent and not yet charged: what they are expected to cost. */
  private reservedUsd = 0;

  constructor(
    readonly limit: number | undefined,
    private readonly parent?: SpendAccount,
  ) {}

  get spent(): number {
    return this.spentUsd;
  }

  /** What requests in flight are expected to cost. */
  get held(): number {
    return this.reservedUsd;
  }

  /** Nothing is left for any request. */
  get exhausted(): boolean {
    return (this.limit !== undefined && this.spentUsd >= this.limit) || (this.parent?.exhausted ?? false);
  }

  /** Whether `usd` more fits under this limit and every parent's, counting what requests in flight will cost. */
  fits(usd: number): boolean {
    const own = this.limit === undefined || this.spentUsd + this.reservedUsd + usd <= this.limit;
    return own && (this.parent?.fits(usd) ?? true);
  }

  reserve(usd: number): void {
    this.reservedUsd += usd;
    this.parent?.reserve(usd);
  }

  release(usd: number): void {
    this.reservedUsd = Math.max(0, this.reservedUsd - usd);
    this.parent?.release(usd);
  }

  charge(usd: number): void {
    this.spentUsd += usd;
    this.parent?.charge(usd);
  }
}

/** The expected cost of a request of `promptTokens` whose reply is `outputTokens` long (no cache hits assumed). */
export function expectedCost(promptTokens: number, outputTokens: number, price: ModelPrice): number {
  return requestCost(
    { promptTokens, cachedTokens: 0, outputTokens, thoughtTokens: 0, totalTokens: promptTokens + outputTokens },
    price,
  );
}

/** The reply size to expect: the longest turn of the session so far, at least a typical one. */
export function expectedOutput(usages: readonly TokenUsage[]): number {
  let most = TYPICAL_OUTPUT_TOKENS;
  for (const usage of usages) most = Math.max(most, usage.outputTokens + usage.thoughtTokens);
  return most;
}

export interface SpendStatus {
  /** USD spent by this run. */
  run: number;
  /** USD spent by the session in all (earlier runs included). */
  total: number;
  /** This run's own limit, when it has one. */
  budget?: number;
  /** This run's requests billed at a model's higher rate for long prompts (Pro above 200k tokens). */
  longPrompts?: { usd: number; requests: number; above: number };
}

/** Whether a request was billed at the long-prompt rate. */
export function isLongPrompt(usage: TokenUsage, price: ModelPrice): boolean {
  return price.longAbove !== undefined && usage.promptTokens > price.longAbove;
}

/**
 * One session's budget: charges each request's usage to the account as the
 * session records it, and says before each request whether it may be sent.
 * Only this run's requests draw on the account: a resumed run has a budget
 * of its own, and what earlier runs spent is reported beside it.
 */
export class BudgetGuard {
  readonly account: SpendAccount;
  private readonly price: ModelPrice | undefined;
  /** Index in `usages` of the first request not charged yet. */
  private charged: number;
  private readonly earlier: number;
  private reserved = 0;
  private readonly long = { usd: 0, requests: 0 };

  constructor(
    private readonly options: {
      model: string;
      prices: PriceTable;
      /** The session's live list of request usages (it grows as the session records them). */
      usages: readonly TokenUsage[];
      budget?: number | undefined;
      /** The batch's shared account. */
      parent?: SpendAccount | undefined;
    },
  ) {
    this.account = new SpendAccount(options.budget, options.parent);
    this.price = priceFor(options.model, options.prices);
    this.charged = options.usages.length;
    this.earlier = this.costOf(options.usages.slice(0, this.charged));
  }

  private get limited(): boolean {
    return this.options.budget !== undefined || this.options.parent?.limit !== undefined;
  }

  private costOf(usages: readonly TokenUsage[]): number {
    const price = this.price;
    return price ? usages.reduce((sum, usage) => sum + requestCost(usage, price), 0) : 0;
  }

  /** Charge what was recorded since the last look; a usage come in frees the estimate that stood for it. */
  private settle(): void {
    const fresh = this.options.usages.slice(this.charged);
    this.charged = this.options.usages.length;
    if (fresh.length === 0) return;
    this.releaseHeld();
    this.account.charge(this.costOf(fresh));
    const price = this.price;
    for (const usage of fresh) {
      if (!price || !isLongPrompt(usage, price)) continue;
      this.long.usd += requestCost(usage, price);
      this.long.requests++;
    }
  }

  private releaseHeld(): void {
    this.account.release(this.reserved);
    this.reserved = 0;
  }

  /** The run is over: charge the last requests and free any estimate still held (a request that failed). */
  close(): void {
    this.settle();
    this.releaseHeld();
  }

  /**
   * Before a request of `promptTokens`: undefined when it may be sent (its
   * expected cost is then held until its usage comes in), else why not.
   */
  check(promptTokens: number): string | undefined {
    this.settle();
    // Requests of a session go one at a time: the one before this is over, with a usage or without.
    this.releaseHeld();
    if (!this.limited) return undefined;
    if (!this.price)
      return `No price is known for ${this.options.model}, so the budget cannot be kept (add it under prices: in writer.config.yaml).`;
    const next = expectedCost(promptTokens, expectedOutput(this.options.usages), this.price);
    if (!this.account.fits(next)) return this.refusal(next);
    this.account.reserve(next);
    this.reserved += next;
    return undefined;
  }

  private refusal(next: number): string {
    const own = this.options.budget;
    const ownFull = own !== undefined && this.account.spent + next > own;
    // The account that said no: this run's, or the batch's (where other drafts' requests in flight count too).
    const account = ownFull ? this.account : (this.options.parent ?? this.account);
    const limit = ownFull ? own : (account.limit ?? 0);
    const held = account.held > 0 ? ` (and ${usd(account.held)} held for requests in flight)` : '';
    return `Stopped at ${ownFull ? 'the budget' : "the batch's budget"}: ${usd(account.spent)} spent${held} of ${usd(limit)}, and the next request would cost about ${usd(next)}.`;
  }

  status(): SpendStatus {
    this.settle();
    const run = this.account.spent;
    return {
      run,
      total: this.earlier + run,
      ...(this.options.budget !== undefined ? { budget: this.options.budget } : {}),
      ...(this.price?.longAbove !== undefined ? { longPrompts: { ...this.long, above: this.price.longAbove } } : {}),
    };
  }
}

/** Dollars for messages: cents, or four places below a cent. */
export function usd(amount: number): string {
  return amount < 0.01 ? `$${amount.toFixed(4)}` : `$${amount.toFixed(2)}`;
}
