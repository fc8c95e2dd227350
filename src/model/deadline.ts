import { RequestTimeoutError } from './wireErrors.js';

/**
 * The abort signal of one request, armed with two limits: silence (no chunk
 * for `idleMs`, reset by `touch`) and a generous total. A stream that keeps
 * producing is never cut by the first. It also follows the caller's signal
 * without leaving a listener on it: the SDK adds an abort listener to the
 * signal it is given and never removes it, so handing it the long-lived
 * session signal would pile up one listener per request.
 */
export class RequestDeadline {
  private readonly controller = new AbortController();
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly totalTimer: NodeJS.Timeout | undefined;
  private expired: RequestTimeoutError | undefined;
  private started = false;
  private readonly forward = () => this.controller.abort(this.parent?.reason);

  constructor(
    private readonly idleMs: number | undefined,
    totalMs: number | undefined,
    private readonly parent: AbortSignal | undefined,
    /** The option that set `idleMs`, for the message; undefined when it is a built-in cap. */
    private readonly idleOption: string | undefined,
  ) {
    if (parent?.aborted) this.controller.abort(parent.reason);
    parent?.addEventListener('abort', this.forward, { once: true });
    if (totalMs && totalMs > 0) this.totalTimer = setTimeout(() => this.expire('total', totalMs), totalMs);
    this.armIdle();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Something arrived: the silence starts over. */
  touch(): void {
    this.started = true;
    this.armIdle();
  }

  /** The error to report for a failed request: our timeout when one fired, else the error itself. */
  explain(error: unknown): unknown {
    return this.expired ?? error;
  }

  release(): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.totalTimer);
    this.parent?.removeEventListener('abort', this.forward);
  }

  private armIdle(): void {
    clearTimeout(this.idleTimer);
    const ms = this.idleMs;
    if (ms && ms > 0) this.idleTimer = setTimeout(() => this.expire('idle', ms), ms);
  }

  private expire(limit: 'idle' | 'total', ms: number): void {
    if (this.controller.signal.aborted) return;
    const option = limit === 'idle' ? this.idleOption : '--total-timeout';
    this.expired = new RequestTimeoutError(limit, ms, this.started, option);
    this.release();
    this.controller.abort(this.expired);
  }
}
