import { estimateCost, type PriceTable } from '../config/prices.js';
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
  let runCost: number | undefined = 0;
  let totalCost: number | undefined = 0;
  const short: string[] = [];
  const iterations = { run: 0, total: 0 };
  const filesWritten: Array<{ path: string; words: number }> = [];
  for (const { chapter, record } of planned) {
    const result = byFile.get(chapter.file);
    iterations.run += result?.runIterations ?? 0;
    iterations.total += record.iteration;
    filesWritten.push(...(result?.filesWritten ?? []));
    const runUsages = result?.usages.run ?? [];
    const chapterModel = record.model ?? model;
    const costRun = estimateCost(runUsages, chapterModel, prices);
    const costTotal = estimateCost(record.usages, chapterModel, prices);
    runCost = costRun === undefined || runCost === undefined ? undefined : runCost + costRun;
    totalCost = costTotal === undefined || totalCost === undefined ? undefined : totalCost + costTotal;
    run.push(...runUsages);
    total.push(...record.usages);
    const words = await chapterWords(projectDir, chapter.file);
    if (record.state !== 'not started' && chapterGaps(chapter.file, words, chapter.budget).length > 0)
      short.push(chapter.file);
    chapters.push({
      file: chapter.file,
      state: result && !result.skipped ? result.status : record.state,
      words,
      ...(chapter.budget ? { budget: chapter.budget } : {}),
      iterations: record.iteration,
      tokens: { run: sum(runUsages), total: sum(record.usages) },
      ...(costRun !== undefined && costTotal !== undefined
        ? { cost: { run: round(costRun), total: round(costTotal) } }
        : {}),
    });
  }
  return {
    chapters,
    iterations,
    filesWritten,
    tokens: { run: sum(run), total: sum(total) },
    ...(runCost !== undefined && totalCost !== undefined
      ? { cost: { run: round(runCost), total: round(totalCost) } }
      : {}),
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
