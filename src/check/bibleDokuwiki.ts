/**
 * A bible kept as a DokuWiki page: headings set between runs of "=" (six for the page's title, five for a section,
 * down to two), tables whose header cells open on "^" ("^ Name ^ Eyes ^") and whose body cells open on "|", a cell
 * of ":::" standing in for the cell above it (a span over rows), an empty cell ("||") widening the one before it,
 * lists indented two spaces a level ("  * " a bullet, "  - " numbered), "**bold**", "//italic//", "''mono''",
 * "__underline__", "[[page|words]]" links, "{{media}}", "((footnotes))", "\\" line breaks and "~~MACROS~~". Read as
 * writer's own Markdown, line for line: a heading at its level, a table a Markdown table (a rule under its header
 * row, a spanned cell written into each row or column it spans; a table headed down its side, "^ Eyes | grey |", a
 * label and its value a row), a list a list, the marks as Markdown's, a link its words. Each line out keeps its line
 * in the page.
 */

/** "===== Cast =====": a heading, the same run of "=" on both sides, two to six. */
const HEADING = /^\s*(={2,6})\s*(\S.*?)\s*\1\s*$/;
/** A table's row: it opens on "^" or "|" and closes on one. */
const ROW = /^\s*[\^|].*[\^|]\s*$/;

/**
 * Whether a text is a DokuWiki page: two headings or more between runs of "=", and one of DokuWiki's own marks beside
 * them: a header row of "^" cells, a list indented two spaces, "//italic//" or "''mono''". A MediaWiki page heads its
 * sections the same way but sets its lists at the margin and its bold in triple quotes, with none of these.
 */
export function isDokuwiki(source: string): boolean {
  const lines = source.split('\n');
  const headings = lines.filter((l) => HEADING.test(l)).length;
  // A row opening on a header cell ("^ Name ^ Eyes ^", "^ Eyes | grey |"): no other markup's.
  const header = lines.some((l) => /^\s*\^[^^|]*[\^|]/.test(l) && /[\^|]\s*$/.test(l));
  const list = lines.filter((l) => /^ {2,}[*-] \S/.test(l)).length;
  const marks = lines.some((l) => /(?<![:/])\/\/\S[^/]*?\S\/\/|''\S[^']*?''(?!')/.test(l));
  return headings >= 2 && (header || list >= 2 || marks);
}

/** DokuWiki's inline marks as Markdown's: italics, code, a link's words, media, footnotes and macros dropped. */
function inline(text: string): string {
  return (
    text
      // "%%**not bold**%%", "<nowiki>…</nowiki>": text kept as typed.
      .replace(/%%(.*?)%%|<nowiki>(.*?)<\/nowiki>/g, (_all, a?: string, b?: string) => a ?? b ?? '')
      .replace(/\{\{[^{}]*\}\}/g, '')
      // "[[novels:next-year|the book]]" → "the book"; "[[novels:next-year]]" → "next-year", the page's own name.
      .replace(/\[\[[^\]|]*\|([^\]]*)\]\]/g, '$1')
      .replace(/\[\[(?:[^\]]*:)?([^\]:]*)\]\]/g, '$1')
      .replace(/\(\(([^()]*)\)\)/g, '($1)')
      .replace(/~~[A-Z]+~~/g, '')
      .replace(/<\/?(?:del|sub|sup|wrap|WRAP)[^<>]*>/g, '')
      .replace(/\\\\(?:\s+|$)/g, ' ')
      // "//italic//" (not a URL's "://"): Markdown's italics; "''mono''": its code; "__underline__": plain words.
      .replace(/(?<![:/])\/\/(?=\S)(.+?)(?<=\S)\/\//g, '*$1*')
      .replace(/''(?=\S)(.+?)(?<=\S)''/g, '`$1`')
      .replace(/__(?=\S)(.+?)(?<=\S)__/g, '$1')
  );
}

