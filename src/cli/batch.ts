import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { ChalkInstance } from 'chalk';
import { parseBatchFile } from '../batch/file.js';
import { SharedRateGate } from '../batch/gate.js';
import { type DraftJob, planBatch } from '../batch/plan.js';
import { BatchProgress } from '../batch/progress.js';
import { formatBatchSummary, labelWidth, writeBatchReport } from '../batch/report.js';
import { type DraftResult, draftTargetWords, runBatch } from '../batch/runner.js';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/resolve.js';
import type { RunSettings } from '../config/runSettings.js';
import type { Settings } from '../config/schema.js';
import { FALLBACK_TOKEN_LIMIT } from '../context/manager.js';
import { SpendAccount } from '../cost/budget.js';
import { batchLockPath, type HeldLock } from '../project/lock.js';
import { makeChalk } from '../ui/consoleReporter.js';
import { plural } from '../ui/plural.js';
import { writeProblem } from '../util/errors.js';
import { usd } from '../util/money.js';
import { setProcessSecret } from '../util/secrets.js';
import { apiKeyOrExit } from './apiKeyOrExit.js';
import { batchExitCode } from './batchExit.js';
import { estimateRun } from './estimates.js';
import { EXIT } from './exitCodes.js';
import { lockOrExit } from './lockOrExit.js';
import { printError } from './messages.js';
import { budgetProblem, lookUpModel, type ModelCheck } from './modelCheck.js';
import { modelClientFor } from './modelClient.js';
import { type CliOptions, runSettingsFrom } from './options.js';
import { isStdoutClosed, whenStdoutCloses } from './output.js';
import { batchRerunCommand, draftResumeCommand } from './resume.js';
import { settingsForCommand, usageOnConfigError } from './settings.js';
import { installSignalHandlers } from './terminal.js';
import { checkTokenLimit } from './tokenLimit.js';

export interface BatchOptions extends CliOptions {
  concurrency?: number;
  dryRun?: boolean;
}

export const DEFAULT_CONCURRENCY = 3;

/** A draft's settings: the command line's, then the file's defaults, then the draft's own. */
function draftSettings(base: Settings, job: DraftJob): Settings {
  return { ...base, ...job.settings, prices: { ...base.prices, ...(job.settings.prices ?? {}) } };
}

/** A batch file read and checked, with the settings it runs with: nothing has been sent yet. */
interface LoadedBatch {
  file: string;
  batchFile: string;
  config: ResolvedConfig;
  jobs: DraftJob[];
  concurrency: number;
}

/** Read the settings and the batch file, and check every draft before anything runs; a ConfigError says what is wrong. */
async function loadBatch(file: string, options: BatchOptions): Promise<LoadedBatch> {
  const batchFile = path.resolve(file);
  const config = await settingsForCommand(options);
  const text = await fs.readFile(batchFile, 'utf8').catch(() => {
    throw new ConfigError(`${file}: no such batch file`);
  });
  const batch = parseBatchFile(text, file);
  const jobs = planBatch(batch);
  for (const job of jobs) {
    const problem = checkTokenLimit(
      draftSettings(config.settings, job),
      job.settings.tokenLimit !== undefined ? file : config.sources.tokenLimit,
    );
    if (problem) throw new ConfigError(`${job.label}: ${problem}`);
  }
  const concurrency = options.concurrency ?? batch.concurrency ?? DEFAULT_CONCURRENCY;
  return { file, batchFile, config, jobs, concurrency };
}

/**
 * Each draft's run settings, made once. `limits` holds the input limits looked
 * up once per model for the whole batch (not once per draft).
 */
function draftRunSettings(config: ResolvedConfig, limits: ReadonlyMap<string, number>): (job: DraftJob) => RunSettings {
  const cache = new Map<string, RunSettings>();
  return (job) => {
    let settings = cache.get(job.key);
    if (!settings) {
      const merged = draftSettings(config.settings, job);
      const known = merged.tokenLimit ?? limits.get(merged.model);
      // The command line's budget is the whole batch's (the shared account); a draft's own caps the draft.
      settings = runSettingsFrom(known !== undefined ? { ...merged, tokenLimit: known } : merged, {
        targetWords: draftTargetWords(job, merged.words),
        budget: job.settings.budget,
      });
      cache.set(job.key, settings);
    }
    return settings;
  };
}

