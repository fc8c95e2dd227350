import { upperFirst, withFullStop } from './bibleFormats.js';

/**
 * A bible kept as a family tree (GEDCOM 5.5, the genealogy programs' exchange format): one INDI record a person
 * (NAME with its NICKs, SEX, BIRT and DEAT with their DATE and PLAC, OCCU, DSCR, NOTEs), FAM records of who married
 * whom, and shared NOTE records for whatever the tree has no record for (places, things, a timeline). Read as writer's
 * own Markdown: a person's name is a heading under the characters' section, the facts the bible's labels know are
 * "- Key: value" lines, the rest of the record its prose; a shared note whose first line is a title is a section of
 * that title, one sentence a line.
 */

/** Whether a text is GEDCOM: a "0 HEAD" line and a person's record ("0 @I1@ INDI"). */
export function isGedcom(source: string): boolean {
  return /^\uFEFF?0 HEAD\s*$/m.test(source) && /^0 @[^@\s]+@ INDI\b/m.test(source);
}

interface GedcomNode {
  tag: string;
  xref: string | undefined;
  value: string;
  children: GedcomNode[];
}

/**
 * The records of a GEDCOM text as trees: a line's level puts it under the last line one level up; CONT goes on its
 * parent's value on a new line and CONC straight after it (the format's way of writing a long value).
 */
function recordsOf(source: string): GedcomNode[] {
  const records: GedcomNode[] = [];
  const open: GedcomNode[] = [];
  for (const line of source.replace(/^\uFEFF/, '').split(/\r\n?|\n/)) {
    const m = /^\s*(\d{1,2})\s+(?:(@[^@]+@)\s+)?([A-Za-z0-9_]+)(?: (.*))?$/.exec(line);
    if (!m) continue;
    const level = Number(m[1]);
    const tag = (m[3] as string).toUpperCase();
    const value = m[4] ?? '';
    const parent = open[level - 1];
    if (level > 0 && parent === undefined) continue;
    if (parent && (tag === 'CONT' || tag === 'CONC')) {
      parent.value += tag === 'CONT' ? `\n${value}` : value;
      continue;
    }
    const node: GedcomNode = { tag, xref: m[2], value, children: [] };
    if (parent) parent.children.push(node);
    else records.push(node);
    open.length = level;
    open[level] = node;
  }
  return records;
}

/** GEDCOM's own month keywords, in the calendar's order. */
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

const QUALIFIERS: Record<string, string> = {
  ABT: 'about',
  EST: 'about',
  CAL: 'about',
  BEF: 'before',
  AFT: 'after',
  BET: 'between',
  AND: 'and',
  FROM: 'from',
  TO: 'to',
};

/**
 * A GEDCOM date in words, its months in the language's names: "2 MAR 1860" → "2 March 1860", "ABT 1909" → "about
 * 1909", "FROM 2 NOV 1931 TO …".
 */
export function gedcomDate(value: string, months: readonly string[]): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => {
      const month = months[MONTHS.indexOf(word.toUpperCase())];
      return month ? upperFirst(month) : (QUALIFIERS[word.toUpperCase()] ?? word);
    })
    .join(' ');
}

/** A value's lines as prose: a line the format broke mid-sentence goes on with the next. */
function prose(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').trim();
}

const child = (node: GedcomNode, tag: string) => node.children.find((c) => c.tag === tag);
const children = (node: GedcomNode, tag: string) => node.children.filter((c) => c.tag === tag);

/** An event of a life (a birth, a death, a burial, a residence): its date and place in words, and its own notes. */
function eventOf(
  node: GedcomNode,
  notes: Map<string, string>,
  months: readonly string[],
): { date: string; place: string; notes: string[] } {
  return {
    date: gedcomDate(child(node, 'DATE')?.value ?? '', months),
    place: prose(child(node, 'PLAC')?.value ?? ''),
    notes: [
      ...['CAUS', 'AGE'].flatMap((tag) => {
        const v = prose(child(node, tag)?.value ?? '');
        return v === '' ? [] : [`${tag === 'CAUS' ? 'Cause' : 'Age'}: ${v}`];
      }),
      ...children(node, 'NOTE').map((n) => noteText(n, notes)),
    ].filter((n) => n !== ''),
  };
}

/** A NOTE's words: its own, or the shared note it points at ("1 NOTE @N3@"). */
function noteText(node: GedcomNode, notes: Map<string, string>): string {
  const pointer = /^@[^@]+@$/.exec(node.value.trim());
  return prose(pointer ? (notes.get(pointer[0]) ?? '') : node.value);
}

const GENDERS: Record<string, string> = { F: 'female', M: 'male' };

