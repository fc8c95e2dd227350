import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errorMessage } from '../util/errors.js';
import { type Book, type BookMeta, loadBook } from './book.js';
import { type Format, renderBook } from './formats.js';
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

export async function exportProject(dir: string, target: string, format: Format, meta: BookMeta): Promise<Exported> {
  const stat = await fs.stat(dir).catch(() => undefined);
  if (!stat?.isDirectory()) throw new ExportError(`No such project folder: ${dir}`);
  let book: Book;
  try {
    book = await loadBook(dir, meta);
  } catch (error) {
    throw new ExportError(`Cannot read ${dir}: ${errorMessage(error)}`);
  }
  if (book.chapters.length === 0) throw new NoChaptersError(`${dir} has no chapters to export yet.`);
  const data = await renderBook(book, format);
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
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
