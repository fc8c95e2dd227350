import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../support/cli.js';
import {
  functionCallPart,
  type GeminiServer,
  type GenerateReply,
  type Json,
  modelChunk,
  type RecordedRequest,
  startGeminiServer,
} from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/** A turn billed 1,000 prompt and 8,192 output tokens: $0.025076 at Gemini 3 Flash prices. */
const billed = (parts: Json[]): GenerateReply => ({
  chunks: [
    modelChunk(parts, {
      finishReason: 'STOP',
      usage: { promptTokenCount: 1_000, candidatesTokenCount: 8_192, totalTokenCount: 9_192 },
    }),
  ],
});
const replies = [
  billed([functionCallPart('create_project', { project_name: 'Gull Rock' })]),
  ...[1, 2, 3, 4].map((i) =>
    billed([functionCallPart('write_file', { filename: `chapter_${i}.md`, content: `Chapter ${i}.`, mode: 'create' })]),
  ),
  billed([{ text: 'Done.' }]),
];

let servers: GeminiServer[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});

/** A turn billed 1,000 prompt and 25,000 output tokens ($0.0755), three times the estimate a first request is priced at. */
const long = (parts: Json[]): GenerateReply => ({
  delayMs: 50,
  chunks: [
    modelChunk(parts, {
      finishReason: 'STOP',
      usage: { promptTokenCount: 1_000, candidatesTokenCount: 25_000, totalTokenCount: 26_000 },
    }),
  ],
});

