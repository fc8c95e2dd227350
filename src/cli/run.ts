import { createInterface } from 'node:readline/promises';
import type { Command } from 'commander';
import { runSession, type RunOutcome } from '../agent/loop.js';
import { Session } from '../agent/session.js';
import { GeminiClient } from '../model/gemini.js';
import { DEFAULT_RETRY_POLICY, ResilientModelClient } from '../model/retry.js';
import { targetWordsFromPrompt } from '../craft/length.js';
import { systemPrompt } from '../prompts/system.js';
import { loadRecovery, RecoveryError, resumeSession } from '../recovery.js';
import { defaultTools } from '../tools/index.js';
import { listProjectFiles, totalWords } from '../tools/projectFiles.js';
import { ConsoleReporter, makeChalk } from '../ui/consoleReporter.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { apiKeyFrom, settingsFrom, type CliOptions } from './options.js';

class UsageError extends Error {}

async function askForPrompt(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question('What should I write? ')).trim();
  } finally {
    rl.close();
  }
}

async function resolvePrompt(words: string[], options: CliOptions): Promise<string | undefined> {
  const prompt = words.join(' ').trim();
  if (options.recover !== undefined) {
    if (prompt) throw new UsageError('--recover continues an earlier session with its own prompt; give no new prompt with it.');
    return undefined;
  }
  if (prompt) return prompt;
  if (process.stdin.isTTY) {
    const asked = await askForPrompt();
    if (asked) return asked;
  }
  throw new UsageError('No prompt given. Usage: writer "Write a novella about ..." (or writer --recover <project folder>).');
}

/** Stop cleanly on the first Ctrl+C or SIGTERM; quit at once on the second. */
function installSignalHandlers(controller: AbortController, say: (text: string) => void): () => void {
  const handler = () => {
    if (controller.signal.aborted) process.exit(EXIT.interrupted);
    say('\nStopping: saving the context… (press Ctrl+C again to quit at once)');
    controller.abort();
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  return () => {
    process.off('SIGINT', handler);
    process.off('SIGTERM', handler);
  };
}

function exitCodeFor(outcome: RunOutcome): number {
  switch (outcome.status) {
    case 'done':
      return EXIT.done;
    case 'max-iterations':
      return EXIT.maxIterations;
    case 'interrupted':
      return EXIT.interrupted;
    case 'failed':
      return EXIT.failed;
  }
}

async function createSession(prompt: string | undefined, options: CliOptions, command: Command, reporter: ConsoleReporter): Promise<Session> {
  if (options.recover === undefined) {
    const text = prompt as string;
    return Session.start(text, settingsFrom(options, options.model, options.words ?? targetWordsFromPrompt(text)));
  }
  const recovered = await loadRecovery(options.recover);
  // A recovered run keeps its model unless --model was given on this command line.
  const model = command.getOptionValueSource('model') === 'cli' ? options.model : (recovered.model ?? options.model);
  reporter.line(`Resuming ${recovered.project.dir}`);
  reporter.line(`  from ${recovered.source === 'journal' ? 'its journal' : 'the summary file'} ${recovered.sourcePath}, at iteration ${recovered.iteration}`);
  if (recovered.skippedLines.length > 0) {
    reporter.notice(`Skipped ${recovered.skippedLines.length} unreadable journal line(s) (${recovered.skippedLines.join(', ')}), most likely torn by a crash.`);
  }
  return resumeSession(recovered, settingsFrom(options, model, options.words ?? recovered.targetWords));
}

async function printSummary(session: Session, outcome: RunOutcome, reporter: ConsoleReporter, startedAt: number): Promise<void> {
  const c = makeChalk(process.stdout, process.env);
  // The final message was already shown as the last turn's text.
  reporter.line();
  const status = outcome.status === 'done' ? c.green('Done.') : c.red(outcome.message);
  reporter.line(status);
  for (const gap of outcome.missing ?? []) reporter.line(c.yellow(`Still missing: ${gap}.`));
  const seconds = Math.round((Date.now() - startedAt) / 1000);
  reporter.line(`Iterations: ${session.iteration - session.startIteration} in this run (${session.iteration} in all), ${seconds}s`);
  if (session.project) {
    const files = await listProjectFiles(session.project.dir);
    reporter.line(`Files: ${files.length}, ${formatNumber(totalWords(files))} words`);
    for (const [file, words] of session.filesWritten) reporter.line(`  ${file} (${formatNumber(words)} words)`);
    reporter.line(`Project: ${session.project.dir}`);
  }
  const u = session.usage;
  reporter.line(`Tokens: ${formatNumber(u.promptTokens)} prompt (${formatNumber(u.cachedTokens)} cached), ${formatNumber(u.outputTokens)} output, ${formatNumber(u.thoughtTokens)} thinking`);
}

/** `writer [prompt]`: one writing session from the command line. Returns the exit code. */
export async function runCommand(words: string[], options: CliOptions, command: Command): Promise<number> {
  const apiKey = apiKeyFrom(process.env);
  // Every line shown goes through the reporter, which masks the key wherever it might appear.
  const reporter = new ConsoleReporter({ out: process.stdout, err: process.stderr, env: process.env, secret: apiKey });
  const fail = (text: string) => process.stderr.write(`${makeChalk(process.stderr, process.env).red('Error:')} ${text}\n`);
  let prompt: string | undefined;
  try {
    prompt = await resolvePrompt(words, options);
  } catch (error) {
    if (error instanceof UsageError) {
      fail(error.message);
      return EXIT.usage;
    }
    throw error;
  }
  if (!apiKey) {
    fail('No API key. Set GEMINI_API_KEY (or GOOGLE_API_KEY), e.g. GEMINI_API_KEY=... writer "...". Get a key at https://aistudio.google.com/apikey.');
    return EXIT.usage;
  }

  let session: Session;
  try {
    session = await createSession(prompt, options, command, reporter);
  } catch (error) {
    if (error instanceof RecoveryError) {
      fail(error.message);
      return EXIT.usage;
    }
    throw error;
  }

  reporter.line(`writer · model ${session.settings.model} · output ${session.settings.outputDir}`);
  const controller = new AbortController();
  const removeHandlers = installSignalHandlers(controller, (text) => process.stderr.write(`${text}\n`));
  const startedAt = Date.now();
  try {
    const gemini = new GeminiClient({ apiKey, timeoutMs: options.requestTimeout, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) });
    const model = new ResilientModelClient(gemini, {
      policy: { ...DEFAULT_RETRY_POLICY, maxRetries: options.maxRetries, maxWaitMs: options.maxWait, baseDelayMs: options.retryDelay },
      onRetry: (n) => reporter.notice(`${n.reason}. Retrying in ${(n.delayMs / 1000).toFixed(1)}s (${n.attempt}/${n.maxRetries}).`),
    });
    const outcome = await runSession(session, {
      model,
      tools: defaultTools(),
      reporter,
      systemInstruction: systemPrompt({ targetWords: session.targetWords }),
      signal: controller.signal,
    });
    await printSummary(session, outcome, reporter, startedAt);
    return exitCodeFor(outcome);
  } finally {
    removeHandlers();
  }
}
