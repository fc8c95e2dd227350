import { type PriceTable, priceFor, requestCost } from '../config/prices.js';
import type { TokenUsage } from '../model/types.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';

/**
 * What drafting will cost, before a request is made: the requests a session
 * makes to write its chapters, replayed on paper. Each request carries the
 * session's fixed part (system prompt, tool declarations, its first message)
 * and the history so far; each piece of prose is a reply of output tokens
 * that then joins the history. The sum is priced from the price table, request
 * by request (long prompts at their own rate). Used by `writer plan`, every
 * --dry-run, and `writer redraft` (one chapter session).
 *
 * A point figure comes from the replay; the range around it allows for what
 * the replay cannot know: thinking tokens, rewrites, retries (up), a model
 * that writes longer pieces (down). bench/estimate.ts measures the point
 * against the spend of a scripted book.
 */

/** Tokens per word of English prose (Gemini's tokenizer gives about 1.3; markdown and JSON quoting add a little). */
export const TOKENS_PER_WORD = 1.35;
/** Words a model writes in one write call: the prompts ask for pieces of a few hundred to a couple of thousand. */
export const WORDS_PER_PIECE = 1_000;
/** A tool result, a short note, a call's own wrapping: what each request adds to the history besides prose. */
const TURN_OVERHEAD_TOKENS = 60;
/**
 * The range around the point: fewer, longer pieces (down); looks back at earlier chapters (read_file,
 * search_files: about a quarter more in the one loop), thinking, rewrites and retries (up).
 */
export const ESTIMATE_LOW = 0.75;
export const ESTIMATE_HIGH = 1.6;
const REQUESTS_HIGH = 1.3;

export function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

export function wordTokens(words: number): number {
  return Math.ceil(words * TOKENS_PER_WORD);
}

/** One request of a session on paper: what it adds to the history it sends next time. */
export interface PaperStep {
  /** The reply (a piece of prose, a plan, a note). */
  outputTokens: number;
  /** What comes back into the history besides the reply (a file read, a note from writer). */
  addedTokens?: number;
}

export interface PaperSession {
  /** System prompt and tool declarations: in every request. */
  fixedTokens: number;
  /** The first message (the prompt, or a chapter brief) and anything carried from before. */
  startTokens: number;
  steps: readonly PaperStep[];
  /** A history above this many tokens is compressed back to `compressTo` (the run's compress-at). */
  compressAbove?: number | undefined;
}

/** The usage each request of the session would report. */
export function replaySession(session: PaperSession): TokenUsage[] {
  const usages: TokenUsage[] = [];
  let history = session.startTokens;
  for (const step of session.steps) {
    const promptTokens = session.fixedTokens + history;
    usages.push({
      promptTokens,
      cachedTokens: 0,
      outputTokens: step.outputTokens,
      thoughtTokens: 0,
      totalTokens: promptTokens + step.outputTokens,
    });
    history += step.outputTokens + (step.addedTokens ?? 0) + TURN_OVERHEAD_TOKENS;
    // Compression leaves about a tenth of the history (a summary and the recent messages).
    if (session.compressAbove !== undefined && history > session.compressAbove)
      history = Math.round(session.compressAbove / 10);
  }
  return usages;
}

/** The steps that write `words` of one chapter: a piece per write call. */
export function chapterSteps(words: number): PaperStep[] {
  const pieces = Math.max(1, Math.ceil(words / WORDS_PER_PIECE));
  const steps: PaperStep[] = [];
  for (let k = 0; k < pieces; k++) {
    const pieceWords = Math.min(WORDS_PER_PIECE, words - k * WORDS_PER_PIECE);
    steps.push({ outputTokens: wordTokens(Math.max(pieceWords, 0)) + 30 });
  }
  return steps;
}

export interface Estimate {
  model: string;
  parallel: number;
  /** The words to draft. */
  words: number;
  chapters: number;
  requests: { low: number; point: number; high: number };
  tokens: { prompt: number; output: number };
  /** USD; absent when the model has no price. */
  cost?: { low: number; point: number; high: number };
}

