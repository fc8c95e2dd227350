/**
 * A bible typeset with troff (groff) and the -ms macros: ".TL" over the title, ".NH n" and ".SH" over a section's
 * heading, ".PP", ".LP" and ".QP" paragraphs, ".IP tag" entries (a name or a label as the tag, or a bullet "\(bu"),
 * "tbl" tables between ".TS" and ".TE", and troff's escapes in the text: fonts ("\fBbold\fP", "\fIitalic\fR"),
 * special characters ("\(em", "\(lq", "\(->", "\(12", "\[~n]", "\['e]"), "\&" and comments ('.\"', '\"'). Read as
 * writer's own Markdown: a heading a heading (".NH 1" a section's, "## "; ".NH 2" too when it names a section, else
 * the label of a group in the section above, set in italics, no heading), an entry's tag a
 * bold name over its lines as bullets (a sentence wrapped over two source lines one bullet), a bulleted item a bullet,
 * a paragraph prose, a table a Markdown table (a table with no header row its rows as lines, cells joined by " — "),
 * the escapes as the characters they print. Each line out keeps the line of the source its text opens on.
 */

/** A request or a macro of -ms (or of troff itself): a line opening on "." or "'" and a name. */
const REQUEST = /^[.'][ \t]*([A-Za-z0-9]{1,3}|\\")(?:[ \t]+(.*))?$/;

/** The -ms macros a document of them uses; a page with few of them is no -ms document. */
const MS_MACROS = /^\.(?:NH|SH|PP|LP|IP|QP|TL|AU|AI|AB|AE|TS|TE|RS|RE|DS|DE|XP|KS|KE)\b/;

/** Whether a text is a troff document with the -ms macros: its sections or paragraphs by -ms's requests. */
export function isTroffMs(source: string): boolean {
  const lines = source.split('\n');
  const macros = lines.filter((l) => MS_MACROS.test(l));
  const blocks = macros.filter((l) => /^\.(?:NH|SH|PP|LP|IP)\b/.test(l)).length;
  return macros.length >= 4 && blocks >= 3;
}

/** troff's named characters ("\(em", "\[em]") as what they print. */
const CHARACTERS: Readonly<Record<string, string>> = {
  em: '—',
  en: '–',
  hy: '-',
  lq: '“',
  rq: '”',
  oq: '‘',
  cq: '’',
  aq: "'",
  dq: '"',
  Fo: '«',
  Fc: '»',
  bu: '•',
  '->': '→',
  '<-': '←',
  '<>': '↔',
  '12': '½',
  '14': '¼',
  '34': '¾',
  de: '°',
  mu: '×',
  di: '÷',
  '+-': '±',
  co: '©',
  rg: '®',
  tm: '™',
  sc: '§',
  ps: '¶',
  dg: '†',
  ct: '¢',
  Po: '£',
  Eu: '€',
  ss: 'ß',
  ae: 'æ',
  AE: 'Æ',
  oe: 'œ',
  OE: 'Œ',
  '/o': 'ø',
  '/O': 'Ø',
  '.i': 'ı',
  ',s': 'ş',
  ',c': 'ç',
  ',C': 'Ç',
  "'": '',
  '`': '',
  ha: '^',
  ti: '~',
  rs: '\\',
  sl: '/',
  ba: '|',
};

/** The accent of a composed character ("\['e]", "\[:u]", "\[~n]"), as the combining mark it sets over its letter. */
const ACCENTS: Readonly<Record<string, string>> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '~': '\u0303',
  ':': '\u0308',
  ',': '\u0327',
  v: '\u030C',
  o: '\u030A',
  '-': '\u0304',
};

/** A named character as it prints: its own, a letter under an accent ("'e" é), or a code point ("u00E9"). */
function named(name: string): string {
  const own = CHARACTERS[name];
  if (own !== undefined) return own;
  const code = /^u([0-9A-Fa-f]{4,6})$/.exec(name);
  if (code) return String.fromCodePoint(Number.parseInt(code[1] as string, 16));
  const accent = name.length === 2 ? ACCENTS[name[0] as string] : undefined;
  if (accent && /\p{L}/u.test(name[1] as string)) return `${name[1]}${accent}`.normalize('NFC');
  return '';
}

