import { Lexer, type Token, type Tokens } from 'marked';
import { withSafeLinks } from './links.js';
import { rawHtmlKind, renderXhtml } from './xhtml.js';

/**
 * One chapter file split into its title and its body. The chapter's own
 * first heading becomes its title (else the outline's); the headings left in
 * the body are moved down so the shallowest is level 3: the book title is
 * level 1 and chapter titles level 2 in every format, whatever level the
 * model happened to use in the file.
 */

export interface ChapterText {
  title: string;
  /** The body as markdown, its headings moved down. */
  markdown: string;
  /** The body as marked tokens (what DOCX is built from). */
  tokens: Token[];
  /** The body as an XHTML fragment (what EPUB and HTML are built from). */
  html: string;
}

/** The deepest heading level a format offers. */
const MAX_DEPTH = 6;
/** Level of the first heading inside a chapter body. */
const BODY_DEPTH = 3;

/** The text a reader sees in inline tokens: "*The* Lamp" → "The Lamp". */
export function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ('tokens' in token && Array.isArray(token.tokens) && token.type !== 'codespan') return plainText(token.tokens);
      if (token.type === 'image') return (token as Tokens.Image).text;
      if (token.type === 'br') return ' ';
      return 'text' in token && typeof token.text === 'string' ? token.text : '';
    })
    .join('');
}

function isHeading(token: Token): token is Tokens.Heading {
  return token.type === 'heading';
}

/**
 * The markdown export carries what every other format shows: links that
 * may not be links as their text (links.ts), and raw HTML as the text it
 * is (its "<" escaped), so no previewer brings a live tag or script back.
 */
function inertMarkdown(markdown: string, tokens: readonly Token[]): string {
  let out = withSafeLinks(markdown, tokens);
  const raw = new Set<string>();
  const visit = (list: readonly Token[]) => {
    for (const token of list) {
      if (token.type === 'html' && rawHtmlKind((token as Tokens.HTML).text) === 'text') raw.add(token.raw.trimEnd());
      if ('tokens' in token && Array.isArray(token.tokens)) visit(token.tokens as Token[]);
      if (token.type === 'list') for (const item of (token as Tokens.List).items) visit(item.tokens);
    }
  };
  visit(tokens);
  for (const html of raw) out = out.split(html).join(html.replace(/</g, '&lt;'));
  return out;
}

/** Deepest nesting of block quotes (and list markers mixed with them) a book keeps. */
const MAX_NESTING = 32;
const DEEP_CONTAINERS = new RegExp(
  `^((?: {0,3}(?:>|[-*+](?=[ \\t]))[ \\t]?){${MAX_NESTING}})(?: {0,3}(?:>|[-*+](?=[ \\t]))[ \\t]?)+`,
  'gm',
);

/**
 * `text` with block quotes nested deeper than MAX_NESTING levels kept at
 * that depth: the markdown parser, and every renderer after it, recurses
 * once per level, and 5,000 "> " at the start of a line would overflow the
 * stack. No book needs more than a few levels; the words all stay.
 */
export function capNesting(text: string): string {
  return text.replace(DEEP_CONTAINERS, '$1');
}

export function chapterText(text: string, fallbackTitle: string): ChapterText {
  const tokens: Token[] = Lexer.lex(capNesting(text), { gfm: true });
  const firstIndex = tokens.findIndex((token) => token.type !== 'space');
  const first = tokens[firstIndex];
  let title = fallbackTitle;
  if (first && isHeading(first)) {
    const own = plainText(first.tokens).replace(/\s+/g, ' ').trim();
    if (own) title = own;
    tokens.splice(0, firstIndex + 1);
  }
  while (tokens[0]?.type === 'space') tokens.shift();

  const depths = tokens.filter(isHeading).map((token) => token.depth);
  const shift = depths.length > 0 ? BODY_DEPTH - Math.min(...depths) : 0;
  const markdown = tokens
    .map((token) => {
      if (!isHeading(token)) return token.raw;
      token.depth = Math.min(MAX_DEPTH, token.depth + shift);
      // Written anew as an ATX heading (setext "===" underlines only know levels 1 and 2).
      const trailing = /\n*$/.exec(token.raw)?.[0] ?? '';
      return `${'#'.repeat(token.depth)} ${token.text.replace(/\s*\n\s*/g, ' ')}${trailing}`;
    })
    .join('')
    .trim();
  return { title, markdown: inertMarkdown(markdown, tokens), tokens, html: renderXhtml(tokens) };
}