/** `--dry-run`: each draft with its model, cap, target and folder. */
function printDryRun(batch: LoadedBatch, settingsFor: (job: DraftJob) => RunSettings, c: ChalkInstance): void {
  const { jobs, config } = batch;
  const budget = config.settings.budget !== undefined ? `, ${usd(config.settings.budget)} for all of them` : '';
  process.stdout.write(
    `${plural(jobs.length, 'draft')} from ${batch.file}, ${batch.concurrency} at a time${budget}:\n`,
  );
  const width = labelWidth(jobs);
  const total = { low: 0, point: 0, high: 0, requests: 0, priced: true };
  for (const job of jobs) {
    const s = settingsFor(job);
    const target = `${s.targetWords ? ` · ${plural(s.targetWords, 'word')}` : ''}${s.budget !== undefined ? ` · at most ${usd(s.budget)}` : ''}`;
    // A draft is a plain run from its prompt: the same estimate as writer --dry-run gives.
    const estimate = estimateRun({
      model: s.model,
      prices: config.settings.prices,
      parallel: 1,
      targetWords: s.targetWords,
      review: s.review !== false,
    });
    total.requests += estimate.requests.point;
    if (estimate.cost) {
      total.low += estimate.cost.low;
      total.point += estimate.cost.point;
      total.high += estimate.cost.high;
    } else total.priced = false;
    const cost = estimate.cost ? ` · about ${usd(estimate.cost.point)}` : ' · no price known';
    process.stdout.write(
      `  ${job.label.padEnd(width)}  ${s.model} · ${plural(s.maxIterations, 'iteration')}${target}${cost} → ${path.join(s.outputDir, job.label)}\n    ${c.dim(job.prompt.slice(0, 100))}\n`,
    );
  }
  process.stdout.write(
    total.priced
      ? `Estimate: about ${usd(total.point)} (${usd(total.low)}–${usd(total.high)}) in about ${plural(total.requests, 'request')} for all of them (a draft without a target length is estimated at 30,000 words). No request was made.\n`
      : `Estimate: about ${plural(total.requests, 'request')}; a model of these drafts has no price. No request was made.\n`,
  );
}

/**
 * Before the first paid request, as for a single run: every draft's model
 * exists (models.get, once per model; its input limit is kept for the drafts
 * that do not set their own) and, under a budget (the batch's or the draft's),
 * has a price. Returns the first problem, naming its draft.
 */
async function checkDraftModels(
  batch: LoadedBatch,
  apiKey: string,
  limits: Map<string, number>,
): Promise<string | undefined> {
  const looked = new Map<string, ModelCheck>();
  for (const job of batch.jobs) {
    const merged = draftSettings(batch.config.settings, job);
    let check = looked.get(merged.model);
    if (!check) {
      check = await lookUpModel(
        modelClientFor(merged, apiKey, () => {}),
        merged.model,
        merged.prices,
      );
      looked.set(merged.model, check);
      if (check.problem === undefined) limits.set(merged.model, check.inputTokenLimit ?? FALLBACK_TOKEN_LIMIT);
    }
    const problem =
      check.problem ?? budgetProblem(merged.model, batch.config.settings.budget ?? job.settings.budget, merged.prices);
    if (problem !== undefined) return `${job.label}: ${problem}`;
  }
  return undefined;
}