/**
 * A line's escapes as what they print: fonts as Markdown's bold and italics, named characters as themselves, strings,
 * sizes and motions dropped; "\&" (a zero-width mark, as after "Mrs.") nothing.
 */
export function troffText(text: string): string {
  // Marks of what the line sets in bold or italics: a font escape opens one, "\fP", "\fR" or another font closes it.
  let font = '';
  const out = text
    .replace(/\\".*$/, '')
    .replace(/\\\\/g, '\uE000')
    .replace(/\\e/g, '\uE000')
    .replace(/\\\(([^\s]{2})|\\\[([^\]\s]+)\]|\\C'([^']+)'/g, (_all, two?: string, long?: string, c?: string) =>
      named(two ?? long ?? c ?? ''),
    )
    .replace(/\\\*(?:\(([^\s]{2})|\[([^\]]+)\]|(.))/g, (_all, two?: string, long?: string, one?: string) => {
      const name = two ?? long ?? one ?? '';
      // -ms's own strings: "\*Q" and "\*U" its quotes, "\*-" its dash.
      return name === 'Q' ? '“' : name === 'U' ? '”' : name === '-' ? '—' : '';
    })
    .replace(/\\f(?:\(([^\s]{2})|\[([^\]]*)\]|(.))/g, (_all, two?: string, long?: string, one?: string) => {
      const name = two ?? long ?? one ?? '';
      const next = /^(?:B|3)$/.test(name) ? '**' : /^(?:I|2)$/.test(name) ? '*' : /^(?:BI|4)$/.test(name) ? '***' : '';
      const close = font;
      font = next;
      return `${close}${next}`;
    })
    .replace(/\\[sS][+-]?(?:\d|\(\d\d|\[[^\]]*\]|'[^']*')/g, '')
    .replace(/\\[vhlLxoDbZwRX]'[^']*'/g, '')
    .replace(/\\[nmMgkYV](?:\(..|\[[^\]]*\]|.)/g, '')
    .replace(/\\[-]/g, '-')
    .replace(/\\[ ~0]/g, ' ')
    .replace(/\\[&|^%c:)!{}tpdru]/g, '')
    .replace(/\uE000/g, '\\');
  // A font left open at the line's end closes there, as Markdown's marks must.
  const closed = `${out}${font}`;
  // "**Meg Harland**" and nothing else set apart: marks that open on a space or close after one are moved in.
  return closed.replace(/(\*{1,3})(\s+)/g, (all, marks: string, space: string, at: number) =>
    at === 0 || /\s/.test(closed[at - 1] ?? ' ') ? `${space}${marks}` : all,
  );
}

/** A macro's arguments: words, or a quoted argument ("\fBMeg Harland\fP") whole. */
function argumentsOf(rest: string): string[] {
  return [...rest.matchAll(/"((?:[^"]|"")*)"?|(\S+)/g)].map((m) => (m[1] ?? m[2] ?? '').replace(/""/g, '"'));
}

/** A tag that only marks an item of a list: a bullet, a dash, a number or a letter ("1.", "(a)", "iv)"). */
function bulletTag(tag: string): boolean {
  return /^(?:[•·*+–—-]|\(?(?:\d{1,3}|[a-z]|[ivx]{1,5})[.)])$/i.test(tag.trim());
}

/** Whether a sentence runs on past the end of this line (it ends on no stop, colon or semicolon). */
function runsOn(text: string): boolean {
  return !/[.!?:;)\]"”’*]\s*$/.test(text);
}

type Out = { text: string; line: number };

/** What the text lines under the last request are: a title's or a heading's words, an entry's lines, an item, prose. */
type Mode = 'title' | 'heading' | 'entry' | 'item' | 'prose' | 'display' | 'skip';