export interface DraftEstimateInput {
  model: string;
  prices: PriceTable;
  /** The chapters to draft (their budgets; a chapter without one counts as the average of the others, else 3,000). */
  chapters: readonly { budget?: number | undefined }[];
  /** Chapter sessions at once; 1 (or absent): the one loop writes every chapter. */
  parallel?: number | undefined;
  /** The main session's system prompt and tool declarations, in tokens. */
  mainFixedTokens: number;
  /** A chapter session's system prompt and tool declarations, in tokens (--parallel). */
  chapterFixedTokens?: number;
  /** outline.md and bible.md, in tokens: in the history of the one loop, in every chapter brief. */
  planTokens: number;
  /** The requests that write the plan come first (a run from a prompt, `writer plan`). */
  planning?: boolean;
  /** The review pass at the end (the default of a run). */
  review?: boolean;
  /** The words of chapters already written that the one loop has in view (writer draft). */
  writtenWords?: number;
  /** The run's compression threshold in tokens, when known. */
  compressAbove?: number | undefined;
}

const DEFAULT_BUDGET = 3_000;

function budgets(chapters: readonly { budget?: number | undefined }[]): number[] {
  const known = chapters.map((chapter) => chapter.budget).filter((b): b is number => b !== undefined && b > 0);
  const average = known.length > 0 ? Math.round(known.reduce((a, b) => a + b, 0) / known.length) : DEFAULT_BUDGET;
  return chapters.map((chapter) => (chapter.budget && chapter.budget > 0 ? chapter.budget : average));
}

/** The planning requests: create the project, write outline.md and bible.md, end. */
function planningSteps(planTokens: number): PaperStep[] {
  return [{ outputTokens: 40 }, { outputTokens: planTokens + 60 }, { outputTokens: 40 }];
}

/** The review pass: the request, the review written, the ending. */
function reviewSteps(): PaperStep[] {
  return [{ outputTokens: 600 }, { outputTokens: 40 }];
}

function priced(usages: readonly TokenUsage[], model: string, prices: PriceTable): number | undefined {
  const price = priceFor(model, prices);
  return price ? usages.reduce((sum, usage) => sum + requestCost(usage, price), 0) : undefined;
}

/** The figures of a set of requests, with the range around them. */
export function estimateOf(
  usages: readonly TokenUsage[],
  shape: { model: string; prices: PriceTable; parallel: number; words: number; chapters: number },
): Estimate {
  const point = priced(usages, shape.model, shape.prices);
  return {
    model: shape.model,
    parallel: shape.parallel,
    words: shape.words,
    chapters: shape.chapters,
    requests: { low: usages.length, point: usages.length, high: Math.ceil(usages.length * REQUESTS_HIGH) },
    tokens: {
      prompt: usages.reduce((sum, usage) => sum + usage.promptTokens, 0),
      output: usages.reduce((sum, usage) => sum + usage.outputTokens, 0),
    },
    ...(point !== undefined ? { cost: { low: point * ESTIMATE_LOW, point, high: point * ESTIMATE_HIGH } } : {}),
  };
}

