/**
 * A bible written in AsciiDoc: `== Cast` and `=== Inês Valadares` titles, labelled lists (`Eyes:: grey`), block
 * attributes and anchors (`[horizontal]`, `[[ines]]`), cross references (`<<lurdes,Lurdes>>`), `*bold*`, `* ` list
 * items and `|===` tables. Read as Markdown, one line in and one line out, so every fact keeps its line in the file.
 */

/** A title: "= Book", "== Cast", "=== Inês Valadares" (a wiki's "== Cast ==" closes with its marks: not this). */
const TITLE = /^(={1,6})[ \t]+(\S.*?)[ \t]*$/;
const LABELLED = /^([^\s:][^:]*?)::[ \t]+(\S.*)$/;
/** A block's attribute line or an anchor: "[horizontal]", "[cols="1,1,3"]", "[[ines]]"; a document attribute. */
const ATTRIBUTE = /^(?:\[[^\]]*\]|\[\[[^\]]+\]\]|:[\w-]+:.*)$/;

const isTitle = (line: string) => TITLE.test(line) && !/=\s*$/.test(line);

/** Whether a text is AsciiDoc: titles of its kind, and labelled lists or tables of its kind. */
export function isAsciidoc(text: string): boolean {
  const lines = text.split('\n');
  const titles = lines.filter(isTitle).length;
  const own = lines.filter((l) => LABELLED.test(l) || l.trim() === '|===').length;
  return titles >= 2 && own >= 2;
}

/** A line's inline markup as Markdown's: a cross reference as its text, `*bold*` as `**bold**`. */
function inline(text: string): string {
  return text
    .replace(/<<[^,>]+,\s*([^>]+)>>/g, '$1')
    .replace(/<<([^>]+)>>/g, '$1')
    .replace(/(?<![*\p{L}\p{N}])\*(?=\S)([^*\n]+?)\*(?![*\p{L}\p{N}])/gu, '**$1**');
}

/** The cells of a table's row: "|Date |Chapter |Event" → Date, Chapter, Event. */
function cells(row: string): string[] {
  return row
    .split('|')
    .slice(1)
    .map((c) => inline(c.trim()));
}

export function asciidocAsMarkdown(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === '|===') {
      // The table's first row is its header: written on the opening line, its rule on the row's own line.
      // Stryker disable next-line StringLiteral: a fallback with no "|" in it has no cells, as the empty one has none
      const header = lines[i + 1] ?? '';
      const width = cells(header).length;
      out.push(`| ${cells(header).join(' | ')} |`);
      if (i + 1 < lines.length) out.push(`|${' --- |'.repeat(width)}`);
      let j = i + 2;
      for (; j < lines.length && (lines[j] as string).trim() !== '|==='; j++) {
        // A blank line between rows (AsciiDoc allows it) would end a Markdown table: an empty row stands for it.
        const row = lines[j] as string;
        out.push(row.trim() === '' ? `|${'  |'.repeat(width)}` : `| ${cells(row).join(' | ')} |`);
      }
      if (j < lines.length) out.push('');
      i = j;
      continue;
    }
    const title = isTitle(line) ? TITLE.exec(line) : null;
    if (title) {
      out.push(`${'#'.repeat((title[1] as string).length)} ${inline(title[2] as string)}`);
      continue;
    }
    if (ATTRIBUTE.test(line.trim())) {
      out.push('');
      continue;
    }
    const labelled = LABELLED.exec(line);
    if (labelled) {
      out.push(`- ${labelled[1]}: ${inline(labelled[2] as string)}`);
      continue;
    }
    // "* item", "** nested item".
    const item = /^(\*+)[ \t]+(.*)$/.exec(line);
    out.push(item ? `${'  '.repeat((item[1] as string).length - 1)}- ${inline(item[2] as string)}` : inline(line));
  }
  return out.join('\n');
}
