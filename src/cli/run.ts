import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type RunOutcome, runSession } from '../agent/loop.js';
import { Session } from '../agent/session.js';
import { ConfigError } from '../config/errors.js';
import type { ResolvedConfig } from '../config/resolve.js';
import { targetWordsFromPrompt } from '../craft/length.js';
import { LockError } from '../project/lock.js';
import { systemPrompt } from '../prompts/system.js';
import { loadRecovery, RecoveryError, resumeSession } from '../recovery.js';
import { forRevision } from '../revise.js';
import { defaultTools } from '../tools/index.js';
import { ConsoleReporter, makeChalk } from '../ui/consoleReporter.js';
import { JsonReporter } from '../ui/jsonReporter.js';
import type { Reporter } from '../ui/reporter.js';
import { errnoCode, errorMessage } from '../util/errors.js';
import { redact, setProcessSecret } from '../util/secrets.js';
import { formatNumber } from '../util/words.js';
import { describeChanges, snapshotProject } from './changes.js';
import { EXIT } from './exitCodes.js';
import { noApiKey, printError } from './messages.js';
import { modelClientFor } from './modelClient.js';
import { type ApiKey, apiKeyFrom, type CliOptions, runSettingsFrom } from './options.js';
import { isStdoutClosed, sayLast, whenStdoutCloses } from './output.js';
import { chapterFields, chapterLines, chapterSummary, setUpParallel, withShortChapters } from './parallel.js';
import { resolveProject } from './project.js';
import { PromptInputError, promptFromFile, promptFromStdin } from './prompt.js';
import { repeatedOptions, reviseCommand, sessionResumeCommand } from './resume.js';
import { buildRunSummary, finalLine, formatRunSummary } from './runSummary.js';
import { settingsForCommand } from './settings.js';
import { askForPrompt, installSignalHandlers } from './terminal.js';
import { checkTokenLimit } from './tokenLimit.js';

class UsageError extends Error {}

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

