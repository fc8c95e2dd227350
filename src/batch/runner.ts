import path from 'node:path';
import { runSession, type SessionState } from '../agent/loop.js';
import { chaptersBegun, PlanGate } from '../agent/planGate.js';
import { Session } from '../agent/session.js';
import { checkForReview } from '../check/reviewPass.js';
import type { PriceTable } from '../config/prices.js';
import type { RunSettings } from '../config/runSettings.js';
import type { SpendAccount } from '../cost/budget.js';
import { targetWordsFromPrompt } from '../craft/length.js';
import { readJournal } from '../journal/journal.js';
import { lastEnd } from '../journal/lastEnd.js';
import type { ModelClient, TokenUsage } from '../model/types.js';
import { emptyUsage } from '../model/usage.js';
import { listProjectFiles, workWordsOf } from '../project/files.js';
import { systemPrompt } from '../prompts/system.js';
import { loadRecovery, resumeSession } from '../recovery.js';
import { DEFAULT_TOOLS } from '../tools/index.js';
import type { Reporter } from '../ui/reporter.js';
import { errorMessage } from '../util/errors.js';
import { runPool } from '../util/pool.js';
import { claimDraftFolder } from './folders.js';
import type { DraftJob } from './plan.js';

export interface DraftResult {
  key: string;
  label: string;
  prompt: string;
  state: SessionState;
  /** Done in an earlier run of the same file: skipped this time. */
  skipped: boolean;
  /** Resumed from its journal (an earlier run did not finish it). */
  resumed: boolean;
  folder: string;
  files: number;
  words: number;
  tokens: TokenUsage;
  seconds: number;
  message: string;
  resumeCommand?: string;
  /** Estimated USD this run of the batch spent on the draft. */
  cost?: number;
}

export interface BatchDeps {
  /** The batch file, absolute: drafts remember which file they belong to. */
  batchFile: string;
  concurrency: number;
  /** Run settings of one draft. */
  settingsFor(job: DraftJob): RunSettings;
  modelFor(job: DraftJob): ModelClient;
  reporterFor(job: DraftJob): Reporter;
  /** Called when a draft changes state (waiting → running → finished). */
  onState?(job: DraftJob, state: SessionState | 'running' | 'skipped', result?: DraftResult): void;
  signal: AbortSignal;
  showThinking?: boolean;
  prices?: PriceTable;
  /** The batch's budget (--budget): one account every draft's spend draws on. */
  account?: SpendAccount;
  /** The command that resumes one draft alone, with the settings it runs with. */
  resumeCommand(job: DraftJob, folder: string): string;
}

/** How an earlier run left a draft's folder. */
async function earlierState(folder: string): Promise<'done' | 'unfinished' | 'empty'> {
  const journal = await readJournal(folder);
  if (!journal || journal.records.length === 0) return 'empty';
  return lastEnd(journal.records)?.status === 'done' ? 'done' : 'unfinished';
}

async function folderTotals(folder: string): Promise<{ files: number; words: number }> {
  const files = await listProjectFiles(folder);
  return { files: files.length, words: await workWordsOf(folder, files) };
}

/** Where a draft's folder is known once it is claimed: a failure after that is reported in it, not in its label's. */
interface Claim {
  folder?: string;
}

