import type { ChalkInstance } from 'chalk';
import type { SessionState } from '../agent/loop.js';
import { LiveBlock, type LiveContent } from '../ui/liveBlock.js';
import { plural } from '../ui/plural.js';
import type { Reporter, SessionEvent } from '../ui/reporter.js';
import { oneLine, type Segment } from '../ui/terminalLine.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import type { ChapterResult } from './chapterSession.js';
import type { ChapterPlan } from './plan.js';

/**
 * The console while chapters are drafted. On a terminal: a header (how many
 * chapters are done, running, waiting, and what every session of the run
 * has spent) and one live line per running chapter session (its iteration,
 * words of its budget, its own spend), drawn through LiveBlock: cut to the
 * terminal's width and height, a spinner and the seconds of the request in
 * flight on each line, and taken off the screen when drafting stops, however
 * it stops. Elsewhere (a pipe, a log): one plain line when a chapter starts
 * and when it ends.
 */

interface ChapterLine {
  file: string;
  state: SessionState | 'waiting' | 'running';
  iteration: number;
  maxIteration: number;
  words: number;
  budget?: number;
  /** USD this chapter's session spent in this run. */
  spent: number;
  note?: string;
  /** When its current request began (or its session started). */
  since?: number;
}

const FINISHED = new Set(['done', 'incomplete']);

/** How a chapter's end is said on its line. */
const SAID: Record<string, string> = {
  incomplete: 'ended short',
  budget: 'stopped at the budget',
  'max-iterations': 'stopped at its cap',
  'not started (budget)': 'not started (budget)',
};

export interface BoardOptions {
  out: NodeJS.WriteStream;
  c: ChalkInstance;
  /** Redrawn in place (a terminal); else plain lines. */
  live: boolean;
  /** Nothing at all (--quiet, --json). */
  quiet: boolean;
  concurrency: number;
  /** USD every session of the run (the main one and each chapter's) has spent so far. */
  spent: () => number;
  now?: () => number;
}

export class ChapterBoard {
  private readonly lines = new Map<string, ChapterLine>();
  private width = 0;
  private readonly block: LiveBlock;
  private readonly now: () => number;
  private drawing = false;

  constructor(private readonly options: BoardOptions) {
    this.now = options.now ?? Date.now;
    this.block = new LiveBlock(options.out, () => this.content(), options.c.dim, this.now);
  }

  private get out(): NodeJS.WriteStream {
    return this.options.out;
  }

  /** Drafting begins; `wordsOnDisk` gives what a resumed chapter already holds. */
  start(chapters: readonly ChapterPlan[], wordsOnDisk: ReadonlyMap<string, number> = new Map()): void {
    this.width = Math.max(...chapters.map((chapter) => chapter.file.length));
    for (const chapter of chapters)
      this.lines.set(chapter.file, {
        file: chapter.file,
        state: 'waiting',
        iteration: 0,
        maxIteration: 0,
        words: wordsOnDisk.get(chapter.file) ?? 0,
        spent: 0,
        ...(chapter.budget ? { budget: chapter.budget } : {}),
      });
    if (this.options.quiet) return;
    this.out.write(
      `Drafting ${plural(chapters.length, 'chapter')}, ${Math.min(this.options.concurrency, chapters.length)} at once\n`,
    );
    if (this.options.live) {
      this.drawing = true;
      this.block.start();
    }
  }

  /** Drafting is over, or the run stops: the live block leaves the screen, and one line says what was drafted. */
  stop(results: readonly ChapterResult[]): void {
    this.stopDrawing();
    if (this.options.quiet) return;
    const done = results.filter((result) => FINISHED.has(result.status)).length;
    this.out.write(`Drafted ${done} of ${plural(results.length, 'chapter')}\n`);
  }

  private stopDrawing(): void {
    if (!this.drawing) return;
    this.drawing = false;
    this.block.stop();
  }

  /**
   * A message for the person while chapters are drafted (Ctrl+C's "Stopping…"): above the live block on a
   * terminal, on stderr elsewhere. Returns false when the board is not drawing (the caller says it itself).
   */
  message(text: string): boolean {
    if (!this.drawing) return false;
    this.block.above(text);
    return true;
  }

  private describe(line: ChapterLine): Segment[] {
    const budget = line.budget ? ` of ${formatNumber(line.budget)}` : '';
    const iteration = line.maxIteration > 0 ? `iteration ${line.iteration}/${line.maxIteration}` : 'starting';
    return [
      { text: `${line.file.padEnd(this.width)} ` },
      { text: `${iteration.padEnd(16)} ${formatNumber(line.words)}${budget} words · ${usd(line.spent)}` },
      ...(line.note ? [{ text: ` · ${line.note}`, style: this.options.c.dim }] : []),
    ];
  }

  private content(): LiveContent {
    const all = [...this.lines.values()];
    const count = (test: (line: ChapterLine) => boolean) => all.filter(test).length;
    const header = `${count((l) => FINISHED.has(l.state))} done · ${count((l) => l.state === 'running')} running · ${count((l) => l.state === 'waiting')} waiting · ${usd(this.options.spent())} spent by all sessions`;
    return {
      header: [[{ text: header, style: this.options.c.dim }]],
      rows: all
        .filter((line) => line.state === 'running')
        .map((line) => ({
          segments: this.describe(line),
          kind: 'running',
          ...(line.since !== undefined ? { since: line.since } : {}),
        })),
    };
  }

  /** A line printed above the live block (a chapter that ended, a notice). */
  private say(text: string): void {
    if (this.options.quiet) return;
    if (this.drawing) this.block.above(text);
    else this.out.write(`${text}\n`);
  }

  stateChanged(file: string, state: ChapterLine['state'], result?: ChapterResult): void {
    const line = this.lines.get(file);
    if (!line) return;
    line.state = state;
    this.block.changed();
    if (result) line.words = result.words;
    if (state === 'running') {
      line.since = this.now();
      if (!this.options.live) this.say(`${file}: drafting`);
      return;
    }
    delete line.since;
    if (!result) return;
    const budget = result.budget ? ` of ${formatNumber(result.budget)}` : '';
    const said = result.skipped ? 'drafted in an earlier run' : (SAID[state] ?? state);
    const paint = FINISHED.has(state) ? this.options.c.green : this.options.c.yellow;
    this.say(
      `${paint(`${file}: ${said}`)} · ${formatNumber(result.words)}${budget} words${result.skipped ? '' : ` · ${plural(result.iterations, 'iteration')}`}${FINISHED.has(state) ? '' : ` · ${result.message}`}`,
    );
  }

  /** The session reporter of one chapter: it feeds its line. */
  reporterFor(file: string): Reporter {
    const update = (change: Partial<ChapterLine>) => {
      const line = this.lines.get(file);
      if (line) Object.assign(line, change);
      this.block.changed();
    };
    return (event: SessionEvent) => {
      if (event.type === 'iteration') {
        const { iteration, maxIteration, tokens } = event;
        // The seconds on the line count from this request's start: a long reply shows it is still coming.
        update({ iteration, maxIteration, since: this.now(), ...(tokens.spend ? { spent: tokens.spend.run } : {}) });
      } else if (event.type === 'tool_result') {
        const result = event.result;
        if (typeof result.file === 'string' && result.file === file && typeof result.file_words === 'number')
          update({ words: result.file_words });
      } else if (event.type === 'compression') {
        if (event.report.applied) update({ note: 'context compressed' });
      } else if (event.type === 'notice') {
        update({ note: oneLine(event.message) });
        if (!this.options.live) this.say(`${file}: ${event.message}`);
      }
    };
  }
}