/** A person's record as a heading over labelled lines and prose. */
function personAsMarkdown(
  record: GedcomNode,
  notes: Map<string, string>,
  months: readonly string[],
): string | undefined {
  const nameNode = child(record, 'NAME');
  const written = prose(nameNode?.value.replace(/\//g, ' ') ?? '').replace(/\s+/g, ' ');
  const prefix = prose((nameNode && child(nameNode, 'NPFX')?.value) ?? '');
  if (written === '') return undefined;
  const name = prefix !== '' && !written.startsWith(prefix) ? `${prefix} ${written}` : written;
  const lines = [`### ${name}`];
  const paragraphs: string[] = [];
  const nicks = (nameNode ? children(nameNode, 'NICK') : []).map((n) => prose(n.value)).filter((n) => n !== '');
  if (nicks.length > 0) lines.push(`- Also known as: ${nicks.join(', ')}`);
  for (const node of record.children) {
    const value = prose(node.value);
    if (node.tag === 'SEX' && GENDERS[value.toUpperCase()]) lines.push(`- Gender: ${GENDERS[value.toUpperCase()]}`);
    else if (node.tag === 'OCCU' && value !== '') lines.push(`- Role: ${value}`);
    else if (node.tag === 'DSCR' && value !== '') paragraphs.push(withFullStop(value));
    else if (node.tag === 'NOTE') paragraphs.push(withFullStop(noteText(node, notes)));
    else if (node.tag === 'BIRT' || node.tag === 'DEAT' || node.tag === 'BURI' || node.tag === 'RESI') {
      const event = eventOf(node, notes, months);
      if (node.tag === 'BIRT' && event.date !== '') lines.push(`- Born: ${event.date}`);
      // "1 DEAT Y": dead, when and where not given.
      if (node.tag === 'DEAT')
        lines.push(
          `- Died: ${event.date !== '' ? event.date : 'yes, the date not given'}${event.place ? `, ${event.place}` : ''}`,
        );
      if (node.tag === 'BURI')
        paragraphs.push(withFullStop(`Buried ${[event.date, event.place].filter(Boolean).join(', ')}`));
      if (node.tag === 'RESI' && event.place !== '')
        paragraphs.push(withFullStop(`Lives at ${event.place}${event.date ? ` (${event.date})` : ''}`));
      paragraphs.push(...event.notes.map(withFullStop));
    }
  }
  return [...lines, '', ...paragraphs.flatMap((p) => [p, ''])].join('\n');
}

/**
 * A shared note as a section: a first line that is a title ("PLACES.", "Timeline:") is its heading, and each of the
 * sentences after it a line of its own, as a bible's list is kept.
 */
function sharedNoteAsMarkdown(value: string): { heading: string; body: string } | undefined {
  const [first = '', ...rest] = value.split('\n');
  const title = /^\s*([^.:!?]{2,60})[.:]?\s*$/.exec(first);
  if (!title || rest.join('').trim() === '') return undefined;
  const heading = upperFirst((title[1] as string).trim().toLowerCase());
  const sentences = prose(rest.join('\n')).split(/(?<=[.!?]["”’)]*)\s+(?=["“(]?\p{Lu})/u);
  return { heading, body: sentences.map((s) => `- ${s}`).join('\n') };
}

export function gedcomAsMarkdown(source: string, characters: string, months: readonly string[]): string {
  const records = recordsOf(source);
  const notes = new Map<string, string>();
  // Stryker disable next-line ConditionalExpression: only a NOTE's pointer is looked up here, and a tree's NOTE points at
  // a NOTE record: another record's xref is never asked for
  for (const r of records) if (r.tag === 'NOTE' && r.xref) notes.set(r.xref, r.value);
  const cited = new Set(
    records.flatMap(function cites(n: GedcomNode): string[] {
      return [
        // Stryker disable next-line ConditionalExpression,LogicalOperator,Regex,ArrayDeclaration: what is cited is only
        // asked for by a NOTE record's xref, which no value but a NOTE's pointer to it is
        ...(n.tag === 'NOTE' && /^@[^@]+@$/.test(n.value.trim()) ? [n.value.trim()] : []),
        ...n.children.flatMap(cites),
      ];
    }),
  );
  const sections: string[] = [];
  const general: string[] = [];
  const people: string[] = [];
  for (const record of records) {
    if (record.tag === 'INDI') {
      const person = personAsMarkdown(record, notes, months);
      if (person) people.push(person);
    } else if (record.tag === 'HEAD' || record.tag === 'FAM') {
      general.push(...children(record, 'NOTE').map((n) => withFullStop(noteText(n, notes))));
    } else if (record.tag === 'NOTE' && !(record.xref && cited.has(record.xref))) {
      const section = sharedNoteAsMarkdown(record.value);
      if (section) sections.push(`## ${section.heading}\n\n${section.body}\n`);
      else if (prose(record.value) !== '') general.push(withFullStop(prose(record.value)));
    }
  }
  return [
    ...(general.length > 0 ? [`## Notes\n\n${general.join('\n\n')}\n`] : []),
    ...(people.length > 0 ? [`## ${characters}\n\n${people.join('\n')}`] : []),
    ...sections,
  ].join('\n');
}
