import type { Content } from '@google/genai';
import { REVISION_MARKER } from '../context/history.js';
import { parseReview, unansweredCheckerFindings } from '../craft/review.js';
import type { CollectedTurn } from '../model/turn.js';
import {
  CHECKER_FOLLOWUP,
  CHECKER_LIST_START,
  checkerFindingsNote,
  checkerFollowUp,
  REVIEW_NOTICE,
  REVIEW_REQUEST,
  shownCheckerLines,
} from '../prompts/review.js';

/**
 * The rules for judging a model turn, as pure functions: what the loop does
 * next is decided here, from the turn and a few counters, and nothing here
 * touches the session, the disk or the model.
 */

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

/** The third unusable reply in a row stops the run. */
export const MAX_NOTES_IN_A_ROW = 3;

/** How many times an early "done" is answered with what is missing before the run accepts it. */
export const MAX_FINISH_NUDGES = 2;

export interface TurnCounters {
  /** Unusable replies in a row (malformed, empty, cut off); reset by a turn whose calls run. */
  notesInARow: number;
  /** Early "done" replies answered with what is missing. */
  finishNudges: number;
  /** The review pass was asked for (it is asked for once), in this run or in the one this run resumes. */
  reviewRequested: boolean;
  /** It was asked for in this run: review.md counts only once this run writes it. */
  reviewThisRun?: boolean;
  /** The checker findings the review request gave the model, in `writer check`'s form. */
  checkerGiven: readonly string[];
  /** The model was reminded once of the checker findings review.md left unanswered. */
  checkerFollowedUp: boolean;
}

export const FRESH_COUNTERS: TurnCounters = {
  notesInARow: 0,
  finishNudges: 0,
  reviewRequested: false,
  checkerGiven: [],
  checkerFollowedUp: false,
};

function userText(content: Content): string {
  if (content.role !== 'user')
    // Stryker disable next-line StringLiteral: any text that starts with neither REVISION_MARKER nor REVIEW_REQUEST reads the same to countersFor
    return '';
  return (content.parts ?? []).map((part) => part.text ?? '').join('');
}

/**
 * Counters for a run that starts from `history`: a run resumed in the middle
 * of its review pass (the request is in the history, after the last
 * revision's instructions) is not asked for a second review.
 */
export function countersFor(history: readonly Content[]): TurnCounters {
  let checkerFollowedUp = false;
  for (let i = history.length - 1; i >= 0; i--) {
    const text = userText(history[i] as Content);
    if (text.startsWith(REVISION_MARKER)) break;
    if (text.startsWith(CHECKER_FOLLOWUP)) checkerFollowedUp = true;
    if (text.startsWith(REVIEW_REQUEST))
      return { ...FRESH_COUNTERS, reviewRequested: true, checkerGiven: checkerLinesOf(text), checkerFollowedUp };
  }
  return FRESH_COUNTERS;
}

/** The checker findings a review request gave (the "- file:line — …" lines after their heading). */
export function checkerLinesOf(request: string): string[] {
  const at = request.indexOf(CHECKER_LIST_START);
  if (at < 0) return [];
  return request
    .slice(at + CHECKER_LIST_START.length)
    .split('\n')
    .filter((line) => line.startsWith('- '));
}

export type TurnVerdict =
  /** Run the turn's calls and send their results back. */
  | { kind: 'run-calls' }
  /** The reply was cut off: answer each call with an error instead of running it. */
  | { kind: 'refuse-calls'; error: string; notice: string }
  /** Tell the model what went wrong and go on. */
  | { kind: 'note'; note: string; notice: string }
  /** The model says the work is done: check the work (judgeEnding). */
  | { kind: 'end'; finalText: string }
  /** Stop the run: it cannot go on usefully. */
  | { kind: 'stop'; message: string };

export interface Judgement<V> {
  verdict: V;
  counters: TurnCounters;
}

