import type { RunOutcome } from '../agent/loop.js';
import type { Session } from '../agent/session.js';
import { SharedRateGate } from '../batch/gate.js';
import type { PriceTable } from '../config/prices.js';
import type { RunSettings } from '../config/runSettings.js';
import type { Settings } from '../config/schema.js';
import { SpendAccount } from '../cost/budget.js';
import type { ModelClient, TokenUsage } from '../model/types.js';
import { addUsage, emptyUsage } from '../model/usage.js';
import type { ChapterResult } from '../parallel/chapterSession.js';
import { ChapterBoard } from '../parallel/display.js';
import { ParallelBook } from '../parallel/phases.js';
import { type ChaptersSummary, formatChapters, summarizeChapters } from '../parallel/summary.js';
import { makeChalk } from '../ui/consoleReporter.js';
import type { JsonReporter } from '../ui/jsonReporter.js';
import { plural } from '../ui/plural.js';
import type { Reporter } from '../ui/reporter.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import { withKnownLimit } from './modelCheck.js';
import { modelClientFor } from './modelClient.js';
import { reviseCommand, sessionResumeCommand } from './resume.js';
import { type RunSummary, roundCost } from './runSummary.js';

/**
 * `writer "…" --parallel N`: what the main session shares with its chapter
 * sessions (one rate gate, one spend account, the retry policy) and how the
 * chapters show (live lines on a terminal, `chapter` on every JSON event).
 */

export interface ParallelRun {
  book: ParallelBook;
  /** Every session's spend draws on it (the run's --budget). */
  account: SpendAccount;
  /** The main session's model client, behind the shared gate. */
  mainModel: ModelClient;
  /** Show a message above the chapter board while it is drawn (Ctrl+C's); false when it is not. */
  message(text: string): boolean;
}

export function setUpParallel(options: {
  session: Session;
  settings: Settings;
  secret: string;
  reporter: Reporter;
  json: JsonReporter | undefined;
  quiet: boolean;
  /** The command line's options that printed commands repeat. */
  repeat?: readonly string[];
  /** The input limit the lookup before the session gave (present, even undefined: not asked for again). */
  inputTokenLimit?: number | undefined;
  /** writer draft: the chapters kept as written, and a drafting phase of its own. */
  draft?: { skip: ReadonlySet<string> };
}): ParallelRun {
  const { session, settings, secret, reporter, json } = options;
  const concurrency = session.settings.parallel ?? 1;
  const gate = new SharedRateGate();
  const account = new SpendAccount(session.settings.budget, undefined, 'the budget');
  const live = process.stdout.isTTY === true && !process.env.CI && !options.quiet && !json;
  const board = new ChapterBoard({
    out: process.stdout,
    c: makeChalk(process.stdout, process.env),
    live,
    quiet: options.quiet || json !== undefined,
    concurrency,
    // Every session draws on the one account: what the header shows is the whole run's spend.
    spent: () => account.spent,
  });
  const reporters = new Map<string, Reporter>();
  const reporterFor = (file: string): Reporter => {
    let chapterReporter = reporters.get(file);
    if (!chapterReporter) {
      chapterReporter = json ? json.with({ chapter: file }).report : board.reporterFor(file);
      reporters.set(file, chapterReporter);
    }
    return chapterReporter;
  };
  // The chapter sessions: the run's settings with their own iteration cap, no review and no whole-work target.
  const { targetWords: _target, budget: _budget, parallel: _parallel, ...shared } = session.settings;
  const chapterSettings: RunSettings = { ...shared, maxIterations: settings.chapterMaxIterations, review: false };
  const client = modelClientFor(settings, secret, (message) => reporter({ type: 'notice', message }), gate);
  const mainModel =
    'inputTokenLimit' in options ? withKnownLimit(client, session.settings.model, options.inputTokenLimit) : client;
  const book = new ParallelBook({
    reporter,
    ...(options.draft ? { skip: options.draft.skip, fresh: true } : {}),
    draftDeps: async (project, signal) => ({
      project,
      // The input limit looked up once for every chapter session, not once each (a lookup that fails leaves it to them).
      settings: {
        ...chapterSettings,
        ...(chapterSettings.tokenLimit === undefined
          ? await mainModel
              .inputTokenLimit(chapterSettings.model, signal)
              .then((limit) => (limit !== undefined ? { tokenLimit: limit } : {}))
              .catch(() => ({}))
          : {}),
      },
      concurrency,
      modelFor: (file) =>
        modelClientFor(settings, secret, (message) => reporterFor(file)({ type: 'notice', message }), gate),
      reporterFor,
      signal,
      prices: settings.prices,
      account,
      resumeCommand: sessionResumeCommand(session, options.repeat),
      onState: (file, state, result) => {
        if (json)
          json.emit('chapter', {
            chapter: file,
            state,
            ...(result ? { words: result.words, message: result.message } : {}),
          });
        else board.stateChanged(file, state, result);
      },
    }),
    drafting: (chapters, wordsOnDisk) => {
      if (json) json.emit('drafting', { chapters: chapters.map((chapter) => chapter.file), parallel: concurrency });
      else board.start(chapters, wordsOnDisk);
    },
    drafted: (results) => {
      if (!json) board.stop(results);
    },
  });
  return {
    book,
    account,
    mainModel,
    message: (text) => board.message(text),
  };
}

