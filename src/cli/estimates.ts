import type { PriceTable } from '../config/prices.js';
import { type Estimate, estimateDraft, tokensOf } from '../cost/estimate.js';
import { chapterTools } from '../parallel/chapterTools.js';
import { chapterSystemPrompt } from '../prompts/chapter.js';
import { systemPrompt } from '../prompts/system.js';
import { defaultTools } from '../tools/index.js';

/**
 * The estimate with the sizes of writer's own prompts and tools (measured,
 * not guessed): for a plan on disk (`writer plan`, `writer draft`, a dry run
 * of either) and for a run from a prompt, whose plan does not exist yet.
 */

/** The main session's system prompt and tool declarations, in tokens. */
export function mainFixedTokens(targetWords: number | undefined, parallel: boolean): number {
  return tokensOf(systemPrompt({ targetWords, parallel })) + tokensOf(JSON.stringify(defaultTools().declarations()));
}

/** A chapter session's system prompt and tool declarations, in tokens. */
export function chapterFixedTokens(): number {
  return tokensOf(chapterSystemPrompt()) + tokensOf(JSON.stringify(chapterTools('chapter_01.md').declarations()));
}

export interface PlanEstimateInput {
  model: string;
  prices: PriceTable;
  parallel: number;
  /** The chapters still to draft. */
  chapters: readonly { budget?: number | undefined }[];
  outlineText: string;
  bibleText: string;
  targetWords?: number | undefined;
  review: boolean;
  /** Words of the chapters already written (kept by writer draft). */
  writtenWords?: number;
  /** The planning requests come first (a run from a prompt). */
  planning?: boolean;
}

export function estimatePlan(input: PlanEstimateInput): Estimate {
  return estimateDraft({
    model: input.model,
    prices: input.prices,
    chapters: input.chapters,
    parallel: input.parallel,
    mainFixedTokens: mainFixedTokens(input.targetWords, input.parallel > 1),
    chapterFixedTokens: chapterFixedTokens(),
    planTokens: tokensOf(input.outlineText) + tokensOf(input.bibleText),
    review: input.review,
    ...(input.writtenWords !== undefined ? { writtenWords: input.writtenWords } : {}),
    ...(input.planning ? { planning: true } : {}),
  });
}

/** When the length is not known, a run is estimated at this many words (and says so). */
export const ASSUMED_WORDS = 30_000;
/** Chapters of a plan not yet written are assumed to be this long. */
const ASSUMED_CHAPTER_WORDS = 3_000;

/** A run from a prompt: the plan is assumed from the target (chapters of about 3,000 words, a bible of ~1,500 tokens). */
export function estimateRun(input: {
  model: string;
  prices: PriceTable;
  parallel: number;
  targetWords: number | undefined;
  review: boolean;
}): Estimate & { assumedWords?: number } {
  const words = input.targetWords ?? ASSUMED_WORDS;
  const count = Math.max(1, Math.round(words / ASSUMED_CHAPTER_WORDS));
  const chapters = Array.from({ length: count }, () => ({ budget: Math.round(words / count) }));
  const estimate = estimateDraft({
    model: input.model,
    prices: input.prices,
    chapters,
    parallel: input.parallel,
    mainFixedTokens: mainFixedTokens(input.targetWords, input.parallel > 1),
    chapterFixedTokens: chapterFixedTokens(),
    planTokens: count * (input.parallel > 1 ? 90 : 35) + 1_500,
    review: input.review,
    planning: true,
  });
  return input.targetWords === undefined ? { ...estimate, assumedWords: ASSUMED_WORDS } : estimate;
}
