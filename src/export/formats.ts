import path from 'node:path';
import type { Book } from './book.js';

/** The formats `writer export` makes, their file extensions, and which one a command line asks for. */

export const FORMATS = ['md', 'epub', 'docx', 'html'] as const;
export type Format = (typeof FORMATS)[number];

const EXTENSIONS: Record<string, Format> = {
  '.md': 'md',
  '.markdown': 'md',
  '.epub': 'epub',
  '.docx': 'docx',
  '.html': 'html',
  '.htm': 'html',
};

export class FormatError extends Error {}

export function isFormat(value: string): value is Format {
  return (FORMATS as readonly string[]).includes(value);
}

/**
 * --format wins; without it, --out's extension says (book.epub → epub); else
 * markdown. A --format that contradicts a known --out extension is refused
 * rather than guessed at: "book.md" holding a zip would surprise anyone.
 */
export function chooseFormat(format: string | undefined, out: string | undefined): Format {
  const fromExtension = out ? EXTENSIONS[path.extname(out).toLowerCase()] : undefined;
  if (format === undefined) return fromExtension ?? 'md';
  const wanted = format.toLowerCase();
  if (!isFormat(wanted)) throw new FormatError(`unknown format "${format}": use one of ${FORMATS.join(', ')}`);
  if (fromExtension && fromExtension !== wanted)
    throw new FormatError(
      `--format ${wanted} does not match --out ${path.basename(out ?? '')} (a .${fromExtension} name)`,
    );
  return wanted;
}

/** Where a project's book goes when --out does not say: beside the project folder. */
export function defaultTarget(projectDir: string, format: Format): string {
  return `${projectDir}.manuscript.${format}`;
}

/** The book in a format, as the bytes or text to write. */
export async function renderBook(book: Book, format: Format): Promise<string | Uint8Array> {
  // Each renderer loads only when asked for: docx is large, and md needs none of them.
  switch (format) {
    case 'md':
      return (await import('./markdown.js')).renderMarkdown(book);
    case 'html':
      return (await import('./html.js')).renderHtml(book);
    case 'epub':
      return (await import('./epub.js')).renderEpub(book);
    case 'docx':
      return (await import('./docx.js')).renderDocx(book);
  }
}
