import type { SessionState } from '../agent/loop.js';
import { errorMessage } from '../util/errors.js';
import { runPool } from '../util/pool.js';
import { type ChapterDeps, type ChapterJob, type ChapterResult, runChapter } from './chapterSession.js';
import type { ChapterPlan } from './plan.js';

/**
 * Draft every chapter of the plan, at most `concurrency` chapter sessions at
 * once (the rest wait their turn, in reading order). A chapter that fails
 * does not stop the others; an interrupt stops them all (each saves itself)
 * and leaves the rest unstarted; a spent budget starts no new one.
 */

export interface DraftDeps extends ChapterDeps {
  concurrency: number;
  /** A chapter changed state: waiting → running → how it ended. */
  onState?(file: string, state: SessionState | 'running', result?: ChapterResult): void;
}

export function chapterJobs(chapters: readonly ChapterPlan[]): ChapterJob[] {
  return chapters.map((chapter, i) => ({
    chapter,
    previous: chapters[i - 1],
    next: chapters[i + 1],
    number: i + 1,
    of: chapters.length,
  }));
}

function unrun(job: ChapterJob, deps: DraftDeps, status: SessionState, message: string): ChapterResult {
  return {
    file: job.chapter.file,
    ...(job.chapter.budget ? { budget: job.chapter.budget } : {}),
    status,
    message,
    skipped: false,
    resumed: false,
    words: 0,
    iterations: 0,
    runIterations: 0,
    filesWritten: [],
    usages: { run: [], total: [] },
    model: deps.settings.model,
    proposals: [],
  };
}

export async function draftChapters(jobs: readonly ChapterJob[], deps: DraftDeps): Promise<ChapterResult[]> {
  return runPool(jobs, deps.concurrency, (job) => draftOne(job, deps));
}

/** One chapter session, or why it did not start; a failure is its result, never thrown. */
async function draftOne(job: ChapterJob, deps: DraftDeps): Promise<ChapterResult> {
  const file = job.chapter.file;
  if (deps.signal.aborted) return unrun(job, deps, 'not started', 'not started: interrupted');
  if (deps.account?.exhausted) {
    const result = unrun(job, deps, 'not started (budget)', 'not started: the budget is spent');
    deps.onState?.(file, 'not started (budget)', result);
    return result;
  }
  let result: ChapterResult;
  try {
    deps.onState?.(file, 'running');
    result = await runChapter(job, deps);
  } catch (error) {
    result = unrun(job, deps, 'failed', errorMessage(error));
  }
  deps.onState?.(file, result.status, result);
  return result;
}
