import { DEFAULT_PRICES, type ModelPrice, requestCost } from '../src/config/prices.js';
import type { TokenUsage } from '../src/model/types.js';
import { type BookOptions, bookReply, chapterOfRequest } from '../test/support/bookAuthor.js';
import {
  type GenerateReply,
  type Json,
  modelChunk,
  promptTokensOf,
  type RecordedRequest,
  startGeminiServer,
} from '../test/support/geminiServer.js';
import { cliPath, fmt, log, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/**
 * A novel in minutes: the same scripted 20-chapter, 60,000-word novel
 * written by the one loop and with --parallel 8, against a server that
 * answers like the API does in time (a first token after a pause, then the
 * reply at a steady rate of output tokens) and bills every request (system
 * prompt, tools and contents as prompt tokens; the reply as output). Both
 * modes write every chapter in the same three pieces of 1,000 words and run
 * the review pass; the parallel one also plans seams, proposes and stitches.
 * Time is scaled down (every wait divided by `scale`: 5 in the full run, so
 * the one loop takes about three and a half minutes instead of eighteen; 20
 * in the quick one); the ratio between the modes is what counts, and the
 * fixed costs no parallelism shares (each process start-up, the stitch's
 * continuity check) weigh more the more time is scaled down.
 */

/** ~2 s to first token and ~100 output tokens/s, each wait divided by `scale`. */
function timing(scale: number) {
  return { firstTokenMs: 2_000 / scale, tokensPerSecond: 100 * scale };
}

const tokens = (value: unknown) => Math.ceil(JSON.stringify(value ?? '').length / 4);

interface BookRun {
  ms: number;
  peakMb: number;
  exit: number | null;
  bills: TokenUsage[];
  /** Largest prompt of each chapter session, by chapter number. */
  chapterPrompts: Map<number, number>;
  inFlight: number;
}

async function bookRun(book: BookOptions, args: string[], scale: number): Promise<BookRun> {
  const { firstTokenMs, tokensPerSecond } = timing(scale);
  const bills: TokenUsage[] = [];
  const chapterPrompts = new Map<number, number>();
  const bill = (request: RecordedRequest, reply: GenerateReply): GenerateReply => {
    const chunk = reply.chunks?.[0];
    const parts = (((chunk?.candidates as Json[] | undefined)?.[0]?.content as Json | undefined)?.parts ??
      []) as Json[] satisfies Json[];
    const promptTokens = promptTokensOf(request.body) + tokens(request.body.tools);
    const outputTokens = tokens(parts);
    bills.push({
      promptTokens,
      cachedTokens: 0,
      outputTokens,
      thoughtTokens: 0,
      totalTokens: promptTokens + outputTokens,
    });
    const chapter = chapterOfRequest(request);
    if (chapter !== undefined) chapterPrompts.set(chapter, Math.max(chapterPrompts.get(chapter) ?? 0, promptTokens));
    const usage = {
      promptTokenCount: promptTokens,
      candidatesTokenCount: outputTokens,
      totalTokenCount: promptTokens + outputTokens,
    };
    return {
      chunks: [modelChunk(parts, { finishReason: 'STOP', usage })],
      delayMs: Math.round(firstTokenMs + (outputTokens / tokensPerSecond) * 1000),
    };
  };
  const server = await startGeminiServer({ replies: (request) => bill(request, bookReply(request, book)) });
  const dir = tmp('parallel');
  const run = await runNode(
    [cliPath, '--max-iterations', '500', '--backup-every', '0', ...args, 'Write a novel in twenty chapters'],
    dir,
    { GOOGLE_GEMINI_BASE_URL: server.url },
  );
  const inFlight = server.maxInFlight;
  await server.close();
  return { ms: run.ms, peakMb: run.peakMb, exit: run.code, bills, chapterPrompts, inFlight };
}

const sum = (bills: readonly TokenUsage[], pick: (u: TokenUsage) => number) => bills.reduce((s, u) => s + pick(u), 0);
const spend = (bills: readonly TokenUsage[], price: ModelPrice) => bills.reduce((s, u) => s + requestCost(u, price), 0);

export async function parallelNovel(quick: boolean): Promise<Row[]> {
  const book: BookOptions = quick ? { chapters: 8, pieces: 3, words: 500 } : { chapters: 20, pieces: 3, words: 1_000 };
  const words = book.chapters * book.pieces * (book.words ?? 0);
  const scale = quick ? 20 : 5;
  log(`bench: parallel: one loop, ${book.chapters} chapters…`);
  const one = await bookRun(book, [], scale);
  log('bench: parallel: --parallel 8…');
  const eight = await bookRun(book, ['--parallel', '8'], scale);
  if (one.exit !== 0 || eight.exit !== 0) throw new Error(`parallel novel runs failed: ${one.exit}, ${eight.exit}`);
  const label = `a scripted ${book.chapters}-chapter, ${fmt(words)}-word novel`;
  const rows: Row[] = [];
  const ratio = eight.ms / one.ms;
  rows.push({
    metric: `Wall time of ${label}, --parallel 8 against the one loop (2 s to first token and 100 tokens/s, time ÷ ${scale})`,
    result: `${fmt(eight.ms / 1000, 1)} s vs ${fmt(one.ms / 1000, 1)} s = ${fmt(ratio, 2)}× (${fmt(eight.inFlight)} requests in flight at most)`,
    goal: '≤ 0.25×',
    met: ratio <= 0.25,
    note: 'Why: the plan, the stitch and the review are turns of the main session that no parallelism shortens; the process start-up and the continuity check of the stitch are fixed costs (seconds on a machine as busy as this one); and 20 chapters 8 at a time are 3 rounds of chapter sessions, the last only half full. With real timing (no scaling) the fixed costs weigh five times less.',
  });
  const prompt = (run: BookRun) => sum(run.bills, (u) => u.promptTokens);
  const promptRatio = prompt(eight) / prompt(one);
  rows.push({
    metric: `Prompt tokens of ${label}, --parallel 8 against the one loop`,
    result: `${fmt(prompt(eight))} vs ${fmt(prompt(one))} = ${fmt(promptRatio, 2)}× (${eight.bills.length} vs ${one.bills.length} requests)`,
    goal: '≤ 0.5×',
    met: promptRatio <= 0.5,
  });
  for (const [name, model] of [
    ['Gemini 3 Flash', 'gemini-3-flash-preview'],
    ['Gemini 3.1 Pro', 'gemini-3.1-pro-preview'],
  ] as const) {
    const price = DEFAULT_PRICES[model] as ModelPrice;
    const [a, b] = [spend(eight.bills, price), spend(one.bills, price)];
    rows.push({
      metric: `Spend of ${label} at ${name} prices, --parallel 8 against the one loop`,
      result: `$${a.toFixed(2)} vs $${b.toFixed(2)} = ${fmt(a / b, 2)}×`,
      goal: '≤ 0.5×',
      met: a / b <= 0.5,
    });
  }
  const second = eight.chapterPrompts.get(2) ?? 0;
  const last = eight.chapterPrompts.get(book.chapters) ?? 0;
  rows.push({
    metric: 'Largest prompt of a chapter session, chapter 2 against the last chapter',
    result: `${fmt(second)} vs ${fmt(last)} tokens (all chapters: ${fmt(Math.min(...eight.chapterPrompts.values()))}–${fmt(Math.max(...eight.chapterPrompts.values()))})`,
    goal: 'flat (the last within the previous chapter’s ending, ~600 tokens, of the second)',
    met: last <= second + 600,
  });
  rows.push({
    metric: 'Peak memory (RSS) of one process with 8 chapter sessions in flight, to the end of the book',
    result: `${fmt(eight.peakMb)} MB (the one loop: ${fmt(one.peakMb)} MB)`,
    goal: '≤ 300 MB',
    met: eight.peakMb <= 300,
  });
  return rows;
}
