/**
 * Bibles kept in a markup language read as markdown: an HTML page (a word processor's or a notes app's export)
 * and a LaTeX document. Each line stays at its line where the source has one element a line, so --explain points at
 * the author's own; a page with its elements run together on one line is first broken at each element.
 */

/** Elements that open a line of their own in markdown. */
const BLOCK = /<(?:h[1-6]|p|li|tr|dt|dd|div|br|blockquote|title)\b/gi;

/** Whether a text is an HTML page: several of its block elements closed. */
export function isHtml(text: string): boolean {
  return (text.match(/<\/(?:h[1-6]|p|li|td|th|dt|dd)>/gi) ?? []).length >= 3;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  hellip: '…',
  rarr: '→',
};

/** The text of an HTML fragment: tags dropped, entities read. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An HTML page as markdown: h1–h6 headings, list items as bullets, table rows as rows, a definition's term and its
 * description as "- term: description", paragraphs as lines; the head, styles and scripts as blank lines.
 */
export function htmlAsMarkdown(text: string): string {
  // What never shows (the head, styles, scripts) goes, its line breaks kept.
  let html = text.replace(/<(head|style|script)\b[\s\S]*?<\/\1>/gi, (m) => m.replace(/[^\n]/g, ''));
  // A page run together on a line: each element on a line of its own.
  const lines = html.split('\n').length;
  const blocks = (html.match(BLOCK) ?? []).length;
  if (blocks > 2 * lines) html = html.replace(BLOCK, (m) => `\n${m}`);
  return html
    .split('\n')
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

/** Whether a text is a LaTeX document: a document class, or sections and items in LaTeX's commands. */
export function isLatex(text: string): boolean {
  return (
    /\\documentclass\b/.test(text) ||
    (text.match(/\\(?:section|subsection|item|begin\{(?:itemize|description|enumerate)\})\b/g) ?? []).length >= 3
  );
}

/** LaTeX's inline markup as plain text: its quotes, dashes, spaces and the arguments of styling commands. */
function latexText(line: string, macros: ReadonlyMap<string, string>): string {
  let t = line;
  // The author's own short commands, first ("\dead" → "\textsc{dead}", "\ch{4}" → "ch.~4").
  for (const [name, body] of macros)
    t = t.replace(new RegExp(`\\\\${name}(?![a-zA-Z])(?:\\{([^{}]*)\\})?`, 'g'), (_, arg?: string) =>
      body.replace(/#1/g, arg ?? ''),
    );
  return t
    .replace(/\$\\rightarrow\$|\\rightarrow\b|\\to\b/g, '→')
    .replace(/\\(?:textbf|textit|emph|textsc|texttt|underline|textrm|textsf|mbox)\{([^{}]*)\}/g, '$1')
    .replace(/\$([^$]*)\$/g, '$1')
    .replace(/``|''/g, '"')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/\\([_&%$#{}])/g, '$1')
    .replace(/\\[ ,;]|~/g, ' ')
    .replace(/\\\\(?:\[[^\]]*\])?/g, ' ')
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
      const section = /^\s*\\(section|subsection|subsubsection|paragraph)\*?\{(.*)\}\s*$/.exec(line);
      if (section) {
        const depth = { section: 2, subsection: 3, subsubsection: 4, paragraph: 5 }[section[1] as string] as number;
        return `${'#'.repeat(depth)} ${latexText(section[2] as string, macros)}`;
      }
      const labelled = /^\s*\\item\[([^\]]*)\]\s*(.*)$/.exec(line);
      if (labelled) return `- ${latexText(labelled[1] as string, macros)}: ${latexText(labelled[2] as string, macros)}`;
      const item = /^\s*\\item\s+(.*)$/.exec(line);
      if (item) return `- ${latexText(item[1] as string, macros)}`;
      if (/(?<!\\)&/.test(line) && /\\\\\s*$/.test(line))
        return `| ${line
          .replace(/\\\\\s*$/, '')
          .split(/(?<!\\)&/)
          .map((c) => latexText(c, macros))
          .join(' | ')} |`;
      if (/^\s*\\(?:toprule|midrule|bottomrule|hline|maketitle|noindent\s*$)/.test(line)) return '';
      return latexText(line, macros);
    })
    .join('\n');
}
