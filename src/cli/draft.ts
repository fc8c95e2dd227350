import { rename } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from '../config/errors.js';
import { readChapterRecord } from '../parallel/chapterState.js';
import { chapterStateDir } from '../parallel/plan.js';
import { BIBLE_FILE, OUTLINE_FILE } from '../project/outline.js';
import { checkPlan, formatPlanProblems, type PlanCheck } from '../project/planCheck.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber } from '../util/words.js';
import { estimateLines } from './dryRun.js';
import { estimatePlan } from './estimates.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { isDirectory, noSuchProject, resolveProject } from './project.js';
import { invocation, printedCommand, repeatedOptions } from './resume.js';
import { settingsForCommand } from './settings.js';

/**
 * `writer draft <project>`: the chapters of the plan as it is on disk now.
 * The author's outline.md and bible.md are the plan (a chapter renamed,
 * added or removed, new budgets); the chapters already written are kept; a
 * chapter file the author deleted is drafted again. It never starts a new
 * project: without the folder and its outline it stops before any request.
 */

export interface DraftOptions extends CliOptions {
  dryRun?: boolean;
}

/** A chapter with fewer words than this is not written (an empty file, a heading). */
const WRITTEN_MIN_WORDS = 50;

export interface DraftPlan {
  dir: string;
  check: PlanCheck;
  /** The chapters written already, kept. */
  kept: Set<string>;
  /** The chapters to draft, in reading order. */
  todo: Array<{ file: string; budget?: number | undefined }>;
  targetWords: number;
}

/** The project, its plan and what is left to draft; a message and exit code when it cannot be drafted. */
export async function readDraftPlan(
  given: string,
  options: DraftOptions,
): Promise<DraftPlan | { message: string; code: number }> {
  let outputDir: string;
  try {
    outputDir = (await settingsForCommand(options)).settings.outputDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return { message: error.message, code: EXIT.usage };
  }
  const found = await resolveProject(given, outputDir);
  if (found === undefined || !(await isDirectory(found)))
    return {
      message: `${noSuchProject(given, outputDir)} writer draft drafts a planned project; start one with writer plan.`,
      code: EXIT.usage,
    };
  const dir = path.resolve(found);
  const outline = await readTextIfExists(path.join(dir, OUTLINE_FILE)).catch(() => undefined);
  if (outline === undefined)
    return {
      message: `No ${OUTLINE_FILE} in ${dir}: there is no plan to draft. Write one, or start with writer plan.`,
      code: EXIT.usage,
    };
  // The author's budgets are the plan: the sum is held to --words only when given.
  const parallel = (options.parallel ?? 1) > 1;
  const check = checkPlan(outline, { targetWords: options.words, parallel });
  if (!check.ok)
    return {
      message: `The plan in ${path.join(dir, OUTLINE_FILE)} does not add up, so nothing is drafted:\n${formatPlanProblems(check)}\nFix it, check it with writer check --plan ${dir}${parallel ? ` --parallel ${options.parallel}` : ''}, and draft again.`,
      code: EXIT.usage,
    };
  const kept = new Set<string>();
  const todo: DraftPlan['todo'] = [];
  for (const chapter of check.chapters) {
    const text = await readTextIfExists(path.join(dir, chapter.file)).catch(() => undefined);
    // A chapter session cut off mid-chapter is not a chapter written: it goes on from its journal.
    const unfinished = (await readChapterRecord(dir, chapter.file)).state === 'unfinished';
    if (text !== undefined && countWords(text) >= WRITTEN_MIN_WORDS && !unfinished) kept.add(chapter.file);
    else todo.push({ file: chapter.file, budget: chapter.budget });
  }
  return { dir, check, kept, todo, targetWords: options.words ?? check.budgetTotal };
}

