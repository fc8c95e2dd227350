import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { fixtureJson } from '../support/fixtures.js';
import {
  byTurn,
  closedPortUrl,
  contentsOf,
  functionCallPart,
  type GeminiServer,
  type GeminiServerOptions,
  type GenerateReply,
  type Json,
  modelChunk,
  startGeminiServer,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

const KEY = 'AIzaSyTESTKEY-1234567890abcdef';
const createProject = turnReply([functionCallPart('create_project', { project_name: 'Faults' })]);
const writeChapter = (name: string, content: string) =>
  turnReply([functionCallPart('write_file', { filename: name, content, mode: 'create' })]);
const done = turnReply([{ text: 'Finished.' }]);

/** The recorded 429 body (RESOURCE_EXHAUSTED with RetryInfo), with its delay shortened for the test. */
function rateLimited(retryDelay: string): GenerateReply {
  const body = structuredClone(
    fixtureJson<{ error: { details: Json[] } }>('vercelai_429_RESOURCE_EXHAUSTED_retryInfo.json'),
  );
  for (const detail of body.error.details) if (detail.retryDelay) detail.retryDelay = retryDelay;
  return { status: 429, error: body };
}
const unavailable: GenerateReply = {
  status: 503,
  error: { error: { code: 503, message: 'The model is overloaded. Please try again later.', status: 'UNAVAILABLE' } },
};

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * writer's command line in-process against the test server (no process needed for wire faults).
 * `setup`: settings given another way than flags (variables, a writer.config.yaml in the working folder).
 */
async function run(
  replies: GeminiServerOptions['replies'],
  extra: Partial<GeminiServerOptions> = {},
  args: string[] = [],
  setup: { env?: Record<string, string>; configFile?: string } = {},
) {
  server = await startGeminiServer({ replies, ...extra });
  const cwd = tempDir();
  if (setup.configFile !== undefined) writeFileSync(path.join(cwd, 'writer.config.yaml'), setup.configFile);
  const result = await runInProcess(['--retry-delay', '10ms', ...args, 'Write a story'], {
    cwd,
    env: { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: server.url, ...setup.env },
  });
  const project = path.join(cwd, 'output', 'Faults');
  return { result, project, server };
}

/** Text, then (in a second chunk) a write_file call with STOP: a fault after the first chunk breaks the reply in two. */
function halfThenWrite(filename: string, content: string): GenerateReply {
  return {
    chunks: [
      modelChunk([{ text: 'Half a thought' }]),
      modelChunk([functionCallPart('write_file', { filename, content, mode: 'create' })], { finishReason: 'STOP' }),
    ],
  };
}

const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .+:\d+:\d+/);
const work = (dir: string) =>
  readdirSync(dir)
    .filter((f) => !f.startsWith('.'))
    .sort();

