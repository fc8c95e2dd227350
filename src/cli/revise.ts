import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { runCommand } from './run.js';
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
  if (!(await isDirectory(project))) {
    printError(`No such project folder: ${project}`);
    return EXIT.usage;
  }
  return runCommand([], { ...options, recover: project }, text);
}
