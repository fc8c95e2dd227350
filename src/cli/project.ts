import { stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * A project as a person names it: a path (`output/Gull_Rock`, a summary
 * file for --recover), or the project's name alone (`Gull_Rock`), looked up
 * in the output folder, as git names a branch rather than its ref file.
 * A path that exists wins; a bare name is then tried in the output folder.
 */
export async function resolveProject(given: string, outputDir: string): Promise<string | undefined> {
  if (await exists(given)) return given;
  if (given.includes('/') || given.includes(path.sep) || given === '' || given.startsWith('.')) return undefined;
  const named = path.join(outputDir, given);
  return (await exists(named)) ? named : undefined;
}

async function exists(file: string): Promise<boolean> {
  return (await stat(file).catch(() => undefined)) !== undefined;
}

/** "No such project: Gull_Rok (not a folder here, nor a project in /abs/output)". */
export function noSuchProject(given: string, outputDir: string): string {
  return `No such project: ${given} (not a folder here, nor a project in ${path.resolve(outputDir)}).`;
}

/** Whether a path is a folder (here, apart from the status command, so that `writer check` loads no more than it needs). */
export async function isDirectory(dir: string): Promise<boolean> {
  return (await stat(dir).catch(() => undefined))?.isDirectory() === true;
}