const CUT_OFF_CALL_ERROR =
  'Not executed: your reply was cut off at the output limit, so this call may be incomplete. Write long text in smaller pieces: create the file with the first part, then add the rest with mode "append".';

/**
 * The problem of a reply without calls that is no real ending: a note for the model, a name for the
 * stop message, and the one line the person sees (the note itself is the model's, shown only with --verbose).
 */
function unusableReply(turn: CollectedTurn): { note: string; problem: string; notice: string } | undefined {
  switch (turn.finishReason) {
    case 'MALFORMED_FUNCTION_CALL':
      return {
        problem: 'malformed function call',
        notice: 'The model sent a function call that could not be parsed; it is asked to send it again.',
        note: '[writer] Your last function call could not be parsed (malformed JSON arguments). Call the tool again with valid arguments. For long text, write it in smaller pieces with mode "append".',
      };
    case 'UNEXPECTED_TOOL_CALL':
      return {
        problem: 'call of a tool that does not exist',
        notice: 'The model called a tool that does not exist; it is told which tools it has.',
        note: '[writer] Your last reply called a tool that is not available. Use only the tools you were given.',
      };
    case 'MAX_TOKENS':
      return {
        problem: 'reply cut off at the output limit',
        notice: 'The reply was cut off at the output limit; the model is asked to write in smaller pieces.',
        note: '[writer] Your reply was cut off at the output limit and nothing was saved from it. Write long text in smaller pieces: create the file with the first part, then add the rest with mode "append".',
      };
  }
  if (turn.text.trim() === '') {
    return {
      problem: 'empty reply',
      notice: 'The model sent an empty reply; it is asked to go on.',
      note: '[writer] Your last reply was empty. Continue the work with the tools, or, if the whole work is written, reply with a short closing note.',
    };
  }
  return undefined;
}

/** One more unusable reply: a note, or a stop when there have been too many in a row. */
function noteOrStop(counters: TurnCounters, problem: string, verdict: TurnVerdict): Judgement<TurnVerdict> {
  const notesInARow = counters.notesInARow + 1;
  const next = { ...counters, notesInARow };
  if (notesInARow >= MAX_NOTES_IN_A_ROW) {
    return {
      verdict: {
        kind: 'stop',
        message: `The model kept failing to produce a usable reply (${problem}, ${notesInARow} times in a row).`,
      },
      counters: next,
    };
  }
  return { verdict, counters: next };
}

/** Judge a whole model turn. */
export function judgeTurn(turn: CollectedTurn, counters: TurnCounters): Judgement<TurnVerdict> {
  if (turn.blockReason) {
    return { verdict: { kind: 'stop', message: `The request was blocked by Gemini (${turn.blockReason}).` }, counters };
  }
  if (turn.finishReason && BLOCKING_FINISH_REASONS.has(turn.finishReason)) {
    return {
      verdict: { kind: 'stop', message: `Gemini stopped the reply (finish reason ${turn.finishReason}).` },
      counters,
    };
  }
  if (turn.calls.length > 0) {
    if (turn.finishReason === 'MAX_TOKENS') {
      // A reply cut off at the output limit may hold a truncated call: run none of them.
      return noteOrStop(counters, 'reply cut off at the output limit', {
        kind: 'refuse-calls',
        error: CUT_OFF_CALL_ERROR,
        notice: 'The reply was cut off at the output limit; its calls were not run.',
      });
    }
    return { verdict: { kind: 'run-calls' }, counters: { ...counters, notesInARow: 0 } };
  }
  const unusable = unusableReply(turn);
  if (unusable)
    return noteOrStop(counters, unusable.problem, { kind: 'note', note: unusable.note, notice: unusable.notice });
  return { verdict: { kind: 'end', finalText: turn.text.trim() }, counters };
}

export type EndingVerdict =
  /** Accepted; `unanswered` checker findings review.md still leaves without an answer after the one reminder. */
  | { kind: 'done'; unanswered?: number }
  /** The model ended with parts of the work missing, after enough reminders. */
  | { kind: 'incomplete'; missing: string[] }
  | { kind: 'note'; note: string; notice: string };

