import { decodeReferences, XML_ENTITIES } from '../util/entities.js';

/**
 * Bibles kept in a markup language read as markdown: an HTML page (a word processor's or a notes app's export)
 * and a LaTeX document. Each line stays at its line where the source has one element a line, so --explain points at
 * the author's own; a page with its elements run together on one line is first broken at each element.
 */

/** Elements that open a line of their own in markdown. */
const BLOCK = /<(?:h[1-6]|p|li|tr|dt|dd|div|br|blockquote|title)\b/gi;

/**
 * Whether a text is an HTML page: it opens as one, or several of its block elements are closed and most of its lines
 * open on a tag (a markdown bible with one table in HTML stays markdown).
 */
export function isHtml(text: string): boolean {
  if (/^\s*<(?:!doctype\s+html|html)\b/i.test(text)) return true;
  if ((text.match(/<\/(?:h[1-6]|p|li|td|th|dt|dd)>/gi) ?? []).length < 3) return false;
  return shareOpening(text, /^\s*</) > 1 / 2;
}

/** The named references an HTML bible is read with (src/util/entities.ts leaves any other as written). */
const ENTITIES = new Map([
  ...XML_ENTITIES,
  ['nbsp', ' '],
  ['mdash', '—'],
  ['ndash', '–'],
  ['ldquo', '“'],
  ['rdquo', '”'],
  ['lsquo', '‘'],
  ['rsquo', '’'],
  ['hellip', '…'],
  ['rarr', '→'],
]);

/** The text of an HTML fragment: tags dropped, entities read. */
function textOf(html: string): string {
  return decodeReferences(html.replace(/<[^>]*>/g, ''), ENTITIES, true)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An HTML page as markdown: h1–h6 headings, list items as bullets, table rows as rows, a definition's term and its
 * description as "- term: description", paragraphs as lines; the head, styles and scripts as blank lines.
 */
export function htmlAsMarkdown(text: string): string {
  // What never shows (the head, styles, scripts) goes, its line breaks kept; an element wrapped over lines (a heading,
  // a row of cells each on its own line) is joined on its first, the breaks kept after it so the next keep their lines.
  const lines = apart(joinElements(hidden(text))).split('\n');
  // A term on its line and its description on the next: one labelled line, at the term's.
  for (const [i, line] of lines.entries()) {
    // Stryker disable next-line StringLiteral: past the last line no text opens with "<dd", whatever stands in for it
    const next = lines[i + 1] ?? '';
    if (/<dt\b/i.test(line) && !/<dd\b/i.test(line) && /^\s*<dd\b/i.test(next)) {
      lines[i] = `${line}${next.trim()}`;
      lines[i + 1] = '';
    }
  }
  return lines
    .map((line) => {
      const heading = /<h([1-6])\b[^>]*>([\s\S]*?)(?:<\/h\1>|$)/i.exec(line);
      if (heading) return `${'#'.repeat(Number(heading[1]))} ${textOf(heading[2] as string)}`;
      if (/<tr\b/i.test(line)) {
        const cells = [...line.matchAll(/<t[dh]\b[^>]*>([\s\S]*?)(?=<t[dh]\b|<\/tr>|$)/gi)].map((c) =>
          textOf(c[1] as string),
        );
        return cells.length > 0 ? `| ${cells.join(' | ')} |` : '';
      }
      const term = /<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)(?:<\/dd>|$)/i.exec(line);
      if (term) return `- ${textOf(term[1] as string)}: ${textOf(term[2] as string)}`;
      if (/<li\b/i.test(line)) return `- ${textOf(line)}`;
      if (/<dt\b/i.test(line)) return `**${textOf(line)}**`;
      if (/<dd\b/i.test(line)) return `- ${textOf(line)}`;
      return textOf(line);
    })
    .join('\n');
}

