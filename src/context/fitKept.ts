import type { Content, Part } from '@google/genai';
import { isSafeCut } from './cutPoint.js';

/**
 * Choosing what a compression keeps verbatim when the usual last
 * `--keep-recent` messages are themselves too big (one message over the
 * model's input limit, such as a whole book in one write_file call): keeping
 * them would leave every request over the limit, for good. In order:
 * 1. keep fewer messages, cutting only where no call loses its response;
 * 2. in the smallest part that can be kept (the last exchange), replace each
 *    oversized `content` argument of a function call with a note that the file
 *    on disk holds it;
 * 3. keep nothing: the summary alone stands for the history.
 * Step 2 changes a model turn, which writer otherwise never does (history is
 * kept exactly as received for thought signatures and prefix caching); it is
 * used only when the last exchange cannot be kept whole, because keeping the
 * model's own last step in view matters more for continuity than a summary
 * of it. The changed turn's thought signatures are replaced by the sentinel
 * Google documents for function calls it did not produce
 * ("skip_thought_signature_validator"), since the original signature covered
 * the original call.
 */

/** A content argument longer than this is replaced in step 2. */
export const OVERSIZED_ARGUMENT_CHARS = 2_000;
export const SKIP_SIGNATURE = 'skip_thought_signature_validator';

export interface FittedKept {
  /** Index where the kept part starts (history.length: nothing kept). */
  cut: number;
  kept: Content[];
  /** How many call arguments were replaced by a note (step 2). */
  replacedArguments: number;
}

function withoutOversizedContent(message: Content): { message: Content; replaced: number } {
  let replaced = 0;
  const parts = (message.parts ?? []).map((part): Part => {
    const call = part.functionCall;
    const content = call?.args?.content;
    if (!call || typeof content !== 'string' || content.length <= OVERSIZED_ARGUMENT_CHARS) return part;
    replaced++;
    const file = typeof call.args?.filename === 'string' ? `"${call.args.filename}"` : 'the file';
    const note = `[writer] ${content.length} characters, left out of the context to fit the model's input limit; ${file} on disk holds them (read_file shows them).`;
    return { ...part, functionCall: { ...call, args: { ...call.args, content: note } } };
  });
  if (replaced === 0) return { message, replaced };
  const signed = parts.map((part) => (part.thoughtSignature ? { ...part, thoughtSignature: SKIP_SIGNATURE } : part));
  return { message: { ...message, parts: signed }, replaced };
}

/**
 * What to keep after `cut` so that the kept messages measure at most
 * `budget` (see the steps above). `measure` estimates tokens.
 */
export function fitKept(
  history: readonly Content[],
  cut: number,
  budget: number,
  measure: (contents: readonly Content[]) => number,
): FittedKept {
  if (measure(history.slice(cut)) <= budget) return { cut, kept: history.slice(cut), replacedArguments: 0 };
  // The smallest part that can be kept: the last safe cut from `cut` on (the exchange at the cut itself counts).
  // An unsafe cut is 0 (or past the end); from 0 the loop below finds every model turn (each a safe cut from 1 on,
  // history[0] being the prompt or a summary), so none is left for step 2 to shorten.
  let smallest = isSafeCut(history, cut) ? cut : undefined;
  // Stryker disable next-line ArithmeticOperator,EqualityOperator: starting before cut + 1 tries only longer parts than slice(cut), which measured over the budget already (and can only be safe cuts before cut); index history.length is never a safe cut
  for (let index = cut + 1; index < history.length; index++) {
    if (!isSafeCut(history, index)) continue;
    smallest = index;
    const kept = history.slice(index);
    if (measure(kept) <= budget) return { cut: index, kept, replacedArguments: 0 };
  }
  if (smallest !== undefined) {
    let replacedArguments = 0;
    const kept = history.slice(smallest).map((message) => {
      const shortened = withoutOversizedContent(message);
      replacedArguments += shortened.replaced;
      return shortened.message;
    });
    // With nothing shortened this is slice(smallest), which did not fit.
    if (measure(kept) <= budget) return { cut: smallest, kept, replacedArguments };
  }
  return { cut: history.length, kept: [], replacedArguments: 0 };
}
