#!/usr/bin/env node
import { readFileSync, realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import type { BatchOptions } from './cli/batch.js';
import { mistypedCommand, promptAfterDashes } from './cli/commandWords.js';
import { EXIT } from './cli/exitCodes.js';
import { helpConfiguration } from './cli/help.js';
import { type CliOptions, cliParser, parsePort, parsePositiveInt } from './cli/options.js';
import { guardOutput } from './cli/output.js';
import { invocation, repeatedOptions } from './cli/resume.js';
import { MAX_PARALLEL } from './config/schema.js';
import { didYouMean } from './util/didYouMean.js';
import { NotAFileError } from './util/files.js';

/** --min-confidence: a share from 0 to 1 (kept here so parsing does not load the checker). */
function parseConfidence(value: string): number {
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1)
    throw new InvalidArgumentError('must be a number from 0 to 1, e.g. 0.8.');
  return n;
}

/**
 * The command line. Only commander and the option parsers load at start-up;
 * the agent, the SDK and the terminal UI load when a command runs, so --help
 * and --version answer at once.
 */

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

const EXAMPLES = `
Examples:
  $ writer "Write a novella about a lighthouse keeper who finds a bottle"
  $ writer --words 30k -m gemini-3.1-pro-preview "Write a novella about rain"
  $ writer --parallel 8 --words 60k "Write a novel in 20 chapters"
  $ writer --dry-run --words 30k "Write a novella about a keeper"
  $ writer plan --words 30k "Write a novella about a lighthouse keeper"
  $ writer draft The_Lighthouse_Keeper --parallel 4
  $ writer --prompt-file idea.md
  $ writer < idea.txt
  $ writer --recover The_Lighthouse_Keeper
  $ writer --json "Write a short story" > events.jsonl
  $ writer list
  $ writer status The_Lighthouse_Keeper
  $ writer export The_Lighthouse_Keeper --format epub
  $ writer check The_Lighthouse_Keeper
  $ writer revise The_Lighthouse_Keeper "Rename Elias to Tomas everywhere"
  $ writer batch drafts.yaml --concurrency 4

A project is given by its folder (output/The_Lighthouse_Keeper) or by its
name alone, looked up in the output folder (-o).
Settings come from, highest first: flags, environment (WRITER_MODEL,
WRITER_OUTPUT_DIR, ...), ./writer.config.yaml (or --config),
~/.config/writer/config.yaml, defaults; see "writer config".
The API key is read from GEMINI_API_KEY (or GOOGLE_API_KEY), also from a .env
file here.
Exit codes: 0 done, 1 failed, 2 usage or configuration error, 3 stopped at
--max-iterations or --budget, 4 ended incomplete (the work missing or
unfinished), 130 interrupted (Ctrl+C, SIGTERM, or a closed output).`;

/**
 * The settings options (writer, revise, batch, config); defaults live in the config schema.
 * Batch shows no thinking (its drafts have one line each), so it does not offer --show-thinking.
 * A hidden --review stands beside --no-review: without it commander would set review to true
 * on every command line, and a config file's `review: false` would never be heard.
 */
