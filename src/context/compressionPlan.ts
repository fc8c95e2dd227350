import { compressionTarget, whyCompressionCannotHelp } from './compressionGoal.js';

/**
 * What the context manager decides, apart from what it does: pure functions
 * of the token figures, the threshold and ceiling, the history's shape and
 * the hold an earlier compression left. The manager measures, summarizes and
 * applies; these say whether, with what targets, and when to give up.
 */

/** Room kept for the summary message when the history does not yet start with one: this share of the target. */
export const SUMMARY_ROOM_SHARE = 0.1;

export interface TurnFigures {
  /** The history's size now (or after this turn's compression). */
  tokens: number;
  threshold: number;
  /** No request may reach this size. */
  ceiling: number;
  /** From this size on a compression is made whatever an earlier one's hold. */
  mustCompressAt: number;
  historyLength: number;
  /** An earlier compression that fell short holds further ones until the history is this long. */
  holdUntilLength: number;
  /** The model asked for a compression. */
  requested: boolean;
  /** A compression was already tried before this turn: only the ceiling is left to check. */
  compressed: boolean;
}

export type TurnPlan =
  | { kind: 'send' }
  | { kind: 'compress'; reason: string }
  /** Even compressed (or forced), the request would be at or over the ceiling: it is never sent. */
  | { kind: 'stop' };

/** Before a model turn: send as is, compress first, or stop. */
export function planTurn(f: TurnFigures): TurnPlan {
  if (!f.compressed) {
    // A compression that fell short waits for the history to move on, but never past the ceiling.
    const due = f.tokens >= f.threshold && (f.historyLength >= f.holdUntilLength || f.tokens >= f.mustCompressAt);
    if (f.requested || due)
      return { kind: 'compress', reason: f.requested ? 'requested by the model' : 'context near the limit' };
  }
  return f.tokens >= f.ceiling ? { kind: 'stop' } : { kind: 'send' };
}

export interface CompressionTargets {
  /** The size a compression aims at (half the threshold). */
  target: number;
  /** The most the kept messages may weigh; bigger ones are fewer or shortened (fitKept). */
  keptBudget: number;
}

/**
 * The last --keep-recent messages are kept whole (the person asked for them),
 * unless they would leave the next request at the threshold: the overhead, a
 * summary message (as long as the summary now heading the history, or a
 * tenth of the target) and the kept messages must stay under it. Only then
 * are fewer kept (or shortened, see fitKept). Reaching the target (half the
 * threshold) is what the summary aims at, never a reason to keep fewer.
 */
export function compressionTargets(
  threshold: number,
  overhead: number,
  headSummaryTokens?: number,
): CompressionTargets {
  const target = compressionTarget(threshold);
  const summaryRoom = headSummaryTokens ?? Math.floor(target * SUMMARY_ROOM_SHARE);
  return { target, keptBudget: Math.max(0, threshold - 1 - overhead - summaryRoom) };
}

export interface SplitFigures {
  /** Messages before the cut are summarized. */
  cut: number;
  keptMessages: number;
  /** The overhead and the kept messages, sized like the whole. */
  keptTokens: number;
  threshold: number;
}

export type SplitPlan = { kind: 'summarize' } | { kind: 'hold'; reason: string };

/** Before the summary call: whether one is worth paying for, or why not. */
export function planSplit(f: SplitFigures): SplitPlan {
  if (f.cut === 0) return { kind: 'hold', reason: 'nothing old enough to summarize yet' };
  const hopeless = whyCompressionCannotHelp(f.keptTokens, f.keptMessages, f.threshold);
  return hopeless ? { kind: 'hold', reason: hopeless } : { kind: 'summarize' };
}

export interface ShrinkFigures {
  /** The overhead and the summary message alone. */
  summaryTokens: number;
  /** The overhead, the summary message and the kept messages. */
  candidateTokens: number;
  keptMessages: number;
  threshold: number;
}

export type ShrinkPlan = { kind: 'keep' } | { kind: 'shrink'; keptBudget: number };

/**
 * After the summary call, with a summary longer than expected: when it and
 * the kept messages would leave the next request at the threshold, keep less
 * rather than wait for the history to move on (it only grows, towards the
 * window); what is no longer kept is folded into the summary. Under the
 * threshold the --keep-recent messages stay, even short of the target.
 */
export function planShrink(f: ShrinkFigures): ShrinkPlan {
  const { summaryTokens: alone, candidateTokens: candidate, threshold } = f;
  // Under the threshold already, the candidate is at most threshold - 1: aiming there keeps it as it is.
  const goal = alone < threshold ? threshold - 1 : 0;
  if (candidate > goal && goal > 0 && f.keptMessages > 0) return { kind: 'shrink', keptBudget: goal - alone };
  return { kind: 'keep' };
}

/** After giving up (or falling short): no new attempt until the history has grown past the recent messages. */
export function holdLength(historyLength: number, keepRecent: number): number {
  return historyLength + keepRecent;
}
