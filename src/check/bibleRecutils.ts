import { upperFirst, withFullStop } from './bibleFormats.js';

/**
 * A bible kept as a GNU recutils database (a `.rec` file): record sets opened by "%rec: Person" (with "%doc:",
 * "%key:", "%type:" lines of their own), records of "Field: value" lines parted by blank lines, a value run on over
 * lines that open on "+ ", comments on "#". Read as writer's own Markdown: a record set a section under its type
 * ("Person" is the cast, "Event" the timeline), a record an entry headed by its name field (or its first field) with
 * each field the bible's labels know a "- Key: value" line and another a sentence of the entry; a record of a
 * timeline one dated line of its fields. Each line out keeps the line of the file its field opened on.
 */

/** Whether a text is a recutils database: a "%rec:" line and records of "Field: value" lines. */
export function isRecutils(source: string): boolean {
  return /^%rec:\s*\S/m.test(source) && (source.match(/^[A-Za-z%][\w-]*:[ \t]/gm)?.length ?? 0) >= 6;
}

interface Field {
  name: string;
  value: string;
  line: number;
}

/** "ShortForm" → "Short form", "date_of_birth" → "Date of birth": a field's name as a bible's label. */
function labelOf(name: string): string {
  return upperFirst(
    name
      .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
      .replace(/[_-]+/g, ' ')
      .toLowerCase(),
  );
}

interface RecordSet {
  type: string;
  line: number;
  /** The set's key field ("%key: Id"): an identifier for queries, no fact of the book. */
  key?: string;
  /** What the set's "%doc:" says it holds ("Timeline. Day = days since …"). */
  doc?: string;
  records: Field[][];
}

/** The record sets of a recutils text: each set's type and its records, a record's fields in order. */
function recordSets(source: string): RecordSet[] {
  const sets: RecordSet[] = [];
  let record: Field[] | undefined;
  const close = () => {
    // A record is made with its first field, so one made is never empty.
    if (record) {
      if (sets.length === 0) sets.push({ type: '', line: record[0]?.line ?? 1, records: [] });
      sets[sets.length - 1]?.records.push(record);
    }
    record = undefined;
  };
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = i + 1;
    if (/^\s*#/.test(raw)) continue;
    const rec = /^%rec:\s*(\S+)/.exec(raw);
    if (rec) {
      close();
      sets.push({ type: rec[1] as string, line, records: [] });
      continue;
    }
    const key = /^%key:\s*(\S+)/.exec(raw);
    const set = sets[sets.length - 1];
    if (key && set) set.key = key[1] as string;
    const doc = /^%doc:\s*(.*)$/.exec(raw);
    if (doc && set) set.doc = doc[1] as string;
    if (raw.startsWith('%')) continue;
    if (raw.trim() === '') {
      close();
      continue;
    }
    const more = /^\+ ?(.*)$/.exec(raw);
    const last = record?.[record.length - 1];
    if (more && last) {
      last.value = `${last.value} ${(more[1] as string).trim()}`.trim();
      continue;
    }
    const field = /^([A-Za-z][\w-]*):[ \t]*(.*)$/.exec(raw);
    if (field) {
      record ??= [];
      record.push({ name: field[1] as string, value: (field[2] as string).trim(), line });
    }
  }
  close();
  return sets;
}

/** The recutils database as Markdown, and for each of its lines the line of the file it came from. */
export function recutilsAsMarkdown(
  source: string,
  words: { nameField: RegExp; chapterField: RegExp },
  titles: { characters: string; places: string; objects: string; timeline: string },
  isField: (label: string) => boolean,
  sectionOf: (title: string) => 'characters' | 'places' | 'objects' | 'timeline' | 'style' | 'threads' | undefined,
): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  for (const set of recordSets(source)) {
    // "%rec: Event" / "%doc: Timeline. …": the type, or else what its doc says it is, names the section.
    const own = sectionOf(set.type);
    const section = own ?? (set.doc === undefined ? undefined : sectionOf(set.doc.split('.')[0] ?? ''));
    push('', set.line);
    // A set read as one of writer's sections is headed by that section's own title ("Event" is no title the
    // reader knows; the doc's "Timeline" is).
    const title = section === undefined || section === 'style' || section === 'threads' ? undefined : titles[section];
    push(`## ${title ?? set.type}`, set.line);
    for (const record of set.records) {
      const fields = record.filter((f) => f.name !== set.key && f.value !== '');
      const first = fields[0];
      if (!first) continue;
      // A record of a set that is no one's and nothing's (letters, notes), or that only its doc says is ("%rec:
      // Holding" / "%doc: Who has which object"): one line of what it says, not an entry of its own.
      if (section !== 'timeline' && (own === undefined || own === 'style' || own === 'threads')) {
        push(`- ${fields.map((f) => withFullStop(`${labelOf(f.name)}: ${f.value}`)).join(' ')}`, first.line);
        continue;
      }
      if (section === 'timeline') {
        // "Date: 1929-01-17 / Weekday: Thursday / Chapter: 5 / What: Halvor killed": one dated line.
        const said = fields.map((f) => (words.chapterField.test(f.name) ? `(${f.name} ${f.value})` : f.value));
        push(`- ${said.join(' — ').replace(/ — \(/g, ' (')}`, first.line);
        continue;
      }
      const name = fields.find((f) => words.nameField.test(f.name)) ?? first;
      // "Name: (Johan's wife; not named)": a note in the name's place heads no entry (it would name her Johan).
      if (!/^\p{L}/u.test(name.value)) continue;
      push('', name.line);
      push(`### ${name.value}`, name.line);
      const prose: Field[] = [];
      for (const f of fields) {
        if (f === name) continue;
        const label = labelOf(f.name);
        if (isField(label)) push(`- ${label}: ${f.value}`, f.line);
        else prose.push({ ...f, name: label });
      }
      for (const f of prose) {
        push('', f.line);
        push(`${f.name}: ${withFullStop(f.value)}`, f.line);
      }
    }
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
