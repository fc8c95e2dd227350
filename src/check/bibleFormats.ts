import { createRequire } from 'node:module';
import type { Language } from './lang/index.js';

let tomlLoaded: typeof import('smol-toml') | undefined;

/** The TOML parser, loaded on first use: a bible is rarely TOML, and its 19 modules would be compiled at every start. */
function toml(): typeof import('smol-toml') {
  tomlLoaded ??= createRequire(import.meta.url)('smol-toml') as typeof import('smol-toml');
  return tomlLoaded;
}

/**
 * Bible formats read by turning them into ones the record reader knows: an
 * Emacs org-mode outline becomes markdown headings and "- key: value" lines,
 * ISO dates ("1967-03-06", TOML's dates, org's "<1903-09-23 Wed>") become
 * "6 March 1967", and a TOML block becomes data like a YAML block's. Each
 * line stays at its line, so --explain points at the author's own.
 */

/** A parsed data block (YAML or TOML): scalars, lists and mappings. */
export type Data = string | number | boolean | null | undefined | Data[] | { [key: string]: Data };

/** A word with its first letter in capitals ("character" → "Character"). */
export function upperFirst(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** A row of a Markdown table, a pipe inside a cell written as a slash (it would end the cell). */
export function markdownRow(cells: readonly string[]): string {
  return `| ${cells.map((c) => c.replace(/\|/g, '/')).join(' | ')} |`;
}

/** A sentence's own full stop, added where the text has none ("Refrain: The sea keeps its own books."). */
export function withFullStop(text: string): string {
  return /[.!?]["”’)]*$/.test(text) ? text : `${text}.`;
}

/** "1967-03-06" → "6 March 1967" (a real month and day only), in the language's month names. */
export function isoDatesAsWords(text: string, lang: Language): string {
  return text.replace(/\b(1\d{3}|20\d{2})-(\d{2})-(\d{2})(?![\d-])/g, (iso, y: string, m: string, d: string) => {
    const month = lang.months[Number(m) - 1];
    const day = Number(d);
    if (!month || day < 1 || day > 31) return iso;
    return `${day} ${upperFirst(month)} ${y}`;
  });
}

/** Whether a text is an org-mode outline: "#+TITLE:" lines, or "* Heading" lines with property drawers or "::" lists. */
export function isOrg(text: string): boolean {
  const headings = /^\*+\s+\S/m.test(text);
  return /^#\+[A-Za-z_]+:/m.test(text) || (headings && /^\s*(?::PROPERTIES:|-\s+.+?\s::\s)/im.test(text));
}

/**
 * An org-mode outline as markdown, line for line: "** Anna Keller :cast:" → "## Anna Keller", ":EYES: grey" →
 * "- eyes: grey", "- hair :: brown" → "- hair: brown", "<1903-09-23 Wed>" → "1903-09-23 Wed", "#+TITLE: X" → "# X";
 * drawers' fences and other "#+" settings become blank lines.
 */
export function orgAsMarkdown(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const heading = /^(\*+)\s+(.*?)(?:\s+:[\w@#%:]+:)?\s*$/.exec(line);
      if (heading) return `${'#'.repeat(Math.min((heading[1] as string).length, 6))} ${heading[2]}`;
      // Stryker disable next-line Regex: the line is split at its breaks, and ".*" runs to its end unless a lone \r or \u2028 stands in it, which no title holds
      const title = /^#\+title:\s*(.*)$/i.exec(line);
      if (title) return `# ${title[1]}`;
      // A drawer's fences (":PROPERTIES:", ":END:") and any other "#+" setting.
      if (/^#\+|^\s*:[A-Za-z]+:\s*$/.test(line)) return '';
      const property = /^\s*:([\w-]+):\s+(.*)$/.exec(line);
      if (property)
        return `- ${(property[1] as string).toLowerCase().replace(/[_-]+/g, ' ')}: ${timestamps(property[2] as string)}`;
      // "- Room :: north room": a one-word term is a field's label, in lower case so it is no one's name.
      return timestamps(
        line.replace(/^(\s*[-+]\s+)(.+?)\s+::\s+/, (_, lead: string, term: string) =>
          /\s/.test(term) ? `${lead}${term}: ` : `${lead}${term.toLowerCase()}: `,
        ),
      );
    })
    .join('\n');
}

/** Org's timestamps without their brackets: "<1903-09-23 Wed>" → "1903-09-23 Wed", "[1903-09-23 Wed 10:00]" → "1903-09-23 Wed 10:00". */
function timestamps(text: string): string {
  return text.replace(/[<[](\d{4}-\d{2}-\d{2}(?:\s+[A-Za-z]{2,3})?(?:\s+\d{1,2}:\d{2})?)[>\]]/g, '$1');
}

/** TOML's values as data, their dates (TOML's own, and ISO dates in strings) as words: "8 March 1911". */
function tomlData(v: unknown, lang: Language): Data {
  if (v instanceof Date) return isoDatesAsWords(v.toISOString().slice(0, 10), lang);
  if (typeof v === 'string') return isoDatesAsWords(v, lang);
  if (Array.isArray(v)) return v.map((x) => tomlData(x, lang));
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, tomlData(x, lang)]));
  return v as Data;
}

