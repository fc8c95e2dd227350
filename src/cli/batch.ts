import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseBatchFile } from '../batch/file.js';
import { SharedRateGate } from '../batch/gate.js';
import { type DraftJob, planBatch } from '../batch/plan.js';
import { BatchProgress } from '../batch/progress.js';
import { batchExitCode, formatBatchSummary, labelWidth, writeBatchReport } from '../batch/report.js';
import { draftTargetWords, runBatch } from '../batch/runner.js';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/resolve.js';
import type { Settings } from '../config/schema.js';
import { FALLBACK_TOKEN_LIMIT } from '../context/manager.js';
import { SpendAccount, usd } from '../cost/budget.js';
import { acquireLock, batchLockPath, type HeldLock, LockError } from '../project/lock.js';
import { makeChalk } from '../ui/consoleReporter.js';
import { plural } from '../ui/plural.js';
import { errnoCode, errorMessage } from '../util/errors.js';
import { setProcessSecret } from '../util/secrets.js';
import { EXIT } from './exitCodes.js';
import { noApiKey, printError } from './messages.js';
import { apiKeyFrom, type CliOptions, runSettingsFrom } from './options.js';
import { isStdoutClosed, whenStdoutCloses } from './output.js';
import { invocation } from './resume.js';
import { modelClientFor } from './run.js';
import { settingsForCommand } from './settings.js';
import { installSignalHandlers } from './terminal.js';
import { checkTokenLimit } from './tokenLimit.js';

export interface BatchOptions extends CliOptions {
  concurrency?: number;
  dryRun?: boolean;
}

export const DEFAULT_CONCURRENCY = 3;

/** Draft states that mean a limit was reached (resumable): a batch ending only with these exits 3. */
/** A draft's settings: the command line's, then the file's defaults, then the draft's own. */
function draftSettings(base: Settings, job: DraftJob): Settings {
  return { ...base, ...job.settings, prices: { ...base.prices, ...(job.settings.prices ?? {}) } };
}

