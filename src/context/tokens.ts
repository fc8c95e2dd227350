import type { Content, Part } from '@google/genai';

/**
 * Local token estimates. Gemini's tokenizer averages about 4 characters per
 * token for English; CJK ideographs, kana and Hangul syllables are close to one
 * token each; other non-ASCII letters (accented Latin, Cyrillic, Greek, ...) sit
 * in between. The estimate only has to be good enough to decide when an exact
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
    else if (code >= 0xd800 && code <= 0xdbff) {
      dense++; // a surrogate pair (emoji, rare ideographs): one token-ish, skip its low half
      i++;
    } else other++;
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

  constructor(private overheadTokens: number) {}

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
    this.counted = undefined;
    this.exact = { tokens: promptTokens, coveredMessages };
    this.prompt = { tokens: promptTokens, coveredMessages };
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
      const appended = estimateContentsTokens(history.slice(prompt.coveredMessages, coveredMessages));
      this.overheadTokens = Math.max(0, prompt.tokens + appended - contentTokens);
      this.learned = true;
    }
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
      return this.overheadTokens + estimateContentsTokens(history);
    }
    return this.exact.tokens + estimateContentsTokens(history.slice(this.exact.coveredMessages));
  }
}

/**
 * Whether an exact count is worth a round trip before the next request:
 * when the estimate is within 10% of the compression threshold (where a wrong
 * guess would matter), after a recovery, or when nothing exact is known yet
 * and the history is big enough for the guess to matter (at least half the
 * threshold). A fresh session's short prompt is not worth a round trip: the
 * first reply's usage gives the exact figure anyway.
 */
export function needsExactCount(estimate: number, threshold: number, hasExact: boolean, recovered = false): boolean {
  if (estimate >= threshold * 0.9) return true;
  if (hasExact) return false;
  return recovered || estimate >= threshold * 0.5;
}
