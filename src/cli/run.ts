import { rm, rmdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunOutcome, runSession } from '../agent/loop.js';
import { chaptersBegun, PlanGate } from '../agent/planGate.js';
import { Session } from '../agent/session.js';
import { checkForReview } from '../check/reviewPass.js';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/resolve.js';
import { targetWordsFromPrompt } from '../craft/length.js';
import type { ModelClient } from '../model/types.js';
import { chapterSessionsSpend } from '../parallel/status.js';
import type { ChaptersSummary } from '../parallel/summary.js';
import { LockError, refuseIfProjectLocked } from '../project/lock.js';
import { readOutline } from '../project/outline.js';
import { systemPrompt } from '../prompts/system.js';
import { loadRecovery, RecoveryError, resumeSession } from '../recovery.js';
import { forRevision } from '../revise.js';
import { DEFAULT_TOOLS, defaultTools } from '../tools/index.js';
import { ConsoleReporter, makeChalk } from '../ui/consoleReporter.js';
import { JsonReporter } from '../ui/jsonReporter.js';
import type { Reporter } from '../ui/reporter.js';
import { makeFolders } from '../util/atomicWrite.js';
import { errnoCode, errorMessage } from '../util/errors.js';
import { redact, setProcessSecret } from '../util/secrets.js';
import { formatNumber } from '../util/words.js';
import { apiKeyOrExit } from './apiKeyOrExit.js';
import { describeChanges, snapshotProject } from './changes.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import { checkModel, withKnownLimit } from './modelCheck.js';
import { modelClientFor } from './modelClient.js';
import { type CliOptions, runSettingsFrom } from './options.js';
import { isStdoutClosed, sayLast, whenStdoutCloses } from './output.js';
import {
  allSessions,
  chapterFields,
  chapterLines,
  chapterSummary,
  setUpParallel,
  withShortChapters,
} from './parallel.js';
import { resolveProject } from './project.js';
import { PromptInputError, promptFromFile, promptFromStdin } from './prompt.js';
import { invocation, printedCommand, repeatedOptions, reviseCommand, sessionResumeCommand } from './resume.js';
import { buildRunSummary, finalLine, formatRunSummary, type RunSummary } from './runSummary.js';
import { settingsForCommand } from './settings.js';
import { askForPrompt, installSignalHandlers } from './terminal.js';
import { checkTokenLimit } from './tokenLimit.js';

class UsageError extends Error {}

/** `writer plan` and `writer draft`: a run that stops at the plan, or drafts a plan on disk. */
export interface SteerMode {
  mode: 'plan' | 'draft';
  /** writer draft: the chapters written before it began, kept as they are. */
  kept?: ReadonlySet<string>;
  /** writer draft: the target (the outline's budgets, or --words) and the chapters not to draft again. */
  targetWords?: number | undefined;
  /** Lines after the run's closing block (the plan in short, the estimate, the draft command). */
  closing?(session: Session, config: ResolvedConfig): Promise<string[]>;
}

/** Ctrl+C or Ctrl+D at the prompt question: not an error, the person changed their mind. */
class Cancelled extends Error {}

async function resolvePrompt(words: string[], options: CliOptions): Promise<string | undefined> {
  const given = words.join(' ').trim();
  if (options.prompt !== undefined && given)
    throw new UsageError('Give the prompt once: as words, or with --prompt (or after --), not both.');
  const prompt = (options.prompt ?? given).trim();
  if (options.recover !== undefined) {
    if (prompt || options.promptFile !== undefined)
      throw new UsageError('--recover continues an earlier session with its own prompt; give no new prompt with it.');
    return undefined;
  }
  if (options.promptFile !== undefined) {
    if (prompt) throw new UsageError('Give the prompt as words or with --prompt-file, not both.');
    return promptFromFile(options.promptFile);
  }
  if (prompt) return prompt;
  if (!process.stdin.isTTY) {
    // `writer < idea.txt`, `echo … | writer`: what is piped in is the prompt.
    const piped = await promptFromStdin();
    if (piped) return piped;
  } else if (!options.json) {
    const asked = await askForPrompt();
    if (asked === undefined) throw new Cancelled();
    if (asked) return asked;
  }
  throw new UsageError(
    'No prompt given. Usage: writer "Write a novella about ...", writer --prompt-file idea.md, writer < idea.txt (or writer --recover <project>).',
  );
}

