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

/** The rows of a VALUES list: each bracketed tuple's text, a quoted bracket or comma kept inside its value. */
export function sqlTuples(text: string): string[] {
  const tuples: string[] = [];
  let quoted = false;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "'") quoted = !quoted;
    else if (quoted) continue;
    // A call inside a row ("replace('a\nb','\n',char(10))", as sqlite3 writes a newline) is one of its values.
    else if (c === '(' && depth++ === 0) start = i + 1;
    else if (c === ')' && depth > 0 && --depth === 0) tuples.push(text.slice(start, i));
  }
  return tuples;
}

/** A table's name as a dump writes it: quoted or not, with its schema ("public.place", "`db`.`place`") or none. */
const TABLE = String.raw`(?:["\`[]?\w+["\`\]]?\.)?["\`[]?(\w+)["\`\]]?`;

export function sqlDumpAsMarkdown(source: string): string {
  const columns = new Map<string, string[]>();
  const rows = new Map<string, string[][]>();
  for (const m of source.matchAll(
    new RegExp(`CREATE TABLE\\s+(?:IF NOT EXISTS\\s+)?${TABLE}\\s*\\(([\\s\\S]*?)\\);`, 'gi'),
  ))
    columns.set((m[1] as string).toLowerCase(), columnsOf(m[2] as string));
  // mysqldump writes many rows to one INSERT ("VALUES (1,'Mara'),(2,'Ben');"), each row's columns in the table's
  // order or in the INSERT's own list.
  const inserts = new RegExp(`INSERT INTO\\s+${TABLE}\\s*(?:\\(([^)]*)\\)\\s*)?VALUES\\s*(.*);\\s*(?:--.*)?$`, 'gim');
  for (const m of source.matchAll(inserts)) {
    const table = (m[1] as string).toLowerCase();
    const declared = columns.get(table) ?? [];
    const own = m[2] === undefined ? undefined : columnsOf(m[2]);
    if (declared.length === 0 && own) columns.set(table, own);
    const names = columns.get(table) ?? [];
    // One list a table, added to in place: a dump of thousands of rows is not copied again for each.
    const list = rows.get(table) ?? [];
    for (const tuple of sqlTuples(m[3] as string)) {
      const values = sqlValues(tuple);
      list.push(own ? names.map((n) => values[own.indexOf(n)] ?? '') : values);
    }
    if (list.length > 0) rows.set(table, list);
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
