import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errorMessage } from '../util/errors.js';
import { naturalOrder } from '../util/order.js';
import { type Book, type BookMeta, loadBook } from './book.js';
import { type Format, renderBook } from './formats.js';
import { metaProblem } from './meta.js';
import { WriteError, writeBook } from './write.js';

/** Exporting one project folder to one file, and finding the project folders of an output folder. */

/** A project that cannot be exported, said in one line; nothing was written. */
export class ExportError extends Error {}

/** A project with nothing to export yet (--all skips it rather than failing). */
export class NoChaptersError extends ExportError {}

export interface Exported {
  target: string;
  format: Format;
  book: Book;
}

/** A path with its links resolved as far as it exists (the rest as given): where a write would really land. */
async function realTarget(target: string): Promise<string> {
  const rest: string[] = [];
  let existing = path.resolve(target);
  for (;;) {
    const real = await fs.realpath(existing).catch(() => undefined);
    if (real) return path.join(real, ...rest);
    const parent = path.dirname(existing);
    if (parent === existing) return path.resolve(target);
    rest.unshift(path.basename(existing));
    existing = parent;
  }
}

/**
 * The book may not land inside the project it is made from: onto a chapter
 * (the whole manuscript would replace it), into `.writer/` (the journal), or
 * beside the chapters, where it would become one of the work's files.
 */
async function refuseInsideProject(dir: string, target: string): Promise<void> {
  const [project, real] = await Promise.all([fs.realpath(dir), realTarget(target)]);
  const relative = path.relative(project, real);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return;
  const what =
    relative === ''
      ? 'it is the project folder itself'
      : relative.split(path.sep)[0] === '.writer'
        ? "it is inside .writer/, writer's own records of the session"
        : (await fs.stat(real).catch(() => undefined))
          ? "it is one of the project's files, which the book would replace"
          : "it is inside the project folder, where the book would become one of the work's files";
  throw new ExportError(
    `Cannot export to ${target}: ${what}. Give a path outside ${dir}, or leave out --out to write the book beside it.`,
  );
}

export async function exportProject(dir: string, target: string, format: Format, meta: BookMeta): Promise<Exported> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw new ExportError(`No such project folder: ${dir}`);
  await refuseInsideProject(dir, target);
  const problem = metaProblem(meta);
  if (problem) throw new ExportError(problem);
  let book: Book;
  try {
    book = await loadBook(dir, meta);
  } catch (error) {
    throw new ExportError(`Cannot read ${dir}: ${errorMessage(error)}`);
  }
  if (book.chapters.length === 0) throw new NoChaptersError(`${dir} has no chapters to export yet.`);
  let data: string | Uint8Array;
  try {
    data = await renderBook(book, format);
  } catch (error) {
    throw new ExportError(`Cannot make the book from ${dir}: ${errorMessage(error)}.`);
  }
  try {
    await writeBook(target, data);
  } catch (error) {
    if (error instanceof WriteError) throw new ExportError(`Cannot export to ${target}: ${error.message}.`);
    throw error;
  }
  return { target, format, book };
}

/** The project folders under an output folder, by name (writer's own dot-folders skipped); undefined if it is missing. */
export async function projectFolders(outputDir: string): Promise<string[] | undefined> {
  const entries = await fs.readdir(outputDir, { withFileTypes: true }).catch(() => undefined);
  if (!entries) return undefined;
  return entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => path.join(outputDir, entry.name))
    .sort(naturalOrder);
}
