import { Chalk } from 'chalk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChapterResult } from '../../src/parallel/chapterSession.js';
import { ChapterBoard } from '../../src/parallel/display.js';
import type { ChapterPlan } from '../../src/parallel/plan.js';
import { renderScreen } from '../support/screen.js';

function terminal(columns: number, rows: number) {
  let output = '';
  const write = (text: string) => {
    output += text;
    return true;
  };
  const out = { columns, rows, write } as unknown as NodeJS.WriteStream;
  return { out, output: () => output };
}

const plain = new Chalk({ level: 0 });
const chapters = (names: string[], budget = 600): ChapterPlan[] =>
  names.map((file, i) => ({ file, title: `Part ${i + 1}`, budget }) as ChapterPlan);
const named = (n: number) => Array.from({ length: n }, (_, i) => `chapter_${String(i + 1).padStart(2, '0')}.md`);

let clock = 0;
/** Every board a test started, stopped after it (a board left drawing keeps its timer and its exit listener). */
const started: ChapterBoard[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000_000;
});
afterEach(() => {
  for (const shown of started.splice(0)) shown.stop([]);
  vi.useRealTimers();
});

function board(columns: number, rows: number, spent = () => 0) {
  const term = terminal(columns, rows);
  const shown = new ChapterBoard({
    out: term.out,
    c: plain,
    live: true,
    quiet: false,
    concurrency: 3,
    spent,
    now: () => clock,
  });
  started.push(shown);
  /** Let the redraw timer run as `ms` pass on the board's clock too. */
  const pass = (ms: number) => {
    for (let t = 0; t < ms; t += 250) {
      clock += 250;
      vi.advanceTimersByTime(250);
    }
  };
  const screen = () => renderScreen(term.output(), columns, rows);
  return { board: shown, term, pass, screen };
}

const iteration = (n: number, spentRun = 0) =>
  ({
    type: 'iteration',
    iteration: n,
    maxIteration: 40,
    tokens: { tokens: 10, limit: 100, spend: { run: spentRun, total: spentRun } },
  }) as const;

const result = (file: string, words: number): ChapterResult => ({
  file,
  status: 'done',
  message: 'done',
  skipped: false,
  resumed: false,
  words,
  budget: 600,
  iterations: 4,
  runIterations: 4,
  filesWritten: [{ path: file, words }],
  usages: { run: [], total: [] },
  model: 'm',
  proposals: [],
});

