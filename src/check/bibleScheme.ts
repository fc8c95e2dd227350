import type { BibleWords } from './lang/language.js';

/**
 * A bible kept as Scheme data: "; comments", "(define people '((clara (name . "Clara Ashdown") (eyes . "grey")
 * (looks "tall" "thin")) …))", dates as lists "(1910 11 26 saturday)". Read as writer's own Markdown: each definition
 * a section by its name ("people", "places", "objects", "timeline"), each record in it an entry "### Name" (its
 * "name" field, else its key in words: "onna-barla" → "Onna Barla") over "- field: value" lines. A value that
 * changes is a list of dated values ("(hair ((1910 11 26 saturday) "short") …)"): the first the value, the later
 * ones its changes ("from Saturday 26 November 1910 (chapter 3): short"); an object's "custody" its keepers in turn.
 * A timeline's records ("((1910 11 26 saturday) 3 "hair cut")") are dated lines, their number the chapter, and give
 * the other dates of the file their chapters. Each line out keeps its line in the file.
 */

/** A datum of the file: a list (a dotted pair's tail kept apart), or an atom. */
export type SchemeDatum =
  | { kind: 'list'; items: SchemeDatum[]; tail?: SchemeDatum; line: number }
  | { kind: 'string' | 'symbol' | 'number' | 'boolean'; text: string; line: number };

type List = Extract<SchemeDatum, { kind: 'list' }>;

/** How deep lists may nest before the rest is read flat: a hostile file nests thousands. */
const MAX_DEPTH = 64;

/** Scheme's escapes in a string: "\"" a quote, "\n" a line break, "\\" a backslash, a line's end after "\" joined. */
function schemeString(body: string): string {
  return body.replace(
    /\\(?:[ \t]*\n[ \t]*|x([0-9a-fA-F]+);|(.))/gs,
    (_, hex: string | undefined, c: string | undefined) => {
      if (hex !== undefined) return String.fromCodePoint(Math.min(Number.parseInt(hex, 16), 0x10ffff));
      if (c === undefined) return '';
      return c === 'n' ? '\n' : c === 't' ? '\t' : c;
    },
  );
}