export function addSettingOptions(command: Command, { thinking = true } = {}): Command {
  command
    .option('-m, --model <name>', 'Gemini model (default: gemini-3-flash-preview)', cliParser('model'))
    .option('--max-iterations <n>', 'most model turns in one run (default: 300)', cliParser('maxIterations'))
    .option(
      '-w, --words <n>',
      'target length of the whole work (default: read from the prompt, e.g. "a 30,000-word novella")',
      cliParser('words'),
    )
    .option(
      '-o, --output-dir <dir>',
      'folder that receives the project folders (default: ./output)',
      cliParser('outputDir'),
    )
    .option(
      '--base-url <url>',
      'Gemini API base URL (default: $GOOGLE_GEMINI_BASE_URL, else Google)',
      cliParser('baseUrl'),
    )
    .option('--token-limit <n>', "context window in tokens (default: the model's input limit)", cliParser('tokenLimit'))
    .option(
      '--compress-at <ratio|tokens>',
      'compress the context at this share of the limit, or at this many tokens, e.g. 190k (default: 0.9)',
      cliParser('compressAt'),
    )
    .option(
      '--budget <usd>',
      'stop (resumably) before a request would take the spend past this many US dollars; in batch, for all drafts',
      cliParser('budget'),
    )
    .option('--keep-recent <n>', 'messages kept verbatim when compressing (default: 10)', cliParser('keepRecent'))
    .option(
      '--backup-every <n>',
      'save a summary file every n iterations, 0 for never (default: 50)',
      cliParser('backupEvery'),
    )
    .option(
      '--max-retries <n>',
      'retries of a failed API call: 429, 5xx, network (default: 8)',
      cliParser('maxRetries'),
    )
    .option(
      '--max-wait <duration>',
      'longest rate-limit wait before saving and stopping (default: 10m)',
      cliParser('maxWait'),
    )
    .option(
      '--request-timeout <duration>',
      'give up on a request after this long with nothing received; a reply still streaming is never cut (default: 2m)',
      cliParser('requestTimeout'),
    )
    .option(
      '--total-timeout <duration>',
      'longest one request may take, however steadily it streams (default: 30m)',
      cliParser('totalTimeout'),
    )
    .option(
      '--retry-delay <duration>',
      'first retry delay, doubled each attempt; a server-given delay wins (default: 1s)',
      cliParser('retryDelay'),
    );
  if (thinking) command.option('--show-thinking', "show the model's thinking as it streams");
  return command
    .addOption(new Option('--review', 'review a planned work before accepting its end (the default)').hideHelp())
    .option('--no-review', 'skip the review pass before a planned work is accepted as finished')
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)');
}

/** How a single run talks: quiet, verbose or JSON events. */
function addOutputOptions(command: Command): Command {
  return command
    .addOption(new Option('-q, --quiet', 'print only errors and the final line').conflicts(['verbose', 'json']))
    .addOption(new Option('-v, --verbose', 'also print request timings and token accounting').conflicts('json'))
    .option('--json', 'print one JSON event per line on stdout, for scripts');
}

/** `writer list`: every project of the output folder, with its state, words, spend and last change. */
function defineList(program: Command): void {
  program
    .command('list')
    .description('list every project in the output folder: state, words, spend, last change (newest first)')
    .option('-o, --output-dir <dir>', 'the output folder to list (default: ./output)', cliParser('outputDir'))
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)')
    .option('--json', 'print the list as one JSON document')
    .addHelpText('after', '\nExamples:\n  $ writer list\n  $ writer list -o drafts\n  $ writer list --json')
    .action(async (_options: unknown, command: Command) => {
      const { listCommand } = await import('./cli/list.js');
      process.exitCode = await listCommand(command.optsWithGlobals<import('./cli/list.js').ListOptions>());
    });
}

/** `writer studio`: the output folder in a browser (127.0.0.1 only, behind a per-start token). */
function defineStudio(program: Command): void {
  program
    .command('studio')
    .description(
      "watch, read and steer the projects of the output folder in a browser: progress, the reader with the checker's findings, the plan, downloads",
    )
    .option('-o, --output-dir <dir>', 'the output folder to serve (default: ./output)', cliParser('outputDir'))
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)')
    .option('--port <n>', 'the port on 127.0.0.1 (default: a free one)', (value: string) => {
      try {
        return parsePort(value);
      } catch (error) {
        throw new InvalidArgumentError(`${(error as Error).message}.`);
      }
    })
    .option('--open', "open the studio in the desktop's browser")
    .addHelpText('after', '\nExamples:\n  $ writer studio\n  $ writer studio -o drafts --port 4173 --open')
    .action(async (_options: unknown, command: Command) => {
      const { studioCommand } = await import('./studio/command.js');
      process.exitCode = await studioCommand(
        command.optsWithGlobals<import('./studio/command.js').StudioCommandOptions>(),
      );
    });
}