/**
 * The output folder can be created and written (a probe file made and removed), else a UsageError in one line.
 * The folders the check made are removed again: a run refused after it (an unknown model, a refused key) leaves
 * no empty folder behind, and the first project makes them again.
 */
async function checkOutputFolder(dir: string): Promise<void> {
  const probe = path.join(dir, `.writer-probe-${process.pid}`);
  let made: string | undefined;
  try {
    made = await makeFolders(dir);
    await writeFile(probe, '');
    await rm(probe, { force: true });
  } catch (error) {
    const code = errnoCode(error);
    const why =
      code === 'ENOTDIR' || code === 'EEXIST'
        ? 'it is a file, not a folder'
        : code === 'EACCES' || code === 'EPERM' || code === 'EROFS'
          ? 'it cannot be written'
          : code === 'ENOSPC'
            ? 'the disk is full'
            : code === 'ENOENT'
              ? 'no folder can be created there'
              : errorMessage(error);
    throw new UsageError(`Cannot use the output folder ${dir}: ${why}. Choose another with -o <folder>.`);
  } finally {
    // From `dir` up to the first folder made. rmdir, not rm: a folder something else has put a file in meanwhile
    // (another writer's probe) is left as it is.
    for (let at = dir; made !== undefined; at = path.dirname(at)) {
      await rmdir(at).catch(() => undefined);
      if (at === made || at === path.dirname(at)) break;
    }
  }
}

export function exitCodeFor(status: RunOutcome['status']): number {
  switch (status) {
    case 'done':
      return EXIT.done;
    case 'budget':
      return EXIT.maxIterations;
    case 'incomplete':
      return EXIT.incomplete;
    case 'max-iterations':
      return EXIT.maxIterations;
    case 'interrupted':
      return EXIT.interrupted;
    case 'failed':
      return EXIT.failed;
  }
}

/** `--recover` of a session whose last run ended done: nothing to resume; `writer revise` changes a finished work. */
class FinishedSession extends Error {}

/** The model cannot be used (unknown, or no price under a budget): a configuration error, found before any request is paid. */
class ModelProblem extends Error {}

/** Looks the run's model up before its session starts; throws ModelProblem. */
type ModelLookup = (model: string) => Promise<void>;

