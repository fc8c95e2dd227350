import type { BibleWords } from './lang/language.js';

/**
 * A bible kept as a Lua data module: "-- comments", "local bible = {}", "bible.people = { clara = { name = "Clara
 * Ashdown", eyes = "grey", age = 24 }, … }", "return bible" (or one table returned whole). Read as writer's own
 * Markdown: each top-level table a section by its key ("people", "places", "objects", "timeline"), each record in it
 * an entry "### Name" (its "name" field, else its key in words: "onna_barla" → "Onna Barla") over "- field: value"
 * lines. A value that changes is a list of dated spans ("{ from = "1910-11-26", value = "short", ch = 3 }"): the span
 * holding when the story opens is the value, the earlier ones back-story, the later ones its changes ("from 26
 * November 1910 (chapter 3): short"); an object's spans of keepers ("{ from = …, by = "kolya", ch = 4 }") its
 * handings on, a key standing for a person ("kolya") as that person's name. A list of dated records ("timeline",
 * "changes") is the timeline, its "ch" the chapter. Each line out keeps its line in the file.
 */

/** A value of the file: a table (its fields in order, keyed or positional), or a scalar. */
export type LuaValue =
  | { kind: 'table'; fields: LuaField[]; line: number }
  | { kind: 'scalar'; value: string | number | boolean | null; line: number };

/** A field of a table: its key (a name, a string or a number; none for a positional one), its value, its line. */
export interface LuaField {
  key?: string | number;
  value: LuaValue;
  line: number;
}

interface Token {
  kind: 'name' | 'string' | 'number' | 'symbol';
  text: string;
  line: number;
}

/** Lua's escapes in a quoted string: "\"" a quote, "\n" a line break, "\065" a character by its code. */
function luaString(body: string): string {
  return body.replace(/\\(\d{1,3}|x[0-9a-fA-F]{2}|z\s*|.)/gs, (_, e: string) => {
    if (/^\d/.test(e)) return String.fromCharCode(Number(e));
    if (e.startsWith('x')) return String.fromCharCode(Number.parseInt(e.slice(1), 16));
    if (e.startsWith('z')) return '';
    return e === 'n' ? '\n' : e === 't' ? '\t' : e;
  });
}

