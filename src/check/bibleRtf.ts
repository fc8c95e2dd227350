/**
 * A bible saved as Rich Text Format (a word processor's or Scrivener's export): control words around the text
 * ("\par" ending a paragraph, "\b" and "\b0" bold, "\i" italics, "\tab", "\emdash", "\'e9" a character of the code
 * page, "\u233?" one of Unicode), groups in braces, the font and colour tables, the document's "\info" and other
 * destinations holding no words of the bible, and tables as rows ("\trowd … \cell … \row"). Read as writer's own
 * Markdown, a paragraph to a line or more: a paragraph all in bold a heading (larger than the body's type) or a bold
 * name, a paragraph opening on a bold name that name over its sentences as bullets ("**Ann Lee** (Nan). Born …" →
 * "**Ann Lee** (Nan)", "- Born …"; names in quotes in that bracket her other names, under `aliasLabel`), a bold label
 * opening a paragraph ("**Minor:** …") a group's heading, an indented paragraph after an entry more of its lines, a table's rows a Markdown table
 * (its first row the header) and other paragraphs as they stand. Each line out keeps the source line its paragraph
 * opens on.
 */

/** Whether a text is an RTF document: it opens on "{\rtf". */
export function isRtf(source: string): boolean {
  return /^\s*\{\\rtf/.test(source);
}

/** Destinations that hold no words of the document: its tables of fonts, colours and styles, its info, pictures. */
const SKIPPED = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'listtable',
  'listoverridetable',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'datastore',
  'latentstyles',
  'fldinst',
  'object',
  'filetbl',
  'revtbl',
  'pgdsctbl',
  'mmathPr',
]);

/** Control words that stand for a character. */
const SYMBOLS: Readonly<Record<string, string>> = {
  emdash: '—',
  endash: '–',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  bullet: '•',
  emspace: ' ',
  enspace: ' ',
  qmspace: ' ',
  tab: '\t',
  line: ' ',
};

/** Windows-1252's characters at 0x80–0x9F (the rest of the code page is Latin-1's). */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

function codePage(byte: number): string {
  return byte >= 0x80 && byte <= 0x9f ? (CP1252[byte - 0x80] as string) : String.fromCharCode(byte);
}

/** A run of text in one style, and the source line it starts on. */
interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** A paragraph: its runs, its indents (twips) and its type size, whether it ends a table's cell or row. */
interface Paragraph {
  runs: Run[];
  line: number;
  indent: number;
  firstIndent: number;
  size: number;
  cells?: string[][];
}

interface State {
  bold: boolean;
  italic: boolean;
  skip: boolean;
  size: number;
}

