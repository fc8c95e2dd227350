/**
 * A bible kept as a Typst document: `#set` and `#show` rules and `#let` definitions at the margin, headings opened by
 * "=" signs ("= People", "=== Joseph Trevail"), term lists ("/ The mill: red door"), tables called as functions
 * (`#table(columns: 3, [*Name*], [*Age*], …)`) and the author's own helpers called through the book (`#fact("Eyes",
 * [grey])`, `#fate[Dies in chapter 7]`). Read as the page it compiles to, in writer's own Markdown: a helper's call
 * is its definition's body with the call's arguments put in (`#let fact(k, v) = [*#k:* #v]` makes `#fact("Eyes",
 * [grey])` the line "**Eyes:** grey"), a helper defined nowhere in the file its arguments joined as a labelled line; a
 * heading a heading of as many "#"; a term a heading over its description, or a labelled line when the term is a
 * label the bible knows ("/ Eyes: grey"); a table a Markdown table, its first row the header; Typst's own markup
 * (`*strong*`, `_emph_`, `#sym.arrow.r`, `--`) as the text it prints. Settings, comments and code print nothing.
 * A call or a content block that runs over several lines is one line, at the line it opens on; each line out keeps
 * its line in the file.
 */

/** A rule or a definition at the margin: "#set page(…)", "#let fact(k, v) = …", "#show heading: …", "#import …". */
const RULE = /^#(?:set|let|show|import|include)\b/;
const HEADING = /^(=+)\s+(.*)$/;
const TERM = /^\/\s+([^:]+?):\s*(.*)$/;

/** Whether a text is a Typst document: rules or definitions at the margin, and headings or more of them. */
export function isTypst(source: string): boolean {
  const lines = source.split('\n');
  const rules = lines.filter((l) => RULE.test(l)).length;
  const headings = lines.filter((l) => HEADING.test(l)).length;
  const calls = lines.filter((l) => /#[a-z][\w.-]*[([]/.test(l)).length;
  return rules >= 2 && headings + calls >= 2;
}

/** What Typst's symbols print: the arrows and dashes a bible writes its changes with, the dagger of a death. */
const SYMBOLS: Record<string, string> = {
  'arrow.r': '→',
  'arrow.r.long': '→',
  'arrow.l': '←',
  'arrow.l.r': '↔',
  dagger: '†',
  'dash.en': '–',
  'dash.em': '—',
  'quote.double': '"',
  'quote.single': "'",
  bullet: '•',
  times: '×',
  star: '*',
  amp: '&',
  hash: '#',
  dots: '…',
  'dots.h': '…',
};

/** Functions that print nothing a reader reads: spacing, breaks, pictures, labels. */
const SILENT = new Set([
  'h',
  'v',
  'pagebreak',
  'colbreak',
  'linebreak',
  'parbreak',
  'image',
  'line',
  'label',
  'counter',
  'place',
  'metadata',
  'outline',
  'bibliography',
  'state',
  'context',
  'numbering',
]);

interface Arg {
  /** The argument's name ("columns: 3"), none for a positional one. */
  name?: string;
  /** Its text: a string's or a content block's inside, a value's code. */
  text: string;
  kind: 'string' | 'content' | 'code';
}

interface Call {
  name: string;
  args: Arg[];
  end: number;
}

/** The index after the bracket that closes the one at `open`, strings and nested brackets skipped. */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const c = text[i] as string;
    if (c === '\\') {
      i++;
      continue;
    }
    // A string inside code ("…"): its brackets are letters. (In content, a quote is a quote.)
    if (c === '"' && stack.at(-1) !== ']') {
      const end = text.indexOf('"', i + 1);
      if (end < 0) return -1;
      i = end;
      continue;
    }
    if (pairs[c]) stack.push(pairs[c] as string);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return -1;
}