/** The file's data at its top level, comments ("; …", "#| … |#", "#;" before a datum) dropped, quotes undone. */
export function schemeData(source: string): SchemeDatum[] {
  const TOKEN =
    /(\s+)|(;[^\n]*)|(#\|[\s\S]*?(?:\|#|$(?![\s\S])))|(#;)|("(?:[^"\\]|\\[\s\S])*"?)|([([])|([)\]])|('|`|,@|,)|(#[tf](?:rue|alse)?(?![^\s()[\]";]))|([^\s()[\]";'`,]+)/y;
  const top: SchemeDatum[] = [];
  const stack: Array<{ items: SchemeDatum[]; tail?: SchemeDatum; dotted: boolean; line: number; skip: number[] }> = [];
  let line = 1;
  let i = 0;
  /** How many data are still to be dropped at each level ("#;" before a datum). */
  let skipTop = 0;
  const add = (d: SchemeDatum) => {
    const open = stack.at(-1);
    if (!open) {
      if (skipTop > 0) skipTop--;
      else top.push(d);
      return;
    }
    if (open.skip.length > 0 && (open.skip.at(-1) as number) > 0) {
      open.skip[open.skip.length - 1] = (open.skip.at(-1) as number) - 1;
      if (open.skip.at(-1) === 0) open.skip.pop();
      return;
    }
    if (open.dotted) open.tail = d;
    else open.items.push(d);
  };
  while (i < source.length) {
    TOKEN.lastIndex = i;
    const m = TOKEN.exec(source);
    if (!m) {
      i++;
      continue;
    }
    const text = m[0];
    const at = line;
    line += (text.match(/\n/g) ?? []).length;
    i += text.length;
    if (m[1] !== undefined || m[2] !== undefined || m[3] !== undefined || m[8] !== undefined) continue;
    if (m[4] !== undefined) {
      const open = stack.at(-1);
      if (open) open.skip.push(1);
      else skipTop++;
      continue;
    }
    if (m[5] !== undefined) {
      const closed = /^"(?:[^"\\]|\\[\s\S])*"$/.test(text);
      add({ kind: 'string', text: schemeString(text.slice(1, closed ? -1 : undefined)), line: at });
      continue;
    }
    if (m[6] !== undefined) {
      if (stack.length < MAX_DEPTH) stack.push({ items: [], dotted: false, line: at, skip: [] });
      continue;
    }
    if (m[7] !== undefined) {
      const open = stack.pop();
      if (open) add({ kind: 'list', items: open.items, ...(open.tail ? { tail: open.tail } : {}), line: open.line });
      continue;
    }
    if (m[9] !== undefined) {
      add({ kind: 'boolean', text: /^#t/.test(text) ? 'true' : 'false', line: at });
      continue;
    }
    const word = m[10] as string;
    const open = stack.at(-1);
    // "(name . "Clara")": the dot of a pair, its tail the value.
    if (word === '.' && open && open.items.length > 0) {
      open.dotted = true;
      continue;
    }
    add({ kind: /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i.test(word) ? 'number' : 'symbol', text: word, line: at });
  }
  // An unclosed list ends with the file.
  while (stack.length > 0) {
    const open = stack.pop() as (typeof stack)[number];
    add({ kind: 'list', items: open.items, ...(open.tail ? { tail: open.tail } : {}), line: open.line });
  }
  return top;
}

/**
 * Whether a text is Scheme (or Lisp) data: a "(define name '(" or "(define name (quote (" at a line's start, with
 * pairs or keyed lists inside ("(name . "Clara")", "(eyes "grey")"), and no line of another dialect's (a Markdown
 * heading, YAML's "key: value", EDN's "{:name").
 */
export function isScheme(source: string): boolean {
  const defines = (source.match(/^\s*\(define\s+[^\s()]+\s+(?:'|\(quote\s+)\(/gm) ?? []).length;
  const keyed = (source.match(/\(\s*[a-z][\w!$%&*/:<=>?^~+.-]*\s+(?:\.\s+)?["(\d#']/gi) ?? []).length;
  const foreign = /^\s*#{1,6}\s|^\s*[\w-]+:\s+\S|\{\s*:/m.test(source);
  return defines >= 1 && keyed >= 5 && !foreign;
}

export interface SchemeWords {
  /** The section a definition's name names ("people" → characters), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** The heading each section is written under ("Characters", "Places", "Objects", "Timeline"). */
  titles: { characters: string; places: string; objects: string; timeline: string };
  /** What a key means in a person's record ("eyes", "short forms" → "aliases", "name"), undefined for none. */
  labelField: (label: string) => string | undefined;
  /** A labelled value as the entry's lines ("fate", "died 9 Feb 1911; buried 13 Feb": its death, then the rest). */
  field: (label: string, value: string) => string[];
  /** The month names, January first. */
  months: readonly string[];
  /** Whether a word names a day of the week ("monday"). */
  isWeekday: (word: string) => boolean;
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

const isList = (d: SchemeDatum | undefined): d is List => d?.kind === 'list';
const symbolOf = (d: SchemeDatum | undefined) => (d?.kind === 'symbol' ? d.text : undefined);

/** "onna-barla" → "Onna Barla" (a name: each word capitalised), "deed-box" → "Deed box". */
function wordsOf(key: string, name: boolean): string {
  const words = key.split(/[-_\s]+/).filter((w) => w !== '');
  const up = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return (name ? words.map(up) : [up(words[0] ?? ''), ...words.slice(1)]).join(' ');
}

/** "'(…)", "(quote (…))": the datum quoted, else the datum itself. */
function unquoted(d: SchemeDatum): SchemeDatum {
  if (isList(d) && d.items.length === 2 && symbolOf(d.items[0]) === 'quote') return d.items[1] as SchemeDatum;
  return d;
}

/** A day of the calendar written as a list: "(1917 8 20 monday)", "(1917 8 20)". */
interface Day {
  year: number;
  month: number;
  day: number;
  weekday?: string;
}

/** The Scheme file as Markdown, and for each of its lines the line of the file it came from. */
export function schemeAsMarkdown(source: string, words: SchemeWords): { markdown: string; sourceLines: number[] } {
  // (A quote mark before a datum, "'(…)", is passed over as the reader reads it: a quoted datum is the datum.)
  const tops: Array<{ name: string; value: SchemeDatum; line: number }> = [];
  for (const d of schemeData(source)) {
    if (!isList(d) || symbolOf(d.items[0]) !== 'define') continue;
    const name = symbolOf(d.items[1]);
    const value = d.items[2];
    if (name && value) tops.push({ name, value: unquoted(value), line: d.line });
  }
  const dayOf = (d: SchemeDatum | undefined): Day | undefined => {
    if (!isList(d) || d.tail || d.items.length < 3 || d.items.length > 4) return undefined;
    const [y, m, n, w] = d.items;
    if (y?.kind !== 'number' || m?.kind !== 'number' || n?.kind !== 'number') return undefined;
    const [year, month, day] = [Number(y.text), Number(m.text), Number(n.text)];
    if (!Number.isInteger(year) || year < 1000 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
    if (w !== undefined && !(w.kind === 'symbol' && words.isWeekday(w.text))) return undefined;
    return { year, month, day, ...(w ? { weekday: w.text } : {}) };
  };
  const up = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const dayText = (d: Day) =>
    `${d.weekday ? `${up(d.weekday)} ` : ''}${d.day} ${up(words.months[d.month - 1] ?? '')} ${d.year}`;
  // The chapters the timeline gives its days: "((1917 8 20 monday) 6 "Nona dies")" puts 20 August in chapter 6.
  const chapterOfDay = new Map<string, number>();
  const dayKey = (d: Day) => `${d.year}-${d.month}-${d.day}`;
  const timelines = tops.filter((t) => words.sectionOf(t.name.replace(/-/g, ' ')) === 'timeline');
  for (const t of timelines)
    if (isList(t.value))
      for (const r of t.value.items) {
        if (!isList(r)) continue;
        const day = dayOf(r.items[0]);
        const chapter = r.items[1];
        if (day && chapter?.kind === 'number' && /^\d+$/.test(chapter.text) && !chapterOfDay.has(dayKey(day)))
          chapterOfDay.set(dayKey(day), Number(chapter.text));
      }
  const chapterText = (d: Day | undefined) => {
    const n = d ? chapterOfDay.get(dayKey(d)) : undefined;
    return n === undefined ? '' : ` (${words.chapter.replace('$1', String(n))})`;
  };
  // The first day the story tells: the earliest its timeline puts in a chapter.
  const opening = [...chapterOfDay.keys()]
    .map((k) => k.split('-').map(Number) as [number, number, number])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])[0];
  const beforeOpening = (d: Day | { year: number }) => {
    if (!opening) return false;
    if (!('month' in d)) return d.year < opening[0];
    return (d.year - opening[0] || d.month - opening[1] || d.day - opening[2]) < 0;
  };
  // Who a key stands for: "reina-saltiel" → "Reina Saltiel", from the people's records.
  const people = new Map<string, string>();
  const nameOf = (record: List): string | undefined => {
    for (const f of record.items.slice(1)) {
      if (!isList(f) || words.labelField(symbolOf(f.items[0]) ?? '') !== 'name') continue;
      const v = f.tail ?? f.items[1];
      if (v?.kind === 'string') return v.text;
    }
    return undefined;
  };
  for (const t of tops)
    if (words.sectionOf(t.name.replace(/-/g, ' ')) === 'characters' && isList(t.value))
      for (const r of t.value.items) {
        const key = isList(r) ? symbolOf(r.items[0]) : undefined;
        if (key && isList(r)) people.set(key, nameOf(r) ?? wordsOf(key, true));
      }
  const who = (symbol: string) => people.get(symbol) ?? symbol.replace(/-/g, ' ');
  /** A datum as words: a day as its date, a keyed list as its key then its values, a list of values joined. */
  const render = (d: SchemeDatum | undefined, depth = 0): string => {
    if (d === undefined || depth > MAX_DEPTH) return '';
    // (A boolean, "#f", says nothing in words.)
    if (!isList(d)) return d.kind === 'symbol' ? who(d.text) : d.kind === 'boolean' ? '' : d.text;
    const day = dayOf(d);
    if (day) return dayText(day);
    const parts = [...d.items, ...(d.tail ? [d.tail] : [])];
    const head = symbolOf(parts[0]);
    // "(died 1912 "spring" "typhus")": a key and its values, the first after it with no comma.
    if (head !== undefined && parts.length > 1 && !people.has(head)) {
      const rest = parts.slice(1).map((p) => render(p, depth + 1));
      const inline = parts.slice(1, 4);
      // "(dated 1917 8 16 thursday)": a day written out inside its key's list.
      const dayInline =
        dayOf({ kind: 'list', items: inline.concat(parts[4] ? [parts[4]] : []), line: d.line }) ??
        dayOf({ kind: 'list', items: inline, line: d.line });
      if (dayInline) {
        const used = 1 + 3 + (dayInline.weekday ? 1 : 0);
        const after = parts.slice(used).map((p) => render(p, depth + 1));
        return [`${head.replace(/-/g, ' ')} ${dayText(dayInline)}`, ...after].filter((x) => x !== '').join(', ');
      }
      const [first, ...more] = rest.filter((x) => x !== '');
      return [`${head.replace(/-/g, ' ')}${first === undefined ? '' : ` ${first}`}`, ...more].join(', ');
    }
    return parts
      .map((p) => render(p, depth + 1))
      .filter((x) => x !== '')
      .join('; ');
  };
  /**
   * A field's values: "(eyes . "grey")" its tail, "(looks "tall" "thin")" its items after the key, "(dated 1917 8
   * 16 thursday)" the day they write out.
   */
  const valuesOf = (f: List): SchemeDatum[] => {
    if (f.tail) return [f.tail];
    const rest = f.items.slice(1);
    return dayOf({ kind: 'list', items: rest, line: f.line }) ? [{ kind: 'list', items: rest, line: f.line }] : rest;
  };
  /**
   * A list of dated values ("((1917 8 21 tuesday) "cut short")", "((from (1917 9 9 sunday)) "Sergeant")"): each
   * value with its day and whether that day opens it ("from") or closes it ("until").
   */
  const spansOf = (values: readonly SchemeDatum[]) => {
    if (values.length === 0) return undefined;
    const spans: Array<{ day?: Day; until: boolean; value: string; line: number }> = [];
    for (const v of values) {
      if (!isList(v) || v.items.length < 2) return undefined;
      const when = v.items[0];
      const wrapped = isList(when) && when.items.length === 2 ? when : undefined;
      const day = dayOf(when) ?? dayOf(wrapped?.items[1]);
      if (!day) return undefined;
      const until = wrapped !== undefined && !words.data.spanKey.test(symbolOf(wrapped.items[0]) ?? '');
      const value = v.items
        .slice(1)
        .map((x) => render(x))
        .filter((x) => x !== '')
        .join(', ');
      spans.push({ day, until, value, line: v.line });
    }
    return spans;
  };
  const bySection = new Map<string, Array<{ text: string; line: number }>>();
  const push = (section: string, text: string, line: number) => {
    const list = bySection.get(section) ?? [];
    list.push({ text, line });
    bySection.set(section, list);
  };
  /** A day's words with its chapter: "from Tuesday 21 August 1917 (chapter 6)". */
  const when = (d: Day) => `${dayText(d)}${chapterText(d)}`;
  const person = (record: List) => {
    const key = symbolOf(record.items[0]) as string;
    push('characters', `### ${people.get(key) ?? wordsOf(key, true)}`, record.line);
    for (const f of record.items.slice(1)) {
      if (!isList(f)) continue;
      const label = (symbolOf(f.items[0]) ?? '').replace(/-/g, ' ');
      const field = words.labelField(label);
      if (label === '' || field === 'name') continue;
      const values = valuesOf(f);
      const names = values.map((v) => (v.kind === 'string' ? v.text : undefined));
      // "(short-forms "Nona" "the Señora")": a list of names is the names they go by.
      if (
        field === 'aliases' ||
        (field === undefined &&
          !f.tail &&
          names.length > 1 &&
          names.every((n) => n !== undefined && (/^\p{Lu}/u.test(n) || words.article.test(n))))
      ) {
        push('characters', `- ${words.aliasLabel}: ${names.filter(Boolean).join('; ')}`, f.line);
        continue;
      }
      const spans = spansOf(values);
      if (spans && spans.length > 0) {
        // "black, long; dyed red (from Tuesday 20 July 1965, chapter 4)": the first value, then its changes, each
        // with its day and chapter after it, where a change of looks is read.
        const [first, ...later] = spans;
        const text = [
          (first as (typeof spans)[number]).value,
          ...later.map((s) => {
            const day = s.day as Day;
            const chapter = chapterOfDay.get(dayKey(day));
            const at = chapter === undefined ? '' : `, ${words.chapter.replace('$1', String(chapter))}`;
            return `${s.value} (${words.data.from} ${dayText(day)}${at})`;
          }),
        ].join('; ');
        for (const t of words.field(label, text)) push('characters', t, f.line);
        continue;
      }
      // "(fate (died 1894))": a death dated before the story opens says so. "(holds key (from (1917 8 19)))": a
      // thing and when, one phrase.
      const joint = values[0]?.kind === 'symbol' && values.slice(1).every(isList) ? ' ' : '; ';
      const text = values
        .map((v) => {
          const said = render(v);
          if (!isList(v) || !words.isDeath(said)) return said;
          const day = v.items.map(dayOf).find((x) => x !== undefined);
          const year = day ?? (v.items[1]?.kind === 'number' ? { year: Number(v.items[1].text) } : undefined);
          if (day && !beforeOpening(day)) return said;
          return year && beforeOpening(year) ? `${said}${words.beforeOpening}` : said;
        })
        .filter((x) => x !== '')
        .join(joint);
      if (text !== '') for (const t of words.field(label, text)) push('characters', t, f.line);
    }
    push('characters', '', record.line);
  };
  const place = (record: List) => {
    const key = symbolOf(record.items[0]) as string;
    push('places', `### ${nameOf(record) ?? wordsOf(key, true)}`, record.line);
    for (const f of record.items.slice(1)) {
      if (!isList(f)) continue;
      const label = (symbolOf(f.items[0]) ?? '').replace(/-/g, ' ');
      if (words.labelField(label) === 'name') continue;
      const text = valuesOf(f)
        .map((v) => render(v))
        .filter((x) => x !== '')
        .join('; ');
      if (text !== '') push('places', `- ${label}: ${text}`, f.line);
    }
    push('places', '', record.line);
  };
  const thing = (record: List) => {
    const key = symbolOf(record.items[0]) as string;
    push('objects', `### ${nameOf(record) ?? wordsOf(key, false)}`, record.line);
    for (const f of record.items.slice(1)) {
      if (!isList(f)) continue;
      const key = symbolOf(f.items[0]) ?? '';
      const label = key.replace(/-/g, ' ');
      if (words.labelField(label) === 'name') continue;
      const values = valuesOf(f);
      // "(holder . reina-saltiel)": who keeps it.
      if (words.data.keeperKey.test(label)) {
        push('objects', `- ${words.data.heldBy} ${values.map((v) => render(v)).join('; ')}`, f.line);
        continue;
      }
      // "(custody ((1917 8 18 saturday) "Rook") …)": its keepers in turn, from the first day on.
      const spans = spansOf(values);
      if (spans && spans.length > 0) {
        spans.forEach((s, k) => {
          const lead = k === 0 ? words.data.heldBy : words.data.passesTo;
          const on = s.day ? ` ${k === 0 ? words.data.from : words.data.on} ${when(s.day)}` : '';
          push('objects', `- ${lead} ${s.value}${on}`, s.line);
        });
        continue;
      }
      const text = values
        .map((v) => render(v))
        .filter((x) => x !== '')
        .join('; ');
      if (text !== '') push('objects', `- ${label}: ${text}`, f.line);
    }
    push('objects', '', record.line);
  };
  /** A record of the timeline: "((1917 8 20 monday) 6 "Nona dies")" → "- Monday 20 August 1917 — chapter 6 — Nona dies". */
  const event = (record: List) => {
    const day = dayOf(record.items[0]);
    if (!day) return;
    const chapter = record.items[1]?.kind === 'number' ? record.items[1].text : undefined;
    const rest = record.items
      .slice(chapter === undefined ? 1 : 2)
      .map((x) => render(x))
      .filter((x) => x !== '');
    const parts = [dayText(day), chapter ? words.chapter.replace('$1', chapter) : '', rest.join('; ')];
    push('timeline', `- ${parts.filter((p) => p !== '').join(' — ')}`, record.line);
  };
  for (const top of tops) {
    const section = words.sectionOf(top.name.replace(/-/g, ' '));
    const value = top.value;
    if (!isList(value)) continue;
    if (section === 'characters' || section === 'places' || section === 'objects') {
      const make = section === 'characters' ? person : section === 'places' ? place : thing;
      for (const r of value.items) if (isList(r) && symbolOf(r.items[0]) !== undefined) make(r);
      continue;
    }
    if (section === 'timeline') {
      for (const r of value.items) if (isList(r)) event(r);
      continue;
    }
    // "(intended-changes '((alfred-wise rank "Sergeant -> C.Q.M.S.")))": a person's changes, lines of the timeline.
    const changes = value.items.filter(
      (r): r is List => isList(r) && people.has(symbolOf(r.items[0]) ?? '') && r.items.length >= 3,
    );
    if (changes.length > 0 && changes.length === value.items.length) {
      for (const r of changes)
        push(
          'timeline',
          `- ${who(symbolOf(r.items[0]) as string)}: ${r.items
            .slice(1)
            .map((x) => render(x))
            .join(' ')}`,
          r.line,
        );
      continue;
    }
    // The book's voice, wherever it is kept ("(define book '((voice . "…")))").
    for (const f of value.items)
      if (isList(f) && words.data.voiceKey.test(symbolOf(f.items[0]) ?? ''))
        push(
          'style',
          valuesOf(f)
            .map((v) => render(v))
            .join(' ')
            .replace(/\s+/g, ' '),
          f.line,
        );
  }
  const titles: Record<string, string> = { ...words.titles, style: words.data.styleTitle };
  const out: Array<{ text: string; line: number }> = [];
  for (const [section, lines] of bySection) {
    out.push({ text: `## ${titles[section] ?? section}`, line: lines[0]?.line ?? 1 });
    out.push(...lines);
    out.push({ text: '', line: lines.at(-1)?.line ?? 1 });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
