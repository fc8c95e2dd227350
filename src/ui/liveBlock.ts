import { columnsOf, fitSegments, type Segment } from './terminalLine.js';

/**
 * A block of lines redrawn in place on a terminal: the batch display and the
 * chapter board of `--parallel` both draw through it. Every line is cut to
 * the terminal's width by what it shows (a line that wrapped would make the
 * next redraw start too low and leave copies behind), the block is never
 * taller than the terminal, a working row shows life (a spinner and the
 * seconds of its current step) even while its request is in flight, and
 * the block is taken off the screen when it stops, however the run stops.
 */

export interface LiveRow {
  /** The row's text, its label first. */
  segments: Segment[];
  /** Working since this time (ms): the row shows a spinner and the seconds since. */
  since?: number;
  /** What the "… N more" line counts the row as when it does not fit ("done", "waiting"). */
  kind: string;
}

export interface LiveContent {
  /** Lines above the rows (counts, the spend). */
  header: Segment[][];
  rows: LiveRow[];
}

/** A terminal that does not say its size is taken to be this one. */
const FALLBACK_COLUMNS = 80;
const FALLBACK_ROWS = 24;

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

/** The columns the life mark takes ("⠙ 12s ", "⠙ 3m05s "), so the rows stay in columns while it ticks. */
const LIFE_WIDTH = 8;

/** "⠙ 12s": a spinner frame and how long the row has been at its current step. */
export function lifeMark(frame: number, since: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  const time = seconds < 60 ? `${seconds}s` : `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s`;
  return `${FRAMES[frame % FRAMES.length]} ${time}`;
}

/**
 * The lines of the block for a terminal of `columns` × `rows` (pure): the
 * header, then every row when they fit, else the working rows first and one
 * line counting the rest.
 */
export function layoutBlock(
  content: LiveContent,
  columns: number,
  rows: number,
  life: (row: LiveRow) => string | undefined,
  dim: (text: string) => string = (text) => text,
): string[] {
  const width = Math.max(10, columns - 1);
  // Two terminal rows stay free: the cursor's line below the block, and one for a line said above it.
  const header = content.header.slice(0, Math.max(0, rows - 3));
  const room = Math.max(1, rows - 2 - header.length);
  let shown = content.rows;
  let hidden: LiveRow[] = [];
  if (content.rows.length > room) {
    const working = content.rows.filter((row) => row.since !== undefined);
    const others = content.rows.filter((row) => row.since === undefined);
    const kept = new Set([...working, ...others].slice(0, room - 1));
    shown = content.rows.filter((row) => kept.has(row));
    hidden = content.rows.filter((row) => !kept.has(row));
  }
  const anyWorking = shown.some((row) => row.since !== undefined);
  const lines = header.map((segments) => fitSegments(segments, width));
  for (const row of shown) {
    const [label, ...rest] = row.segments;
    const mark = anyWorking ? [{ text: (life(row) ?? '').padEnd(LIFE_WIDTH) }] : [];
    lines.push(fitSegments([...(label ? [label] : []), ...mark, ...rest], width));
  }
  if (hidden.length > 0) {
    const counts = new Map<string, number>();
    for (const row of hidden) counts.set(row.kind, (counts.get(row.kind) ?? 0) + 1);
    const parts = [...counts].map(([kind, n]) => `${n} ${kind}`).join(', ');
    lines.push(fitSegments([{ text: `… ${hidden.length} more: ${parts}`, style: dim }], width));
  }
  return lines;
}

export class LiveBlock {
  /** The columns each line of the last drawing took: how far up the next one starts. */
  private drawn: number[] = [];
  private dirty = true;
  private lastColumns = 0;
  private frame = 0;
  private timer: NodeJS.Timeout | undefined;
  /** A process that exits while the block is up (a second Ctrl+C) takes it off the screen first. */
  private readonly onExit = () => this.clear();

  constructor(
    private readonly out: NodeJS.WriteStream,
    private readonly content: () => LiveContent,
    private readonly dim: (text: string) => string = (text) => text,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.draw(), 250);
    process.once('exit', this.onExit);
  }

  /** Something shown changed: the next tick draws it. */
  changed(): void {
    this.dirty = true;
  }

  /** Stop drawing; `keep` leaves the last state on the screen (the batch's table), else the block goes. */
  stop(keep = false): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    process.off('exit', this.onExit);
    if (keep) this.draw(true);
    else this.clear();
  }

  /** Lines above the block (a chapter that ended, Ctrl+C's "Stopping…"): the block is drawn again below them. */
  above(text: string): void {
    const columns = this.out.columns || FALLBACK_COLUMNS;
    this.out.write(`${this.clearBlock(columns)}${text.replace(/^\n+/, '')}\n`);
    if (this.timer) this.draw(true);
  }

  /** Take the block off the screen (the cursor ends where it started). */
  clear(): void {
    if (this.drawn.length === 0) return;
    this.out.write(this.clearBlock(this.out.columns || FALLBACK_COLUMNS));
  }

  /** Rows the last drawing takes now (a narrower terminal may have wrapped its lines). */
  private drawnRows(columns: number): number {
    return this.drawn.reduce((sum, width) => sum + Math.max(1, Math.ceil(width / columns)), 0);
  }

  private clearBlock(columns: number): string {
    const rows = this.drawnRows(columns);
    this.drawn = [];
    return rows > 0 ? `\u001b[${rows}F\u001b[J` : '\u001b[J';
  }

  draw(force = false): void {
    const columns = this.out.columns || FALLBACK_COLUMNS;
    const rows = this.out.rows || FALLBACK_ROWS;
    const content = this.content();
    const working = content.rows.some((row) => row.since !== undefined);
    // A working row ticks: its spinner and seconds move on every draw, changed or not.
    if (!force && !working && !this.dirty && columns === this.lastColumns) return;
    this.frame++;
    const now = this.now();
    const lines = layoutBlock(
      content,
      columns,
      rows,
      (row) => (row.since !== undefined ? lifeMark(this.frame, row.since, now) : undefined),
      this.dim,
    );
    this.out.write(`${this.clearBlock(columns)}${lines.join('\n')}\n`);
    this.drawn = lines.map((line) => columnsOf(line));
    this.dirty = false;
    this.lastColumns = columns;
  }
}
