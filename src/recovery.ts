import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Content } from '@google/genai';
import { Session } from './agent/session.js';
import type { RunSettings } from './config/runSettings.js';
import { recoveredMessage, resumedNote } from './context/history.js';
import { type JournalRecord, readJournal } from './context/journal.js';
import { completeInterruptedTurn, replayJournal } from './context/replay.js';
import { newestSummaryFile, parseSummaryFile } from './context/summaryFile.js';
import { planningDocuments } from './craft/outline.js';
import type { TokenUsage } from './model/types.js';
import type { ActiveProject } from './project/active.js';
import { listProjectFiles } from './project/files.js';

/** Quote a path for a POSIX shell only when it needs it. */
export function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/u.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

export function resumeCommand(projectDir: string): string {
  return `writer --recover ${shellQuote(projectDir)}`;
}

/** How to go on with a session: recover its folder, or, without one (nothing was written), run the prompt again. */
export function sessionResumeCommand(session: { project: ActiveProject | undefined; prompt: string }): string {
  return session.project ? resumeCommand(session.project.dir) : `writer ${shellQuote(session.prompt)}`;
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
  /** Lines of the journal that could not be read (torn by a crash). */
  skippedLines: number[];
  /** The journal's last run ended done: there is nothing to resume, only to revise. */
  finished?: boolean;
  /** The instructions of a `writer revise` (see revise.ts). */
  revise?: string;
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
    lastSummary: parsed.summary,
    skippedLines: [],
  };
}

async function fromProjectFolder(dir: string): Promise<RecoveredState> {
  const project = projectOf(dir);
  const journal = await readJournal(project.dir);
  const replayed = journal ? replayJournal(journal.records) : undefined;
  if (!journal || !replayed?.session || replayed.history.length === 0) {
    const newest = await newestSummaryFile(project.dir);
    if (!newest)
      throw new RecoveryError(
        `Nothing to resume in ${project.dir}: no .writer/session.jsonl and no .context_summary_*.md file.`,
      );
    const state = await fromSummaryFile(newest);
    return { ...state, skippedLines: journal?.skippedLines ?? [] };
  }
  const history = replayed.history;
  const additions: Content[] = [];
  const last = history[history.length - 1] as Content;
  if (last.role === 'model' && (last.parts ?? []).some((part) => part.functionCall)) {
    additions.push(completeInterruptedTurn(last, replayed.danglingResults));
  }
  additions.push(resumedNote(await listProjectFiles(project.dir), project.name, await planningDocuments(project.dir)));
  return {
    source: 'journal',
    sourcePath: path.join(project.dir, '.writer', 'session.jsonl'),
    prompt: replayed.session.prompt,
    model: replayed.session.model,
    project,
    history,
    additions,
    iteration: replayed.iteration,
    ...(replayed.targetWords ? { targetWords: replayed.targetWords } : {}),
    usages: replayed.usages,
    ...(replayed.lastSummary ? { lastSummary: replayed.lastSummary } : {}),
    skippedLines: journal.skippedLines,
    finished: endedDone(journal.records),
  };
}

function endedDone(records: readonly JournalRecord[]): boolean {
  const last = records[records.length - 1];
  return last?.type === 'end' && last.status === 'done';
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
export function resumeSession(recovered: RecoveredState, settings: RunSettings): Promise<Session> {
  return Session.resume(
    settings,
    {
      prompt: recovered.prompt,
      history: recovered.history,
      iteration: recovered.iteration,
      project: recovered.project,
      ...(recovered.usages ? { usages: recovered.usages } : {}),
      ...(recovered.lastSummary ? { lastSummary: recovered.lastSummary } : {}),
    },
    {
      from: recovered.sourcePath,
      reset: recovered.source === 'summary',
      additions: recovered.additions,
      ...(recovered.revise ? { revise: recovered.revise } : {}),
    },
  );
}
