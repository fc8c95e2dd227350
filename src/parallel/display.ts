import type { ChalkInstance } from 'chalk';
import { plural } from '../ui/plural.js';
import type { Reporter, SessionEvent } from '../ui/reporter.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import type { ChapterResult, ChapterStatus } from './chapterSession.js';
import type { ChapterPlan } from './plan.js';

/**
 * The console while chapters are drafted. On a terminal: a header and one
 * live line per running chapter session (chapter, iteration, words of its
 * budget, spend), redrawn in place a few times a second and cut to the
 * terminal's width. Elsewhere (a pipe, a log): one plain line when a chapter
 * starts and when it ends.
 */

interface ChapterLine {
  file: string;
  state: ChapterStatus | 'waiting' | 'running';
  iteration: number;
  maxIteration: number;
  words: number;
  budget?: number;
  spent: number;
  note?: string;
}

const FINISHED = new Set(['done', 'incomplete']);

/** How a chapter's end is said on its line. */
const SAID: Record<string, string> = {
  incomplete: 'ended short',
  budget: 'stopped at the budget',
  'max-iterations': 'stopped at its cap',
  'not started (budget)': 'not started (budget)',
};

export class ChapterBoard {
  private readonly lines = new Map<string, ChapterLine>();
  private drawn = 0;
  private timer: NodeJS.Timeout | undefined;
  private width = 0;

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly c: ChalkInstance,
    private readonly live: boolean,
    private readonly quiet: boolean,
    private readonly concurrency: number,
  ) {}

  start(chapters: readonly ChapterPlan[]): void {
    this.width = Math.max(...chapters.map((chapter) => chapter.file.length));
    for (const chapter of chapters)
      this.lines.set(chapter.file, {
        file: chapter.file,
        state: 'waiting',
        iteration: 0,
        maxIteration: 0,
        words: 0,
        spent: 0,
        ...(chapter.budget ? { budget: chapter.budget } : {}),
      });
    if (this.quiet) return;
    this.out.write(
      `Drafting ${plural(chapters.length, 'chapter')}, ${Math.min(this.concurrency, chapters.length)} at once\n`,
    );
    if (this.live) this.timer = setInterval(() => this.draw(), 250);
  }

  stop(results: readonly ChapterResult[]): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (this.live) this.erase();
    if (this.quiet) return;
    const done = results.filter((result) => FINISHED.has(result.status)).length;
    this.out.write(`Drafted ${done} of ${plural(results.length, 'chapter')}\n`);
  }

  private describe(line: ChapterLine): string {
    const budget = line.budget ? ` of ${formatNumber(line.budget)}` : '';
    const iteration = line.maxIteration > 0 ? `iteration ${line.iteration}/${line.maxIteration}` : '';
    return `${line.file.padEnd(this.width)}  ${iteration.padEnd(16)} ${formatNumber(line.words)}${budget} words · ${usd(line.spent)}${line.note ? ` · ${line.note}` : ''}`;
  }

  private header(): string {
    const all = [...this.lines.values()];
    const count = (test: (line: ChapterLine) => boolean) => all.filter(test).length;
    return `${count((l) => FINISHED.has(l.state))} done · ${count((l) => l.state === 'running')} running · ${count((l) => l.state === 'waiting')} waiting`;
  }

  private erase(): void {
    if (this.drawn > 0) this.out.write(`\u001b[${this.drawn}F\u001b[0J`);
    this.drawn = 0;
  }

  private draw(): void {
    const columns = this.out.columns ?? 80;
    const running = [...this.lines.values()].filter((line) => line.state === 'running');
    const text = [this.header(), ...running.map((line) => this.describe(line))].map((line) =>
      this.c.dim(line.length > columns - 1 ? `${line.slice(0, columns - 2)}…` : line),
    );
    const up = this.drawn > 0 ? `\u001b[${this.drawn}F` : '';
    this.out.write(`${up}${text.map((line) => `\u001b[2K${line}`).join('\n')}\n\u001b[0J`);
    this.drawn = text.length;
  }

  /** A line printed above the live block (a chapter that ended, a notice). */
  private say(text: string): void {
    if (this.quiet) return;
    if (this.live) this.erase();
    this.out.write(`${text}\n`);
    if (this.live) this.draw();
  }

  stateChanged(file: string, state: ChapterLine['state'], result?: ChapterResult): void {
    const line = this.lines.get(file);
    if (!line) return;
    line.state = state;
    if (result) line.words = result.words;
    if (state === 'running') {
      if (!this.live) this.say(`${file}: drafting`);
      return;
    }
    if (!result) return;
    const budget = result.budget ? ` of ${formatNumber(result.budget)}` : '';
    const said = result.skipped ? 'drafted in an earlier run' : (SAID[state] ?? state);
    const paint = FINISHED.has(state) ? this.c.green : this.c.yellow;
    this.say(
      `${paint(`${file}: ${said}`)} · ${formatNumber(result.words)}${budget} words${result.skipped ? '' : ` · ${plural(result.iterations, 'iteration')}`}${FINISHED.has(state) ? '' : ` · ${result.message}`}`,
    );
  }

  /** The session reporter of one chapter: it feeds its line. */
  reporterFor(file: string): Reporter {
    const update = (change: Partial<ChapterLine>) => {
      const line = this.lines.get(file);
      if (line) Object.assign(line, change);
    };
    return (event: SessionEvent) => {
      if (event.type === 'iteration') {
        const { iteration, maxIteration, tokens } = event;
        update({ iteration, maxIteration, ...(tokens.spend ? { spent: tokens.spend.run } : {}) });
      } else if (event.type === 'tool_result') {
        const result = event.result;
        if (typeof result.file === 'string' && result.file === file && typeof result.file_words === 'number')
          update({ words: result.file_words });
      } else if (event.type === 'compression') {
        if (event.report.applied) update({ note: 'context compressed' });
      } else if (event.type === 'notice') {
        update({ note: event.message.slice(0, 60) });
        if (!this.live) this.say(`${file}: ${event.message}`);
      }
    };
  }
}
