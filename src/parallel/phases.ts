import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Ending } from '../agent/loop.js';
import type { Session } from '../agent/session.js';
import type { ActiveProject } from '../project/active.js';
import { BIBLE_FILE, OUTLINE_FILE } from '../project/outline.js';
import type { Reporter } from '../ui/reporter.js';
import { readTextIfExists } from '../util/files.js';
import { type ChapterResult, chapterWords } from './chapterSession.js';
import { chapterJobs, type DraftDeps, draftChapters } from './draft.js';
import { type ChapterPlan, parallelPlan } from './plan.js';
import { STITCH_MARKER, stitchNote } from './stitch.js';

/**
 * The phases of a book drafted in parallel, driven from the main session's
 * loop (its interlude): plan (the main session, until outline.md and
 * bible.md exist), draft (chapter sessions, at most N at once), stitch (the
 * main session again, with a note giving the seams and the proposals), then
 * the review pass as in any run. What phase a book is in is read from disk
 * and journals, so a recovery at any moment picks up where it stopped.
 */

/** Marks the note that sends a book whose outline cannot be drafted in parallel back to the one loop. */
export const SEQUENTIAL_MARKER = '[SEQUENTIAL]';

export interface PhaseEvents {
  /** Drafting begins: the chapters, in reading order, and the words each already holds on disk (a resume). */
  drafting?(chapters: readonly ChapterPlan[], wordsOnDisk: ReadonlyMap<string, number>): void;
  /** Drafting is over (every chapter finished, or the run stops). */
  drafted?(results: readonly ChapterResult[]): void;
}

export interface ParallelOptions extends PhaseEvents {
  /** The chapter sessions' shared machinery, for the main session's project. */
  draftDeps(project: ActiveProject, signal: AbortSignal): Promise<DraftDeps>;
  /** The main session's reporter (the one-line notices). */
  reporter: Reporter;
  /** writer draft: chapters already written, kept as they are (no chapter session). */
  skip?: ReadonlySet<string>;
  /** writer draft: a new drafting phase, whatever stitch an earlier run of the project made. */
  fresh?: boolean;
}

const STOP_ORDER = ['interrupted', 'failed', 'budget', 'not started (budget)', 'max-iterations'] as const;

/** Why the run stops when some chapter did not finish; undefined when every chapter is in. */
export function draftStop(results: readonly ChapterResult[]): Ending | undefined {
  for (const status of STOP_ORDER) {
    const stopped = results.filter((result) => result.status === status);
    if (stopped.length === 0) continue;
    const names = stopped.map((result) => result.file).join(', ');
    const first = stopped[0] as ChapterResult;
    switch (status) {
      case 'interrupted':
        return { status: 'interrupted', message: 'Interrupted.' };
      case 'failed':
        return { status: 'failed', message: `Chapter session ${first.file} failed: ${first.message}` };
      case 'budget':
      case 'not started (budget)':
        return {
          status: 'budget',
          message: first.status === 'budget' ? first.message : `Stopped at the budget before drafting ${names}.`,
        };
      case 'max-iterations':
        return {
          status: 'max-iterations',
          message: `Stopped: ${names} reached the chapter iteration cap (--chapter-max-iterations) before its end.`,
        };
    }
  }
  const unstarted = results.filter((result) => result.status === 'not started');
  if (unstarted.length > 0) return { status: 'interrupted', message: 'Interrupted.' };
  return undefined;
}

function startsWithMarker(session: Session, from = 0): boolean {
  return session.history
    .slice(from)
    .some((content) =>
      (content.parts ?? []).some(
        (part) => part.text?.startsWith(STITCH_MARKER) || part.text?.startsWith(SEQUENTIAL_MARKER),
      ),
    );
}

/** Whether the journal holds the stitch (or fallback) note, even where a compression took it out of the history. */
async function journalHasMarker(session: Session): Promise<boolean> {
  const file = session.journal.path;
  if (!file) return false;
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  return text.includes(`"text":"${STITCH_MARKER}`) || text.includes(`"text":"${SEQUENTIAL_MARKER}`);
}

export class ParallelBook {
  /** Every chapter session's result in this run (finished ones from their journals), in reading order. */
  results: ChapterResult[] = [];
  private settled = false;
  private checkedJournal = false;
  /** With `fresh`: where this run's part of the history begins. */
  private freshFrom: number | undefined;

  constructor(private readonly options: ParallelOptions) {}

  /** The main loop's interlude: drafts the chapters once the plan is written and the stitch not begun. */
  readonly interlude = async (session: Session, signal: AbortSignal): Promise<'ran' | Ending | undefined> => {
    const project = session.project;
    if (this.settled || !project) return undefined;
    if (this.options.fresh) {
      // Only this run's own stitch counts: the markers of the history before it are an earlier draft's.
      this.checkedJournal = true;
      this.freshFrom ??= session.history.length;
    }
    if (startsWithMarker(session, this.freshFrom ?? 0)) {
      this.settled = true;
      return undefined;
    }
    if (!this.checkedJournal) {
      this.checkedJournal = true;
      if (await journalHasMarker(session)) {
        this.settled = true;
        return undefined;
      }
    }
    const [outline, bible] = await Promise.all([
      readTextIfExists(path.join(project.dir, OUTLINE_FILE)).catch(() => undefined),
      readTextIfExists(path.join(project.dir, BIBLE_FILE)).catch(() => undefined),
    ]);
    if (!outline?.trim() || !bible?.trim()) return undefined;
    const plan = parallelPlan(outline);
    if ('problem' in plan) {
      this.settled = true;
      this.options.reporter({
        type: 'notice',
        message: `${plan.problem}: writing the chapters one after another instead of in parallel.`,
      });
      session.appendMessage({
        role: 'user',
        parts: [
          {
            text: `${SEQUENTIAL_MARKER} [writer] ${plan.problem}, so the chapters cannot be drafted in parallel. Write them yourself, one after another, as the outline names them.`,
          },
        ],
      });
      return 'ran';
    }
    // writer draft: the chapters written already are kept (their neighbours still see them at the seams).
    const skip = this.options.skip ?? new Set<string>();
    const jobs = chapterJobs(plan.chapters).filter((job) => !skip.has(job.chapter.file));
    const onDisk = new Map<string, number>();
    for (const chapter of plan.chapters) onDisk.set(chapter.file, await chapterWords(project.dir, chapter.file));
    this.options.drafting?.(
      jobs.map((job) => job.chapter),
      onDisk,
    );
    try {
      this.results = await draftChapters(jobs, await this.options.draftDeps(project, signal));
    } finally {
      // Whatever ends the drafting (a throw too), the display that began with it ends with it.
      this.options.drafted?.(this.results);
    }
    const results = this.results;
    if (signal.aborted) return { status: 'interrupted', message: 'Interrupted.' };
    const stop = draftStop(results);
    if (stop) return stop;
    this.settled = true;
    session.appendMessage({ role: 'user', parts: [{ text: await stitchNote(project.dir, plan.chapters, results) }] });
    return 'ran';
  };
}