/** `writer import <file or folder>`: the author's own manuscript made into a project, no key, no request. */
function defineImport(program: Command): void {
  program
    .command('import')
    .description(
      'make a project of your own manuscript (markdown, text or Word): chapters, outline and a drafted bible; no API key, no request',
    )
    .argument('<source>', 'one file (.md, .txt, .docx), split at its chapter headings, or a folder of chapter files')
    .option(
      '-o, --output-dir <dir>',
      'folder that receives the project folder (default: ./output)',
      cliParser('outputDir'),
    )
    .option('--name <name>', "the project's name (default: the file or folder name)")
    .option('--heading <regex>', 'a regular expression every chapter heading line matches, e.g. "^CHAPTER [IVXLC]+"')
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)')
    .addHelpText(
      'after',
      `
Exit codes: 0 imported, 2 refused (nothing is made).
No API key is needed and no request is made.

Examples:
  $ writer import novel.docx
  $ writer import manuscript.txt -o drafts --name Gull_Rock
  $ writer import chapters/ --name Gull_Rock
  $ writer import novel.md --heading "^\\*\\*\\*$"`,
    )
    .action(async (source: string, _options: unknown, command: Command) => {
      const { importCommand } = await import('./cli/import.js');
      process.exitCode = await importCommand(
        source,
        command.optsWithGlobals<import('./cli/import.js').ImportCommandOptions>(),
      );
    });
}

/** `writer redraft <project> <chapter file> <note...>`: one chapter session for one chapter, the rest untouched. */
function defineRedraft(program: Command): void {
  addOutputOptions(
    addSettingOptions(
      program
        .command('redraft')
        .description(
          'redraft one chapter with a note (one chapter session: it may write only that chapter); the text before is kept as a version',
        )
        .argument('<project>', 'project folder, or its name in the output folder')
        .argument('<chapter>', 'the chapter file, as the outline names it, e.g. chapter_03.md')
        .argument('<note...>', 'what to change, e.g. "make the storm crueler"')
        .option('--dry-run', 'show what would run and its estimated cost; no request is made'),
    ),
  )
    .addHelpText(
      'after',
      `
Exit codes: those of a run. A redraft that stopped resumes with the same command.

Examples:
  $ writer redraft The_Lighthouse_Keeper chapter_03.md "Make the storm crueler"
  $ writer redraft output/The_Lighthouse_Keeper chapter_03.md "Cut the dream" --dry-run
  $ writer restore The_Lighthouse_Keeper chapter_03.md`,
    )
    .action(async (project: string, chapter: string, note: string[], _options: unknown, command: Command) => {
      const { redraftCommand } = await import('./cli/redraft.js');
      process.exitCode = await redraftCommand(
        project,
        chapter,
        note,
        command.optsWithGlobals<import('./cli/redraft.js').RedraftOptions>(),
      );
    });
}

/** `writer restore <project> <chapter file> [--version N]`: a kept version back, the present one kept. */
function defineRestore(program: Command): void {
  program
    .command('restore')
    .description('bring a kept version of a chapter back; the text it replaces is kept as a version too')
    .argument('<project>', 'project folder, or its name in the output folder')
    .argument('<chapter>', 'the chapter file, e.g. chapter_03.md')
    .option(
      '--version <n>',
      'the version to bring back (default: the newest; writer status lists them)',
      parsePositiveInt,
    )
    .option('-o, --output-dir <dir>', 'where to look for a project by name (default: ./output)', cliParser('outputDir'))
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)')
    .addHelpText(
      'after',
      `
No API key is needed and no request is made.

Examples:
  $ writer restore The_Lighthouse_Keeper chapter_03.md
  $ writer restore output/The_Lighthouse_Keeper chapter_03.md --version 2`,
    )
    .action(async (project: string, chapter: string, _options: unknown, command: Command) => {
      const { restoreCommand } = await import('./cli/restore.js');
      process.exitCode = await restoreCommand(
        project,
        chapter,
        command.optsWithGlobals<import('./cli/restore.js').RestoreOptions>(),
      );
    });
}

