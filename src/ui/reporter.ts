import type { ToolResult } from '../tools/registry.js';

/**
 * What a running session tells the outside world. The loop only emits these
 * events; the console, a JSON stream or a batch dashboard decide how to show them.
 */

export interface TokenStatus {
  tokens: number;
  limit: number;
}

export interface CompressionReport {
  tokensBefore: number;
  tokensAfter: number;
  replacedMessages: number;
  keptMessages: number;
  summaryFile?: string;
  applied: boolean;
  reason: string;
}

export interface SavedReport {
  file?: string;
  resumeCommand: string;
  reason: string;
}

export interface Reporter {
  iterationStart(iteration: number, maxIteration: number, tokens: TokenStatus): void;
  /** The reply is streaming in: characters and approximate words so far. */
  streamProgress(chars: number, words: number): void;
  streamEnd(): void;
  modelText(text: string): void;
  toolCall(description: string): void;
  toolResult(name: string, result: ToolResult): void;
  compression(report: CompressionReport): void;
  notice(message: string): void;
  saved(report: SavedReport): void;
}

/** A reporter that shows nothing (tests, batch sessions with their own display). */
export const silentReporter: Reporter = {
  iterationStart() {},
  streamProgress() {},
  streamEnd() {},
  modelText() {},
  toolCall() {},
  toolResult() {},
  compression() {},
  notice() {},
  saved() {},
};
