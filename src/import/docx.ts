import { decodeReferences, XML_ENTITIES } from '../util/entities.js';
import { ImportInputError } from './errors.js';

/**
 * A Word document (DOCX) as markdown, through mammoth (a kept converter that
 * reads Word's styles: a "Heading 1" paragraph is a heading, italics are
 * italics). mammoth gives HTML; the few elements it writes become markdown
 * blocks here: headings as `#`, paragraphs, list items, bold and italics.
 * Every word of Word's text (read from mammoth's document model as it is
 * converted) must come through: the import counts them against the markdown.
 */

/** The references mammoth's HTML uses: XML's five and the no-break space. */
const ENTITIES = new Map([...XML_ENTITIES, ['nbsp', '\u00a0']]);

function decodeEntities(text: string): string {
  return decodeReferences(text, ENTITIES, true);
}

const BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote', 'caption']);

/** mammoth's HTML as markdown blocks, one blank line between them. Pure. */
export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  let current = '';
  let prefix = '';
  const flush = () => {
    const text = current.replace(/[ \t]+\n/g, '\n').trim();
    if (text !== '') blocks.push(`${prefix}${text}`);
    current = '';
    prefix = '';
  };
  for (const m of html.matchAll(/<(\/?)([a-zA-Z0-9]+)[^>]*>|([^<]+)/g)) {
    if (m[3] !== undefined) {
      current += decodeEntities(m[3]);
      continue;
    }
    const closing = m[1] === '/';
    const tag = (m[2] as string).toLowerCase();
    if (BLOCKS.has(tag)) {
      if (!closing) {
        flush();
        const level = /^h([1-6])$/.exec(tag)?.[1];
        prefix = level ? `${'#'.repeat(Number(level))} ` : tag === 'li' ? '- ' : tag === 'blockquote' ? '> ' : '';
      } else flush();
    } else if (tag === 'br') current += '\n';
    else if (tag === 'strong' || tag === 'b') current += '**';
    else if (tag === 'em' || tag === 'i') current += '*';
  }
  flush();
  return `${blocks.join('\n\n')}\n`;
}

/** A node of mammoth's document model, as far as its text goes. */
interface DocNode {
  type?: string;
  value?: string;
  children?: DocNode[];
}

/** Every text node's words, read from the document model the HTML is written from (one parse, not two). */
function textOf(node: DocNode, into: string[]): void {
  if (node.type === 'text' && typeof node.value === 'string') into.push(node.value);
  for (const child of node.children ?? []) textOf(child, into);
  if (node.type === 'paragraph') into.push('\n\n');
}

export async function docxToMarkdown(bytes: Uint8Array, file: string): Promise<{ text: string; rawText: string }> {
  const { default: mammoth } = await import('mammoth');
  const buffer = Buffer.from(bytes);
  const raw: string[] = [];
  try {
    const html = await mammoth.convertToHtml(
      { buffer },
      {
        transformDocument: (document: DocNode) => {
          textOf(document, raw);
          return document;
        },
      },
    );
    return { text: htmlToMarkdown(html.value), rawText: raw.join('') };
  } catch (error) {
    throw new ImportInputError(
      `${file} is not a Word document that can be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)}).`,
    );
  }
}