/** `writer [prompt...]`: one writing session (the program's own action). */
function defineRun(program: Command): void {
  program
    .description(
      'Write long-form work (novellas, novels, story collections, books) with Gemini, into markdown files under the output folder.',
    )
    .version(version(), '-V, --version')
    // Options after a subcommand belong to it (`writer batch f.yaml -o drafts`), not to writer itself;
    // options given before it still reach it through optsWithGlobals().
    .enablePositionalOptions()
    // `writer help batch` is help, not a prompt: writer's own help command (defineHelp) says when there is no such command.
    .helpCommand(false)
    .argument('[prompt...]', 'what to write (asked for when omitted on a terminal)')
    .option(
      '--prompt <text>',
      'what to write, as an option: for a prompt that reads like a command (also: writer -- status report)',
    )
    .option('-r, --recover <path>', 'resume from a project folder or a .context_summary_*.md file')
    .option('--prompt-file <file>', 'read the prompt from a file (- for stdin); a prompt may also be piped in')
    .option(
      '--parallel <n>',
      `draft the chapters with this many chapter sessions at once (1 to ${MAX_PARALLEL}), then stitch the seams (default: 1, one loop)`,
      cliParser('parallel'),
    )
    .option(
      '--chapter-max-iterations <n>',
      'most model turns of one chapter session with --parallel (default: 40)',
      cliParser('chapterMaxIterations'),
    )
    .option('--dry-run', 'say what would run and what it would cost, and stop: no request is made');
  addOutputOptions(addSettingOptions(program))
    .addHelpText('after', EXAMPLES)
    .showHelpAfterError(`(run ${invocation()} --help for usage)`)
    .exitOverride()
    .action(async (words: string[], options: CliOptions) => {
      // `writer stauts`: a mistyped command costs nothing; `writer -- stauts` or --prompt means it.
      const mistyped =
        options.prompt === undefined &&
        mistypedCommand(words, commandNames(program), repeatedOptions(options), invocation());
      if (mistyped) return usageError(mistyped);
      if ((options as { dryRun?: boolean }).dryRun && options.recover === undefined) {
        const { dryRunCommand } = await import('./cli/dryRun.js');
        process.exitCode = await dryRunCommand('run', words, options);
        return;
      }
      const { runCommand } = await import('./cli/run.js');
      process.exitCode = await runCommand(words, options);
    });
}

/** The options of a run that `writer plan` and `writer draft` share with `writer "…"`. */
function addRunOptions(command: Command): Command {
  return addOutputOptions(
    addSettingOptions(
      command
        .option(
          '--parallel <n>',
          'draft the chapters with this many chapter sessions at once, then stitch the seams (default: 1, one loop)',
          cliParser('parallel'),
        )
        .option(
          '--chapter-max-iterations <n>',
          'most model turns of one chapter session with --parallel (default: 40)',
          cliParser('chapterMaxIterations'),
        )
        .option('--dry-run', 'say what would run and what it would cost, and stop: no request is made'),
    ),
  );
}

/** `writer plan <prompt...>` */
function definePlan(program: Command): void {
  addRunOptions(
    program
      .command('plan')
      .description(
        'write the plan only (outline.md with budgets and seams, bible.md), check that it adds up, and stop: no chapter is written. Prints the plan, what drafting it costs, and the command that drafts it',
      )
      .argument('[prompt...]', 'what to write')
      .option('--prompt-file <file>', 'read the prompt from a file (- for stdin)'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ writer plan "Write a 30,000-word novella about a lighthouse keeper"
  $ writer plan --words 60k --parallel 8 -o drafts "Write a novel in 20 chapters"
  $ writer plan --dry-run -m gemini-2.5-pro --words 30k "Write a novella"`,
    )
    .action(async (words: string[], _options: unknown, command: Command) => {
      const { planCommand } = await import('./cli/plan.js');
      process.exitCode = await planCommand(words, command.optsWithGlobals<import('./cli/plan.js').PlanOptions>());
    });
}

/** `writer draft <project>` */
function defineDraft(program: Command): void {
  addRunOptions(
    program
      .command('draft')
      .description(
        "draft the chapters of a project's plan as it is on disk now (the author's edits to outline.md and bible.md are the plan); chapters already written are kept",
      )
      .argument('<project>', 'project folder, or its name in the output folder'),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ writer draft output/The_Lighthouse_Keeper
  $ writer draft The_Lighthouse_Keeper --parallel 8
  $ writer draft The_Lighthouse_Keeper --dry-run -m gemini-2.5-pro`,
    )
    .action(async (project: string, _options: unknown, command: Command) => {
      const { draftCommand } = await import('./cli/draft.js');
      process.exitCode = await draftCommand(project, command.optsWithGlobals<import('./cli/draft.js').DraftOptions>());
    });
}

/** `writer status [project]` */
function defineStatus(program: Command): void {
  program
    .command('status')
    .description(
      'show a project: files and word counts, target, outline coverage, length scores, newest summary, how to resume',
    )
    .argument('[project]', 'project folder, or its name in the output folder (default: the newest there)')
    .option(
      '-o, --output-dir <dir>',
      'where to look for a project by name, or the newest (default: ./output)',
      cliParser('outputDir'),
    )
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)')
    .addHelpText(
      'after',
      '\nExamples:\n  $ writer status\n  $ writer status -o drafts\n  $ writer status output/The_Lighthouse_Keeper\n  $ writer status The_Lighthouse_Keeper',
    )
    .action(async (project: string | undefined, _options: unknown, command: Command) => {
      const { statusCommand } = await import('./cli/status.js');
      process.exitCode = await statusCommand(project, command.optsWithGlobals<CliOptions>());
    });
}

