import path from 'node:path';
import { buildManuscript } from '../craft/manuscript.js';
import { writeFileAtomic } from '../util/atomicWrite.js';
import { countWords, formatNumber } from '../util/words.js';
import { EXIT } from './exitCodes.js';
import { isDirectory } from './status.js';

/** `writer export <project> [--out file]`: the manuscript lands beside the project folder unless told otherwise. */
export async function exportCommand(project: string, out: string | undefined): Promise<number> {
  const dir = path.resolve(project);
  if (!(await isDirectory(dir))) {
    process.stderr.write(`No such project folder: ${dir}\n`);
    return EXIT.usage;
  }
  let manuscript: Awaited<ReturnType<typeof buildManuscript>>;
  try {
    manuscript = await buildManuscript(dir);
  } catch (error) {
    process.stderr.write(`Cannot read ${dir}: ${(error as Error).message}\n`);
    return EXIT.usage;
  }
  if (manuscript.chapters.length === 0) {
    process.stderr.write(`${dir} has no chapters to export yet.\n`);
    return EXIT.failed;
  }
  const target = path.resolve(out ?? `${dir}.manuscript.md`);
  await writeFileAtomic(target, manuscript.markdown);
  process.stdout.write(
    `Wrote ${target}: "${manuscript.title}", ${manuscript.chapters.length} chapters, ${formatNumber(countWords(manuscript.markdown))} words.\n`,
  );
  if (manuscript.missing.length > 0)
    process.stdout.write(`Not written yet (in the outline): ${manuscript.missing.join(', ')}\n`);
  if (manuscript.leftOut.length > 0)
    process.stdout.write(`Left out (not in the outline): ${manuscript.leftOut.join(', ')}\n`);
  return EXIT.done;
}
