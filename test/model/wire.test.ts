import { Readable } from 'node:stream';
import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { GeminiClient, type GeminiClientOptions } from '../../src/model/gemini.js';
import {
  DEFAULT_RETRY_POLICY,
  FatalApiError,
  ResilientModelClient,
  type RetryNotice,
  retryLine,
} from '../../src/model/retry.js';
import { collectTurn } from '../../src/model/turn.js';
import type { TurnRequest } from '../../src/model/types.js';
import { BrokenStreamError, RequestTimeoutError, UnreachableError } from '../../src/model/wireErrors.js';
import { fixtureText } from '../support/fixtures.js';
import { useNock } from '../support/nock.js';

/**
 * Faults on the wire, through the real SDK: nock answers with the recorded
 * SSE events of a real reply, broken the ways proxies and networks break them.
 */

const BASE = 'https://generativelanguage.googleapis.com';
const STREAM_PATH = '/v1beta/models/gemini-3-pro-preview:streamGenerateContent';
const request: TurnRequest = {
  model: 'gemini-3-pro-preview',
  systemInstruction: 'You write.',
  tools: [{ name: 'get_country', description: 'd', parametersJsonSchema: { type: 'object', properties: {} } }],
  contents: [{ role: 'user', parts: [{ text: 'What is the capital of Mexico?' }] }],
};
/** The three recorded events of a real reply; the last carries finishReason STOP. */
const recorded = fixtureText('pydanticai_stream_turn2_gemini-3-pro.sse')
  .split(/\r?\n\r?\n/)
  .filter((event) => event.startsWith('data:'))
  .map((event) => `${event}\r\n\r\n`);

const gemini = (options: Partial<GeminiClientOptions> = {}) =>
  new GeminiClient({ apiKey: 'test-key', baseUrl: BASE, env: {}, ...options });
const resilient = (inner: GeminiClient, notices: RetryNotice[] = [], maxRetries = 3) =>
  new ResilientModelClient(inner, {
    policy: { ...DEFAULT_RETRY_POLICY, maxRetries, baseDelayMs: 1, maxDelayMs: 2 },
    onRetry: (notice) => notices.push(notice),
  });

/** Answer the next streamed request with these SSE events, `intervalMs` apart; `hold` leaves the body open after them. */
function stream(events: string[], options: { intervalMs?: number; hold?: boolean } = {}): void {
  nock(BASE)
    .post(STREAM_PATH)
    .query({ alt: 'sse' })
    .reply(
      200,
      () => {
        const body = new Readable({ read() {} });
        let index = 0;
        const next = () => {
          if (index < events.length) {
            body.push(events[index++]);
            setTimeout(next, options.intervalMs ?? 0);
          } else if (!options.hold) body.push(null);
        };
        next();
        return body;
      },
      { 'Content-Type': 'text/event-stream' },
    );
}

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

useNock();

describe('broken streams', () => {
  it('takes the recorded reply whole when nothing breaks', async () => {
    stream(recorded);
    const turn = await collectTurn(gemini().streamTurn(request));
    expect(turn.text).toBe('The capital of Mexico is Mexico City.');
    expect(turn.finishReason).toBe('STOP');
  });

  it('reports an event whose data is not JSON as a broken stream, not a JSON.parse error', async () => {
    stream([recorded[0] as string, 'data: [DONE]\r\n\r\n']);
    const error = await failureOf(collectTurn(gemini().streamTurn(request)));
    expect(error).toBeInstanceOf(BrokenStreamError);
    expect((error as Error).message).toBe('the reply stream sent an event that is not JSON');
  });

  it('reports a clean end without a finishReason as a broken stream', async () => {
    stream(recorded.slice(0, 2));
    const error = await failureOf(collectTurn(gemini().streamTurn(request)));
    expect(error).toBeInstanceOf(BrokenStreamError);
    expect((error as Error).message).toMatch(/no finishReason/);
  });

  it('retries both whole: the consumer restarts and keeps only the complete reply', async () => {
    stream([recorded[0] as string, 'data: <html>502 Bad Gateway</html>\r\n\r\n']);
    stream(recorded.slice(0, 2));
    stream(recorded);
    const notices: RetryNotice[] = [];
    let restarts = 0;
    const turn = await collectTurn(resilient(gemini(), notices).streamTurn(request), { restart: () => restarts++ });
    expect(turn.text).toBe('The capital of Mexico is Mexico City.');
    expect(turn.content.parts).toHaveLength(3);
    expect(restarts).toBe(2);
    expect(notices.map(retryLine)).toEqual([
      'turn: the reply stream sent an event that is not JSON. Retrying in 0.0s (1/3).',
      'turn: the reply stream ended before the reply was complete (no finishReason). Retrying in 0.0s (2/3).',
    ]);
  });
});

