import { errorField } from '../util/errors.js';
import { goneModelProblem } from './retired.js';
/**
 * The SDK reports HTTP failures as ApiError whose message is the response body
 * as a JSON string; on the streaming endpoint a non-JSON content type makes it
 * JSON inside JSON. Every caller reads errors through this one parser.
 */

export interface ApiFailure {
  /** HTTP status, when the failure came from the server. */
  httpStatus?: number;
  /** google.rpc status name, e.g. RESOURCE_EXHAUSTED. */
  status?: string;
  message: string;
  /** google.rpc.RetryInfo.retryDelay in milliseconds. */
  retryDelayMs?: number;
  /** A quota violation id (e.g. GenerateRequestsPerDayPerProjectPerModel-FreeTier). */
  quotaIds: string[];
}

interface RpcError {
  code?: number;
  message?: unknown;
  status?: string;
  details?: Array<Record<string, unknown>>;
}

function tryJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Unwrap `{"error": {...}}`, following a message that is itself such a JSON string. */
function findRpcError(value: unknown, depth = 0): RpcError | undefined {
  if (depth > 3 || typeof value !== 'object' || value === null) return undefined;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return undefined;
  const rpc = error as RpcError;
  if (typeof rpc.message === 'string' && rpc.message.trim().startsWith('{')) {
    const inner = findRpcError(tryJson(rpc.message), depth + 1);
    if (inner) {
      const code = inner.code ?? rpc.code;
      return code === undefined ? inner : { ...inner, code };
    }
  }
  return rpc;
}

/** The `code` of an error and of its causes (fetch wraps the socket error: "fetch failed" ← ECONNREFUSED). */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/** "34.4s" → 34400 */
export function parseDuration(text: string): number | undefined {
  const match = /^\s*(\d+(?:\.\d+)?)s\s*$/.exec(text);
  return match ? Math.round(Number(match[1]) * 1000) : undefined;
}

export function parseApiFailure(error: unknown): ApiFailure {
  const raw = error instanceof Error ? error.message : String(error);
  const status = errorField(error, 'status');
  const httpStatus = typeof status === 'number' ? status : undefined;
  const rpc = findRpcError(tryJson(raw));
  const failure: ApiFailure = { message: raw, quotaIds: [] };
  if (httpStatus !== undefined) failure.httpStatus = httpStatus;
  if (!rpc) return failure;
  if (typeof rpc.message === 'string') failure.message = rpc.message;
  if (rpc.status) failure.status = rpc.status;
  if (failure.httpStatus === undefined && typeof rpc.code === 'number') failure.httpStatus = rpc.code;
  for (const detail of rpc.details ?? []) {
    const type = String(detail['@type'] ?? '');
    if (type.endsWith('google.rpc.RetryInfo') && typeof detail.retryDelay === 'string') {
      const delay = parseDuration(detail.retryDelay);
      if (delay !== undefined) failure.retryDelayMs = delay;
    }
    if (type.endsWith('google.rpc.QuotaFailure') && Array.isArray(detail.violations)) {
      for (const violation of detail.violations as Array<Record<string, unknown>>) {
        if (typeof violation.quotaId === 'string') failure.quotaIds.push(violation.quotaId);
      }
    }
  }
  return failure;
}

/** "Try again later." → "Try again later": a message that gets more words after it must not end in a period. */
export function withoutFinalPeriod(text: string): string {
  return text.replace(/[\s.]+$/, '');
}

/** The API refused the key itself (400 naming the key, 401, 403): no request with it can succeed. */
export function isKeyRefusal(failure: ApiFailure): boolean {
  const status = failure.httpStatus;
  return (status === 400 && /api key/i.test(failure.message)) || status === 401 || status === 403;
}

/**
 * One line a person can act on, never a stack trace: a sentence ending in one
 * period, whether or not the server's message had its own.
 */
export function describeFailure(failure: ApiFailure): string {
  const status = failure.httpStatus;
  const line = failure.message.split('\n')[0]?.slice(0, 300) ?? '';
  const message = withoutFinalPeriod(line);
  if (status === 400 && isKeyRefusal(failure)) return `The API key was refused: ${message}. Check GEMINI_API_KEY.`;
  if (status === 401 || status === 403) return `The API key was refused (${status}): ${message}. Check GEMINI_API_KEY.`;
  if (status === 404) {
    // A model that is gone (generateContent of a session begun before its shutdown): say so, with what to use.
    const model = /models\/([\w.-]*\w)/.exec(line)?.[1];
    return (model && goneModelProblem(model, line)) ?? `Not found (404): ${message}. Check the model name (--model).`;
  }
  if (status === 429) return `Rate limit or quota exceeded (429): ${message}.`;
  if (status !== undefined)
    return `The Gemini API answered ${status}${failure.status ? ` ${failure.status}` : ''}: ${message}.`;
  return line;
}