async function createSession(
  prompt: string | undefined,
  options: CliOptions,
  config: ResolvedConfig,
  say: (text: string) => void,
  warn: (text: string) => void,
  lookUp: ModelLookup,
  revision?: string,
  steer?: SteerMode,
): Promise<Session> {
  if (options.recover === undefined) {
    const text = prompt as string;
    await lookUp(config.settings.model);
    return Session.start(
      text,
      runSettingsFrom(config.settings, {
        targetWords: config.settings.words ?? targetWordsFromPrompt(text),
        // `writer plan --parallel N` plans for N chapter sessions (seams, the estimate) but drafts nothing.
        ...(config.settings.parallel > 1 && steer?.mode !== 'plan' ? { parallel: config.settings.parallel } : {}),
      }),
    );
  }
  // A project's name alone is looked up in the output folder.
  const source = (await resolveProject(options.recover, config.settings.outputDir)) ?? options.recover;
  if (steer?.mode === 'draft') return draftSession(source, revision ?? '', config, say, lookUp, steer);
  let recovered = await loadRecovery(source);
  // Another writer on this project: refused before anything is said or asked for.
  await refuseIfProjectLocked(recovered.project.dir);
  if (recovered.finished && revision === undefined)
    throw new FinishedSession(
      `${recovered.project.dir} is finished: its last run ended done at iteration ${recovered.iteration}, so there is nothing to resume.\n` +
        `To change or extend the work, run: ${reviseCommand(options.recover, 'your instructions', repeatedOptions(options))}`,
    );
  // A recovered run keeps its model and target unless given on this command line.
  const model = config.sources.model === 'flag' ? config.settings.model : (recovered.model ?? config.settings.model);
  const targetWords =
    config.sources.words === 'flag' ? config.settings.words : (recovered.targetWords ?? config.settings.words);
  // Before the project is locked or its journal touched.
  await lookUp(model);
  if (revision !== undefined) recovered = await forRevision(recovered, revision, targetWords);
  say(`${revision !== undefined ? 'Revising' : 'Resuming'} ${recovered.project.dir}`);
  say(
    `  from ${recovered.source === 'journal' ? 'its journal' : 'the summary file'} ${recovered.sourcePath}, at iteration ${recovered.iteration}`,
  );
  if (recovered.skippedLines.length > 0) {
    warn(
      `Skipped ${recovered.skippedLines.length} unreadable journal line(s) (${recovered.skippedLines.join(', ')}), most likely torn by a crash.`,
    );
  }
  // The mode is the session's: a book begun in parallel goes on in parallel (--parallel N only changes how many at once).
  const parallel =
    recovered.parallel !== undefined && revision === undefined
      ? config.sources.parallel === 'default'
        ? recovered.parallel
        : config.settings.parallel
      : undefined;
  return resumeSession(
    recovered,
    runSettingsFrom(config.settings, { model, targetWords, ...(parallel !== undefined ? { parallel } : {}) }),
  );
}

/**
 * writer draft: the project's own session continued with the draft's note (its journal), or, for a
 * folder without one (a manuscript imported, chapters written by hand), a new session in that folder.
 */
async function draftSession(
  source: string,
  note: string,
  config: ResolvedConfig,
  say: (text: string) => void,
  lookUp: ModelLookup,
  steer: SteerMode,
): Promise<Session> {
  const dir = path.resolve(source);
  const model = config.settings.model;
  const settings = runSettingsFrom(config.settings, {
    targetWords: steer.targetWords,
    ...(config.settings.parallel > 1 ? { parallel: config.settings.parallel } : {}),
  });
  const journal = await stat(path.join(dir, '.writer', 'session.jsonl')).catch(() => undefined);
  await lookUp(model);
  say(`Drafting ${dir}`);
  if (journal === undefined) {
    const session = Session.start(note, settings);
    await session.activateProject({ dir, name: path.basename(dir) });
    return session;
  }
  const recovered = await forRevision(await loadRecovery(dir), note, undefined);
  return resumeSession(recovered, { ...settings, model });
}

/**
 * The closing block's one line on what the author can do next, as commands that work as printed:
 * a finished book is checked, a chapter redrafted, the book exported; a plan that did not add up
 * is fixed by hand, checked and drafted.
 */
async function nextSteps(
  session: Session,
  status: RunOutcome['status'],
  planStopped: boolean,
  mode: SteerMode['mode'] | undefined,
): Promise<string[]> {
  const dir = session.project?.dir;
  if (!dir || mode === 'plan') return [];
  const start = invocation();
  if (planStopped)
    return [
      `Next: fix ${path.join(dir, 'outline.md')}, then ${printedCommand(start, ['check', '--plan', dir])} · ${printedCommand(start, ['draft', dir])}`,
    ];
  if (status !== 'done' && status !== 'incomplete') return [];
  const first = (await readOutline(dir).catch(() => []))[0]?.file;
  return [
    `Next: ${printedCommand(start, ['check', dir])}${first ? ` · ${printedCommand(start, ['redraft', dir, first, 'what to change'])}` : ''} · ${printedCommand(start, ['export', dir])}`,
  ];
}

/** What a run needs once its command line is checked: nothing of it has cost money yet. */
interface RunInputs {
  config: ResolvedConfig;
  prompt: string | undefined;
  secret: string;
}

