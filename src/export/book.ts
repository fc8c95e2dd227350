import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listProjectFiles } from '../project/files.js';
import { isPlanFile, OUTLINE_FILE, readOutline, workFiles } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { countWords } from '../util/words.js';
import { type ChapterText, chapterText } from './chapterText.js';

/**
 * The book every format is made from: the title, the metadata and the
 * chapters in outline order, each already split into its title and its body
 * (as markdown, as tokens and as XHTML). The formats only lay it out.
 */

export interface BookMeta {
  author?: string | undefined;
  /** A BCP 47 language tag: "en", "fr", "pt-BR". */
  lang: string;
  /** When the book was made. */
  date: Date;
}

export interface Chapter extends ChapterText {
  /** The chapter's file in the project, relative to it. */
  file: string;
  /** Words in the chapter file as written (the rule `writer status` counts by). */
  words: number;
}

export interface Book extends BookMeta {
  title: string;
  chapters: Chapter[];
  /** All chapters' words: the sum of their files' counts. */
  words: number;
  /** Files of the outline that do not exist yet. */
  missing: string[];
  /** Markdown files left out because the outline does not name them (the plan files are never listed). */
  leftOut: string[];
}

/** "chapter_01.md" → "Chapter 01": the last resort for a chapter title. */
function titleFromFile(file: string): string {
  const base = path.basename(file, path.extname(file)).replace(/[_-]+/g, ' ').trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** The title of the work: the outline's first "# " heading (without an "Outline:" prefix), else the folder name. */
export function workTitle(outlineText: string | undefined, projectDir: string): string {
  const match = outlineText ? /^#\s+(.+?)\s*#*\s*$/m.exec(outlineText) : null;
  const title = match?.[1]?.replace(/^outline\s*(?:[:—–-]\s*|of\s+)/i, '').trim();
  return title && !/^outline$/i.test(title) ? title : path.basename(projectDir).replace(/_/g, ' ');
}

/** Control characters but tab and newlines (XML forbids most): a stray one would make the EPUB and DOCX unreadable. */
const XML_INVALID = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]/gu;

export async function loadBook(projectDir: string, meta: BookMeta): Promise<Book> {
  const [outline, outlineText, files] = await Promise.all([
    readOutline(projectDir),
    readTextIfExists(path.join(projectDir, OUTLINE_FILE)),
    listProjectFiles(projectDir),
  ]);
  const existing = new Set(files.map((file) => file.path));
  const order = workFiles(outline, files);
  const outlineTitles = new Map(outline.map((entry) => [entry.file, entry.title]));
  const inOrder = new Set(order);

  const chapters: Chapter[] = [];
  for (const file of order) {
    if (!existing.has(file)) continue;
    const text = await fs.readFile(path.join(projectDir, file), 'utf8');
    const fallback = outlineTitles.get(file) || titleFromFile(file);
    chapters.push({ file, words: countWords(text), ...chapterText(text.replace(XML_INVALID, ''), fallback) });
  }
  return {
    ...meta,
    title: workTitle(outlineText, projectDir).replace(XML_INVALID, ''),
    chapters,
    words: chapters.reduce((sum, chapter) => sum + chapter.words, 0),
    missing: order.filter((file) => !existing.has(file)),
    leftOut: files
      .map((file) => file.path)
      .filter((file) => file.endsWith('.md') && !inOrder.has(file) && !isPlanFile(file)),
  };
}
