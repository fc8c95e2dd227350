import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describeLastCheck, type LastCheckStatus, lastCheckStatus } from '../check/store.js';
import { DEFAULT_PRICES, estimateCost, type PriceTable } from '../config/prices.js';
import { SUMMARY_PREFIX } from '../context/summaryFile.js';
import { describeReview } from '../craft/review.js';
import { newestProject, type ProjectStatus, projectStatus } from '../craft/status.js';
import { redraftRecords } from '../parallel/redraft.js';
import { type ChapterSpend, chapterSessionsStatus } from '../parallel/status.js';
import { type LockOwner, liveLockOwner, projectLockPath } from '../project/lock.js';
import { isPlanFile, readOutline } from '../project/outline.js';
import { listVersions } from '../project/versions.js';
import { makeChalk } from '../ui/consoleReporter.js';
import { plural } from '../ui/plural.js';
import { errorMessage } from '../util/errors.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { isDirectory, noSuchProject, resolveProject } from './project.js';
import { resumeCommand, reviseCommand, shellQuote } from './resume.js';
import { settingsOrExit } from './settings.js';

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
  const next = nextCommand(status, writing);
  lines.push(`${next.label}: ${next.command ?? next.why}`);
  return lines.join('\n');
}

/** What the redraft sessions spent (writer redraft): chapter sessions of their own, in their own journals. */
export async function redraftSpend(dir: string, prices: PriceTable): Promise<ChapterSpend | undefined> {
  let spent = 0;
  let requests = 0;
  for (const { file } of await readOutline(dir))
    for (const record of await redraftRecords(dir, file)) {
      spent += estimateCost(record.usages, record.model ?? '', prices) ?? 0;
      requests += record.usages.length;
    }
  return requests > 0 ? { usd: spent, requests } : undefined;
}

/** Each chapter's kept versions (writer redraft, writer restore), with the command that brings one back. */
export async function versionLines(dir: string): Promise<string[]> {
  const files = (await readOutline(dir)).map((entry) => entry.file);
  const lines: string[] = [];
  for (const file of files) {
    const versions = await listVersions(dir, file);
    if (versions.length === 0) continue;
    const shown = versions.map(
      (v) =>
        `v${v.number} ${formatNumber(v.words)} words, ${v.kept.toISOString().slice(0, 16).replace('T', ' ')}${v.why ? ` (${v.why.slice(0, 60)})` : ''}`,
    );
    lines.push(`  ${file}: ${shown.join('; ')}`);
  }
  return lines.length === 0
    ? []
    : ['', 'Versions kept (writer restore <project> <chapter> --version N brings one back):', ...lines];
}

/** What to type next for a project: its resume command, or revise once finished, or why there is none. */
export function nextCommand(
  status: ProjectStatus,
  writing?: LockOwner,
): { label: 'Resume' | 'Revise'; command?: string; why?: string } {
  // Nothing to type while another writer works on it: --recover and revise would be refused.
  if (writing) return { label: 'Resume', why: `nothing to resume while process ${writing.pid} writes it` };
  // A finished session is not resumed (--recover says so) but revised.
  if (status.lastEnd?.status === 'done') return { label: 'Revise', command: reviseCommand(status.dir, 'instructions') };
  return status.resumable
    ? { label: 'Resume', command: printedResume(status) ?? resumeCommand(status.dir) }
    : { label: 'Resume', why: 'nothing to resume (no journal, no summary file)' };
}

/** A folder writer treats as a project: it has a journal or a summary file of its own. */
async function isProject(dir: string): Promise<boolean> {
  if (await isDirectory(path.join(dir, '.writer'))) return true;
  const names = await readdir(dir).catch(() => [] as string[]);
  return names.some((name) => name.startsWith(SUMMARY_PREFIX));
}

/** `writer status [project]` */
export async function statusCommand(project: string | undefined, options: CliOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  // Prices (for the spend) come from the settings.
  const { prices, outputDir: searched } = resolved.settings;
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
    const { lines: chapters, spend: parallelSpend } = await chapterSessionsStatus(dir, prices, writing);
    // Every session counts: the chapter sessions of --parallel and of writer redraft alike.
    const redrafts = await redraftSpend(dir, prices);
    const chapterSpend =
      parallelSpend && redrafts
        ? { usd: parallelSpend.usd + redrafts.usd, requests: parallelSpend.requests + redrafts.requests }
        : (parallelSpend ?? redrafts);
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
        ...(await versionLines(dir)),
      ].join('\n')}\n`,
    );
    return EXIT.done;
  } catch (error) {
    printError(`Cannot read ${dir}: ${errorMessage(error)}`);
    return EXIT.usage;
  }
}
