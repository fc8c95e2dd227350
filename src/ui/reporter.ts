import type { SpendStatus } from '../cost/budget.js';
import type { TokenUsage } from '../model/types.js';
import type { ToolResponse } from '../tools/registry.js';

/**
 * What a running session tells the outside world. The loop only emits these
 * events; the console, the JSON event stream or a batch dashboard decide how
 * to show them.
 */

export interface TokenStatus {
  tokens: number;
  limit: number;
  /** USD spent so far (shown on the iteration line). */
  spend?: SpendStatus;
}

export interface TurnReport {
  /** Time from sending the request to the end of the reply (retries included). */
  ms: number;
  text: string;
  finishReason?: string;
  usage?: TokenUsage;
}

export interface ToolCallReport {
  name: string;
  args: Record<string, unknown>;
  /** One line for people (never whole chapters). */
  description: string;
}

export interface CompressionReport {
  tokensBefore: number;
  tokensAfter: number;
  replacedMessages: number;
  keptMessages: number;
  summaryFile?: string;
  applied: boolean;
  reason: string;
  /** The size a compression aims at (half the threshold). */
  target?: number;
  /** Why an applied compression did not reach its target, said plainly. */
  shortfall?: string;
}

export interface SavedReport {
  file?: string;
  resumeCommand: string;
  reason: string;
}

export interface Reporter {
  iterationStart(iteration: number, maxIteration: number, tokens: TokenStatus): void;
  /** Visible text of the reply, as it streams in. */
  streamText(delta: string): void;
  /** Thought text, as it streams in (only when thoughts are asked for). */
  streamThought(delta: string): void;
  /** The reply is streaming in: characters and approximate words so far. */
  streamProgress(chars: number, words: number): void;
  turnEnd(report: TurnReport): void;
  toolCall(call: ToolCallReport): void;
  toolResult(name: string, result: ToolResponse): void;
  compression(report: CompressionReport): void;
  notice(message: string): void;
  /** Accounting detail for --verbose (e.g. an optimisation that fell back). */
  detail?(message: string): void;
  saved(report: SavedReport): void;
}

/** A reporter that shows nothing (tests, batch sessions with their own display). */
export const silentReporter: Reporter = {
  iterationStart() {},
  streamText() {},
  streamThought() {},
  streamProgress() {},
  turnEnd() {},
  toolCall() {},
  toolResult() {},
  compression() {},
  notice() {},
  saved() {},
};
