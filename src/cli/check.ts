import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { formatExplanation } from '../check/explain.js';
import {
  CheckInputError,
  type CheckReport,
  checkProject,
  DEFAULT_MIN_CONFIDENCE,
  formatFinding,
} from '../check/index.js';
import { saveLastCheck } from '../check/store.js';
import { plural } from '../ui/plural.js';
import { errorMessage } from '../util/errors.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { isDirectory, resolveProject } from './project.js';
import { settingsOrExit } from './settings.js';

/**
 * `writer check [project | folder | name]`: the continuity checker, like a
 * linter: findings on stdout one per line (or one JSON document with --json),
 * exit 0 when clean, 1 with findings, 2 on bad input. No key, no request.
 */

export interface CheckCommandOptions extends CliOptions {
  json?: boolean;
  minConfidence?: number;
  /** Say which facts were taken from where (the text or the bible). */
  explain?: boolean;
}

/** A folder, or the name of a project under the output folder, or the newest project there. */
async function resolveFolder(given: string | undefined, outputDir: string): Promise<string | undefined> {
  // The project status reader (journals, chapter sessions, locks) only when a newest project is looked for: a
  // manuscript named outright is checked without loading it.
  const newestProject = async (dir: string) => (await import('../craft/status.js')).newestProject(dir);
  if (given === undefined) return newestProject(outputDir);
  const found = await resolveProject(given, outputDir);
  if (found === undefined || !(await isDirectory(found))) return undefined;
  // `writer check output`: the folder of the projects, not a manuscript. Check its newest project, as status does.
  const names = await readdir(found).catch(() => [] as string[]);
  if (!names.some((name) => name.endsWith('.md'))) return (await newestProject(found)) ?? found;
  return found;
}

export function formatReport(report: CheckReport): string {
  const lines = report.findings.map(formatFinding);
  const count = plural(report.findings.length, 'finding');
  lines.push(
    `${report.findings.length === 0 ? 'No findings' : count} in ${plural(report.chapters.length, 'chapter')} (${formatNumber(report.words)} words).`,
  );
  const hidden: string[] = [];
  if (report.dismissed?.length) hidden.push(`${plural(report.dismissed.length, 'finding')} dismissed in review.md`);
  if (report.ignored?.length)
    hidden.push(`${plural(report.ignored.length, 'finding')} on the ignore list (check: ignore in writer.config.yaml)`);
  if (hidden.length > 0) lines.push(`Not shown: ${hidden.join('; ')}.`);
  for (const s of report.skipped) lines.push(`Not checked: ${s.check} — ${s.reason}.`);
  if (report.facts) lines.push('', ...formatExplanation(report.facts));
  return `${lines.join('\n')}\n`;
}

export async function checkCommand(given: string | undefined, options: CheckCommandOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const outputDir = resolved.settings.outputDir;
  const ignore = resolved.settings.check?.ignore ?? [];
  const defaultLang = resolved.settings.lang;
  const dir = await resolveFolder(given, outputDir);
  if (!dir) {
    printError(
      given === undefined
        ? `No project given and none found in ${path.resolve(outputDir)}.`
        : `No such folder or project: ${given} (looked in . and ${path.resolve(outputDir)}).`,
    );
    return EXIT.usage;
  }
  const minConfidence = options.minConfidence ?? DEFAULT_MIN_CONFIDENCE;
  let report: CheckReport;
  try {
    report = await checkProject(dir, {
      minConfidence,
      ignore,
      explain: options.explain === true,
      // --lang given here wins over the project's own writer.config.yaml, which wins over the settings where writer runs.
      ...(options.lang ? { langTag: options.lang } : {}),
      ...(defaultLang ? { defaultLang } : {}),
    });
  } catch (error) {
    if (error instanceof CheckInputError) {
      printError(error.message);
      return EXIT.usage;
    }
    printError(`Cannot read ${dir}: ${errorMessage(error)}`);
    return EXIT.usage;
  }
  if (report.chapters.length === 0) {
    printError(`No chapters in ${dir} (the outline's files, else chapter_*.md, else any markdown file).`);
    return EXIT.usage;
  }
  // Keeping the result is a convenience for status and export: a folder we may not write to still gets its check.
  const { facts: _facts, ...kept } = report;
  await saveLastCheck(dir, kept, minConfidence).catch((error: unknown) =>
    process.stderr.write(`writer: the check was not saved in ${dir}/.writer: ${errorMessage(error)}\n`),
  );
  process.stdout.write(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
  return report.findings.length > 0 ? EXIT.failed : EXIT.done;
}
