import { type ModelPrice, type PriceTable, priceFor, requestCost } from '../config/prices.js';
import type { TokenUsage } from '../model/types.js';
import { usd } from '../util/money.js';
import { outputLimitFor } from './outputLimit.js';

/**
 * The spending limit (--budget). Money is checked before a request is sent,
 * never after: the prompt's size is known then, and the reply's size is
 * bounded by the `maxOutputTokens` writer sets on the request. An account is
 * a sum that requests draw on; a batch gives every draft its own account
 * under one shared parent, so the drafts together never pass the batch's
 * total: each request in flight holds its worst case against every account
 * above it until its usage comes in.
 */

/**
 * Output assumed for the next request when the session has seen no bigger
 * turn: a long chapter (about 5,000 words) with some thinking. A request is
 * refused when the budget cannot cover a reply this long (or the session's
 * longest); when it can, the request may write more, up to what is left.
 */
export const TYPICAL_OUTPUT_TOKENS = 8_192;

export class SpendAccount {
  private spentUsd = 0;
  /** Requests sent and not yet charged: the most they can cost. */
  private reservedUsd = 0;
  /** Sessions waiting for money held by requests in flight to come back. */
  private readonly waiters = new Set<() => void>();

  constructor(
    readonly limit: number | undefined,
    private readonly parent?: SpendAccount,
    /** How a refusal names this account when it is another session's too (a book's chapter sessions share "the budget"). */
    readonly label = "the batch's budget",
  ) {}

  get spent(): number {
    return this.spentUsd;
  }

  /** What requests in flight may still cost. */
  get held(): number {
    return this.reservedUsd;
  }

  /** Nothing is left for any request. */
  get exhausted(): boolean {
    return (this.limit !== undefined && this.spentUsd >= this.limit) || (this.parent?.exhausted ?? false);
  }

  /**
   * USD a new request may take under this limit and every parent's: the
   * limit less what is spent and (unless `inFlight` is false) what requests
   * in flight hold. Infinity when no account has a limit.
   */
  room(inFlight = true): number {
    const own =
      this.limit === undefined
        ? Number.POSITIVE_INFINITY
        : this.limit - this.spentUsd - (inFlight ? this.reservedUsd : 0);
    return Math.min(own, this.parent?.room(inFlight) ?? Number.POSITIVE_INFINITY);
  }

  /** Whether requests in flight hold money here or in a parent. */
  get holding(): boolean {
    return this.reservedUsd > 0 || (this.parent?.holding ?? false);
  }

  /** Whether `usd` more fits under this limit and every parent's, counting what requests in flight hold. */
  fits(usd: number): boolean {
    return this.room() >= usd;
  }

  reserve(usd: number): void {
    this.reservedUsd += usd;
    this.parent?.reserve(usd);
  }

  release(usd: number): void {
    this.reservedUsd = Math.max(0, this.reservedUsd - usd);
    this.parent?.release(usd);
    this.wake();
  }

  charge(usd: number): void {
    this.spentUsd += usd;
    this.parent?.charge(usd);
    this.wake();
  }

