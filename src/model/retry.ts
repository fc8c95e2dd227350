import { type ApiFailure, describeFailure, parseApiFailure } from './errors.js';
import type { ModelClient, TurnChunk, TurnRequest } from './types.js';

/**
 * Surviving the API's bad moments: 429s, 5xx bursts, resets, timeouts.
 * Every model call goes through ResilientModelClient, which retries what can
 * be retried (honouring the server's RetryInfo delay), refuses to retry what
 * cannot, and stops early on a quota that will not come back soon.
 */

export interface RetryPolicy {
  maxRetries: number;
  /** First backoff delay; doubles each attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A wait longer than this (or a per-day quota) is not waited out: the run saves and stops. */
  maxWaitMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 8,
  baseDelayMs: 1_000,
  maxDelayMs: 60_000,
  maxWaitMs: 10 * 60_000,
};

const RETRYABLE_STATUS = new Set([408, 429, 500, 502, 503, 504]);
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

export type Verdict =
  | { kind: 'retry'; reason: string; delayMs?: number }
  | { kind: 'quota'; message: string }
  | { kind: 'fatal'; message: string; failure?: ApiFailure }
  | { kind: 'aborted' };

/** A failure the run cannot wait out: a per-day quota, or a retry delay beyond --max-wait. */
export class QuotaExhaustedError extends Error {
  override name = 'QuotaExhaustedError';
}

/** A failure that retrying will not fix; the message is one line for a person. */
export class FatalApiError extends Error {
  override name = 'FatalApiError';
}

function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

function isNetworkFailure(error: unknown): boolean {
  if (errorCodes(error).some((code) => NETWORK_CODES.has(code))) return true;
  const message = error instanceof Error ? error.message : '';
  const name = error instanceof Error ? error.name : '';
  // undici: "fetch failed" / "terminated" when a connection drops; the SDK: a stream cut inside an event.
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    /^(fetch failed|terminated)$|Incomplete JSON segment|other side closed|socket hang up/i.test(message)
  );
}

function formatSeconds(ms: number): string {
  return ms >= 60_000 ? `${(ms / 60_000).toFixed(1)} min` : `${(ms / 1000).toFixed(1)}s`;
}

/** What to do about one failed call. Pure apart from reading the error. */
export function classifyError(error: unknown, policy: RetryPolicy, aborted: boolean): Verdict {
  if (aborted) return { kind: 'aborted' };
  const status = (error as { status?: unknown })?.status;
  if (typeof status === 'number') {
    const failure = parseApiFailure(error);
    if (!RETRYABLE_STATUS.has(status)) return { kind: 'fatal', message: describeFailure(failure), failure };
    if (status === 429) {
      const perDay = failure.quotaIds.some((id) => /PerDay/i.test(id));
      if (perDay)
        return {
          kind: 'quota',
          message: `The daily quota is used up (${failure.quotaIds.join(', ')}). It resets at midnight Pacific time.`,
        };
      if (failure.retryDelayMs !== undefined && failure.retryDelayMs > policy.maxWaitMs) {
        return {
          kind: 'quota',
          message: `The API asks to wait ${formatSeconds(failure.retryDelayMs)}, longer than --max-wait (${formatSeconds(policy.maxWaitMs)}).`,
        };
      }
    }
    return {
      kind: 'retry',
      reason: describeFailure(failure),
      ...(failure.retryDelayMs !== undefined ? { delayMs: failure.retryDelayMs } : {}),
    };
  }
  if (isNetworkFailure(error)) {
    const codes = errorCodes(error);
    return { kind: 'retry', reason: `network error (${codes[0] ?? (error as Error).message})` };
  }
  return { kind: 'fatal', message: error instanceof Error ? error.message : String(error) };
}

/** Exponential backoff with jitter: base·2^attempt, capped, scaled by a random factor in [0.5, 1). */
export function backoffDelay(attempt: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.round(ceiling * (0.5 + random() / 2));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export interface RetryNotice {
  attempt: number;
  maxRetries: number;
  delayMs: number;
  reason: string;
}

/**
 * Shared by every session of one process (batch): a 429 in one session
 * pauses all of them for the server's delay, instead of each hammering alone.
 */
export interface RateGate {
  /** Resolves when a new request may start. */
  wait(signal?: AbortSignal): Promise<void>;
  /** Hold every request back for `ms`. */
  pause(ms: number): void;
}

export interface ResilienceOptions {
  policy: RetryPolicy;
  onRetry?: (notice: RetryNotice) => void;
  gate?: RateGate;
  random?: () => number;
}

export class ResilientModelClient implements ModelClient {
  constructor(
    private readonly inner: ModelClient,
    private readonly options: ResilienceOptions,
  ) {}

  /** Decide after a failure: return to retry (after waiting), or throw what the caller should see. */
  private async afterFailure(error: unknown, attempt: number, signal?: AbortSignal): Promise<void> {
    const { policy } = this.options;
    const verdict = classifyError(error, policy, signal?.aborted === true);
    switch (verdict.kind) {
      case 'aborted':
        throw error;
      case 'quota':
        throw new QuotaExhaustedError(verdict.message);
      case 'fatal':
        throw new FatalApiError(verdict.message);
      case 'retry': {
        if (attempt >= policy.maxRetries)
          throw new FatalApiError(`${verdict.reason} (gave up after ${policy.maxRetries} retries)`);
        const delayMs = verdict.delayMs ?? backoffDelay(attempt, policy, this.options.random);
        if (verdict.delayMs !== undefined) this.options.gate?.pause(delayMs);
        this.options.onRetry?.({
          attempt: attempt + 1,
          maxRetries: policy.maxRetries,
          delayMs,
          reason: verdict.reason,
        });
        await sleep(delayMs, signal);
      }
    }
  }

  private async unary<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.options.gate?.wait(signal);
        return await call();
      } catch (error) {
        await this.afterFailure(error, attempt, signal);
      }
    }
  }

  /**
   * A stream that fails part-way is retried whole; a `restart` chunk tells the
   * consumer to drop what it collected from the failed attempt.
   */
  async *streamTurn(request: TurnRequest): AsyncIterable<TurnChunk> {
    for (let attempt = 0; ; attempt++) {
      let started = false;
      try {
        await this.options.gate?.wait(request.signal);
        for await (const chunk of this.inner.streamTurn(request)) {
          started = true;
          yield chunk;
        }
        return;
      } catch (error) {
        await this.afterFailure(error, attempt, request.signal);
        if (started) yield { parts: [], restart: true };
      }
    }
  }

  countTokens(model: string, contents: TurnRequest['contents'], signal?: AbortSignal): Promise<number> {
    return this.unary(() => this.inner.countTokens(model, contents, signal), signal);
  }

  inputTokenLimit(model: string, signal?: AbortSignal): Promise<number | undefined> {
    return this.unary(() => this.inner.inputTokenLimit(model, signal), signal);
  }
}
