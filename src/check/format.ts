import type { Finding } from './types.js';

/**
 * A finding as one line of review.md:
 *   - chapter_09.md:42 — attribute — Mara's eyes are "green" here; bible: grey
 */
export function formatFinding(f: Finding): string {
  return `- ${f.file}:${f.line} — ${f.category} — ${oneLine(f.message)}`;
}

function oneLine(text: string): string {
  // Control characters and line breaks from a hostile file never break the one-line form.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** Most certain first; then in reading order (the order files were checked), then by line. */
export function sortFindings(findings: readonly Finding[], order: readonly string[]): Finding[] {
  const rank = new Map(order.map((file, i) => [file, i]));
  return [...findings].sort(
    (a, b) =>
      b.confidence - a.confidence ||
      (rank.get(a.file) ?? -1) - (rank.get(b.file) ?? -1) ||
      a.line - b.line ||
      a.category.localeCompare(b.category),
  );
}
