import type { ChalkInstance } from 'chalk';
import type { RunOutcome } from '../agent/loop.js';
import type { Session } from '../agent/session.js';
import { estimateCost, type PriceTable } from '../config/prices.js';
import type { SpendStatus } from '../cost/budget.js';
import { countFindings, describeReview, type ReviewCounts, readReview } from '../craft/review.js';
import type { TokenUsage } from '../model/types.js';
import { addUsage, emptyUsage } from '../model/usage.js';
import { listProjectFiles } from '../project/files.js';
import { countWorkIn, REVIEW_FILE } from '../project/outline.js';
import { plural } from '../ui/plural.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';

/** Everything the end of a run reports, for the console and for --json. Figures are "this run" and "in all". */
export interface RunSummary {
  status: RunOutcome['status'];
  message: string;
  /** Continued an earlier session: "in all" differs from "this run". */
  resumed: boolean;
  iterations: { run: number; total: number };
  seconds: number;
  /** Files written in this run, with their words after the last write. */
  filesWritten: Array<{ path: string; words: number }>;
  /** The whole project folder now, earlier runs' files included. */
  projectFiles: number;
  /** The work's words: its chapters (the one count status, export and batch give too). */
  workWords: number;
  chapters: number;
  /** The plan files (outline, bible, review), apart from the work. */
  planFiles: Array<{ path: string; words: number }>;
  tokens: { run: TokenUsage; total: TokenUsage };
  /** Estimated USD, from the price table; absent for a model without a price. */
  cost?: { run: number; total: number };
  /** This run's spend: USD this run and in all, the run's budget, and the requests billed at a long-prompt rate. */
  spend?: SpendStatus;
  project?: string;
  resumeCommand?: string;
  missing?: string[];
  /** The findings of review.md, when this run wrote it (and the checker findings it left unanswered). */
  review?: ReviewCounts;
  /**
   * A --parallel book: the figures above count every session (main and chapter sessions), and these are the main
   * session's own.
   */
  mainSession?: {
    iterations: { run: number; total: number };
    filesWritten: number;
    tokens: { run: TokenUsage; total: TokenUsage };
    cost?: { run: number; total: number };
  };
}

function sum(usages: readonly TokenUsage[]): TokenUsage {
  const total = emptyUsage();
  for (const usage of usages) addUsage(total, usage);
  return total;
}

/** Costs are estimates: cents to six places, without floating-point noise (0.05539500000000001). */
export function roundCost(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}

/**
 * @param usagesBefore how many of the session's usages came from earlier runs (its length when this run began)
 */
