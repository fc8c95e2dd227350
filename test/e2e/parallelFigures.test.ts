import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PRICES, requestCost } from '../../src/config/prices.js';
import type { TokenUsage } from '../../src/model/types.js';
import { usd } from '../../src/util/money.js';
import { formatNumber } from '../../src/util/words.js';
import { type BookOptions, bookReply, chapterOfRequest } from '../support/bookAuthor.js';
import { tempDir } from '../support/cli.js';
import { type GeminiServer, type RecordedRequest, startGeminiServer } from '../support/geminiServer.js';
import { runInProcess } from '../support/inProcess.js';

/**
 * Every figure a --parallel run shows counts every session: what the test
 * server billed to the main session and to each chapter session, together.
 */

const BOOK: BookOptions = { chapters: 3, pieces: 2, words: 40 };
const MODEL = 'gemini-2.5-flash';

let server: GeminiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function usageOf(request: RecordedRequest): TokenUsage {
  const billed = request.billed ?? {};
  const promptTokens = Number(billed.promptTokenCount ?? 0);
  const outputTokens = Number(billed.candidatesTokenCount ?? 0);
  return {
    promptTokens,
    cachedTokens: Number(billed.cachedContentTokenCount ?? 0),
    outputTokens,
    thoughtTokens: Number(billed.thoughtsTokenCount ?? 0),
    totalTokens: Number(billed.totalTokenCount ?? 0),
  };
}

/** What the server billed for these requests: tokens and USD at the model's price. */
function billed(requests: readonly RecordedRequest[]) {
  const price = DEFAULT_PRICES[MODEL];
  if (!price) throw new Error('no price');
  let prompt = 0;
  let output = 0;
  let cost = 0;
  for (const request of requests.filter((r) => r.billed)) {
    const usage = usageOf(request);
    prompt += usage.promptTokens;
    output += usage.outputTokens + usage.thoughtTokens;
    cost += requestCost(usage, price);
  }
  return { prompt, output, cost };
}

const book = (options: BookOptions = BOOK) =>
  startGeminiServer({
    replies: (request) => ({ ...bookReply(request, options), ...(chapterOfRequest(request) ? { delayMs: 20 } : {}) }),
  });

describe('--parallel: the figures shown are every session’s', () => {
  it('summary: the Tokens line, its cost, the Iterations and Files lines count the main session and every chapter session', async () => {
    server = await book();
    const cwd = tempDir();
    const result = await runInProcess(
      ['Write a novel in three parts', '--parallel', '3', '--budget', '5', '-o', 'figures', '--model', MODEL],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const all = billed(server.requests);
    const chapters = billed(server.requests.filter((r) => chapterOfRequest(r) !== undefined));
    // The chapter sessions spent a real share: a figure of the main session alone would be visibly short.
    expect(chapters.cost).toBeGreaterThan(all.cost / 3);
    expect(result.stdout).toContain(
      `Tokens (all sessions): ${formatNumber(all.prompt)} prompt (0 cached), ${formatNumber(all.output)} output, 0 thinking · estimated cost ${usd(all.cost)} (budget $5.00)`,
    );
    const turns = server.turns();
    expect(result.stdout).toMatch(new RegExp(`^Iterations \\(all sessions\\): ${turns.length} in this run,`, 'm'));
    // outline, bible, three chapters, review.
    expect(result.stdout).toMatch(/^Files \(all sessions\): 6 files written in this run;/m);
    for (const file of ['chapter_01.md', 'chapter_02.md', 'chapter_03.md', 'outline.md', 'review.md'])
      expect(result.stdout).toMatch(new RegExp(`^  ${file.replace('.', '\\.')} \\(\\d+ words\\)$`, 'm'));
    // The main session's own figures stand beside them, said to be its own.
    const mainTurns = turns.filter((r) => chapterOfRequest(r) === undefined).length;
    expect(result.stdout).toMatch(new RegExp(`^Main session: ${mainTurns} iterations in this run · `, 'm'));

    // The live line of the main session's last turn: everything billed before that request, chapter sessions too.
    const last = turns.at(-1) as RecordedRequest;
    const before = billed(server.requests.slice(0, server.requests.indexOf(last)));
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('Iteration '));
    expect(lines.at(-1)).toContain(`· ${usd(before.cost)} of $5.00 (all sessions)`);
  });

  it('--json: the done event’s cost, spend, tokens, iterations and files_written are every session’s', async () => {
    server = await book();
    const cwd = tempDir();
    const result = await runInProcess(
      ['Write a novel in three parts', '--parallel', '2', '--json', '-o', 'figures-json', '--model', MODEL],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).toBe(0);
    const done = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((event) => event.type === 'done') as {
      cost: { run: number; total: number };
      spend: { run: number; total: number };
      tokens: { total: { prompt_tokens: number; output_tokens: number } };
      iterations: { run: number; total: number };
      files_written: Array<{ path: string }>;
      main_session: { cost: { total: number }; iterations: { run: number } };
    };
    const all = billed(server.requests);
    expect(done.cost.total).toBeCloseTo(all.cost, 5);
    expect(done.cost.run).toBeCloseTo(all.cost, 5);
    expect(done.spend.run).toBeCloseTo(all.cost, 9);
    expect(done.tokens.total.prompt_tokens).toBe(all.prompt);
    expect(done.tokens.total.output_tokens).toBe(all.output);
    expect(done.iterations.run).toBe(server.turns().length);
    expect(done.files_written.map((file) => file.path).sort()).toEqual(
      ['bible.md', 'chapter_01.md', 'chapter_02.md', 'chapter_03.md', 'outline.md', 'review.md'].sort(),
    );
    const main = billed(server.requests.filter((r) => chapterOfRequest(r) === undefined));
    expect(done.main_session.cost.total).toBeCloseTo(main.cost, 5);
  });

  it('the budget stop counts every session, and its figures add up: spent + left = the budget', async () => {
    server = await book({ chapters: 4, pieces: 4, words: 60 });
    const cwd = tempDir();
    const result = await runInProcess(
      ['Write a novel in four parts', '--parallel', '4', '--budget', '0.03', '-o', 'figures-stop', '--model', MODEL],
      { cwd, env: { GOOGLE_GEMINI_BASE_URL: server.url } },
    );
    expect(result.code).toBe(3);
    const stop =
      /^Stopped at the budget: \$([\d.]+) spent(?: \(and \$([\d.]+) held[^)]*\))? of \$([\d.]+), \$([\d.]+) left/m.exec(
        result.stdout,
      );
    expect(stop).not.toBeNull();
    const [spent = 0, held = 0, limit = 0, left = 0] = [stop?.[1], stop?.[2] ?? '0', stop?.[3], stop?.[4]].map(Number);
    expect(limit).toBe(0.03);
    expect(spent).toBeGreaterThan(0);
    expect(Math.round((spent + held + left) * 100)).toBe(Math.round(limit * 100));
    // What was spent is what every session was billed (rounded up to the cent shown).
    expect(spent).toBe(Math.ceil(billed(server.requests).cost * 100 - 1e-9) / 100);
  });
});
