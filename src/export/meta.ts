import { createHash } from 'node:crypto';

/** Small facts about a book's metadata that several formats need. */

/** "2026-12-02" (UTC): the publication date every format carries. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** "2026-12-02T12:48:55Z": EPUB's dcterms:modified wants seconds and no fraction. */
export function isoSeconds(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/**
 * A UUID made from the title and author, so exporting the same book again
 * gives the same identifier and an e-reader replaces its copy instead of
 * shelving a second one.
 */
export function bookUuid(title: string, author: string | undefined): string {
  const hex = createHash('sha256')
    .update(`writer-book\u0000${title}\u0000${author ?? ''}`)
    .digest('hex');
  // Shaped as a version 5 (name-based) UUID with the RFC 4122 variant bits.
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** When the book is dated: SOURCE_DATE_EPOCH (seconds) when set, for reproducible builds; else now. */
export function exportDate(env: NodeJS.ProcessEnv, now = new Date()): Date {
  const epoch = env.SOURCE_DATE_EPOCH?.trim();
  return epoch && /^\d+$/.test(epoch) ? new Date(Number(epoch) * 1000) : now;
}

/** Control characters (tabs and line breaks included: a metadata field is one line) and the XML non-characters. */
const CONTROL = /\p{Cc}|[\uFFFE\uFFFF]/u;
/** A BCP 47 language tag as EPUB, HTML and Word take it: "en", "fr", "pt-BR", "zh-Hant-TW". */
const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8})*$/;

/**
 * Why metadata cannot go into a book, or undefined when it can. A control
 * character makes the EPUB's XML invalid (an e-reader refuses the book) and
 * a malformed language tag fails validation; both are refused before
 * anything is written, rather than stripped behind the user's back.
 */
export function metaProblem(meta: { author?: string | undefined; lang: string }): string | undefined {
  const control = meta.author === undefined ? undefined : CONTROL.exec(meta.author);
  if (control) {
    const code = (control[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
    return `The author contains a control character (U+${code}), which no book format can hold. Give the name without it.`;
  }
  if (!LANGUAGE_TAG.test(meta.lang))
    return `"${meta.lang.replace(/\p{Cc}/gu, '?')}" is not a language tag. Give one such as en, fr or pt-BR.`;
  return undefined;
}
