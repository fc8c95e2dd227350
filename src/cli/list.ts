import { promises as fs } from 'node:fs';
import path from 'node:path';
import { estimateCost, type PriceTable } from '../config/prices.js';
import { type ProjectStatus, projectStatus } from '../craft/status.js';
import { projectFolders } from '../export/project.js';
import { chapterSessionsSpend } from '../parallel/status.js';
import { type LockOwner, liveLockOwner, projectLockPath } from '../project/lock.js';
import { plural } from '../ui/plural.js';
import { errorMessage } from '../util/errors.js';
import { usd } from '../util/money.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { settingsOrExit } from './settings.js';

/**
 * `writer list`: every project in the output folder, one line each, newest
 * change first: its state (finished, incomplete, being written, stopped at
 * the cap…), the work's words, what it cost and when it last changed.
 */

export interface ListOptions extends CliOptions {
  json?: boolean;
}

export interface ProjectEntry {
  name: string;
  dir: string;
  state: string;
  words: number;
  /** USD spent in all, from the journal; undefined when unknown (no price for the model, no journal). */
  spent?: number;
  /** When anything in the folder last changed (ISO). */
  changed: string;
}

/** How the last run of a project ended, said as the batch report says it. */
const ENDED: Record<string, string> = {
  done: 'finished',
  incomplete: 'incomplete',
  'max-iterations': 'stopped at the cap',
  budget: 'stopped at the budget',
  interrupted: 'interrupted',
  failed: 'failed',
};

export function projectState(status: ProjectStatus, writtenBy?: { pid: number }): string {
  if (writtenBy) return `being written (pid ${writtenBy.pid})`;
  if (status.lastEnd) return ENDED[status.lastEnd.status] ?? status.lastEnd.status;
  if (status.session) return 'stopped unexpectedly';
  return status.newestSummary ? 'saved (summary only)' : 'no session';
}

/** The newest modification time of anything in the folder (its files, the journal), walking it once. */
async function lastChange(dir: string): Promise<number> {
  let newest = (await fs.stat(dir)).mtimeMs;
  const walk = async (folder: string): Promise<void> => {
    const entries = await fs.readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile()) newest = Math.max(newest, (await fs.stat(full).catch(() => undefined))?.mtimeMs ?? 0);
    }
  };
  await walk(dir);
  return newest;
}

/** One project as the list shows it, with the status and lock owner it was read from (the studio shows more of them). */
export interface DescribedProject {
  entry: ProjectEntry;
  status: ProjectStatus;
  owner?: LockOwner;
}

export async function describeProject(dir: string, prices: PriceTable): Promise<DescribedProject> {
  const status = await projectStatus(dir);
  const owner = await liveLockOwner(projectLockPath(dir));
  const own = status.usages.length > 0 ? estimateCost(status.usages, status.session?.model ?? '', prices) : undefined;
  // A book drafted in parallel: its chapter sessions' requests are in their own journals.
  const chapters = await chapterSessionsSpend(dir, prices);
  const spent = own === undefined ? own : own + (chapters?.usd ?? 0);
  const entry: ProjectEntry = {
    name: path.basename(dir),
    dir,
    state: projectState(status, owner),
    words: status.workWords,
    ...(spent !== undefined ? { spent } : {}),
    changed: new Date(await lastChange(dir)).toISOString(),
  };
  return { entry, status, ...(owner ? { owner } : {}) };
}

export async function listProjects(outputDir: string, prices: PriceTable): Promise<ProjectEntry[] | undefined> {
  const folders = await projectFolders(outputDir);
  if (!folders) return undefined;
  const entries: ProjectEntry[] = [];
  for (const dir of folders) entries.push((await describeProject(dir, prices)).entry);
  return entries.sort((a, b) => b.changed.localeCompare(a.changed));
}

/** "2026-12-02 18:30" in local time: a person reads the clock on the wall. */
function localMinute(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

export function formatList(entries: readonly ProjectEntry[], outputDir: string): string {
  const rows = entries.map((entry) => [
    entry.name,
    entry.state,
    plural(entry.words, 'word'),
    entry.spent !== undefined ? usd(entry.spent) : '',
    localMinute(entry.changed),
  ]);
  const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => (row[i] as string).length)));
  const lines = rows.map((row) =>
    row
      .map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i] as number) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd(),
  );
  return `${plural(entries.length, 'project')} in ${outputDir}:\n${lines.map((line) => `  ${line}`).join('\n')}\n`;
}

export async function listCommand(options: ListOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const outputDir = path.resolve(resolved.settings.outputDir);
  const prices = resolved.settings.prices;
  let entries: ProjectEntry[] | undefined;
  try {
    entries = await listProjects(outputDir, prices);
  } catch (error) {
    printError(`Cannot read ${outputDir}: ${errorMessage(error)}`);
    return EXIT.failed;
  }
  if (!entries) {
    printError(`No output folder ${outputDir} (give another with -o).`);
    return EXIT.usage;
  }
  if (options.json) {
    process.stdout.write(`${JSON.stringify({ output_dir: outputDir, projects: entries }, null, 2)}\n`);
    return EXIT.done;
  }
  if (entries.length === 0) {
    process.stdout.write(`No projects in ${outputDir}.\n`);
    return EXIT.done;
  }
  process.stdout.write(formatList(entries, outputDir));
  return EXIT.done;
}