/** Settings, key, prompt and output folder, checked in that order; an exit code when one is unusable. */
async function checkInputs(words: string[], options: CliOptions): Promise<RunInputs | number> {
  try {
    const config = await settingsForCommand(options);
    const limitProblem = checkTokenLimit(config.settings, config.sources.tokenLimit);
    if (limitProblem) throw new UsageError(limitProblem);
    // The key before the prompt: asking for a prompt that cannot be sent wastes the person's typing.
    const secret = apiKeyOrExit();
    if (typeof secret === 'number') return secret;
    const prompt = await resolvePrompt(words, options);
    // A new work goes into the output folder: find out now, not after paying for turns, that it cannot.
    if (options.recover === undefined) await checkOutputFolder(config.settings.outputDir);
    return { config, prompt, secret };
  } catch (error) {
    if (error instanceof Cancelled) return EXIT.interrupted;
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof PromptInputError) {
      printError(error.message);
      return EXIT.usage;
    }
    throw error;
  }
}

/** Where a run speaks: the console, or JSON events with --json. */
interface RunOutput {
  reporter: Reporter;
  console: ConsoleReporter;
  json: JsonReporter | undefined;
  /** An informational line (none with -q). */
  say: (text: string) => void;
}

function runOutput(options: CliOptions, secret: string): RunOutput {
  const consoleReporter = new ConsoleReporter({
    out: process.stdout,
    err: process.stderr,
    env: process.env,
    verbosity: options.quiet ? 'quiet' : options.verbose ? 'verbose' : 'normal',
    secret,
  });
  const json = options.json ? new JsonReporter(process.stdout, secret) : undefined;
  const say = (text: string) =>
    json ? json.emit('info', { message: text }) : options.quiet ? undefined : consoleReporter.line(text);
  return { reporter: json?.report ?? consoleReporter.report, console: consoleReporter, json, say };
}

/** The session to run and the model's input limit when the lookup gave it; an exit code when there is none to run. */
async function openSession(
  inputs: RunInputs,
  options: CliOptions,
  out: RunOutput,
  model: ModelClient,
  revision: string | undefined,
  steer?: SteerMode,
): Promise<{ session: Session; inputTokenLimit: number | undefined } | number> {
  const { config, prompt } = inputs;
  let inputTokenLimit: number | undefined;
  const lookUp: ModelLookup = async (name) => {
    const checked = await checkModel(model, name, { budget: config.settings.budget, prices: config.settings.prices });
    if (checked.problem !== undefined) throw new ModelProblem(checked.problem);
    inputTokenLimit = checked.inputTokenLimit;
  };
  try {
    const warn = (message: string) => out.reporter({ type: 'notice', message });
    const session = await createSession(prompt, options, config, out.say, warn, lookUp, revision, steer);
    return { session, inputTokenLimit };
  } catch (error) {
    if (error instanceof RecoveryError || error instanceof ModelProblem) {
      printError(error.message);
      return EXIT.usage;
    }
    if (error instanceof FinishedSession) {
      if (out.json) out.json.emit('info', { message: error.message });
      else process.stdout.write(`${error.message}\n`);
      return EXIT.done;
    }
    // Another writer works on this project (refused, like a usage error), or the lock could not be written.
    if (error instanceof LockError) {
      printError(error.message);
      return error.reason === 'held' ? EXIT.usage : EXIT.failed;
    }
    throw error;
  }
}

/**
 * The run's first line: model, target, and where the work goes: the output folder for a new work, the
 * project's own folder for a recovery or a revision (the output folder of this command line may not exist).
 */
function announce(session: Session, out: RunOutput): void {
  if (out.json) {
    out.json.emit('start', {
      prompt: session.prompt,
      model: session.settings.model,
      output_dir: session.settings.outputDir,
      project_dir: session.project?.dir ?? null,
      target_words: session.targetWords ?? null,
      iteration: session.iteration,
    });
    return;
  }
  const target = session.targetWords ? ` · target ${formatNumber(session.targetWords)} words` : '';
  const where = session.project ? `project ${session.project.dir}` : `output ${session.settings.outputDir}`;
  out.say(`writer · model ${session.settings.model}${target} · ${where}`);
}