  /**
   * Resolves at the next release on this account or a parent (a request in
   * flight was charged or failed, so what it held is known); rejects when
   * `signal` aborts.
   */
  released(signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const accounts: SpendAccount[] = [];
      for (let account: SpendAccount | undefined = this; account; account = account.parent) accounts.push(account);
      // A listener left on the run's signal at each wait would soon print Node's leak warning.
      const done = () => {
        for (const account of accounts) account.waiters.delete(woken);
        signal?.removeEventListener('abort', aborted);
      };
      const woken = () => {
        done();
        resolve();
      };
      const aborted = () => {
        done();
        reject(signal?.reason);
      };
      if (signal?.aborted) return aborted();
      for (const account of accounts) account.waiters.add(woken);
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: a signal fires 'abort' once at most, so `once` changes nothing anyone sees
      signal?.addEventListener('abort', aborted, { once: true });
    });
  }

  private wake(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** The expected cost of a request of `promptTokens` whose reply is `outputTokens` long (no cache hits assumed). */
export function expectedCost(promptTokens: number, outputTokens: number, price: ModelPrice): number {
  return requestCost(
    // Stryker disable next-line ArithmeticOperator: requestCost never reads totalTokens (it is filled in only to make a whole TokenUsage)
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
  /** The figures are every session's of the run (a --parallel book), not this session's alone. */
  allSessions?: true;
}

/** Whether a request was billed at the long-prompt rate. */
export function isLongPrompt(usage: TokenUsage, price: ModelPrice): boolean {
  return price.longAbove !== undefined && usage.promptTokens > price.longAbove;
}

/** What the budget says about the next request. */
export interface BudgetDecision {
  /** Do not send it: why, in a sentence for a person. */
  refused?: string;
  /** Send it asking for at most this many output tokens (none without a limit); its worst case is held till its usage is in. */
  maxOutputTokens?: number;
}

export interface BudgetGuardOptions {
  model: string;
  prices: PriceTable;
  /** The session's live list of request usages (it grows as the session records them). */
  usages: readonly TokenUsage[];
  budget?: number | undefined;
  /** The batch's shared account. */
  parent?: SpendAccount | undefined;
  /** Told once each time a request waits for money held by other requests in flight (a batch's other drafts). */
  waiting?(message: string): void;
  /**
   * The parent is the run's one budget, shared with sessions of the same run (a --parallel book's main session
   * and its chapter sessions): the spend this guard shows and refuses by is the parent's, every session's.
   * `earlierUsd`: what the other sessions spent in earlier runs (for "in all").
   */
  shared?: { earlierUsd: number } | undefined;
}

/**
 * One session's budget: charges each request's usage to the account as the
 * session records it, and says before each request whether it may be sent
 * and how long its reply may be. Only this run's requests draw on the
 * account: a resumed run has a budget of its own, and what earlier runs spent
 * is reported beside it.
 *
 * A request is sent when the budget covers its prompt and a reply as long as
 * the session's longest (at least TYPICAL_OUTPUT_TOKENS). It then holds its
 * worst case, the prompt and `maxOutputTokens` of output, where
 * `maxOutputTokens` is the model's output limit or, when less is left, what
 * is left: so requests in flight at once (a batch's drafts) can never pass
 * the budget together, whatever their replies. When what others hold is all
 * that stands in the way, the request waits for them instead of giving up.
 */
export class BudgetGuard {
  readonly account: SpendAccount;
  private readonly price: ModelPrice | undefined;
  /** Index in `usages` of the first request not charged yet. */
  private charged: number;
  private readonly earlier: number;
  private reserved = 0;
  private readonly long = { usd: 0, requests: 0 };

  constructor(private readonly options: BudgetGuardOptions) {
    // A shared budget is the parent's limit: an own account with the same limit would name this session's spend alone.
    this.account = new SpendAccount(options.shared ? undefined : options.budget, options.parent);
    this.price = priceFor(options.model, options.prices);
    this.charged = options.usages.length;
    this.earlier = this.costOf(options.usages);
  }

  private get limited(): boolean {
    return this.options.budget !== undefined || this.options.parent?.limit !== undefined;
  }

  private costOf(usages: readonly TokenUsage[]): number {
    const price = this.price;
    return price ? usages.reduce((sum, usage) => sum + requestCost(usage, price), 0) : 0;
  }

  /** Charge what was recorded since the last look; a usage come in frees the worst case held for it. */
  settle(): void {
    const fresh = this.options.usages.slice(this.charged);
    this.charged = this.options.usages.length;
    if (fresh.length === 0) return;
    this.account.charge(this.costOf(fresh));
    this.releaseHeld();
    const price = this.price;
    for (const usage of fresh) {
      if (!price || !isLongPrompt(usage, price)) continue;
      this.long.usd += requestCost(usage, price);
      this.long.requests++;
    }
  }

  private releaseHeld(): void {
    // Stryker disable next-line ConditionalExpression: releasing 0 changes no sum; it only wakes waiting sessions, which look again, find the same room and wait on
    if (this.reserved === 0) return;
    this.account.release(this.reserved);
    this.reserved = 0;
  }

  /** The run is over: charge the last requests and free any worst case still held (a request that failed). */
  close(): void {
    this.settle();
    this.releaseHeld();
  }

  /**
   * Before a request of `promptTokens`: whether it may be sent, and the
   * `maxOutputTokens` to send it with. May wait (until `signal` aborts) while
   * other sessions' requests in flight hold what this one needs.
   */
  async check(promptTokens: number, signal?: AbortSignal): Promise<BudgetDecision> {
    this.settle();
    // Requests of a session go one at a time: the one before this is over, with a usage or without.
    this.releaseHeld();
    if (!this.limited) return {};
    const price = this.price;
    if (!price)
      return {
        refused: `No price is known for ${this.options.model}, so the budget cannot be kept (add it under prices: in writer.config.yaml).`,
      };
    const ceiling = outputLimitFor(this.options.model);
    const wanted = Math.min(expectedOutput(this.options.usages), ceiling);
    let told = false;
    for (;;) {
      const allowed = affordableOutput(this.account.room(), promptTokens, price);
      if (allowed >= wanted) {
        const maxOutputTokens = Math.min(ceiling, allowed);
        this.reserved = expectedCost(promptTokens, maxOutputTokens, price);
        this.account.reserve(this.reserved);
        return { maxOutputTokens };
      }
      const need = expectedCost(promptTokens, wanted, price);
      // Only requests in flight stand in the way: what they hold comes back as soon as their usage is in.
      if (!this.account.holding || affordableOutput(this.account.room(false), promptTokens, price) < wanted)
        return { refused: this.refusal(need) };
      if (!told) this.options.waiting?.(this.waitNote(need));
      told = true;
      await this.account.released(signal);
      this.settle();
    }
  }

  /** The account that says no: this run's own, or the batch's (where other drafts' requests in flight count too). */
  private refusingAccount(need: number): { account: SpendAccount; limit: number; own: boolean } {
    const own = this.options.shared ? undefined : this.options.budget;
    const parent = this.options.parent;
    // Stryker disable next-line ArithmeticOperator: this session's own account holds nothing here (check released what its last request held before asking), so `- held` and `+ held` agree
    const ownShort = own !== undefined && own - this.account.spent - this.account.held < need;
    // Under a shared account, the run's own budget is named only when it is the one short; without one, only it can be.
    if (parent && !ownShort) return { account: parent, limit: parent.limit ?? 0, own: false };
    return { account: this.account, limit: own ?? 0, own: true };
  }

  private refusal(need: number): string {
    const { account, limit, own } = this.refusingAccount(need);
    const shown = budgetFigures(limit, account.spent, account.held, need);
    const held = shown.held !== undefined ? ` (and ${shown.held} held for requests in flight)` : '';
    return `Stopped at ${own ? 'the budget' : account.label}: ${shown.spent} spent${held} of ${shown.limit}, ${shown.left} left, and the next request would need about ${shown.need}.`;
  }

  private waitNote(need: number): string {
    // Only a shared account's requests in flight are waited for: it is the one named.
    const { account } = this.refusingAccount(need);
    return `Waiting for requests in flight to finish: they hold ${usd(account.held)} of ${account.label}, and the next request needs about ${usd(need)}.`;
  }

  status(): SpendStatus {
    this.settle();
    const shared = this.options.shared;
    const run = shared && this.options.parent ? this.options.parent.spent : this.account.spent;
    const budget = this.options.budget ?? (shared ? this.options.parent?.limit : undefined);
    return {
      run,
      total: this.earlier + (shared?.earlierUsd ?? 0) + run,
      ...(budget !== undefined ? { budget } : {}),
      ...(shared ? { allSessions: true as const } : {}),
      ...(this.price?.longAbove !== undefined ? { longPrompts: { ...this.long, above: this.price.longAbove } } : {}),
    };
  }
}

/**
 * A budget's figures as a stop message shows them, adding up: spent (and held) + left = the budget, to the places
 * shown. Spent and held are rounded up, so what is left is never shown above what is. Cents, or four places where
 * the budget itself has more than two ($0.036) or what is left is below a cent.
 */
export function budgetFigures(
  limit: number,
  spent: number,
  held: number,
  need = 0,
): { limit: string; spent: string; held?: string; left: string; need: string } {
  const subCent = (amount: number) => amount < 0.01 || Math.abs(Math.round(amount * 100) - amount * 100) > 1e-6;
  const realLeft = limit - spent - held;
  // Four places where cents would hide the budget itself or what is left (above nothing, below a cent).
  const places = subCent(limit) || (realLeft > 0 && realLeft < 0.01) ? 4 : 2;
  const unit = 10 ** places;
  const up = (amount: number) => Math.ceil(Math.round(amount * unit * 1e6) / 1e6);
  const units = Math.round(limit * unit);
  // Past the budget (a reply may cost more than was left) nothing can add up: spent is shown to the nearest.
  const spentUnits = realLeft > 0 ? up(spent) : Math.round(spent * unit);
  const heldUnits = Math.min(Math.max(0, units - spentUnits), up(held));
  const format = new Intl.NumberFormat('en-US', { minimumFractionDigits: places, maximumFractionDigits: places });
  const show = (n: number) => `$${format.format(n / unit)}`;
  const leftUnits = Math.max(0, units - spentUnits - heldUnits);
  // The need is above what is left, and shown so: in cents when they say so, else to the places of what is left.
  const cents = Math.round(need * 100);
  const needShown = cents / 100 > leftUnits / unit ? usd(need) : show(Math.max(up(need), leftUnits + 1));
  return {
    limit: show(units),
    spent: show(spentUnits),
    ...(held > 0 ? { held: show(heldUnits) } : {}),
    left: show(leftUnits),
    need: needShown,
  };
}

/** The most output tokens `room` dollars pay for, after a prompt of `promptTokens` (0 when not even the prompt fits). */
export function affordableOutput(room: number, promptTokens: number, price: ModelPrice): number {
  const fits = (tokens: number) => expectedCost(promptTokens, tokens, price) <= room;
  // No limit, or output that costs nothing (a price row of zeros, for a model run locally): a reply of any length fits.
  if (fits(Number.MAX_SAFE_INTEGER)) return Number.MAX_SAFE_INTEGER;
  // The most tokens whose cost is within the room: the reservation must never exceed it, and a room of exactly what
  // a reply costs affords that reply. The cost never falls as the tokens grow (each step of its sum rounds the same
  // way), so halving finds that number exactly, in 53 steps. Dividing the room by a price per token does not: where
  // the prompt costs many million times one output token (a custom row), the rounding of the sums misses by many
  // tokens, to either side. `over` never fits; `fit` does, unless not even the prompt does (and then stays 0).
  let fit = 0;
  let over = Number.MAX_SAFE_INTEGER;
  while (over - fit > 1) {
    const middle = fit + Math.floor((over - fit) / 2);
    if (fits(middle)) fit = middle;
    else over = middle;
  }
  return fit;
}
