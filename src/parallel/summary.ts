import { type PriceTable, priceFor, requestCost } from '../config/prices.js';
import type { TokenUsage } from '../model/types.js';
import { addUsage, emptyUsage } from '../model/usage.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import { type ChapterResult, chapterGaps, chapterWords } from './chapterSession.js';
import { plannedChapterRecords } from './chapterState.js';

/**
 * The chapter sessions in the run summary: per chapter and in all, this run
 * and every run, read from their journals (so a recovered run counts what
 * the killed one spent too).
 */

export interface ChapterSummary {
  file: string;
  /** How its session stands: done, incomplete, unfinished, not started, or how this run's session ended. */
  state: string;
  words: number;
  budget?: number;
  iterations: number;
  tokens: { run: TokenUsage; total: TokenUsage };
  cost?: { run: number; total: number };
}

export interface ChaptersSummary {
  chapters: ChapterSummary[];
  /** Iterations of every chapter session: this run, and in all. */
  iterations: { run: number; total: number };
  /** Files the chapter sessions wrote in this run, with their words after the last write. */
  filesWritten: Array<{ path: string; words: number }>;
  tokens: { run: TokenUsage; total: TokenUsage };
  cost?: { run: number; total: number };
  /** Chapters still short of their budget (far below it), when the run ended. */
  short: string[];
}

function sum(usages: readonly TokenUsage[]): TokenUsage {
  const total = emptyUsage();
  for (const usage of usages) addUsage(total, usage);
  return total;
}

const round = (usd: number) => Math.round(usd * 1e6) / 1e6;

/** A chapter session's spend, this run's and in all; undefined when its model has no price (then the whole has none). */
function chapterCost(
  run: readonly TokenUsage[],
  total: readonly TokenUsage[],
  model: string,
  prices: PriceTable,
): { run: number; total: number } | undefined {
  const price = priceFor(model, prices);
  if (!price) return undefined;
  const cost = (usages: readonly TokenUsage[]) => usages.reduce((sum, usage) => sum + requestCost(usage, price), 0);
  return { run: cost(run), total: cost(total) };
}

export async function summarizeChapters(
  projectDir: string,
  results: readonly ChapterResult[],
  prices: PriceTable,
  model: string,
): Promise<ChaptersSummary | undefined> {
  const planned = await plannedChapterRecords(projectDir);
  if (!planned) return undefined;
  const byFile = new Map(results.map((result) => [result.file, result]));
  const chapters: ChapterSummary[] = [];
  const run: TokenUsage[] = [];
  const total: TokenUsage[] = [];
  let cost: { run: number; total: number } | undefined = { run: 0, total: 0 };
  const short: string[] = [];
  const iterations = { run: 0, total: 0 };
  const filesWritten: Array<{ path: string; words: number }> = [];
  for (const { chapter, record } of planned) {
    const result = byFile.get(chapter.file);
    iterations.run += result?.runIterations ?? 0;
    iterations.total += record.iteration;
    filesWritten.push(...(result?.filesWritten ?? []));
    const runUsages = result?.usages.run ?? [];
    const spent = chapterCost(runUsages, record.usages, record.model ?? model, prices);
    cost = spent && cost && { run: cost.run + spent.run, total: cost.total + spent.total };
    run.push(...runUsages);
    total.push(...record.usages);
    const words = await chapterWords(projectDir, chapter.file);
    if (record.state !== 'not started' && chapterGaps(chapter.file, words, chapter.budget).length > 0)
      short.push(chapter.file);
    chapters.push({
      file: chapter.file,
      // This run's end where the chapter ran; a chapter finished earlier ended as its journal says (its result says the same).
      state: result?.status ?? record.state,
      words,
      ...(chapter.budget ? { budget: chapter.budget } : {}),
      iterations: record.iteration,
      tokens: { run: sum(runUsages), total: sum(record.usages) },
      ...(spent ? { cost: { run: round(spent.run), total: round(spent.total) } } : {}),
    });
  }
  return {
    chapters,
    iterations,
    filesWritten,
    tokens: { run: sum(run), total: sum(total) },
    ...(cost ? { cost: { run: round(cost.run), total: round(cost.total) } } : {}),
    short,
  };
}

/** The console lines of the chapter sessions, below the run summary. */
export function formatChapters(summary: ChaptersSummary): string[] {
  const width = Math.max(...summary.chapters.map((chapter) => chapter.file.length));
  const money = (cost: { total: number } | undefined) => (cost ? ` · ${usd(cost.total)}` : '');
  const lines = [
    `Chapter sessions: ${formatNumber(summary.tokens.total.promptTokens)} prompt, ${formatNumber(summary.tokens.total.outputTokens)} output tokens${money(summary.cost)}`,
  ];
  for (const chapter of summary.chapters) {
    const budget = chapter.budget ? ` of ${formatNumber(chapter.budget)}` : '';
    lines.push(
      `  ${chapter.file.padEnd(width)}  ${chapter.state.padEnd(11)} ${formatNumber(chapter.words)}${budget} words · ${formatNumber(chapter.tokens.total.promptTokens)} prompt tokens${money(chapter.cost)}`,
    );
  }
  return lines;
}