/**
 * Output into a log or a pipe (`writer "…" | tee run.log`) says how to resume once, as soon as there is a
 * project to resume: a Ctrl+C at the terminal ends tee at once, so the closing block never reaches the log.
 */
function withResumeHint(out: RunOutput, options: CliOptions, session: Session): Reporter {
  if (process.stdout.isTTY || out.json || options.quiet) return out.reporter;
  let hinted = false;
  return (event) => {
    if (!hinted && event.type === 'iteration' && session.project) {
      hinted = true;
      out.say(`If this run stops, resume it with: ${sessionResumeCommand(session, repeatedOptions(options))}`);
    }
    out.reporter(event);
  };
}

/**
 * Ctrl+C, a signal, or the reader of stdout gone: each aborts the run, which then stops and saves. The stop is
 * said once: Ctrl+C at a terminal reaches `| tee` too, whose end closes stdout right after; that second cause
 * says nothing more. `say` puts the message above a live display when one is drawn.
 */
function watchForStops(say: (text: string) => void): { signal: AbortSignal; remove: () => void } {
  const controller = new AbortController();
  const removeHandlers = installSignalHandlers(controller, say);
  // `writer "…" | head`: the reader is gone; stop and save rather than drop the work and exit 0.
  const removeOutputWatch = whenStdoutCloses(() => {
    if (controller.signal.aborted) return;
    say('Output closed: stopping and saving the context…');
    controller.abort();
  });
  return {
    signal: controller.signal,
    remove: () => {
      removeHandlers();
      removeOutputWatch();
    },
  };
}

/** The closing block: JSON, the final line (-q, or stdout closed), or the full summary. */
async function reportOutcome(
  summary: RunSummary,
  chapters: ChaptersSummary | undefined,
  changes: () => Promise<string[]>,
  options: CliOptions,
  out: RunOutput,
  secret: string,
  closing: readonly string[] = [],
): Promise<void> {
  if (isStdoutClosed()) sayLast(`${redact(finalLine(summary), secret)}\n`);
  else if (out.json)
    out.json.emit('done', {
      ...summary,
      ...(chapters ? chapterFields(chapters) : {}),
      ...(closing.length > 0 ? { closing } : {}),
    });
  else if (options.quiet) {
    const line = redact(finalLine(summary), secret);
    // Only a failure is an error; a stop at the cap, an interruption or an incomplete end is the final line.
    if (summary.status === 'failed') out.console.error(line);
    else process.stdout.write(`${line}\n`);
  } else {
    const { headline, lines } = formatRunSummary(
      summary,
      makeChalk(process.stdout, process.env),
      chapters ? chapterLines(summary, chapters) : [],
    );
    out.console.line();
    if (summary.status === 'failed') out.console.error(headline);
    else out.console.line(headline);
    for (const line of lines) out.console.line(line);
    for (const line of await changes()) out.console.line(line);
    for (const line of closing) out.console.line(line);
  }
}

/**
 * `writer [prompt]`: one writing session from the command line. Returns the
 * exit code. `revision` holds the instructions of `writer revise` (which
 * passes the project as options.recover).
 */
