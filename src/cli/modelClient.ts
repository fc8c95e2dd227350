import type { Settings } from '../config/schema.js';
import { GeminiClient } from '../model/gemini.js';
import { DEFAULT_RETRY_POLICY, type RateGate, ResilientModelClient, retryLine } from '../model/retry.js';
import type { ModelClient } from '../model/types.js';

/** The model client of a run: the SDK behind retries and backoff. */
export function modelClientFor(
  s: Settings,
  apiKey: string,
  notice: (text: string) => void,
  gate?: RateGate,
): ModelClient {
  const gemini = new GeminiClient({
    apiKey,
    timeoutMs: s.requestTimeout,
    totalTimeoutMs: s.totalTimeout,
    ...(s.baseUrl ? { baseUrl: s.baseUrl } : {}),
  });
  return new ResilientModelClient(gemini, {
    policy: { ...DEFAULT_RETRY_POLICY, maxRetries: s.maxRetries, maxWaitMs: s.maxWait, baseDelayMs: s.retryDelay },
    onRetry: (n) => notice(retryLine(n)),
    ...(gate ? { gate } : {}),
  });
}
