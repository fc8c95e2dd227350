import type { FunctionCall, FunctionDeclaration, Part } from '@google/genai';
import { DEFAULT_PRICES, type PriceTable } from '../config/prices.js';
import { requestContents } from '../context/history.js';
import { ContextManager } from '../context/manager.js';
import type { SummaryReason } from '../context/summaryFile.js';
import { BudgetGuard, type SpendAccount, type SpendStatus } from '../cost/budget.js';
import { projectGaps } from '../craft/completion.js';
import { reviewTextOf, reviewWanted } from '../craft/review.js';
import { journalHolds, journalStopMessage } from '../journal/journalHealth.js';
import { describeFailure, parseApiFailure } from '../model/errors.js';
import { parseInputOverLimit } from '../model/inputLimit.js';
import { functionResponse } from '../model/parts.js';
import { FatalApiError, QuotaExhaustedError } from '../model/retry.js';
import { type CollectedTurn, collectTurn } from '../model/turn.js';
import type { ModelClient } from '../model/types.js';
import { REVIEW_FILE } from '../project/outline.js';
import type { ToolOutcome, ToolRegistry } from '../tools/registry.js';
import { plural } from '../ui/plural.js';
import type { Reporter } from '../ui/reporter.js';
import { writeProblem } from '../util/errors.js';
import {
  countersFor,
  judgeEnding,
  judgeRepeats,
  judgeTurn,
  type ReviewInput,
  type TurnCounters,
  type TurnVerdict,
} from './judge.js';
import { RepeatGuard } from './repeatGuard.js';
import type { Session } from './session.js';

export type RunStatus = 'done' | 'incomplete' | 'max-iterations' | 'budget' | 'interrupted' | 'failed';

/**
 * How one session of a larger run (a batch draft, a chapter session) came
 * out: how its run ended, or that it never started (interrupted first, or
 * the shared budget spent before its turn).
 */
export type SessionState = RunStatus | 'not started' | 'not started (budget)';

export interface RunOutcome {
  status: RunStatus;
  message: string;
  /** The model's closing message when it ended the work. */
  finalText?: string;
  /** What the work still lacks when the model ended anyway (chapters of the outline, length). */
  missing?: string[];
  /** Checker findings the review left unanswered in review.md after the one reminder (the run still ends done). */
  unanswered?: number;
  /** The summary file saved on the way out, if any. */
  summaryFile?: string;
  resumeCommand?: string;
  /** What the run spent (USD, from the price table). */
  spend?: SpendStatus;
}

export interface LoopDeps {
  model: ModelClient;
  tools: ToolRegistry;
  reporter: Reporter;
  systemInstruction: string;
  signal: AbortSignal;
  /** The command that resumes this session, as the person should type it (the CLI knows how writer was started). */
  resumeCommand(session: Session): string;
  /** Ask the model for its thought summaries and stream them to the reporter. */
  showThinking?: boolean;
  /** Prices for the spend shown and the budget (default: the built-in table). */
  prices?: PriceTable;
  /** The batch's shared account, which this session's spend also draws on. */
  account?: SpendAccount;
  /**
   * `account` is this run's one budget, every session's (a --parallel book's main session): the spend shown and
   * refused by is all sessions'; earlierUsd is what the other sessions spent in earlier runs.
   */
  sharedSpend?: { earlierUsd: number };
  /**
   * What the work still lacks, when not the project's outline and target
   * (a chapter session answers for its one chapter only).
   */
  gaps?(session: Session): Promise<string[]>;
  /**
   * What a program finds in the work before the review (the continuity checker's findings, in review.md's
   * form), asked for once, when the review is about to be requested; `problem` when it could not run. Without
   * it the review starts from the model's own reading alone.
   */
  reviewFindings?(projectDir: string): Promise<ReviewFindings>;
  /**
   * Work that runs between two turns, in place of a request, when it is due:
   * the parallel drafting of a book's chapters by chapter sessions. 'ran'
   * when it ran (the history may have grown), an ending to stop the run,
   * undefined when nothing was due.
   */
  interlude?(session: Session, signal: AbortSignal): Promise<'ran' | Ending | undefined>;
}

/** Findings handed to the review pass, one line each, and why there are none when finding them failed. */
export interface ReviewFindings {
  lines: string[];
  problem?: string;
}

/** How the loop ended, before the context is saved. */
export interface Ending {
  status: RunStatus;
  message: string;
  finalText?: string;
  missing?: string[];
  unanswered?: number;
}