/** `writer export [project]` */
function defineExport(program: Command): void {
  program
    .command('export')
    .description(
      'make a book of a project: the chapters in outline order as markdown, EPUB, Word (DOCX) or one web page (HTML)',
    )
    .argument('[project]', 'project folder, or its name in the output folder')
    .option('--format <format>', 'md, epub, docx or html (default: from the --out extension, else md)')
    .option('--out <file>', 'where to write the book (default: <project>.manuscript.<format> beside the folder)')
    .option('--author <name>', "the author's name, in the book's metadata and title page")
    .option(
      '--lang <tag>',
      'language of the work, e.g. en, fr, pt-BR (default: config lang, else en)',
      cliParser('lang'),
    )
    .option('--all', 'export every project under the output folder, one file each beside its folder')
    .option(
      '-o, --output-dir <dir>',
      'the output folder: where a project name is looked up, and what --all exports (default: ./output)',
    )
    .addHelpText(
      'after',
      `
Examples:
  $ writer export output/The_Lighthouse_Keeper
  $ writer export output/The_Lighthouse_Keeper --format epub --author "Ann Lee"
  $ writer export output/The_Lighthouse_Keeper --out books/keeper.docx
  $ writer export --all --format html -o drafts`,
    )
    .action(async (project: string | undefined, options: import('./cli/export.js').ExportOptions, command: Command) => {
      const { exportCommand } = await import('./cli/export.js');
      // The program has its own -o: "export --all -o DIR" can land there, and must count all the same.
      const outputDir = options.outputDir ?? command.parent?.opts<{ outputDir?: string }>().outputDir;
      process.exitCode = await exportCommand(project, { ...options, ...(outputDir ? { outputDir } : {}) });
    });
}

