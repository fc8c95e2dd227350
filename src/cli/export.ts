import path from 'node:path';
import { formatFinding } from '../check/format.js';
import { lastCheckStatus } from '../check/store.js';
import { ConfigError } from '../config/errors.js';
import type { BookMeta } from '../export/book.js';
import { chooseFormat, defaultTarget, type Format, FormatError } from '../export/formats.js';
import { exportDate } from '../export/meta.js';
import { ExportError, type Exported, exportProject, NoChaptersError, projectFolders } from '../export/project.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { noSuchProject, resolveProject } from './project.js';
import { invocation, shellQuote } from './resume.js';
import { settingsForCommand } from './settings.js';

export interface ExportOptions {
  out?: string;
  format?: string;
  author?: string;
  lang?: string;
  all?: boolean;
  outputDir?: string;
}

function fail(message: string, code: number = EXIT.usage): number {
  process.stderr.write(`${message}\n`);
  return code;
}

function summary(done: Exported): string {
  const chapters = done.book.chapters.length;
  return `"${done.book.title}", ${chapters} ${chapters === 1 ? 'chapter' : 'chapters'}, ${formatNumber(done.book.words)} words`;
}

/**
 * `writer export <project> [--format f] [--out file]` and `writer export --all`:
 * the book lands beside the project folder unless --out says otherwise.
 */
export async function exportCommand(project: string | undefined, options: ExportOptions): Promise<number> {
  if (options.all && project) return fail('Give a project folder or --all, not both.');
  if (!options.all && !project) return fail('Give a project folder to export, or --all for every project.');
  if (options.all && options.out)
    return fail('--out names one file; with --all each book lands beside its project folder.');
  let format: Format;
  let meta: BookMeta;
  let outputDir: string;
  try {
    format = chooseFormat(options.format, options.out);
    const { settings } = await settingsForCommand({
      ...(options.lang ? { lang: options.lang } : {}),
      ...(options.outputDir ? { outputDir: options.outputDir } : {}),
    });
    // --author, else the config's author (or WRITER_AUTHOR): a writer's name is the same on every book.
    meta = {
      author: options.author?.trim() || settings.author,
      lang: settings.lang ?? 'en',
      date: exportDate(process.env),
    };
    outputDir = path.resolve(settings.outputDir);
  } catch (error) {
    if (error instanceof FormatError || error instanceof ConfigError) return fail(`${error.message}`);
    throw error;
  }
  if (!project) return exportAll(outputDir, format, meta);
  // A project's name alone is looked up in the output folder.
  const dir = await resolveProject(project, outputDir);
  if (dir === undefined) return fail(noSuchProject(project, outputDir));
  return exportOne(path.resolve(dir), options.out, format, meta);
}

async function exportOne(dir: string, out: string | undefined, format: Format, meta: BookMeta): Promise<number> {
  let done: Exported;
  try {
    done = await exportProject(dir, path.resolve(out ?? defaultTarget(dir, format)), format, meta);
  } catch (error) {
    if (error instanceof ExportError) return fail(error.message);
    throw error;
  }
  process.stdout.write(`Wrote ${done.target}: ${summary(done)}.\n`);
  if (done.book.missing.length > 0)
    process.stdout.write(`Not written yet (in the outline): ${done.book.missing.join(', ')}\n`);
  if (done.book.leftOut.length > 0)
    process.stdout.write(`Left out (not in the outline): ${done.book.leftOut.join(', ')}\n`);
  const warning = await checkWarning(dir);
  if (warning) process.stderr.write(`${warning}\n`);
  return EXIT.done;
}

/**
 * A warning, not a refusal: the last `writer check` left findings that
 * review.md does not mark fixed or dismissed. The book is written all the same.
 */
export async function checkWarning(dir: string): Promise<string | undefined> {
  const last = await lastCheckStatus(dir).catch(() => undefined);
  if (!last || last.unresolved.length === 0) return undefined;
  const n = last.unresolved.length;
  const first = last.unresolved[0] ? `, e.g. ${formatFinding(last.unresolved[0]).slice(2)}` : '';
  return `Warning: the last writer check found ${n} unresolved finding${n === 1 ? '' : 's'}${first}${last.changed ? ' (the text changed since; check again)' : ''}. See them with: ${invocation()} check ${shellQuote(dir)}`;
}

/** Every project under the output folder, one file each beside its folder; a project without chapters is skipped. */
async function exportAll(outputDir: string, format: Format, meta: BookMeta): Promise<number> {
  const folders = await projectFolders(outputDir);
  if (!folders) return fail(`No output folder ${outputDir} (give another with -o).`);
  if (folders.length === 0) return fail(`No projects in ${outputDir}.`);
  let written = 0;
  let failed = 0;
  const lines: string[] = [];
  for (const dir of folders) {
    const name = path.basename(dir);
    try {
      const done = await exportProject(dir, defaultTarget(dir, format), format, meta);
      written++;
      lines.push(`  ${name} → ${done.target}: ${summary(done)}`);
    } catch (error) {
      if (!(error instanceof ExportError)) throw error;
      const empty = error instanceof NoChaptersError;
      if (!empty) failed++;
      lines.push(`  ${name}: ${empty ? 'skipped, no chapters yet' : error.message}`);
    }
  }
  const books = `${written} ${written === 1 ? 'book' : 'books'}`;
  process.stdout.write(`Exported ${books} (${format}) from ${outputDir}:\n${lines.join('\n')}\n`);
  if (failed > 0) return EXIT.failed;
  return written > 0 ? EXIT.done : fail(`No project in ${outputDir} has chapters to export yet.`);
}