/** Split a call's argument list at its top-level commas. */
function splitArgs(inside: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 0; i < inside.length; i++) {
    const c = inside[i] as string;
    if (c === '(' || c === '[' || c === '{' || c === '"') {
      const end = c === '"' ? inside.indexOf('"', i + 1) + 1 : closing(inside, i);
      if (end <= 0) break;
      i = end - 1;
    } else if (c === ',') {
      parts.push(inside.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(inside.slice(from));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

function argOf(part: string): Arg {
  const named = /^([a-z][\w-]*)\s*:\s*([\s\S]*)$/i.exec(part);
  const value = named ? (named[2] as string).trim() : part;
  const name = named ? (named[1] as string) : undefined;
  const kind = value.startsWith('"') ? 'string' : value.startsWith('[') ? 'content' : 'code';
  const text = kind === 'code' ? value : value.slice(1, -1);
  return name === undefined ? { text, kind } : { name, text, kind };
}

/** The call whose name starts at `at` (after the "#"): its arguments in brackets and the content blocks after. */
function callAt(text: string, at: number): Call | undefined {
  const head = /^[a-zA-Z_][\w.-]*/.exec(text.slice(at));
  if (!head) return undefined;
  const name = head[0].replace(/[.-]+$/, '');
  let i = at + name.length;
  const args: Arg[] = [];
  if (text[i] === '(') {
    const end = closing(text, i);
    if (end < 0) return undefined;
    args.push(...splitArgs(text.slice(i + 1, end - 1)).map(argOf));
    i = end;
  }
  while (text[i] === '[') {
    const end = closing(text, i);
    if (end < 0) return undefined;
    args.push({ text: text.slice(i + 1, end - 1), kind: 'content' });
    i = end;
  }
  return { name, args, end: i };
}

interface Template {
  params: string[];
  body: string;
}

/** "#let fact(k, v) = [*#k:* #v \ ]": the helpers a document defines, by name. */
function templatesOf(source: string): Map<string, Template> {
  const out = new Map<string, Template>();
  for (const m of source.matchAll(/^#let\s+([a-zA-Z_][\w-]*)\(([^)]*)\)\s*=\s*/gm)) {
    const start = (m.index ?? 0) + m[0].length;
    const body = source.slice(start);
    let text: string | undefined;
    if (body.startsWith('[')) {
      const end = closing(body, 0);
      if (end > 0) text = body.slice(1, end - 1);
    } else {
      // "block(fill: luma(235))[#body]": a call whose output is the body, as markup.
      const call = callAt(body, 0);
      if (call) text = `#${body.slice(0, call.end)}`;
    }
    const params = (m[2] as string)
      .split(',')
      .map((p) => p.replace(/:.*$/, '').trim())
      .filter((p) => p !== '');
    if (text !== undefined) out.set(m[1] as string, { params, body: text });
  }
  return out;
}

/** An argument as markup: a string's text as it stands, a parameter's value where a helper's body names one. */
function argMarkup(arg: Arg, env: ReadonlyMap<string, string>): string {
  if (arg.kind === 'code') return env.get(arg.text) ?? (/^[\d.]+$/.test(arg.text) ? arg.text : '');
  return arg.text;
}

/** Typst markup as the text it prints, in Markdown: calls expanded, strong and emphasis as Markdown's. */
function render(
  markup: string,
  templates: ReadonlyMap<string, Template>,
  env: ReadonlyMap<string, string>,
  depth = 0,
): string {
  if (depth > 8) return '';
  let out = '';
  for (let i = 0; i < markup.length; i++) {
    const c = markup[i] as string;
    if (c === '\\') {
      const next = markup[i + 1];
      // "\ " is a line break; "\#", "\*" the sign itself.
      if (next === undefined || /\s/.test(next)) out += ' ';
      else {
        out += next;
        i++;
      }
      continue;
    }
    if (c !== '#') {
      out += c;
      continue;
    }
    const ident = /^[a-zA-Z_][\w.-]*/.exec(markup.slice(i + 1))?.[0].replace(/[.-]+$/, '');
    if (ident === undefined) {
      // "#(…)", "#{…}": code, which prints nothing a bible says.
      const open = markup[i + 1];
      if (open === '(' || open === '{') {
        const end = closing(markup, i + 1);
        i = (end < 0 ? markup.length : end) - 1;
      } else out += c;
      continue;
    }
    if (ident.startsWith('sym.')) {
      out += SYMBOLS[ident.slice(4)] ?? '';
      i += ident.length;
      continue;
    }
    if (env.has(ident) && !/[([]/.test(markup[i + 1 + ident.length] ?? '')) {
      out += env.get(ident);
      i += ident.length;
      continue;
    }
    const call = callAt(markup, i + 1);
    if (!call) {
      out += c;
      continue;
    }
    i = call.end - 1;
    out += renderCall(call, templates, env, depth);
  }
  return out;
}

function renderCall(
  call: Call,
  templates: ReadonlyMap<string, Template>,
  env: ReadonlyMap<string, string>,
  depth: number,
): string {
  const positional = call.args.filter((a) => a.name === undefined);
  const texts = positional.map((a) => render(argMarkup(a, env), templates, env, depth + 1).trim());
  const template = templates.get(call.name);
  if (template) {
    const bound = new Map(env);
    template.params.forEach((p, k) => {
      bound.set(p, positional[k] ? argMarkup(positional[k] as Arg, env) : '');
    });
    return render(template.body, templates, bound, depth + 1);
  }
  if (SILENT.has(call.name) || call.name.startsWith('table.') || call.name.startsWith('grid.')) return '';
  if (call.name === 'emph') return `_${texts.join(' ')}_`;
  if (call.name === 'strong') return `*${texts.join(' ')}*`;
  // "#link("https://…")[the map]": the words it shows.
  if (call.name === 'link') return texts.at(-1) ?? '';
  // A helper the file does not define: its arguments, the first a label when there are more ("#note("Eyes", [grey])").
  if (texts.length >= 2 && texts[0] !== undefined && texts[0].length <= 40 && !/[.;]/.test(texts[0]))
    return `${texts[0]}: ${texts.slice(1).join(' — ')}`;
  return texts.join(' ');
}

/** Typst's own inline marks as Markdown's: "*strong*" bold, "_emph_" italic, "--" a dash, "~" a space. */
function inline(text: string): string {
  return text
    .replace(/(?<![*\p{L}\p{N}])\*(?=\S)([^*\n]+?)\*(?![*\p{L}\p{N}])/gu, '\u0001$1\u0001')
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)([^_\n]+?)_(?![\p{L}\p{N}_])/gu, '*$1*')
    .replaceAll('\u0001', '**')
    .replace(/---/g, '—')
    .replace(/--/g, '–')
    .replace(/~/g, ' ')
    .replace(/<[a-z][\w:.-]*>/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
}

/** A table cell's text: its bold dropped (a header's "*Name*"), its pipes kept from splitting the row. */
function cell(text: string): string {
  return inline(text)
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\|/g, '/')
    .trim();
}

/**
 * How many columns a table has: "columns: 3", one for each size in "columns: (auto, auto, 1fr)", or the sizes
 * repeated in "columns: (1fr,) * 3".
 */
function columnsOf(arg: Arg | undefined): number {
  if (!arg) return 1;
  const t = arg.text.trim();
  if (/^\d+$/.test(t)) return Number(t);
  const repeated = /^\((.*)\)\s*\*\s*(\d+)$/s.exec(t);
  if (repeated) return splitArgs(repeated[1] as string).length * Number(repeated[2]);
  if (t.startsWith('(')) return splitArgs(t.slice(1, -1)).length;
  return 1;
}

/**
 * The Typst document as Markdown, and for each of its lines the line of the document it came from.
 * `isLabel` tells a term that is a field ("Eyes") from one that names an entry ("The mill").
 */
export function typstAsMarkdown(
  source: string,
  words: { isLabel: (term: string) => boolean; sectionOf: (title: string) => string | undefined },
): { markdown: string; sourceLines: number[] } {
  const { isLabel } = words;
  const text = source.replace(/\r\n?/g, '\n');
  const templates = templatesOf(text);
  const lines = text.split('\n');
  const out: Array<{ text: string; line: number }> = [];
  const push = (t: string, line: number) => out.push({ text: t, line });
  const none = new Map<string, string>();
  for (let i = 0; i < lines.length; i++) {
    const line = i + 1;
    let raw = lines[i] as string;
    // "// Compile with …": a comment, at the margin or after a space.
    raw = raw.replace(/(^|\s)\/\/.*$/, '$1');
    // A call or content block left open runs on to the line that closes it: one line, where it opens.
    const first = i;
    let j = i;
    const open = () => {
      let depth = 0;
      let inString = false;
      for (let k = 0; k < raw.length; k++) {
        const ch = raw[k] as string;
        if (ch === '\\') {
          k++;
          continue;
        }
        if (ch === '"' && depth > 0) inString = !inString;
        if (inString) continue;
        if (ch === '(' || ch === '[' || ch === '{') depth++;
        else if (ch === ')' || ch === ']' || ch === '}') depth--;
      }
      return depth > 0;
    };
    while (open() && j + 1 < lines.length) {
      j++;
      raw = `${raw}\n${(lines[j] as string).replace(/(^|\s)\/\/.*$/, '$1')}`;
    }
    // A list's or a term's item runs on over the indented lines under it.
    if (/^\s*(?:[-+]|\/\s[^:]*:)\s/.test(raw))
      while (
        j + 1 < lines.length &&
        /^\s+\S/.test(lines[j + 1] as string) &&
        !/^\s*(?:[-+/]\s|=)/.test(lines[j + 1] as string)
      ) {
        j++;
        raw = `${raw}\n${(lines[j] as string).replace(/(^|\s)\/\/.*$/, '$1')}`;
      }
    i = j;
    const trimmed = raw.trim();
    if (RULE.test(trimmed)) {
      push('', line);
      continue;
    }
    const heading = HEADING.exec(trimmed);
    if (heading) {
      const title = inline(render(heading[2] as string, templates, none));
      const level = (heading[1] as string).length;
      // A heading that names a section is one ("= People"); a heading with deeper ones under it and nothing of its
      // own ("== The Trevails") only groups them; the document's title ("= The Weir: notes") is no entry; any other
      // heading is an entry of its section, however deep.
      const next = lines.slice(i + 1).find((l) => l.trim() !== '' && !/^\s*\/\//.test(l));
      const under = HEADING.exec(next?.trim() ?? '');
      if (words.sectionOf(title) !== undefined) push(`## ${title}`, line);
      else if (under && (under[1] as string).length > level) push('', line);
      else if (level === 1) push(`# ${title}`, line);
      else push(`### ${title}`, line);
      continue;
    }
    // "#table(columns: 3, [*Name*], [*Age*], …)": a Markdown table, each row at the line its first cell is on.
    const table = /^#(table|grid)\(/.exec(trimmed);
    if (table) {
      const call = callAt(trimmed, 1);
      if (call) {
        const width = columnsOf(call.args.find((a) => a.name === 'columns'));
        const cells = call.args.filter((a) => a.name === undefined);
        // Where each cell stands in the file: its text searched for from the one before.
        let from = 0;
        const rows: Array<{ cells: string[]; line: number }> = [];
        cells.forEach((a, k) => {
          const found = raw.indexOf(a.text, from);
          if (found >= 0) from = found + a.text.length;
          const cellLine = first + 1 + (raw.slice(0, Math.max(found, 0)).match(/\n/g) ?? []).length;
          if (k % width === 0) rows.push({ cells: [], line: cellLine });
          rows.at(-1)?.cells.push(cell(render(argMarkup(a, none), templates, none)));
        });
        push('', line);
        rows.forEach((r, k) => {
          push(`| ${r.cells.join(' | ')} |`, r.line);
          if (k === 0) push(`|${r.cells.map(() => ' --- ').join('|')}|`, r.line);
        });
        push('', rows.at(-1)?.line ?? line);
        continue;
      }
    }
    const rendered = inline(render(raw.replace(/\s*\n\s*/g, ' '), templates, none));
    // "/ The mill: red door": a term over its description, or a labelled line when the term is a field's label.
    const term = TERM.exec(rendered);
    if (term) {
      const name = (term[1] as string).trim();
      if (isLabel(name.replace(/\*/g, ''))) push(`- ${name}: ${term[2]}`, line);
      else {
        push(`### ${name.replace(/\*/g, '')}`, line);
        push(term[2] as string, line);
        push('', line);
      }
      continue;
    }
    // "+ item": a numbered list's item.
    push(rendered.replace(/^\+\s+/, '1. '), line);
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