describe('writer --budget', () => {
  it('stops before the request that would pass it: exit 3, context saved, resume command, spend on every iteration line', async () => {
    const server = await startGeminiServer({ replies });
    servers.push(server);
    const cwd = tempDir();
    const result = await runInProcess(['--budget', '0.06', 'Write a novella'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(3);
    expect(server.turns()).toHaveLength(2);
    expect(result.stdout).toMatch(/Iteration 2\/300 tokens [\d,]+ \/ [\d,]+ \([\d.]+%\) · \$0\.03 of \$0\.06/);
    expect(result.stdout).toContain('Stopped at the budget: $0.0502 spent of $0.0600');
    const project = path.join(cwd, 'output', 'Gull_Rock');
    expect(result.stdout).toContain(`Resume with: writer --recover ${project}`);
    expect(readdirSync(project).some((f) => f.startsWith('.context_summary_'))).toBe(true);
  });

  it('writer status prints the resume command the run printed, with the options it repeats', async () => {
    const server = await startGeminiServer({ replies });
    servers.push(server);
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    const run = ['--budget', '0.06', '-o', 'drafts', '--model', 'gemini-3-flash-preview', 'Write a novella'];
    const result = await runInProcess(run, { cwd, env });
    expect(result.code).toBe(3);
    const printed = /^Resume with: (.+)$/m.exec(result.stdout)?.[1];
    expect(printed).toContain('--budget 0.06');
    const status = await runInProcess(['status', path.join(cwd, 'drafts', 'Gull_Rock')], { cwd, env });
    expect(status.stdout).toContain(`\nResume: ${printed}\n`);
    // Moved since, the folder is not where that command points: status names where it is now.
    renameSync(path.join(cwd, 'drafts', 'Gull_Rock'), path.join(cwd, 'Moved'));
    const moved = await runInProcess(['status', path.join(cwd, 'Moved')], { cwd, env });
    expect(moved.stdout).toContain(`\nResume: writer --recover ${path.join(cwd, 'Moved')}\n`);
  });

  it('--json events carry the spend, and a resumed run gets a budget of its own (WRITER_BUDGET)', async () => {
    const server = await startGeminiServer({ replies });
    servers.push(server);
    const cwd = tempDir();
    const env = { GOOGLE_GEMINI_BASE_URL: server.url };
    await runInProcess(['--budget', '0.06', 'Write a novella'], { cwd, env });
    const project = path.join(cwd, 'output', 'Gull_Rock');
    const resumed = await runInProcess(['--json', '--recover', project], {
      cwd,
      env: { ...env, WRITER_BUDGET: '0.03' },
    });
    expect(resumed.code).toBe(3);
    const events = resumed.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Json);
    const iteration = events.find((e) => e.type === 'iteration');
    expect(iteration).toMatchObject({ cost_run: 0, budget: 0.03 });
    expect(iteration?.cost_total).toBeCloseTo(2 * 0.025076, 6);
    const done = events.find((e) => e.type === 'done') as Json;
    expect(done.status).toBe('budget');
    expect((done.spend as Json).run).toBeCloseTo(0.025076, 6);
    expect((done.spend as Json).total).toBeCloseTo(3 * 0.025076, 6);
  });

  it("writer batch --budget is one total for every draft; a draft's budget caps it; the rest are not started", async () => {
    // Each draft: write its story, then finish; every turn billed $0.025076.
    const draftTurn = (request: RecordedRequest) =>
      ((request.body.contents as Json[] | undefined) ?? []).some((c) => c.role === 'model')
        ? billed([{ text: 'Done.' }])
        : billed([functionCallPart('write_file', { filename: 'story.md', content: 'Once a ferry.', mode: 'create' })]);
    const server = await startGeminiServer({ replies: draftTurn });
    servers.push(server);
    const cwd = tempDir();
    const file = path.join(cwd, 'drafts.yaml');
    writeFileSync(
      file,
      'drafts:\n  - prompt: "Write story one"\n    name: one\n    budget: 0.03\n  - prompt: "Write story two"\n    name: two\n  - prompt: "Write story three"\n    name: three\n',
    );
    // The batch's total as a flag after the subcommand, as its --help lists it.
    const result = await runInProcess(['batch', file, '--concurrency', '1', '--budget', '0.09', '-o', 'drafts'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(3);
    expect(result.stdout).toMatch(/one\s+stopped at the budget/);
    expect(result.stdout).toMatch(/two\s+done/);
    expect(result.stdout).toMatch(/three\s+not started \(budget\)/);
    expect(result.stdout).toContain("Spent: $0.08 of the batch's budget of $0.09");
    const report = readdirSync(path.join(cwd, 'drafts')).find((f) => f.endsWith('.json'))!;
    const drafts = (JSON.parse(readFileSync(path.join(cwd, 'drafts', report), 'utf8')) as { drafts: Json[] }).drafts;
    expect(drafts.map((d) => d.state)).toEqual(['budget', 'done', 'not started (budget)']);
  });

  it('five drafts at once with replies far above the estimate never pass the batch budget; each request carries its cap', async () => {
    const draftTurn = (request: RecordedRequest) =>
      ((request.body.contents as Json[] | undefined) ?? []).some((c) => c.role === 'model')
        ? long([{ text: 'Done.' }])
        : long([functionCallPart('write_file', { filename: 'story.md', content: 'Once a ferry.', mode: 'create' })]);
    const server = await startGeminiServer({ replies: draftTurn });
    servers.push(server);
    const cwd = tempDir();
    const file = path.join(cwd, 'drafts.yaml');
    writeFileSync(
      file,
      `drafts:\n${[1, 2, 3, 4, 5].map((n) => `  - prompt: "Write story ${n}"\n    name: s${n}\n`).join('')}`,
    );
    const result = await runInProcess(['batch', file, '--concurrency', '5', '--budget', '0.10', '-o', 'drafts'], {
      cwd,
      env: { GOOGLE_GEMINI_BASE_URL: server.url },
    });
    expect(result.code).toBe(3);
    expect(server.rejected).toEqual([]);
    // What the server billed, request by request, from the usage it sent back.
    const caps = server.turns().map((r) => (r.body.generationConfig as Json | undefined)?.maxOutputTokens);
    expect(caps.length).toBeGreaterThan(0);
    for (const cap of caps) expect(cap).toEqual(expect.any(Number));
    const billedUsd = server
      .turns()
      .reduce(
        (sum, r) =>
          sum + (1_000 * 0.5 + Math.min(25_000, Number((r.body.generationConfig as Json).maxOutputTokens)) * 3) / 1e6,
        0,
      );
    expect(billedUsd).toBeLessThanOrEqual(0.1);
    const spent = /Spent: \$(\d+\.\d+) of the batch's budget of \$0\.10/.exec(result.stdout);
    expect(Number(spent?.[1])).toBeLessThanOrEqual(0.1);
    // A draft that never started says what its first request needed and what was left.
    expect(result.stdout).toMatch(/not started \(budget\)/);
    expect(result.stdout).toMatch(/\$0\.\d+ left, and the next request would need about \$0\.\d+\./);
  });
});
