import { Parser, Renderer, type Token, type Tokens } from 'marked';
import { safeHref } from './links.js';

/**
 * Markdown tokens to an XHTML fragment that is also good HTML5: EPUB
 * content documents must be well-formed XML, so void elements close
 * themselves, named entities other than XML's five become characters, and
 * attributes HTML5 dropped (align) become styles. Raw HTML in a chapter is
 * shown as the text it is, not passed through: one stray tag would make an
 * EPUB unreadable, and a script or a remote image has no place in an offline
 * book.
 */

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The named entities prose uses; any other name is escaped and shows as written. */
const ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  shy: '\u00ad',
  thinsp: '\u2009',
  middot: '·',
  times: '×',
  deg: '°',
};
const XML_ENTITIES = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

function xmlEntities(html: string): string {
  return html.replace(/&([A-Za-z][A-Za-z0-9]*);/g, (whole, name: string) => {
    if (XML_ENTITIES.has(name)) return whole;
    const char = ENTITIES[name];
    return char ?? `&amp;${name};`;
  });
}

/**
 * What a piece of raw HTML in a chapter means for the book: a line break
 * (writers use <br> in markdown), a comment (a note never meant to be read),
 * or anything else, which is shown as written.
 */
export function rawHtmlKind(text: string): 'break' | 'comment' | 'text' {
  const t = text.trim();
  if (/^<br\s*\/?>$/i.test(t)) return 'break';
  if (/^<!--[\s\S]*-->$/.test(t)) return 'comment';
  return 'text';
}

class XhtmlRenderer extends Renderer {
  override html(token: Tokens.HTML | Tokens.Tag): string {
    const kind = rawHtmlKind(token.text);
    if (kind === 'comment') return '';
    if (kind === 'break') return '<br/>';
    const text = escapeXml(token.text);
    return token.block ? `<p>${text.trim()}</p>\n` : text;
  }

  override hr(): string {
    return '<hr/>\n';
  }

  override br(): string {
    return '<br/>';
  }

  /** Only links a book may carry stay links (links.ts); the others are their text. */
  override link(token: Tokens.Link): string {
    const text = this.parser.parseInline(token.tokens);
    const href = safeHref(token.href);
    if (!href) return text;
    const title = token.title ? ` title="${escapeXml(token.title)}"` : '';
    return `<a href="${escapeXml(href)}"${title}>${text}</a>`;
  }

  /** A picture the book does not carry: its description stands in for it. */
  override image(token: Tokens.Image): string {
    return escapeXml(token.text);
  }

  override checkbox(token: Tokens.Checkbox): string {
    return token.checked ? '☒ ' : '☐ ';
  }

  override tablecell(token: Tokens.TableCell): string {
    const tag = token.header ? 'th' : 'td';
    const style = token.align ? ` style="text-align: ${token.align}"` : '';
    return `<${tag}${style}>${this.parser.parseInline(token.tokens)}</${tag}>\n`;
  }
}

export function renderXhtml(tokens: Token[]): string {
  return xmlEntities(Parser.parse(tokens, { gfm: true, renderer: new XhtmlRenderer() })).trim();
}

/** Entities in markdown text to characters, for formats that are not HTML (DOCX). */
export function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d+)|#[xX]([0-9A-Fa-f]+)|([A-Za-z][A-Za-z0-9]*));/g,
    (whole, dec?: string, hex?: string, name?: string) => {
      if (dec) return safeCodePoint(Number(dec)) ?? whole;
      if (hex) return safeCodePoint(Number.parseInt(hex, 16)) ?? whole;
      return (name && (BASIC_ENTITIES[name] ?? ENTITIES[name])) ?? whole;
    },
  );
}

const BASIC_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function safeCodePoint(code: number): string | undefined {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