/** One row's cells: whether each is a header cell ("^"), and its text; "" for an empty cell (a span), ":::" kept. */
function cellsOf(row: string): Array<{ header: boolean; text: string | undefined }> {
  const out: Array<{ header: boolean; text: string | undefined }> = [];
  const inner = row.trim();
  // Each cell opens on the separator before it; the one closing the row opens none.
  const seps = [...inner.matchAll(/[\^|]/g)];
  for (let k = 0; k < seps.length - 1; k++) {
    const from = (seps[k]?.index ?? 0) + 1;
    const to = seps[k + 1]?.index ?? inner.length;
    const raw = inner.slice(from, to);
    out.push({ header: seps[k]?.[0] === '^', text: raw === '' ? undefined : raw.trim() });
  }
  return out;
}

/** The DokuWiki page as Markdown, and for each of its lines the line of the page it came from. */
export function dokuwikiAsMarkdown(source: string): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  /** The table's last row as written out, for ":::" cells that stand in for the one above. */
  let above: string[] = [];
  let inTable = false;
  /** Whether the table opened on a row of header cells (else its header cells run down its side). */
  let headed = false;
  let fence: string | undefined;
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = i + 1;
    // "<code>…</code>", "<file>…</file>": kept as typed, no marks read inside.
    if (fence) {
      if (new RegExp(`</${fence}>`).test(raw)) fence = undefined;
      out.push({ text: raw.replace(/<\/?(?:code|file)[^<>]*>/g, '').trim(), line });
      continue;
    }
    const open = /^\s*<(code|file)\b[^<>]*>/.exec(raw);
    if (open && !new RegExp(`</${open[1]}>`).test(raw)) {
      fence = open[1];
      out.push({ text: '', line });
      continue;
    }
    if (ROW.test(raw)) {
      // Pipes inside a link ("[[page|words]]") are no cell's edge.
      const cells = cellsOf(inline(raw));
      const row: string[] = [];
      for (const [k, cell] of cells.entries()) {
        // "| Ruth | grey ||": an empty cell widens the one before it, and stands for it in its own column.
        if (cell.text === undefined) row.push(row.at(-1) ?? '');
        else if (cell.text === ':::') row.push(above[k] ?? '');
        else row.push(cell.text);
      }
      if (!inTable) headed = cells.every((c) => c.header);
      // "^ Eyes | grey |" in a table with no header row: a header down its side, each row a label and its value.
      if (!headed && cells[0]?.header && cells.length > 1 && !cells.slice(1).some((c) => c.header))
        out.push({ text: `${row[0]}: ${row.slice(1).join(' ')}`, line });
      else out.push({ text: `| ${row.join(' | ')} |`, line });
      // A row of header cells opening the table is its header: a rule under it, as Markdown's tables have.
      if (!inTable && headed) out.push({ text: `| ${row.map(() => '---').join(' | ')} |`, line });
      above = row;
      inTable = true;
      continue;
    }
    inTable = false;
    above = [];
    const heading = HEADING.exec(raw);
    if (heading) {
      // Six "=" a page's title (level 1), five a section (level 2), down to two (level 5).
      out.push({ text: `${'#'.repeat(7 - (heading[1] as string).length)} ${inline(heading[2] as string)}`, line });
      continue;
    }
    // "  * item", "    * deeper", "  - numbered": a list, two spaces a level.
    const item = /^( {2,}|\t+)([*-])\s+(.*)$/.exec(raw);
    if (item) {
      const indent = (item[1] as string).replace(/\t/g, '  ').length;
      const depth = Math.max(0, Math.floor(indent / 2) - 1);
      const mark = item[2] === '*' ? '-' : '1.';
      out.push({ text: `${'  '.repeat(depth)}${mark} ${inline(item[3] as string)}`, line });
      continue;
    }
    // "----": a rule; "> quoted": a quotation, as Markdown's.
    if (/^\s*-{4,}\s*$/.test(raw)) {
      out.push({ text: '---', line });
      continue;
    }
    out.push({ text: inline(raw.replace(/^ {2,}/, '')), line });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
