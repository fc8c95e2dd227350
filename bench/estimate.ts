import { DEFAULT_PRICES, type ModelPrice, requestCost } from '../src/config/prices.js';
import type { TokenUsage } from '../src/model/types.js';
import { type BookOptions, bookReply } from '../test/support/bookAuthor.js';
import {
  type Json,
  modelChunk,
  promptTokensOf,
  type RecordedRequest,
  startGeminiServer,
} from '../test/support/geminiServer.js';
import { cliPath, fmt, log, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/**
 * The estimate before the money against the money: the same scripted
 * 20-chapter, 60,000-word novel (three pieces of 1,000 words a chapter, the
 * review pass; with --parallel 8 also the seams, proposals and the stitch),
 * estimated by `writer --dry-run` with the run's own options, then run
 * against a server that bills every request as the API does (system prompt,
 * tools and contents as prompt tokens; the reply as output), priced at
 * Gemini 3 Flash. The goal: within a factor of 1.5 either way.
 */

const MODEL = 'gemini-3-flash-preview';
const tokens = (value: unknown) => Math.ceil(JSON.stringify(value ?? '').length / 4);

async function spendOf(
  book: BookOptions,
  args: string[],
): Promise<{ usd: number; requests: number; exit: number | null }> {
  const bills: TokenUsage[] = [];
  const bill = (request: RecordedRequest) => {
    const reply = bookReply(request, book);
    const parts = (((reply.chunks?.[0]?.candidates as Json[] | undefined)?.[0]?.content as Json | undefined)?.parts ??
      []) as Json[];
    const promptTokens = promptTokensOf(request.body) + tokens(request.body.tools);
    const outputTokens = tokens(parts);
    bills.push({
      promptTokens,
      cachedTokens: 0,
      outputTokens,
      thoughtTokens: 0,
      totalTokens: promptTokens + outputTokens,
    });
    const usage = {
      promptTokenCount: promptTokens,
      candidatesTokenCount: outputTokens,
      totalTokenCount: promptTokens + outputTokens,
    };
    return { chunks: [modelChunk(parts, { finishReason: 'STOP', usage })] };
  };
  const server = await startGeminiServer({ replies: (request) => bill(request) });
  const dir = tmp('estimate');
  const run = await runNode([cliPath, '--max-iterations', '500', ...args, 'Write a novel in twenty chapters'], dir, {
    GOOGLE_GEMINI_BASE_URL: server.url,
    GEMINI_API_KEY: 'bench-key',
  });
  await server.close();
  const price = DEFAULT_PRICES[MODEL] as ModelPrice;
  return {
    usd: bills.reduce((sum, usage) => sum + requestCost(usage, price), 0),
    requests: bills.length,
    exit: run.code,
  };
}

async function estimateOf(args: string[]): Promise<{ usd: number; requests: string }> {
  const dir = tmp('estimate-dry');
  const run = await runNode([cliPath, '--dry-run', ...args, 'Write a novel in twenty chapters'], dir, {});
  const usd = /Estimate: about \$([\d,.]+)/.exec(run.stdout)?.[1];
  const requests = /in ([\d,–]+) requests/.exec(run.stdout)?.[1];
  if (usd === undefined || run.code !== 0) throw new Error(`writer --dry-run gave no estimate: ${run.stdout}`);
  return { usd: Number(usd.replace(/,/g, '')), requests: requests ?? '?' };
}

export async function estimateAccuracy(quick: boolean): Promise<Row[]> {
  const book: BookOptions = quick
    ? { chapters: 8, pieces: 3, words: 1_000 }
    : { chapters: 20, pieces: 3, words: 1_000 };
  const words = book.chapters * book.pieces * (book.words ?? 0);
  const rows: Row[] = [];
  for (const parallel of [1, 8]) {
    const args = ['-m', MODEL, '--words', String(words), ...(parallel > 1 ? ['--parallel', String(parallel)] : [])];
    log(`bench: estimate: ${parallel > 1 ? `--parallel ${parallel}` : 'one loop'}…`);
    const estimate = await estimateOf(args);
    const spent = await spendOf(book, args);
    if (spent.exit !== 0) throw new Error(`the scripted novel run failed (exit ${spent.exit})`);
    const ratio = estimate.usd / spent.usd;
    rows.push({
      metric: `Estimate (writer --dry-run) against the spend of a scripted ${book.chapters}-chapter, ${fmt(words)}-word novel, ${parallel > 1 ? `--parallel ${parallel}` : 'one loop'}, at Gemini 3 Flash prices`,
      result: `$${estimate.usd.toFixed(2)} estimated vs $${spent.usd.toFixed(2)} spent = ${fmt(ratio, 2)}× (${estimate.requests} requests estimated, ${spent.requests} made)`,
      goal: 'within 1.5× either way',
      met: ratio >= 1 / 1.5 && ratio <= 1.5,
    });
  }
  return rows;
}