export async function runCommand(
  words: string[],
  options: CliOptions,
  revision?: string,
  steer?: SteerMode,
): Promise<number> {
  const inputs = await checkInputs(words, options);
  if (typeof inputs === 'number') return inputs;
  const { config, secret } = inputs;
  setProcessSecret(secret);
  const out = runOutput(options, secret);
  const client = modelClientFor(config.settings, secret, (message) => out.reporter({ type: 'notice', message }));
  const opened = await openSession(inputs, options, out, client, revision, steer);
  if (typeof opened === 'number') return opened;
  const { session, inputTokenLimit } = opened;
  announce(session, out);

  const startedAt = Date.now();
  const usagesBefore = session.usages.length;
  // A revision ends by saying what it changed: the files as they are before it.
  const before = revision !== undefined && session.project ? await snapshotProject(session.project.dir) : undefined;
  const changes = async () =>
    before && session.project ? describeChanges(before, await snapshotProject(session.project.dir)) : [];
  // --parallel: chapter sessions draft the chapters between the plan and the stitch (the main loop's interlude).
  const parallel =
    session.settings.parallel !== undefined
      ? setUpParallel({
          session,
          settings: config.settings,
          secret,
          reporter: out.reporter,
          json: out.json,
          quiet: options.quiet === true,
          repeat: repeatedOptions(options),
          inputTokenLimit,
          ...(steer?.mode === 'draft' ? { draft: { skip: steer.kept ?? new Set<string>() } } : {}),
        })
      : undefined;
  const reporter = withResumeHint(out, options, session);
  const stops = watchForStops((text) => {
    if (!parallel?.message(text)) process.stderr.write(`${text}\n`);
  });
  // Every run that plans (from a prompt, plan, draft) holds its chapters until the plan adds up; a revision does not.
  const gate =
    revision === undefined || steer !== undefined
      ? new PlanGate({
          mode: steer?.mode ?? 'run',
          parallel: parallel !== undefined || steer?.mode === 'plan',
          targetWords: session.targetWords,
          reporter,
          passed: steer?.mode === 'draft' || (session.resumed && (await chaptersBegun(session.project?.dir))),
          ...(steer?.kept ? { kept: steer.kept } : {}),
        })
      : undefined;
  const interlude = gate
    ? async (s: Session, signal: AbortSignal) => (await gate.interlude(s)) ?? parallel?.book.interlude(s, signal)
    : parallel?.book.interlude;
  try {
    const ran = await runSession(session, {
      // The limit looked up before the session began is not asked for again.
      model: parallel?.mainModel ?? withKnownLimit(client, session.settings.model, inputTokenLimit),
      tools: gate ? gate.tools(DEFAULT_TOOLS) : defaultTools(),
      reporter,
      // The review starts from the continuity checker's findings.
      reviewFindings: checkForReview,
      systemInstruction: systemPrompt({
        targetWords: session.targetWords,
        parallel: parallel !== undefined || steer?.mode === 'plan',
      }),
      signal: stops.signal,
      showThinking: config.settings.showThinking,
      prices: config.settings.prices,
      // Printed commands repeat this command line's options: a resume must run where and how this run did.
      resumeCommand: (s) => sessionResumeCommand(s, repeatedOptions(options)),
      ...(interlude ? { interlude } : {}),
      // writer plan: the plan is the work; what it lacks is said, never the chapters.
      ...(gate && steer?.mode === 'plan' ? { gaps: (s: Session) => gate.planGaps(s) } : {}),
      ...(parallel
        ? {
            account: parallel.account,
            // The spend shown (live lines, stop message, summary) is every session's, earlier runs' chapter sessions too.
            sharedSpend: {
              earlierUsd: session.project
                ? ((await chapterSessionsSpend(session.project.dir, config.settings.prices))?.usd ?? 0)
                : 0,
            },
          }
        : {}),
    });
    const chapters = parallel
      ? await chapterSummary(session, parallel.book.results, config.settings.prices)
      : undefined;
    const outcome = chapters ? withShortChapters(ran, chapters, session, repeatedOptions(options)) : ran;
    const own = await buildRunSummary(session, outcome, startedAt, config.settings.prices, usagesBefore);
    const summary = chapters ? allSessions(own, chapters) : own;
    const closing = [
      ...(steer?.closing ? await steer.closing(session, config) : []),
      ...(await nextSteps(session, outcome.status, gate?.stopped === true, steer?.mode)),
    ];
    await reportOutcome(summary, chapters, changes, options, out, secret, closing);
    return exitCodeFor(outcome.status);
  } finally {
    stops.remove();
  }
}
