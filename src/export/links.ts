import type { Token, Tokens } from 'marked';

/**
 * Which links a book may carry: the web (http, https), mail (mailto) and
 * its own chapters (#chapter-N). Anything else, javascript:, data:,
 * vbscript:, file:, a relative path, is shown as its text in every format:
 * a chapter is written by a model from text it was given, and a link that
 * runs script when a reader clicks it has no place in a book.
 */

const WEB_OR_MAIL = /^(?:https?|mailto):/i;
const IN_BOOK = /^#chapter-(\d+)$/;

/** The href to keep for a link, or undefined when the link must become text. */
export function safeHref(href: string): string | undefined {
  if (WEB_OR_MAIL.test(href) || IN_BOOK.test(href)) return href;
  return undefined;
}

/** The chapter number an in-book link points to, if it is one. */
export function inBookChapter(href: string): number | undefined {
  const match = IN_BOOK.exec(href);
  return match ? Number(match[1]) : undefined;
}

/** A link's text as the markdown it was written in. */
function linkMarkdown(link: Tokens.Link): string {
  return link.tokens.map((token) => token.raw).join('');
}

/** Every token of a tree, children before their parent's next sibling. */
function* allTokens(tokens: readonly Token[]): Generator<Token> {
  for (const token of tokens) {
    yield token;
    if ('tokens' in token && Array.isArray(token.tokens)) yield* allTokens(token.tokens as Token[]);
    if (token.type === 'list') for (const item of (token as Tokens.List).items) yield* allTokens(item.tokens);
    if (token.type === 'table') {
      const table = token as Tokens.Table;
      for (const cell of [...table.header, ...table.rows.flat()]) yield* allTokens(cell.tokens);
    }
  }
}

/**
 * `markdown` (made of `tokens`' raw text) with every link that may not stay
 * a link written as its text, and the reference definitions of such links
 * removed, so no previewer can make them live again.
 */
export function withSafeLinks(markdown: string, tokens: readonly Token[]): string {
  let out = markdown;
  for (const token of allTokens(tokens)) {
    if (token.type === 'link' && !safeHref((token as Tokens.Link).href))
      out = out.split(token.raw).join(linkMarkdown(token as Tokens.Link));
    else if (token.type === 'def' && !safeHref((token as Tokens.Def).href))
      out = out.split(token.raw.trimEnd()).join('');
  }
  return out;
}

/**
 * In-book links of rendered chapters pointed at where each chapter is in
 * this format (`where(n)`); a link to a chapter the book does not have
 * becomes its text, so no link dangles (epubcheck rejects one that does).
 */
export function placeInBookLinks(html: string, chapters: number, where: (chapter: number) => string): string {
  return html.replace(
    /<a href="#chapter-(\d+)"((?: title="[^"]*")?)>(.*?)<\/a>/gs,
    (_, n: string, title: string, text: string) => {
      const chapter = Number(n);
      return chapter >= 1 && chapter <= chapters ? `<a href="${where(chapter)}"${title}>${text}</a>` : text;
    },
  );
}
