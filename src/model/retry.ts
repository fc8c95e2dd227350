import { errorField, errorMessage } from '../util/errors.js';
import { type ApiFailure, describeFailure, errorCodes, parseApiFailure, withoutFinalPeriod } from './errors.js';
import type { ModelClient, TurnChunk, TurnRequest } from './types.js';
import { BrokenStreamError, RequestTimeoutError, UnreachableError } from './wireErrors.js';

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
  /** `maxRetries`: fewer retries than the policy's for this failure. */
  | { kind: 'retry'; reason: string; delayMs?: number; maxRetries?: number }
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

  constructor(
    message: string,
    /** The API's answer, when the failure was one (a 404 NOT_FOUND tells an unknown model). */
    readonly failure?: ApiFailure,
  ) {
    super(message);
  }
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
  if (error instanceof BrokenStreamError || error instanceof RequestTimeoutError)
    return { kind: 'retry', reason: error.message };
  // One more try in case the server was starting; then the URL is most likely wrong.
  if (error instanceof UnreachableError) return { kind: 'retry', reason: error.message, maxRetries: 1 };
  const status = errorField(error, 'status');
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
    return { kind: 'retry', reason: `network error (${codes[0] ?? errorMessage(error)})` };
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
  /** Which request failed: "turn 12", "summary", "token count". */
  request: string;
  attempt: number;
  maxRetries: number;
  delayMs: number;
  reason: string;
}

/** One line per retry: `turn 3: 503 UNAVAILABLE: overloaded. Retrying in 2.0s (1/8).` */
export function retryLine(notice: RetryNotice): string {
  const delay = (notice.delayMs / 1000).toFixed(1);
  return `${notice.request}: ${withoutFinalPeriod(notice.reason)}. Retrying in ${delay}s (${notice.attempt}/${notice.maxRetries}).`;
}

/**
 * countTokens and the model's input limit are optimisations with a local
 * fallback: a few retries at most, then the caller gets the rejection and
 * uses its estimate instead of holding the run up for minutes of backoff.
 */
export const OPTIONAL_CALL_RETRIES = 2;

/** How one kind of request is retried. */
interface CallPolicy {
  request: string;
  maxRetries: number;
  /** No notice per retry: a background call whose failure the caller absorbs. */
  quiet?: boolean;
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
  private async afterFailure(error: unknown, attempt: number, call: CallPolicy, signal?: AbortSignal): Promise<void> {
    const { policy } = this.options;
    const verdict = classifyError(error, policy, signal?.aborted === true);
    switch (verdict.kind) {
      case 'aborted':
        throw error;
      case 'quota':
        throw new QuotaExhaustedError(verdict.message);
      case 'fatal':
        throw new FatalApiError(verdict.message, verdict.failure);
      case 'retry': {
        const maxRetries = Math.min(call.maxRetries, verdict.maxRetries ?? call.maxRetries);
        if (attempt >= maxRetries) throw new FatalApiError(givingUp(call.request, verdict.reason, error, maxRetries));
        const delayMs = verdict.delayMs ?? backoffDelay(attempt, policy, this.options.random);
        if (verdict.delayMs !== undefined) this.options.gate?.pause(delayMs);
        if (!call.quiet)
          this.options.onRetry?.({
            request: call.request,
            attempt: attempt + 1,
            maxRetries,
            delayMs,
            reason: verdict.reason,
          });
        await sleep(delayMs, signal);
      }
    }
  }

  private async unary<T>(fn: () => Promise<T>, call: CallPolicy, signal?: AbortSignal): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.options.gate?.wait(signal);
        return await fn();
      } catch (error) {
        await this.afterFailure(error, attempt, call, signal);
      }
    }
  }

  /**
   * A stream that fails part-way is retried whole; a `restart` chunk tells the
   * consumer to drop what it collected from the failed attempt.
   */
  async *streamTurn(request: TurnRequest): AsyncIterable<TurnChunk> {
    const call: CallPolicy = {
      request: request.label ?? (request.tools.length > 0 ? 'turn' : 'summary'),
      maxRetries: this.options.policy.maxRetries,
    };
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
        await this.afterFailure(error, attempt, call, request.signal);
        if (started) yield { parts: [], restart: true };
      }
    }
  }

  countTokens(model: string, contents: TurnRequest['contents'], signal?: AbortSignal): Promise<number> {
    const call = {
      request: 'token count',
      maxRetries: Math.min(this.options.policy.maxRetries, OPTIONAL_CALL_RETRIES),
    };
    return this.unary(() => this.inner.countTokens(model, contents, signal), call, signal);
  }

  inputTokenLimit(model: string, signal?: AbortSignal): Promise<number | undefined> {
    // Runs beside the first turn: its retries would print a second line for every attempt of that turn.
    const call = {
      request: 'model info',
      maxRetries: Math.min(this.options.policy.maxRetries, OPTIONAL_CALL_RETRIES),
      quiet: true,
    };
    return this.unary(() => this.inner.inputTokenLimit(model, signal), call, signal);
  }
}

/** The message when retries run out; an unreachable URL says what to check instead of counting retries. */
function givingUp(request: string, reason: string, error: unknown, maxRetries: number): string {
  if (error instanceof UnreachableError) {
    const attempts = maxRetries === 0 ? 'once' : `${maxRetries + 1} times`;
    return `Cannot reach ${error.url} (${error.what}), tried ${attempts}. Check --base-url (or GOOGLE_GEMINI_BASE_URL).`;
  }
  return `${request}: ${withoutFinalPeriod(reason)} (gave up after ${maxRetries} retries).`;
}