/** `writer check [project]` */
function defineCheck(program: Command): void {
  program
    .command('check')
    .description(
      'check a manuscript for continuity errors without a model: names, looks, the dead, point of view and tense, dates, places, objects, repetition, length, open threads',
    )
    .argument(
      '[project]',
      'project folder, any folder of markdown chapters, or a project name (default: the newest project)',
    )
    .option('--json', 'print the report as one JSON document (file, line, category, message, evidence, confidence)')
    .option('--explain', 'also say which facts the checks took from where (the text or bible.md, with the line)')
    .option(
      '--lang <tag>',
      "the book's language, e.g. en, fr (default: the project's writer.config.yaml lang, else config lang, else en)",
      cliParser('lang'),
    )
    .option('--min-confidence <n>', 'show findings at least this sure, from 0 to 1 (default: 0.5)', (value: string) =>
      parseConfidence(value),
    )
    .option(
      '-o, --output-dir <dir>',
      'where to look for a project by name, or the newest (default: ./output)',
      cliParser('outputDir'),
    )
    .option('-c, --config <file>', 'config file (default: ./writer.config.yaml)')
    .option(
      '--plan',
      'check the plan instead (outline.md): chapter lines parse, each has a file name and a budget, the budgets sum to the target within ±15%, seams with --parallel',
    )
    .option(
      '-w, --words <n>',
      "with --plan: the target the budgets must add up to (default: the project's)",
      cliParser('words'),
    )
    .option(
      '--parallel <n>',
      'with --plan: ask for the seams parallel drafting needs (default: when the project was planned with --parallel)',
      cliParser('parallel'),
    )
    .addHelpText(
      'after',
      `
Exit codes: 0 no findings (--plan: the plan adds up), 1 findings, 2 bad input.
No API key is needed and no request is made.

Examples:
  $ writer check output/The_Lighthouse_Keeper
  $ writer check The_Lighthouse_Keeper --min-confidence 0.8
  $ writer check ~/novels/draft --json > findings.json
  $ writer check --plan The_Lighthouse_Keeper
  $ writer check --plan The_Lighthouse_Keeper --words 30k --parallel 8`,
    )
    .action(async (project: string | undefined, options: { plan?: boolean }, command: Command) => {
      if (options.plan) {
        const { checkPlanCommand } = await import('./cli/checkPlan.js');
        process.exitCode = await checkPlanCommand(
          project,
          command.optsWithGlobals<import('./cli/checkPlan.js').PlanCheckCommandOptions>(),
        );
        return;
      }
      const { checkCommand } = await import('./cli/check.js');
      process.exitCode = await checkCommand(
        project,
        command.optsWithGlobals<import('./cli/check.js').CheckCommandOptions>(),
      );
    });
}

/** `writer revise <project> <instructions...>` */
function defineRevise(program: Command): void {
  addOutputOptions(
    addSettingOptions(
      program
        .command('revise')
        .description(
          'continue a project, finished or not, with new instructions, in the same folder (its journal, else its newest summary)',
        )
        .argument('<project>', 'project folder, or its name in the output folder')
        .argument('<instructions...>', 'what to change, e.g. "make chapter 3 darker"')
        .option('--dry-run', 'say what would run and what it would cost, and stop: no request is made'),
    ),
  )
    .addHelpText(
      'after',
      `
Examples:
  $ writer revise output/The_Lighthouse_Keeper "Make chapter 3 darker"
  $ writer revise output/The_Lighthouse_Keeper "Rename Elias to Tomas"
  $ writer revise The_Lighthouse_Keeper --words 50k "Extend it to 50,000 words"
  $ writer revise The_Lighthouse_Keeper --dry-run "Make chapter 3 darker"`,
    )
    .action(async (project: string, instructions: string[], _options: CliOptions, command: Command) => {
      const { reviseCommand } = await import('./cli/revise.js');
      // Options given before the subcommand belong to the program: read both.
      process.exitCode = await reviseCommand(project, instructions, command.optsWithGlobals<CliOptions>());
    });
}

/** `writer batch <file>` */
function defineBatch(program: Command): void {
  addSettingOptions(
    program
      .command('batch')
      .description(
        'write many drafts from a YAML file, in parallel, resumably (run it again to resume what did not finish)',
      )
      .argument('<file>', 'the batch file (drafts.yaml)')
      .option('--concurrency <n>', "drafts written at once (default: the file's concurrency, else 3)", parsePositiveInt)
      .option('--dry-run', 'validate the file and list what would run'),
    { thinking: false },
  )
    .option('-q, --quiet', 'print only errors and the final line')
    .addHelpText(
      'after',
      `
Examples:
  $ writer batch drafts.yaml
  $ writer batch drafts.yaml --concurrency 8 --output-dir drafts
  $ writer batch drafts.yaml -o drafts -m gemini-2.5-pro --max-iterations 40 -q
  $ writer batch drafts.yaml --dry-run

drafts.yaml:
  concurrency: 3
  defaults:
    model: gemini-3-flash-preview
  drafts:
    - prompt: "Write a short story about an otter who runs a ferry"
      name: otter
      count: 2
    - prompt: "Write a novella about ..."
      max_iterations: 120
      budget: 2.50      # this draft's own cap; --budget is the whole batch's`,
    )
    .action(async (file: string, _options: unknown, command: Command) => {
      const { batchCommand } = await import('./cli/batch.js');
      process.exitCode = await batchCommand(file, command.optsWithGlobals<BatchOptions>());
    });
}

