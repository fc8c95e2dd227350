import path from 'node:path';
import type { Part } from '@google/genai';
import { type JournalRecord, readJournalFile } from '../journal/journal.js';
import { lastEnd } from '../journal/lastEnd.js';
import { replayJournal } from '../journal/replay.js';
import type { TokenUsage } from '../model/types.js';
import { OUTLINE_FILE } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { PROPOSE_TOOL } from './chapterTools.js';
import { type ChapterPlan, chapterStateDir, parallelPlan } from './plan.js';

/**
 * What a chapter session's own journal says about it: whether it ever
 * started, whether its last run finished (done, or ended with its chapter
 * short: incomplete), what it spent and what it proposed for the bible.
 * The journal is the truth: a chapter finished is never drafted again.
 */

export type ChapterJournalState = 'not started' | 'unfinished' | 'done' | 'incomplete';

export interface ChapterRecord {
  state: ChapterJournalState;
  /** How the last run of the session ended (absent when it was killed or is running). */
  lastStatus?: string;
  /** When the session's last run began (its session record, or its latest resume). */
  lastStart?: string;
  iteration: number;
  usages: TokenUsage[];
  proposals: string[];
  model?: string;
}

/** A chapter session's journal: under .writer/chapters/ (--parallel), or the state folder of another context. */
export function chapterJournalFile(projectDir: string, file: string, stateDir = chapterStateDir(file)): string {
  return path.join(projectDir, stateDir, 'session.jsonl');
}

/** Every proposal the session handed back: the results of its propose_bible_change calls, each once. */
export function proposalsOf(records: readonly JournalRecord[]): string[] {
  const found: string[] = [];
  const consider = (part: Part) => {
    const response = part.functionResponse;
    if (response?.name !== PROPOSE_TOOL) return;
    const recorded = response.response?.recorded;
    if (typeof recorded === 'string' && !found.includes(recorded)) found.push(recorded);
  };
  for (const record of records) {
    if (record.type === 'tool_result') consider(record.part);
    // A result journaled only with its whole turn (or after a recovery answered it) is in a message.
    else if (record.type === 'message' && record.content.role === 'user')
      for (const part of record.content.parts ?? []) consider(part);
  }
  return found;
}

/** The state of a journal's records (pure, for tests). */
export function chapterRecordOf(records: readonly JournalRecord[]): ChapterRecord {
  if (records.length === 0) return { state: 'not started', iteration: 0, usages: [], proposals: [] };
  const last = lastEnd(records)?.status;
  let lastStart: string | undefined;
  for (const record of records) {
    if (record.type === 'session') lastStart = record.startedAt;
    else if (record.type === 'resume') lastStart = record.at;
  }
  const replayed = replayJournal(records);
  const state: ChapterJournalState = last === 'done' ? 'done' : last === 'incomplete' ? 'incomplete' : 'unfinished';
  return {
    state,
    ...(last !== undefined ? { lastStatus: last } : {}),
    ...(lastStart !== undefined ? { lastStart } : {}),
    iteration: replayed.iteration,
    usages: replayed.usages,
    proposals: proposalsOf(records),
    ...(replayed.session ? { model: replayed.session.model } : {}),
  };
}

export async function readChapterRecord(projectDir: string, file: string, stateDir?: string): Promise<ChapterRecord> {
  const journal = await readJournalFile(chapterJournalFile(projectDir, file, stateDir)).catch(() => undefined);
  return chapterRecordOf(journal?.records ?? []);
}

/** The chapters the outline plans, each with its session's record; undefined when the outline plans none. */
export async function plannedChapterRecords(
  projectDir: string,
): Promise<Array<{ chapter: ChapterPlan; record: ChapterRecord }> | undefined> {
  const outline = await readTextIfExists(path.join(projectDir, OUTLINE_FILE)).catch(() => undefined);
  const plan = outline ? parallelPlan(outline) : undefined;
  if (!plan || 'problem' in plan) return undefined;
  const planned = [];
  for (const chapter of plan.chapters)
    planned.push({ chapter, record: await readChapterRecord(projectDir, chapter.file) });
  return planned;
}
