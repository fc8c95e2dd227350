import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Content } from '@google/genai';
import { type NestedPlace, Session } from './agent/session.js';
import type { RunSettings } from './config/runSettings.js';
import { recoveredMessage, resumedNote } from './context/history.js';
import { newestSummaryFile, parseSummaryFile } from './context/summaryFile.js';
import { repairHistory } from './journal/historyRepair.js';
import { fileState, interruptedCallResponse, reconcileIntent } from './journal/intents.js';
import { type IntentRecord, type JournalRecord, journalPath, readJournalFile } from './journal/journal.js';
import { lastEnd } from './journal/lastEnd.js';
import { completeInterruptedTurn, type ReplayedSession, replayJournal } from './journal/replay.js';
import type { TokenUsage } from './model/types.js';
import type { ActiveProject } from './project/active.js';
import { listProjectFiles } from './project/files.js';
import { planningDocuments } from './project/outline.js';
import { defaultTools } from './tools/index.js';
import { isInside } from './tools/paths.js';
import { readTextIfExists } from './util/files.js';

/**
 * A summary file holds token totals, not each request: spread them over the
 * number of requests, so the carried cost keeps the per-request prompt sizes
 * that decide the long-context price, near enough.
 */
export function spreadUsage(total: TokenUsage, requests: number): TokenUsage[] {
  const n = Math.max(1, Math.floor(requests));
  const share = (value: number, i: number) => Math.floor(value / n) + (i < value % n ? 1 : 0);
  return Array.from({ length: n }, (_, i) => ({
    promptTokens: share(total.promptTokens, i),
    cachedTokens: share(total.cachedTokens, i),
    outputTokens: share(total.outputTokens, i),
    thoughtTokens: share(total.thoughtTokens, i),
    totalTokens: share(total.totalTokens, i),
  }));
}

export interface RecoveredState {
  /** What the session was resumed from, said to the user. */
  source: 'journal' | 'summary';
  sourcePath: string;
  prompt: string;
  model: string | undefined;
  project: ActiveProject;
  /** The history as it was saved. */
  history: Content[];
  /** Messages the resumed session adds (and journals) before its first turn. */
  additions: Content[];
  iteration: number;
  /** The recorded target length, if the session had one. */
  targetWords?: number;
  usages?: TokenUsage[];
  lastSummary?: string;
  /** The last reply's exact prompt size (see ReplayedSession). */
  lastPrompt?: { tokens: number; coveredMessages: number };
  /** Each file's last journaled write (see ReplayedSession). */
  lastWrites?: Map<string, IntentRecord>;
  /** Lines of the journal that could not be read (torn by a crash, damaged, of an unknown shape). */
  skippedLines: number[];
  /** The journal's last run ended done: there is nothing to resume, only to revise. */
  finished?: boolean;
  /** The session drafts its chapters in parallel, this many at once (recorded when it started). */
  parallel?: number;
  /** The instructions of a `writer revise` (see revise.ts). */
  revise?: string;
  /** What recovery had to do about a damaged journal (repairs made, or the fallback to a summary file). */
  notes: string[];
}

export class RecoveryError extends Error {}

function projectOf(dir: string): ActiveProject {
  const resolved = path.resolve(dir);
  return { name: path.basename(resolved), dir: resolved };
}

async function fromSummaryFile(file: string): Promise<RecoveredState> {
  const parsed = parseSummaryFile(await fs.readFile(file, 'utf8'));
  if (!parsed.meta.prompt) throw new RecoveryError(`${file} is not a writer summary file (its header is missing).`);
  // The summary lives in its project folder; that folder is the one to continue, even if it was moved.
  const project = projectOf(path.dirname(file));
  const files = await listProjectFiles(project.dir);
  return {
    source: 'summary',
    sourcePath: path.resolve(file),
    prompt: parsed.meta.prompt,
    model: parsed.meta.model,
    project,
    history: [],
    additions: [recoveredMessage(parsed.summary, files, project.name, await planningDocuments(project.dir))],
    iteration: parsed.meta.iteration ?? 0,
    ...(parsed.meta.targetWords ? { targetWords: parsed.meta.targetWords } : {}),
    ...(parsed.meta.usage ? { usages: spreadUsage(parsed.meta.usage, parsed.meta.requests ?? 1) } : {}),
    lastSummary: parsed.summary,
    skippedLines: [],
    notes: [],
  };
}

/**
 * The file an intent names as it is now, or null when it does not exist.
 * The name was checked when the write was made; a damaged journal could
 * name anything, so a path leading out of the project is never read.
 */
async function stateOnDisk(
  projectDir: string,
  relative: string,
): Promise<ReturnType<typeof fileState> | null | undefined> {
  const absolute = path.resolve(projectDir, relative);
  if (!isInside(projectDir, absolute)) return undefined;
  try {
    const text = await readTextIfExists(absolute);
    return text === undefined ? null : fileState(text);
  } catch {
    return undefined;
  }
}

