import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import { fixtureJson } from '../support/fixtures.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  type Json,
  promptOf,
  type RecordedRequest,
  startGeminiServer,
  turnOf,
  turnReply,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

const storyOf = (prompt: string) => `A story written for: ${prompt}`;

/** Each draft writes story.md with its own text, then finishes. */
function draftReplies(
  override?: (request: RecordedRequest, prompt: string, turn: number) => GenerateReply | undefined,
) {
  return (request: RecordedRequest): GenerateReply => {
    const prompt = promptOf(request);
    const turn = turnOf(request);
    const custom = override?.(request, prompt, turn);
    if (custom) return custom;
    return turn === 0
      ? turnReply([functionCallPart('write_file', { filename: 'story.md', content: storyOf(prompt), mode: 'create' })])
      : turnReply([{ text: 'Done.' }]);
  };
}

function batchFile(dir: string, drafts: string[], extra = ''): string {
  const file = path.join(dir, 'drafts.yaml');
  writeFileSync(file, `${extra}drafts:\n${drafts.map((d) => `  - prompt: "${d}"\n`).join('')}`);
  return file;
}

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const PROMPTS = [
  'Write about a fox',
  'Write about a heron',
  'Write about an eel',
  'Write about a moth',
  'Write about a crab',
];
/** The stories written under the output folder (drafts that wrote none are left out). */
const stories = (output: string) =>
  readdirSync(output, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(path.join(output, e.name, 'story.md')))
    .map((e) => readFileSync(path.join(output, e.name, 'story.md'), 'utf8'))
    .sort();

describe('writer batch end to end', () => {
  it('writes five drafts at concurrency 3, each into its own folder, with at most three requests in flight', async () => {
    server = await startGeminiServer({ replies: draftReplies(), latencyMs: 150 });
    const cwd = tempDir();
    const result = await runInProcess(['batch', batchFile(cwd, PROMPTS), '--concurrency', '3'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const output = path.join(cwd, 'output');
    expect(stories(output)).toEqual(PROMPTS.map(storyOf).sort());
    // Sessions overlapped (three at a time), never more than three.
    expect(server.maxInFlight).toBe(3);
    const reports = readdirSync(output).filter((f) => /^batch-\d{8}_\d{6}(_\d+)?\.(json|md)$/.test(f));
    expect(reports).toHaveLength(2);
    const report = JSON.parse(readFileSync(path.join(output, reports.find((f) => f.endsWith('.json'))!), 'utf8'));
    expect(report.allDone).toBe(true);
    expect(report.drafts.map((d: { state: string }) => d.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(report.drafts[0]).toMatchObject({ label: 'fox', files: 1, words: 8 }); // "A story written for: Write about a fox"
    expect(readFileSync(path.join(output, reports.find((f) => f.endsWith('.md'))!), 'utf8')).toContain(
      '| fox | done |',
    );
  });

  it('a 429 in one draft holds every draft back for the retry delay', async () => {
    const body = structuredClone(
      fixtureJson<{ error: { details: Json[] } }>('vercelai_429_RESOURCE_EXHAUSTED_retryInfo.json'),
    );
    for (const detail of body.error.details) if (detail.retryDelay) detail.retryDelay = '1s';
    let limited = false;
    const CHAPTERS = 8;
    server = await startGeminiServer({
      latencyMs: 50,
      // Each draft writes several chapters, so the others are still busy when the first is refused.
      replies: (request) => {
        const prompt = promptOf(request);
        const turn = turnOf(request);
        if (prompt === PROMPTS[0] && turn === 1 && !limited) {
          limited = true;
          return { status: 429, error: body };
        }
        return turn < CHAPTERS
          ? turnReply([
              functionCallPart('write_file', {
                filename: `chapter_${turn}.md`,
                content: `Chapter ${turn}.`,
                mode: 'create',
              }),
            ])
          : turnReply([{ text: 'Done.' }]);
      },
    });
    const cwd = tempDir();
    const result = await runInProcess(['batch', batchFile(cwd, PROMPTS.slice(0, 3)), '--retry-delay', '10ms'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(0);
    const turns = server.turns();
    const refused = turns.find((r) => promptOf(r) === PROMPTS[0] && turnOf(r) === 1)!;
    // No draft started a request during the second after the 429 was answered (a margin on each side
    // for requests already on their way when the gate closed, and for a loaded machine).
    const answeredAt = refused.at + 50;
    const during = turns.filter((r) => r.at > answeredAt + 250 && r.at < answeredAt + 900);
    expect(during).toEqual([]);
    // ...while the other drafts did have work left after it.
    expect(turns.filter((r) => promptOf(r) !== PROMPTS[0] && r.at > answeredAt + 900).length).toBeGreaterThan(0);
    for (const folder of readdirSync(path.join(cwd, 'output')).filter((f) => !f.startsWith('batch-'))) {
      expect(readdirSync(path.join(cwd, 'output', folder)).filter((f) => f.startsWith('chapter_'))).toHaveLength(
        CHAPTERS,
      );
    }
  });

  it('a failed draft does not stop the others; a second run resumes only what is unfinished', async () => {
    let fail = true;
    server = await startGeminiServer({
      replies: draftReplies((_request, prompt) =>
        prompt === PROMPTS[1] && fail
          ? {
              status: 400,
              error: {
                error: { code: 400, message: 'Request contains an invalid argument.', status: 'INVALID_ARGUMENT' },
              },
            }
          : undefined,
      ),
    });
    const cwd = tempDir();
    const file = batchFile(cwd, PROMPTS.slice(0, 3));
    const first = await runInProcess(['batch', file], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(first.code).toBe(1);
    expect(first.stdout).toMatch(/heron\s+failed/);
    expect(first.stdout).toMatch(/Run "writer batch .*drafts\.yaml" again/);
    expect(stories(path.join(cwd, 'output')).length).toBe(2);

    fail = false;
    const before = server.turns().length;
    const second = await runInProcess(['batch', file], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(second.code).toBe(0);
    const again = server.turns().slice(before);
    expect(new Set(again.map(promptOf))).toEqual(new Set([PROMPTS[1]]));
    expect(second.stdout).toMatch(/fox\s+done \(earlier run\)/);
    expect(second.stdout).toMatch(/heron\s+done \(resumed\)/);
    expect(stories(path.join(cwd, 'output'))).toEqual(PROMPTS.slice(0, 3).map(storyOf).sort());
  });

  it('reports bad YAML with its line, and --dry-run lists what would run without a request', async () => {
    server = await startGeminiServer({ replies: draftReplies() });
    const cwd = tempDir();
    const bad = path.join(cwd, 'bad.yaml');
    writeFileSync(bad, 'drafts:\n  - prompt: "ok"\n  - prompt: "unterminated\n');
    const result = await runInProcess(['batch', bad], { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/bad\.yaml:4: not valid YAML/);

    const dry = await runInProcess(
      ['batch', batchFile(cwd, PROMPTS.slice(0, 2), 'defaults:\n  max_iterations: 40\n'), '--dry-run'],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain('2 drafts');
    expect(dry.stdout).toMatch(/fox\s+gemini-3-flash-preview · 40 iterations/);
    expect(server.requests).toHaveLength(0);
  });
});