/**
 * Elements run together on a line, each on a line of its own (a term's description stays beside it): only after
 * text on the same line, so a tag opening a line, or after tags alone ("<table><tr>"), stays where it is. Their lines
 * in --explain are then the page's lines counted so, not the file's. Each look back reaches only to the element
 * before, so a page on one line of a megabyte is read in one pass.
 */
function apart(html: string): string {
  let out = '';
  let from = 0;
  let lineStart = 0;
  let newline = html.indexOf('\n');
  const block = new RegExp(BLOCK.source, 'gi');
  for (let m = block.exec(html); m; m = block.exec(html)) {
    while (newline !== -1 && newline < m.index) {
      lineStart = newline + 1;
      newline = html.indexOf('\n', lineStart);
    }
    const before = html.slice(Math.max(from, lineStart), m.index);
    // m[0] is the element's "<" and name alone ("<dd", "<DD"): BLOCK stops at the name's end.
    const split =
      textOf(before) !== '' && !(m[0].toLowerCase() === '<dd' && /<\/dt>\s*$/i.test(html.slice(from, m.index)));
    out += html.slice(from, m.index) + (split ? '\n' : '');
    from = m.index;
  }
  return out + html.slice(from);
}

/** The text with its head, styles and scripts blanked, their line breaks kept (an unclosed one runs to the end). */
function hidden(text: string): string {
  let out = '';
  let at = 0;
  const lower = text.toLowerCase();
  const open = /<(head|style|script)\b/gi;
  for (let m = open.exec(text); m; m = open.exec(text)) {
    const close = lower.indexOf(`</${(m[1] as string).toLowerCase()}>`, m.index);
    const end = close < 0 ? text.length : close + (m[1] as string).length + 3;
    out += text.slice(at, m.index) + text.slice(m.index, end).replace(/[^\n]/g, '');
    at = end;
    open.lastIndex = end;
  }
  return out + text.slice(at);
}

/**
 * Headings, rows and terms wrapped over lines joined on their first line, the lines they took left blank after it
 * (so the lines below keep their numbers); at most a dozen lines, and line by line, so an unclosed tag costs nothing.
 */
function joinElements(html: string): string {
  const lines = html.split('\n');
  const opens = (line: string, tag: string) => (line.match(new RegExp(`<${tag}\\b`, 'gi')) ?? []).length;
  const closes = (line: string, tag: string) => (line.match(new RegExp(`</${tag}>`, 'gi')) ?? []).length;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const tag = /<(h[1-6]|tr|dt|dd|li)\b/i.exec(line)?.[1];
    if (!tag || opens(line, tag) <= closes(line, tag)) continue;
    let end = i + 1;
    while (end < lines.length && end - i <= 12 && !new RegExp(`</${tag}>`, 'i').test(lines[end] as string)) end++;
    if (end >= lines.length || end - i > 12) continue;
    lines[i] = lines
      .slice(i, end + 1)
      .map((l) => l.trim())
      .join(' ');
    for (let k = i + 1; k <= end; k++) lines[k] = '';
    i = end;
  }
  return lines.join('\n');
}

/** The share of a text's non-blank lines that open on a pattern (a tag, a command). */
function shareOpening(text: string, opening: RegExp): number {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  // Stryker disable next-line ConditionalExpression: as false, 0/0 never comes: both callers first ask for three closed elements or commands, so a line is non-blank
  return lines.length === 0 ? 0 : lines.filter((l) => opening.test(l)).length / lines.length;
}

/** Whether a text is a LaTeX document: a document class, or sections and items in LaTeX's commands. */
export function isLatex(text: string): boolean {
  if (/\\documentclass\b|\\begin\{document\}/.test(text)) return true;
  // Stryker disable next-line ArrayDeclaration: with no command matched, a count of 0 or 1 is under three alike
  if ((text.match(/\\(?:section|subsection|item|begin\{(?:itemize|description|enumerate)\})\b/g) ?? []).length < 3)
    return false;
  // Prose that names \section once or twice stays what it is: a third of the lines open on a command.
  return shareOpening(text, /^\s*\\[a-zA-Z]/) >= 1 / 3;
}

