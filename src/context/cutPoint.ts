import type { Content } from '@google/genai';
import { hasFunctionResponses } from '../model/parts.js';

/**
 * A cut at `index` keeps history.slice(index) verbatim. It is safe when the
 * kept part does not start with a function response (its call would be
 * summarized away). Every call turn in a history is followed by its
 * responses (the loop answers each one, a recovery completes an interrupted
 * turn), so this one rule also keeps a call from losing its response.
 */
export function isSafeCut(history: readonly Content[], index: number): boolean {
  if (index <= 0 || index >= history.length) return false;
  return !hasFunctionResponses(history[index] as Content);
}

/**
 * Where to split the history for compression so that about `keepRecent`
 * messages stay verbatim: the safe cut nearest to length - keepRecent,
 * preferring to keep more when two are equally near. Returns 0 when there is
 * nothing that can be compressed.
 */
export function findCutPoint(history: readonly Content[], keepRecent: number): number {
  const target = history.length - Math.max(0, keepRecent);
  if (target <= 0) return 0;
  // isSafeCut refuses the indices outside the history, so the search runs until both sides have passed its ends.
  // Stryker disable next-line EqualityOperator: one more distance (history.length) reaches only indices outside the history on both sides
  for (let distance = 0; distance < history.length; distance++) {
    if (isSafeCut(history, target - distance)) return target - distance;
    if (isSafeCut(history, target + distance)) return target + distance;
  }
  return 0;
}