/** What the review pass needs to know about the work: whether it should be reviewed before it ends. */
export interface ReviewInput {
  /** Reviewing is on (not --no-review) and the work has an outline to review against. */
  wanted: boolean;
  /** What `writer check` found, in review.md's form: the review starts with them. */
  checkerFindings?: readonly string[];
  /** review.md as the review wrote it ('' when this run's review has not written it): it must answer the checker. */
  reviewText?: string;
}

/**
 * Judge the model's "done", given what the work still lacks on disk: what is
 * missing comes first; once nothing is, a work that wants a review gets the
 * review request once. Its next "done" is accepted when review.md answers
 * every checker finding the request gave ([fixed], or [dismissed] with a
 * reason); else the model is reminded once of the unanswered ones, and the
 * "done" after that is accepted with their count.
 */
export function judgeEnding(
  gaps: readonly string[],
  counters: TurnCounters,
  review: ReviewInput = { wanted: false },
): Judgement<EndingVerdict> {
  if (gaps.length === 0) {
    if (review.wanted && !counters.reviewRequested) {
      const findings = review.checkerFindings ?? [];
      return {
        verdict: {
          kind: 'note',
          note: REVIEW_REQUEST + checkerFindingsNote(findings),
          notice: REVIEW_NOTICE,
        },
        counters: {
          ...counters,
          reviewRequested: true,
          reviewThisRun: true,
          checkerGiven: shownCheckerLines(findings),
        },
      };
    }
    const unanswered =
      review.wanted && counters.checkerGiven.length > 0
        ? unansweredCheckerFindings(counters.checkerGiven, parseReview(review.reviewText ?? ''))
        : [];
    if (unanswered.length === 0) return { verdict: { kind: 'done' }, counters };
    if (counters.checkerFollowedUp) return { verdict: { kind: 'done', unanswered: unanswered.length }, counters };
    return {
      verdict: {
        kind: 'note',
        note: checkerFollowUp(unanswered),
        notice: `review.md does not answer ${unanswered.length} of writer check's finding${unanswered.length === 1 ? '' : 's'}: the model is asked once more.`,
      },
      counters: { ...counters, checkerFollowedUp: true },
    };
  }
  if (counters.finishNudges >= MAX_FINISH_NUDGES)
    return { verdict: { kind: 'incomplete', missing: [...gaps] }, counters };
  return {
    verdict: {
      kind: 'note',
      note: `[writer] The work is not finished yet: ${gaps.join('; ')}. Continue writing until the whole work is done.`,
      notice: `Not finished yet (${gaps.join('; ')}): the model is asked to go on.`,
    },
    counters: { ...counters, finishNudges: counters.finishNudges + 1 },
  };
}

export type RepeatVerdict =
  | { kind: 'fine' }
  | { kind: 'note'; note: string; notice: string }
  | { kind: 'stop'; message: string };

/** The same calls this many turns in a row get a corrective note… */
export const REPEAT_WARNING_AT = 5;
/** …and this many stop the run. */
export const REPEAT_STOP_AT = 8;

/** Judge a model that makes the same calls turn after turn: a write that keeps failing will not succeed on the hundredth try. */
export function judgeRepeats(repeats: number, callName: string): RepeatVerdict {
  if (repeats >= REPEAT_STOP_AT) {
    return { kind: 'stop', message: `The model repeated the same call ${repeats} times in a row (${callName}).` };
  }
  if (repeats === REPEAT_WARNING_AT) {
    return {
      kind: 'note',
      notice: `The model made the same call ${repeats} times in a row (${callName}); it is told to move on.`,
      note: `[writer] You have made exactly the same call ${repeats} times in a row. It will not give a different result. Read the last result, then do something different: continue with the next part of the work.`,
    };
  }
  return { kind: 'fine' };
}
