import { markdownRow } from './bibleFormats.js';

/**
 * Tables laid out in fixed-width columns (a spreadsheet or a database saved as text): a header line, a rule of
 * dashes under it with a gap between the columns, then the rows, a cell that runs on continued on the next line
 * with the first column blank. Read as Markdown tables (bible.ts reads those), with the line just above a table
 * ("SHEET 1: CAST") as its heading. One line in, one line out, so every fact keeps its line in the file.
 */

/** A rule under a header: two or more runs of dashes with spaces between them. */
const RULE = /^ *-{2,}(?: +-{2,})+ *$/;

/** Where each column starts: the start of each run of dashes in the rule. */
function columnStarts(rule: string): number[] {
  return [...rule.matchAll(/-+/g)].map((m) => m.index ?? 0);
}

/**
 * A row cut into its columns. A cell wider than its column pushes the next one on ("Margarethe Lindemann (Holtz)
 * Dona Greta"): a column is cut at its start when a space stands before it, else at the next space after it.
 */
export function cellsOf(line: string, starts: readonly number[]): string[] {
  const cuts = starts.map((start, i) => {
    // The first column from the line's start (a row may stand left of its rule).
    if (i === 0) return 0;
    if (line[start - 1] === ' ') return start;
    const space = line.indexOf(' ', start);
    return space < 0 ? line.length : space;
  });
  // "--": a cell left empty on purpose.
  return cuts.map((c, i) => line.slice(c, cuts[i + 1] ?? line.length).trim()).map((c) => (/^[-–—]+$/.test(c) ? '' : c));
}

/** Whether the text holds a fixed-width table: a header line over a rule of dashed columns. */
export function hasFixedWidthTable(text: string): boolean {
  const lines = text.split('\n');
  return lines.some((l, i) => i > 0 && RULE.test(l) && (lines[i - 1] ?? '').trim() !== '');
}

/** The text with each fixed-width table as a Markdown table, line for line; the rest as it stands. */
export function fixedWidthAsMarkdown(text: string): string {
  const lines = text.split('\n');
  const out = [...lines];
  for (let i = 1; i < lines.length; i++) {
    const rule = lines[i] as string;
    const header = lines[i - 1] as string;
    if (!RULE.test(rule) || header.trim() === '') continue;
    const starts = columnStarts(rule);
    out[i - 1] = markdownRow(cellsOf(header, starts));
    out[i] = markdownRow(starts.map(() => '---'));
    // The line above the header, after a blank line or at the top ("SHEET 1: CAST"), names the table.
    const title = lines[i - 2];
    if (title !== undefined && title.trim() !== '' && !/^\s*[#|]/.test(title) && (lines[i - 3] ?? '').trim() === '')
      out[i - 2] = `## ${title.trim()}`;
    // Each row, or a continuation of the last (its first cell blank) joined to it: the joined row stands on the
    // row's own line, and its continuation lines are left blank inside the table (a blank line would end it).
    let last = -1;
    // Stryker disable next-line ArrayDeclaration: current is read only once a row has set it (last >= 0), never as first made
    let current: string[] = [];
    let j = i + 1;
    for (; j < lines.length && (lines[j] as string).trim() !== ''; j++) {
      const cells = cellsOf(lines[j] as string, starts);
      // Stryker disable next-line EqualityOperator: last is -1 or a row's index j > i >= 1, so last > 0 reads as last >= 0
      if (cells[0] === '' && last >= 0) {
        current = current.map((c, k) => [c, cells[k] ?? ''].filter((x) => x !== '').join(' '));
        out[last] = markdownRow(current);
        out[j] = markdownRow(starts.map(() => ''));
        continue;
      }
      current = cells;
      out[j] = markdownRow(cells);
      last = j;
    }
    i = j;
  }
  return out.join('\n');
}
