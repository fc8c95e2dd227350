import type { FunctionCall, Part } from '@google/genai';
import { requestContents } from '../context/history.js';
import { ContextManager } from '../context/manager.js';
import type { SummaryReason } from '../context/summaryFile.js';
import { projectGaps } from '../craft/completion.js';
import { describeFailure, parseApiFailure } from '../model/errors.js';
import { FatalApiError, QuotaExhaustedError } from '../model/retry.js';
import type { ModelClient } from '../model/types.js';
import { resumeCommand, shellQuote } from '../recovery.js';
import type { ToolRegistry } from '../tools/registry.js';
import type { Reporter } from '../ui/reporter.js';
import { REPEAT_STOP_AT, REPEAT_WARNING_AT, RepeatGuard } from './repeatGuard.js';
import type { Session } from './session.js';
import { type CollectedTurn, collectTurn } from './turn.js';

export type RunStatus = 'done' | 'max-iterations' | 'interrupted' | 'failed';

export interface RunOutcome {
  status: RunStatus;
  message: string;
  /** The model's closing message when the work is done. */
  finalText?: string;
  /** What the work still lacks when the model ended anyway (chapters of the outline, length). */
  missing?: string[];
  /** The summary file saved on the way out, if any. */
  summaryFile?: string;
  resumeCommand?: string;
}

export interface LoopDeps {
  model: ModelClient;
  tools: ToolRegistry;
  reporter: Reporter;
  systemInstruction: string;
  signal: AbortSignal;
  /** Ask the model for its thought summaries and stream them to the reporter. */
  showThinking?: boolean;
}

/** Finish reasons that mean the output was refused: report and stop, never retry blindly. */
export const BLOCKING_FINISH_REASONS = new Set([
  'SAFETY',
  'RECITATION',
  'PROHIBITED_CONTENT',
  'BLOCKLIST',
  'SPII',
  'LANGUAGE',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'IMAGE_RECITATION',
]);

/** How many corrective notes in a row before the run gives up. */
export const MAX_NOTES_IN_A_ROW = 3;

/** How many times an early "done" is answered with what is missing before the run accepts it. */
export const MAX_FINISH_NUDGES = 2;

const CUT_OFF_CALL_ERROR =
  'Not executed: your reply was cut off at the output limit, so this call may be incomplete. Write long text in smaller pieces: create the file with the first part, then add the rest with mode "append".';

/** What to tell the model when a turn without function calls is not a real ending; undefined when it is. */
export function correctiveNote(turn: CollectedTurn): string | undefined {
  switch (turn.finishReason) {
    case 'MALFORMED_FUNCTION_CALL':
      return '[writer] Your last function call could not be parsed (malformed JSON arguments). Call the tool again with valid arguments. For long text, write it in smaller pieces with mode "append".';
    case 'UNEXPECTED_TOOL_CALL':
      return '[writer] Your last reply called a tool that is not available. Use only the tools you were given.';
    case 'MAX_TOKENS':
      return '[writer] Your reply was cut off at the output limit and nothing was saved from it. Write long text in smaller pieces: create the file with the first part, then add the rest with mode "append".';
    default:
      break;
  }
  if (turn.text.trim() === '') {
    return '[writer] Your last reply was empty. Continue the work with the tools, or, if the whole work is written, reply with a short closing note.';
  }
  return undefined;
}

function responsePart(call: FunctionCall, response: Record<string, unknown>): Part {
  return {
    functionResponse: {
      ...(call.id !== undefined ? { id: call.id } : {}),
      name: call.name ?? '',
      response,
    },
  };
}

/** A short note from writer to the model (a user message, journaled), also shown to the person. */
function tellModel(session: Session, reporter: Reporter, note: string): void {
  reporter.notice(note.replace('[writer] ', ''));
  session.appendMessage({ role: 'user', parts: [{ text: note }] });
}

/** Count one more corrective note; stop the run when there have been too many in a row. */
function noteOrStop(notesInARow: number, what: string): number {
  const count = notesInARow + 1;
  if (count > MAX_NOTES_IN_A_ROW) {
    throw new StopRun(
      'failed',
      `The model kept failing to produce a usable reply (${what}, ${count} times in a row).`,
      'error',
    );
  }
  return count;
}

