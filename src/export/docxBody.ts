import {
  AlignmentType,
  ExternalHyperlink,
  HeadingLevel,
  LevelFormat,
  Paragraph,
  type ParagraphChild,
  Table,
  TableCell,
  TableRow,
  TextRun,
} from 'docx';
import type { Token, Tokens } from 'marked';
import { inBookChapter, safeHref } from './links.js';
import { decodeEntities, rawHtmlKind } from './xhtml.js';

/**
 * A chapter body (marked tokens) as Word paragraphs and tables: headings in
 * heading styles, bold, italics and strike-through as run formatting, lists
 * with real bullets and numbering, quotes indented, scene breaks centered.
 */

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
  HeadingLevel.HEADING_5,
  HeadingLevel.HEADING_6,
] as const;

function heading(depth: number): (typeof HEADINGS)[number] {
  return HEADINGS[Math.min(Math.max(depth, 1), HEADINGS.length) - 1] as (typeof HEADINGS)[number];
}

interface RunFormat {
  bold?: boolean;
  italics?: boolean;
  strike?: boolean;
  code?: boolean;
}

const MONO = 'Courier New';

function textRun(text: string, format: RunFormat): TextRun {
  return new TextRun({
    text,
    ...(format.bold ? { bold: true } : {}),
    ...(format.italics ? { italics: true } : {}),
    ...(format.strike ? { strike: true } : {}),
    ...(format.code ? { font: MONO } : {}),
  });
}

/** Inline tokens to runs, carrying bold, italics and strike-through down nested spans. */
function runs(tokens: readonly Token[], format: RunFormat = {}): ParagraphChild[] {
  const out: ParagraphChild[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
        out.push(...runs((token as Tokens.Strong).tokens, { ...format, bold: true }));
        break;
      case 'em':
        out.push(...runs((token as Tokens.Em).tokens, { ...format, italics: true }));
        break;
      case 'del':
        out.push(...runs((token as Tokens.Del).tokens, { ...format, strike: true }));
        break;
      case 'codespan':
        out.push(textRun(decodeEntities((token as Tokens.Codespan).text), { ...format, code: true }));
        break;
      case 'br':
        out.push(new TextRun({ break: 1 }));
        break;
      case 'link': {
        const link = token as Tokens.Link;
        const children = runs(link.tokens, format);
        // Web and mail links only: an in-book link has no target in Word, and any other scheme is never a link.
        const href = safeHref(link.href);
        if (href && inBookChapter(href) === undefined) out.push(new ExternalHyperlink({ link: href, children }));
        else out.push(...children);
        break;
      }
      case 'image':
        out.push(textRun((token as Tokens.Image).text, format));
        break;
      case 'html': {
        const kind = rawHtmlKind((token as Tokens.Tag).text);
        if (kind === 'break') out.push(new TextRun({ break: 1 }));
        else if (kind === 'text') out.push(textRun((token as Tokens.Tag).text, format));
        break;
      }
      default: {
        const nested = 'tokens' in token && Array.isArray(token.tokens) ? (token.tokens as Token[]) : undefined;
        if (nested && nested.length > 0) out.push(...runs(nested, format));
        else if ('text' in token && typeof token.text === 'string')
          out.push(textRun(decodeEntities(token.text), format));
      }
    }
  }
  return out;
}

export interface BlockContext {
  /** Inside a block quote: indented and in italics. */
  quote: boolean;
  /** Nesting depth of lists, for bullets and numbers. */
  listLevel: number;
  /** Numbered lists made so far in the document: each new one is its own instance, counting from 1. */
  lists: { count: number };
}

export const ORDERED = 'ordered-list';
/** The numbering definition of numbered lists: decimal at every level, indented by level. */
export const ORDERED_LEVELS = Array.from({ length: 6 }, (_, level) => ({
  level,
  format: LevelFormat.DECIMAL,
  text: `%${level + 1}.`,
  alignment: AlignmentType.START,
  style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
}));

const QUOTE_INDENT = 720; // twentieths of a point: half an inch

function paragraph(children: ParagraphChild[], context: BlockContext): Paragraph {
  return new Paragraph({ children, ...(context.quote ? { indent: { left: QUOTE_INDENT } } : {}) });
}

/** Block tokens to paragraphs and tables. */
function blocks(tokens: readonly Token[], context: BlockContext): Array<Paragraph | Table> {
  const out: Array<Paragraph | Table> = [];
  const inline = (token: { tokens?: Token[]; text?: string }) =>
    runs(token.tokens ?? [], context.quote ? { italics: true } : {});
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        break;
      case 'heading': {
        const h = token as Tokens.Heading;
        out.push(new Paragraph({ heading: heading(h.depth), children: runs(h.tokens) }));
        break;
      }
      case 'paragraph':
      case 'text':
        out.push(paragraph(inline(token as Tokens.Paragraph), context));
        break;
      case 'hr':
        // A scene break, as typesetters set it.
        out.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun('*   *   *')] }));
        break;
      case 'blockquote':
        out.push(...blocks((token as Tokens.Blockquote).tokens, { ...context, quote: true }));
        break;
      case 'list':
        out.push(...listBlocks(token as Tokens.List, context));
        break;
      case 'code':
        for (const line of (token as Tokens.Code).text.split('\n'))
          out.push(paragraph([textRun(line, { code: true })], context));
        break;
      case 'table':
        out.push(tableBlock(token as Tokens.Table));
        break;
      case 'html':
        if (rawHtmlKind((token as Tokens.HTML).text) === 'text')
          out.push(paragraph([textRun((token as Tokens.HTML).text.trim(), {})], context));
        break;
      default:
        if ('text' in token && typeof token.text === 'string' && token.text.trim() !== '')
          out.push(paragraph([textRun(token.text.trim(), {})], context));
    }
  }
  return out;
}

function listBlocks(list: Tokens.List, context: BlockContext): Array<Paragraph | Table> {
  const out: Array<Paragraph | Table> = [];
  const instance = list.ordered ? ++context.lists.count : 0;
  for (const item of list.items) {
    const inner = blocks(item.tokens, { ...context, listLevel: context.listLevel + 1 });
    const [first, ...rest] = inner;
    const firstToken = item.tokens.find((token) => token.type === 'text' || token.type === 'paragraph');
    if (first instanceof Paragraph && firstToken) {
      // The item's first paragraph carries its bullet or number; the rest follow as they are.
      const marked = item.task ? [new TextRun(item.checked ? '☒ ' : '☐ ')] : [];
      const children = [...marked, ...runs((firstToken as Tokens.Text).tokens ?? [])];
      out.push(
        list.ordered
          ? new Paragraph({ children, numbering: { reference: ORDERED, level: context.listLevel, instance } })
          : new Paragraph({ children, bullet: { level: context.listLevel } }),
        ...rest,
      );
    } else out.push(...inner);
  }
  return out;
}

function tableBlock(table: Tokens.Table): Table {
  const row = (cells: readonly Tokens.TableCell[]) =>
    new TableRow({
      children: cells.map(
        (cell) =>
          new TableCell({
            children: [new Paragraph({ children: runs(cell.tokens, cell.header ? { bold: true } : {}) })],
          }),
      ),
    });
  return new Table({ rows: [row(table.header), ...table.rows.map(row)] });
}

/** The paragraphs and tables of one chapter body; `lists` counts numbered lists across the whole document. */
export function chapterBlocks(tokens: readonly Token[], lists: { count: number }): Array<Paragraph | Table> {
  return blocks(tokens, { quote: false, listLevel: 0, lists });
}