const SAVE_REASON: Record<RunStatus, SummaryReason> = {
  done: 'done',
  incomplete: 'incomplete',
  'max-iterations': 'max-iterations',
  budget: 'budget',
  interrupted: 'interrupted',
  failed: 'error',
};

/**
 * Run a session until the model says it is done, the iteration cap is
 * reached, the user interrupts, or something fails. Every way out except
 * "done" saves the context and names the command that resumes it.
 */
export async function runSession(session: Session, deps: LoopDeps): Promise<RunOutcome> {
  const budget = new BudgetGuard({
    model: session.settings.model,
    prices: deps.prices ?? DEFAULT_PRICES,
    usages: session.usages,
    budget: session.settings.budget,
    parent: deps.account,
    shared: deps.sharedSpend,
    waiting: (message) => deps.reporter({ type: 'notice', message }),
  });
  const context = new ContextManager({
    session,
    model: deps.model,
    reporter: deps.reporter,
    systemInstruction: deps.systemInstruction,
    tools: deps.tools.declarations(),
    beforeRequest: (promptTokens) => budget.check(promptTokens, deps.signal),
  });
  for (const message of session.takeNotices()) deps.reporter({ type: 'notice', message });
  const ending = await endingOf(() => iterate(session, context, budget, deps), deps.signal);
  budget.close();
  const outcome: RunOutcome = { ...ending, spend: budget.status() };
  if (ending.status !== 'done') {
    const summaryFile = await save(session, context, deps, SAVE_REASON[ending.status]);
    outcome.resumeCommand = deps.resumeCommand(session);
    if (summaryFile) outcome.summaryFile = summaryFile;
  }
  await session.end(outcome.status, outcome.resumeCommand);
  return outcome;
}

/** What the loop carries from turn to turn besides the session. */
interface LoopState {
  counters: TurnCounters;
  readonly repeats: RepeatGuard;
  readonly declarations: FunctionDeclaration[];
}

/** The steps of the run, top to bottom: check context, call the model, judge, record, act, repeat. */
async function iterate(
  session: Session,
  context: ContextManager,
  budget: BudgetGuard,
  deps: LoopDeps,
): Promise<Ending> {
  const state: LoopState = {
    counters: countersFor(session.history),
    repeats: new RepeatGuard(),
    declarations: deps.tools.declarations(),
  };
  context.init(deps.signal);
  while (session.iteration < session.maxIteration) {
    deps.signal.throwIfAborted();
    const unsaved = journalStop(session);
    if (unsaved) return unsaved;
    const interlude = await deps.interlude?.(session, deps.signal);
    if (interlude !== undefined && interlude !== 'ran') return interlude;
    session.beginIteration();
    const tokens = await context.beforeTurn(deps.signal);
    const allowed = await budget.check(tokens.tokens, deps.signal);
    if (allowed.refused !== undefined) return stoppedAtBudget(session, allowed.refused);
    deps.reporter({
      type: 'iteration',
      iteration: session.iteration,
      maxIteration: session.maxIteration,
      tokens: { ...tokens, spend: budget.status() },
    });

    const turn = await callModelWithinLimit(session, context, state.declarations, deps, allowed.maxOutputTokens);
    context.afterTurn(turn.usage);
    const { verdict, counters } = judgeTurn(turn, state.counters);
    state.counters = counters;
    session.recordTurn(turn, verdict.kind !== 'stop');
    // Charged at once: what the request held comes back for other sessions' requests waiting on the same account.
    budget.settle();
    // A turn the journal could not take is not acted on: its writes could never be accounted for.
    const lost = journalStop(session);
    if (lost) return lost;

    const ending = await act(verdict, turn, session, context, deps, state);
    if (ending) return ending;
    await backupWhenDue(session, context, deps);
  }
  return {
    status: 'max-iterations',
    message: `Stopped after ${plural(session.iteration, 'iteration')} (--max-iterations).`,
  };
}

/** Do what the verdict on a turn says; an Ending when the run is over. */
async function act(
  verdict: TurnVerdict,
  turn: CollectedTurn,
  session: Session,
  context: ContextManager,
  deps: LoopDeps,
  state: LoopState,
): Promise<Ending | undefined> {
  switch (verdict.kind) {
    case 'stop':
      return { status: 'failed', message: verdict.message };
    case 'note':
      tellModel(session, deps.reporter, verdict);
      return undefined;
    case 'refuse-calls':
      deps.reporter({ type: 'notice', message: verdict.notice });
      session.appendMessage({
        role: 'user',
        parts: turn.calls.map((call) => functionResponse(call, { error: verdict.error })),
      });
      return undefined;
    case 'end':
      return checkEnding(verdict.finalText, session, deps, state);
    case 'run-calls':
      return runCalls(session, turn.calls, context, deps, state.repeats.observe(turn.calls));
  }
}

