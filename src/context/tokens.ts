import type { Content, Part } from '@google/genai';

/**
 * Local token estimates. Gemini's tokenizer averages about 4 characters per
 * token for English; CJK ideographs, kana and Hangul syllables are close to one
 * token each; other non-ASCII letters (accented Latin, Cyrillic, Greek, ...) sit
 * in between. A character outside the BMP (an emoji, a rare ideograph) is two
 * UTF-16 halves of the last kind: one token. The estimate only has to be good enough to decide when an exact
 * count is worth a round trip.
 */
export function estimateTextTokens(text: string): number {
  let ascii = 0;
  let dense = 0;
  let other = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) ascii++;
    else if (
      (code >= 0x3000 && code <= 0x9fff) || // CJK punctuation, kana, ideographs
      (code >= 0xac00 && code <= 0xd7af) || // Hangul syllables
      (code >= 0xf900 && code <= 0xfaff) || // CJK compatibility ideographs
      (code >= 0xff00 && code <= 0xffef) // full-width forms
    )
      dense++;
    else other++;
  }
  return Math.ceil(ascii / 4 + dense + other / 2);
}

export function estimatePartTokens(part: Part): number {
  let tokens = 0;
  if (part.text !== undefined) tokens += estimateTextTokens(part.text);
  if (part.functionCall)
    tokens += estimateTextTokens(`${part.functionCall.name ?? ''}${JSON.stringify(part.functionCall.args ?? {})}`);
  if (part.functionResponse)
    tokens += estimateTextTokens(
      `${part.functionResponse.name ?? ''}${JSON.stringify(part.functionResponse.response ?? {})}`,
    );
  // Thought signatures are opaque and not billed as prompt text; each part costs a few tokens of framing.
  return tokens + 3;
}

export function estimateContentTokens(content: Content): number {
  let tokens = 3;
  for (const part of content.parts ?? []) tokens += estimatePartTokens(part);
  return tokens;
}

export function estimateContentsTokens(contents: readonly Content[]): number {
  let tokens = 0;
  for (const content of contents) tokens += estimateContentTokens(content);
  return tokens;
}

/** The compression threshold: a share of the limit (compressAt at most 1) or a token count, never above the limit. */
export function compressionThreshold(limit: number, compressAt: number): number {
  return compressAt <= 1 ? Math.floor(limit * compressAt) : Math.min(Math.floor(compressAt), limit);
}

/**
 * The history's size, known exactly at one point (a reply's promptTokenCount
 * or a countTokens answer) plus an estimate of what was appended since.
 * `overhead` is what the system prompt and tool declarations add, which the
 * countTokens endpoint cannot count for the Gemini API. It starts as a local
 * estimate and is learned: a reply's promptTokenCount less its contents, the
 * contents counted exactly when a countTokens answer covered the same
 * messages, else estimated (for a first request, the short prompt alone);
 * and at each countTokens answer, the last promptTokenCount (a reply's, or a
 * resumed session's from its journal) with what was appended since, less the
 * answer. Tool declarations are not billed as their JSON text, so the local
 * estimate of them is the figure most often wrong.
 */
export class TokenAccount {
  private exact: { tokens: number; coveredMessages: number } | undefined;
  /** The last countTokens answer: contents only. */
  private counted: { tokens: number; coveredMessages: number } | undefined;
  /** The last promptTokenCount known, overhead included; it lasts until the history is replaced. */
  private prompt: { tokens: number; coveredMessages: number } | undefined;
  private learned = false;
  /**
   * Real tokens per estimated token of the history's text, learned from what
   * two exact figures say a stretch of messages cost: text the tokenizer
   * splits finer than the estimate (some languages and scripts, up to three
   * times) makes every appended message weigh more than it seems.
   */
  private densityRatio = 1;

  constructor(private overheadTokens: number) {}

  /** Real tokens per estimated token of appended text, as learned so far (1 until two exact figures tell). */
  get density(): number {
    return this.densityRatio;
  }

  get overhead(): number {
    return this.overheadTokens;
  }

  get hasExact(): boolean {
    return this.exact !== undefined;
  }

