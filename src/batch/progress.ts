import type { ChalkInstance } from 'chalk';
import { isErrorResponse } from '../tools/registry.js';
import type { Reporter, SessionEvent } from '../ui/reporter.js';
import { columnsOf, fitSegments, oneLine, type Segment } from '../ui/terminalLine.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import type { DraftJob } from './plan.js';
import { labelWidth, stateWord } from './report.js';
import type { DraftResult, DraftState } from './runner.js';

export type LiveState = DraftState | 'waiting' | 'running' | 'skipped';

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
}

/** A terminal that does not say its size is taken to be this one. */
const FALLBACK_COLUMNS = 80;
const FALLBACK_ROWS = 24;

/**
 * The batch display: one line per draft. On a terminal the block is redrawn
 * in place a few times a second, every line cut to the terminal's width (a
 * line that wrapped would make the next redraw start too low and leave
 * copies behind), and never taller than the terminal; elsewhere each change
 * is one plain line.
 */
export class BatchProgress {
  private readonly drafts = new Map<string, DraftProgress>();
  /** The columns each line of the last drawing took: how far up the next one starts. */
  private drawn: number[] = [];
  private dirty = true;
  private lastColumns = 0;
  private timer: NodeJS.Timeout | undefined;
  private readonly labelWidth: number;

  constructor(
    jobs: readonly DraftJob[],
    private readonly out: NodeJS.WriteStream,
    private readonly c: ChalkInstance,
    private readonly live: boolean,
    /** --quiet: no progress at all, only the final line. */
    private readonly quiet = false,
  ) {
    this.labelWidth = labelWidth(jobs);
    for (const job of jobs)
      this.drafts.set(job.key, { label: job.label, state: 'waiting', iteration: 0, maxIteration: 0, words: 0 });
  }

  start(): void {
    if (this.live) this.timer = setInterval(() => this.draw(), 250);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.live) this.draw(true);
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

  /**
   * The lines of the block for a terminal of this size: every draft when they
   * fit, else the running ones first and one line counting the rest.
   */
  private block(columns: number, rows: number): string[] {
    const width = Math.max(10, columns - 1);
    const drafts = [...this.drafts.values()];
    const room = Math.max(1, rows - 2);
    let shown = drafts;
    let hidden: DraftProgress[] = [];
    if (drafts.length > room) {
      const running = drafts.filter((d) => d.state === 'running');
      const others = drafts.filter((d) => d.state !== 'running');
      shown = [...running, ...others].slice(0, room - 1);
      const kept = new Set(shown);
      shown = drafts.filter((d) => kept.has(d));
      hidden = drafts.filter((d) => !kept.has(d));
    }
    const lines = shown.map((draft) => fitSegments(this.segments(draft), width));
    if (hidden.length > 0) {
      const counts = new Map<string, number>();
      for (const draft of hidden) {
        const word = liveStateWord(draft.state);
        counts.set(word, (counts.get(word) ?? 0) + 1);
      }
      const parts = [...counts].map(([word, n]) => `${n} ${word}`).join(', ');
      lines.push(fitSegments([{ text: `… ${hidden.length} more: ${parts}`, style: this.c.dim }], width));
    }
    return lines;
  }

  /** Rows the last drawing takes now (a narrower terminal may have wrapped its lines). */
  private drawnRows(columns: number): number {
    return this.drawn.reduce((sum, width) => sum + Math.max(1, Math.ceil(width / columns)), 0);
  }

  /** Move up over the last drawing and clear it (the cursor ends where the block started). */
  private clearBlock(columns: number): string {
    const rows = this.drawnRows(columns);
    this.drawn = [];
    return rows > 0 ? `\u001b[${rows}F\u001b[J` : '\u001b[J';
  }

  private draw(force = false): void {
    const columns = this.out.columns || FALLBACK_COLUMNS;
    const rows = this.out.rows || FALLBACK_ROWS;
    if (!force && !this.dirty && columns === this.lastColumns) return;
    const lines = this.block(columns, rows);
    this.out.write(`${this.clearBlock(columns)}${lines.join('\n')}\n`);
    this.drawn = lines.map((line) => columnsOf(line));
    this.dirty = false;
    this.lastColumns = columns;
  }

  /** A message for the person (Ctrl+C's "Stopping…"): above the live block, which is drawn again below it. */
  message(text: string): void {
    if (!this.live) {
      process.stderr.write(`${text}\n`);
      return;
    }
    const columns = this.out.columns || FALLBACK_COLUMNS;
    this.out.write(`${this.clearBlock(columns)}${text.replace(/^\n+/, '')}\n`);
    this.draw(true);
  }

  private changed(key: string, plainLine: boolean): void {
    this.dirty = true;
    if (!this.live && !this.quiet && plainLine)
      this.out.write(`${this.plainLine(this.drafts.get(key) as DraftProgress)}\n`);
  }

  update(job: DraftJob, change: Partial<DraftProgress>, plainLine = true): void {
    const draft = this.drafts.get(job.key);
    if (!draft) return;
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
    });
  }

  /** The session reporter of one draft: it feeds this display. */
  reporterFor(job: DraftJob): Reporter {
    const update = (change: Partial<DraftProgress>, plain = false) => this.update(job, change, plain);
    return (event: SessionEvent) => {
      if (event.type === 'iteration') {
        const { iteration, maxIteration, tokens } = event;
        update({ iteration, maxIteration, ...(tokens.spend ? { spent: tokens.spend.run } : {}) }, true);
      } else if (event.type === 'tool_result') {
        const result = event.result;
        if (!isErrorResponse(result) && typeof result.work_words === 'number') update({ words: result.work_words });
      } else if (event.type === 'compression') {
        if (event.report.applied) update({ note: 'context compressed' });
      } else if (event.type === 'notice') this.note(job, event.message);
    };
  }
}