/** The model says the work is done: accept it when the work is there on disk, else say what is missing. */
async function checkEnding(
  finalText: string,
  session: Session,
  deps: LoopDeps,
  state: LoopState,
): Promise<Ending | undefined> {
  // The plan is written and the chapters are due to be drafted: that comes first, not a note on what is missing.
  const interlude = await deps.interlude?.(session, deps.signal);
  if (interlude === 'ran') return undefined;
  if (interlude !== undefined) return interlude;
  const gaps = deps.gaps
    ? await deps.gaps(session)
    : await projectGaps(session.project, session.targetWords, session.wordCache);
  const review: ReviewInput = { wanted: await reviewWanted(session.project, session.settings.review) };
  // The review starts with what the checker finds: run it only when the review is about to be asked for.
  if (review.wanted && gaps.length === 0 && !state.counters.reviewRequested && session.project && deps.reviewFindings) {
    const checked = await deps.reviewFindings(session.project.dir);
    if (checked.problem) deps.reporter({ type: 'notice', message: checked.problem });
    review.checkerFindings = checked.lines;
  }
  // review.md answers the checker only as this run's review wrote it, never as an earlier run left it.
  if (review.wanted && state.counters.reviewRequested && session.project)
    review.reviewText =
      !state.counters.reviewThisRun || session.filesWritten.has(REVIEW_FILE)
        ? await reviewTextOf(session.project.dir)
        : '';
  const { verdict, counters } = judgeEnding(gaps, state.counters, review);
  state.counters = counters;
  switch (verdict.kind) {
    case 'done':
      return {
        status: 'done',
        message: 'The work is done.',
        finalText,
        ...(verdict.unanswered ? { unanswered: verdict.unanswered } : {}),
      };
    case 'incomplete':
      return {
        status: 'incomplete',
        message: 'The model ended the work with parts missing.',
        finalText,
        missing: verdict.missing,
      };
    case 'note':
      tellModel(session, deps.reporter, verdict);
      return undefined;
  }
}

/** The run must stop when the journal cannot take records (a full disk); a journal that caught up goes on. */
function journalStop(session: Session): Ending | undefined {
  const failure = session.journalFailure();
  return failure ? { status: 'failed', message: journalStopMessage(failure) } : undefined;
}

/**
 * Call the model; when the API refuses the request as over the model's
 * input limit, compress to the limit it names and ask again (twice at most),
 * instead of stopping on a 400 every later turn and recovery would repeat.
 */
async function callModelWithinLimit(
  session: Session,
  context: ContextManager,
  declarations: FunctionDeclaration[],
  deps: LoopDeps,
  maxOutputTokens: number | undefined,
): Promise<CollectedTurn> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await callModel(session, declarations, deps, maxOutputTokens);
    } catch (error) {
      const over = error instanceof FatalApiError ? parseInputOverLimit(error.message) : undefined;
      if (!over || attempt >= 2) throw error;
      deps.reporter({
        type: 'notice',
        message: `The request was over the model's input limit (${over.tokens} of ${over.limit} tokens): compressing and asking again.`,
      });
      if (!(await context.fitInputLimit(over, deps.signal))) throw error;
    }
  }
}

/** The budget does not cover the next turn: it was never sent, so it does not count as an iteration. */
function stoppedAtBudget(session: Session, message: string): Ending {
  session.abandonIteration();
  return { status: 'budget', message };
}

/** Send the whole history and stream the reply in, showing it as it comes. */
async function callModel(
  session: Session,
  declarations: FunctionDeclaration[],
  deps: LoopDeps,
  maxOutputTokens: number | undefined,
): Promise<CollectedTurn> {
  const { reporter } = deps;
  const started = Date.now();
  const stream = deps.model.streamTurn({
    model: session.settings.model,
    systemInstruction: deps.systemInstruction,
    tools: declarations,
    contents: requestContents(session.history),
    signal: deps.signal,
    // Retry lines name the request, so a person can tell which turn is being retried.
    label: `turn ${session.iteration}`,
    ...(deps.showThinking ? { includeThoughts: true } : {}),
    // Under a budget: the reply's worst case is what the budget holds for it.
    ...(maxOutputTokens !== undefined ? { maxOutputTokens } : {}),
  });
  const turn = await collectTurn(stream, {
    part(part, chars) {
      if (part.text && part.thought) reporter({ type: 'thought', delta: part.text });
      else if (part.text) reporter({ type: 'text', delta: part.text });
      reporter({ type: 'progress', chars, words: Math.round(chars / 6) });
    },
    restart: () => reporter({ type: 'notice', message: 'The reply broke off and is being asked for again.' }),
  });
  reporter({
    type: 'turn',
    report: {
      ms: Date.now() - started,
      text: turn.text,
      ...(turn.finishReason ? { finishReason: turn.finishReason } : {}),
      ...(turn.usage ? { usage: turn.usage } : {}),
    },
  });
  return turn;
}

