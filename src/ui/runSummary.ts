import type { ChalkInstance } from 'chalk';
import type { RunOutcome } from '../agent/loop.js';
import type { Session } from '../agent/session.js';
import { estimateCost, type PriceTable } from '../config/prices.js';
import type { SpendStatus } from '../cost/budget.js';
import { describeReview, type ReviewCounts, readReview } from '../craft/review.js';
import type { TokenUsage } from '../model/types.js';
import { listProjectFiles, totalWords } from '../project/files.js';
import { formatNumber } from '../util/words.js';

/** Everything the end of a run reports, for the console and for --json. */
export interface RunSummary {
  status: RunOutcome['status'];
  message: string;
  iterations: { run: number; total: number };
  seconds: number;
  /** Files written in this run, with their words after the last write. */
  filesWritten: Array<{ path: string; words: number }>;
  projectFiles: number;
  projectWords: number;
  tokens: TokenUsage;
  /** Estimated USD, from the price table; undefined for a model without a price. */
  cost?: number;
  /** This run's spend: USD this run and in all, the run's budget, and the requests billed at a long-prompt rate. */
  spend?: SpendStatus;
  project?: string;
  resumeCommand?: string;
  missing?: string[];
  /** The findings of the project's review.md, when it has one. */
  review?: ReviewCounts;
}

export async function buildRunSummary(
  session: Session,
  outcome: RunOutcome,
  startedAt: number,
  prices: PriceTable,
): Promise<RunSummary> {
  const files = session.project ? await listProjectFiles(session.project.dir, session.wordCache) : [];
  const cost = estimateCost(session.usages, session.settings.model, prices);
  const review = session.project ? await readReview(session.project.dir) : undefined;
  return {
    status: outcome.status,
    message: outcome.message,
    iterations: { run: session.iteration - session.startIteration, total: session.iteration },
    seconds: Math.round((Date.now() - startedAt) / 1000),
    filesWritten: [...session.filesWritten].map(([path, words]) => ({ path, words })),
    projectFiles: files.length,
    projectWords: totalWords(files),
    tokens: { ...session.usage },
    ...(cost !== undefined ? { cost } : {}),
    ...(cost !== undefined && outcome.spend ? { spend: outcome.spend } : {}),
    ...(session.project ? { project: session.project.dir } : {}),
    ...(outcome.status !== 'done' && outcome.resumeCommand ? { resumeCommand: outcome.resumeCommand } : {}),
    ...(outcome.missing ? { missing: outcome.missing } : {}),
    ...(review ? { review } : {}),
  };
}

export function formatCost(usd: number): string {
  return usd < 0.01 ? `$${usd.toFixed(4)}` : `$${usd.toFixed(2)}`;
}

/** "$0.42", or "$0.42 this run / $1.30 in all" after earlier runs, with the run's budget beside it. */
function costLabel(total: number, spend: SpendStatus | undefined): string {
  const budget = spend?.budget !== undefined ? ` (budget ${formatCost(spend.budget)})` : '';
  if (!spend || total - spend.run < 0.00005) return `${formatCost(total)}${budget}`;
  return `${formatCost(spend.run)} this run${budget} / ${formatCost(total)} in all`;
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes}m ${seconds % 60}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** The closing block of a run on the console. */
export function formatRunSummary(summary: RunSummary, c: ChalkInstance): string[] {
  const lines: string[] = [''];
  lines.push(summary.status === 'done' ? c.green('Done.') : c.red(summary.message));
  for (const gap of summary.missing ?? []) lines.push(c.yellow(`Still missing: ${gap}.`));
  lines.push(
    `Iterations: ${summary.iterations.run} in this run (${summary.iterations.total} in all), ${duration(summary.seconds)}`,
  );
  if (summary.project) {
    lines.push(`Files: ${summary.projectFiles}, ${formatNumber(summary.projectWords)} words`);
    for (const file of summary.filesWritten) lines.push(`  ${file.path} (${formatNumber(file.words)} words)`);
  }
  if (summary.review) lines.push(`Review: ${describeReview(summary.review)} (review.md)`);
  const t = summary.tokens;
  const cost =
    summary.cost !== undefined
      ? ` · estimated cost ${costLabel(summary.cost, summary.spend)}`
      : ' · no price known for this model';
  lines.push(
    `Tokens: ${formatNumber(t.promptTokens)} prompt (${formatNumber(t.cachedTokens)} cached), ${formatNumber(t.outputTokens)} output, ${formatNumber(t.thoughtTokens)} thinking${cost}`,
  );
  const long = summary.spend?.longPrompts;
  if (long && long.requests > 0)
    lines.push(
      `  of which ${formatCost(long.usd)} from ${long.requests} request${long.requests > 1 ? 's' : ''} over ${formatNumber(long.above)} prompt tokens, at the higher rate (--compress-at ${Math.floor(long.above / 1000) - 10}k stays under it)`,
    );
  if (summary.project) lines.push(`Project: ${summary.project}`);
  if (summary.resumeCommand) lines.push(`Resume with: ${c.bold(summary.resumeCommand)}`);
  return lines;
}

/** --quiet: one line. */
export function finalLine(summary: RunSummary): string {
  const where = summary.project ? ` ${summary.project} (${formatNumber(summary.projectWords)} words)` : '';
  if (summary.status === 'done') return `Done:${where}`;
  return `${summary.message}${where}${summary.resumeCommand ? ` Resume with: ${summary.resumeCommand}` : ''}`;
}