/** The output folder can be created and written (a probe file made and removed), else a UsageError in one line. */
async function checkOutputFolder(dir: string): Promise<void> {
  const probe = path.join(dir, `.writer-probe-${process.pid}`);
  try {
    await mkdir(dir, { recursive: true });
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
            : errorMessage(error);
    throw new UsageError(`Cannot use the output folder ${dir}: ${why}. Choose another with -o <folder>.`);
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

async function createSession(
  prompt: string | undefined,
  options: CliOptions,
  config: ResolvedConfig,
  say: (text: string) => void,
  warn: (text: string) => void,
  revision?: string,
): Promise<Session> {
  if (options.recover === undefined) {
    const text = prompt as string;
    return Session.start(
      text,
      runSettingsFrom(config.settings, {
        targetWords: config.settings.words ?? targetWordsFromPrompt(text),
        ...(config.settings.parallel > 1 ? { parallel: config.settings.parallel } : {}),
      }),
    );
  }
  // A project's name alone is looked up in the output folder.
  const source = (await resolveProject(options.recover, config.settings.outputDir)) ?? options.recover;
  let recovered = await loadRecovery(source);
  if (recovered.finished && revision === undefined)
    throw new FinishedSession(
      `${recovered.project.dir} is finished: its last run ended done at iteration ${recovered.iteration}, so there is nothing to resume.\n` +
        `To change or extend the work, run: ${reviseCommand(options.recover, 'your instructions', repeatedOptions(options))}`,
    );
  // A recovered run keeps its model and target unless given on this command line.
  const model = config.sources.model === 'flag' ? config.settings.model : (recovered.model ?? config.settings.model);
  const targetWords =
    config.sources.words === 'flag' ? config.settings.words : (recovered.targetWords ?? config.settings.words);
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
 * `writer [prompt]`: one writing session from the command line. Returns the
 * exit code. `revision` holds the instructions of `writer revise` (which
 * passes the project as options.recover).
 */
export async function runCommand(words: string[], options: CliOptions, revision?: string): Promise<number> {
  let config: ResolvedConfig;
  let prompt: string | undefined;
  let apiKey: ApiKey | undefined;
  try {
    config = await settingsForCommand(options);
    const limitProblem = checkTokenLimit(config.settings, config.sources.tokenLimit);
    if (limitProblem) throw new UsageError(limitProblem);
    // The key before the prompt: asking for a prompt that cannot be sent wastes the person's typing.
    apiKey = apiKeyFrom(process.env);
    if (!apiKey) {
      printError(noApiKey());
      return EXIT.usage;
    }
    prompt = await resolvePrompt(words, options);
    // A new work goes into the output folder: find out now, not after paying for turns, that it cannot.
    if (options.recover === undefined) await checkOutputFolder(config.settings.outputDir);
  } catch (error) {
    if (error instanceof Cancelled) return EXIT.interrupted;
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof PromptInputError) {
      printError(error.message);
      return EXIT.usage;
    }
    throw error;
  }

  const secret = apiKey.key;
  setProcessSecret(secret);
  const consoleReporter = new ConsoleReporter({
    out: process.stdout,
    err: process.stderr,
    env: process.env,
    verbosity: options.quiet ? 'quiet' : options.verbose ? 'verbose' : 'normal',
    secret,
  });
  const json = options.json ? new JsonReporter(process.stdout, secret) : undefined;
  const reporter: Reporter = json ?? consoleReporter;
  const say = (text: string) =>
    json ? json.emit('info', { message: text }) : options.quiet ? undefined : consoleReporter.line(text);

  let session: Session;
  try {
    session = await createSession(prompt, options, config, say, (text) => reporter.notice(text), revision);
  } catch (error) {
    if (error instanceof RecoveryError) {
      printError(error.message);
      return EXIT.usage;
    }
    if (error instanceof FinishedSession) {
      if (json) json.emit('info', { message: error.message });
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

  const target = session.targetWords ? ` · target ${formatNumber(session.targetWords)} words` : '';
  if (json)
    json.emit('start', {
      prompt: session.prompt,
      model: session.settings.model,
      output_dir: session.settings.outputDir,
      target_words: session.targetWords ?? null,
      iteration: session.iteration,
    });
  else say(`writer · model ${session.settings.model}${target} · output ${session.settings.outputDir}`);

  const controller = new AbortController();
  const removeHandlers = installSignalHandlers(controller, (text) => process.stderr.write(`${text}\n`));
  // `writer "…" | head`: the reader is gone; stop and save rather than drop the work and exit 0.
  const removeOutputWatch = whenStdoutCloses(() => {
    process.stderr.write('Output closed: stopping and saving the context…\n');
    controller.abort();
  });
  const startedAt = Date.now();
  const usagesBefore = session.usages.length;
  // A revision ends by saying what it changed: the files as they are before it.
  const before = revision !== undefined && session.project ? await snapshotProject(session.project.dir) : undefined;
  // --parallel: chapter sessions draft the chapters between the plan and the stitch (the main loop's interlude).
  const parallel =
    session.settings.parallel !== undefined
      ? setUpParallel({
          session,
          settings: config.settings,
          secret,
          reporter,
          json,
          quiet: options.quiet === true,
          repeat: repeatedOptions(options),
        })
      : undefined;
  try {
    const ran = await runSession(session, {
      model: parallel?.mainModel ?? modelClientFor(config.settings, secret, (text) => reporter.notice(text)),
      tools: defaultTools(),
      reporter,
      systemInstruction: systemPrompt({ targetWords: session.targetWords, parallel: parallel !== undefined }),
      signal: controller.signal,
      showThinking: config.settings.showThinking,
      prices: config.settings.prices,
      // Printed commands repeat this command line's options: a resume must run where and how this run did.
      resumeCommand: (s) => sessionResumeCommand(s, repeatedOptions(options)),
      ...(parallel ? { interlude: parallel.book.interlude, account: parallel.account } : {}),
    });
    const chapters = parallel
      ? await chapterSummary(session, parallel.book.results, config.settings.prices)
      : undefined;
    const outcome = chapters ? withShortChapters(ran, chapters, session, repeatedOptions(options)) : ran;
    const summary = await buildRunSummary(session, outcome, startedAt, config.settings.prices, usagesBefore);
    if (isStdoutClosed()) sayLast(`${redact(finalLine(summary), secret)}\n`);
    else if (json) json.emit('done', { ...summary, ...(chapters ? chapterFields(summary, chapters) : {}) });
    else if (options.quiet) {
      const line = redact(finalLine(summary), secret);
      // Only a failure is an error; a stop at the cap, an interruption or an incomplete end is the final line.
      if (summary.status === 'failed') consoleReporter.error(line);
      else process.stdout.write(`${line}\n`);
    } else {
      const { headline, lines } = formatRunSummary(summary, makeChalk(process.stdout, process.env));
      consoleReporter.line();
      if (summary.status === 'failed') consoleReporter.error(headline);
      else consoleReporter.line(headline);
      for (const line of lines) consoleReporter.line(line);
      if (chapters) for (const line of chapterLines(summary, chapters)) consoleReporter.line(line);
      if (before && session.project)
        for (const line of describeChanges(before, await snapshotProject(session.project.dir)))
          consoleReporter.line(line);
    }
    return exitCodeFor(outcome.status);
  } finally {
    removeHandlers();
    removeOutputWatch();
  }
}
