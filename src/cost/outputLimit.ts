/**
 * The most a model may write in one reply (its `outputTokenLimit`; thinking
 * counts toward it). A request's worst case under a budget is this many
 * output tokens, or the `maxOutputTokens` writer sets below it.
 */

/** Known output limits by model-name prefix, the longest prefix first. */
const OUTPUT_LIMITS: ReadonlyArray<readonly [prefix: string, limit: number]> = [
  ['gemini-3', 65_536],
  ['gemini-2.5', 65_536],
  ['gemini-2.0', 8_192],
  ['gemini-1.5', 8_192],
];

/** For a model not in the table: the largest limit of a current Gemini model, so a reservation never falls short. */
export const DEFAULT_OUTPUT_LIMIT = 65_536;

export function outputLimitFor(model: string): number {
  return OUTPUT_LIMITS.find(([prefix]) => model.startsWith(prefix))?.[1] ?? DEFAULT_OUTPUT_LIMIT;
}
