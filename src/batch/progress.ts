import type { ChalkInstance } from 'chalk';
import type { SessionState } from '../agent/loop.js';
import { isErrorResponse } from '../tools/registry.js';
import { LiveBlock } from '../ui/liveBlock.js';
import type { Reporter, SessionEvent } from '../ui/reporter.js';
import { fitSegments, oneLine, type Segment } from '../ui/terminalLine.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import type { DraftJob } from './plan.js';
import { labelWidth, stateWord } from './report.js';
import type { DraftResult } from './runner.js';

export type LiveState = SessionState | 'waiting' | 'running' | 'skipped';

/** What the live display calls a state: the final report's words ("stopped at the cap"), plus its own. */
export function liveStateWord(state: LiveState): string {
  if (state === 'skipped') return 'done (earlier run)';
  return stateWord(state);
}

/** The widest state word, so the columns after it line up. */
const STATE_WIDTH = Math.max(
  ...(
    [
      'waiting',
      'running',
      'skipped',
      'done',
      'incomplete',
      'failed',
      'max-iterations',
      'budget',
      'interrupted',
      'not started',
      'not started (budget)',
    ] as const
  ).map((state) => liveStateWord(state).length),
);

export interface DraftProgress {
  label: string;
  state: LiveState;
  iteration: number;
  maxIteration: number;
  words: number;
  note?: string;
  /** USD this draft has spent in this run, as of its last iteration. */
  spent?: number;
  /** When its current request (or its start) began: the seconds a running line shows. */
  since?: number;
}

/**
 * The batch display: one line per draft. On a terminal the block is redrawn
 * in place a few times a second (through LiveBlock: cut to the width, never
 * taller than the terminal, a spinner and the seconds on each running
 * draft), and left on the screen at the end; elsewhere each change is one
 * plain line.
 */
export class BatchProgress {
  private readonly drafts = new Map<string, DraftProgress>();
  private readonly labelWidth: number;
  private readonly block: LiveBlock;

  constructor(
    jobs: readonly DraftJob[],
    private readonly out: NodeJS.WriteStream,
    private readonly c: ChalkInstance,
    private readonly live: boolean,
    /** --quiet: no progress at all, only the final line. */
    private readonly quiet = false,
    private readonly now: () => number = Date.now,
  ) {
    this.labelWidth = labelWidth(jobs);
    for (const job of jobs)
      this.drafts.set(job.key, { label: job.label, state: 'waiting', iteration: 0, maxIteration: 0, words: 0 });
    this.block = new LiveBlock(
      out,
      () => ({
        header: [],
        rows: [...this.drafts.values()].map((draft) => ({
          segments: this.segments(draft),
          kind: liveStateWord(draft.state),
          ...(draft.state === 'running' && draft.since !== undefined ? { since: draft.since } : {}),
        })),
      }),
      c.dim,
      now,
    );
  }

  start(): void {
    if (this.live) this.block.start();
  }

  stop(): void {
    if (this.live) this.block.stop(true);
  }

  private stateStyle(state: LiveState): (text: string) => string {
    if (state === 'done' || state === 'skipped') return this.c.green;
    if (state === 'running') return this.c.cyan;
    if (state === 'waiting' || state === 'not started') return this.c.dim;
    return this.c.red;
  }

  /** A draft's line as segments: label, state, iteration, words, spend, the latest note. */
  private segments(draft: DraftProgress, compact = true): Segment[] {
    // "iter" on a terminal, where columns are few; the whole word in a log.
    const word = compact ? 'iter' : 'iteration';
    const iteration = draft.maxIteration > 0 ? `${word} ${draft.iteration}/${draft.maxIteration}` : '';
    const spent = draft.spent !== undefined ? `  ${usd(draft.spent)}` : '';
    const note = draft.note ? oneLine(draft.note) : '';
    return [
      { text: `${draft.label.padEnd(this.labelWidth)} ` },
      { text: liveStateWord(draft.state).padEnd(STATE_WIDTH), style: this.stateStyle(draft.state) },
      { text: ` ${iteration.padEnd(13)} ${formatNumber(draft.words).padStart(7)} words${spent}` },
      ...(note ? [{ text: `  ${note}`, style: this.c.dim }] : []),
    ];
  }

  /** One plain line (logs, pipes): whole, but on one line. */
  private plainLine(draft: DraftProgress): string {
    return fitSegments(this.segments(draft, false), Number.POSITIVE_INFINITY);
  }

  /** A message for the person (Ctrl+C's "Stopping…"): above the live block, which is drawn again below it. */
  message(text: string): void {
    if (!this.live) {
      process.stderr.write(`${text}\n`);
      return;
    }
    this.block.above(text);
  }

  private changed(key: string, plainLine: boolean): void {
    this.block.changed();
    if (!this.live && !this.quiet && plainLine)
      this.out.write(`${this.plainLine(this.drafts.get(key) as DraftProgress)}\n`);
  }

  update(job: DraftJob, change: Partial<DraftProgress>, plainLine = true): void {
    const draft = this.drafts.get(job.key);
    if (!draft) return;
    if (change.state === 'running' && draft.state !== 'running') draft.since = this.now();
    Object.assign(draft, change);
    this.changed(job.key, plainLine);
  }

  /** A short note on a draft's line (a retry, a notice), replaced by the next. */
  note(job: DraftJob, text: string): void {
    this.update(job, { note: oneLine(text) }, false);
  }

  stateChanged(job: DraftJob, state: LiveState, result?: DraftResult): void {
    this.update(job, {
      state,
      ...(result ? { words: result.words, note: result.state === 'done' ? '' : oneLine(result.message) } : {}),
      // The spend after the draft's last request, as the report gives it (the iteration lines showed it before each).
      ...(result?.cost !== undefined ? { spent: result.cost } : {}),
    });
  }

  /** The session reporter of one draft: it feeds this display. */
  reporterFor(job: DraftJob): Reporter {
    const update = (change: Partial<DraftProgress>, plain = false) => this.update(job, change, plain);
    return (event: SessionEvent) => {
      if (event.type === 'iteration') {
        const { iteration, maxIteration, tokens } = event;
        // Each request's seconds count from its start: a long reply shows it is still coming.
        update(
          { iteration, maxIteration, since: this.now(), ...(tokens.spend ? { spent: tokens.spend.run } : {}) },
          true,
        );
      } else if (event.type === 'tool_result') {
        const result = event.result;
        if (!isErrorResponse(result) && typeof result.work_words === 'number') update({ words: result.work_words });
      } else if (event.type === 'compression') {
        if (event.report.applied) update({ note: 'context compressed' });
      } else if (event.type === 'notice') this.note(job, event.message);
    };
  }
}