describe('faults end to end', () => {
  it('waits out a 429 for the RetryInfo delay, then goes on', async () => {
    const {
      result,
      project,
      server: s,
    } = await run([createProject, rateLimited('0.4s'), writeChapter('a.md', 'A.'), done]);
    expect(result.code).toBe(0);
    const turns = s.turns();
    expect(turns).toHaveLength(4);
    // The second turn was refused; its retry came no sooner than the delay the server asked for
    // (far longer than the 10ms --retry-delay: the server's delay won).
    expect(turns[2]!.at - turns[1]!.at).toBeGreaterThanOrEqual(400);
    expect(result.stdout).toMatch(/429[\s\S]*Retrying in 0\.4s/);
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('A.');
  });

  it('rides out a burst of 503s', async () => {
    const {
      result,
      project,
      server: s,
    } = await run([createProject, unavailable, unavailable, unavailable, writeChapter('a.md', 'A.'), done]);
    expect(result.code).toBe(0);
    expect(s.turns()).toHaveLength(6);
    expect(result.stdout.match(/503 UNAVAILABLE/g)).toHaveLength(3);
    expect(work(project)).toEqual(['a.md']);
  });

  it('retries a stream whose connection is reset mid-way, keeping nothing of the broken attempt', async () => {
    const broken: GenerateReply = {
      chunks: [
        modelChunk([{ text: 'Half a thought' }]),
        modelChunk([functionCallPart('write_file', { filename: 'a.md', content: 'A.', mode: 'create' })], {
          finishReason: 'STOP',
        }),
      ],
      resetAfter: 1,
    };
    const { result, project, server: s } = await run([createProject, broken, writeChapter('a.md', 'A.'), done]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/network error/);
    const last = contentsOf(s.turns().at(-1));
    expect(JSON.stringify(last)).not.toContain('Half a thought');
    expect(work(project)).toEqual(['a.md']);
  });

  it('gives up on a request that sends nothing within --request-timeout and asks again', async () => {
    const {
      result,
      project,
      server: s,
    } = await run(byTurn([createProject, [{ hang: true }, writeChapter('a.md', 'A.')], done]), {}, [
      '--request-timeout',
      '300ms',
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/turn \d+: no reply within 300ms \(--request-timeout\)\. Retrying/);
    expect(result.stdout).not.toMatch(/operation was aborted/);
    // byTurn: a loaded machine may time out a slow answer too; that only adds a retry.
    expect(s.turns().length).toBeGreaterThanOrEqual(4);
    expect(work(project)).toEqual(['a.md']);
  });

  it('cuts a stream that goes silent part-way and asks again, keeping nothing of it', async () => {
    const stalled: GenerateReply = { ...halfThenWrite('a.md', 'Stalled.'), stallAfter: 1 };
    // The idle limit from the config file this time (request_timeout).
    const {
      result,
      project,
      server: s,
    } = await run(byTurn([createProject, [stalled, writeChapter('a.md', 'A.')], done]), {}, [], {
      configFile: 'request_timeout: 300ms\n',
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/nothing arrived for 300ms \(--request-timeout\)\. Retrying/);
    expect(JSON.stringify(contentsOf(s.turns().at(-1)))).not.toContain('Half a thought');
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('A.');
  });

  it('never cuts a reply that keeps streaming, however long it takes past --request-timeout', async () => {
    // 30 chunks 40 ms apart: the reply takes longer than the 1 s idle limit, but is never silent for
    // even a tenth of it (a margin for a loaded machine; the exact edge is tested on the wire with nock).
    const steady: GenerateReply = {
      chunks: [
        ...Array.from({ length: 29 }, (_, i) => modelChunk([{ text: `Part ${i + 1}. ` }])),
        modelChunk([functionCallPart('write_file', { filename: 'a.md', content: 'Long.', mode: 'create' })], {
          finishReason: 'STOP',
        }),
      ],
      chunkIntervalMs: 40,
    };
    const { result, project, server: s } = await run([createProject, steady, done], {}, ['--request-timeout', '1s']);
    expect(result.code).toBe(0);
    expect(result.stdout).not.toMatch(/Retrying/);
    expect(s.turns()).toHaveLength(3);
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('Long.');
  });

  it('cuts a reply that streams past --total-timeout and asks again', async () => {
    const endless: GenerateReply = {
      chunks: Array.from({ length: 20 }, (_, i) => modelChunk([{ text: `Part ${i + 1}. ` }])),
      chunkIntervalMs: 100,
    };
    // The total limit from the environment this time (WRITER_TOTAL_TIMEOUT).
    const { result, project } = await run(
      byTurn([createProject, [endless, writeChapter('a.md', 'A.')], done]),
      {},
      ['--request-timeout', '1s'],
      { env: { WRITER_TOTAL_TIMEOUT: '500ms' } },
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/turn \d+: the reply went on past 500ms \(--total-timeout\)\. Retrying/);
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('A.');
  });

  it('retries a stream that sends an event that is not JSON, keeping nothing of the broken attempt', async () => {
    const garbled: GenerateReply = { ...halfThenWrite('a.md', 'Garbled.'), notJson: { after: 1, data: '[DONE]' } };
    const { result, project, server: s } = await run([createProject, garbled, writeChapter('a.md', 'A.'), done]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/turn \d+: the reply stream sent an event that is not JSON\. Retrying/);
    expect(result.stdout + result.stderr).not.toMatch(/JSON\.parse|Unexpected token/);
    expect(JSON.stringify(contentsOf(s.turns().at(-1)))).not.toContain('Half a thought');
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('A.');
  });

  it('retries a stream that ends cleanly without a finishReason instead of taking it as the last word', async () => {
    const cut: GenerateReply = { ...halfThenWrite('a.md', 'Cut.'), endAfter: 1 };
    const { result, project, server: s } = await run([createProject, cut, writeChapter('a.md', 'A.'), done]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/no finishReason\)\. Retrying/);
    expect(s.turns()).toHaveLength(4);
    expect(JSON.stringify(contentsOf(s.turns().at(-1)))).not.toContain('Half a thought');
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('A.');
  });

  it('stops soon, naming the URL, when a given --base-url refuses connections; one line per attempt', async () => {
    const url = await closedPortUrl();
    const cwd = tempDir();
    const result = await runInProcess(['--base-url', url, '--retry-delay', '10ms', 'Write a story'], {
      cwd,
      env: { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: undefined },
    });
    expect(result.code).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output).toMatch(new RegExp(`Cannot reach ${url} \\(connection refused\\), tried 2 times`));
    // The first turn is tried twice: one retry line, naming the request, not one per request in flight.
    const retries = output.split('\n').filter((line) => /Retrying/.test(line));
    expect(retries).toHaveLength(1);
    expect(retries[0]).toMatch(/turn\b.*: cannot reach .*connection refused/);
    noStack(output);
  });

  it('names a --base-url port that fetch refuses to use, instead of retrying "fetch failed"', async () => {
    // Port 9 (discard) is on fetch's list of blocked ports: no connection is ever attempted.
    const result = await runInProcess(['--base-url', 'http://127.0.0.1:9', '--retry-delay', '10ms', 'Write a story'], {
      cwd: tempDir(),
      env: { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: undefined },
    });
    expect(result.code).toBe(1);
    expect(result.stdout + result.stderr).toMatch(
      /Cannot reach http:\/\/127\.0\.0\.1:9 \(a port that fetch refuses to use\)/,
    );
    expect(result.stdout).not.toMatch(/fetch failed/);
  });

  const countFailures: Array<[string, GenerateReply]> = [
    ['404', { status: 404, error: { error: { code: 404, message: 'countTokens NOT_FOUND', status: 'NOT_FOUND' } } }],
    ['500', { status: 500, error: { error: { code: 500, message: 'countTokens INTERNAL', status: 'INTERNAL' } } }],
    ['a timeout', { hang: true }],
  ];
  it.each(countFailures)(
    'finishes a run and its --recover when countTokens fails with %s (the local estimate stands in)',
    async (_, failure) => {
      const failingCount: Partial<GeminiServerOptions> = {
        intercept: (request) => (request.action === 'countTokens' ? failure : undefined),
      };
      const timeouts = ['--request-timeout', '300ms'];
      // A small window puts the first estimate near the threshold, so the first turn asks countTokens
      // (yet above the smallest limit writer accepts: the system prompt and tools alone are ~1,900 tokens).
      const first = await run(
        byTurn([createProject, writeChapter('a.md', 'A.'), writeChapter('b.md', 'B.')]),
        failingCount,
        ['--token-limit', '3000', '--max-iterations', '2', ...timeouts],
      );
      expect(first.server.requests.some((r) => r.action === 'countTokens')).toBe(true);
      expect(first.result.code).toBe(3);
      await first.server.close();

      // A recovered run always counts before its first turn (nothing exact is known yet).
      server = await startGeminiServer({
        replies: byTurn([writeChapter('b.md', 'B.'), done], { from: 2 }),
        ...failingCount,
      });
      const resumed = await runInProcess(['--retry-delay', '10ms', ...timeouts, '--recover', first.project], {
        cwd: path.dirname(path.dirname(first.project)),
        env: { GEMINI_API_KEY: KEY, GOOGLE_GEMINI_BASE_URL: server.url },
      });
      expect(server.requests.some((r) => r.action === 'countTokens')).toBe(true);
      expect(resumed.stdout + resumed.stderr).not.toMatch(/Check the model name/);
      expect(resumed.code).toBe(0);
      expect(work(first.project)).toEqual(['a.md', 'b.md']);
    },
  );

  it('tells the model about a malformed call and continues', async () => {
    const malformed: GenerateReply = {
      chunks: [{ candidates: [{ content: {}, finishReason: 'MALFORMED_FUNCTION_CALL', index: 0 }] }],
    };
    const { result, project, server: s } = await run([createProject, malformed, writeChapter('a.md', 'A.'), done]);
    expect(result.code).toBe(0);
    const afterMalformed = contentsOf(s.turns()[2]);
    expect(JSON.stringify(afterMalformed.at(-1))).toMatch(/could not be parsed/);
    expect(work(project)).toEqual(['a.md']);
  });

  it('does not run a call cut off at MAX_TOKENS and asks for smaller pieces', async () => {
    const truncated: GenerateReply = {
      chunks: [
        modelChunk(
          [functionCallPart('write_file', { filename: 'long.md', content: 'It was a dark and', mode: 'create' })],
          { finishReason: 'MAX_TOKENS' },
        ),
      ],
    };
    const {
      result,
      project,
      server: s,
    } = await run([createProject, truncated, writeChapter('long.md', 'Short piece.'), done]);
    expect(result.code).toBe(0);
    const answer = contentsOf(s.turns()[2]).at(-1) as {
      parts: Array<{ functionResponse: { response: { error: string } } }>;
    };
    expect(answer.parts[0]?.functionResponse.response.error).toMatch(/cut off at the output limit/);
    expect(readFileSync(path.join(project, 'long.md'), 'utf8')).toBe('Short piece.');
  });

  it('stops on a SAFETY block that persists, saving the context, files intact', async () => {
    const safety: GenerateReply = {
      chunks: [
        {
          candidates: [
            {
              content: {},
              finishReason: 'SAFETY',
              index: 0,
              safetyRatings: [{ category: 'HARM_CATEGORY_HATE_SPEECH', probability: 'LOW', blocked: true }],
            },
          ],
        },
      ],
    };
    const { result, project } = await run([createProject, writeChapter('a.md', 'Kept.'), safety, safety, safety]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/finish reason SAFETY/);
    expect(result.stdout).toContain(`writer --recover ${project}`);
    noStack(result.stdout + result.stderr);
    expect(readFileSync(path.join(project, 'a.md'), 'utf8')).toBe('Kept.');
    expect(readdirSync(project).some((f) => f.startsWith('.context_summary_'))).toBe(true);
  });

  it.each([
    [
      400,
      {
        error: {
          code: 400,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'INVALID_ARGUMENT',
          details: [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'API_KEY_INVALID',
              domain: 'googleapis.com',
            },
          ],
        },
      },
    ],
    [
      401,
      { error: { code: 401, message: 'Request had invalid authentication credentials.', status: 'UNAUTHENTICATED' } },
    ],
  ])(
    'reports a refused key (%i) in one line, before any request that costs, as a configuration error',
    async (status, error) => {
      const { result, project, server: s } = await run([], { intercept: () => ({ status, error }) });
      expect(result.code).toBe(2);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stderr).toMatch(/API key was refused.*GEMINI_API_KEY/);
      expect(result.stderr).not.toMatch(/\w\.\./); // "credentials.. Check"
      noStack(result.stdout + result.stderr);
      // Only the free models.get was asked, once: no generate request, no project to resume.
      expect(s.requests.map((r) => r.action)).toEqual(['get']);
      expect(existsSync(path.dirname(project)) ? readdirSync(path.dirname(project)) : []).toEqual([]);
      expect(result.stdout).not.toContain('--recover');
      expect(result.stdout + result.stderr).not.toContain(KEY);
    },
  );

  it('saves and stops on a daily quota instead of hammering', async () => {
    const daily = rateLimited('20s');
    ((daily.error as { error: { details: Json[] } }).error.details[0]!.violations as Json[])[0]!.quotaId =
      'GenerateRequestsPerDayPerProjectPerModel-FreeTier';
    const { result, project, server: s } = await run([createProject, writeChapter('a.md', 'A.'), daily, daily, daily]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/daily quota is used up/);
    expect(s.turns()).toHaveLength(3);
    expect(result.stdout).toContain(`writer --recover ${project}`);
  });

  it('never prints the API key nor writes it into the project', async () => {
    const { result, project } = await run([createProject, writeChapter('a.md', 'A.'), unavailable, done]);
    expect(result.code).toBe(0);
    expect(result.stdout + result.stderr).not.toContain(KEY);
    const files = readdirSync(project, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const names = files.map((entry) => entry.name);
    expect(names).toContain('session.jsonl');
    for (const entry of files) expect(readFileSync(path.join(entry.parentPath, entry.name), 'utf8')).not.toContain(KEY);
  });
});
