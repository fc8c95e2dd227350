/**
 * The API's refusal of a request over the model's input limit, e.g.
 * `400 INVALID_ARGUMENT: The input token count (3475108) exceeds the maximum
 * number of tokens allowed (1048576).` Retrying the same request cannot help,
 * but compressing the history and asking again can: the loop does that.
 */

export interface InputOverLimit {
  tokens: number;
  limit: number;
}

const OVER_LIMIT = /input token count \((\d+)\) exceeds the maximum number of tokens allowed \((\d+)\)/i;

export function parseInputOverLimit(message: string): InputOverLimit | undefined {
  const match = OVER_LIMIT.exec(message);
  if (!match) return undefined;
  return { tokens: Number(match[1]), limit: Number(match[2]) };
}
