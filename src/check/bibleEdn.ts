import { upperFirst, withFullStop } from './bibleFormats.js';

/**
 * A bible kept as EDN (Clojure's extensible data notation): one map whose keys name its parts (":people", ":places",
 * ":objects", ":timeline"), people as maps in a vector (":name", ":id" a keyword others refer to, fields as keys,
 * looks as a nested map, ages as a map of year to age), places and objects as maps of keyword to attributes, the
 * timeline a vector of maps, "#inst" dates, ";" comments, "#_" discarded forms. Read as writer's own Markdown: a
 * part a section under its own title, a person an entry headed by its name with each key the bible's labels know a
 * "- Key: value" line (a nested map's keys each a line of their own) and every other key a sentence of the entry; a
 * place or an object an entry headed by its keyword; a timeline's map one dated line; a keyword that is another
 * record's id written as that record's name. Each line out keeps the line of the file its key stands on.
 */

type Section = 'characters' | 'places' | 'objects' | 'timeline' | 'style' | 'threads';

type Value =
  | { kind: 'map'; entries: Array<[Value, Value]>; line: number }
  | { kind: 'list'; items: Value[]; line: number }
  | { kind: 'string' | 'keyword' | 'atom'; text: string; line: number }
  | { kind: 'tagged'; tag: string; value: Value; line: number };

