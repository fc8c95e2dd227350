import path from 'node:path';
import { runSession, type SessionState } from '../agent/loop.js';
import { type NestedPlace, Session } from '../agent/session.js';
import type { PriceTable } from '../config/prices.js';

import type { RunSettings } from '../config/runSettings.js';
import type { SpendAccount } from '../cost/budget.js';
import { TARGET_SHARE_DONE } from '../craft/completion.js';
import type { ModelClient, TokenUsage } from '../model/types.js';
import type { ActiveProject } from '../project/active.js';
import { chapterSystemPrompt } from '../prompts/chapter.js';
import { fromJournal, RecoveryError, resumeSession } from '../recovery.js';
import type { Reporter } from '../ui/reporter.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber } from '../util/words.js';
import { chapterBrief } from './brief.js';
import { readChapterRecord } from './chapterState.js';
import { chapterTools } from './chapterTools.js';
import { type ChapterPlan, chapterStateDir } from './plan.js';

/**
 * One chapter session: the same loop as the main session (runSession over a
 * Session), with another context: the chapter writer's system prompt, a
 * compact first message, tools that write only its chapter, its own journal
 * under .writer/chapters/, and an ending judged on its chapter alone.
 */

export interface ChapterResult {
  file: string;
  status: SessionState;
  message: string;
  /** Finished in an earlier run: not drafted again. */
  skipped: boolean;
  /** Continued from its own journal. */
  resumed: boolean;
  words: number;
  budget?: number;
  iterations: number;
  /** Iterations of this run (0 for a chapter finished in an earlier run). */
  runIterations: number;
  /** Files this run's session wrote (its chapter), with their words after the last write. */
  filesWritten: Array<{ path: string; words: number }>;
  /** Requests of this run, and of the session in all (earlier runs included). */
  usages: { run: TokenUsage[]; total: TokenUsage[] };
  model: string;
  proposals: string[];
}

/** What every chapter session of a book shares. */
export interface ChapterDeps {
  project: ActiveProject;
  /** The chapter sessions' settings: the run's, with the chapter iteration cap, no review, no target of the whole. */
  settings: RunSettings;
  modelFor(file: string): ModelClient;
  reporterFor(file: string): Reporter;
  signal: AbortSignal;
  prices: PriceTable;
  /** The run's one account (--budget): every session draws on it. */
  account?: SpendAccount;
  showThinking?: boolean;
  /** The command that resumes the whole book (chapter sessions are resumed with it). */
  resumeCommand: string;
}

/**
 * Another context for the same loop: a chapter session of `writer redraft`
 * keeps its state in its own folder and starts from its own brief and system
 * prompt; everything else (tools that write only its chapter, the journal,
 * the ending judged on its chapter) is a chapter session's.
 */
export interface ChapterContext {
  stateDir: string;
  brief: () => Promise<string>;
  systemInstruction: string;
}

export interface ChapterJob {
  chapter: ChapterPlan;
  context?: ChapterContext;
  previous?: ChapterPlan | undefined;
  next?: ChapterPlan | undefined;
  number: number;
  of: number;
}

/** A chapter below this many words is not written at all. */
const MIN_WORDS = 50;

export async function chapterWords(projectDir: string, file: string): Promise<number> {
  const text = await readTextIfExists(path.join(projectDir, file)).catch(() => undefined);
  return text === undefined ? 0 : countWords(text);
}

/** What a chapter still lacks: written at all, and near its budget. */
export function chapterGaps(file: string, words: number, budget: number | undefined): string[] {
  if (words < MIN_WORDS) return [`${file} is not written yet`];
  if (budget && words < budget * TARGET_SHARE_DONE)
    return [`${file} has ${formatNumber(words)} words, far below its budget of ${formatNumber(budget)}`];
  return [];
}

function place(job: ChapterJob): NestedPlace {
  const { chapter } = job;
  return {
    stateDir: job.context?.stateDir ?? chapterStateDir(chapter.file),
    chapter: { file: chapter.file, ...(chapter.budget ? { budget: chapter.budget } : {}) },
  };
}

async function openSession(job: ChapterJob, deps: ChapterDeps, unfinished: boolean): Promise<Session> {
  const { project } = deps;
  const nested = place(job);
  if (unfinished) {
    try {
      const recovered = await fromJournal(
        project,
        path.join(project.dir, nested.stateDir, 'session.jsonl'),
        path.join(project.dir, nested.stateDir),
      );
      return await resumeSession(
        recovered,
        { ...deps.settings, model: recovered.model ?? deps.settings.model },
        nested,
      );
    } catch (error) {
      // A journal with nothing to resume (torn at its first line): the chapter starts again from its brief.
      if (!(error instanceof RecoveryError)) throw error;
    }
  }
  const brief = job.context ? await job.context.brief() : await chapterBrief({ projectDir: project.dir, ...job });
  const session = Session.start(brief, deps.settings, { nested });
  await session.activateProject(project);
  return session;
}

export async function runChapter(job: ChapterJob, deps: ChapterDeps): Promise<ChapterResult> {
  const { file, budget } = job.chapter;
  const dir = deps.project.dir;
  const record = await readChapterRecord(dir, file, job.context?.stateDir);
  const base = { file, ...(budget ? { budget } : {}) };
  if (record.state === 'done' || record.state === 'incomplete') {
    return {
      ...base,
      status: record.state,
      message: record.state === 'done' ? 'drafted in an earlier run' : 'ended short in an earlier run',
      skipped: true,
      resumed: false,
      words: await chapterWords(dir, file),
      iterations: record.iteration,
      runIterations: 0,
      filesWritten: [],
      usages: { run: [], total: record.usages },
      model: record.model ?? deps.settings.model,
      proposals: record.proposals,
    };
  }
  const session = await openSession(job, deps, record.state === 'unfinished');
  const before = session.usages.length;
  const outcome = await runSession(session, {
    model: deps.modelFor(file),
    tools: chapterTools(file),
    reporter: deps.reporterFor(file),
    systemInstruction: job.context?.systemInstruction ?? chapterSystemPrompt(),
    signal: deps.signal,
    prices: deps.prices,
    ...(deps.account ? { account: deps.account } : {}),
    ...(deps.showThinking ? { showThinking: true } : {}),
    resumeCommand: () => deps.resumeCommand,
    gaps: async () => chapterGaps(file, await chapterWords(dir, file), budget),
  });
  const after = await readChapterRecord(dir, file, job.context?.stateDir);
  const unstarted = outcome.status === 'budget' && session.iteration === session.startIteration && before === 0;
  return {
    ...base,
    status: unstarted ? 'not started (budget)' : outcome.status,
    message: outcome.missing ? `${outcome.message} Missing: ${outcome.missing.join('; ')}` : outcome.message,
    skipped: false,
    resumed: session.resumed,
    words: await chapterWords(dir, file),
    iterations: session.iteration,
    runIterations: session.iteration - session.startIteration,
    filesWritten: [...session.filesWritten].map(([path, words]) => ({ path, words })),
    usages: { run: session.usages.slice(before), total: [...session.usages] },
    model: session.settings.model,
    proposals: after.proposals,
  };
}
