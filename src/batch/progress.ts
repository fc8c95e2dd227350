import type { ChalkInstance } from 'chalk';
import { usd } from '../cost/budget.js';
import { isErrorResponse, type ToolResponse } from '../tools/registry.js';
import type { Reporter, TokenStatus } from '../ui/reporter.js';
import { formatNumber } from '../util/words.js';
import type { DraftJob } from './plan.js';
import { labelWidth } from './report.js';
import type { DraftResult, DraftState } from './runner.js';

/** The longest state word ("not started (budget)"), so the columns after it line up. */
const STATE_WIDTH = 20;

export interface DraftProgress {
  label: string;
  state: DraftState | 'waiting' | 'running' | 'skipped';
  iteration: number;
  maxIteration: number;
  words: number;
  note?: string;
  /** USD this draft has spent in this run, as of its last iteration. */
  spent?: number;
}

/**
 * The batch display: one line per draft. On a terminal the block is redrawn
 * in place a few times a second; elsewhere each change is one plain line.
 */
export class BatchProgress {
  private readonly drafts = new Map<string, DraftProgress>();
  private drawnLines = 0;
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
    if (this.live) this.draw();
  }

  private line(draft: DraftProgress): string {
    // Padded before coloring: escape codes would count as width and break the columns.
    const text = draft.state.padEnd(STATE_WIDTH);
    const state = ['done', 'skipped'].includes(draft.state)
      ? this.c.green(text)
      : ['failed', 'interrupted', 'incomplete', 'max-iterations'].includes(draft.state)
        ? this.c.red(text)
        : draft.state === 'running'
          ? this.c.cyan(text)
          : this.c.dim(text);
    const iteration = draft.maxIteration > 0 ? `iteration ${draft.iteration}/${draft.maxIteration}` : '';
    const spent = draft.spent !== undefined ? `  ${usd(draft.spent)}` : '';
    return `${draft.label.padEnd(this.labelWidth)} ${state} ${iteration.padEnd(18)} ${formatNumber(draft.words).padStart(7)} words${spent}${draft.note ? `  ${this.c.dim(draft.note)}` : ''}`;
  }

  private draw(): void {
    const lines = [...this.drafts.values()].map((draft) => this.line(draft));
    const up = this.drawnLines > 0 ? `\u001b[${this.drawnLines}F` : '';
    this.out.write(`${up}${lines.map((line) => `\u001b[2K${line}`).join('\n')}\n`);
    this.drawnLines = lines.length;
  }

  private changed(key: string, plainLine: boolean): void {
    if (!this.live && !this.quiet && plainLine) this.out.write(`${this.line(this.drafts.get(key) as DraftProgress)}\n`);
  }

  update(job: DraftJob, change: Partial<DraftProgress>, plainLine = true): void {
    const draft = this.drafts.get(job.key);
    if (!draft) return;
    Object.assign(draft, change);
    this.changed(job.key, plainLine);
  }

  stateChanged(job: DraftJob, state: DraftProgress['state'], result?: DraftResult): void {
    this.update(job, {
      state,
      ...(result ? { words: result.words, note: result.state === 'done' ? '' : result.message } : {}),
    });
  }

  /** The session reporter of one draft: it feeds this display. */
  reporterFor(job: DraftJob): Reporter {
    const update = (change: Partial<DraftProgress>, plain = false) => this.update(job, change, plain);
    return {
      iterationStart(iteration: number, maxIteration: number, tokens: TokenStatus) {
        update({ iteration, maxIteration, ...(tokens.spend ? { spent: tokens.spend.run } : {}) }, true);
      },
      streamText() {},
      streamThought() {},
      streamProgress() {},
      turnEnd() {},
      toolCall() {},
      toolResult(_name: string, result: ToolResponse) {
        if (!isErrorResponse(result) && typeof result.project_words === 'number')
          update({ words: result.project_words });
      },
      compression(report) {
        if (report.applied) update({ note: 'context compressed' });
      },
      notice(message: string) {
        update({ note: message.slice(0, 80) });
      },
      saved() {},
    };
  }
}
