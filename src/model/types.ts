import type { Content, FunctionDeclaration, Part } from '@google/genai';

/**
 * The small interface the agent loop talks to. One implementation wraps
 * @google/genai (gemini.ts); tests script their own. Keeping the loop off the
 * SDK makes it testable in milliseconds and keeps SDK quirks in one file.
 */

export interface TokenUsage {
  /** Tokens of everything sent: system prompt, tools and history. */
  promptTokens: number;
  /** Part of promptTokens served from the implicit cache. */
  cachedTokens: number;
  outputTokens: number;
  thoughtTokens: number;
  totalTokens: number;
}

export interface TurnRequest {
  model: string;
  systemInstruction: string;
  tools: FunctionDeclaration[];
  contents: Content[];
  signal?: AbortSignal;
  /** Ask for thought summaries in the reply (--show-thinking). */
  includeThoughts?: boolean;
  /** The most output tokens (thinking included) the reply may have: set under a budget, so its worst case is known. */
  maxOutputTokens?: number;
  /** Names the request in retry notices ("turn 12"); default "turn" with tools, "summary" without. */
  label?: string;
}

/** One streamed piece of a model turn, with its parts exactly as received. */
export interface TurnChunk {
  parts: Part[];
  finishReason?: string;
  usage?: TokenUsage;
  /** promptFeedback.blockReason: the prompt itself was refused. */
  blockReason?: string;
  /** The stream broke and is being retried: drop everything collected so far. */
  restart?: boolean;
}

export interface ModelClient {
  streamTurn(request: TurnRequest): AsyncIterable<TurnChunk>;
  /** Exact token count of `contents` (the API cannot count the system prompt or tools here). */
  countTokens(model: string, contents: Content[], signal?: AbortSignal): Promise<number>;
  /** The model's input token limit, or undefined when the API does not say. */
  inputTokenLimit(model: string, signal?: AbortSignal): Promise<number | undefined>;
}