/** What the main session is told: the plan on disk is the truth; these chapters, and no others. */
export function draftNote(plan: DraftPlan): string {
  const todo = plan.todo.map(
    (chapter) => `- ${chapter.file}${chapter.budget ? ` (${formatNumber(chapter.budget)} words)` : ''}`,
  );
  const kept = [...plan.kept];
  return [
    `Draft the chapters of the plan as it is on disk now. outline.md and bible.md (below) are the plan: the author may have edited them since you last saw them (renamed, added or removed chapters, changed budgets), and their text wins over anything earlier in this conversation. Do not change outline.md.`,
    `Write these chapters, each in full to its budget, into the files named:`,
    ...todo,
    kept.length > 0
      ? `These chapters are written and kept as they are (read them for continuity; do not rewrite them): ${kept.join(', ')}.`
      : '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** Chapter sessions that finished a chapter whose file the author then deleted start again (their old state kept aside). */
async function reopenDeleted(plan: DraftPlan): Promise<void> {
  for (const chapter of plan.todo) {
    const record = await readChapterRecord(plan.dir, chapter.file);
    if (record.state !== 'done' && record.state !== 'incomplete') continue;
    const state = path.join(plan.dir, chapterStateDir(chapter.file));
    await rename(state, `${state}.before-draft-${Date.now()}`).catch(() => undefined);
  }
}

export async function draftCommand(given: string, options: DraftOptions): Promise<number> {
  const plan = await readDraftPlan(given, options);
  if ('message' in plan) {
    printError(plan.message);
    return plan.code;
  }
  if (options.dryRun) {
    return dryRunDraft(plan, options);
  }
  if (plan.todo.length === 0) {
    process.stdout.write(
      `Nothing to draft: every chapter of ${path.join(plan.dir, OUTLINE_FILE)} is written (${plan.kept.size}). To change one, use writer revise.\n`,
    );
    return EXIT.done;
  }
  await reopenDeleted(plan);
  const { runCommand } = await import('./run.js');
  return runCommand([], { ...options, recover: plan.dir }, draftNote(plan), {
    mode: 'draft',
    kept: plan.kept,
    targetWords: plan.targetWords,
  });
}

/** `writer draft --dry-run <project>`. */
async function dryRunDraft(plan: DraftPlan, options: DraftOptions): Promise<number> {
  const settings = (await settingsForCommand(options)).settings;
  const [outline, bible] = await Promise.all(
    [OUTLINE_FILE, BIBLE_FILE].map((name) => readTextIfExists(path.join(plan.dir, name)).catch(() => undefined)),
  );
  const lines = [`Dry run: nothing is sent, nothing is written.`];
  if (plan.todo.length === 0)
    lines.push(`Nothing to draft: every chapter of ${path.join(plan.dir, OUTLINE_FILE)} is written.`);
  else {
    lines.push(
      `writer would draft ${plan.todo.length} of ${plan.check.chapters.length} chapters of ${path.join(plan.dir, OUTLINE_FILE)}${settings.parallel > 1 ? `, ${settings.parallel} chapter sessions at once` : ''}:`,
    );
    for (const chapter of plan.todo)
      lines.push(`  ${chapter.file}${chapter.budget ? ` (${formatNumber(chapter.budget)} words)` : ''}`);
    if (plan.kept.size > 0) lines.push(`and keep ${[...plan.kept].join(', ')} as written.`);
    const estimate = estimatePlan({
      model: settings.model,
      prices: settings.prices,
      parallel: settings.parallel,
      chapters: plan.todo,
      outlineText: outline ?? '',
      bibleText: bible ?? '',
      targetWords: plan.targetWords,
      review: settings.review,
    });
    lines.push(...estimateLines(estimate));
  }
  const { dryRun: _dryRun, ...rest } = options;
  lines.push(`To run it: ${printedCommand(invocation(), ['draft', plan.dir, ...repeatedOptions(rest)])}`);
  process.stdout.write(`${lines.join('\n')}\n`);
  return EXIT.done;
}