/** What drafting the chapters costs: the one loop, or chapter sessions then the stitch with --parallel. */
export function estimateDraft(input: DraftEstimateInput): Estimate {
  const words = budgets(input.chapters);
  const parallel = Math.max(1, input.parallel ?? 1);
  const usages: TokenUsage[] = [];
  const main: PaperStep[] = input.planning ? planningSteps(input.planTokens) : [];
  // Without the planning turns, the plan comes into the history as the session's first message (a draft's note).
  const mainStart = input.planning ? 200 : input.planTokens + 300 + wordTokens(input.writtenWords ?? 0) / 20;
  if (parallel > 1) {
    for (const budget of words)
      usages.push(
        ...replaySession({
          fixedTokens: input.chapterFixedTokens ?? input.mainFixedTokens,
          // The brief: the bible, the outline, the seams.
          startTokens: input.planTokens + 400,
          // The pieces, one bible proposal, the closing note.
          steps: [...chapterSteps(budget), { outputTokens: 50 }, { outputTokens: 40 }],
          compressAbove: input.compressAbove,
        }),
      );
    // The stitch: a note with every seam (about 600 words each side), one edit, the ending.
    main.push({ outputTokens: 200, addedTokens: wordTokens(600) * words.length }, { outputTokens: 40 });
  } else {
    // The writes alone: a look back before a chapter (read_file, search_files) is a request the run can do
    // without, and is left to the range (with thinking and rewrites), not put in the point.
    for (const budget of words) main.push(...chapterSteps(budget));
    main.push({ outputTokens: 40 });
  }
  if (input.review !== false) main.push(...reviewSteps());
  usages.push(
    ...replaySession({
      fixedTokens: input.mainFixedTokens,
      startTokens: mainStart,
      steps: main,
      compressAbove: input.compressAbove,
    }),
  );
  return estimateOf(usages, {
    model: input.model,
    prices: input.prices,
    parallel,
    words: words.reduce((a, b) => a + b, 0),
    chapters: words.length,
  });
}

/** One chapter session (`writer redraft`): its brief (plan, neighbours' text, the note) and its pieces. */
export function estimateChapterSession(input: {
  model: string;
  prices: PriceTable;
  budget: number;
  /** System prompt and tool declarations. */
  fixedTokens: number;
  /** The first message: plan documents, the neighbouring text, the author's note. */
  briefTokens: number;
}): Estimate {
  const usages = replaySession({
    fixedTokens: input.fixedTokens,
    startTokens: input.briefTokens,
    steps: [...chapterSteps(input.budget), { outputTokens: 40 }],
  });
  return estimateOf(usages, {
    model: input.model,
    prices: input.prices,
    parallel: 1,
    words: input.budget,
    chapters: 1,
  });
}

/** "about $0.31 ($0.23–$0.50) in 70–91 requests with gemini-2.5-flash, 8 chapter sessions at once". */
export function formatEstimate(estimate: Estimate): string {
  const how = estimate.parallel > 1 ? `, ${estimate.parallel} chapter sessions at once` : ', one session';
  const requests =
    estimate.requests.low === estimate.requests.high
      ? `${formatNumber(estimate.requests.low)} request${estimate.requests.low === 1 ? '' : 's'}`
      : `${formatNumber(estimate.requests.low)}–${formatNumber(estimate.requests.high)} requests`;
  const money = estimate.cost
    ? `about ${usd(estimate.cost.point)} (${usd(estimate.cost.low)}–${usd(estimate.cost.high)})`
    : 'no price known for this model';
  return `${money} in ${requests} with ${estimate.model}${how}`;
}

/** Requests a revision is estimated at (its length depends on the instructions, hence the wide range). */
export const REVISION_REQUESTS = { low: 4, point: 10, high: 30 };

/**
 * A revision (`writer revise`): the project's session goes on with its whole context, so each request
 * carries about what the last one did; the point assumes ten requests of edits, the range four to thirty.
 */
export function estimateRevision(input: { model: string; prices: PriceTable; contextTokens: number }): Estimate {
  const requests = (n: number) =>
    replaySession({
      fixedTokens: 0,
      startTokens: input.contextTokens,
      steps: Array.from({ length: n }, () => ({ outputTokens: 800 })),
    });
  const shape = { model: input.model, prices: input.prices, parallel: 1, words: 0, chapters: 0 };
  const point = estimateOf(requests(REVISION_REQUESTS.point), shape);
  const low = priced(requests(REVISION_REQUESTS.low), input.model, input.prices);
  const high = priced(requests(REVISION_REQUESTS.high), input.model, input.prices);
  return {
    ...point,
    requests: { ...REVISION_REQUESTS },
    ...(point.cost && low !== undefined && high !== undefined
      ? { cost: { low, point: point.cost.point, high: high * ESTIMATE_HIGH } }
      : {}),
  };
}