/** LaTeX's inline markup as plain text: its quotes, dashes, spaces and the arguments of styling commands. */
function latexText(line: string, macros: ReadonlyMap<string, string>): string {
  // The author's own short commands, first ("\dead" → "\textsc{dead}", "\ch{4}" → "ch.~4"), in one pass.
  const t = line.replace(/\\([a-zA-Z]+)(?:\{([^{}]*)\})?/g, (whole, name: string, arg?: string) => {
    const body = macros.get(name);
    if (body === undefined) return whole;
    return body.includes('#1') ? body.replace(/#1/g, arg ?? '') : `${body}${arg === undefined ? '' : `{${arg}}`}`;
  });
  // A styling command keeps its argument ("\textbf{Mara}" → "Mara"): the command is dropped with the rest, its braces after.
  return t
    .replace(/\\\$/g, '\uE000')
    .replace(/\$\\rightarrow\$|\\rightarrow\b|\\to\b/g, '→')
    .replace(/\$([^$]*)\$/g, '$1')
    .replace(/\uE000/g, '$')
    .replace(/``|''/g, '"')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/\\\\(?:\[[^\]]*\])?/g, ' ')
    .replace(/\\([_&%#{}])/g, '$1')
    .replace(/\\[ ,;]|~/g, ' ')
    .replace(/\\[a-zA-Z]+\*?(?:\[[^\]]*\])?/g, '')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A LaTeX document as markdown, line for line: \section and \subsection as headings, a description's
 * "\item[Eyes] grey" as "- Eyes: grey", other items as bullets, a table's "a & b \\" as a row; the preamble,
 * comments and environments' fences as blank lines. The author's own \newcommand short forms are expanded.
 */
export function latexAsMarkdown(text: string): string {
  const macros = new Map<string, string>();
  for (const m of text.matchAll(/\\(?:re)?newcommand\{?\\([a-zA-Z]+)\}?(?:\[\d\])?\{((?:[^{}]|\{[^{}]*\})*)\}/g))
    macros.set(m[1] as string, m[2] as string);
  const started = /\\begin\{document\}/.test(text);
  let body = !started;
  return text
    .split('\n')
    .map((raw) => {
      const line = raw.replace(/(?<!\\)%.*$/, '');
      if (/\\begin\{document\}/.test(line)) {
        body = true;
        return '';
      }
      if (!body || /^\s*\\(?:end|begin)\{[^}]*\}(?:\{[^}]*\})*\s*$/.test(line)) return '';
      // "\subsection[Walter]{Walter Halloran}\label{sec:walter}": the title in its braces (one level inside).
      const section =
        /^\s*\\(section|subsection|subsubsection|paragraph)\*?(?:\[[^\]]*\])?\{((?:[^{}]|\{[^{}]*\})*)\}/.exec(line);
      if (section) {
        const depth = { section: 2, subsection: 3, subsubsection: 4, paragraph: 5 }[section[1] as string] as number;
        return `${'#'.repeat(depth)} ${latexText(section[2] as string, macros)}`;
      }
      // Each part is trimmed as it is read.
      const labelled = /^\s*\\item\[([^\]]*)\](.*)$/.exec(line);
      if (labelled) return `- ${latexText(labelled[1] as string, macros)}: ${latexText(labelled[2] as string, macros)}`;
      const item = /^\s*\\item\s(.*)$/.exec(line);
      if (item) return `- ${latexText(item[1] as string, macros)}`;
      // The line break ending the last cell is read as a space, so trimmed.
      if (/(?<!\\)&/.test(line) && /\\\\\s*$/.test(line))
        return `| ${line
          .split(/(?<!\\)&/)
          .map((c) => latexText(c, macros))
          .join(' | ')} |`;
      if (/^\s*\\(?:toprule|midrule|bottomrule|hline|maketitle|noindent\s*$)/.test(line)) return '';
      return latexText(line, macros);
    })
    .join('\n');
}
