/**
 * A bible kept as a Gemini page (gemtext): "#", "##" and "###" headings, "* " list lines, "=> target words" link
 * lines, "> " quotations, and preformatted blocks between lines of three backticks (a table or a calendar set in
 * columns of spaces). Every other line is a paragraph of its own. Read as writer's own Markdown, line for line: a
 * heading a heading, a list line a bullet, a link line its words (the target when it has none), a preformatted block
 * in columns a table (a header over a rule of dashes: a Markdown table; rows with no header: lines of their cells
 * joined by " — "), other preformatted lines as they stand, each paragraph apart from the next. Each line out keeps
 * its line of the page.
 */

/** Whether a text is a gemtext page: link lines ("=> …") beside its headings, and no Markdown link or emphasis of Markdown's. */
export function isGemtext(source: string): boolean {
  const lines = source.split('\n');
  const links = lines.filter((l) => /^=>\s*\S/.test(l)).length;
  const headings = lines.filter((l) => /^#{1,3}\s+\S/.test(l)).length;
  // Markdown's own lists ("- item") and links ("[words](target)") are none of gemtext's.
  const markdown = lines.filter((l) => /^\s*-\s+\S/.test(l) || /\[[^\]]+\]\([^)]+\)/.test(l)).length;
  return links >= 1 && headings >= 2 && markdown === 0;
}

type Out = { text: string; line: number };

/** A row's cells in a block set in columns: runs of two spaces or more between them. */
function columns(text: string): string[] {
  return text
    .trim()
    .split(/\s{2,}|\t+/)
    .map((c) => c.trim())
    .filter((c) => c !== '');
}

/** A preformatted block's lines as Markdown: a table, lines of cells, or the lines as they stand. */
function preformatted(rows: readonly Out[]): Out[] {
  const body = rows.filter((r) => r.text.trim() !== '');
  const rule = body.findIndex((r) => /^[\s|+-]*-{3,}[\s|+-]*$/.test(r.text));
  const split = body.map((r) => columns(r.text));
  // Columns set by spaces: most rows have two cells or more.
  const set = split.filter((c) => c.length >= 2).length >= Math.max(2, Math.ceil(body.length * 0.6));
  if (!set) return [...rows];
  const cell = (c: string) => c.replace(/\|/g, '/');
  if (rule === 1) {
    const header = split[0] as string[];
    const width = header.length;
    const row = (cells: string[], line: number): Out => ({
      text: `| ${Array.from({ length: width }, (_, k) =>
        cell(k === width - 1 ? cells.slice(k).join(' ') : (cells[k] ?? '')),
      ).join(' | ')} |`,
      line,
    });
    return [
      row(header, (body[0] as Out).line),
      { text: `| ${header.map(() => '---').join(' | ')} |`, line: (body[0] as Out).line },
      ...body.slice(2).map((r, k) => row(split[k + 2] as string[], r.line)),
    ];
  }
  return body.map((r, k) => ({ text: `- ${(split[k] as string[]).map(cell).join(' — ')}`, line: r.line }));
}

/** The gemtext page as Markdown, and for each of its lines the line of the page it came from. */
export function gemtextAsMarkdown(source: string): { markdown: string; sourceLines: number[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: Out[] = [];
  const blank = (line: number) => {
    if (out.length > 0 && out.at(-1)?.text !== '') out.push({ text: '', line });
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = i + 1;
    if (/^```/.test(raw)) {
      const rows: Out[] = [];
      let j = i + 1;
      for (; j < lines.length && !/^```/.test(lines[j] as string); j++)
        rows.push({ text: lines[j] as string, line: j + 1 });
      blank(line);
      out.push(...preformatted(rows));
      blank(j + 1);
      i = j;
      continue;
    }
    const link = /^=>\s*(\S+)(?:\s+(.*))?$/.exec(raw);
    if (link) {
      blank(line);
      out.push({ text: (link[2] ?? link[1] ?? '').trim(), line });
      continue;
    }
    const item = /^\*\s+(.*)$/.exec(raw);
    if (item) {
      // A list's lines stay together, as Markdown's do.
      if (out.length > 0 && !/^- /.test(out.at(-1)?.text ?? '') && out.at(-1)?.text !== '') blank(line);
      out.push({ text: `- ${item[1]}`, line });
      continue;
    }
    if (/^#{1,3}\s/.test(raw) || /^>/.test(raw)) {
      blank(line);
      out.push({ text: raw, line });
      continue;
    }
    if (raw.trim() === '') {
      blank(line);
      continue;
    }
    // A text line is a paragraph of its own.
    blank(line);
    out.push({ text: raw, line });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
