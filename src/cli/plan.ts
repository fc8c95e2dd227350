import path from 'node:path';
import { parseBible } from '../check/bible.js';
import { ENGLISH } from '../check/lang/en.js';
import type { PriceTable } from '../config/prices.js';
import { formatEstimate } from '../cost/estimate.js';
import { BIBLE_FILE, OUTLINE_FILE } from '../project/outline.js';
import { checkPlan } from '../project/planCheck.js';
import { readTextIfExists } from '../util/files.js';
import { formatNumber } from '../util/words.js';
import { estimatePlan } from './estimates.js';
import type { CliOptions } from './options.js';
import { invocation, printedCommand, repeatedOptions } from './resume.js';
import { runCommand } from './run.js';

/**
 * `writer plan "<prompt>"`: the main session writes outline.md and bible.md
 * (with seams, as for --parallel) and the run stops there (see
 * src/agent/planGate.ts). Then the plan in short, what drafting it would
 * cost, and the command that drafts it.
 */

export interface PlanOptions extends CliOptions {
  dryRun?: boolean;
}

/** The names of the bible's characters, in its order. */
export function bibleCharacters(bible: string): string[] {
  return parseBible(bible, ENGLISH).characters.map((character) => character.name);
}

/** The command that drafts a planned project, with this command line's options. */
export function draftCommand(dir: string, options: CliOptions): string {
  return printedCommand(invocation(), ['draft', dir, ...repeatedOptions(options)]);
}

export interface PlanSummaryInput {
  dir: string;
  model: string;
  prices: PriceTable;
  parallel: number;
  targetWords: number | undefined;
  review: boolean;
  /** Chapters already on disk are not drafted again (writer draft). */
  skip?: ReadonlySet<string>;
}

/** The plan in short: its chapters with budgets, their total against the target, the characters, the estimate. */
export async function planSummary(input: PlanSummaryInput): Promise<string[] | undefined> {
  const outline = await readTextIfExists(path.join(input.dir, OUTLINE_FILE)).catch(() => undefined);
  if (outline === undefined) return undefined;
  const bible = (await readTextIfExists(path.join(input.dir, BIBLE_FILE)).catch(() => undefined)) ?? '';
  const check = checkPlan(outline, { targetWords: input.targetWords });
  const width = Math.max(...check.chapters.map((chapter) => chapter.file.length), 4);
  const lines = [`Plan: ${check.chapters.length} chapters in ${path.join(input.dir, OUTLINE_FILE)}`];
  for (const chapter of check.chapters)
    lines.push(
      `  ${chapter.file.padEnd(width)}  ${chapter.budget !== undefined ? `${formatNumber(chapter.budget)} words`.padStart(12) : '   no budget'}  ${chapter.title}`,
    );
  const share = input.targetWords
    ? ` of a ${formatNumber(input.targetWords)}-word target (${Math.round((check.budgetTotal / input.targetWords) * 100)}%)`
    : '';
  lines.push(`Total: ${formatNumber(check.budgetTotal)} words${share}`);
  const characters = bibleCharacters(bible);
  lines.push(`Characters: ${characters.length > 0 ? characters.join(', ') : 'none named in bible.md'}`);
  const todo = check.chapters.filter((chapter) => !input.skip?.has(chapter.file));
  const estimate = estimatePlan({
    model: input.model,
    prices: input.prices,
    parallel: input.parallel,
    chapters: todo,
    outlineText: outline,
    bibleText: bible,
    targetWords: input.targetWords,
    review: input.review,
  });
  lines.push(
    `Drafting ${todo.length === check.chapters.length ? 'it' : `${todo.length} of them`}: ${formatEstimate(estimate)}`,
  );
  return lines;
}

export async function planCommand(words: string[], options: PlanOptions): Promise<number> {
  if (options.dryRun) {
    const { dryRunCommand } = await import('./dryRun.js');
    return dryRunCommand('plan', words, options);
  }
  return runCommand(words, options, undefined, {
    mode: 'plan',
    closing: async (session, config) => {
      const dir = session.project?.dir;
      if (!dir) return [];
      const summary = await planSummary({
        dir,
        model: session.settings.model,
        prices: config.settings.prices,
        parallel: config.settings.parallel,
        targetWords: session.targetWords,
        review: config.settings.review,
      });
      return [...(summary ?? []), `Draft it with: ${draftCommand(dir, options)}`];
    },
  });
}