/**
 * Run every call, in order, and send all results back in one user turn;
 * then act on what the calls did (a full disk) and on a model repeating itself.
 */
async function runCalls(
  session: Session,
  calls: FunctionCall[],
  context: ContextManager,
  deps: LoopDeps,
  repeatCount: number,
): Promise<Ending | undefined> {
  const responses: Part[] = [];
  let storageFailure = false;
  for (const [index, call] of calls.entries()) {
    session.beginCall(index, call);
    // After Ctrl+C (or a timeout) the calls still to come do nothing but answer so: the turn stays whole.
    const { response, effects } = await runCall(call, session, deps);
    if (effects?.storageFailure) storageFailure = true;
    const part = functionResponse(call, response);
    // Journaled at once: a crash between two calls keeps the results already made.
    session.recordToolResult(index, part);
    responses.push(part);
  }
  session.appendMessage({ role: 'user', parts: responses });
  // The disk filled up: save the context while a save may still fit, and go on.
  if (storageFailure) await save(session, context, deps, 'error');

  const repeat = judgeRepeats(repeatCount, calls[0]?.name ?? '');
  if (repeat.kind === 'stop') return { status: 'failed', message: repeat.message };
  if (repeat.kind === 'note') tellModel(session, deps.reporter, repeat);
  return undefined;
}

/** Run one call, showing it and its result. */
async function runCall(call: FunctionCall, session: Session, deps: LoopDeps): Promise<ToolOutcome> {
  deps.reporter({
    type: 'tool_call',
    call: { name: call.name ?? '', args: call.args ?? {}, description: deps.tools.describe(call) },
  });
  const outcome = await deps.tools.execute(call, session, deps.signal);
  deps.reporter({
    type: 'tool_result',
    name: call.name ?? '',
    result: outcome.response,
    ...(outcome.failed ? { failed: outcome.failed } : {}),
  });
  return outcome;
}

/**
 * A note from writer to the model (a user message, journaled). The person sees the note's own short
 * line; the note itself, written for the model, only with --verbose.
 */
function tellModel(session: Session, reporter: Reporter, { note, notice }: { note: string; notice: string }): void {
  reporter({ type: 'notice', message: notice });
  reporter({ type: 'detail', message: `to the model: ${note.replace('[writer] ', '')}` });
  session.appendMessage({ role: 'user', parts: [{ text: note }] });
}

async function backupWhenDue(session: Session, context: ContextManager, deps: LoopDeps): Promise<void> {
  const every = session.settings.backupEvery;
  if (
    session.iteration % every === 0 &&
    // Stryker disable next-line ConditionalExpression,EqualityOperator: backupEvery is an integer >= 0 (config/schema.ts) and for 0 the test above is NaN === 0, false; `every > 0` only says "0: never" plainly
    every > 0
  )
    await save(session, context, deps, 'backup');
}

/** The loop's own ending, or the ending an exception means (an interrupt, an API failure). */
async function endingOf(loop: () => Promise<Ending>, signal: AbortSignal): Promise<Ending> {
  try {
    return await loop();
  } catch (error) {
    if (signal.aborted) return { status: 'interrupted', message: 'Interrupted.' };
    // Retry-layer errors already carry a one-line message; anything else from the SDK is parsed here.
    const known = error instanceof FatalApiError || error instanceof QuotaExhaustedError;
    return { status: 'failed', message: known ? error.message : describeFailure(parseApiFailure(error)) };
  }
}

async function save(
  session: Session,
  context: ContextManager,
  deps: LoopDeps,
  reason: SummaryReason,
): Promise<string | undefined> {
  try {
    const file = await context.saveSnapshot(reason);
    deps.reporter({
      type: 'saved',
      report: { ...(file ? { file } : {}), resumeCommand: deps.resumeCommand(session), reason },
    });
    return file;
  } catch (error) {
    // Say what is really saved: a full disk may have stopped the journal too.
    const holds = journalHolds(session.journalFailure());
    deps.reporter({
      type: 'notice',
      message: `Could not write a summary file (${writeProblem(error)}). ${holds.charAt(0).toUpperCase()}${holds.slice(1)}.`,
    });
    return undefined;
  }
}