/** `writer config` */
function defineConfig(program: Command): void {
  // Any run option may be given, so `writer config -m X` shows what a run with -m X would use.
  addSettingOptions(
    program.command('config').description('print the effective settings and where each came from (the API key masked)'),
  )
    .addHelpText(
      'after',
      '\nExamples:\n  $ writer config\n  $ writer config -m gemini-3.1-pro-preview --max-iterations 9\n  $ WRITER_MODEL=gemini-3.1-pro-preview writer config -c my.yaml',
    )
    .action(async (_options: unknown, command: Command) => {
      const { configCommand } = await import('./cli/config.js');
      process.exitCode = await configCommand(command.optsWithGlobals<CliOptions>());
    });
}

export function buildProgram(): Command {
  const program = new Command('writer');
  // Before any subcommand is made: each copies its parent's help settings.
  program.configureHelp(helpConfiguration);
  defineRun(program);
  defineStatus(program);
  defineExport(program);
  defineCheck(program);
  defineRevise(program);
  definePlan(program);
  defineDraft(program);
  defineBatch(program);
  defineConfig(program);
  defineList(program);
  defineStudio(program);
  defineImport(program);
  defineRedraft(program);
  defineRestore(program);
  // A mistake in a subcommand points to that subcommand's own help.
  for (const command of program.commands)
    command.showHelpAfterError(`(run ${invocation()} ${command.name()} --help for usage)`);
  defineHelp(program);
  return program;
}

/** `writer help [command]`: the help of writer or of one command; an unknown one is a usage error that says so. */
function defineHelp(program: Command): void {
  program
    .command('help')
    .description('show help for a command')
    .argument('[command]', 'the command')
    .action(async (name: string | undefined) => {
      if (name === undefined) return program.outputHelp();
      const command = program.commands.find((c) => c.name() === name && c.name() !== 'help');
      if (command) return command.outputHelp();
      const names = commandNames(program).filter((other) => other !== 'help');
      await usageError(
        `Unknown command "${name}".${didYouMean(name, names)} The commands: ${names.join(', ')}; see ${invocation()} --help.`,
      );
    });
}

/** The names of writer's commands (`help` among them). */
function commandNames(program: Command): string[] {
  return program.commands.map((command) => command.name());
}

/** A usage error found before any command ran: one line on stderr, exit 2. */
async function usageError(message: string): Promise<void> {
  const { printError } = await import('./cli/messages.js');
  printError(message);
  process.exitCode = EXIT.usage;
}

/**
 * Runs writer with a command line (`argv` as process.argv: node, script, args);
 * the exit code is left in process.exitCode. The process-wide parts (a closed
 * stdout, signals) are main's; the end-to-end tests call this in-process.
 */
export async function runWriter(argv: readonly string[]): Promise<void> {
  try {
    const program = buildProgram();
    // Everything after a first `--` is the prompt, even a command's name.
    await program.parseAsync([...argv.slice(0, 2), ...promptAfterDashes(argv.slice(2), commandNames(program))]);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version exit 0; every other parse failure is a usage error.
      process.exitCode = error.exitCode === 0 ? EXIT.done : EXIT.usage;
      return;
    }
    if (error instanceof NotAFileError) {
      process.stderr.write(`writer: ${error.message}\n`);
      process.exitCode = EXIT.failed;
      return;
    }
    // Not an expected failure: say what happened in one line; the stack only when asked for.
    process.stderr.write(`writer: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    if (process.env.WRITER_DEBUG && error instanceof Error) process.stderr.write(`${error.stack ?? ''}\n`);
    process.exitCode = EXIT.failed;
  }
}

async function main(): Promise<void> {
  guardOutput();
  await runWriter(process.argv);
}

/** This file is the program being run (node writer.js, npx writer, a `writer` link on PATH), not a module imported. */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  const self = realpathSync(fileURLToPath(import.meta.url));
  // `node dist/src/writer` runs writer.js too.
  return [script, `${script}.js`].some((candidate) => {
    try {
      return realpathSync(candidate) === self;
    } catch {
      return false;
    }
  });
}

if (isEntryPoint()) await main();