describe('timeouts', () => {
  it('never cuts a reply that keeps streaming past the idle limit', async () => {
    // Nine events 60 ms apart take well over the 300 ms idle limit, without ever being silent that long.
    stream([...Array.from({ length: 8 }, () => recorded[0] as string), recorded[2] as string], { intervalMs: 60 });
    const turn = await collectTurn(gemini({ timeoutMs: 300 }).streamTurn(request));
    expect(turn.finishReason).toBe('STOP');
    expect(turn.content.parts).toHaveLength(9);
  });

  it('cuts a reply that goes silent part-way, naming --request-timeout', async () => {
    stream([recorded[0] as string], { hold: true });
    const error = await failureOf(collectTurn(gemini({ timeoutMs: 500 }).streamTurn(request)));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('the reply stalled: nothing arrived for 500ms (--request-timeout)');
  });

  it('says "no reply within" when nothing came at all', async () => {
    stream([], { hold: true });
    const error = await failureOf(collectTurn(gemini({ timeoutMs: 100 }).streamTurn(request)));
    expect((error as Error).message).toBe('no reply within 100ms (--request-timeout)');
  });

  it('cuts a steady reply at the total limit, naming --total-timeout', async () => {
    stream(
      Array.from({ length: 30 }, () => recorded[0] as string),
      { intervalMs: 20 },
    );
    const error = await failureOf(collectTurn(gemini({ timeoutMs: 1_000, totalTimeoutMs: 150 }).streamTurn(request)));
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).message).toBe('the reply went on past 150ms (--total-timeout)');
  });

  it('leaves an abort by the user an abort, not a timeout', async () => {
    stream([recorded[0] as string], { hold: true });
    const controller = new AbortController();
    const turn = collectTurn(gemini({ timeoutMs: 10_000 }).streamTurn({ ...request, signal: controller.signal }), {
      part: () => controller.abort(),
    });
    const error = await failureOf(turn);
    expect(error).not.toBeInstanceOf(RequestTimeoutError);
    expect(error).toBeDefined();
  });
});

