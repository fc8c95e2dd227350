import { promises as fs } from 'node:fs';
import path from 'node:path';
import { errnoCode } from '../util/errors.js';
import { naturalOrder } from '../util/order.js';
import { docxToMarkdown } from './docx.js';
import { ImportInputError } from './errors.js';

export { ImportInputError };

/**
 * A manuscript as the author hands it over: one markdown, text or Word file,
 * or a folder of chapter files. Read and checked before anything is made: a
 * missing, empty, binary or non-UTF-8 file is refused with the reason (an
 * ImportInputError), so a bad input never leaves half a project behind.
 */

export const TEXT_EXTENSIONS = new Set(['.md', '.markdown', '.txt', '.text']);
export const DOCX_EXTENSION = '.docx';
/** The plan files of a project: in a folder of chapters they are not chapters. */
const PLAN_NAMES = new Set(['outline.md', 'bible.md', 'review.md']);
/** Larger than any novel (a 500,000-word book is about 3 MB of text; a DOCX with pictures more). */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

export interface SourceFile {
  /** The file's path as given (or inside the folder given). */
  path: string;
  /** Its text: as written for markdown and text, converted to markdown for a DOCX. */
  text: string;
  /** For a DOCX, the text Word holds (mammoth's raw text), to count the conversion's words against. */
  rawText?: string;
}

export interface Source {
  kind: 'file' | 'folder';
  /** The path as given. */
  given: string;
  files: SourceFile[];
  /** The author's own plan files found in a folder (bible.md, outline.md), kept as they are. */
  plan: Map<string, string>;
}

async function statOf(file: string): Promise<import('node:fs').Stats | undefined> {
  try {
    return await fs.stat(file);
  } catch (error) {
    if (errnoCode(error) === 'ENOENT' || errnoCode(error) === 'ENOTDIR') return undefined;
    throw new ImportInputError(`Cannot read ${file}: ${errnoCode(error) ?? String(error)}.`);
  }
}

/** A name with a control character cannot be shown or typed back safely: refused (it cannot come from a person). */
function checkName(file: string): void {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(file))
    throw new ImportInputError(`The name ${JSON.stringify(file)} holds a control character.`);
}

/** UTF-8 text, or the reason it is not: NUL bytes (a binary file), or bytes UTF-8 does not allow. */
export function decodeText(bytes: Uint8Array, file: string): string {
  if (bytes.length === 0) throw new ImportInputError(`${file} is empty.`);
  if (bytes.includes(0))
    throw new ImportInputError(`${file} is not a text file (it holds binary data). Give a .md, .txt or .docx file.`);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ImportInputError(
      `${file} is not UTF-8 text (perhaps Latin-1 or Windows-1252): save it as UTF-8 and import it again.`,
    );
  }
  // A byte-order mark and Windows line ends are the file's encoding, not its words.
  text = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new ImportInputError(`${file} is empty (only blank lines).`);
  return text;
}

async function readBytes(file: string): Promise<Uint8Array> {
  const stat = await statOf(file);
  if (!stat) throw new ImportInputError(`No such file: ${file}.`);
  if (!stat.isFile()) throw new ImportInputError(`${file} is not a file.`);
  if (stat.size > MAX_FILE_BYTES)
    throw new ImportInputError(`${file} is ${Math.round(stat.size / 1024 / 1024)} MB: larger than any manuscript.`);
  return fs.readFile(file);
}

export async function readSourceFile(file: string): Promise<SourceFile> {
  checkName(file);
  const extension = path.extname(file).toLowerCase();
  const bytes = await readBytes(file);
  if (extension === DOCX_EXTENSION) {
    if (bytes.length === 0) throw new ImportInputError(`${file} is empty.`);
    const converted = await docxToMarkdown(bytes, file);
    if (converted.text.trim() === '') throw new ImportInputError(`${file} holds no text.`);
    return { path: file, text: converted.text, rawText: converted.rawText };
  }
  if (!TEXT_EXTENSIONS.has(extension) && extension !== '')
    throw new ImportInputError(`${file}: a ${extension} file cannot be imported. Give a .md, .txt or .docx file.`);
  return { path: file, text: decodeText(bytes, file) };
}

/** The chapter files of a folder, in reading order: numbers in numeric order (chapter 2 before chapter 10). */
export async function chapterFilesIn(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir);
  return names
    .filter((name) => !name.startsWith('.') && !PLAN_NAMES.has(name.toLowerCase()))
    .filter((name) => {
      const extension = path.extname(name).toLowerCase();
      return TEXT_EXTENSIONS.has(extension) || extension === DOCX_EXTENSION;
    })
    .sort(naturalOrder);
}

export async function readSource(given: string): Promise<Source> {
  checkName(given);
  const stat = await statOf(given);
  if (!stat) throw new ImportInputError(`No such file or folder: ${given}.`);
  if (stat.isDirectory()) {
    const names = await chapterFilesIn(given);
    if (names.length === 0) throw new ImportInputError(`${given} holds no chapter files (.md, .txt or .docx).`);
    const files: SourceFile[] = [];
    for (const name of names) files.push(await readSourceFile(path.join(given, name)));
    const plan = new Map<string, string>();
    for (const name of ['bible.md', 'outline.md']) {
      const bytes = await fs.readFile(path.join(given, name)).catch(() => undefined);
      if (bytes && bytes.length > 0) plan.set(name, decodeText(bytes, path.join(given, name)));
    }
    return { kind: 'folder', given, files, plan };
  }
  return { kind: 'file', given, files: [await readSourceFile(given)], plan: new Map() };
}
