import type { FunctionDeclaration } from '@google/genai';
import type { Settings } from '../config/schema.js';
import { estimateTextTokens } from '../context/tokens.js';
import { systemPrompt } from '../prompts/system.js';
import { defaultTools } from '../tools/index.js';
import { formatNumber } from '../util/words.js';

/** The least room a compression summary takes in the new history. */
const SUMMARY_ROOM = 300;
/** The least a kept message takes: a short call or its result. */
const KEPT_MESSAGE_ROOM = 40;

/**
 * The smallest context window a run can work in at all: the system prompt and
 * tools are sent every turn, and after a compression the history is still a
 * summary plus the kept messages. Below this, every turn is over the limit and
 * nothing can be compressed ("1112.0%").
 */
export function minimumTokenLimit(
  systemInstruction: string,
  tools: readonly FunctionDeclaration[],
  keepRecent: number,
): number {
  const fixed = estimateTextTokens(systemInstruction) + estimateTextTokens(JSON.stringify(tools));
  // The bare minimum, not a comfortable size: small windows are a legitimate way to test compression.
  const needed = fixed + SUMMARY_ROOM + keepRecent * KEPT_MESSAGE_ROOM;
  return Math.ceil(needed / 100) * 100;
}

/** The message for a limit below the minimum; undefined when the limit is workable. */
export function tokenLimitProblem(
  limit: number,
  source: string,
  minimum: number,
  keepRecent: number,
): string | undefined {
  if (limit >= minimum) return undefined;
  const from = source === 'flag' ? '--token-limit' : source === 'default' ? 'the default' : source;
  return `token limit ${formatNumber(limit)} (from ${from}) is too small: the system prompt, the tools and a compressed history with ${keepRecent} kept messages need at least ${formatNumber(minimum)} tokens. Give --token-limit ${minimum} or more (or a lower --keep-recent).`;
}

/** The problem with a run's token limit, if any: a limit below what every turn needs is refused before any request. */
export function checkTokenLimit(settings: Settings, source: string): string | undefined {
  if (settings.tokenLimit === undefined) return undefined;
  const minimum = minimumTokenLimit(
    systemPrompt({ targetWords: settings.words }),
    defaultTools().declarations(),
    settings.keepRecent,
  );
  return tokenLimitProblem(settings.tokenLimit, source, minimum, settings.keepRecent);
}