/**
 * A TOML block (fenced as toml, or the whole file when it opens on a "[table]" or "key = value" line) that parses:
 * its data and the lines it spans. A block that does not parse is left to the other readers.
 */
export function tomlBlock(text: string, lang: Language): { data: Data; start: number; end: number } | undefined {
  // The fence's language word ends there: "```tomlish" is some other language.
  const fenced = /^```toml(?![\w-])[^\n]*\n([\s\S]*?)\n```/m.exec(text);
  const opening = text.trimStart();
  // Stryker disable next-line LogicalOperator: a fenced block is read as its body whatever `whole` says
  const whole = !fenced && /^(?:#[^\n]*\n\s*)*(?:\[{1,2}[\p{L}\w."' -]+\]{1,2}|[\p{L}\w-]+\s*=\s*\S)/u.test(opening);
  const body = fenced ? (fenced[1] as string) : whole ? text : undefined;
  if (body === undefined) return undefined;
  try {
    const data = tomlData(toml().parse(body), lang);
    const start = fenced ? text.slice(0, fenced.index).split('\n').length + 1 : 1;
    return { data, start, end: start + body.split('\n').length - 1 };
  } catch {
    // A block that does not parse is left to the other readers.
  }
  return undefined;
}

/** Words typed in capitals as the text writes them: "MARA VOSS" → "Mara Voss", "O'BRIEN" → "O'Brien", "NELL'S" → "Nell’s". */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`)
    .replace(/([\p{L}])['’]S\b/gu, '$1’s');
}

/** A cast list's line: "ANNA KELLER (24) — the ferryman's daughter…", "DR. JOHN SEWARD, forties: the asylum's doctor". */
const CAST_LINE =
  /^\s*(?:[-*+]\s+)?(?:\*\*)?(\p{Lu}[\p{Lu}'’.-]+(?:\s+\p{Lu}[\p{Lu}'’.-]*){0,4})(?:\*\*)?\s*(?:(?:\(([^)]*)\))?\s*(?:[—–:,]|\s-\s)\s*(\S.*)|\(([^)]*)(?:\)\.?)?\s*)$/u;

/** A word of a name typed in capitals ("WALSH", "O'BRIEN", "DR."). */
const CAPS_WORD = "\\p{Lu}[\\p{Lu}'’.-]+";
/** "CON (CORNELIUS) WALSH": another name in brackets between a first name and a surname, in capitals. */
const CAST_BRACKET_INSIDE = new RegExp(
  `^(\\s*(?:[-*+]\\s+)?)(${CAPS_WORD})\\s+\\(([^)]*)\\)\\s+(${CAPS_WORD})(?=\\s)`,
  'u',
);
/** "BRÍD CASSIDY / ROWAN": a first name and a surname in capitals, another surname after a slash. */
const CAST_SLASH_SURNAME = new RegExp(
  `^(\\s*(?:[-*+]\\s+)?)(${CAPS_WORD})\\s+(${CAPS_WORD})\\s*/\\s*(${CAPS_WORD})(?=\\s)`,
  'u',
);

/** A stage or screen cast list's entry: the name in capitals, its bracket (an age, another name), and what follows. */
export function castLine(text: string): { name: string; bracket?: string; rest: string } | undefined {
  // "CON (CORNELIUS) WALSH — 81": the other name in brackets between the first name and the surname goes after them;
  // "BRÍD CASSIDY / ROWAN — 24": a surname after a slash is the name she goes by later, with the same first name.
  const m = CAST_LINE.exec(
    text
      .replace(CAST_BRACKET_INSIDE, '$1$2 $4 ($3)')
      .replace(
        CAST_SLASH_SURNAME,
        (_, lead: string, first: string, surname: string, other: string) =>
          `${lead}${first} ${surname} (${first} ${other})`,
      ),
  );
  if (!m) return undefined;
  // Stryker disable next-line MethodExpression: CAST_LINE's name opens and ends on a capital or a stop, never a space
  const name = (m[1] as string).trim();
  // "TV", "OK", "I": capitals of one short word are no one's name.
  if (!/\s/.test(name) && name.replace(/[^\p{Lu}]/gu, '').length < 3) return undefined;
  // "TOMÁS LUCERO ("Tito" at home; "Tomasito" to Quiroga)." — the bracket is all the line says (or runs on to the next).
  const bracket = (m[2] ?? m[4])?.trim();
  // "(CORNELIUS)": another name in capitals, as the text writes it ("Cornelius").
  const said = bracket && !/\p{Ll}/u.test(bracket) ? titleCase(bracket) : bracket;
  return { name, ...(said ? { bracket: said } : {}), rest: (m[3] ?? '').trim() };
}

/** The age a bracket opens on ("23, turning 24 in July; English", "34"), in figures; undefined when it opens otherwise. */
export function bracketAge(inside: string): string | undefined {
  return /^\s*(\d{1,3})\b/.exec(inside)?.[1];
}

/** "seven", "forty-one": a whole number written in words (a ten and a unit joined by a hyphen), else undefined. */
function numberInWords(word: string, lang: Language): number | undefined {
  const [tens, unit, more] = word.toLowerCase().split('-');
  const a = lang.numbers.get(tens as string);
  const b = unit === undefined ? 0 : lang.numbers.get(unit);
  if (more !== undefined || a === undefined || b === undefined) return undefined;
  return unit === undefined || (a >= 20 && a % 10 === 0 && b > 0 && b < 10) ? a + b : undefined;
}

/**
 * An age that opens a cast list's words after the name, and the words after it: "34, the keeper", "40s: the
 * ferryman", "sixties, the widow" (a decade is any year of it, written "60s" as attributes.ts reads a bible's).
 */
export function castAge(rest: string, lang: Language): { age: string; rest: string } | undefined {
  const m = /^(\p{L}+(?:-\p{L}+)?|\d{1,3}|[1-9]0['’]?s)\s*(?:[,:;.—–]|\s-\s)\s*/u.exec(rest);
  if (!m) return undefined;
  const said = (m[1] as string).toLowerCase();
  const decade = lang.reading.decades.get(said);
  // "forty-one; black hair", "seven.": an age in words, as a programme writes it.
  const worded = numberInWords(said, lang);
  // Stryker disable next-line Regex: said is letters alone, or figures from its first character on, so a figure anywhere is a figure first
  const age = /^\d/.test(said)
    ? said.replace(/['’]/, '')
    : decade && decade >= 20
      ? `${decade}s`
      : worded !== undefined && worded > 0
        ? String(worded)
        : undefined;
  return age ? { age, rest: rest.slice(m[0].length) } : undefined;
}

/** A note's title in an Obsidian export: its heading, without the ".md" of its file name. */
const NOTE_HEADING = /^(#{1,6})\s+(.+?)\s*$/;
const FENCE = /^---\s*$/;

/**
 * Whether a text is an Obsidian vault pasted into one file: two of these signs — [[wikilinks]], callouts
 * ("> [!note]"), notes headed by their file names ("## Mara Voss.md"), and front matter between "---" fences
 * more than once. One sign alone is an ordinary markdown bible's ("---" between entries).
 */
export function isObsidian(text: string): boolean {
  const signs = [
    /\[\[[^\]\n]+\]\]/.test(text),
    /^>\s*\[![\w-]+\]/m.test(text),
    (text.match(/^#{1,6}\s+\S[^\n]*\.md`?\s*$/gm) ?? []).length >= 2,
    // Stryker disable next-line ArrayDeclaration: with no "---" line the fallback's length, 0 or 1, is under 4 either way
    (text.match(/^---\s*$/gm) ?? []).length >= 4,
  ];
  return signs.filter(Boolean).length >= 2;
}

