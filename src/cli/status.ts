import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describeLastCheck, type LastCheckStatus, lastCheckStatus } from '../check/store.js';
import { ConfigError } from '../config/errors.js';
import { DEFAULT_PRICES, estimateCost, type PriceTable } from '../config/prices.js';
import { SUMMARY_PREFIX } from '../context/summaryFile.js';
import { describeReview } from '../craft/review.js';
import { newestProject, type ProjectStatus, projectStatus } from '../craft/status.js';
import { type ChapterSpend, chapterSessionsStatus } from '../parallel/status.js';
import { type LockOwner, liveLockOwner, projectLockPath } from '../project/lock.js';
import { isPlanFile } from '../project/outline.js';
import { makeChalk } from '../ui/consoleReporter.js';
import { plural } from '../ui/plural.js';
import { errorMessage } from '../util/errors.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { noSuchProject, resolveProject } from './project.js';
import { resumeCommand, reviseCommand, shellQuote } from './resume.js';
import { settingsForCommand } from './settings.js';

/**
 * "Spent: $1.30 in all (58 requests, estimated from the price table)", or why it is not known. A book drafted in
 * parallel counts its chapter sessions too: their requests are in their own journals.
 */
export function spendLine(status: ProjectStatus, prices: PriceTable, chapters?: ChapterSpend): string | undefined {
  const count = status.usages.length + (chapters?.requests ?? 0);
  if (count === 0) return undefined;
  const model = status.session?.model ?? '';
  const cost = estimateCost(status.usages, model, prices);
  const requests = plural(count, 'request');
  if (cost === undefined) return `Spent: unknown (${requests}; no price known for ${model})`;
  const byChapters = chapters ? `, ${usd(chapters.usd)} of it by chapter sessions` : '';
  return `Spent: ${usd(cost + (chapters?.usd ?? 0))} in all (${requests}${byChapters}, estimated from the price table)`;
}

/**
 * The resume command the last run printed: it repeats the run's options (-o, --model, --budget…). None after a
 * kill -9 (nothing was printed), nor for a folder moved since (the command names where it was).
 */
function printedResume(status: ProjectStatus): string | undefined {
  const printed = status.lastEnd?.resumeCommand;
  return printed?.includes(` ${shellQuote(status.dir)}`) ? printed : undefined;
}

/** What `writer status` shows: the project's state, what its chapter sessions spent and the last `writer check`. */
export type StatusShown = ProjectStatus & { lastCheck?: LastCheckStatus; chapterSpend?: ChapterSpend };

