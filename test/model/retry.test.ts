import { describe, expect, it } from 'vitest';

import {
  backoffDelay,
  classifyError,
  DEFAULT_RETRY_POLICY,
  FatalApiError,
  QuotaExhaustedError,
  ResilientModelClient,
  type RetryNotice,
  type RetryPolicy,
  retryLine,
} from '../../src/model/retry.js';
import { collectTurn } from '../../src/model/turn.js';
import type { ModelClient, TurnChunk, TurnRequest } from '../../src/model/types.js';
import { BrokenStreamError, RequestTimeoutError, UnreachableError } from '../../src/model/wireErrors.js';
import { fixtureText } from '../support/fixtures.js';

const policy: RetryPolicy = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1, maxDelayMs: 5 };
const apiError = (status: number, body: unknown) =>
  Object.assign(new Error(typeof body === 'string' ? body : JSON.stringify(body)), { status });
const rpc = (code: number, status: string, message: string, details: unknown[] = []) =>
  apiError(code, { error: { code, message, status, details } });
const perDay = rpc(429, 'RESOURCE_EXHAUSTED', 'Quota exceeded', [
  {
    '@type': 'type.googleapis.com/google.rpc.QuotaFailure',
    violations: [{ quotaId: 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' }],
  },
  { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '20s' },
]);
const request: TurnRequest = { model: 'm', systemInstruction: '', tools: [], contents: [] };

describe('classifyError', () => {
  it('retries a 429 after the RetryInfo delay of the recorded response', () => {
    const verdict = classifyError(
      apiError(429, fixtureText('vercelai_429_RESOURCE_EXHAUSTED_retryInfo.json')),
      policy,
      false,
    );
    expect(verdict).toMatchObject({ kind: 'retry', delayMs: 34_400 });
  });

  it.each([408, 500, 502, 503, 504])('retries %i', (status) => {
    expect(classifyError(rpc(status, 'X', 'm'), policy, false).kind).toBe('retry');
  });

  it.each([
    [400, /INVALID_ARGUMENT/],
    [401, /API key was refused/],
    [403, /API key was refused/],
    [404, /model name/],
  ])('never retries %i', (status, message) => {
    const verdict = classifyError(rpc(status, status === 400 ? 'INVALID_ARGUMENT' : 'X', 'bad'), policy, false);
    expect(verdict.kind).toBe('fatal');
    expect((verdict as { message: string }).message).toMatch(message);
  });

  it('names the key for an invalid key answered with 400', () => {
    const verdict = classifyError(
      rpc(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.'),
      policy,
      false,
    );
    expect((verdict as { message: string }).message).toMatch(/GEMINI_API_KEY/);
  });

  it('stops on a per-day quota and on a delay beyond --max-wait', () => {
    expect(classifyError(perDay, policy, false)).toMatchObject({ kind: 'quota' });
    const long = rpc(429, 'RESOURCE_EXHAUSTED', 'slow down', [
      { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '900s' },
    ]);
    expect(classifyError(long, policy, false)).toMatchObject({
      kind: 'quota',
      message: expect.stringMatching(/15\.0 min.*--max-wait/),
    });
  });

  it('retries network failures: resets, refusals, broken streams, timeouts', () => {
    const reset = Object.assign(new TypeError('fetch failed'), {
      cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    });
    expect(classifyError(reset, policy, false)).toMatchObject({ kind: 'retry', reason: 'network error (ECONNRESET)' });
    expect(classifyError(new TypeError('terminated'), policy, false).kind).toBe('retry');
    expect(classifyError(new Error('Incomplete JSON segment at the end'), policy, false).kind).toBe('retry');
    expect(classifyError(Object.assign(new Error('timed out'), { name: 'TimeoutError' }), policy, false).kind).toBe(
      'retry',
    );
  });

  it('retries a broken stream and our own timeouts; an unreachable user-given URL only once', () => {
    expect(
      classifyError(new BrokenStreamError('the reply stream sent an event that is not JSON'), policy, false),
    ).toEqual({
      kind: 'retry',
      reason: 'the reply stream sent an event that is not JSON',
    });
    expect(classifyError(new RequestTimeoutError('idle', 120_000, false, '--request-timeout'), policy, false)).toEqual({
      kind: 'retry',
      reason: 'no reply within 2m (--request-timeout)',
    });
    expect(classifyError(new UnreachableError('http://localhost:8080', 'ECONNREFUSED'), policy, false)).toMatchObject({
      kind: 'retry',
      maxRetries: 1,
    });
  });

  it('does not retry after the user aborted, nor a programming error', () => {
    expect(classifyError(new TypeError('terminated'), policy, true).kind).toBe('aborted');
    expect(classifyError(new TypeError('x is not a function'), policy, false).kind).toBe('fatal');
  });
});

describe('messages end in one period', () => {
  it.each([
    [
      401,
      'UNAUTHENTICATED',
      'Request had invalid authentication credentials.',
      /credentials\. Check GEMINI_API_KEY\.$/,
    ],
    [404, 'NOT_FOUND', 'models/x is not found.', /not found\. Check the model name \(--model\)\.$/],
    [
      400,
      'INVALID_ARGUMENT',
      'API key not valid. Please pass a valid API key.',
      /valid API key\. Check GEMINI_API_KEY\.$/,
    ],
  ])('a fatal %i', (status, name, message, expected) => {
    const verdict = classifyError(rpc(status, name, message), policy, false) as { message: string };
    expect(verdict.message).toMatch(expected);
    expect(verdict.message).not.toMatch(/\.\./);
  });

  it('a retry line after a server message that ends with a period', () => {
    const verdict = classifyError(
      rpc(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
      policy,
      false,
    );
    const line = retryLine({
      request: 'turn 3',
      attempt: 1,
      maxRetries: 8,
      delayMs: 2000,
      reason: (verdict as { reason: string }).reason,
    });
    expect(line).toBe(
      'turn 3: The Gemini API answered 503 UNAVAILABLE: The model is overloaded. Please try again later. Retrying in 2.0s (1/8).',
    );
  });
});

describe('backoffDelay', () => {
  it('doubles from the base, with jitter in [0.5, 1) of the ceiling, capped', () => {
    const p = { ...DEFAULT_RETRY_POLICY, baseDelayMs: 1000, maxDelayMs: 60_000 };
    expect(backoffDelay(0, p, () => 0)).toBe(500);
    expect(backoffDelay(3, p, () => 0.999)).toBeLessThan(8000);
    expect(backoffDelay(3, p, () => 0.999)).toBeGreaterThan(7900);
    expect(backoffDelay(20, p, () => 0)).toBe(30_000);
  });
});

/** An inner client whose streamTurn runs a list of behaviours, one per attempt. */
function flaky(
  attempts: Array<Error | TurnChunk[] | { chunks: TurnChunk[]; thenFail: Error }>,
): ModelClient & { calls: number } {
  const client = {
    calls: 0,
    async *streamTurn(): AsyncIterable<TurnChunk> {
      const behaviour = attempts[client.calls++];
      if (!behaviour) throw new Error('no more attempts scripted');
      if (behaviour instanceof Error) throw behaviour;
      if (Array.isArray(behaviour)) {
        yield* behaviour;
        return;
      }
      yield* behaviour.chunks;
      throw behaviour.thenFail;
    },
    async countTokens() {
      const behaviour = attempts[client.calls++];
      if (behaviour instanceof Error) throw behaviour;
      return 42;
    },
    async inputTokenLimit() {
      return 1000;
    },
  };
  return client;
}

const ok: TurnChunk[] = [{ parts: [{ text: 'whole' }], finishReason: 'STOP' }];

describe('ResilientModelClient', () => {
  it('retries a burst of 503s and reports each retry', async () => {
    const inner = flaky([
      rpc(503, 'UNAVAILABLE', 'overloaded'),
      rpc(503, 'UNAVAILABLE', 'overloaded'),
      rpc(503, 'UNAVAILABLE', 'overloaded'),
      ok,
    ]);
    const notices: RetryNotice[] = [];
    const client = new ResilientModelClient(inner, { policy, onRetry: (n) => notices.push(n) });
    const turn = await collectTurn(client.streamTurn(request));
    expect(turn.text).toBe('whole');
    expect(inner.calls).toBe(4);
    expect(notices.map((n) => n.attempt)).toEqual([1, 2, 3]);
    expect(notices[0]?.reason).toMatch(/503 UNAVAILABLE/);
  });

  it('restarts a stream that broke part-way, keeping nothing of the broken attempt', async () => {
    const broken = { chunks: [{ parts: [{ text: 'half of a ' }] }], thenFail: new TypeError('terminated') };
    const inner = flaky([broken, ok]);
    const turn = await collectTurn(new ResilientModelClient(inner, { policy }).streamTurn(request));
    expect(turn.content.parts).toEqual([{ text: 'whole' }]);
    expect(turn.text).toBe('whole');
  });

  it('does not retry a 400 and gives a one-line reason', async () => {
    const inner = flaky([rpc(400, 'INVALID_ARGUMENT', 'Request contains an invalid argument.'), ok]);
    const error = await collectTurn(new ResilientModelClient(inner, { policy }).streamTurn(request)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(FatalApiError);
    expect((error as Error).message).toBe(
      'The Gemini API answered 400 INVALID_ARGUMENT: Request contains an invalid argument.',
    );
    expect(inner.calls).toBe(1);
  });

  it('gives up after --max-retries', async () => {
    const inner = flaky(Array.from({ length: 10 }, () => rpc(500, 'INTERNAL', 'oops')));
    const error = await collectTurn(
      new ResilientModelClient(inner, { policy: { ...policy, maxRetries: 2 } }).streamTurn(request),
    ).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/gave up after 2 retries/);
    expect(inner.calls).toBe(3);
  });

  it('stops at once on a daily quota', async () => {
    const inner = flaky([perDay, ok]);
    await expect(collectTurn(new ResilientModelClient(inner, { policy }).streamTurn(request))).rejects.toBeInstanceOf(
      QuotaExhaustedError,
    );
    expect(inner.calls).toBe(1);
  });

  it('retries unary calls too', async () => {
    const inner = flaky([rpc(502, 'BAD_GATEWAY', 'x'), ok]);
    expect(await new ResilientModelClient(inner, { policy }).countTokens('m', [])).toBe(42);
  });

  it('stops waiting at once when aborted during a backoff', async () => {
    const inner = flaky([rpc(503, 'UNAVAILABLE', 'x'), ok]);
    const controller = new AbortController();
    const client = new ResilientModelClient(inner, {
      policy: { ...policy, baseDelayMs: 60_000, maxDelayMs: 60_000 },
      onRetry: () => setTimeout(() => controller.abort(), 5),
    });
    const started = Date.now();
    await expect(collectTurn(client.streamTurn({ ...request, signal: controller.signal }))).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(inner.calls).toBe(1);
  });

  it('pauses a shared gate for a server-given delay', async () => {
    const pauses: number[] = [];
    const gate = { wait: async () => {}, pause: (ms: number) => pauses.push(ms) };
    const inner = flaky([
      rpc(429, 'RESOURCE_EXHAUSTED', 'x', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.02s' },
      ]),
      ok,
    ]);
    await collectTurn(new ResilientModelClient(inner, { policy, gate }).streamTurn(request));
    expect(pauses).toEqual([20]);
  });
});
