import type { Content, Part } from '@google/genai';
import type { TokenUsage } from '../model/types.js';

/**
 * The records of a session journal, one JSON object per line. Their types
 * live apart from the journal that writes them (journal.ts) and the checks of
 * their shape (journalShape.ts), so neither imports the other.
 */

export const JOURNAL_VERSION = 1;

export interface SessionRecord {
  type: 'session';
  version: number;
  prompt: string;
  model: string;
  startedAt: string;
  targetWords?: number;
  /** The batch draft this session is (its batch file and stable key), so a rerun can find its folder. */
  draft?: { batchFile: string; key: string };
  /** Chapters are drafted in parallel by chapter sessions, this many at once (the mode is part of the session). */
  parallel?: number;
  /** This is a chapter session: the one chapter file it writes, and its word budget. */
  chapter?: { file: string; budget?: number };
}

export interface MessageRecord {
  type: 'message';
  iteration: number;
  content: Content;
  usage?: TokenUsage;
}

/** One function response, journaled as soon as its call finished (before the whole turn is complete). */
export interface ToolResponseRecord {
  type: 'tool_result';
  iteration: number;
  index: number;
  part: Part;
}

export interface CompressionRecord {
  type: 'compression';
  iteration: number;
  /** The summary text, and the message built from it that replaced the older history. */
  summary: string;
  summaryMessage: Content;
  /** How many messages at the end of the old history were kept verbatim after it. */
  keptMessages: number;
  /** The kept messages, when they were changed to fit the input limit (see fitKept); else they are the old history's last. */
  kept?: Content[];
  replacedMessages: number;
  tokensBefore: number;
  tokensAfter: number;
  summaryFile?: string;
}

export interface ResumeRecord {
  type: 'resume';
  iteration: number;
  at: string;
  from: string;
  /** Resumed from a summary file: the history starts again from the messages that follow. */
  reset: boolean;
  /** The target length from here on (a revision may set a new one). */
  targetWords?: number;
  /** The instructions of a `writer revise`, when this resume is one. */
  revise?: string;
}

/** Tokens of a request whose reply joined no history (summarizer calls, empty or blocked turns). */
export interface UsageRecord {
  type: 'usage';
  iteration: number;
  usage: TokenUsage;
}

/** A file's size and sha256 (hex) at one moment. */
export interface FileState {
  size: number;
  hash: string;
}

/**
 * A write about to happen, journaled before the file is touched: if the
 * process dies before the call's result is journaled, recovery compares the
 * file on disk with `before` and `after` to learn whether the write landed.
 */
export interface IntentRecord {
  type: 'intent';
  iteration: number;
  /** Position of the call in its model turn, and its id when the model gave one. */
  index: number;
  callId?: string;
  tool: string;
  /** The file, relative to the project folder. */
  file: string;
  mode: string;
  /** sha256 and byte length of the content the call writes. */
  contentHash: string;
  contentBytes: number;
  /** The file before the write (null: it did not exist) and the whole file the write will leave. */
  before: FileState | null;
  after: FileState;
}

/** How a run ended (a run killed outright leaves none). */
export interface EndRecord {
  type: 'end';
  iteration: number;
  at: string;
  status: string;
  /** The resume command the run printed (with the options it repeats), when it stopped before the end: status prints it again. */
  resumeCommand?: string;
}

export type JournalRecord =
  | SessionRecord
  | MessageRecord
  | ToolResponseRecord
  | CompressionRecord
  | ResumeRecord
  | UsageRecord
  | EndRecord
  | IntentRecord;