/** Whether a text is EDN: a map or vector opening the data, keywords as keys, and no line of Markdown's or a wiki's. */
export function isEdn(source: string): boolean {
  const code = source.replace(/;[^\n]*/g, '').trim();
  if (!/^[{[]/.test(code)) return false;
  const keys = code.match(/(?:^|[\s{[(,])(:[\p{L}*+!?<>=_-][\p{L}\d*+!?<>=_./-]*)(?=[\s"{[(#:\d-])/gu)?.length ?? 0;
  // A JSON object ("{"name": …") has no keywords; a Markdown bible opens on no brace.
  return keys >= 4 && !/^\s*\{\s*"/.test(code);
}

/** The values of an EDN text, with their lines; a form cut off at the end is read up to where it stops. */
function parse(source: string): Value[] {
  let at = 0;
  let line = 1;
  const skip = () => {
    while (at < source.length) {
      const c = source[at] as string;
      if (c === '\n') line++;
      if (c === ';') {
        while (at < source.length && source[at] !== '\n') at++;
        continue;
      }
      if (!/[\s,]/.test(c)) return;
      at++;
    }
  };
  const value = (depth: number): Value | undefined => {
    skip();
    if (at >= source.length) return undefined;
    const c = source[at] as string;
    const start = line;
    if (c === '"') {
      let text = '';
      at++;
      while (at < source.length && source[at] !== '"') {
        if (source[at] === '\n') line++;
        if (source[at] === '\\' && at + 1 < source.length) {
          const e = source[at + 1] as string;
          text += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          at += 2;
          continue;
        }
        text += source[at++];
      }
      at++;
      return { kind: 'string', text, line: start };
    }
    const close = { '{': '}', '[': ']', '(': ')' }[c];
    if (close || (c === '#' && source[at + 1] === '{')) {
      at += c === '#' ? 2 : 1;
      const items: Value[] = [];
      const end = close ?? '}';
      for (;;) {
        skip();
        if (at >= source.length) break;
        if (source[at] === end) {
          at++;
          break;
        }
        const before = at;
        const v = depth < 64 ? value(depth + 1) : undefined;
        if (v) items.push(v);
        if (at === before) at++;
      }
      if (c !== '{') return { kind: 'list', items, line: start };
      const entries: Array<[Value, Value]> = [];
      for (let k = 0; k + 1 < items.length; k += 2) entries.push([items[k] as Value, items[k + 1] as Value]);
      return { kind: 'map', entries, line: start };
    }
    if (c === '#' && source[at + 1] === '_') {
      at += 2;
      value(depth + 1);
      return value(depth);
    }
    if (c === '#' && /[\p{L}]/u.test(source[at + 1] ?? '')) {
      const tag = /^#([^\s{[("]+)/u.exec(source.slice(at))?.[1] as string;
      at += tag.length + 1;
      const inner = value(depth + 1);
      return inner ? { kind: 'tagged', tag, value: inner, line: start } : undefined;
    }
    if (c === '\\') {
      const ch = /^\\(newline|space|tab|.)/.exec(source.slice(at));
      at += ch?.[0].length ?? 1;
      return { kind: 'atom', text: ch?.[1] === 'space' ? ' ' : (ch?.[1] ?? ''), line: start };
    }
    const token = /^[^\s,{}[\]()";]+/.exec(source.slice(at))?.[0];
    if (!token) {
      at++;
      return undefined;
    }
    at += token.length;
    return token.startsWith(':')
      ? { kind: 'keyword', text: token.slice(1), line: start }
      : { kind: 'atom', text: token, line: start };
  };
  const out: Value[] = [];
  // Stryker disable next-line EqualityOperator: at the end value() returns at once and moves nothing, so one more turn there only steps past the end
  while (at < source.length) {
    const before = at;
    const v = value(0);
    if (v) out.push(v);
    if (at === before) at++;
  }
  return out;
}

/** ":kambouris-house", ":date-of-birth", ":ns/eyes": a keyword's name in words ("kambouris house"). */
function wordsOf(keyword: string): string {
  return (keyword.split('/').pop() as string)
    .replace(/[-_]+/g, ' ')
    .replace(/[?!*]+$/, '')
    .trim();
}

/** A map's value at a key the test accepts (by the key's words). */
function at(map: Value, test: (key: string) => boolean): Value | undefined {
  if (map.kind !== 'map') return undefined;
  return map.entries.find(([k]) => k.kind === 'keyword' && test(wordsOf(k.text)))?.[1];
}

/** The EDN bible as Markdown, and for each of its lines the line of the file it came from. */
export function ednAsMarkdown(
  source: string,
  titles: { characters: string; places: string; objects: string; timeline: string },
  words: { nameField: RegExp; chapterField: RegExp; canonicalChapter: string },
  fieldLabel: (label: string) => string | undefined,
  sectionOf: (title: string) => Section | undefined,
): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  const data = parse(source);
  const top = data.find((v) => v.kind === 'map');
  if (top?.kind !== 'map') return { markdown: '', sourceLines: [] };
  // The records others refer to by keyword: a map's ":id" (or a keyed map's key) is the name its ":name" gives.
  const names = new Map<string, string>();
  const nameOf = (record: Value): string | undefined => {
    const name = at(record, (k) => words.nameField.test(k));
    return name?.kind === 'string' ? name.text : undefined;
  };
  const visit = (v: Value, depth: number) => {
    if (depth > 64) return;
    if (v.kind === 'map') {
      const id = at(v, (k) => k === 'id');
      const name = nameOf(v);
      if (id?.kind === 'keyword' && name) names.set(id.text, name);
      for (const [, x] of v.entries) visit(x, depth + 1);
    } else if (v.kind === 'list') for (const x of v.items) visit(x, depth + 1);
  };
  visit(top, 0);
  /** A value said in words: a keyword as the name it stands for, a date as its date, a map as its parts. */
  const say = (v: Value, depth = 0): string => {
    if (depth > 16) return '';
    switch (v.kind) {
      case 'string':
        return v.text.trim();
      case 'keyword':
        return names.get(v.text) ?? wordsOf(v.text);
      case 'atom':
        return v.text === 'nil' ? '' : v.text;
      // "#inst "1952-07-08"", "#uuid …": the value the tag marks.
      case 'tagged':
        return say(v.value, depth + 1);
      case 'list':
        return v.items
          .map((x) => say(x, depth + 1))
          .filter((s) => s !== '')
          .join(', ');
      case 'map':
        // "{1952 27, 1994 69}": by year, the first value alone and each later one with its year, parted by ";" as
        // a field's own clauses are ("27; 69 (1994)"); "{:who :stavros :from …}": its first value, then each other
        // part after its key's words ("Stavros Louris, from 23 April 1952, to …").
        return v.entries
          .map(([k, x], n) => {
            const said = say(x, depth + 1);
            if (said === '' || n === 0) return said;
            return k.kind === 'keyword' ? `${wordsOf(k.text)} ${said}` : `${said} (${say(k, depth + 1)})`;
          })
          .filter((s) => s !== '')
          .join(v.entries.every(([k]) => k.kind !== 'keyword') ? '; ' : ', ');
    }
  };
  /**
   * One key of an entry: a field the bible knows as "- key: value" (in the label the bible reads it by, in lower
   * case: a key in capitals, "Keeps", would read as someone's name), another as a sentence of the entry under its
   * key's own words ("held by: Mara Voss", the words the bible's keeper is told by).
   */
  const field = (key: string, v: Value, prose: Array<{ text: string; line: number }>) => {
    const label = upperFirst(wordsOf(key));
    const known = fieldLabel(label);
    // ":looks {:eyes "grey" :hair "black"}": a map of looks, each of its keys a field of the entry.
    if (known === undefined && v.kind === 'map' && v.entries.every(([k]) => k.kind === 'keyword')) {
      for (const [k, x] of v.entries) field((k as { text: string }).text, x, prose);
      return;
    }
    // ":changes [{:when … :what …} …]": each record of a key no field's, a sentence of its own.
    if (known === undefined && v.kind === 'list' && v.items.length > 1 && v.items.every((x) => x.kind === 'map')) {
      for (const x of v.items) prose.push({ text: `${wordsOf(key)}: ${withFullStop(say(x))}`, line: x.line });
      return;
    }
    const said = say(v).replace(/\s*\n\s*/g, ' ');
    if (said === '') return;
    if (known !== undefined) push(`- ${known.toLowerCase()}: ${said}`, v.line);
    else prose.push({ text: `${wordsOf(key)}: ${withFullStop(said)}`, line: v.line });
  };
  /** A record as an entry: headed by its name (or the keyword it is kept under), its keys its lines. */
  const entry = (record: Value, key: string | undefined, line: number) => {
    const name = nameOf(record) ?? (key === undefined ? undefined : upperFirst(wordsOf(key)));
    if (name === undefined || record.kind !== 'map') return;
    push('', line);
    push(`### ${name}`, line);
    const prose: Array<{ text: string; line: number }> = [];
    for (const [k, v] of record.entries) {
      if (k.kind !== 'keyword' || k.text === 'id' || words.nameField.test(wordsOf(k.text))) continue;
      field(k.text, v, prose);
    }
    for (const p of prose) {
      push('', p.line);
      push(p.text, p.line);
    }
  };
  const notes: Array<{ text: string; line: number }> = [];
  for (const [k, v] of top.entries) {
    if (k.kind !== 'keyword') continue;
    const title = upperFirst(wordsOf(k.text));
    const section = sectionOf(title);
    if (section === 'timeline') {
      push('', k.line);
      push(`## ${titles.timeline}`, k.line);
      const events = v.kind === 'list' ? v.items : v.kind === 'map' ? v.entries.map(([, x]) => x) : [];
      for (const e of events) {
        if (e.kind !== 'map') {
          push(`- ${say(e)}`, e.line);
          continue;
        }
        // "{:date #inst … :weekday "Thursday" :ch 2 :event "…"}": one line, the chapter written as the bible's own.
        const said = e.entries.map(([key, x]) =>
          key.kind === 'keyword' && words.chapterField.test(wordsOf(key.text))
            ? `(${words.canonicalChapter.replace('$1', say(x))})`
            : say(x),
        );
        push(`- ${said.filter((s) => s !== '').join(' — ')}`.replace(/ — \(/g, ' ('), e.line);
      }
      continue;
    }
    if (section === 'characters' || section === 'places' || section === 'objects') {
      push('', k.line);
      push(`## ${titles[section]}`, k.line);
      // A vector of records, or a map of keyword to record (":places {:pothia {…}}").
      if (v.kind === 'list') for (const r of v.items) entry(r, undefined, r.line);
      else if (v.kind === 'map')
        for (const [rk, r] of v.entries)
          if (rk.kind === 'keyword') entry(r, names.has(rk.text) ? undefined : rk.text, rk.line);
      continue;
    }
    // ":book {:voice "…"}": a part of no section; its keys that are sections of their own (the voice) stand as
    // such, the rest as notes.
    const parts = v.kind === 'map' ? v.entries : [[k, v] as [Value, Value]];
    for (const [pk, pv] of parts) {
      const label = pk.kind === 'keyword' ? upperFirst(wordsOf(pk.text)) : say(pk);
      const own = sectionOf(label);
      if (own === 'style' || own === 'threads') {
        push('', pk.line);
        push(`## ${label}`, pk.line);
        push(withFullStop(upperFirst(say(pv))), pv.line);
      } else if (pv.kind === 'list' && pv.items.some((x) => x.kind === 'map'))
        for (const x of pv.items) notes.push({ text: `- ${label}: ${withFullStop(say(x))}`, line: x.line });
      else if (pv.kind === 'map' && pv !== v)
        for (const [xk, x] of pv.entries)
          notes.push({ text: `${upperFirst(say(xk))}: ${withFullStop(say(x))}`, line: xk.line });
      else notes.push({ text: `${label}: ${withFullStop(say(pv))}`, line: pk.line });
    }
  }
  if (notes.length > 0) {
    push('', notes[0]?.line ?? 1);
    push('## Notes', notes[0]?.line ?? 1);
    for (const n of notes) push(n.text, n.line);
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