/** A tbl table's source lines between ".TS" and ".TE" as Markdown: a table with its header row, or lines of cells. */
function tableLines(rows: ReadonlyArray<Out>): Out[] {
  let at = 0;
  let tab = '\t';
  // The options line, ending on ";" ("box tab(|);"), names the cells' separator.
  const options = rows[0]?.text ?? '';
  if (/;\s*$/.test(options) && !/\.\s*$/.test(options)) {
    tab = /\btab\s*\((.)\)/.exec(options)?.[1] ?? tab;
    at++;
  }
  // The format: one line a row's keys, the last ending on "."; a first row all bold heads the table.
  const format: string[] = [];
  while (at < rows.length) {
    const f = (rows[at] as Out).text;
    format.push(f);
    at++;
    if (/\.\s*$/.test(f)) break;
  }
  const data: Array<{ cells: string[]; line: number } | 'rule'> = [];
  let block: { cells: string[]; line: number; open: boolean } | undefined;
  for (const row of rows.slice(at)) {
    const raw = row.text;
    if (block?.open) {
      // A cell set as a block of text ("T{" to "T}"): its lines are one cell's.
      const end = raw.indexOf('T}');
      const last = block.cells.length - 1;
      const text = end >= 0 ? raw.slice(0, end) : raw;
      block.cells[last] = `${block.cells[last]} ${troffText(text)}`.trim();
      if (end >= 0) {
        block.open = false;
        const after = raw
          .slice(end + 2)
          .split(tab)
          .slice(1);
        block.cells.push(...after.map((c) => troffText(c).trim()));
        data.push({ cells: block.cells, line: block.line });
        block = undefined;
      }
      continue;
    }
    if (/^\s*[_=]\s*$/.test(raw)) {
      data.push('rule');
      continue;
    }
    if (/^[.']/.test(raw)) continue;
    const cells = raw.split(tab);
    if (/T\{\s*$/.test(cells.at(-1) ?? '')) {
      const head = cells.slice(0, -1).map((c) => troffText(c).trim());
      block = { cells: [...head, ''], line: row.line, open: true };
      continue;
    }
    data.push({ cells: cells.map((c) => troffText(c).trim()), line: row.line });
  }
  const body = data.filter((d): d is { cells: string[]; line: number } => d !== 'rule');
  const first = body[0];
  if (!first) return [];
  // A rule under the first row, or a first format row all bold ("lb | cb"), over a second: the first row is a header.
  const keys = (format[0] ?? '')
    .replace(/\.\s*$/, '')
    .split(/[\s|]+/)
    .filter(Boolean);
  const boldHead = format.length > 1 && keys.length > 0 && keys.every((k) => /[bB]/.test(k.replace(/^[a-zA-Z]/, '')));
  const headed = data[1] === 'rule' || boldHead;
  const clean = (c: string) => c.replace(/\*+/g, '').replace(/\|/g, '/');
  if (!headed)
    return body.map((r) => ({
      text: `- ${r.cells
        .map(clean)
        .filter((c) => c !== '')
        .join(' — ')}`,
      line: r.line,
    }));
  const width = Math.max(...body.map((r) => r.cells.length));
  const row = (r: { cells: string[] }) =>
    `| ${Array.from({ length: width }, (_, k) => clean(r.cells[k] ?? '')).join(' | ')} |`;
  return [
    { text: row(first), line: first.line },
    { text: `| ${Array.from({ length: width }, () => '---').join(' | ')} |`, line: first.line },
    ...body.slice(1).map((r) => ({ text: row(r), line: r.line })),
  ];
}

/** The -ms document as Markdown, and for each of its lines the line of the source it came from. */
export function troffAsMarkdown(
  source: string,
  isSection: (title: string) => boolean,
): { markdown: string; sourceLines: number[] } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: Out[] = [];
  let mode: Mode = 'prose';
  let level = 1;
  /** The lines gathered for a heading, an item or an entry's sentence, written out when the next one begins. */
  let pending: Out | undefined;
  const flush = () => {
    if (pending && pending.text.trim() !== '') {
      // ".NH 2" over "The Saltiel family" inside the people: a group's label, no one's entry and no section.
      if (mode === 'heading' && level > 1 && !isSection(pending.text.trim()))
        out.push({ text: `*${pending.text.replace(/\*+/g, '').trim()}*`, line: pending.line });
      else if (mode === 'heading') out.push({ text: `## ${pending.text.trim()}`, line: pending.line });
      else if (mode === 'title') out.push({ text: `# ${pending.text.trim()}`, line: pending.line });
      else if (mode === 'item') {
        // "\fIHomestead.\fP Faces north; …": a head run in at the item's start names what the item is about.
        const runIn = /^\*{1,3}([^*]+?)[.:]?\*{1,3}[.:]?\s+(\S.*)$/.exec(pending.text.trim());
        out.push({ text: runIn ? `- **${runIn[1]}** — ${runIn[2]}` : `- ${pending.text.trim()}`, line: pending.line });
      } else if (mode === 'entry') out.push({ text: `- ${pending.text.trim()}`, line: pending.line });
      else out.push(pending);
    }
    pending = undefined;
  };
  const blank = (line: number) => {
    if (out.length > 0 && out.at(-1)?.text !== '') out.push({ text: '', line });
  };
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = i + 1;
    const request = REQUEST.exec(raw);
    if (request) {
      const name = request[1] as string;
      const args = argumentsOf(request[2] ?? '');
      if (name === '\\"') continue;
      if (name === 'TS') {
        flush();
        blank(line);
        const rows: Out[] = [];
        let j = i + 1;
        for (; j < lines.length && !/^[.']\s*TE\b/.test(lines[j] as string); j++)
          rows.push({ text: lines[j] as string, line: j + 1 });
        out.push(...tableLines(rows));
        blank(j + 1);
        i = j;
        mode = 'skip';
        continue;
      }
      // A font request over its words: ".B word" bold, ".I word" italics, the second word after it in roman.
      const font = /^(B|I|BI|UL|R|CW)$/.exec(name);
      if (font) {
        const mark = name === 'B' ? '**' : name === 'I' ? '*' : name === 'BI' ? '***' : '';
        const [word = '', after = ''] = args;
        const text = `${mark}${troffText(word)}${mark}${troffText(after)}`;
        if (text.trim() === '') continue;
        if (pending && mode !== 'heading' && mode !== 'title') pending.text = `${pending.text} ${text}`;
        else if (pending) pending.text = `${pending.text} ${text.replace(/\*+/g, '')}`;
        else pending = { text, line };
        continue;
      }
      flush();
      if (name === 'NH' || name === 'SH') {
        blank(line);
        const n = Number(args.find((a) => /^\d$/.test(a)) ?? 1);
        level = n;
        mode = 'heading';
        continue;
      }
      if (name === 'TL') {
        mode = 'title';
        continue;
      }
      if (name === 'IP') {
        const tag = troffText(args[0] ?? '').trim();
        if (tag === '' || bulletTag(tag)) {
          // An item of a list; an untagged indented paragraph after an entry goes on with it.
          mode = tag === '' && (mode as Mode) === 'entry' ? 'entry' : 'item';
          if (mode === 'item') blank(line);
          continue;
        }
        blank(line);
        const bare = tag
          .replace(/\*+/g, '')
          .replace(/[:.]\s*$/, '')
          .trim();
        out.push({ text: `**${bare}**`, line });
        mode = 'entry';
        continue;
      }
      if (/^(?:PP|LP|QP|XP|AB|AU|AI|DA|ND)$/.test(name)) {
        blank(line);
        mode = 'prose';
        continue;
      }
      if (/^(?:DS|ID|BD|CD|LD|nf)$/.test(name)) {
        blank(line);
        mode = 'display';
        continue;
      }
      if (/^(?:DE|fi|AE)$/.test(name)) {
        blank(line);
        mode = 'prose';
        continue;
      }
      // ".sp", ".br", ".nr", ".ds", ".RS"… : layout, no words of the bible.
      continue;
    }
    if (mode === 'skip') mode = 'prose';
    const text = troffText(raw);
    if (mode === 'display') {
      out.push({ text, line });
      continue;
    }
    if (text.trim() === '') {
      flush();
      if (mode === 'prose') blank(line);
      continue;
    }
    if (mode === 'prose') {
      out.push({ text, line });
      continue;
    }
    // A heading's words may run over lines; an entry's sentence or an item wrapped at the margin is one line.
    if (pending && (mode === 'heading' || mode === 'title' || mode === 'item' || runsOn(pending.text)))
      pending.text = `${pending.text} ${text.trim()}`;
    else {
      flush();
      pending = { text: text.trim(), line };
    }
  }
  flush();
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