export async function buildRunSummary(
  session: Session,
  outcome: RunOutcome,
  startedAt: number,
  prices: PriceTable,
  usagesBefore = 0,
): Promise<RunSummary> {
  const files = session.project ? await listProjectFiles(session.project.dir, session.wordCache) : [];
  const work = session.project ? await countWorkIn(session.project.dir, files) : { words: 0, chapters: [], plan: [] };
  const thisRun = session.usages.slice(usagesBefore);
  const runCost = estimateCost(thisRun, session.settings.model, prices);
  const totalCost = estimateCost(session.usages, session.settings.model, prices);
  // This run's review only: review.md as an earlier run left it says nothing of this one.
  const read =
    session.project && session.filesWritten.has(REVIEW_FILE) ? await readReview(session.project.dir) : undefined;
  const review = outcome.unanswered ? { ...(read ?? countFindings([])), unanswered: outcome.unanswered } : read;
  return {
    status: outcome.status,
    message: outcome.message,
    resumed: session.resumed,
    iterations: { run: session.iteration - session.startIteration, total: session.iteration },
    seconds: Math.round((Date.now() - startedAt) / 1000),
    filesWritten: [...session.filesWritten].map(([path, words]) => ({ path, words })),
    projectFiles: files.length,
    workWords: work.words,
    chapters: work.chapters.length,
    planFiles: work.plan,
    tokens: { run: sum(thisRun), total: { ...session.usage } },
    ...(runCost !== undefined && totalCost !== undefined
      ? { cost: { run: roundCost(runCost), total: roundCost(totalCost) } }
      : {}),
    ...(runCost !== undefined && outcome.spend ? { spend: outcome.spend } : {}),
    ...(session.project ? { project: session.project.dir } : {}),
    ...(outcome.status !== 'done' && outcome.resumeCommand ? { resumeCommand: outcome.resumeCommand } : {}),
    ...(outcome.missing ? { missing: outcome.missing } : {}),
    ...(review ? { review } : {}),
  };
}

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds}s`;
  const minutes = Math.floor(seconds / 60);
  return minutes < 60 ? `${minutes}m ${seconds % 60}s` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

function tokenLine(t: TokenUsage, cost: number | undefined, budget?: number): string {
  const limit = budget !== undefined ? ` (budget ${usd(budget)})` : '';
  const price = cost !== undefined ? ` · estimated cost ${usd(cost)}${limit}` : ' · no price known for this model';
  return `${formatNumber(t.promptTokens)} prompt (${formatNumber(t.cachedTokens)} cached), ${formatNumber(t.outputTokens)} output, ${formatNumber(t.thoughtTokens)} thinking${price}`;
}

/**
 * The closing block of a run on the console. The first line (the outcome) is
 * separate: a failure goes to stderr, the rest to stdout.
 */
export function formatRunSummary(
  summary: RunSummary,
  c: ChalkInstance,
  /** Each session's own figures (a --parallel book), below the figures of all of them. */
  sessionLines: readonly string[] = [],
): { headline: string; lines: string[] } {
  const headline = summary.status === 'done' ? c.green('Done.') : summary.message;
  const lines: string[] = [];
  for (const gap of summary.missing ?? []) lines.push(c.yellow(`Still missing: ${gap}.`));
  const { run, total } = summary.iterations;
  // Beside the main session's own figures (below the summary), these say they count every session.
  const all = summary.mainSession ? ' (all sessions)' : '';
  lines.push(`Iterations${all}: ${run} in this run, ${total} in all, ${duration(summary.seconds)}`);
  if (summary.project) {
    const written = summary.filesWritten.length;
    lines.push(
      `Files${all}: ${plural(written, 'file')} written in this run; ${plural(summary.projectFiles, 'file')} in all`,
    );
    for (const file of summary.filesWritten) lines.push(`  ${file.path} (${plural(file.words, 'word')})`);
    lines.push(workLine(summary));
  }
  if (summary.resumed) {
    lines.push(`Tokens in this run${all}: ${tokenLine(summary.tokens.run, summary.cost?.run, summary.spend?.budget)}`);
    lines.push(`Tokens in all${all}: ${tokenLine(summary.tokens.total, summary.cost?.total)}`);
  } else {
    lines.push(`Tokens${all}: ${tokenLine(summary.tokens.total, summary.cost?.total, summary.spend?.budget)}`);
  }
  if (summary.review) lines.push(`Review: ${describeReview(summary.review)} (review.md)`);
  const long = summary.spend?.longPrompts;
  if (long && long.requests > 0)
    lines.push(
      `  of which ${usd(long.usd)} from ${plural(long.requests, 'request')} over ${formatNumber(long.above)} prompt tokens, at the higher rate (--compress-at ${Math.floor(long.above / 1000) - 10}k stays under it)`,
    );
  lines.push(...sessionLines);
  if (summary.project) lines.push(`Project: ${summary.project}`);
  if (summary.resumeCommand) lines.push(`Resume with: ${c.bold(summary.resumeCommand)}`);
  return { headline, lines };
}

/** "Work: 31,388 words in 12 chapters (plan apart: outline.md 412, bible.md 900)". */
export function workLine(summary: Pick<RunSummary, 'workWords' | 'chapters' | 'planFiles'>): string {
  const plan = summary.planFiles.map((file) => `${file.path} ${formatNumber(file.words)}`).join(', ');
  return `Work: ${plural(summary.workWords, 'word')} in ${plural(summary.chapters, 'chapter')}${plan ? ` (plan apart: ${plan})` : ''}`;
}

/** --quiet: one line. */
export function finalLine(summary: RunSummary): string {
  const where = summary.project ? ` ${summary.project} (${plural(summary.workWords, 'word')})` : '';
  const unanswered = summary.review?.unanswered;
  if (summary.status === 'done')
    return `Done:${where}${unanswered ? `; ${plural(unanswered, 'checker finding')} not answered (review.md)` : ''}`;
  return `${summary.message}${where}${summary.resumeCommand ? ` Resume with: ${summary.resumeCommand}` : ''}`;
}
