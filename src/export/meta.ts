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