async function runDraft(job: DraftJob, deps: BatchDeps, claimed: Set<string>, claim: Claim): Promise<DraftResult> {
  const started = Date.now();
  const settings = deps.settingsFor(job);
  const { folder, fresh } = await claimDraftFolder(settings.outputDir, job, deps.batchFile, claimed);
  claim.folder = folder;
  const base = { key: job.key, label: job.label, prompt: job.prompt, folder };
  const before = fresh ? 'empty' : await earlierState(folder);
  if (before === 'done') {
    const totals = await folderTotals(folder);
    const result: DraftResult = {
      ...base,
      ...totals,
      state: 'done',
      skipped: true,
      resumed: false,
      tokens: emptyUsage(),
      seconds: 0,
      message: 'done in an earlier run',
    };
    deps.onState?.(job, 'skipped', result);
    return result;
  }
  deps.onState?.(job, 'running');
  const project = { name: path.basename(folder), dir: folder };
  let session: Session;
  if (before === 'unfinished') {
    session = await resumeSession(await loadRecovery(folder), settings);
  } else {
    // The journal names the draft too: a rerun finds the folder by it even if the marker is lost.
    session = Session.start(job.prompt, settings, { draft: { batchFile: deps.batchFile, key: job.key } });
    await session.activateProject(project);
  }
  // A draft is a run: its chapters wait until its plan adds up (see src/agent/planGate.ts).
  const gate = new PlanGate({
    mode: 'run',
    parallel: false,
    targetWords: session.targetWords,
    reporter: deps.reporterFor(job),
    passed: before === 'unfinished' && (await chaptersBegun(folder)),
  });
  const outcome = await runSession(session, {
    model: deps.modelFor(job),
    tools: gate.tools(DEFAULT_TOOLS),
    interlude: (s) => gate.interlude(s),
    reporter: deps.reporterFor(job),
    // The review starts from the continuity checker's findings.
    reviewFindings: checkForReview,
    systemInstruction: systemPrompt({ targetWords: session.targetWords }),
    signal: deps.signal,
    ...(deps.showThinking ? { showThinking: true } : {}),
    ...(deps.prices ? { prices: deps.prices } : {}),
    ...(deps.account ? { account: deps.account } : {}),
    resumeCommand: () => deps.resumeCommand(job, folder),
  });
  const totals = await folderTotals(folder);
  // Stopped by the budget before its first request: it never started.
  const unstarted = outcome.status === 'budget' && before === 'empty' && session.iteration === session.startIteration;
  const result: DraftResult = {
    ...base,
    ...totals,
    state: unstarted ? 'not started (budget)' : outcome.status,
    skipped: false,
    resumed: before === 'unfinished',
    tokens: { ...session.usage },
    seconds: Math.round((Date.now() - started) / 1000),
    message: outcome.missing ? `${outcome.message} Missing: ${outcome.missing.join('; ')}` : outcome.message,
    ...(outcome.spend ? { cost: outcome.spend.run } : {}),
    ...(outcome.status !== 'done' ? { resumeCommand: deps.resumeCommand(job, folder) } : {}),
  };
  deps.onState?.(job, result.state, result);
  return result;
}

/** The result of a draft that never ran a session (interrupted before it started, or its folder failed). */
function unrunResult(job: DraftJob, deps: BatchDeps, state: SessionState, message: string): DraftResult {
  return {
    key: job.key,
    label: job.label,
    prompt: job.prompt,
    state,
    skipped: false,
    resumed: false,
    folder: path.join(deps.settingsFor(job).outputDir, job.label),
    files: 0,
    words: 0,
    tokens: emptyUsage(),
    seconds: 0,
    message,
  };
}

/**
 * Run every draft, at most `concurrency` at once, each its own session with
 * its own folder. A failed draft does not stop the others; an abort stops
 * them all (each saves its context) and leaves the rest not started.
 */
export async function runBatch(jobs: readonly DraftJob[], deps: BatchDeps): Promise<DraftResult[]> {
  const claimed = new Set<string>();
  return runPool(jobs, deps.concurrency, (job) => runOne(job, deps, claimed));
}

/** One draft, or why it did not start; a failure is its result, never thrown. */
async function runOne(job: DraftJob, deps: BatchDeps, claimed: Set<string>): Promise<DraftResult> {
  if (deps.signal.aborted) return unrunResult(job, deps, 'not started', 'not started: the batch was interrupted');
  if (deps.account?.exhausted) {
    const result = unrunResult(job, deps, 'not started (budget)', "not started: the batch's budget is spent");
    deps.onState?.(job, 'not started (budget)', result);
    return result;
  }
  const claim: Claim = {};
  try {
    return await runDraft(job, deps, claimed, claim);
  } catch (error) {
    const result = unrunResult(job, deps, 'failed', errorMessage(error));
    // Failed in its own folder (a second run's "draft-1-2", say): that folder, with what is in it.
    if (claim.folder) {
      result.folder = claim.folder;
      Object.assign(result, await folderTotals(claim.folder).catch(() => ({})));
    }
    deps.onState?.(job, 'failed', result);
    return result;
  }
}

/** Target words of a draft: its settings, else read from its prompt. */
export function draftTargetWords(job: DraftJob, words: number | undefined): number | undefined {
  return words ?? targetWordsFromPrompt(job.prompt);
}