/** Answer the calls of an interrupted turn: recorded results, else the real outcome of each intent on disk. */
async function answerInterruptedTurn(
  project: ActiveProject,
  replayed: ReplayedSession,
  last: Content,
): Promise<Content> {
  const tools = defaultTools();
  const outcomes = new Map<number, { intent: IntentRecord; outcome: ReturnType<typeof reconcileIntent> }>();
  for (const intent of replayed.danglingIntents) {
    const now = await stateOnDisk(project.dir, intent.file);
    outcomes.set(intent.index, { intent, outcome: now === undefined ? 'unknown' : reconcileIntent(intent, now) });
  }
  return completeInterruptedTurn(last, replayed.danglingResults, (call, index) => {
    const known = outcomes.get(index);
    return interruptedCallResponse(call, known?.intent, known?.outcome, tools.recordsIntents(call.name));
  });
}

async function summaryFallback(
  project: ActiveProject,
  why: string,
  skippedLines: number[],
  summaryDir = project.dir,
): Promise<RecoveredState> {
  const newest = await newestSummaryFile(summaryDir).catch(() => undefined);
  if (!newest)
    throw new RecoveryError(
      `Nothing to resume in ${summaryDir}: ${why}, and there is no .context_summary_*.md file to fall back on.`,
    );
  const state = { ...(await fromSummaryFile(newest)), project };
  const notes =
    skippedLines.length > 0 || why !== 'no journal' ? [`${why}: resumed from the newest summary file instead.`] : [];
  return { ...state, skippedLines, notes };
}

function fromProjectFolder(dir: string): Promise<RecoveredState> {
  const project = projectOf(dir);
  return fromJournal(project, journalPath(project.dir), project.dir);
}

/**
 * A session from its journal (a project's, or a chapter session's own under
 * .writer/chapters/), else from the newest summary file in `summaryDir`.
 */
export async function fromJournal(
  project: ActiveProject,
  journalFile: string,
  summaryDir: string,
): Promise<RecoveredState> {
  const journal = await readJournalFile(journalFile);
  if (!journal) return summaryFallback(project, 'no journal', [], summaryDir);
  const replayed = replayJournal(journal.records);
  if (!replayed.session)
    return summaryFallback(project, 'the journal has no readable session record', journal.skippedLines, summaryDir);
  // A damaged journal can replay into a history the API rejects: repair it, and say what was changed.
  const { history, repairs } = repairHistory(replayed.history, replayed.session.prompt);
  if (history.length === 0)
    return summaryFallback(project, 'the journal holds no history', journal.skippedLines, summaryDir);
  const notes = repairs.length > 0 ? [`The journal was damaged; the history was repaired: ${repairs.join('; ')}.`] : [];
  const additions: Content[] = [];
  const last = history.at(-1);
  if (last?.role === 'model' && (last.parts ?? []).some((part) => part.functionCall)) {
    additions.push(await answerInterruptedTurn(project, replayed, last));
  }
  additions.push(resumedNote(await listProjectFiles(project.dir), project.name, await planningDocuments(project.dir)));
  return {
    source: 'journal',
    sourcePath: journalFile,
    prompt: replayed.session.prompt,
    model: replayed.session.model,
    project,
    history,
    additions,
    iteration: replayed.iteration,
    ...(replayed.targetWords ? { targetWords: replayed.targetWords } : {}),
    usages: replayed.usages,
    ...(replayed.lastSummary ? { lastSummary: replayed.lastSummary } : {}),
    ...(replayed.lastPrompt ? { lastPrompt: replayed.lastPrompt } : {}),
    lastWrites: replayed.lastWrites,
    skippedLines: journal.skippedLines,
    finished: endedDone(journal.records),
    ...(replayed.session.parallel !== undefined ? { parallel: replayed.session.parallel } : {}),
    notes,
  };
}

function endedDone(records: readonly JournalRecord[]): boolean {
  return lastEnd(records)?.status === 'done';
}

/** Load what `writer --recover <path>` continues: a project folder (journal first) or a summary file. */
export async function loadRecovery(target: string): Promise<RecoveredState> {
  let stat: import('node:fs').Stats;
  try {
    stat = await fs.stat(target);
  } catch {
    throw new RecoveryError(`${target} does not exist.`);
  }
  return stat.isDirectory() ? fromProjectFolder(target) : fromSummaryFile(target);
}

/** A live session from recovered state; its journal continues in the project folder. */
export function resumeSession(
  recovered: RecoveredState,
  settings: RunSettings,
  nested?: NestedPlace,
): Promise<Session> {
  return Session.resume(
    settings,
    {
      prompt: recovered.prompt,
      history: recovered.history,
      iteration: recovered.iteration,
      project: recovered.project,
      ...(recovered.usages ? { usages: recovered.usages } : {}),
      ...(recovered.lastSummary ? { lastSummary: recovered.lastSummary } : {}),
      ...(recovered.lastPrompt ? { lastPrompt: recovered.lastPrompt } : {}),
      ...(recovered.lastWrites ? { lastWrites: recovered.lastWrites } : {}),
    },
    {
      from: recovered.sourcePath,
      reset: recovered.source === 'summary',
      additions: recovered.additions,
      ...(recovered.revise ? { revise: recovered.revise } : {}),
      notices: recovered.notes,
      ...(nested ? { nested } : {}),
    },
  );
}
