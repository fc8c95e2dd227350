import type { ActiveProject } from '../project/active.js';
import { listProjectFiles, type ProjectFile } from '../project/files.js';
import { type OutlineEntry, readOutline, workWords } from '../project/outline.js';
import { formatNumber } from '../util/words.js';

/** A chapter file with fewer words than this is not yet written. */
const MIN_CHAPTER_WORDS = 50;
/** The work is far from done below this share of the target. */
export const TARGET_SHARE_DONE = 0.8;

/**
 * What is missing before the work can be called done: chapters of the
 * outline not written yet, and a total far below the target. Empty when
 * nothing is known to be missing.
 */
export function completionGaps(
  outline: readonly OutlineEntry[],
  files: readonly ProjectFile[],
  targetWords?: number,
): string[] {
  const words = new Map(files.map((file) => [file.path, file.words]));
  const gaps: string[] = [];
  // Without a plan or a target, the least a finished work has is some words.
  if (files.every((file) => file.words === 0)) return ['nothing was written'];
  const missing = outline.filter((entry) => (words.get(entry.file) ?? 0) < MIN_CHAPTER_WORDS);
  if (missing.length > 0) {
    const names = missing
      .slice(0, 12)
      .map((entry) => entry.file)
      .join(', ');
    gaps.push(
      `${missing.length} of ${outline.length} chapters in outline.md are not written yet: ${names}${missing.length > 12 ? ', …' : ''}`,
    );
  }
  if (targetWords) {
    const total = workWords(outline, files);
    if (total < targetWords * TARGET_SHARE_DONE) {
      gaps.push(`the work has ${formatNumber(total)} words, far below the target of ${formatNumber(targetWords)}`);
    }
  }
  return gaps;
}

/** The gaps of a session's project as it is on disk now (none without a project). */
export async function projectGaps(
  project: ActiveProject | undefined,
  targetWords: number | undefined,
  cache?: Parameters<typeof listProjectFiles>[1],
): Promise<string[]> {
  if (!project) return ['no project folder was created and nothing was written'];
  const [outline, files] = await Promise.all([readOutline(project.dir), listProjectFiles(project.dir, cache)]);
  return completionGaps(outline, files, targetWords);
}