describe('the chapter board on a terminal', () => {
  it('shows life on a line whose request is in flight: the seconds go on with no event coming in', () => {
    const { board: b, pass, screen } = board(100, 24);
    b.start(chapters(['chapter_01.md']));
    b.stateChanged('chapter_01.md', 'running');
    b.reporterFor('chapter_01.md')(iteration(2));
    pass(1_000);
    const early = screen().lines.find((line) => line.startsWith('chapter_01.md'));
    pass(11_000);
    const late = screen().lines.find((line) => line.startsWith('chapter_01.md'));
    expect(early).toMatch(/^chapter_01\.md [⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] 1s +iteration 2\/40/);
    expect(late).toMatch(/^chapter_01\.md [⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏] 12s +iteration 2\/40/);
    // The spinner moved too.
    expect(late?.slice(14, 15)).not.toBe(early?.slice(14, 15));
    // A new request starts its own count.
    b.reporterFor('chapter_01.md')(iteration(3));
    pass(2_000);
    expect(screen().lines.find((line) => line.startsWith('chapter_01.md'))).toMatch(/ 2s +iteration 3\/40/);
  });

  it('after a resume, a chapter starts from the words on disk, not 0', () => {
    const { board: b, pass, screen } = board(100, 24);
    b.start(chapters(['chapter_01.md', 'chapter_02.md']), new Map([['chapter_01.md', 307]]));
    b.stateChanged('chapter_01.md', 'running');
    pass(500);
    expect(screen().lines.find((line) => line.startsWith('chapter_01.md'))).toMatch(/307 of 600 words · \$0\.0000/);
  });

  it('heads the block with the spend of every session of the run, beside each chapter session its own', () => {
    let spent = 0.02;
    const { board: b, pass, screen } = board(100, 24, () => spent);
    b.start(chapters(named(3)));
    b.stateChanged('chapter_01.md', 'running');
    b.reporterFor('chapter_01.md')(iteration(2, 0.0049));
    spent = 0.07;
    pass(500);
    const lines = screen().lines;
    expect(lines).toContain('0 done · 1 running · 2 waiting · $0.07 spent by all sessions');
    expect(lines.find((line) => line.startsWith('chapter_01.md'))).toMatch(/· \$0\.0049$/);
  });

  it('fits the width by what the terminal shows: wide characters count two columns, no line wraps', () => {
    const { board: b, pass, screen } = board(40, 24);
    const wide = ['第一章_灯台守りの夜.md', '第二章_瓶の中の手紙.md'];
    b.start(chapters(wide));
    for (const file of wide) {
      b.stateChanged(file, 'running');
      b.reporterFor(file)({ type: 'notice', message: 'Retrying: 503 from the model (attempt 2 of 8), in 4s' });
    }
    pass(1_000);
    const { wrapped, lines } = screen();
    expect(wrapped).toBe(0);
    expect(lines.filter((line) => line.startsWith('第')).length).toBe(2);
  });

  it('is never taller than the terminal: the running sessions it cannot show are counted on one line', () => {
    const { board: b, pass, screen } = board(80, 8);
    const files = named(12);
    b.start(chapters(files));
    for (const file of files) b.stateChanged(file, 'running');
    pass(500);
    const { lines } = screen();
    const block = lines.slice(lines.findIndex((line) => line.includes('running ·')));
    expect(block.filter((line) => line !== '').length).toBeLessThanOrEqual(6);
    expect(block.filter((line) => line !== '').at(-1)).toMatch(/^… \d+ more: \d+ running$/);
  });

  it('leaves no copy of itself on the screen when it stops, with a message said above it (Ctrl+C) on the way', () => {
    const { board: b, pass, screen } = board(100, 24);
    const files = named(2);
    b.start(chapters(files));
    for (const file of files) b.stateChanged(file, 'running');
    pass(500);
    expect(b.message('\nStopping: saving the context… (press Ctrl+C again to quit at once)')).toBe(true);
    pass(500);
    b.stateChanged('chapter_01.md', 'interrupted', { ...result('chapter_01.md', 90), status: 'interrupted' });
    b.stop([result('chapter_01.md', 90), result('chapter_02.md', 120)]);
    // Nothing is drawn after the stop, however long the process lives on.
    const after = screen().lines.join('\n');
    pass(2_000);
    const { lines } = screen();
    expect(lines.join('\n')).toBe(after);
    expect(lines.filter((line) => line.startsWith('Stopping: saving the context'))).toHaveLength(1);
    expect(lines.some((line) => /running ·|iteration \d+\/40/.test(line))).toBe(false);
    expect(lines.at(-2)).toBe('Drafted 2 of 2 chapters');
    expect(b.message('later')).toBe(false);
  });

  it('takes itself off the screen when the process exits while it is drawn (a second Ctrl+C)', () => {
    const { board: b, pass, screen } = board(100, 24);
    b.start(chapters(named(1)));
    b.stateChanged('chapter_01.md', 'running');
    pass(500);
    expect(screen().lines.some((line) => line.includes('running ·'))).toBe(true);
    // The board's own exit listener, as the process runs it on exit (emitting 'exit' would run every listener).
    const before = process.listeners('exit');
    const onExit = before.at(-1) as (code: number) => void;
    onExit(130);
    expect(screen().lines.some((line) => /running ·|chapter_01\.md/.test(line))).toBe(false);
    b.stop([]);
    expect(process.listeners('exit')).toHaveLength(before.length - 1);
  });
});

describe('the chapter board in a log', () => {
  it('writes plain lines: a chapter starting, its notices, its end; no escape codes', () => {
    const term = terminal(80, 24);
    const b = new ChapterBoard({ out: term.out, c: plain, live: false, quiet: false, concurrency: 2, spent: () => 0 });
    b.start(chapters(['chapter_01.md']));
    b.stateChanged('chapter_01.md', 'running');
    b.reporterFor('chapter_01.md')({ type: 'notice', message: 'Retrying' });
    b.stateChanged('chapter_01.md', 'done', result('chapter_01.md', 610));
    b.stop([result('chapter_01.md', 610)]);
    expect(term.output()).toBe(
      [
        'Drafting 1 chapter, 1 at once',
        'chapter_01.md: drafting',
        'chapter_01.md: Retrying',
        'chapter_01.md: done · 610 of 600 words · 4 iterations',
        'Drafted 1 of 1 chapter',
        '',
      ].join('\n'),
    );
  });
});

