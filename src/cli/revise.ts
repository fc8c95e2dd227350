import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { SUMMARY_PREFIX } from '../context/summaryFile.js';
import { estimateRevision, wordTokens } from '../cost/estimate.js';
import { projectStatus } from '../craft/status.js';
import { journalPath } from '../journal/journal.js';
import { sanitizeProjectName } from '../tools/project.js';
import { formatNumber } from '../util/words.js';
import { estimateLines } from './dryRun.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { isDirectory, noSuchProject, resolveProject } from './project.js';
import { invocation, printedCommand, repeatedOptions } from './resume.js';
import { runCommand } from './run.js';
import { settingsOrExit } from './settings.js';

/**
 * `writer revise <project> "instructions"`: the project's session goes on in
 * its own folder, with the instructions as a new user turn. Everything else
 * is a run like `writer --recover`: every run option applies, iterations and
 * totals carry on, the completion check and the review pass apply again.
 */
export async function reviseCommand(
  project: string,
  instructions: string[],
  options: CliOptions & { dryRun?: boolean },
): Promise<number> {
  const text = instructions.join(' ').trim();
  if (text === '') {
    printError('No instructions given. Usage: writer revise <project folder> "Make chapter 3 darker"');
    return EXIT.usage;
  }
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const outputDir = resolved.settings.outputDir;
  // A project's folder, or its name alone in the output folder.
  const dir = await resolveProject(project, outputDir);
  if (dir === undefined || !(await isDirectory(dir))) {
    printError(dir === undefined ? noSuchProject(project, outputDir) : `Not a project folder: ${project}`);
    return EXIT.usage;
  }
  const unwritten = await handWritten(dir);
  if (unwritten) {
    // import takes only the output folder and the config file of the run options.
    const place = [
      ...(options.outputDir !== undefined ? ['--output-dir', options.outputDir] : []),
      ...(options.config !== undefined ? ['--config', options.config] : []),
    ];
    printError(unwritten(outputDir, place, repeatedOptions(options)));
    return EXIT.usage;
  }
  if (options.dryRun) return dryRunRevision(dir, text, options);
  return runCommand([], { ...options, recover: dir }, text);
}

/** `writer revise --dry-run`: the project, the instructions, and what a revision of this size costs. */
async function dryRunRevision(dir: string, text: string, options: CliOptions & { dryRun?: boolean }): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const { settings } = resolved;
  const status = await projectStatus(dir);
  // The context the revision starts from: the last request's prompt, else the work and the plan read in whole.
  const last = status.usages.at(-1)?.promptTokens;
  const contextTokens = last ?? wordTokens(status.totalWords) + 3_000;
  const model = options.model ?? status.session?.model ?? settings.model;
  const estimate = estimateRevision({ model, prices: settings.prices, contextTokens });
  const { dryRun: _dryRun, ...rest } = options;
  process.stdout.write(
    `${[
      'Dry run: nothing is sent, nothing is written.',
      `writer would revise ${path.resolve(dir)} (${formatNumber(status.workWords)} words in the work; its context about ${formatNumber(contextTokens)} tokens) with ${model}:`,
      `  ${text.length > 100 ? `${text.slice(0, 97)}...` : text}`,
      ...estimateLines(estimate).map((line) =>
        line.replace(
          'the range allows for thinking, rewrites and retries',
          'a revision takes 4 to 30 requests, by what it asks',
        ),
      ),
      `To run it: ${printedCommand(invocation(), ['revise', dir, ...repeatedOptions(rest), text])}`,
    ].join('\n')}\n`,
  );
  return EXIT.done;
}

/**
 * A folder of chapters writer never worked in (no journal, no summary file):
 * there is no session to revise, so say how to make it a project first, with
 * a name not taken in the output folder.
 */
async function handWritten(
  dir: string,
): Promise<((outputDir: string, place: string[], repeat: string[]) => string) | undefined> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const hasSummary = names.some((name) => name.startsWith(SUMMARY_PREFIX));
  const hasJournal = await stat(journalPath(dir)).then(
    () => true,
    () => false,
  );
  if (hasJournal || hasSummary) return undefined;
  return (outputDir, place, repeat) => {
    const base = sanitizeProjectName(path.basename(path.resolve(dir)));
    let name = base;
    for (let n = 2; existsSync(path.join(outputDir, name)); n++) name = `${base}-${n}`;
    return (
      `${dir} has no writer session to revise (no journal, no .context_summary file): writer did not write it.\n` +
      `Make it a project first (no key, no request): ${printedCommand(invocation(), ['import', dir, '--name', name, ...place])}\n` +
      `then revise that: ${printedCommand(invocation(), ['revise', path.join(outputDir, name), ...repeat])} "your instructions"`
    );
  };
}