class StopRun extends Error {
  constructor(
    readonly status: RunStatus,
    message: string,
    readonly saveReason: SummaryReason,
  ) {
    super(message);
  }
}

/** Run every call, in order, and send all results back in one user turn. */
async function runCalls(session: Session, calls: FunctionCall[], deps: LoopDeps): Promise<{ diskFull: boolean }> {
  const responses: Part[] = [];
  let diskFull = false;
  for (const [index, call] of calls.entries()) {
    deps.reporter.toolCall({ name: call.name ?? '', args: call.args ?? {}, description: deps.tools.describe(call) });
    const result = await deps.tools.execute(call, session);
    deps.reporter.toolResult(call.name ?? '', result);
    if (result.disk_full === true) diskFull = true;
    const part = responsePart(call, result);
    // Journaled at once: a crash between two calls keeps the results already made.
    session.recordToolResult(index, part);
    responses.push(part);
  }
  session.appendMessage({ role: 'user', parts: responses });
  return { diskFull };
}

async function iterate(session: Session, context: ContextManager, deps: LoopDeps): Promise<RunOutcome> {
  const { model, tools, reporter, signal } = deps;
  const declarations = tools.declarations();
  let notesInARow = 0;
  let finishNudges = 0;
  const repeatGuard = new RepeatGuard();
  while (session.iteration < session.maxIteration) {
    signal.throwIfAborted();
    session.iteration++;
    const status = await context.beforeTurn(signal);
    reporter.iterationStart(session.iteration, session.maxIteration, status);

    const sentLength = session.history.length;
    const started = Date.now();
    const stream = model.streamTurn({
      model: session.settings.model,
      systemInstruction: deps.systemInstruction,
      tools: declarations,
      contents: requestContents(session.history),
      signal,
      ...(deps.showThinking ? { includeThoughts: true } : {}),
    });
    const turn = await collectTurn(stream, {
      part(part, chars) {
        if (part.text && part.thought) reporter.streamThought(part.text);
        else if (part.text) reporter.streamText(part.text);
        reporter.streamProgress(chars, Math.round(chars / 6));
      },
      restart: () => reporter.notice('The reply broke off and is being asked for again.'),
    });
    reporter.turnEnd({
      ms: Date.now() - started,
      text: turn.text,
      ...(turn.finishReason ? { finishReason: turn.finishReason } : {}),
      ...(turn.usage ? { usage: turn.usage } : {}),
    });
    if (turn.usage) context.observePrompt(turn.usage.promptTokens, sentLength);

    if (turn.blockReason) {
      if (turn.usage) session.recordUsage(turn.usage);
      throw new StopRun('failed', `The request was blocked by Gemini (${turn.blockReason}).`, 'error');
    }
    if (turn.finishReason && BLOCKING_FINISH_REASONS.has(turn.finishReason)) {
      if (turn.usage) session.recordUsage(turn.usage);
      throw new StopRun('failed', `Gemini stopped the reply (finish reason ${turn.finishReason}).`, 'error');
    }

    const parts = turn.content.parts ?? [];
    // A turn with no parts cannot be sent back (the API rejects empty content); its usage still counts.
    if (parts.length > 0) session.appendMessage(turn.content, turn.usage);
    else if (turn.usage) session.recordUsage(turn.usage);

    if (turn.calls.length === 0) {
      const note = correctiveNote(turn);
      if (note !== undefined) {
        notesInARow = noteOrStop(notesInARow, turn.finishReason ?? 'empty reply');
        tellModel(session, reporter, note);
        continue;
      }
      // The model says it is done: accept it only when the work is there, or after enough reminders.
      const gaps = await projectGaps(session.project, session.targetWords, session.wordCache);
      if (gaps.length === 0) return { status: 'done', message: 'The work is done.', finalText: turn.text.trim() };
      if (finishNudges >= MAX_FINISH_NUDGES) {
        return {
          status: 'done',
          message: 'The model ended the work with parts missing.',
          finalText: turn.text.trim(),
          missing: gaps,
        };
      }
      finishNudges++;
      tellModel(
        session,
        reporter,
        `[writer] The work is not finished yet: ${gaps.join('; ')}. Continue writing until the whole work is done.`,
      );
      continue;
    }

    if (turn.finishReason === 'MAX_TOKENS') {
      // A reply cut off at the output limit may hold a truncated call: run none of them.
      notesInARow = noteOrStop(notesInARow, 'MAX_TOKENS');
      reporter.notice('The reply was cut off at the output limit; its calls were not run.');
      session.appendMessage({
        role: 'user',
        parts: turn.calls.map((call) => responsePart(call, { error: CUT_OFF_CALL_ERROR })),
      });
      continue;
    }
    notesInARow = 0;

    const { diskFull } = await runCalls(session, turn.calls, deps);
    if (diskFull) await save(session, context, deps, 'error');

    const repeats = repeatGuard.observe(turn.calls);
    if (repeats >= REPEAT_STOP_AT) {
      throw new StopRun(
        'failed',
        `The model repeated the same call ${repeats} times in a row (${turn.calls[0]?.name ?? ''}).`,
        'error',
      );
    }
    if (repeats === REPEAT_WARNING_AT) {
      tellModel(
        session,
        reporter,
        `[writer] You have made exactly the same call ${repeats} times in a row. It will not give a different result. Read the last result, then do something different: continue with the next part of the work.`,
      );
    }

    const every = session.settings.backupEvery;
    if (every > 0 && session.iteration % every === 0) await save(session, context, deps, 'backup');
  }
  throw new StopRun(
    'max-iterations',
    `Stopped after ${session.iteration} iterations (--max-iterations).`,
    'max-iterations',
  );
}

