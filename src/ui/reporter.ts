import type { SpendStatus } from '../cost/budget.js';
import type { TokenUsage } from '../model/types.js';
import type { ToolErrorType, ToolResponse } from '../tools/registry.js';

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

/**
 * One thing that happened in a running session. The loop emits these and
 * nothing else; whoever listens (the console, the JSON stream, a chapter
 * board) switches on `type` and ignores what it does not show, so a new
 * kind of event costs no stubs anywhere.
 */
export type SessionEvent =
  | { type: 'iteration'; iteration: number; maxIteration: number; tokens: TokenStatus }
  /** Visible text of the reply, as it streams in. */
  | { type: 'text'; delta: string }
  /** Thought text, as it streams in (only when thoughts are asked for). */
  | { type: 'thought'; delta: string }
  /** The reply is streaming in: characters and approximate words so far. */
  | { type: 'progress'; chars: number; words: number }
  | { type: 'turn'; report: TurnReport }
  | { type: 'tool_call'; call: ToolCallReport }
  /** `failed`: the kind of failure, when the call failed (the result's `error` is what the model reads). */
  | { type: 'tool_result'; name: string; result: ToolResponse; failed?: ToolErrorType }
  | { type: 'compression'; report: CompressionReport }
  | { type: 'notice'; message: string }
  /** Accounting detail for --verbose (e.g. an optimisation that fell back). */
  | { type: 'detail'; message: string }
  | { type: 'saved'; report: SavedReport };

/** Where a session's events go. */
export type Reporter = (event: SessionEvent) => void;

/** A reporter that shows nothing (tests, sessions whose display is elsewhere). */
export const silentReporter: Reporter = () => {};