/** A note's title from its file's path: "People/Mara Voss.md" → "Mara Voss", "`Mara Voss.md`" → "Mara Voss". */
function noteTitle(heading: string): string {
  const file = heading.replace(/`/g, '').trim();
  return /\.md$/i.test(file)
    ? file
        .replace(/\.md$/i, '')
        .replace(/^.*[\\/]/, '')
        .trim()
    : file;
}

/** "[[Mara Voss|Mara]]" → "Mara", "[[Mara Voss#Looks]]" → "Mara Voss", "![[map.png]]" → "map.png". */
export function withoutWikilinks(text: string): string {
  return text.replace(/!?\[\[([^\]|#\n]+)(?:#[^\]|\n]*)?(?:\|([^\]\n]+))?\]\]/g, (_, target: string, shown?: string) =>
    (shown ?? target).trim(),
  );
}

/** A front matter value without its quotes, a flow list as a list split by semicolons: "[Nora, 'Miss Vance']" → "Nora; Miss Vance". */
function frontMatterValue(value: string): string {
  const v = value.trim();
  const items = /^\[(.*)\]$/.exec(v);
  const unquote = (s: string) => s.trim().replace(/^(["'])(.*)\1$/, '$2');
  return items ? (items[1] as string).split(',').map(unquote).filter(Boolean).join('; ') : unquote(v);
}

/**
 * Front matter's lines as "- key: value" lines, line for line: a block list under a key ("aliases:" then
 * "  - Pete") is written on the key's line as one list split by semicolons, its items' lines left blank.
 */
function frontMatterLines(block: readonly string[]): string[] {
  const out = block.map(() => '');
  // Stryker disable next-line UnaryOperator: every block given opens on a key, never an item, and endList on it sets listAt to -1 before any item is read
  let listAt = -1;
  const list: string[] = [];
  const endList = () => {
    if (listAt >= 0 && list.length > 0) out[listAt] = `${out[listAt]} ${list.join('; ')}`;
    listAt = -1;
    list.length = 0;
  };
  block.forEach((line, k) => {
    const item = /^\s*-\s+(.*)$/.exec(line);
    if (item && listAt >= 0) {
      list.push(frontMatterValue(item[1] as string));
      return;
    }
    endList();
    const pair = /^\s*([\p{L}\w][\p{L}\w .'-]*?)\s*:\s*(.*)$/u.exec(line);
    if (!pair) return;
    out[k] = `- ${pair[1]}:${pair[2] ? ` ${frontMatterValue(pair[2] as string)}` : ''}`;
    if (!pair[2]) listAt = k;
  });
  endList();
  return out;
}

/**
 * An Obsidian vault as markdown, line for line: a note's heading loses its ".md", its front matter becomes
 * "- key: value" lines (and the note's title heading under it, the same name again, a blank line), a note whose
 * title heading follows its front matter has the heading moved up to the front matter's fence so the fields are
 * its own, Dataview fields ("eyes:: grey") are "- eyes: grey", callouts lose their "> [!type]" marks (their title
 * kept as a sentence), and wikilinks are their text.
 */
export function obsidianAsMarkdown(text: string): string {
  const lines = text.split(/\r?\n/);
  // Comments ("%% to do %%") are the author's, not the story's.
  const out = lines.map((l) => withoutWikilinks(l.replace(/%%.*?%%/g, '')));
  /** Whether the last heading named a note by its file ("## Nora Vance.md"). */
  let note = false;
  for (let i = 0; i < lines.length; i++) {
    const line = out[i] as string;
    const heading = NOTE_HEADING.exec(line);
    if (heading) {
      note = /\.md`?$/i.test(heading[2] as string);
      out[i] = `${heading[1]} ${noteTitle(heading[2] as string)}`;
      continue;
    }
    if (FENCE.test(line) && /^[\p{L}\w][\p{L}\w .'-]*:/u.test(out[i + 1] ?? '')) {
      let end = i + 1;
      while (end < lines.length && !FENCE.test(out[end] as string)) end++;
      if (end < lines.length) {
        const fields = frontMatterLines(out.slice(i + 1, end));
        out.splice(i + 1, fields.length, ...fields);
        out[i] = '';
        out[end] = '';
        let next = end + 1;
        while (next < lines.length && (out[next] as string).trim() === '') next++;
        const title = NOTE_HEADING.exec(out[next] ?? '');
        if (title) {
          // The note's title under its front matter: the same name again under a file heading, or the note's
          // first line, which then heads its front matter.
          if (!note) out[i] = `${title[1]} ${noteTitle(title[2] as string)}`;
          out[next] = '';
          i = next;
        } else i = end;
        note = false;
        continue;
      }
    }
    // A Dataview field in a note's body: "eyes:: grey", "- died:: 2019-04-12".
    const field = /^\s*(?:[-*+]\s+)?([\p{L}][\p{L}\w '-]{0,30}?)::\s*(\S.*)$/u.exec(line);
    if (field) {
      out[i] = `- ${field[1]}: ${field[2]}`;
      continue;
    }
    const callout = /^>\s*\[![\w-]+\][+-]?\s*(.*)$/.exec(line);
    if (callout) out[i] = callout[1] ? `${(callout[1] as string).replace(/[.:]?\s*$/, '')}.` : '';
    else if (/^>/.test(line)) out[i] = line.replace(/^>\s?/, '');
  }
  return out.join('\n');
}

/** A front matter key on its own line, not indented: "name: Nora Keane", "type: character", "aliases:". */
const FRONT_KEY = /^([\p{L}_][\p{L}\w -]*?)\s*:\s*(.*)$/u;

/** The language's keys of a note's front matter: the one that names its subject, the one that says what it is. */
export interface FrontKeys {
  name: RegExp;
  type: RegExp;
}

interface FrontBlock {
  /** The opening and closing fences' indexes. */
  start: number;
  end: number;
  name?: { at: number; value: string };
  type?: { at: number; value: string };
}

/**
 * The front matter blocks of a file of notes that each open on one ("---", "type: character", "name: Nora Keane",
 * …, "---", then the note's free text): a block is its fences and the key, list and indented lines between them.
 */
function frontBlocks(lines: readonly string[], keys: FrontKeys): FrontBlock[] {
  const out: FrontBlock[] = [];
  let i = 0;
  // Stryker disable next-line EqualityOperator: one step past the last line reads "undefined", no fence, and ends the loop
  while (i < lines.length) {
    // Stryker disable next-line StringLiteral: past the last line there is no key, and a stand-in without a colon is none either
    if (!FENCE.test(lines[i] as string) || !FRONT_KEY.test(lines[i + 1] ?? '')) {
      i++;
      continue;
    }
    let end = i + 1;
    // Stryker disable next-line EqualityOperator: one step past the last line reads "undefined", no fence: end is past the end either way and the unclosed block is passed over
    while (end < lines.length && !FENCE.test(lines[end] as string)) end++;
    const body = lines.slice(i + 1, end);
    if (end >= lines.length || !body.every((l) => l.trim() === '' || FRONT_KEY.test(l) || /^\s/.test(l))) {
      i++;
      continue;
    }
    const block: FrontBlock = { start: i, end };
    body.forEach((l, k) => {
      const m = FRONT_KEY.exec(l);
      const key = m?.[1] ?? '';
      const value = frontMatterValue(m?.[2] ?? '');
      if (!value) return;
      if (keys.name.test(key)) block.name ??= { at: i + 1 + k, value };
      else if (keys.type.test(key)) block.type ??= { at: i + 1 + k, value };
    });
    out.push(block);
    i = end + 1;
  }
  return out;
}

/**
 * A bible of notes each headed by YAML front matter that names its subject (a Markdown vault's notes pasted
 * together, one per person, place or thing; two such blocks or more, else undefined) as markdown, line for line: a block's opening fence is the heading of its section (its
 * "type": a character, a place, an object, the timeline; people when it names none), its name the entry's heading,
 * its keys "- key: value" lines, a list under a key its own bullets ("names:" then "- Jimmy Gaughan — pressman";
 * other names stay one list on the key's line), and the note's free text after the closing fence the entry's prose.
 */
export function frontMatterNotesAsMarkdown(
  text: string,
  keys: FrontKeys,
  sections: Readonly<Record<string, RegExp>>,
  titles: Readonly<Record<'characters' | 'places' | 'objects' | 'timeline', string>>,
  aliasKey: (key: string) => boolean,
): string | undefined {
  const lines = text.split(/\r?\n/);
  const blocks = frontBlocks(lines, keys);
  if (blocks.filter((b) => b.name !== undefined).length < 2) return undefined;
  const out = [...lines];
  for (const b of blocks) {
    const kind = b.type?.value ?? '';
    const found = Object.entries(sections).find(([, pattern]) => pattern.test(kind))?.[0] as
      | keyof typeof titles
      | undefined;
    const section = found && found in titles ? found : 'characters';
    out[b.start] = `## ${titles[section]}`;
    out[b.end] = '';
    let listKey: string | undefined;
    // Stryker disable next-line EqualityOperator: line b.end is the closing fence, neither a key nor an item, left '' as it already is
    for (let k = b.start + 1; k < b.end; k++) {
      const line = lines[k] as string;
      const item = /^\s*-\s+(.*)$/.exec(line);
      if (item && listKey !== undefined) {
        // "aliases:" then "- Nora": names stay one list on the key's line (frontMatterLines); other lists, bullets.
        out[k] = aliasKey(listKey) ? '' : `- ${frontMatterValue(item[1] as string)}`;
        continue;
      }
      const pair = FRONT_KEY.exec(line.trim());
      listKey = pair && !pair[2] ? (pair[1] as string) : undefined;
      if (k === b.name?.at) out[k] = `### ${b.name.value}`;
      else if (k === b.type?.at) out[k] = '';
      else if (listKey !== undefined) {
        // A key opening a list: the names in it on its own line; any other list's key says nothing itself.
        const names = aliasKey(listKey) ? frontMatterLines(lines.slice(k, b.end))[0] : undefined;
        out[k] = names ?? '';
      } else out[k] = pair ? `- ${pair[1]}: ${frontMatterValue(pair[2] as string)}` : '';
    }
  }
  return out.join('\n');
}

/** A reStructuredText adornment: one punctuation mark repeated, three times or more ("=====", "-----", "~~~~"). */
const ADORNMENT = /^([=\-~^"'`#*+:._])\1{2,}\s*$/;
/** A field list's line: ":Eyes: grey". */
const RST_FIELD = /^\s*:([^:\n]+):(?:\s+(.*))?$/;
/** A simple table's border: runs of "=" apart. */
const SIMPLE_BORDER = /^\s*=+(?:\s+=+)+\s*$/;
/** A grid table's border: "+----+-----+" or "+====+=====+". */
const GRID_BORDER = /^\s*\+(?:[-=]+\+)+\s*$/;

/**
 * Whether a text is reStructuredText: two of these signs — a title underlined, a field list's line
 * (":Eyes: grey"), a directive (".. note::"), simple or grid tables.
 */
export function isRst(text: string): boolean {
  const lines = text.split(/\r?\n/);
  let underlined = 0;
  for (let i = 1; i < lines.length; i++)
    if (ADORNMENT.test(lines[i] as string) && /\p{L}/u.test(lines[i - 1] as string)) underlined++;
  const signs = [
    underlined > 0,
    lines.some((l) => RST_FIELD.test(l) && !/^\s*:[\w-]+:\s*$/.test(l)),
    /^\.\.\s+[\w-]+::/m.test(text),
    lines.some((l) => SIMPLE_BORDER.test(l) || GRID_BORDER.test(l)),
  ];
  return signs.filter(Boolean).length >= 2;
}

/**
 * A simple table's rows as markdown rows, cut at the columns its first border sets; `end` is the line of its closing
 * border, or the text's length when it runs to the end (a line the reader after it has nothing to read from).
 */
function simpleTableRows(lines: readonly string[], from: number): { rows: string[]; end: number } {
  const border = lines[from] as string;
  // Each column from where its run of "=" starts to where the next one starts: a cell may run past its border.
  const starts = [...border.matchAll(/=+/g)].map((m) => m.index);
  const cells = (line: string) =>
    `| ${starts.map((start, k) => line.slice(start, starts[k + 1]).trim()).join(' | ')} |`;
  const rows: string[] = [''];
  let end = from + 1;
  for (; end < lines.length; end++) {
    const line = lines[end] as string;
    if (SIMPLE_BORDER.test(line)) {
      // The border under the header row is markdown's rule; the last one closes the table.
      const closes = end + 1 >= lines.length || (lines[end + 1] as string).trim() === '';
      rows.push(closes ? '' : `|${starts.map(() => ' --- ').join('|')}|`);
      if (closes) break;
      continue;
    }
    // A blank line between rows (reStructuredText allows one) is a row of empty cells: the table goes on.
    rows.push(cells(line));
  }
  return { rows, end };
}

/**
 * A reStructuredText document as markdown, line for line: underlined (and overlined) titles become headings,
 * their level by the order their adornments first appear; field lists (":Eyes: grey") become "- Eyes: grey";
 * a definition list's term over its indented definition becomes a bold term ("**Mara Voss**") or, when the term
 * is a label ("Eyes" over "grey"), one labelled line; simple and grid tables become markdown tables; directives
 * and comments (".. note::") become blank lines, their indented text kept; inline literals and links their text.
 */
export function rstAsMarkdown(text: string, isLabel: (term: string) => boolean): string {
  const lines = text.split(/\r?\n/);
  const out = lines.map((l) =>
    l
      .replace(/``([^`]+)``/g, '$1')
      .replace(/`([^`<]+?)\s*<[^>]*>`_{1,2}/g, '$1')
      .replace(/:[\w-]+:`([^`]+)`/g, '$1'),
  );
  const levels: string[] = [];
  const level = (style: string) => {
    if (!levels.includes(style)) levels.push(style);
    return Math.min(levels.indexOf(style) + 1, 6);
  };
  for (let i = 0; i < out.length; i++) {
    const line = out[i] as string;
    const next = out[i + 1] ?? '';
    if (SIMPLE_BORDER.test(line)) {
      const table = simpleTableRows(out, i);
      out.splice(i, table.rows.length, ...table.rows);
      i = table.end;
      continue;
    }
    if (GRID_BORDER.test(line)) {
      // The border under the header ("+====+") is markdown's rule; the others are no row.
      out[i] = line.includes('=')
        ? `|${line
            .trim()
            .slice(1, -1)
            .split('+')
            .map(() => ' --- ')
            .join('|')}|`
        : '';
      continue;
    }
    const over = ADORNMENT.exec(line);
    const under = ADORNMENT.exec(out[i + 2] ?? '');
    if (over && under && over[1] === under[1] && /\p{L}/u.test(next)) {
      out[i] = '';
      out[i + 1] = `${'#'.repeat(level(`${over[1]}o`))} ${next.trim()}`;
      out[i + 2] = '';
      i += 2;
      continue;
    }
    const underline = ADORNMENT.exec(next);
    if (underline && /^\S/.test(line) && /\p{L}/u.test(line) && next.trim().length >= line.trim().length * 0.7) {
      out[i] = `${'#'.repeat(level(underline[1] as string))} ${line.trim()}`;
      out[i + 1] = '';
      i++;
      continue;
    }
    if (/^\.\.(?:\s|$)/.test(line)) {
      out[i] = '';
      continue;
    }
    const field = RST_FIELD.exec(line);
    if (field) {
      out[i] = `- ${(field[1] as string).trim()}:${field[2] ? ` ${field[2]}` : ''}`;
      continue;
    }
    // A definition list's term: a line at the margin over an indented line.
    if (/^[^\s-*+|#]/.test(line) && /^\s+\S/.test(next) && !/[.:;,]$/.test(line.trim())) {
      const definition = next.trim();
      const single = (out[i + 2] ?? '').trim() === '';
      if (isLabel(line.trim()) && single) {
        out[i] = `- ${line.trim()}: ${definition}`;
        out[i + 1] = '';
        // Stryker disable next-line UpdateOperator: the term's line, now "- Eyes: grey", and its blanked definition match no branch again, so revisiting them changes nothing
        i++;
      }
      // "Minor" over "Dr. Priya Raman — the doctor…" (a name of two words or more, then a dash): a group's title over
      // entries of their own, no one's name.
      else
        out[i] = /^\p{Lu}[\p{L}.'’-]*(?:\s+\p{Lu}[\p{L}.'’-]*)+\s+[—–]\s+\S/u.test(definition)
          ? ''
          : `**${line.trim()}**`;
      continue;
    }
    // A definition's or a directive's indented text, at the margin: indented four spaces, markdown's code.
    if (/^\s+\S/.test(line)) out[i] = line.trim();
  }
  return out.join('\n');
}

/** A line's indent in columns, a tab as four. */
function indentOf(line: string): number {
  return (/^[ \t]*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;
}

/**
 * Whether a text is an outline kept by indentation alone (a notes app's plain text): a third or more of its lines
 * indented, under lines that open no markup, and hardly any line that opens with markdown's marks.
 */
export function isIndentOutline(text: string): boolean {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (lines.length < 5) return false;
  const indented = lines.filter((l) => indentOf(l) > 0).length;
  const marked = lines.filter((l) => /^\s*(?:#|[-*+]\s|\d+[.)]\s|\||>|:|```|\*\*|\[)/.test(l)).length;
  return indented * 3 >= lines.length && marked * 10 <= lines.length;
}

/**
 * An outline kept by indentation alone as markdown, line for line: a line with lines indented under it is a
 * heading ("CAST" → "## CAST", "Nora Vance" under it → "### Nora Vance"; a lone title over everything → "# …"),
 * and every other line, however deep, a list item, its label given a colon when it has none ("eyes grey" →
 * "- eyes: grey", by the language's bare labels).
 */
export function indentOutlineAsMarkdown(text: string, bareLabel: RegExp): string {
  const lines = text.split(/\r?\n/);
  const depths = [...new Set(lines.filter((l) => l.trim() !== '').map(indentOf))].sort((a, b) => a - b);
  const nextIndent = (i: number) => {
    for (let j = i + 1; j < lines.length; j++)
      if ((lines[j] as string).trim() !== '') return indentOf(lines[j] as string);
    return -1;
  };
  const top = lines.filter((l) => l.trim() !== '' && indentOf(l) === depths[0]);
  // One line at the margin over all the rest is the document's title, and the headings under it are one level down.
  const titled = top.length === 1 && depths.length > 1;
  return lines
    .map((line, i) => {
      if (line.trim() === '') return line;
      const depth = depths.indexOf(indentOf(line)) - (titled ? 1 : 0);
      const parent = nextIndent(i) > indentOf(line);
      // A line that labels itself ("Mara Voss - keeper", "eyes - grey", "hair: black") is left to the record
      // reader as it stands; a dash inside brackets labels nothing ("ARCHIE CRERAR (1912 - 1978)").
      const labelled = /\s[-–—=]\s|:(?:\s|$)/.test(line.replace(/\([^)]*\)/g, ''));
      if (depth < 0) return `# ${line.trim()}`;
      if (parent && depth <= 1 && !labelled) return `${'#'.repeat(depth + 2)} ${line.trim()}`;
      if (labelled || depth === 0) return line;
      // "b. 9 Apr 1946; d. Sat 17 Aug 2019": each part's label given its colon.
      const parts = line
        .trim()
        .split(/;\s+/)
        .map((part) => {
          const bare = bareLabel.exec(part);
          return bare ? `${bare[1]}: ${bare[2]}` : part;
        });
      return `- ${parts.join('; ')}`;
    })
    .join('\n');
}
