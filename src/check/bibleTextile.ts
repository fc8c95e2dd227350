import { upperFirst } from './bibleFormats.js';

/**
 * A bible kept as a wiki page in Textile (Redmine's, Textile's own): "h2. People" headings, "p(note)." and "bq."
 * blocks, "# " and "* " lists (deeper as "## ", "** "), tables whose header cells open on "_." and whose cells may
 * span rows ("|/6. The ledger |" stands in the five rows under it too), "*bold*" and "_italic_", "{{toc}}" macros,
 * "[[Wiki page]]" and '"text":url' links, dates written day first with dots ("18.3.1952"). Read as writer's own
 * Markdown, line for line: a heading a heading, a block's signature dropped, a list a list, a table a Markdown table
 * (a rule under its header; a spanned cell written into each row it spans, so every row is whole), emphasis as
 * Markdown's, a macro dropped, a link its words, a dotted date in words. Each line out keeps its line in the page.
 */

/** A block's signature: "h2.", "p(note).", "bq>.", "fn1.", "table{border:1px}.", with the space after it. */
const BLOCK = /^(h[1-6]|p|bq|bc|pre|fn\d+|table|notextile)((?:\([^()\s]*\)|\{[^{}]*\}|\[[^[\]\s]*\]|<>|[<>=~^])*)\.\s+/;
/** A cell's signature: "_.", "/6.", "\2.", "<.", "_>.", "(class).": the cell's attributes, then ". ". */
const CELL = /^\s*((?:_|\/\d+|\\\d+|<>|[<>=^~]|\([^()\s]*\)|\{[^{}]*\})+)\.(?:\s+|$)/;

/** Whether a text is a Textile page: headings or blocks with Textile's signatures, and its tables or lists. */
export function isTextile(source: string): boolean {
  const lines = source.split('\n');
  const headings = lines.filter((l) => /^h[1-6](?:\([^()\s]*\)|\{[^{}]*\}|[<>=])*\.\s+\S/.test(l)).length;
  const blocks = lines.filter((l) => BLOCK.test(l)).length;
  const marks = lines.filter((l) => /^\s*\|(?:[^|]*\|)*\s*_\.\s/.test(l) || /^\{\{[<>]?\w+\}\}\s*$/.test(l)).length;
  return headings >= 2 && blocks >= 3 && (marks >= 1 || blocks >= 5);
}

/** "18.3.1952" → "18 March 1952": a day, a month and a year in figures, with dots between, day first. */
export function dottedDatesAsWords(text: string, months: readonly string[]): string {
  return text.replace(
    /(?<![\d.])(\d{1,2})\.(\d{1,2})\.(1\d{3}|20\d{2})(?![\d]|\.\d)/g,
    (all, d: string, m: string, y) => {
      const month = months[Number(m) - 1];
      const day = Number(d);
      return month && day >= 1 && day <= 31 ? `${day} ${upperFirst(month)} ${y}` : all;
    },
  );
}

/** Textile's inline marks as Markdown's: bold, italics, links, code; a footnote's mark and an image dropped. */
function inline(text: string): string {
  return (
    text
      // '"the wiki":https://…' → "the wiki"; "[[Page|words]]", "[[Page]]" (Redmine's wiki links) → their words.
      .replace(/"([^"]+)":(?:https?:\/\/|\/|#)[^\s)]*[^\s).,;:!?]/g, '$1')
      .replace(/\[\[(?:[^\]|]*\|)?([^\]]+)\]\]/g, '$1')
      .replace(/!(?:\([^)]*\))?[^\s!]+\.(?:png|jpe?g|gif|svg)(?:\([^)]*\))?!(?::\S+)?/gi, '')
      // "*bold*", "**bold**" (Textile's b): Markdown's bold; "_italic_", "__italic__": Markdown's italics.
      .replace(/(^|[\s(["'])\*{1,2}(?=\S)([^*\n]*?\S)\*{1,2}(?=$|[\s).,;:!?'"\]])/g, '$1**$2**')
      .replace(/(^|[\s(["'])_{1,2}(?=\S)([^_\n]*?\S)_{1,2}(?=$|[\s).,;:!?'"\]])/g, '$1*$2*')
      .replace(/(^|\s)@([^@\n]+)@(?=$|[\s.,;:!?])/g, '$1`$2`')
      .replace(/(\S)\[\d+\](?=$|[\s.,;:!?])/g, '$1')
  );
}

