import path from 'node:path';
import { projectLockPath } from '../project/lock.js';
import { keepVersion, listVersions, readVersion } from '../project/versions.js';
import { writeFileAtomic } from '../util/atomicWrite.js';
import { readTextIfExists } from '../util/files.js';
import { countWords, formatNumber } from '../util/words.js';
import { projectChapterOrExit } from './chapterArg.js';
import { EXIT } from './exitCodes.js';
import { lockOrExit } from './lockOrExit.js';
import { printError } from './messages.js';
import type { CliOptions } from './options.js';
import { invocation, printedCommand } from './resume.js';
import { settingsOrExit } from './settings.js';

/**
 * `writer restore <project> <chapter file> [--version N]`: a kept version of
 * a chapter back in its place (the newest when no number is given). The text
 * it replaces is kept as a version first, so nothing is ever lost and a
 * restore can itself be undone. No key, no request.
 */

export interface RestoreOptions extends CliOptions {
  version?: number;
}

export async function restoreCommand(project: string, chapterName: string, options: RestoreOptions): Promise<number> {
  const resolved = await settingsOrExit(options);
  if (typeof resolved === 'number') return resolved;
  const outputDir = resolved.settings.outputDir;
  const named = await projectChapterOrExit(project, chapterName, outputDir);
  if (typeof named === 'number') return named;
  const { found, dir, arg } = named;
  const file = arg.chapter.file;
  const versions = await listVersions(dir, file);
  if (versions.length === 0) {
    printError(`${file} has no kept versions (a redraft keeps one).`);
    return EXIT.usage;
  }
  const number = options.version ?? (versions.at(-1)?.number as number);
  if (!versions.some((v) => v.number === number)) {
    printError(`${file} has no version ${number}; its versions: ${versions.map((v) => v.number).join(', ')}.`);
    return EXIT.usage;
  }
  const lock = await lockOrExit(projectLockPath(dir), `the project folder ${dir}`);
  if (typeof lock === 'number') return lock;
  try {
    const wanted = (await readVersion(dir, file, number)) as string;
    const current = await readTextIfExists(path.join(dir, file));
    if (current === wanted) {
      process.stdout.write(`${file} already holds version ${number}: nothing to restore.\n`);
      return EXIT.done;
    }
    // The text it replaces first: kept exactly once, however often this is run.
    const kept =
      current !== undefined && countWords(current) > 0
        ? await keepVersion(dir, file, current, `before restore of version ${number}`)
        : undefined;
    await writeFileAtomic(path.join(dir, file), wanted);
    process.stdout.write(
      `Restored ${file} to version ${number} (${formatNumber(countWords(wanted))} words).\n` +
        (kept
          ? `The text it replaced (${formatNumber(countWords(current ?? ''))} words) is kept as version ${kept.number}: ${printedCommand(invocation(), ['restore', found, file, '--version', String(kept.number)])} brings it back.\n`
          : ''),
    );
    return EXIT.done;
  } finally {
    await lock.release();
  }
}
