import type { Token } from 'marked';
import { chapterText } from '../export/chapterText.js';
import { placeInBookLinks } from '../export/links.js';
import { escapeXml, renderXhtml } from '../export/xhtml.js';

/**
 * A chapter as the studio's reader shows it: the title and the body in
 * blocks (a paragraph, a heading, a quote…), each with the line of the file
 * it starts on, so a checker finding can be shown at its line. The blocks
 * are made by export's own parser and renderer (chapterText, renderXhtml:
 * raw HTML as text, only web, mail and in-book links) — the reader shows
 * exactly what the book will.
 */

export interface ChapterBlock {
  /** 1-based line of the chapter file the block starts on. */
  line: number;
  /** Safe XHTML: export's renderer, never the file's own markup. */
  html: string;
}

export interface ChapterView {
  title: string;
  blocks: ChapterBlock[];
}

/** The 1-based line of each token, found by its raw text in the file in order (a token not found keeps the last line). */
function startLines(text: string, tokens: readonly Token[]): number[] {
  const source = text.replace(/\r\n?/g, '\n');
  const lines: number[] = [];
  let cursor = 0;
  let line = 1;
  for (const token of tokens) {
    const at = token.raw ? source.indexOf(token.raw, cursor) : -1;
    if (at >= 0) {
      for (let i = cursor; i < at; i++) if (source.charCodeAt(i) === 10) line++;
      cursor = at;
    }
    // A token's own leading blank lines are not where its text starts.
    const leading = /^\n*/.exec(token.raw)?.[0].length ?? 0;
    lines.push(line + leading);
  }
  return lines;
}

/**
 * `chapterLink(n)`: where the reader shows chapter n of the book (an in-book
 * link "#chapter-3"), or undefined when there is no such chapter.
 */
export function chapterView(
  text: string,
  fallbackTitle: string,
  chapters: number,
  chapterLink: (n: number) => string,
  parse: typeof chapterText = chapterText,
): ChapterView {
  try {
    return parsedView(text, fallbackTitle, chapters, chapterLink, parse);
  } catch (error) {
    // A chapter the parser cannot take (a stack overflow on a 5 MB paragraph was seen once in a loaded test run) is
    // still shown: as its plain paragraphs, escaped, each at its line.
    if (!(error instanceof RangeError)) throw error;
    return plainView(text, fallbackTitle);
  }
}

/** A chapter as plain paragraphs (blank lines between them), escaped: the title its first "# " line or the fallback. */
export function plainView(text: string, fallbackTitle: string): ChapterView {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const heading = lines.findIndex((l) => /^#\s+\S/.test(l));
  const title = heading >= 0 ? (lines[heading] as string).replace(/^#\s+/, '').trim() : fallbackTitle;
  const blocks: ChapterBlock[] = [];
  let start = -1;
  lines.forEach((l, i) => {
    const blank = l.trim() === '' || i === heading;
    if (!blank && start < 0) start = i;
    if ((blank || i === lines.length - 1) && start >= 0) {
      const end = blank ? i : i + 1;
      blocks.push({ line: start + 1, html: `<p>${escapeXml(lines.slice(start, end).join('\n'))}</p>` });
      start = -1;
    }
  });
  return { title, blocks };
}

function parsedView(
  text: string,
  fallbackTitle: string,
  chapters: number,
  chapterLink: (n: number) => string,
  parse: typeof chapterText,
): ChapterView {
  const { title, tokens } = parse(text, fallbackTitle);
  const lines = startLines(text, tokens);
  const blocks: ChapterBlock[] = [];
  tokens.forEach((token, i) => {
    if (token.type === 'space' || token.type === 'def') return;
    const html = renderXhtml([token]);
    if (html === '') return;
    blocks.push({ line: lines[i] ?? 1, html: placeInBookLinks(html, chapters, chapterLink) });
  });
  return { title, blocks };
}