/** One row of a table: its cells (signature and text), the pipes at its ends dropped. */
function cellsOf(row: string): Array<{ header: boolean; rows: number; cols: number; text: string }> {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split('|').map((raw) => {
    const sig = CELL.exec(raw);
    const marks = sig?.[1] ?? '';
    return {
      header: marks.includes('_'),
      rows: Number(/\/(\d+)/.exec(marks)?.[1] ?? 1),
      cols: Number(/\\(\d+)/.exec(marks)?.[1] ?? 1),
      text: inline((sig ? raw.slice(sig[0].length) : raw).trim()),
    };
  });
}

/** The Textile page as Markdown, and for each of its lines the line of the page it came from. */
export function textileAsMarkdown(
  source: string,
  months: readonly string[],
): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  /** Cells spanning rows below the one they stand in: by column, the cell's text and how many rows are left. */
  let spans = new Map<number, { text: string; left: number }>();
  let inTable = false;
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = i + 1;
    const text = dottedDatesAsWords(raw, months);
    if (/^\s*\|.*\|\s*$/.test(text)) {
      const cells = cellsOf(text);
      // The row as the table stands: each cell a row above spans put back at its column.
      const row: string[] = [];
      const next = new Map<number, { text: string; left: number }>();
      let given = 0;
      for (let col = 0; given < cells.length || spans.has(col); col++) {
        const carried = spans.get(col);
        if (carried) {
          row.push(carried.text);
          if (carried.left > 1) next.set(col, { text: carried.text, left: carried.left - 1 });
          continue;
        }
        const cell = cells[given++];
        if (!cell) break;
        row.push(cell.text);
        if (cell.rows > 1) next.set(col, { text: cell.text, left: cell.rows - 1 });
        // "\2.": a cell across two columns stands in each.
        for (let k = 1; k < cell.cols; k++) row.push(cell.text);
        col += cell.cols - 1;
      }
      spans = next;
      out.push({ text: `| ${row.join(' | ')} |`, line });
      // A row of header cells is the table's header: a rule under it, as Markdown's tables have.
      if (!inTable && cells.every((c) => c.header)) out.push({ text: `| ${row.map(() => '---').join(' | ')} |`, line });
      inTable = true;
      continue;
    }
    inTable = false;
    spans = new Map();
    // "{{toc}}", "{{>toc}}": a macro of the wiki, no words of the bible.
    if (/^\s*\{\{[^{}]*\}\}\s*$/.test(text)) {
      out.push({ text: '', line });
      continue;
    }
    const block = BLOCK.exec(text);
    const body = block ? text.slice(block[0].length) : text;
    const kind = block?.[1] ?? '';
    // Stryker disable next-line Regex: BLOCK's first group is one whole word of its list, so a kind opening or ending on
    // "h1"…"h6" is that heading's, anchored or not
    if (/^h[1-6]$/.test(kind)) {
      out.push({ text: `${'#'.repeat(Number(kind.slice(1)))} ${inline(body).trim()}`, line });
      continue;
    }
    if (kind === 'bq') {
      out.push({ text: `> ${inline(body)}`, line });
      continue;
    }
    if (kind === 'table') {
      out.push({ text: '', line });
      continue;
    }
    // "# item", "## item under it", "* item": a list, its depth by the count of its marks.
    const item = /^([#*]+)\s+(.*)$/.exec(body);
    if (item && !block) {
      const depth = (item[1] as string).length - 1;
      const mark = (item[1] as string).startsWith('#') ? '1.' : '-';
      out.push({ text: `${'   '.repeat(depth)}${mark} ${inline(item[2] as string)}`, line });
      continue;
    }
    // "- term := definition": Textile's definition list, as a labelled line.
    // Stryker disable next-line Regex: the page is split at its breaks, so the greedy ".*" runs to the line's end with the "$" or without
    const term = /^-\s+(.+?)\s+:=\s+(.*)$/.exec(body);
    if (term && !block) {
      out.push({ text: `- ${inline(term[1] as string)}: ${inline(term[2] as string)}`, line });
      continue;
    }
    out.push({ text: inline(body), line });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