  /**
   * A reply's promptTokenCount: it covered the first `coveredMessages`
   * messages of `history` plus the overhead, which it also tells.
   */
  observePrompt(promptTokens: number, coveredMessages: number, history?: readonly Content[]): void {
    if (promptTokens <= 0) return;
    const counted = this.counted?.coveredMessages === coveredMessages ? this.counted.tokens : undefined;
    // An estimate of the contents stands in only for a session's first request (its short prompt): over a long
    // history the estimate's error would land in the overhead.
    if (counted !== undefined || (!this.learned && !this.exact && history)) {
      const contents = counted ?? estimateContentsTokens((history ?? []).slice(0, coveredMessages));
      this.overheadTokens = Math.max(0, promptTokens - contents);
      this.learned = true;
    }
    this.learnDensity(promptTokens, coveredMessages, history);
    this.counted = undefined;
    this.exact = { tokens: promptTokens, coveredMessages };
    this.prompt = { tokens: promptTokens, coveredMessages };
  }

  /** From the exact figure before this one: what the messages appended between them really cost, per estimated token. */
  private learnDensity(tokens: number, coveredMessages: number, history: readonly Content[] | undefined): void {
    const before = this.exact;
    if (!before || !history || coveredMessages > history.length) return;
    // No messages after the earlier figure (or fewer than it covered) estimate at 0: too few to learn from (below).
    const estimated = estimateContentsTokens(history.slice(before.coveredMessages, coveredMessages));
    // A few short messages say little: their framing, not their text, makes most of their cost.
    if (estimated < MIN_DENSITY_SAMPLE) return;
    this.densityRatio = Math.min(MAX_DENSITY, Math.max(MIN_DENSITY, (tokens - before.tokens) / estimated));
  }

  /**
   * A promptTokenCount from before this run (a resumed session's journal):
   * the overhead is learned from it at the first countTokens answer.
   */
  rememberPrompt(promptTokens: number, coveredMessages: number): void {
    if (promptTokens > 0) this.prompt = { tokens: promptTokens, coveredMessages };
  }

  /** A countTokens answer for the first `coveredMessages` messages of `history` (without overhead). */
  observeCount(contentTokens: number, coveredMessages: number, history?: readonly Content[]): void {
    const prompt = this.prompt;
    if (prompt && history && prompt.coveredMessages <= coveredMessages) {
      // What was appended since the last promptTokenCount is estimated: it is a turn or two, so the error is small.
      const appended = Math.ceil(
        estimateContentsTokens(history.slice(prompt.coveredMessages, coveredMessages)) * this.densityRatio,
      );
      this.overheadTokens = Math.max(0, prompt.tokens + appended - contentTokens);
      this.learned = true;
    } else this.learnDensity(contentTokens + this.overheadTokens, coveredMessages, history);
    this.counted = { tokens: contentTokens, coveredMessages };
    this.exact = { tokens: contentTokens + this.overheadTokens, coveredMessages };
  }

  /** Forget the exact points (after the history was replaced). */
  reset(): void {
    this.exact = undefined;
    this.counted = undefined;
    this.prompt = undefined;
  }

  estimate(history: readonly Content[]): number {
    if (!this.exact || this.exact.coveredMessages > history.length) {
      return this.overheadTokens + Math.ceil(estimateContentsTokens(history) * this.densityRatio);
    }
    return this.exact.tokens + this.unverified(history);
  }

  /** The part of `estimate(history)` that no exact figure covers: the messages appended since the last one. */
  unverified(history: readonly Content[]): number {
    if (!this.exact || this.exact.coveredMessages > history.length)
      return Math.ceil(estimateContentsTokens(history) * this.densityRatio);
    return Math.ceil(estimateContentsTokens(history.slice(this.exact.coveredMessages)) * this.densityRatio);
  }
}

/** Estimated tokens a stretch of messages must have before its real cost teaches the density. */
const MIN_DENSITY_SAMPLE = 200;
const MIN_DENSITY = 0.5;
const MAX_DENSITY = 4;

/**
 * Whether an exact count is worth a round trip before the next request.
 * With an exact figure known, only when the part of the estimate that no
 * exact figure covers (what one turn appended, `unverified`) is big enough
 * to hide a crossing of the threshold: the estimate is under the threshold,
 * and would be over it were that part twice what it seems. Far from the
 * threshold, or already over it (a compression follows anyway), the
 * estimate decides. With nothing exact known: after a recovery, or when the
 * history is big enough for the guess to matter (at least half the
 * threshold); a fresh session's short prompt is not worth a round trip, the
 * first reply's usage gives the exact figure anyway.
 */
export function needsExactCount(
  estimate: number,
  threshold: number,
  hasExact: boolean,
  recovered = false,
  unverified = 0,
): boolean {
  if (hasExact) return estimate < threshold && estimate + unverified >= threshold;
  return recovered || estimate >= threshold * 0.5;
}