describe('countTokens and the input limit fail as plain rejections', () => {
  const countPath = '/v1beta/models/gemini-2.5-flash:countTokens';
  const contents = [{ role: 'user', parts: [{ text: 'x' }] }];

  it.each([
    [404, 'NOT_FOUND', 1],
    [500, 'INTERNAL', 3],
  ])('countTokens %i %s rejects after %i attempt(s)', async (status, name, attempts) => {
    let calls = 0;
    nock(BASE)
      .post(countPath)
      .times(10)
      .reply(() => {
        calls++;
        return [status, { error: { code: status, message: `no count (${name}).`, status: name } }];
      });
    const notices: RetryNotice[] = [];
    const error = await failureOf(resilient(gemini(), notices, 8).countTokens('gemini-2.5-flash', contents));
    expect(error).toBeInstanceOf(FatalApiError);
    expect(calls).toBe(attempts);
    expect(notices.every((notice) => notice.request === 'token count')).toBe(true);
    expect((error as Error).message).not.toMatch(/\.\./);
  });

  it('countTokens that never answers rejects with a timeout after a few attempts', async () => {
    let calls = 0;
    nock(BASE)
      .post(countPath)
      .times(10)
      .reply(() => {
        calls++;
        return [200, new Readable({ read() {} })];
      });
    const error = await failureOf(
      resilient(gemini({ timeoutMs: 50 }), [], 8).countTokens('gemini-2.5-flash', contents),
    );
    expect((error as Error).message).toMatch(/token count: .*within 50ms \(--request-timeout\)/);
    expect(calls).toBe(3);
  });

  it('waits for countTokens no longer than its cap, however long --request-timeout is', async () => {
    nock(BASE)
      .post(countPath)
      .times(3)
      .reply(() => [200, new Readable({ read() {} })]);
    const client = gemini({ timeoutMs: 600_000, unaryTimeoutCapMs: 50 });
    const error = await failureOf(resilient(client, [], 8).countTokens('gemini-2.5-flash', contents));
    expect((error as Error).message).toBe('token count: no reply within 50ms (gave up after 2 retries).');
  });

  it('retries the input limit quietly: it runs beside the first turn, whose retries are the ones shown', async () => {
    nock(BASE)
      .get('/v1beta/models/gemini-2.5-flash')
      .times(10)
      .reply(503, { error: { code: 503, status: 'UNAVAILABLE' } });
    const notices: RetryNotice[] = [];
    await expect(resilient(gemini(), notices, 8).inputTokenLimit('gemini-2.5-flash')).rejects.toBeInstanceOf(
      FatalApiError,
    );
    expect(notices).toEqual([]);
    expect(nock.pendingMocks()).toHaveLength(1); // 3 of the 10 answers used
  });
});

describe('an unreachable base URL', () => {
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9999'), { code: 'ECONNREFUSED' });

  it('at a URL the user gave: two attempts, then "cannot reach URL"', async () => {
    const url = 'http://127.0.0.1:9999';
    nock(url).post(STREAM_PATH).query({ alt: 'sse' }).times(5).replyWithError(refused());
    const notices: RetryNotice[] = [];
    const error = await failureOf(collectTurn(resilient(gemini({ baseUrl: url }), notices, 8).streamTurn(request)));
    expect((error as Error).message).toBe(
      'Cannot reach http://127.0.0.1:9999 (connection refused), tried 2 times. Check --base-url (or GOOGLE_GEMINI_BASE_URL).',
    );
    expect(notices.map(retryLine)).toEqual([
      'turn: cannot reach http://127.0.0.1:9999 (connection refused). Retrying in 0.0s (1/1).',
    ]);
  });

  it('names an unknown host the same way, also when the URL came from GOOGLE_GEMINI_BASE_URL', async () => {
    const url = 'http://gemini-proxy.internal:8080';
    nock(url)
      .post(STREAM_PATH)
      .query({ alt: 'sse' })
      .times(5)
      .replyWithError(Object.assign(new Error('getaddrinfo ENOTFOUND gemini-proxy.internal'), { code: 'ENOTFOUND' }));
    const client = new GeminiClient({ apiKey: 'k', env: { GOOGLE_GEMINI_BASE_URL: url } });
    const error = await failureOf(collectTurn(client.streamTurn(request)));
    expect(error).toBeInstanceOf(UnreachableError);
    expect((error as Error).message).toBe(`cannot reach ${url} (unknown host)`);
  });

  it("at Google's own endpoint: an ordinary network error, retried as usual (the network may come back)", async () => {
    nock(BASE).post(STREAM_PATH).query({ alt: 'sse' }).times(5).replyWithError(refused());
    const client = new GeminiClient({ apiKey: 'k', env: {} });
    const notices: RetryNotice[] = [];
    const error = await failureOf(collectTurn(resilient(client, notices, 3).streamTurn(request)));
    expect(error).not.toBeInstanceOf(UnreachableError);
    expect(notices).toHaveLength(3);
    expect((error as Error).message).toMatch(/network error.*gave up after 3 retries/);
  });
});
