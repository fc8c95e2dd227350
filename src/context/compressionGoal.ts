import { formatNumber } from '../util/words.js';

/**
 * When a compression pays. A summary call costs the whole old history as its
 * prompt; it is worth it only when it leaves the history well under the
 * threshold, so that many turns follow before the next one. A compression
 * that cannot get there says so and why, and is not tried again every turn.
 */

/** A compression aims at this share of the threshold. */
export const TARGET_SHARE = 0.5;

export function compressionTarget(threshold: number): number {
  return Math.floor(threshold * TARGET_SHARE);
}

/**
 * Before the summary call: why it cannot get the history under the threshold
 * whatever the summary (the overhead and the messages kept verbatim alone
 * reach it), or undefined when it can.
 */
export function whyCompressionCannotHelp(
  floorTokens: number,
  keptMessages: number,
  threshold: number,
): string | undefined {
  if (floorTokens < threshold) return undefined;
  return `the ${keptMessages} most recent messages, kept verbatim, and the system prompt alone are ${formatNumber(floorTokens)} tokens, not under the threshold of ${formatNumber(threshold)}, so no summary of the rest can help (raise --compress-at or --token-limit)`;
}

export type CompressionVerdict =
  /** Apply it; `shortfall` says plainly why it did not reach the target, when it did not. */
  { apply: true; shortfall?: string; hold: boolean } | { apply: false; reason: string };

export interface CompressionSizes {
  before: number;
  after: number;
  threshold: number;
  summaryTokens: number;
  /** The overhead and the messages kept verbatim. */
  keptTokens: number;
}

/**
 * After the summary call: apply the result when it is smaller (the call is
 * paid for, and a smaller history costs less every turn), and say how far it
 * is from the target. One that missed the target holds further attempts until
 * the history has moved on: the same summary of nearly the same history
 * would miss it again, and one near or over the threshold would otherwise be
 * paid for again on the next turn.
 */
export function judgeCompression(sizes: CompressionSizes): CompressionVerdict {
  const { before, after, threshold } = sizes;
  if (after >= before) return { apply: false, reason: 'the summary was not smaller; history kept' };
  const target = compressionTarget(threshold);
  if (after <= target) return { apply: true, hold: false };
  // The recent messages are kept whole unless they would pass the threshold: where they are most of it, say which lever moves it.
  const lever = sizes.keptTokens > sizes.summaryTokens ? ' (a smaller --keep-recent keeps fewer)' : '';
  const parts = `the summary is ${formatNumber(sizes.summaryTokens)} tokens and the kept messages with the system prompt ${formatNumber(sizes.keptTokens)}${lever}`;
  if (after >= threshold) {
    return {
      apply: true,
      hold: true,
      shortfall: `still over the threshold of ${formatNumber(threshold)}: ${parts}; no new attempt until the history has moved on`,
    };
  }
  return {
    apply: true,
    hold: true,
    shortfall: `above the target of ${formatNumber(target)} (half the threshold): ${parts}`,
  };
}
