import path from 'node:path';
import { DEFAULT_PRICES, implicitCacheMinimum, type ModelPrice, requestCost } from '../src/config/prices.js';
import { isLongPrompt } from '../src/cost/budget.js';
import {
  DEFAULT_SUMMARY,
  functionCallPart,
  type GenerateReply,
  type Json,
  modelChunk,
  type RecordedRequest,
  startGeminiServer,
} from '../test/support/geminiServer.js';
import { type Bill, billOf, cachedShare, cachedUsage, ImplicitCache } from './lib/implicitCache.js';
import { baselinePath, cliPath, fmt, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/**
 * What a novel costs: a scripted 30-chapter, 90,000-word novel (create the
 * project, write the outline, then for each chapter read the one before it
 * for continuity and write the next, 3,000 words), run by writer with the
 * default threshold and with --compress-at 190k, and by the baseline loop,
 * against the local server. The server bills every request as the API does
 * (system prompt, tools and contents; the reply's length as output), and the
 * spend is priced at Gemini 3 Flash and Gemini 3.1 Pro list prices, with
 * implicit caching billed as the API does (bench/lib/implicitCache.ts).
 * Summary calls are requests too and are billed alike.
 */

const WORDS_PER_CHAPTER = 3_000;

function chapterText(n: number): string {
  const sentence = `In chapter ${n} the keeper climbed the tower again and counted the ships that passed the rock. `;
  const words = sentence.split(' ').length - 1;
  const paragraph = sentence.repeat(Math.ceil(100 / words));
  return Array.from({ length: Math.ceil(WORDS_PER_CHAPTER / (paragraph.split(' ').length - 1)) }, () => paragraph).join(
    '\n\n',
  );
}

const chapterFile = (n: number) => `chapter_${String(n).padStart(2, '0')}.md`;

/** The agent's turns, in order: project, outline, then read the previous chapter and write the next. */
function novelTurns(chapters: number): Json[][] {
  const outline = Array.from(
    { length: chapters },
    (_, i) => `- \`${chapterFile(i + 1)}\` — Part ${i + 1} — ${fmt(WORDS_PER_CHAPTER)} words`,
  );
  const turns: Json[][] = [
    [functionCallPart('create_project', { project_name: 'Cost Novel' })],
    [
      functionCallPart('write_file', {
        filename: 'outline.md',
        content: `# The Keeper\n\n${outline.join('\n')}\n`,
        mode: 'create',
      }),
    ],
  ];
  for (let n = 1; n <= chapters; n++) {
    if (n > 1) turns.push([functionCallPart('read_file', { filename: chapterFile(n - 1) })]);
    turns.push([functionCallPart('write_file', { filename: chapterFile(n), content: chapterText(n), mode: 'create' })]);
  }
  turns.push([{ text: 'The novel is finished.' }]);
  return turns;
}

/** The model the runs use (writer's default): the cache minimum the server reports cached tokens by. */
const RUN_MODEL = 'gemini-3-flash-preview';

/** A server-side bill: each request's usage as the API would report it, kept in order. */
function billing() {
  const bills: Bill[] = [];
  const cache = new ImplicitCache();
  const bill = (request: RecordedRequest, parts: Json[]): GenerateReply => {
    const billed = billOf(cache, request.body, parts);
    const { promptTokens, outputTokens } = billed.usage;
    bills.push(billed);
    const cached = cachedUsage(billed, RUN_MODEL).cachedTokens;
    const usage = {
      promptTokenCount: promptTokens,
      ...(cached > 0 ? { cachedContentTokenCount: cached } : {}),
      candidatesTokenCount: outputTokens,
      totalTokenCount: promptTokens + outputTokens,
    };
    return { chunks: [modelChunk(parts, { finishReason: 'STOP', usage })] };
  };
  return { bills, bill };
}

interface NovelRun {
  bills: Bill[];
  summaries: number;
  largestPrompt: number;
  exit: number | null;
}

async function novelRun(chapters: number, args: string[] | 'baseline'): Promise<NovelRun> {
  const turns = novelTurns(chapters);
  const { bills, bill } = billing();
  let summaries = 0;
  const server = await startGeminiServer({
    // Turns by index: after a compression the history no longer tells how far the script is.
    replies: (request, index) => bill(request, turns[index] ?? [{ text: 'The novel is finished.' }]),
    summarize: (request) => {
      summaries++;
      // A summary of a novel in progress: the structured sections, about 1,500 tokens.
      return bill(request, [
        { text: `${DEFAULT_SUMMARY}\n${'The keeper and the ships, chapter by chapter. '.repeat(130)}` },
      ]);
    },
  });
  const dir = tmp('cost');
  const run =
    args === 'baseline'
      ? await runNode([baselinePath, path.join(dir, 'output'), '500', 'Write a novel'], dir, {
          GOOGLE_GEMINI_BASE_URL: server.url,
        })
      : // No review pass: the baseline has none, and the comparison is of the same work.
        await runNode(
          [cliPath, '--max-iterations', '500', '--backup-every', '0', '--no-review', ...args, 'Write a novel'],
          dir,
          {
            GOOGLE_GEMINI_BASE_URL: server.url,
          },
        );
  await server.close();
  return { bills, summaries, largestPrompt: Math.max(...bills.map((b) => b.usage.promptTokens)), exit: run.code };
}

/** The spend at a model's price, implicit caching billed from the model's minimum on. */
function spend(bills: readonly Bill[], model: string, price: ModelPrice): { usd: number; longUsd: number } {
  let usd = 0;
  let longUsd = 0;
  for (const bill of bills) {
    const usage = cachedUsage(bill, model);
    const cost = requestCost(usage, price);
    usd += cost;
    if (isLongPrompt(usage, price)) longUsd += cost;
  }
  return { usd, longUsd };
}

const dollars = (n: number) => `$${n.toFixed(2)}`;

export async function novelCost(quick: boolean): Promise<Row[]> {
  const chapters = quick ? 10 : 30;
  const runs = {
    default: await novelRun(chapters, []),
    tier: await novelRun(chapters, ['--compress-at', '190k']),
    baseline: await novelRun(chapters, 'baseline'),
  };
  if (runs.default.exit !== 0 || runs.tier.exit !== 0 || runs.baseline.exit !== 0)
    throw new Error(`novel runs failed: ${runs.default.exit}, ${runs.tier.exit}, ${runs.baseline.exit}`);
  const rows: Row[] = [];
  const words = fmt(chapters * WORDS_PER_CHAPTER);
  for (const [name, model] of [
    ['Gemini 3 Flash', 'gemini-3-flash-preview'],
    ['Gemini 3.1 Pro', 'gemini-3.1-pro-preview'],
  ] as const) {
    const price = DEFAULT_PRICES[model] as ModelPrice;
    const [ours, tier, base] = [runs.default, runs.tier, runs.baseline].map((r) => spend(r.bills, model, price)) as [
      ReturnType<typeof spend>,
      ReturnType<typeof spend>,
      ReturnType<typeof spend>,
    ];
    const long = (s: ReturnType<typeof spend>) => (s.longUsd > 0 ? `, ${dollars(s.longUsd)} of it above 200k` : '');
    const share = (r: NovelRun) => {
      const { cached, prompt } = cachedShare(r.bills, model);
      return `${fmt((100 * cached) / Math.max(1, prompt), 1)}% cached`;
    };
    rows.push({
      metric: `Spend of a scripted ${chapters}-chapter, ${words}-word novel at ${name} prices, implicit caching billed (minimum ${fmt(implicitCacheMinimum(model))} tokens)`,
      result:
        `default threshold ${dollars(ours.usd)}${long(ours)} (${runs.default.bills.length} requests, ${share(runs.default)}, ${runs.default.summaries} summary calls, largest prompt ${fmt(runs.default.largestPrompt)}); ` +
        `--compress-at 190k ${dollars(tier.usd)}${long(tier)} (${runs.tier.bills.length} requests, ${share(runs.tier)}, ${runs.tier.summaries} summary calls, largest prompt ${fmt(runs.tier.largestPrompt)}); ` +
        `baseline ${dollars(base.usd)}${long(base)} (${runs.baseline.bills.length} requests, ${share(runs.baseline)}, largest prompt ${fmt(runs.baseline.largestPrompt)})`,
      goal: '190k below the baseline',
      met: tier.usd < base.usd,
      note: 'Why: the summary calls and the re-read chapters after a compression cost more than the shorter prompts saved on this script.',
    });
  }
  return rows;
}
