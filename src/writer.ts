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
  $ writer --words 30000 "Write a novella about a lighthouse keeper"
  $ writer status output/The_Lighthouse_Keeper
  $ writer export output/The_Lighthouse_Keeper

The API key is read from GEMINI_API_KEY (or GOOGLE_API_KEY).
Exit codes: 0 done, 1 failed, 2 usage or configuration error, 3 stopped at --max-iterations, 130 interrupted.`;

/** A duration option shown with its default as written ("10m"), parsed to milliseconds. */
function durationOption(flags: string, description: string, fallback: string): Option {
  return new Option(flags, description).argParser(parseDurationMs).default(parseDurationMs(fallback), fallback);
}

export function buildProgram(): Command {
  const program = new Command('writer');
  program
    .description('Write long-form work (novellas, novels, story collections, books) with Gemini, into markdown files under the output folder.')
    .version(version(), '-V, --version')
    .argument('[prompt...]', 'what to write (asked for when omitted on a terminal)')
    .option('-m, --model <name>', 'Gemini model', DEFAULTS.model)
    .option('--max-iterations <n>', 'most model turns in this run', parsePositiveInt, DEFAULTS.maxIterations)
    .option('-w, --words <n>', 'target length of the whole work in words (default: read from the prompt, e.g. "a 30,000-word novella")', parsePositiveInt)
    .option('-o, --output-dir <dir>', 'folder that receives the project folders', DEFAULTS.outputDir)
    .option('--base-url <url>', 'Gemini API base URL (default: $GOOGLE_GEMINI_BASE_URL, else Google)')
    .option('--token-limit <n>', "context window in tokens (default: the model's input limit)", parsePositiveInt)
    .option('--compress-at <ratio>', 'compress the context at this share of the limit', parseRatio, DEFAULTS.compressAt)
    .option('--keep-recent <n>', 'messages kept verbatim when compressing', parsePositiveInt, DEFAULTS.keepRecent)
    .option('--backup-every <n>', 'save a summary file every n iterations (0: never)', parseNonNegativeInt, DEFAULTS.backupEvery)
    .addOption(new Option('-r, --recover <path>', 'resume from a project folder or a .context_summary_*.md file'))
    .option('--max-retries <n>', 'retries of a failed API call (429, 5xx, network)', parseNonNegativeInt, DEFAULTS.maxRetries)
    .addOption(durationOption('--max-wait <duration>', 'longest rate-limit wait before saving and stopping', DEFAULTS.maxWait))
    .addOption(durationOption('--request-timeout <duration>', 'time limit of one API request', DEFAULTS.requestTimeout))
    .addOption(durationOption('--retry-delay <duration>', 'first retry delay, doubled each attempt (a server-given delay wins)', DEFAULTS.retryDelay))
    .addHelpText('after', EXAMPLES)
    .showHelpAfterError('(run writer --help for usage)')
    .exitOverride()
    .action(async (words: string[], options: CliOptions, command: Command) => {
      const { runCommand } = await import('./cli/run.js');
      process.exitCode = await runCommand(words, options, command);
    });

  program
    .command('status')
    .description('show a project: files and word counts, target, outline coverage, length scores, newest summary, how to resume')
    .argument('[project]', 'project folder (default: the newest under the output folder)')
    .option('-o, --output-dir <dir>', 'where to look for the newest project', DEFAULTS.outputDir)
    .addHelpText('after', '\nExamples:\n  $ writer status\n  $ writer status output/The_Lighthouse_Keeper')
    .action(async (project: string | undefined, options: { outputDir: string }) => {
      const { statusCommand } = await import('./cli/status.js');
      process.exitCode = await statusCommand(project, options.outputDir);
    });

  program
    .command('export')
    .description('assemble the chapters in outline order into one manuscript markdown file with a title and contents')
    .argument('<project>', 'project folder')
    .option('--out <file>', 'where to write the manuscript (default: <project>.manuscript.md beside the folder)')
    .addHelpText('after', '\nExamples:\n  $ writer export output/The_Lighthouse_Keeper\n  $ writer export output/The_Lighthouse_Keeper --out keeper.md')
    .action(async (project: string, options: { out?: string }) => {
      const { exportCommand } = await import('./cli/export.js');
      process.exitCode = await exportCommand(project, options.out);
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
