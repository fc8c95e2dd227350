import { promises as fs } from 'node:fs';
import path from 'node:path';
import { listProjectFiles } from '../project/files.js';
import { BIBLE_FILE, OUTLINE_FILE, readOutline } from './outline.js';

export interface Manuscript {
  title: string;
  markdown: string;
  chapters: Array<{ file: string; title: string }>;
  /** Files of the outline that do not exist yet. */
  missing: string[];
  /** Markdown files left out because the outline does not name them. */
  leftOut: string[];
}

const HEADING = /^#{1,6}\s+(.+?)\s*#*\s*$/m;

function titleFromFile(file: string): string {
  const base = path.basename(file, path.extname(file)).replace(/[_-]+/g, ' ').trim();
  return base.charAt(0).toUpperCase() + base.slice(1);
}

/** The title of the work: the outline's first "# " heading, else the folder name. */
function workTitle(outlineText: string | undefined, projectDir: string): string {
  const match = outlineText ? /^#\s+(.+?)\s*$/m.exec(outlineText) : null;
  const title = match?.[1]?.replace(/^outline\s*[:—-]\s*/i, '').trim();
  return title && !/^outline$/i.test(title) ? title : path.basename(projectDir).replace(/_/g, ' ');
}

/**
 * The whole work as one markdown file: a title, a table of contents, then
 * the chapters in outline order (without an outline: every markdown file but
 * the plan, by name). Chapters keep their own headings; one without a heading
 * gets its outline title.
 */
export async function buildManuscript(projectDir: string): Promise<Manuscript> {
  const outline = await readOutline(projectDir);
  const outlineText = await fs.readFile(path.join(projectDir, OUTLINE_FILE), 'utf8').catch(() => undefined);
  const files = (await listProjectFiles(projectDir)).filter((file) => file.path.endsWith('.md'));
  const existing = new Set(files.map((file) => file.path));
  const plan = new Set([OUTLINE_FILE, BIBLE_FILE]);

  const order =
    outline.length > 0
      ? outline.map((entry) => ({ file: entry.file, title: entry.title }))
      : files.filter((file) => !plan.has(file.path)).map((file) => ({ file: file.path, title: '' }));
  const missing = order.filter((entry) => !existing.has(entry.file)).map((entry) => entry.file);
  const inOrder = new Set(order.map((entry) => entry.file));
  const leftOut = files.map((file) => file.path).filter((file) => !inOrder.has(file) && !plan.has(file));

  const chapters: Manuscript['chapters'] = [];
  const bodies: string[] = [];
  for (const entry of order) {
    if (!existing.has(entry.file)) continue;
    const text = (await fs.readFile(path.join(projectDir, entry.file), 'utf8')).trim();
    const heading = HEADING.exec(text.split('\n').slice(0, 3).join('\n'))?.[1];
    const title = heading ?? (entry.title || titleFromFile(entry.file));
    const anchor = `chapter-${chapters.length + 1}`;
    chapters.push({ file: entry.file, title });
    bodies.push(`<a id="${anchor}"></a>\n\n${heading ? text : `## ${title}\n\n${text}`}`);
  }

  const title = workTitle(outlineText, projectDir);
  const contents = chapters.map((chapter, i) => `${i + 1}. [${chapter.title}](#chapter-${i + 1})`).join('\n');
  const markdown = `# ${title}\n\n## Contents\n\n${contents}\n\n${bodies.join('\n\n---\n\n')}\n`;
  return { title, markdown, chapters, missing, leftOut };
}