async function save(
  session: Session,
  context: ContextManager,
  deps: LoopDeps,
  reason: SummaryReason,
): Promise<string | undefined> {
  try {
    const file = await context.saveSnapshot(reason);
    deps.reporter.saved({ ...(file ? { file } : {}), resumeCommand: resumeCommandFor(session), reason });
    return file;
  } catch (error) {
    deps.reporter.notice(
      `Could not write a summary file: ${(error as Error).message}. The journal in .writer/ still holds the session.`,
    );
    return undefined;
  }
}

function resumeCommandFor(session: Session): string {
  // Without a project folder nothing was written: the way back is to run the prompt again.
  return session.project ? resumeCommand(session.project.dir) : `writer ${shellQuote(session.prompt)}`;
}

/**
 * Run a session until the model says it is done, the iteration cap is
 * reached, the user interrupts, or something fails. Every way out except
 * "done" saves the context and names the command that resumes it.
 */
export async function runSession(session: Session, deps: LoopDeps): Promise<RunOutcome> {
  const context = new ContextManager({
    session,
    model: deps.model,
    reporter: deps.reporter,
    systemInstruction: deps.systemInstruction,
    tools: deps.tools.declarations(),
  });
  const outcome = await run(session, context, deps);
  session.journal.append({
    type: 'end',
    iteration: session.iteration,
    at: new Date().toISOString(),
    status: outcome.status,
  });
  session.journal.close();
  return outcome;
}

async function run(session: Session, context: ContextManager, deps: LoopDeps): Promise<RunOutcome> {
  try {
    context.init(deps.signal);
    return await iterate(session, context, deps);
  } catch (error) {
    let status: RunStatus;
    let message: string;
    let reason: SummaryReason;
    if (error instanceof StopRun) {
      ({ status, message, saveReason: reason } = error);
    } else if (deps.signal.aborted) {
      status = 'interrupted';
      message = 'Interrupted.';
      reason = 'interrupted';
    } else {
      status = 'failed';
      // Retry-layer errors already carry a one-line message; anything else from the SDK is parsed here.
      message =
        error instanceof FatalApiError || error instanceof QuotaExhaustedError
          ? error.message
          : describeFailure(parseApiFailure(error));
      reason = 'error';
    }
    const summaryFile = await save(session, context, deps, reason);
    return { status, message, resumeCommand: resumeCommandFor(session), ...(summaryFile ? { summaryFile } : {}) };
  }
}
