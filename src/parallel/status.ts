import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { estimateCost, type PriceTable } from '../config/prices.js';
import type { LockOwner } from '../project/lock.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import { chapterWords } from './chapterSession.js';
import { type ChapterRecord, chapterJournalFile, plannedChapterRecords } from './chapterState.js';
import type { ChapterPlan } from './plan.js';

/**
 * `writer status` of a book drafted in parallel: each chapter session's
 * state from its own journal (done, ended short, stopped and how, not
 * started), its iterations and spend.
 */

/**
 * A chapter session's state in words. One whose last run has no end is running when a live writer process
 * holds the book's lock and began that run (its start is not older than the lock); with no live holder it
 * was killed; a live holder that has not reached it yet will resume it.
 */
export function describeChapterSession(record: ChapterRecord, writing?: LockOwner): string {
  if (record.state === 'unfinished') {
    if (record.lastStatus) return `stopped (${record.lastStatus}), resumes from its journal`;
    if (!writing) return 'killed: resumes from its journal';
    const ranByHolder = record.lastStart !== undefined && record.lastStart >= writing.startedAt;
    return ranByHolder
      ? `running (process ${writing.pid})`
      : `killed in an earlier run: process ${writing.pid} resumes it from its journal`;
  }
  if (record.state === 'incomplete') return 'ended short of its budget';
  return record.state;
}

/** The chapter sessions of a book drafted in parallel, each with its journal's record; undefined when it had none. */
async function chapterSessions(
  projectDir: string,
): Promise<Array<{ chapter: ChapterPlan; record: ChapterRecord }> | undefined> {
  const hasChapters = await readdir(path.join(projectDir, '.writer', 'chapters')).then(
    (names) => names.length > 0,
    () => false,
  );
  return hasChapters ? plannedChapterRecords(projectDir) : undefined;
}

const costOf = (record: ChapterRecord, prices: PriceTable) =>
  record.model ? estimateCost(record.usages, record.model, prices) : undefined;

/** What a book's chapter sessions spent, from their journals (their requests are not in the main journal). */
export interface ChapterSpend {
  usd: number;
  requests: number;
}

function spendOf(sessions: ReadonlyArray<{ record: ChapterRecord }>, prices: PriceTable): ChapterSpend {
  let spent = 0;
  let requests = 0;
  for (const { record } of sessions) {
    spent += costOf(record, prices) ?? 0;
    requests += record.usages.length;
  }
  return { usd: spent, requests };
}

export async function chapterSessionsSpend(projectDir: string, prices: PriceTable): Promise<ChapterSpend | undefined> {
  const sessions = await chapterSessions(projectDir);
  return sessions && spendOf(sessions, prices);
}

/** One chapter session as `writer status` and the studio's board show it. */
export interface ChapterSessionRow {
  file: string;
  budget?: number;
  state: ChapterRecord['state'];
  /** The state in words: "done", "stopped (budget), resumes from its journal"… */
  described: string;
  words: number;
  iteration: number;
  /** USD, when the price of its model is known. */
  usd?: number;
  requests: number;
  /** When its journal last changed (ms since the epoch): its last event; absent when it has none. */
  lastEventMs?: number;
}

/** The chapter sessions of a book drafted in parallel, one row each, and what they spent (their journals read once). */
export async function chapterSessionRows(
  projectDir: string,
  prices: PriceTable,
  /** The live process that holds the book's lock now, if any. */
  writing?: LockOwner,
): Promise<{ rows: ChapterSessionRow[]; spend: ChapterSpend } | undefined> {
  const sessions = await chapterSessions(projectDir);
  if (!sessions) return undefined;
  const rows: ChapterSessionRow[] = [];
  for (const { chapter, record } of sessions) {
    const cost = costOf(record, prices);
    const changed = await stat(chapterJournalFile(projectDir, chapter.file)).catch(() => undefined);
    rows.push({
      file: chapter.file,
      ...(chapter.budget ? { budget: chapter.budget } : {}),
      state: record.state,
      described: describeChapterSession(record, writing),
      words: await chapterWords(projectDir, chapter.file),
      iteration: record.iteration,
      ...(cost !== undefined ? { usd: cost } : {}),
      requests: record.usages.length,
      ...(changed ? { lastEventMs: changed.mtimeMs } : {}),
    });
  }
  return { rows, spend: spendOf(sessions, prices) };
}

/** The lines `writer status` shows under the project, and what the chapter sessions spent (their journals read once). */
export async function chapterSessionsStatus(
  projectDir: string,
  prices: PriceTable,
  /** The live process that holds the book's lock now, if any. */
  writing?: LockOwner,
): Promise<{ lines: string[]; spend?: ChapterSpend }> {
  const sessions = await chapterSessionRows(projectDir, prices, writing);
  if (!sessions) return { lines: [] };
  const width = Math.max(...sessions.rows.map((row) => row.file.length));
  const lines = ['', 'Chapter sessions (--parallel):'];
  for (const row of sessions.rows) {
    const budget = row.budget ? ` of ${formatNumber(row.budget)}` : '';
    const detail =
      row.state === 'not started'
        ? ''
        : ` · ${formatNumber(row.words)}${budget} words · iteration ${row.iteration}${row.usd !== undefined ? ` · ${usd(row.usd)}` : ''}`;
    lines.push(`  ${row.file.padEnd(width)}  ${row.described}${detail}`);
  }
  lines.push(`  Spent by chapter sessions: ${usd(sessions.spend.usd)}`);
  return { lines, spend: sessions.spend };
}
