import path from 'node:path';
import { newestProject, projectStatus } from '../craft/status.js';
import { OUTLINE_FILE } from '../project/outline.js';
import { checkPlan, type PlanCheck } from '../project/planCheck.js';
import { plural } from '../ui/plural.js';
import { readTextIfExists } from '../util/files.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { isDirectory, noSuchProject, resolveProject } from './project.js';
import { settingsOrExit } from './settings.js';

/**
 * `writer check --plan <project>`: whether the project's outline.md adds up
 * (see src/project/planCheck.ts), with no key and no request. Exit codes as
 * `writer check`: 0 the plan passes, 1 problems, 2 bad input.
 */

export interface PlanCheckCommandOptions extends CliOptions {
  json?: boolean;
}

/** The target the plan is held to: --words, else the project's own (its session's, or a revision's), else none. */
async function targetOf(dir: string, options: PlanCheckCommandOptions): Promise<number | undefined> {
  if (options.words !== undefined) return options.words;
  const status = await projectStatus(dir).catch(() => undefined);
  return status?.targetSource === 'session' ? status.targetWords : undefined;
}

/** Seams are asked for with --parallel above 1, or when the project was planned for parallel drafting. */
async function parallelOf(dir: string, options: PlanCheckCommandOptions): Promise<boolean> {
  if (options.parallel !== undefined) return options.parallel > 1;
  const status = await projectStatus(dir).catch(() => undefined);
  return (status?.session?.parallel ?? 1) > 1;
}

export function formatPlanCheck(check: PlanCheck, target: number | undefined): string {
  const lines = check.problems.map(
    (problem) => `${OUTLINE_FILE}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`,
  );
  const against = target ? ` against a ${formatNumber(target)}-word target` : ' (no target: the sum is not checked)';
  lines.push(
    `${check.ok ? 'The plan adds up' : `${plural(check.problems.length, 'problem')} in the plan`}: ${plural(check.chapters.length, 'chapter')}, budgets ${formatNumber(check.budgetTotal)} words${against}.`,
  );
  return `${lines.join('\n')}\n`;
}

export async function checkPlanCommand(given: string | undefined, options: PlanCheckCommandOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const outputDir = resolved.settings.outputDir;
  const dir = given === undefined ? await newestProject(outputDir) : await resolveProject(given, outputDir);
  if (dir === undefined || !(await isDirectory(dir))) {
    printError(
      given === undefined
        ? `No project given and none found in ${path.resolve(outputDir)}.`
        : noSuchProject(given, outputDir),
    );
    return EXIT.usage;
  }
  const text = await readTextIfExists(path.join(dir, OUTLINE_FILE));
  if (text === undefined) {
    printError(`No ${OUTLINE_FILE} in ${dir}: there is no plan to check.`);
    return EXIT.usage;
  }
  const target = await targetOf(dir, options);
  const check = checkPlan(text, { targetWords: target, parallel: await parallelOf(dir, options) });
  process.stdout.write(
    options.json
      ? `${JSON.stringify({ ok: check.ok, target: target ?? null, budgetTotal: check.budgetTotal, chapters: check.chapters, problems: check.problems }, null, 2)}\n`
      : formatPlanCheck(check, target),
  );
  return check.ok ? EXIT.done : EXIT.failed;
}