/** The chapter sessions' figures, when the book has a plan to draft. */
export function chapterSummary(
  session: Session,
  results: readonly ChapterResult[],
  prices: PriceTable,
): Promise<ChaptersSummary | undefined> {
  return session.project
    ? summarizeChapters(session.project.dir, results, prices, session.settings.model)
    : Promise.resolve(undefined);
}

/**
 * A book whose main session ended done with chapters still far short of
 * their budget is incomplete (exit 4): the others are finished and kept, and
 * a revision extends the short ones.
 */
export function withShortChapters(
  outcome: RunOutcome,
  chapters: ChaptersSummary,
  session: Session,
  repeat: readonly string[] = [],
): RunOutcome {
  if (outcome.status !== 'done' || chapters.short.length === 0) return outcome;
  const dir = session.project?.dir ?? '';
  return {
    ...outcome,
    status: 'incomplete',
    message: `The book is drafted, but ${chapters.short.join(', ')} ended far short of ${chapters.short.length === 1 ? 'its budget' : 'their budgets'}.`,
    missing: chapters.short.map((file) => `${file} is short`),
    resumeCommand: reviseCommand(
      dir,
      `Extend ${chapters.short.join(', ')} to ${chapters.short.length === 1 ? 'its' : 'their'} word budget`,
      repeat,
    ),
  };
}

function sum(a: TokenUsage, b: TokenUsage): TokenUsage {
  const total = emptyUsage();
  addUsage(total, a);
  addUsage(total, b);
  return total;
}

/**
 * The run summary of a --parallel book: every figure counts every session (the main session and the chapter
 * sessions); the main session's own figures stay beside them as `mainSession`. Files written by both are one file,
 * with the words of its last write (the main session's stitch comes after the chapter's draft).
 */
export function allSessions(summary: RunSummary, chapters: ChaptersSummary): RunSummary {
  const files = new Map(chapters.filesWritten.map((file) => [file.path, file.words]));
  for (const file of summary.filesWritten) files.set(file.path, file.words);
  const cost =
    summary.cost && chapters.cost
      ? {
          run: roundCost(summary.cost.run + chapters.cost.run),
          total: roundCost(summary.cost.total + chapters.cost.total),
        }
      : undefined;
  const { cost: _mainCost, ...rest } = summary;
  return {
    ...rest,
    iterations: {
      run: summary.iterations.run + chapters.iterations.run,
      total: summary.iterations.total + chapters.iterations.total,
    },
    // In name order: the sessions wrote them at once, so no order of writing is the book's.
    filesWritten: [...files].sort(([a], [b]) => a.localeCompare(b)).map(([path, words]) => ({ path, words })),
    tokens: {
      run: sum(summary.tokens.run, chapters.tokens.run),
      total: sum(summary.tokens.total, chapters.tokens.total),
    },
    ...(cost ? { cost } : {}),
    mainSession: {
      iterations: summary.iterations,
      filesWritten: summary.filesWritten.length,
      tokens: summary.tokens,
      ...(summary.cost ? { cost: summary.cost } : {}),
    },
  };
}

/** Fields of the --json `done` event beside the summary's (which count every session): each chapter session, and the chapter sessions together. */
export function chapterFields(chapters: ChaptersSummary): Record<string, unknown> {
  return {
    chapters: chapters.chapters,
    chapter_sessions: {
      iterations: chapters.iterations,
      tokens: chapters.tokens,
      ...(chapters.cost ? { cost: chapters.cost } : {}),
    },
  };
}

/** Console lines after the run summary (whose figures count every session): the main session, then each chapter session. */
export function chapterLines(summary: RunSummary, chapters: ChaptersSummary): string[] {
  const main = summary.mainSession;
  const lines: string[] = [];
  if (main)
    lines.push(
      `Main session: ${plural(main.iterations.run, 'iteration')} in this run · ${formatNumber(main.tokens.total.promptTokens)} prompt, ${formatNumber(main.tokens.total.outputTokens)} output tokens${main.cost ? ` · ${usd(main.cost.total)}` : ''}`,
    );
  return [...lines, ...formatChapters(chapters)];
}
