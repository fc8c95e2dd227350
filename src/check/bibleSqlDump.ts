import { markdownRow, upperFirst } from './bibleFormats.js';

/**
 * A bible kept in a writing app's database and saved as an SQL dump (`sqlite3 .dump`, `mysqldump`): each table's
 * rows read as a Markdown table under a heading of the table's name ("character" → "## Character"), its columns'
 * names as the header ("full_name" → "full name"), NULL as an empty cell. The bible's own table reading then knows
 * people, places and things by their headings and columns.
 */

/** Whether a text is an SQL dump: a CREATE TABLE and an INSERT INTO. */
export function isSqlDump(source: string): boolean {
  return /^\s*CREATE TABLE\b/im.test(source) && /^\s*INSERT INTO\b/im.test(source);
}

/** The values of one row: 'quoted' strings (with '' for a quote), numbers, NULL. */
export function sqlValues(list: string): string[] {
  const out: string[] = [];
  // Each value and the comma after it; the one the list ends on is the last.
  const value = /\s*(?:'((?:[^']|'')*)'|(NULL)|([^,]*?))\s*(,|$)/giy;
  for (let m = value.exec(list); m; m = m[4] === ',' ? value.exec(list) : null)
    // Stryker disable next-line MethodExpression: the pattern's \s* on either side takes the spaces around a bare value, so there is none to trim
    out.push(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2] !== undefined ? '' : (m[3] ?? '').trim());
  return out;
}

/** A table's columns from its CREATE TABLE body: each line's first word, constraints and comments left out. */
function columnsOf(body: string): string[] {
  return body
    .replace(/--[^\n]*/g, '')
    .split(',')
    .map((c) => /^\s*["`[]?([A-Za-z_][\w]*)/.exec(c)?.[1] ?? '')
    .filter((c) => c !== '' && !/^(?:PRIMARY|FOREIGN|UNIQUE|CONSTRAINT|CHECK|KEY)$/i.test(c));
}

export function sqlDumpAsMarkdown(source: string): string {
  const columns = new Map<string, string[]>();
  const rows = new Map<string, string[][]>();
  for (const m of source.matchAll(/CREATE TABLE\s+["`[]?(\w+)["`\]]?\s*\(([\s\S]*?)\);/gi))
    columns.set((m[1] as string).toLowerCase(), columnsOf(m[2] as string));
  for (const m of source.matchAll(/INSERT INTO\s+["`[]?(\w+)["`\]]?\s*(?:\([^)]*\)\s*)?VALUES\s*\((.*)\);\s*$/gim)) {
    const table = (m[1] as string).toLowerCase();
    rows.set(table, [...(rows.get(table) ?? []), sqlValues(m[2] as string)]);
  }
  const parts: string[] = [];
  for (const [table, list] of rows) {
    // A key ("id", "character_id") is the database's own bookkeeping, no fact of the book.
    const all = columns.get(table) ?? [];
    const kept = all.map((n, i) => ({ n, i })).filter(({ n }) => !/^id$|_id$/i.test(n));
    const names = kept.map(({ n }) => n);
    if (names.length === 0) continue;
    const heading = table.replace(/_/g, ' ');
    const header = markdownRow(names.map((n) => n.replace(/_/g, ' ')));
    const rule = `|${names.map(() => '---').join('|')}|`;
    const body = list.map((r) => markdownRow(kept.map(({ i }) => r[i] ?? '')));
    parts.push(`## ${upperFirst(heading)}\n\n${[header, rule, ...body].join('\n')}\n`);
  }
  return parts.join('\n');
}
