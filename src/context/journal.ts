import { closeSync, promises as fs, fstatSync, openSync, readSync, writeSync } from 'node:fs';
import path from 'node:path';
import type { Content, Part } from '@google/genai';
import type { TokenUsage } from '../model/types.js';
import { errnoCode } from '../util/errors.js';

/**
 * The session journal: `<project>/.writer/session.jsonl`, append-only, one
 * JSON record per line, written as each message joins the history. A crash or
 * kill -9 loses at most the turn in flight; a torn last line is skipped on load.
 */

export const JOURNAL_VERSION = 1;

export interface SessionRecord {
  type: 'session';
  version: number;
  prompt: string;
  model: string;
  startedAt: string;
  targetWords?: number;
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

/** How a run ended (a run killed outright leaves none). */
export interface EndRecord {
  type: 'end';
  iteration: number;
  at: string;
  status: string;
}

export type JournalRecord =
  | SessionRecord
  | MessageRecord
  | ToolResponseRecord
  | CompressionRecord
  | ResumeRecord
  | UsageRecord
  | EndRecord;

export function journalPath(projectDir: string): string {
  return path.join(projectDir, '.writer', 'session.jsonl');
}

export interface ParsedJournal {
  records: JournalRecord[];
  /** 1-based numbers of lines that could not be read (torn or corrupt). */
  skippedLines: number[];
}

const RECORD_TYPES = new Set(['session', 'message', 'tool_result', 'compression', 'resume', 'usage', 'end']);

export function parseJournal(text: string): ParsedJournal {
  const records: JournalRecord[] = [];
  const skippedLines: number[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (typeof value === 'object' && value !== null && RECORD_TYPES.has((value as { type?: string }).type ?? '')) {
        records.push(value as JournalRecord);
      } else skippedLines.push(i + 1);
    } catch {
      skippedLines.push(i + 1);
    }
  });
  return { records, skippedLines };
}

export async function readJournal(projectDir: string): Promise<ParsedJournal | undefined> {
  try {
    return parseJournal(await fs.readFile(journalPath(projectDir), 'utf8'));
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Appends records to a journal. Until the project folder exists the records
 * wait in memory; `attach` writes them out and every later record goes
 * straight to disk (a synchronous write each, so nothing sits in a buffer
 * when the process dies).
 */
export class Journal {
  private fd: number | undefined;
  private pending: JournalRecord[] = [];
  private filePath: string | undefined;

  get path(): string | undefined {
    return this.filePath;
  }

  async attach(projectDir: string): Promise<void> {
    if (this.fd !== undefined) return; // one session, one journal
    const file = journalPath(projectDir);
    await fs.mkdir(path.dirname(file), { recursive: true });
    this.fd = openSync(file, 'a');
    this.filePath = file;
    this.repairTornEnd();
    const waiting = this.pending;
    this.pending = [];
    for (const record of waiting) this.append(record);
  }

  /** A line torn by a crash must not swallow the next record: end it first. */
  private repairTornEnd(): void {
    if (this.fd === undefined) return;
    const size = fstatSync(this.fd).size;
    if (size === 0) return;
    const last = Buffer.alloc(1);
    const reader = openSync(this.filePath as string, 'r');
    try {
      readSync(reader, last, 0, 1, size - 1);
    } finally {
      closeSync(reader);
    }
    if (last[0] !== 0x0a) writeSync(this.fd, '\n');
  }

  append(record: JournalRecord): void {
    if (this.fd === undefined) {
      this.pending.push(record);
      return;
    }
    writeSync(this.fd, `${JSON.stringify(record)}\n`);
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}