/** The document's paragraphs, its tables' rows as paragraphs of cells. */
function paragraphsOf(source: string): Paragraph[] {
  const out: Paragraph[] = [];
  const stack: State[] = [];
  let state: State = { bold: false, italic: false, skip: false, size: 24 };
  let indent = 0;
  let firstIndent = 0;
  let runs: Run[] = [];
  let line = 1;
  let start: number | undefined;
  /** A table row's cells so far (each cell its paragraphs' text), while inside one. */
  let row: string[][] | undefined;
  let cell: string[] = [];
  /** Characters to skip after "\uN" (its stand-in for readers without Unicode). */
  let uc = 1;
  let skipChars = 0;
  const add = (text: string) => {
    if (state.skip || text === '') return;
    if (skipChars > 0) {
      const n = Math.min(skipChars, text.length);
      skipChars -= n;
      text = text.slice(n);
      if (text === '') return;
    }
    start ??= line;
    const last = runs.at(-1);
    if (last && last.bold === state.bold && last.italic === state.italic) last.text += text;
    else runs.push({ text, bold: state.bold, italic: state.italic });
  };
  const textOf = (rs: readonly Run[]) => rs.map((r) => r.text).join('');
  const endParagraph = () => {
    if (row) {
      cell.push(textOf(runs));
    } else if (runs.length > 0) out.push({ runs, line: start ?? line, indent, firstIndent, size: state.size });
    runs = [];
    start = undefined;
  };
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    if (c === '\n') {
      line++;
      continue;
    }
    if (c === '\r') continue;
    if (c === '{') {
      stack.push({ ...state });
      // "{\*\destination …}": a destination the reader may not know, to be skipped whole.
      if (source.startsWith('\\*', i + 1)) state.skip = true;
      continue;
    }
    if (c === '}') {
      state = stack.pop() ?? state;
      continue;
    }
    if (c !== '\\') {
      add(c);
      continue;
    }
    const next = source[i + 1] ?? '';
    if (next === "'") {
      add(codePage(Number.parseInt(source.slice(i + 2, i + 4), 16)));
      i += 3;
      continue;
    }
    if (/[\\{}]/.test(next)) {
      add(next);
      i++;
      continue;
    }
    if (next === '~') {
      add(' ');
      i++;
      continue;
    }
    if (next === '_') {
      add('-');
      i++;
      continue;
    }
    const word = /^([a-zA-Z]+)(-?\d+)? ?/.exec(source.slice(i + 1, i + 40));
    if (!word) {
      // "\-" an optional hyphen, "\*" a destination's mark, "\|" and others: nothing printed.
      if (next === '\n') {
        endParagraph();
        line++;
      }
      i++;
      continue;
    }
    i += word[0].length;
    const name = word[1] as string;
    const arg = word[2] === undefined ? undefined : Number(word[2]);
    if (SKIPPED.has(name)) {
      state.skip = true;
      continue;
    }
    if (name === 'u' && arg !== undefined) {
      add(String.fromCodePoint(arg < 0 ? arg + 65536 : arg));
      skipChars = uc;
      continue;
    }
    if (name === 'uc') uc = arg ?? 1;
    else if (name === 'par') endParagraph();
    else if (name === 'pard') {
      indent = 0;
      firstIndent = 0;
    } else if (name === 'li') indent = arg ?? 0;
    else if (name === 'fi') firstIndent = arg ?? 0;
    else if (name === 'fs') state.size = arg ?? 24;
    else if (name === 'b') state.bold = arg !== 0;
    else if (name === 'i') state.italic = arg !== 0;
    else if (name === 'plain') {
      state.bold = false;
      state.italic = false;
    } else if (name === 'trowd') {
      endParagraph();
      row ??= [];
    } else if (name === 'cell') {
      if (row) {
        cell.push(textOf(runs));
        runs = [];
        row.push(cell);
        cell = [];
      }
    } else if (name === 'row') {
      if (row) {
        out.push({ runs: [], line: start ?? line, indent: 0, firstIndent: 0, size: state.size, cells: row });
        row = undefined;
        cell = [];
        runs = [];
        start = undefined;
      }
    } else {
      const symbol = SYMBOLS[name];
      if (symbol !== undefined) add(symbol);
    }
  }
  endParagraph();
  return out;
}

/** A paragraph's runs as Markdown: bold as "**…**", italics as "*…*", the marks kept off spaces at either end. */
function marked(runs: readonly Run[]): string {
  return runs
    .map((r) => {
      const mark = r.bold && r.italic ? '***' : r.bold ? '**' : r.italic ? '*' : '';
      const m = /^(\s*)(.*?)(\s*)$/s.exec(r.text) as RegExpExecArray;
      return mark && (m[2] as string) !== '' ? `${m[1]}${mark}${m[2]}${mark}${m[3]}` : r.text;
    })
    .join('')
    .replace(/[ \t]+$/, '');
}

