import path from 'node:path';
import { type ImportPlan, planImport, writeImport } from '../import/build.js';
import { ImportInputError } from '../import/errors.js';
import { readSource } from '../import/source.js';
import { plural } from '../ui/plural.js';
import { formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { invocation, printedCommand } from './resume.js';
import { settingsOrExit } from './settings.js';

/**
 * `writer import <file or folder> [-o DIR] [--name NAME] [--heading REGEX]`:
 * the author's own manuscript made into a writer project, with no key and no
 * request. Every refusal (a bad file, a split that looks wrong, a taken name)
 * is exit 2 with the reason, and nothing is made.
 */

export interface ImportCommandOptions extends CliOptions {
  name?: string;
  heading?: string;
}

/** The headings taken, shown so the author sees what the cut was made at: all of a short list, the ends of a long one. */
function headingLines(plan: ImportPlan): string[] {
  const rows = plan.chapters.map((c) => `  ${c.file}  ${formatNumber(c.words).padStart(7)} words  ${c.from}`);
  if (rows.length <= 12) return rows;
  return [...rows.slice(0, 8), `  … ${rows.length - 10} more …`, ...rows.slice(-2)];
}

export async function importCommand(given: string, options: ImportCommandOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const { outputDir, model } = resolved.settings;
  let plan: ImportPlan;
  let dir: string;
  try {
    if (options.name !== undefined && options.name.trim() === '') throw new ImportInputError('--name is empty.');
    const source = await readSource(given);
    plan = await planImport(source, { name: options.name, heading: options.heading });
    dir = await writeImport(plan, outputDir, model);
  } catch (error) {
    if (error instanceof ImportInputError) {
      printError(error.message);
      return EXIT.usage;
    }
    throw error;
  }
  const words = plan.chapters.reduce((sum, c) => sum + c.words, 0);
  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(
    `Imported ${given}: ${plural(plan.chapters.length, 'chapter')}, ${formatNumber(words)} words (every word kept: ${formatNumber(plan.words.source)} in, ${formatNumber(plan.words.kept)} out${plan.words.kept > words ? ', the title line in outline.md' : ''}).`,
  );
  out(`Headings: ${plan.rule}.`);
  for (const line of headingLines(plan)) out(line);
  out(
    plan.bibleKept
      ? 'Bible: bible.md is your own, kept as it was.'
      : `Bible: bible.md drafted from the text (${plan.facts.characters} characters, ${plan.facts.places} places, ${plan.facts.dates} dates): correct it, it is what writer checks against.`,
  );
  out(`Outline: outline.md, the chapters with their titles and word counts.`);
  out(`Project: ${dir}`);
  // The commands as they must be typed: the project by its folder, which works from here whatever -o was.
  const project = path.relative(process.cwd(), dir) || '.';
  const first = plan.chapters[0]?.file ?? 'chapter_01.md';
  out(
    `Next: ${printedCommand(invocation(), ['check', project])} · ${printedCommand(invocation(), ['redraft', project, first, 'what to change'])} · ${printedCommand(invocation(), ['export', project])}`,
  );
  return EXIT.done;
}
