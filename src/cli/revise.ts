import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { noSuchProject, resolveProject } from './project.js';
import { runCommand } from './run.js';
import { settingsOrExit } from './settings.js';
import { isDirectory } from './status.js';

/**
 * `writer revise <project> "instructions"`: the project's session goes on in
 * its own folder, with the instructions as a new user turn. Everything else
 * is a run like `writer --recover`: every run option applies, iterations and
 * totals carry on, the completion check and the review pass apply again.
 */
export async function reviseCommand(project: string, instructions: string[], options: CliOptions): Promise<number> {
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
  return runCommand([], { ...options, recover: dir }, text);
}
