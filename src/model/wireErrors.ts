/**
 * Failures writer detects on the wire itself, beside the SDK's ApiError: each
 * carries a one-line message for the retry notice and tells the retry layer
 * what to do (retry whole, or try an unreachable URL only once more).
 */

/** "2m", "90s", "300ms": a duration as the options take it. */
export function formatDuration(ms: number): string {
  if (ms >= 60_000 && ms % 60_000 === 0) return `${ms / 60_000}m`;
  if (ms >= 1000 && ms % 1000 === 0) return `${ms / 1000}s`;
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)}s` : `${ms}ms`;
}

/**
 * The reply stream broke in a way fetch does not report as a network error:
 * an event that is not JSON, or an end without a finish reason (a proxy that
 * closed early). The reply is incomplete, so the turn is asked for again.
 */
export class BrokenStreamError extends Error {
  override name = 'BrokenStreamError';
}

/** Our own deadline cut the request: silence longer than --request-timeout, or a reply longer than --total-timeout. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
  /** `option`: the setting that set this limit, named so the user knows what to raise; none for a built-in cap. */
  constructor(
    readonly limit: 'idle' | 'total',
    readonly ms: number,
    started: boolean,
    option: string | undefined,
  ) {
    const named = option ? ` (${option})` : '';
    super(
      limit === 'total'
        ? `the reply went on past ${formatDuration(ms)}${named}`
        : started
          ? `the reply stalled: nothing arrived for ${formatDuration(ms)}${named}`
          : `no reply within ${formatDuration(ms)}${named}`,
    );
  }
}

const UNREACHABLE_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'unknown host',
  // Not an errno: fetch refuses ports of other protocols (6000, 10080, ...) before connecting, with cause "bad port".
  BAD_PORT: 'a port that fetch refuses to use',
};

/**
 * A base URL the user gave (--base-url, GOOGLE_GEMINI_BASE_URL) that refuses
 * connections or names an unknown host is most likely mistyped or not
 * running: worth one more try, not minutes of backoff.
 */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
  /** "connection refused", "unknown host". */
  readonly what: string;
  constructor(
    readonly url: string,
    readonly code: string,
  ) {
    const what = UNREACHABLE_CODES[code] ?? code;
    super(`cannot reach ${url} (${what})`);
    this.what = what;
  }
}

export function isUnreachableCode(code: string): boolean {
  return code in UNREACHABLE_CODES;
}