/** Run every draft with the live display, Ctrl+C and a closed output stopping them all; the lock is released after. */
async function runDrafts(
  batch: LoadedBatch,
  options: BatchOptions,
  apiKey: string,
  settingsFor: (job: DraftJob) => RunSettings,
  lock: HeldLock,
  c: ChalkInstance,
): Promise<{ results: DraftResult[]; interrupted: boolean }> {
  const { jobs, config } = batch;
  const live = process.stdout.isTTY === true && !process.env.CI && !options.quiet;
  const progress = new BatchProgress(jobs, process.stdout, c, live, options.quiet === true);
  const gate = new SharedRateGate();
  const controller = new AbortController();
  const removeHandlers = installSignalHandlers(controller, (text) => progress.message(text));
  // `writer batch … | head`: every draft stops and saves, as on Ctrl+C, instead of the batch vanishing with exit 0.
  const removeOutputWatch = whenStdoutCloses(() => {
    process.stderr.write('Output closed: stopping every draft and saving its context…\n');
    controller.abort();
  });
  if (!options.quiet)
    process.stdout.write(`writer batch · ${plural(jobs.length, 'draft')} · ${batch.concurrency} at a time\n`);
  progress.start();
  try {
    const results = await runBatch(jobs, {
      batchFile: batch.batchFile,
      concurrency: batch.concurrency,
      settingsFor,
      // One client per draft (its own retry settings), all behind the one shared rate gate.
      modelFor: (job) =>
        modelClientFor(draftSettings(config.settings, job), apiKey, (text) => progress.note(job, text), gate),
      reporterFor: (job) => progress.reporterFor(job),
      onState: (job, state, result) => progress.stateChanged(job, state, result),
      signal: controller.signal,
      showThinking: false,
      prices: config.settings.prices,
      resumeCommand: (job, folder) => draftResumeCommand(options, job.settings, folder),
      ...(config.settings.budget !== undefined ? { account: new SpendAccount(config.settings.budget) } : {}),
    });
    return { results, interrupted: controller.signal.aborted };
  } finally {
    progress.stop();
    removeHandlers();
    await lock.release();
    removeOutputWatch();
  }
}

/** The report files and the closing lines on the console; returns nothing (the exit code comes from the results). */
async function reportBatch(
  batch: LoadedBatch,
  options: BatchOptions,
  results: DraftResult[],
  outputDir: string,
  started: Date,
  c: ChalkInstance,
): Promise<void> {
  const finished = new Date();
  const allDone = results.every((result) => result.state === 'done');
  const budget = batch.config.settings.budget;
  // A full disk must not hide the results: the report on the console stands without its files.
  const reportPath = await writeBatchReport(outputDir, {
    batchFile: batch.batchFile,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    seconds: Math.round((finished.getTime() - started.getTime()) / 1000),
    concurrency: batch.concurrency,
    drafts: results,
    allDone,
  }).catch((error: unknown) => `not written (${writeProblem(error)})`);
  const summary = formatBatchSummary(results, c);
  const spent = results.reduce((sum, r) => sum + (r.cost ?? 0), 0);
  if (results.some((r) => r.cost !== undefined))
    summary.push(`Spent: ${usd(spent)}${budget !== undefined ? ` of the batch's budget of ${usd(budget)}` : ''}`);
  const again = batchRerunCommand(batch.file, options);
  if (isStdoutClosed())
    process.stderr.write(`Stopped: output closed. Report: ${reportPath}. Run "${again}" again to resume.\n`);
  else if (!options.quiet) {
    const lines = ['', c.bold('Batch report'), ...summary, `Report: ${reportPath} (and .md)`];
    if (!allDone) lines.push(`Run "${again}" again to resume what did not finish.`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } else
    process.stdout.write(
      `${results.filter((r) => r.state === 'done').length} of ${plural(results.length, 'draft')} done. Report: ${reportPath}\n`,
    );
}

/** `writer batch <file>`: many drafts, in parallel, resumably. Returns the exit code. */
export async function batchCommand(file: string, options: BatchOptions): Promise<number> {
  const c = makeChalk(process.stdout, process.env);
  const batch = await usageOnConfigError(() => loadBatch(file, options));
  if (typeof batch === 'number') return batch;
  const limits = new Map<string, number>();
  const settingsFor = draftRunSettings(batch.config, limits);
  if (options.dryRun) {
    printDryRun(batch, settingsFor, c);
    return EXIT.done;
  }

  const apiKey = apiKeyOrExit();
  if (typeof apiKey === 'number') return apiKey;
  setProcessSecret(apiKey);
  const modelProblem = await checkDraftModels(batch, apiKey, limits);
  if (modelProblem !== undefined) {
    printError(modelProblem);
    return EXIT.usage;
  }

  // One process per batch file: a rerun while the first still runs would write every draft twice.
  const outputDir = settingsFor(batch.jobs[0] as DraftJob).outputDir;
  const lock = await lockOrExit(batchLockPath(outputDir, batch.batchFile), `the batch ${file}`);
  if (typeof lock === 'number') return lock;

  const started = new Date();
  const { results, interrupted } = await runDrafts(batch, options, apiKey, settingsFor, lock, c);
  await reportBatch(batch, options, results, outputDir, started, c);
  if (interrupted) return EXIT.interrupted;
  return batchExitCode(results);
}
