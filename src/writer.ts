#!/usr/bin/env node
import { readFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { DEFAULTS, parseDurationMs, parseNonNegativeInt, parsePositiveInt, parseRatio, type CliOptions } from './cli/options.js';
import { EXIT } from './cli/exitCodes.js';

/**
 * The command line. Only commander and the option parsers load at start-up;
 * the agent, the SDK and the terminal UI load when a run begins, so --help
 * and --version answer at once.
 */

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const EXAMPLES = `
Examples:
  $ writer "Write a novella about a lighthouse keeper who finds a message in a bottle"
  $ writer --model gemini-3-pro-preview --max-iterations 500 "Write a 12-story collection about one street"
  $ writer --recover output/The_Lighthouse_Keeper
  $ writer --recover output/The_Lighthouse_Keeper/.context_summary_20261202_101500.md

The API key is read from GEMINI_API_KEY (or GOOGLE_API_KEY).
Exit codes: 0 done, 1 failed, 2 usage or configuration error, 3 stopped at --max-iterations, 130 interrupted.`;

export function buildProgram(): Command {
  const program = new Command('writer');
  program
    .description('Write long-form work (novellas, novels, story collections, books) with Gemini, into markdown files under the output folder.')
    .version(version(), '-V, --version')
    .argument('[prompt...]', 'what to write (asked for when omitted on a terminal)')
    .option('-m, --model <name>', 'Gemini model', DEFAULTS.model)
    .option('--max-iterations <n>', 'most model turns in this run', parsePositiveInt, DEFAULTS.maxIterations)
    .option('-o, --output-dir <dir>', 'folder that receives the project folders', DEFAULTS.outputDir)
    .option('--base-url <url>', 'Gemini API base URL (default: $GOOGLE_GEMINI_BASE_URL, else Google)')
    .option('--token-limit <n>', "context window in tokens (default: the model's input limit)", parsePositiveInt)
    .option('--compress-at <ratio>', 'compress the context at this share of the limit', parseRatio, DEFAULTS.compressAt)
    .option('--keep-recent <n>', 'messages kept verbatim when compressing', parsePositiveInt, DEFAULTS.keepRecent)
    .option('--backup-every <n>', 'save a summary file every n iterations (0: never)', parseNonNegativeInt, DEFAULTS.backupEvery)
    .addOption(new Option('-r, --recover <path>', 'resume from a project folder or a .context_summary_*.md file'))
    .option('--max-retries <n>', 'retries of a failed API call (429, 5xx, network)', parseNonNegativeInt, DEFAULTS.maxRetries)
    .option('--max-wait <duration>', 'longest rate-limit wait before saving and stopping', parseDurationMs, parseDurationMs(DEFAULTS.maxWait))
    .option('--request-timeout <duration>', 'time limit of one API request', parseDurationMs, parseDurationMs(DEFAULTS.requestTimeout))
    .option('--retry-delay <duration>', 'first retry delay, doubled each attempt (a server-given delay wins)', parseDurationMs, parseDurationMs(DEFAULTS.retryDelay))
    .addHelpText('after', EXAMPLES)
    .showHelpAfterError('(run writer --help for usage)')
    .exitOverride()
    .action(async (words: string[], options: CliOptions, command: Command) => {
      const { runCommand } = await import('./cli/run.js');
      process.exitCode = await runCommand(words, options, command);
    });
  return program;
}

async function main(): Promise<void> {
  try {
    await buildProgram().parseAsync(process.argv);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; every other parse failure is a usage error.
      process.exitCode = error.exitCode === 0 ? EXIT.done : EXIT.usage;
      return;
    }
    // Not an expected failure: say what happened in one line; the stack only when asked for.
    process.stderr.write(`writer: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.WRITER_DEBUG && error instanceof Error) process.stderr.write(`${error.stack ?? ''}\n`);
    process.exitCode = EXIT.failed;
  }
}

await main();