describe('the chapter board in a log: how each end is said', () => {
  const logBoard = (quiet = false) => {
    const term = terminal(80, 24);
    const b = new ChapterBoard({ out: term.out, c: plain, live: false, quiet, concurrency: 4, spent: () => 0 });
    return {
      b,
      lines: () =>
        term
          .output()
          .split('\n')
          .filter((line) => line !== ''),
    };
  };
  const ended = (file: string, status: ChapterResult['status'], extra: Partial<ChapterResult> = {}): ChapterResult => ({
    ...result(file, 120),
    status,
    message: `why ${file} stopped`,
    ...extra,
  });

  it('ended short, stopped at the budget or its cap, failed: said in words with why; an earlier run says so', () => {
    const { b, lines } = logBoard();
    const files = named(6);
    b.start(chapters(files));
    const results = [
      ended(files[0] as string, 'incomplete'),
      ended(files[1] as string, 'budget'),
      ended(files[2] as string, 'max-iterations'),
      ended(files[3] as string, 'failed', { iterations: 1 }),
      ended(files[4] as string, 'done', { skipped: true }),
      ended(files[5] as string, 'not started (budget)', { budget: undefined as never }),
    ];
    for (const r of results) b.stateChanged(r.file, r.status, r);
    // A chapter the board does not know changes nothing.
    b.stateChanged('other.md', 'done', ended('other.md', 'done'));
    b.stop(results);
    expect(lines()).toEqual([
      'Drafting 6 chapters, 4 at once',
      'chapter_01.md: ended short · 120 of 600 words · 4 iterations',
      'chapter_02.md: stopped at the budget · 120 of 600 words · 4 iterations · why chapter_02.md stopped',
      'chapter_03.md: stopped at its cap · 120 of 600 words · 4 iterations · why chapter_03.md stopped',
      'chapter_04.md: failed · 120 of 600 words · 1 iteration · why chapter_04.md stopped',
      'chapter_05.md: drafted in an earlier run · 120 of 600 words',
      'chapter_06.md: not started (budget) · 120 words · 4 iterations · why chapter_06.md stopped',
      'Drafted 2 of 6 chapters',
    ]);
  });

  it('--quiet (or --json): nothing at all', () => {
    const { b, lines } = logBoard(true);
    b.start(chapters(named(2)));
    b.stateChanged('chapter_01.md', 'running');
    b.reporterFor('chapter_01.md')({ type: 'notice', message: 'Retrying' });
    b.stateChanged('chapter_01.md', 'done', result('chapter_01.md', 610));
    b.stop([result('chapter_01.md', 610)]);
    expect(lines()).toEqual([]);
    expect(b.message('Stopping…')).toBe(false);
  });

  it('a state change without its result (waiting again) says nothing', () => {
    const { b, lines } = logBoard();
    b.start(chapters(named(1)));
    b.stateChanged('chapter_01.md', 'interrupted');
    expect(lines()).toEqual(['Drafting 1 chapter, 1 at once']);
  });
});

describe('the chapter board on a terminal: its lines', () => {
  it("a running chapter's line: iteration, words of its own file (not another's), its spend, a compression note", () => {
    const { board: b, pass, screen } = board(100, 20, () => 0.5);
    b.start(chapters(['chapter_01.md', 'chapter_02.md'], 0));
    b.stateChanged('chapter_01.md', 'running');
    const report = b.reporterFor('chapter_01.md');
    report(iteration(3, 0.02));
    report({
      type: 'tool_result',
      name: 'write_file',
      result: { ok: true, file: 'chapter_01.md', file_words: 321 },
    } as never);
    report({
      type: 'tool_result',
      name: 'read_file',
      result: { ok: true, file: 'chapter_02.md', file_words: 999 },
    } as never);
    report({ type: 'compression', report: { applied: false } } as never);
    pass(250);
    let line = screen().lines.find((l) => l.includes('chapter_01.md'));
    expect(line).toContain('iteration 3/40');
    expect(line).toContain('321 words · $0.02');
    expect(line).not.toContain('999');
    expect(line).not.toContain('of ');
    expect(line).not.toContain('context compressed');
    report({ type: 'compression', report: { applied: true } } as never);
    pass(250);
    line = screen().lines.find((l) => l.includes('chapter_01.md'));
    expect(line).toContain('· context compressed');
    // The header counts: none done, one running, one waiting, and what every session spent.
    expect(screen().lines.join('\n')).toContain('0 done · 1 running · 1 waiting · $0.50 spent by all sessions');
  });

  it('a chapter not yet past its first request says "starting"', () => {
    const { board: b, pass, screen } = board(100, 20);
    b.start(chapters(['chapter_01.md']));
    b.stateChanged('chapter_01.md', 'running');
    pass(250);
    expect(screen().lines.find((l) => l.includes('chapter_01.md'))).toMatch(
      /chapter_01\.md .*\bstarting +0 of 600 words · \$0\.0000/,
    );
  });
});

describe('the chapter board: colour says how a chapter ended', () => {
  it('done and ended short in green, any stop in yellow', () => {
    const c = new Chalk({ level: 1 });
    const term = terminal(120, 24);
    const b = new ChapterBoard({ out: term.out, c, live: false, quiet: false, concurrency: 2, spent: () => 0 });
    b.start(chapters(['a.md', 'b.md', 'c.md']));
    b.stateChanged('a.md', 'done', { ...result('a.md', 600), status: 'done' });
    b.stateChanged('b.md', 'incomplete', { ...result('b.md', 100), status: 'incomplete' });
    b.stateChanged('c.md', 'failed', { ...result('c.md', 0), status: 'failed', message: 'refused' });
    const lines = term.output().split('\n');
    expect(lines[1]).toBe(`${c.green('a.md: done')} · 600 of 600 words · 4 iterations`);
    expect(lines[2]).toBe(`${c.green('b.md: ended short')} · 100 of 600 words · 4 iterations`);
    expect(lines[3]).toBe(`${c.yellow('c.md: failed')} · 0 of 600 words · 4 iterations · refused`);
  });
});
