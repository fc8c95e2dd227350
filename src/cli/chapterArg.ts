import { promises as fs } from 'node:fs';
import path from 'node:path';
import { type ChapterPlan, parallelPlan } from '../parallel/plan.js';
import { isPlanFile, OUTLINE_FILE } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { naturalOrder } from '../util/order.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';
import { isDirectory, noSuchProject, resolveProject } from './project.js';

/**
 * A chapter named on the command line (`writer redraft <project> chapter_03.md`,
 * `writer restore …`): a chapter of the project's outline (else one of its
 * markdown files), named as the outline names it. Anything else is refused
 * with the reason before anything is read or sent: a path that leaves the
 * folder (`..`, an absolute path), a pattern (`chapter_*.md`), control
 * characters, one of writer's own files.
 */

export interface ChapterArg {
  chapter: ChapterPlan;
  previous?: ChapterPlan | undefined;
  next?: ChapterPlan | undefined;
  number: number;
  of: number;
}

/** Why the name cannot be a chapter's, or undefined. */
export function chapterNameProblem(given: string): string | undefined {
  if (given.trim() === '') return 'the chapter file name is empty';
  if (/\p{Cc}/u.test(given)) return `${JSON.stringify(given)} holds a control character`;
  if (/[*?[\]{}]/.test(given)) return `"${given}" is a pattern; name one chapter file, e.g. chapter_03.md`;
  if (path.isAbsolute(given) || /^[a-zA-Z]:/.test(given))
    return `"${given}" is an absolute path; name the chapter file as the outline does, e.g. chapter_03.md`;
  const parts = given.split(/[\\/]+/);
  if (parts.includes('..')) return `"${given}" leaves the project folder`;
  if (parts.some((part) => part.startsWith('.'))) return `"${given}" is one of writer's own files`;
  return undefined;
}

async function chaptersOf(dir: string): Promise<ChapterPlan[]> {
  const outline = await readTextIfExists(path.join(dir, OUTLINE_FILE));
  const plan = outline ? parallelPlan(outline) : undefined;
  if (plan && 'chapters' in plan) return plan.chapters;
  const names = (await fs.readdir(dir)).filter((name) => name.endsWith('.md') && !isPlanFile(name));
  return names.sort(naturalOrder).map((file) => ({ file, title: '' }));
}

/** The chapter and its neighbours, or why `given` names none of the project's chapters. */
export async function resolveChapter(dir: string, given: string): Promise<ChapterArg | string> {
  const problem = chapterNameProblem(given);
  if (problem) return `${problem}.`;
  const wanted = (given.endsWith('.md') ? given : `${given}.md`).replace(/\\/g, '/').replace(/^\.\//, '');
  const chapters = await chaptersOf(dir);
  const index = chapters.findIndex((chapter) => chapter.file === wanted);
  if (index < 0) {
    const names = chapters.map((chapter) => chapter.file);
    const shown =
      names.length > 6 ? `${names.slice(0, 3).join(', ')} … ${names.slice(-2).join(', ')}` : names.join(', ');
    return names.length === 0
      ? `${dir} has no chapters (no outline.md with chapter lines, no chapter files).`
      : `${wanted} is not a chapter of ${dir}; its chapters are ${shown}.`;
  }
  return {
    chapter: chapters[index] as ChapterPlan,
    previous: chapters[index - 1],
    next: chapters[index + 1],
    number: index + 1,
    of: chapters.length,
  };
}

/**
 * The project folder (`found` as the user named it, for the commands printed back; `dir` resolved) and the chapter a
 * command names (redraft, restore), or exit 2 with the reason printed.
 */
export async function projectChapterOrExit(
  project: string,
  chapterName: string,
  outputDir: string,
): Promise<{ found: string; dir: string; arg: ChapterArg } | number> {
  const found = await resolveProject(project, outputDir);
  if (found === undefined || !(await isDirectory(found))) {
    printError(found === undefined ? noSuchProject(project, outputDir) : `Not a project folder: ${project}`);
    return EXIT.usage;
  }
  const dir = path.resolve(found);
  const arg = await resolveChapter(dir, chapterName);
  if (typeof arg === 'string') {
    printError(arg);
    return EXIT.usage;
  }
  return { found, dir, arg };
}