export function formatStatus(
  status: StatusShown,
  color: ReturnType<typeof makeChalk>,
  prices: PriceTable = DEFAULT_PRICES,
  /** The live process that holds the project's lock now, if any. */
  writing?: LockOwner,
): string {
  const c = color;
  const lines: string[] = [];
  lines.push(`${c.bold(status.name)}  ${c.dim(status.dir)}`);
  if (status.session) lines.push(`Prompt: ${status.session.prompt.split('\n')[0]?.slice(0, 200)}`);
  const target = status.targetWords
    ? ` of ${formatNumber(status.targetWords)} target (${Math.round((status.workWords / status.targetWords) * 100)}%${status.targetSource === 'outline' ? ', from the outline budgets' : ''}) · length score ${status.score}`
    : '';
  lines.push(`Words: ${formatNumber(status.workWords)} in the work${target}`);
  if (status.planFiles.length > 0)
    lines.push(
      `Plan (not counted): ${status.planFiles.map((file) => `${file.path} ${plural(file.words, 'word')}`).join(', ')}`,
    );

  if (status.chapters.length > 0) {
    const written = status.chapters.filter((chapter) => chapter.written).length;
    lines.push('', `Outline: ${written} of ${plural(status.chapters.length, 'chapter')} written`);
    const width = Math.max(...status.chapters.map((chapter) => chapter.file.length));
    for (const chapter of status.chapters) {
      const mark = chapter.written ? c.green('✓') : c.red('✗');
      const budget = chapter.budget ? ` / ${formatNumber(chapter.budget)}` : '';
      const score = chapter.score !== undefined ? `  score ${chapter.score}` : '';
      lines.push(
        `  ${mark} ${chapter.file.padEnd(width)}  ${formatNumber(chapter.words).padStart(7)}${budget} words${score}  ${c.dim(chapter.title)}`,
      );
    }
  } else {
    lines.push('', 'Outline: none yet (outline.md with one line per chapter file)');
  }
  if (status.otherFiles.length > 0 || status.chapters.length === 0) {
    lines.push('', 'Files:');
    const shown =
      status.chapters.length > 0 ? status.otherFiles : status.files.filter((file) => !isPlanFile(file.path));
    for (const file of shown) lines.push(`  ${file.path} (${formatNumber(file.words)} words)`);
  }

  lines.push('');
  if (status.newestSummary) {
    const meta = status.newestSummary.meta;
    lines.push(
      `Newest summary: ${path.basename(status.newestSummary.file)} (${meta.reason ?? 'summary'}, iteration ${meta.iteration ?? '?'})`,
    );
  }
  if (status.review) lines.push(`Review: ${describeReview(status.review)} (review.md)`);
  if (status.lastCheck) lines.push(`Check: ${describeLastCheck(status.lastCheck)}`);
  // A live lock owner: the project is being written right now, not crashed.
  const state = writing
    ? `being written now by process ${writing.pid} (since ${writing.startedAt}, iteration ${status.iteration})`
    : status.lastEnd
      ? `last run ended: ${status.lastEnd.status} at iteration ${status.lastEnd.iteration}`
      : status.session
        ? `last run did not finish cleanly (iteration ${status.iteration})`
        : '';
  if (state) lines.push(`Session: ${state}`);
  const spent = spendLine(status, prices, status.chapterSpend);
  if (spent) lines.push(spent);
  // Nothing to type while another writer works on it: --recover and revise would be refused.
  if (writing) lines.push(`Resume: nothing to resume while process ${writing.pid} writes it`);
  // A finished session is not resumed (--recover says so) but revised.
  else if (status.lastEnd?.status === 'done') lines.push(`Revise: ${reviseCommand(status.dir, 'instructions')}`);
  else
    lines.push(
      status.resumable
        ? `Resume: ${printedResume(status) ?? resumeCommand(status.dir)}`
        : 'Resume: nothing to resume (no journal, no summary file)',
    );
  return lines.join('\n');
}

export async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() === true;
}

/** A folder writer treats as a project: it has a journal or a summary file of its own. */
async function isProject(dir: string): Promise<boolean> {
  if (await isDirectory(path.join(dir, '.writer'))) return true;
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.some((name) => name.startsWith(SUMMARY_PREFIX));
}

/** `writer status [project]` */
export async function statusCommand(project: string | undefined, options: CliOptions): Promise<number> {
  let searched: string;
  // Prices (for the spend) come from the settings; a project named outright does not need them to show.
  let prices: PriceTable = DEFAULT_PRICES;
  try {
    const settings = (await settingsForCommand(options)).settings;
    prices = settings.prices;
    searched = settings.outputDir;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    printError(error.message);
    return EXIT.usage;
  }
  // A project's name alone is looked up in the output folder.
  let dir = project === undefined ? undefined : ((await resolveProject(project, searched)) ?? project);
  if (dir !== undefined && (await isDirectory(dir)) && !(await isProject(dir))) {
    // `writer status output`: the folder of the projects, not a project. Show its newest one.
    const newest = await newestProject(dir);
    if (newest && (await isProject(newest))) dir = newest;
  }
  dir ??= await newestProject(searched);
  if (!dir) {
    printError(`No project given and none found in ${path.resolve(searched)}.`);
    return EXIT.usage;
  }
  if (!(await isDirectory(dir))) {
    printError(noSuchProject(dir, searched));
    return EXIT.usage;
  }
  try {
    const writing = await liveLockOwner(projectLockPath(dir));
    const { lines: chapters, spend: chapterSpend } = await chapterSessionsStatus(dir, prices, writing);
    const lastCheck = await lastCheckStatus(dir);
    process.stdout.write(
      `${[
        formatStatus(
          {
            ...(await projectStatus(dir)),
            ...(lastCheck ? { lastCheck } : {}),
            ...(chapterSpend ? { chapterSpend } : {}),
          },
          makeChalk(process.stdout, process.env),
          prices,
          writing,
        ),
        ...chapters,
      ].join('\n')}\n`,
    );
    return EXIT.done;
  } catch (error) {
    printError(`Cannot read ${dir}: ${errorMessage(error)}`);
    return EXIT.usage;
  }
}