/** A paragraph's text cut into its sentences ("Born 1874. Married Meg 1899."), a title's stop ("Mrs.") ending none. */
function sentences(text: string, abbreviation: RegExp): string[] {
  const out: string[] = [];
  for (const part of text.split(/(?<=[.!?]["”’)]?)\s+(?=[\p{Lu}\d"“(])/u)) {
    const before = out.at(-1);
    // "(ch. 3)", "no. 4": a short word's stop before a number ends no sentence either.
    const short = before !== undefined && /(?:^|[\s(."“])\p{L}{1,3}\.$/u.test(before) && /^\d/.test(part);
    if (before !== undefined && (abbreviation.test(before) || short)) out[out.length - 1] = `${before} ${part}`;
    else out.push(part);
  }
  return out.map((s) => s.trim()).filter((s) => s !== '');
}

/**
 * The RTF document as Markdown, and for each of its lines the line of the source it came from. `abbreviation` tells
 * a title's stop at a sentence's end ("Mrs.", "Dr.", an initial), which ends no sentence.
 */
export function rtfAsMarkdown(
  source: string,
  abbreviation: RegExp,
  aliasLabel: string,
): { markdown: string; sourceLines: number[] } {
  const paragraphs = paragraphsOf(source);
  // The body's type size: the one most of the text is set in; a heading's is larger.
  const sizes = new Map<number, number>();
  for (const p of paragraphs)
    sizes.set(p.size, (sizes.get(p.size) ?? 0) + p.runs.reduce((n, r) => n + r.text.length, 0));
  const body = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 24;
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  /** Whether the paragraph before was an entry (a bold name over its lines), whose indented paragraphs go on with it. */
  let entry = false;
  let header = true;
  for (const p of paragraphs) {
    if (p.cells) {
      const cells = p.cells.map((c) => c.join(' ').replace(/\s+/g, ' ').replace(/\|/g, '/').trim());
      if (!header) push(`| ${cells.join(' | ')} |`, p.line);
      else {
        push('', p.line);
        push(`| ${cells.join(' | ')} |`, p.line);
        push(`| ${cells.map(() => '---').join(' | ')} |`, p.line);
      }
      header = false;
      entry = false;
      continue;
    }
    if (!header) push('', p.line);
    header = true;
    const text = p.runs
      .map((r) => r.text)
      .join('')
      .trim();
    if (text === '') continue;
    const boldAll = p.runs.every((r) => r.bold || r.text.trim() === '');
    if (boldAll) {
      push('', p.line);
      push(p.size > body ? `## ${text}` : `**${text.replace(/:$/, '')}**`, p.line);
      entry = p.size <= body;
      continue;
    }
    const lead = p.runs[0]?.bold ? (p.runs[0] as Run).text.trim() : '';
    // "**Angus Rennie** (head shepherd). 66 in 1908. …": a name in bold opening the paragraph, its sentences its lines.
    if (lead !== '' && !/:$/.test(lead)) {
      let rest = marked(p.runs.slice(1)).trim();
      const aside = /^\(([^()]*)\)\.?/.exec(rest);
      rest = (aside ? rest.slice(aside[0].length) : rest).replace(/^[\s,.:;—–-]+/, '');
      push('', p.line);
      // ("Meg"; "Missus" to Angus; "Mrs. Tom" to Davie): the names in quotes are hers, not the ones they are said by.
      const quoted = [...(aside?.[1] ?? '').matchAll(/["“]([^"”]+)["”]/g)].map((q) => q[1] as string);
      if (quoted.length > 0) {
        push(`**${lead}**`, p.line);
        push(`- ${aliasLabel}: ${quoted.join(', ')}`, p.line);
      } else push(`**${lead}**${aside ? ` (${aside[1]})` : ''}`, p.line);
      for (const s of sentences(rest, abbreviation)) push(`- ${s}`, p.line);
      entry = true;
      continue;
    }
    // "**Minor:** the Reverend …; Mr. Pollard …": a label over a group of its own, no line of the entry above.
    if (lead !== '') {
      push('', p.line);
      push(`## ${lead.replace(/:$/, '')}`, p.line);
      push(marked(p.runs.slice(1)).trim(), p.line);
      entry = false;
      continue;
    }
    const written = marked(p.runs).trim();
    // An indented paragraph under an entry ("Change: hair cut short …") is more of its lines.
    if (entry && p.indent > 0 && p.firstIndent >= 0) {
      for (const s of sentences(written, abbreviation)) push(`- ${s}`, p.line);
      continue;
    }
    entry = false;
    push('', p.line);
    // "1<tab>Tuesday 10 March 1908<tab>The offer": columns set by tab stops, their cells apart as a line's parts.
    push(written.replace(/\s*\t\s*/g, ' — '), p.line);
  }
  // A run of blank lines is one.
  const kept = out.filter((l, k) => l.text !== '' || (k > 0 && out[k - 1]?.text !== ''));
  return { markdown: kept.map((l) => l.text).join('\n'), sourceLines: kept.map((l) => l.line) };
}