/** `writer batch <file>`: many drafts, in parallel, resumably. Returns the exit code. */
export async function batchCommand(file: string, options: BatchOptions): Promise<number> {
  const c = makeChalk(process.stdout, process.env);
  const batchFile = path.resolve(file);
  let config: ResolvedConfig;
  let jobs: DraftJob[];
  let concurrency: number;
  try {
    config = await settingsForCommand(options);
    const text = await fs.readFile(batchFile, 'utf8').catch(() => {
      throw new ConfigError(`${file}: no such batch file`);
    });
    const batch = parseBatchFile(text, file);
    jobs = planBatch(batch);
    for (const job of jobs) {
      const problem = checkTokenLimit(
        draftSettings(config.settings, job),
        job.settings.tokenLimit !== undefined ? file : config.sources.tokenLimit,
      );
      if (problem) throw new ConfigError(`${job.label}: ${problem}`);
    }
    concurrency = options.concurrency ?? batch.concurrency ?? DEFAULT_CONCURRENCY;
  } catch (error) {
    if (error instanceof ConfigError) {
      printError(error.message);
      return EXIT.usage;
    }
    throw error;
  }
  /** Input limits looked up once per model for the whole batch (not once per draft). */
  const limits = new Map<string, number>();
  const settingsCache = new Map<string, ReturnType<typeof runSettingsFrom>>();
  const settingsFor = (job: DraftJob) => {
    let settings = settingsCache.get(job.key);
    if (!settings) {
      const merged = draftSettings(config.settings, job);
      const known = merged.tokenLimit ?? limits.get(merged.model);
      // The command line's budget is the whole batch's (the shared account); a draft's own caps the draft.
      settings = runSettingsFrom(known !== undefined ? { ...merged, tokenLimit: known } : merged, {
        targetWords: draftTargetWords(job, merged.words),
        budget: job.settings.budget,
      });
      settingsCache.set(job.key, settings);
    }
    return settings;
  };

  if (options.dryRun) {
    const budget = config.settings.budget !== undefined ? `, ${usd(config.settings.budget)} for all of them` : '';
    process.stdout.write(`${plural(jobs.length, 'draft')} from ${file}, ${concurrency} at a time${budget}:\n`);
    const width = labelWidth(jobs);
    for (const job of jobs) {
      const s = settingsFor(job);
      const target = `${s.targetWords ? ` · ${plural(s.targetWords, 'word')}` : ''}${s.budget !== undefined ? ` · at most ${usd(s.budget)}` : ''}`;
      process.stdout.write(
        `  ${job.label.padEnd(width)}  ${s.model} · ${plural(s.maxIterations, 'iteration')}${target} → ${path.join(s.outputDir, job.label)}\n    ${c.dim(job.prompt.slice(0, 100))}\n`,
      );
    }
    return EXIT.done;
  }

  const apiKey = apiKeyFrom(process.env);
  if (!apiKey) {
    printError(noApiKey());
    return EXIT.usage;
  }
  setProcessSecret(apiKey.key);

  for (const job of jobs) {
    const merged = draftSettings(config.settings, job);
    if (merged.tokenLimit !== undefined || limits.has(merged.model)) continue;
    const client = modelClientFor(merged, apiKey.key, () => {});
    limits.set(
      merged.model,
      (await client.inputTokenLimit(merged.model).catch(() => undefined)) ?? FALLBACK_TOKEN_LIMIT,
    );
  }

  // One process per batch file: a rerun while the first still runs would write every draft twice.
  let batchLock: HeldLock;
  try {
    batchLock = await acquireLock(
      batchLockPath(settingsFor(jobs[0] as DraftJob).outputDir, batchFile),
      `the batch ${file}`,
    );
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    printError(error.message);
    return error.reason === 'held' ? EXIT.usage : EXIT.failed;
  }

  const live = process.stdout.isTTY === true && !process.env.CI && !options.quiet;
  const progress = new BatchProgress(jobs, process.stdout, c, live, options.quiet === true);
  const gate = new SharedRateGate();
  const controller = new AbortController();
  const removeHandlers = installSignalHandlers(controller, (text) => process.stderr.write(`${text}\n`));
  // `writer batch … | head`: every draft stops and saves, as on Ctrl+C, instead of the batch vanishing with exit 0.
  const removeOutputWatch = whenStdoutCloses(() => {
    process.stderr.write('Output closed: stopping every draft and saving its context…\n');
    controller.abort();
  });
  const started = new Date();
  if (!options.quiet)
    process.stdout.write(`writer batch · ${plural(jobs.length, 'draft')} · ${concurrency} at a time\n`);
  progress.start();
  let results: Awaited<ReturnType<typeof runBatch>>;
  try {
    results = await runBatch(jobs, {
      batchFile,
      concurrency,
      settingsFor,
      // One client per draft (its own retry settings), all behind the one shared rate gate.
      modelFor: (job) =>
        modelClientFor(
          draftSettings(config.settings, job),
          apiKey.key,
          (text) => progress.update(job, { note: text.slice(0, 80) }, false),
          gate,
        ),
      reporterFor: (job) => progress.reporterFor(job),
      onState: (job, state, result) => progress.stateChanged(job, state, result),
      signal: controller.signal,
      showThinking: false,
      prices: config.settings.prices,
      ...(config.settings.budget !== undefined ? { account: new SpendAccount(config.settings.budget) } : {}),
    });
  } finally {
    progress.stop();
    removeHandlers();
    await batchLock.release();
    removeOutputWatch();
  }

  const finished = new Date();
  const allDone = results.every((result) => result.state === 'done');
  // A full disk must not hide the results: the report on the console stands without its files.
  const reportPath = await writeBatchReport(settingsFor(jobs[0] as DraftJob).outputDir, {
    batchFile,
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    seconds: Math.round((finished.getTime() - started.getTime()) / 1000),
    concurrency,
    drafts: results,
    allDone,
  }).catch(
    (error: unknown) => `not written (${errnoCode(error) === 'ENOSPC' ? 'the disk is full' : errorMessage(error)})`,
  );
  const summary = formatBatchSummary(results, c);
  const spent = results.reduce((sum, r) => sum + (r.cost ?? 0), 0);
  if (results.some((r) => r.cost !== undefined))
    summary.push(
      `Spent: ${usd(spent)}${config.settings.budget !== undefined ? ` of the batch's budget of ${usd(config.settings.budget)}` : ''}`,
    );
  if (isStdoutClosed())
    process.stderr.write(
      `Stopped: output closed. Report: ${reportPath}. Run "${invocation()} batch ${file}" again to resume.\n`,
    );
  else if (!options.quiet) {
    const lines = ['', c.bold('Batch report'), ...summary, `Report: ${reportPath} (and .md)`];
    if (!allDone) lines.push(`Run "${invocation()} batch ${file}" again to resume what did not finish.`);
    process.stdout.write(`${lines.join('\n')}\n`);
  } else
    process.stdout.write(
      `${results.filter((r) => r.state === 'done').length} of ${plural(results.length, 'draft')} done. Report: ${reportPath}\n`,
    );
  if (controller.signal.aborted) return EXIT.interrupted;
  return batchExitCode(results);
}