/** The file's tokens, comments dropped; an unclosed string or comment runs to the end of the file. */
function tokens(source: string): Token[] {
  const out: Token[] = [];
  let line = 1;
  let i = 0;
  const count = (text: string) => {
    line += (text.match(/\n/g) ?? []).length;
  };
  // Sticky patterns read at the cursor: no copy of the rest of the file for each token.
  const at = (pattern: RegExp) => {
    pattern.lastIndex = i;
    return pattern.exec(source);
  };
  const SPACE = /\s+/y;
  const LONG = /(--)?\[(=*)\[/y;
  const QUOTE = /(["'])((?:\\[\s\S]|(?!\1)[^\\\n])*)\1?/y;
  const WORD = /(?:[A-Za-z_][A-Za-z0-9_]*|0[xX][0-9a-fA-F]+|\d+(?:\.\d*)?(?:[eE][+-]?\d+)?|\.\d+)/y;
  const SYMBOL = /(?:\.\.\.|\.\.|==|~=|<=|>=|::|[^\s])/y;
  while (i < source.length) {
    const space = at(SPACE);
    if (space) {
      count(space[0]);
      i += space[0].length;
      continue;
    }
    // "--[==[ … ]==]" a long comment, "[[ … ]]" a long string: closed by the same number of "=".
    const long = at(LONG);
    if (long) {
      const close = `]${long[2]}]`;
      const end = source.indexOf(close, i + long[0].length);
      const stop = end < 0 ? source.length : end + close.length;
      const body = source.slice(i + long[0].length, end < 0 ? source.length : end);
      if (!long[1]) out.push({ kind: 'string', text: body.replace(/^\n/, ''), line });
      count(source.slice(i, stop));
      i = stop;
      continue;
    }
    if (source.startsWith('--', i)) {
      const end = source.indexOf('\n', i);
      i = end < 0 ? source.length : end;
      continue;
    }
    const quote = at(QUOTE);
    if (quote) {
      out.push({ kind: 'string', text: luaString(quote[2] as string), line });
      count(quote[0]);
      i += quote[0].length;
      continue;
    }
    const word = at(WORD);
    if (word) {
      out.push({ kind: /^[A-Za-z_]/.test(word[0]) ? 'name' : 'number', text: word[0], line });
      i += word[0].length;
      continue;
    }
    const symbol = at(SYMBOL) as RegExpExecArray;
    out.push({ kind: 'symbol', text: symbol[0], line });
    i += symbol[0].length;
  }
  return out;
}

/** A statement of the file: an assignment ("bible.people = {…}", "local bible = {}") or a return. */
interface Statement {
  target: string[];
  value: LuaValue;
  line: number;
}

/** The file's statements, read forgivingly: a token no rule knows is passed over, an unclosed table ends the file. */
export function luaStatements(source: string): { statements: Statement[]; returned?: LuaValue | string[] } {
  const toks = tokens(source);
  let at = 0;
  const peek = (n = 0) => toks[at + n];
  const isSymbol = (text: string, n = 0) => peek(n)?.kind === 'symbol' && peek(n)?.text === text;
  /** A dotted or indexed path: "bible.people", "M["people"]". */
  const path = (): string[] | undefined => {
    const first = peek();
    if (first?.kind !== 'name') return undefined;
    const parts = [first.text];
    at++;
    for (;;) {
      if (isSymbol('.') && peek(1)?.kind === 'name') {
        parts.push((peek(1) as Token).text);
        at += 2;
      } else if (isSymbol('[') && (peek(1)?.kind === 'string' || peek(1)?.kind === 'name') && isSymbol(']', 2)) {
        parts.push((peek(1) as Token).text);
        at += 3;
      } else return parts;
    }
  };
  const value = (depth: number): LuaValue | undefined => {
    const t = peek();
    if (!t) return undefined;
    if (t.kind === 'symbol' && t.text === '{') return table(depth);
    if (t.kind === 'string') {
      at++;
      // "a" .. "b": a string joined to another.
      let text = t.text;
      while (isSymbol('..') && peek(1)?.kind === 'string') {
        text += (peek(1) as Token).text;
        at += 2;
      }
      return { kind: 'scalar', value: text, line: t.line };
    }
    if (t.kind === 'number') {
      at++;
      return { kind: 'scalar', value: Number(t.text), line: t.line };
    }
    if (t.kind === 'symbol' && t.text === '-' && peek(1)?.kind === 'number') {
      at += 2;
      return { kind: 'scalar', value: -Number((peek(-1) as Token).text), line: t.line };
    }
    if (t.kind === 'name') {
      if (t.text === 'true' || t.text === 'false') {
        at++;
        return { kind: 'scalar', value: t.text === 'true', line: t.line };
      }
      if (t.text === 'nil') {
        at++;
        return { kind: 'scalar', value: null, line: t.line };
      }
      // A reference to another value ("people.clara"), or a call: kept as its name.
      const p = path() ?? [];
      return { kind: 'scalar', value: p.join('.'), line: t.line };
    }
    return undefined;
  };
  const table = (depth: number): LuaValue => {
    const open = peek() as Token;
    at++;
    const fields: LuaField[] = [];
    while (at < toks.length && !isSymbol('}')) {
      const t = peek() as Token;
      let key: string | number | undefined;
      if (t.kind === 'name' && isSymbol('=', 1)) {
        key = t.text;
        at += 2;
      } else if (isSymbol('[') && (peek(1)?.kind === 'string' || peek(1)?.kind === 'number') && isSymbol(']', 2)) {
        const k = peek(1) as Token;
        key = k.kind === 'number' ? Number(k.text) : k.text;
        at += 3;
        if (isSymbol('=')) at++;
      }
      const v = depth < 40 ? value(depth + 1) : undefined;
      if (v) fields.push({ ...(key === undefined ? {} : { key }), value: v, line: t.line });
      // A token no field opens on (a field's "," or ";", an operator, a stray word): passed over.
      else at++;
    }
    at++;
    return { kind: 'table', fields, line: open.line };
  };
  const statements: Statement[] = [];
  let returned: LuaValue | string[] | undefined;
  while (at < toks.length) {
    const t = peek() as Token;
    if (t.kind === 'name' && t.text === 'return') {
      at++;
      const start = at;
      const p = peek()?.kind === 'name' ? path() : undefined;
      if (p && !isSymbol('(')) returned = p;
      else {
        at = start;
        returned = value(0);
      }
      continue;
    }
    if (t.kind === 'name' && t.text === 'local') at++;
    const start = at;
    const target = path();
    if (target && isSymbol('=')) {
      at++;
      const v = value(0);
      if (v) statements.push({ target, value: v, line: t.line });
      continue;
    }
    if (at === start) at++;
  }
  return { statements, ...(returned === undefined ? {} : { returned }) };
}

/**
 * Whether a text is a Lua data module: a table assigned to a local or a dotted name ("local bible = {",
 * "bible.people = {") or returned, with fields keyed "name = value", and no line of another data dialect's (TOML's
 * "[table]" alone on its line, YAML's "key: value", a Markdown heading).
 */
export function isLua(source: string): boolean {
  const lines = source.split('\n');
  const opens = lines.some((l) => /^\s*(?:local\s+[A-Za-z_]\w*|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\s*=\s*\{/.test(l));
  const returns = lines.some((l) => /^\s*return\s+(?:\{|[A-Za-z_][\w.]*\s*(?:--.*)?$)/.test(l));
  const keyed = (source.match(/(?:^|[{,;\s])(?:[A-Za-z_]\w*|\[\s*["'][^"'\n]*["']\s*\])\s*=(?!=)/g) ?? []).length;
  // TOML's "[table]" alone on its line, a "#" comment (TOML's, YAML's, a shell's; a "#!" first line is Lua's too),
  // YAML's "key: value", a Markdown heading.
  const foreign = lines.some(
    (l) => /^\s*\[[\w.\s"'-]+\]\s*$/.test(l) || /^\s*#(?!!)/.test(l) || /^\s*[\w-]+:\s+\S/.test(l),
  );
  return (opens || returns) && keyed >= 3 && !foreign && /\{[^}]*=/.test(source);
}

export interface LuaWords {
  /** The section a key names ("people" → characters), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** The heading each section is written under ("Characters", "Places", "Objects", "Timeline"). */
  titles: { characters: string; places: string; objects: string; timeline: string };
  /** What a key means in a person's record ("eyes", "short forms" → "aliases", "name"), undefined for none. */
  labelField: (label: string) => string | undefined;
  /** A labelled value as the entry's lines ("fate", "died 9 Feb 1911; buried 13 Feb": its death, then the rest). */
  field: (label: string, value: string) => string[];
  /** The month names, January first: "1899-02" is "February 1899". */
  months: readonly string[];
  /** The chapter as the bible writes it: "chapter $1". */
  chapter: string;
  /** The label of the names someone goes by ("aliases"), and an article opening an epithet ("the Englishwoman"). */
  aliasLabel: string;
  article: RegExp;
  /** Whether a key or value tells a death ("died", "killed"), and the words after a date before the story opens. */
  isDeath: (text: string) => boolean;
  beforeOpening: string;
  /** The keys of a data record and the words its Markdown says them in (lang.bible.data). */
  data: BibleWords['data'];
}

const isTable = (v: LuaValue | undefined): v is Extract<LuaValue, { kind: 'table' }> => v?.kind === 'table';
const keyed = (v: LuaValue): LuaField[] => (isTable(v) ? v.fields.filter((f) => typeof f.key === 'string') : []);
const positional = (v: LuaValue): LuaField[] => (isTable(v) ? v.fields.filter((f) => f.key === undefined) : []);

/** "onna_barla" → "Onna Barla" (a name: each word capitalised), "zeiss_glasses" → "Zeiss glasses". */
function wordsOf(key: string, name: boolean): string {
  const words = key.split(/[_\s]+/).filter((w) => w !== '');
  const up = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return (name ? words.map(up) : [up(words[0] ?? ''), ...words.slice(1)]).join(' ');
}

/** The Lua file as Markdown, and for each of its lines the line of the file it came from. */
export function luaAsMarkdown(source: string, words: LuaWords): { markdown: string; sourceLines: number[] } {
  const { statements, returned } = luaStatements(source);
  // The module's tables by their key: "bible.people = {…}", "local people = {…}", and the fields of a table returned
  // or assigned whole ("return { people = {…} }").
  const tops: LuaField[] = [];
  const whole = new Map<string, LuaValue>();
  for (const s of statements) {
    const key = s.target.at(-1) as string;
    if (s.target.length === 1) whole.set(key, s.value);
    if (s.target.length >= 2 || words.sectionOf(key) !== undefined) tops.push({ key, value: s.value, line: s.line });
    else tops.push(...keyed(s.value));
  }
  if (returned !== undefined && !Array.isArray(returned)) tops.push(...keyed(returned));
  const scalar = (v: LuaValue | undefined): string | undefined =>
    v?.kind === 'scalar' && v.value !== null && typeof v.value !== 'boolean' ? String(v.value) : undefined;
  const dateText = (text: string): string =>
    text.replace(/\b(1\d{3}|20\d{2})-(\d{2})(?![\d-])/g, (iso, y: string, m: string) => {
      const month = words.months[Number(m) - 1];
      return month ? `${month.charAt(0).toUpperCase()}${month.slice(1)} ${y}` : iso;
    });
  const chapterText = (v: LuaValue | undefined) => {
    const n = scalar(v);
    return n !== undefined && /^\d+$/.test(n) ? words.chapter.replace('$1', n) : undefined;
  };
  // Who a key stands for: "kolya" → "Nikolai Sorokin", from the people's records.
  const people = new Map<string, string>();
  for (const top of tops) {
    if (words.sectionOf(String(top.key)) !== 'characters') continue;
    for (const f of keyed(top.value)) {
      const nameField = keyed(f.value).find((x) => words.labelField(String(x.key)) === 'name');
      people.set(String(f.key).toLowerCase(), scalar(nameField?.value) ?? wordsOf(String(f.key), true));
    }
  }
  const who = (text: string) =>
    text.replace(/^([A-Za-z_]\w*)(?=$|\s|[^\w\s])/, (k: string) => {
      const name = people.get(k.toLowerCase());
      return name ? name.replace(/\s*\([^)]*\)\s*$/, '') : k;
    });
  /** A span's start: its "from", "at" or "date" value. */
  const startOf = (v: LuaValue) => scalar(keyed(v).find((f) => words.data.spanKey.test(String(f.key)))?.value);
  // The story's first day: the earliest date of a timeline's records in a chapter.
  const storyDays: string[] = [];
  for (const top of tops)
    if (words.sectionOf(String(top.key)) === 'timeline')
      for (const f of positional(top.value)) {
        const d = startOf(f.value);
        const ch = keyed(f.value).find((x) => words.data.chapterKey.test(String(x.key)));
        if (d && Number(scalar(ch?.value) ?? 1) >= 1) storyDays.push(d);
      }
  const opening = storyDays.sort()[0];
  /** A record's parts as words: its date with its weekday and chapter, the rest as "key value". */
  const render = (v: LuaValue): string => {
    const s = scalar(v);
    if (s !== undefined) return dateText(s);
    if (!isTable(v)) return '';
    const items = positional(v)
      .map((f) => render(f.value))
      .filter((x) => x !== '');
    const fields = keyed(v);
    if (fields.length === 0) return items.join('; ');
    // Groups: each dated key opens one ("died = …", "buried = …"); "wd" and "ch" join the first, "buried_wd" and
    // "ch_buried" the group they name.
    const groups: Array<{ key: string; parts: string[]; weekday?: string; chapter?: string }> = [];
    /** "buried_wd" → "buried", "ch_buried" → "buried": the key a weekday's or a chapter's key belongs to. */
    const baseOf = (key: string) => {
      const parts = key.split('_');
      const own = (part: string | undefined) =>
        part !== undefined && (words.data.weekdayKey.test(part) || words.data.chapterKey.test(part));
      if (parts.length < 2) return { base: key, kind: key };
      if (own(parts.at(-1))) return { base: parts.slice(0, -1).join('_'), kind: parts.at(-1) as string };
      if (own(parts[0])) return { base: parts.slice(1).join('_'), kind: parts[0] as string };
      return { base: key, kind: key };
    };
    const groupOf = (key: string) => {
      const { base } = baseOf(key);
      return groups.find((g) => g.key === base) ?? (base === key ? undefined : groups[0]);
    };
    for (const f of fields) {
      const key = String(f.key);
      const text = render(f.value);
      if (text === '') continue;
      const bare = baseOf(key).kind;
      if (words.data.weekdayKey.test(bare) || words.data.chapterKey.test(bare)) {
        const g = groupOf(key) ?? groups[0];
        const target = g ?? { key: '', parts: [] };
        if (!g) groups.push(target);
        if (words.data.weekdayKey.test(bare)) target.weekday = text;
        else target.chapter = chapterText(f.value) ?? text;
        continue;
      }
      const dated = /^\d{4}(?:-\d{2}){0,2}$/.test(scalar(f.value) ?? '');
      const label = key.replace(/_/g, ' ');
      // "died = "1899-02"" in a story that opens in 1910: a death before the story opens.
      const before = dated && opening !== undefined && words.isDeath(key) && (scalar(f.value) as string) < opening;
      const said = `${words.data.valueKey.test(key) || words.data.dateKey.test(key) ? text : `${label} ${text}`}${before ? words.beforeOpening : ''}`;
      if (dated || groups.length === 0) groups.push({ key, parts: [said] });
      else (groups.at(-1) as (typeof groups)[number]).parts.push(said);
    }
    const out = groups.map((g) => {
      const [first, ...rest] = g.parts;
      // "died Thursday 9 February 1911": the weekday before the date it names.
      const lead =
        g.weekday && first ? first.replace(/(\d{1,2} \p{L}+ \d{4}|\d{4}-\d{2}-\d{2})/u, `${g.weekday} $1`) : first;
      const dated = g.weekday && lead === first ? [g.weekday, first] : [lead];
      const chapter = g.chapter ? ` (${g.chapter})` : '';
      return `${[...dated, ...rest].filter(Boolean).join(', ')}${chapter}`;
    });
    return [...items, ...out].join('; ');
  };
  const isSpans = (v: LuaValue) =>
    isTable(v) &&
    positional(v).length > 0 &&
    positional(v).every(
      (f) =>
        isTable(f.value) &&
        keyed(f.value).some((x) => words.data.valueKey.test(String(x.key)) || words.data.keeperKey.test(String(x.key))),
    );
  /** A value's spans: the one holding when the story opens, the earlier ones, and the later ones. */
  const spans = (v: LuaValue) => {
    const list = positional(v).map((f) => {
      const fields = keyed(f.value);
      const val = fields.find(
        (x) => words.data.valueKey.test(String(x.key)) || words.data.keeperKey.test(String(x.key)),
      );
      const ch = fields.find((x) => words.data.chapterKey.test(String(x.key)));
      const notes = fields
        .filter((x) => x !== val && x !== ch && !words.data.spanKey.test(String(x.key)))
        .map((x) => render(x.value))
        .filter((x) => x !== '');
      return {
        start: startOf(f.value),
        value: render(val?.value ?? { kind: 'scalar', value: null, line: f.line }),
        chapter: chapterText(ch?.value),
        notes,
        line: f.line,
      };
    });
    // The span holding at the story's opening: the last that starts by then (a span of no start holds from before).
    let now = 0;
    list.forEach((s, k) => {
      if (opening && (s.start === undefined || s.start.slice(0, 10) <= opening)) now = k;
    });
    return { now, list };
  };
  const out: Array<{ text: string; line: number }> = [];
  const bySection = new Map<string, Array<{ text: string; line: number }>>();
  const push = (section: string, text: string, line: number) => {
    const list = bySection.get(section) ?? [];
    list.push({ text, line });
    bySection.set(section, list);
  };
  const person = (key: string, v: LuaValue, line: number) => {
    const fields = keyed(v);
    const nameField = fields.find((f) => words.labelField(String(f.key)) === 'name');
    const name = scalar(nameField?.value) ?? wordsOf(key, true);
    push('characters', `### ${name}`, nameField?.line ?? line);
    for (const f of fields) {
      if (f === nameField) continue;
      const label = String(f.key).replace(/_/g, ' ');
      const field = words.labelField(label);
      // "short = { "Clara", "Miss Ashdown" }": a list of names is the names they go by, whatever its key.
      const names = positional(f.value).map((x) => scalar(x.value));
      if (
        field === 'aliases' ||
        (field === undefined &&
          names.length > 0 &&
          names.every((n) => n !== undefined && (/^\p{Lu}/u.test(n) || words.article.test(n))))
      ) {
        push('characters', `- ${words.aliasLabel}: ${names.filter(Boolean).join('; ')}`, f.line);
        continue;
      }
      if (isSpans(f.value)) {
        const { now, list } = spans(f.value);
        const current = list[now];
        if (!current) continue;
        // "24; 25 in 1911" for an age; "brown, long; from 26 November 1910 (chapter 3): short" for a look.
        const later = list.slice(now + 1);
        const text =
          field === 'age'
            ? [current.value, ...later.map((s) => `${s.value} in ${(s.start ?? '').slice(0, 4)}`)].join('; ')
            : [
                current.value,
                ...later.map(
                  (s) =>
                    `${s.start ? `${words.data.from} ${dateText(s.start)}` : ''}${s.chapter ? ` (${s.chapter})` : ''}: ${s.value}`,
                ),
              ].join('; ');
        for (const t of words.field(label, text)) push('characters', t, current.line);
        continue;
      }
      // "died = "1899-02"", "fate = "killed by the avalanche, 1899"" in a story that opens in 1910: a death before
      // the story opens (a fate's table marks its own dated death as it renders it).
      const said = render(f.value);
      const year = /\b(1\d{3}|20\d{2})\b/.exec(said);
      const before =
        f.value.kind === 'scalar' &&
        field === 'fate' &&
        (words.isDeath(label) || words.isDeath(said)) &&
        year !== null &&
        opening !== undefined &&
        (year[1] as string) < opening.slice(0, 4);
      const text =
        before && year ? `${said.slice(0, year.index + 4)}${words.beforeOpening}${said.slice(year.index + 4)}` : said;
      if (text !== '') for (const t of words.field(label, text)) push('characters', t, f.line);
    }
    push('characters', '', line);
  };
  const place = (key: string, v: LuaValue, line: number) => {
    const fields = keyed(v);
    const nameField = fields.find((f) => words.labelField(String(f.key)) === 'name');
    push('places', `### ${scalar(nameField?.value) ?? wordsOf(key, true)}`, nameField?.line ?? line);
    for (const f of fields) {
      if (f === nameField) continue;
      const text = render(f.value);
      if (text !== '') push('places', `- ${String(f.key).replace(/_/g, ' ')}: ${text}`, f.line);
    }
    push('places', '', line);
  };
  const thing = (key: string, v: LuaValue, line: number) => {
    const fields = keyed(v);
    const nameField = fields.find((f) => words.labelField(String(f.key)) === 'name');
    push('objects', `### ${scalar(nameField?.value) ?? wordsOf(key, false)}`, nameField?.line ?? line);
    for (const f of fields) {
      if (f === nameField) continue;
      if (isSpans(f.value)) {
        // Its keepers in turn: "held by Leopold Mandl (from 1909)", then "passes to Nikolai Sorokin on 24 December
        // 1910 (chapter 4)".
        const { list } = spans(f.value);
        list.forEach((s, k) => {
          const when = s.start ? ` ${k === 0 ? words.data.from : words.data.on} ${dateText(s.start)}` : '';
          const chapter = s.chapter ? ` (${s.chapter})` : '';
          const notes = s.notes.length > 0 ? `; ${s.notes.join('; ')}` : '';
          const lead = k === 0 ? words.data.heldBy : words.data.passesTo;
          push('objects', `- ${lead} ${who(s.value)}${when}${chapter}${notes}`, s.line);
        });
        continue;
      }
      const text = render(f.value);
      if (text === '') continue;
      const label = String(f.key).replace(/_/g, ' ');
      push('objects', words.data.valueKey.test(String(f.key)) ? text : `- ${label}: ${text}`, f.line);
    }
    push('objects', '', line);
  };
  /** A dated record of a list ("{ date = …, wd = …, ch = 3, what = … }"): a line of the timeline. */
  const event = (v: LuaValue, line: number) => {
    const fields = keyed(v);
    const date = fields.find((f) => words.data.dateKey.test(String(f.key)) || words.data.spanKey.test(String(f.key)));
    const wd = fields.find((f) => words.data.weekdayKey.test(String(f.key)));
    const ch = fields.find((f) => words.data.chapterKey.test(String(f.key)));
    const rest = fields
      .filter((f) => f !== date && f !== wd && f !== ch)
      .map((f) => (words.data.keeperKey.test(String(f.key)) ? who(render(f.value)) : render(f.value)))
      .filter((t) => t !== '');
    const when = [scalar(wd?.value), date ? dateText(scalar(date.value) ?? '') : undefined].filter(Boolean).join(' ');
    const parts = [when, chapterText(ch?.value), rest.join(': ')].filter((p) => p !== undefined && p !== '');
    if (parts.length > 0) push('timeline', `- ${parts.join(' — ')}`, line);
  };
  for (const top of tops) {
    const key = String(top.key);
    const section = words.sectionOf(key.replace(/_/g, ' '));
    if (section === 'characters' || section === 'places' || section === 'objects') {
      const make = section === 'characters' ? person : section === 'places' ? place : thing;
      for (const f of keyed(top.value)) if (isTable(f.value)) make(String(f.key), f.value, f.line);
      for (const f of positional(top.value)) {
        const nameField = keyed(f.value).find((x) => words.labelField(String(x.key)) === 'name');
        if (nameField) make(scalar(nameField.value) ?? '', f.value, f.line);
      }
      continue;
    }
    // A list of dated records ("timeline", "changes", "events"): the timeline.
    const dated = positional(top.value).filter((f) => isTable(f.value) && startOf(f.value) !== undefined);
    if (dated.length > 0 && dated.length >= positional(top.value).length / 2) {
      for (const f of dated) event(f.value, f.line);
      continue;
    }
    // The book's voice, wherever it is kept ("book = { voice = [[…]] }").
    for (const f of [{ key, value: top.value, line: top.line }, ...keyed(top.value)])
      if (words.data.voiceKey.test(String(f.key)) && scalar(f.value))
        push('style', (scalar(f.value) as string).replace(/\s+/g, ' '), f.line);
  }
  const titles: Record<string, string> = { ...words.titles, style: words.data.styleTitle };
  for (const [section, lines] of bySection) {
    out.push({ text: `## ${titles[section] ?? section}`, line: lines[0]?.line ?? 1 });
    out.push(...lines);
    out.push({ text: '', line: lines.at(-1)?.line ?? 1 });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
