/**
 * A bible kept as Inform 7 source text: the book's world written as a model an interactive-fiction compiler reads.
 * Its sure marks are Inform's own: a title line ('"The Weir" by A. Writer'), headings "Volume 1 - People", "Book 2 -
 * Places" over assertions "Mara Voss is a woman in the Mill.", "The Mill is a room.", "The brass key is a thing.",
 * "The eyes of Mara Voss is "grey".", "Ned carries the brass key.", "[comments in brackets]", scenes whose rules
 * change the world ("When the Flood begins: now Mara carries the brass key; now the hair of Mara is "short".") and
 * tables ("Table of Chronology" over tab-separated columns). The words of these sentences ("is a room", "carries",
 * "scene", "begins") are Inform's syntax, as "local" and "return" are Lua's, not the book's language.
 *
 * Read as writer's own Markdown: each person an entry "### Name" (a "printed name" the name, the source's name an
 * alias) over "- property: value" lines, a man or a woman the gender; each room a place, its "features" or
 * "description" its description; each thing an object, held by who carries or wears it and passed on in a scene's
 * chapter; a scene's change of a property a dated line of its owner's entry; a table with dates and chapters the
 * timeline; the comment under a heading on the telling the book's voice. Each line out keeps its line in the file.
 */

/** A sentence of the source, its comments out, the line it opens on, and the comments that followed it on its line. */
interface Sentence {
  text: string;
  line: number;
  notes: string[];
  heading?: string;
}

/** "Volume 2 - Places", "Book 1 - The English", "Section 3": a heading of the source, and its words. */
const HEADING = /^\s*(?:Volume|Book|Part|Chapter|Section)\b[^\n-]*?(?:\s+-\s+(.*?))?\s*$/;
/** "Table of Chronology", "Table 2 - Events": a table's name line. */
const TABLE = /^\s*Table\s+(?:of\s+|\d+\s*-\s*)(.*?)\s*(?:\([^)]*\))?\s*$/;
/** The kinds of the model a sentence declares: people, places and things (Inform's own words). */
const KIND =
  /^(?:(?:The|A|An)\s+)?([^"]+?)\s+(?:is|are)\s+(?:a|an|some)\s+(man|woman|person|room|thing|container|supporter|device|animal|scene|region)\b(?:\s+(?:in|on)\s+(?:the\s+)?(.+?))?$/i;
/** "The eyes of Mara Voss is "grey"": a property's value. */
const PROPERTY = /^(?:The|the)\s+(.+?)\s+of\s+(?:the\s+)?(.+?)\s+(?:is|are)\s+"([\s\S]*)"$/;
/** "Ned carries the brass key", "Mara wears the ring": who holds a thing. */
const HOLDS =
  /^(?:now\s+)?(?:the\s+)?(.+?)\s+(?:carries|wears|holds|is carrying|is wearing)\s+(?:the\s+|a\s+|an\s+)?(.+?)$/i;
/** "The brass key is carried by Ned", "The ring is worn by Mara": who holds a thing, said the other way round. */
const HELD = /^(?:now\s+)?(?:the\s+)?(.+?)\s+is\s+(?:carried|worn|held)\s+by\s+(?:the\s+)?(.+?)$/i;
/** 'Understand "Clary" and "Miss Ashdown" as Clara Ashdown': other names the model knows a person by. */
const UNDERSTAND = /^Understand\s+((?:"[^"]*"(?:\s*,\s*|\s+and\s+|\s+or\s+)?)+)\s+as\s+(?:the\s+)?(.+?)$/i;
/** "When the Flood begins: now …; now …": a scene's rule and its phrases. */
const WHEN = /^When\s+(?:the\s+)?(.+?)\s+begins\s*:\s*([\s\S]*)$/i;

/** Whether a text is Inform 7 source: a title line or Inform's headings, and three sentences declaring kinds. */
export function isInform(source: string): boolean {
  const lines = source.split('\n');
  const title = /^\s*"[^"\n]+"\s+by\s+\S/.test(source.trimStart());
  const headings = lines.filter((l) => /^\s*(?:Volume|Book|Part|Chapter|Section)\s+\S*\s*-\s+\S/.test(l)).length;
  const kinds = lines
    .map(
      (l) =>
        l.match(
          /(?:^|\.\s+)(?:(?:The|A|An)\s+)?[^."[\]]+?\s+(?:is|are)\s+(?:a|an)\s+(?:man|woman|person|room|thing|scene|region)\b[^."]*\./gi,
        )?.length ?? 0,
    )
    .reduce((a, b) => a + b, 0);
  // A property's value ("The eyes of Mara is "grey"."), at a line's start or after a sentence, or a room.
  const model =
    /(?:^|\.\s+)(?:The|the)\s+[^."]+\s+of\s+[^."]+\s+(?:is|are)\s+"/m.test(source) || /\bis a room\./.test(source);
  return (title || headings >= 2) && kinds >= 3 && model;
}

/** The source's sentences, with the comments that follow each and the heading they stand under; tables apart. */
function sentencesOf(source: string): { sentences: Sentence[]; tables: Array<{ name: string; rows: Sentence[] }> } {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const sentences: Sentence[] = [];
  const tables: Array<{ name: string; rows: Sentence[] }> = [];
  let heading: string | undefined;
  let text = '';
  let start = 0;
  let quoted = false;
  let depth = 0;
  let comment = '';
  let commentLine = 0;
  const end = (line: number) => {
    const t = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
    if (t !== '') sentences.push({ text: t, line: start || line, notes: [], ...(heading ? { heading } : {}) });
    text = '';
    start = 0;
  };
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n] as string;
    const line = n + 1;
    // A blank line ends a quoted text or a comment left open: a slip of the author's stops at its paragraph.
    if (raw.trim() === '' && (quoted || depth > 0)) {
      quoted = false;
      depth = 0;
      comment = '';
    }
    if (!quoted && depth === 0) {
      const table = TABLE.exec(raw);
      if (table) {
        end(line);
        const rows: Sentence[] = [];
        let k = n + 1;
        for (; k < lines.length && (lines[k] as string).trim() !== ''; k++)
          rows.push({ text: lines[k] as string, line: k + 1, notes: [] });
        tables.push({ name: table[1] as string, rows });
        n = k;
        continue;
      }
      // The title line ('"The Weir" by A. Writer'), ended by no full stop: no sentence of the model.
      if (/^\s*"[^"\n]*"\s+by\s+[^."]*\.?\s*$/.test(raw) && sentences.length === 0 && text.trim() === '') continue;
      if (HEADING.test(raw) && /^\s*\S+\s+\S*\s*(?:-|$)/.test(raw)) {
        end(line);
        heading = (HEADING.exec(raw)?.[1] ?? raw).trim();
        continue;
      }
      // A blank line ends a rule's phrases, and any sentence left open.
      if (raw.trim() === '') {
        end(line);
        continue;
      }
    }
    for (let i = 0; i < raw.length; i++) {
      const ch = raw[i] as string;
      if (depth > 0) {
        // Brackets nest inside a comment: "[a [nested] note]".
        if (ch === '[') depth++;
        else if (ch === ']') depth--;
        if (depth > 0) comment += ch;
        else {
          const note = comment.replace(/\s+/g, ' ').trim();
          // A comment on the line a sentence ended on is that sentence's note; another stands alone.
          const last = sentences.at(-1);
          if (text.trim() === '' && last && commentLine === last.line) last.notes.push(note);
          else if (text.trim() === '' && note !== '')
            sentences.push({ text: '', line: commentLine, notes: [note], ...(heading ? { heading } : {}) });
          comment = '';
        }
        continue;
      }
      if (!quoted && ch === '[') {
        depth = 1;
        commentLine = line;
        continue;
      }
      if (text.trim() === '' && ch.trim() !== '') start = line;
      text += ch;
      if (ch === '"') {
        quoted = !quoted;
        // Inform ends a sentence on a quoted text that ends one: '"… late." The next…'.
        if (!quoted && /[.!?]$/.test(text.slice(0, -1)) && /^\s*(?:$|\p{Lu}|\[)/u.test(raw.slice(i + 1))) end(line);
        continue;
      }
      if (!quoted && ch === '.' && /^(?:\s|$)/.test(raw.slice(i + 1))) end(line);
    }
    if (quoted || depth > 0) {
      if (depth > 0) comment += ' ';
      else text += ' ';
    }
  }
  end(lines.length);
  return { sentences, tables };
}

export interface InformWords {
  /** The section a heading's or table's name names ("Chronology" → timeline), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** The heading each section is written under ("Characters", "Places", "Objects", "Timeline"), and the voice's. */
  titles: { characters: string; places: string; objects: string; timeline: string };
  styleTitle: string;
  /** What a property means for a person ("short forms" → "aliases", "age note" → "age"), undefined for none. */
  labelField: (label: string) => string | undefined;
  /** A labelled value as the entry's lines ("fate", "died …; buried …": its death, then the rest). */
  field: (label: string, value: string) => string[];
  /** The label of the names someone goes by ("aliases"), of a fate, of a person's gender, and the gender's words. */
  aliasLabel: string;
  fateLabel: string;
  ageLabel: string;
  genderLabel: string;
  female: string;
  male: string;
  /** Whether a heading names the book's telling ("Narration", "Voice"). */
  voiceKey: RegExp;
  /** Whether a table's column names a chapter, a weekday, a date. */
  chapterKey: RegExp;
  weekdayKey: RegExp;
  dateKey: RegExp;
  /** The chapter as the bible writes it ("chapter $1"), and a chapter ref in a note ("ch 4", "chapter 4"). */
  chapter: string;
  chapterIn: (text: string) => number | undefined;
  /** Whether a text tells a death, whether a word is a day's or a month's name, and the words after a date before the story opens. */
  isDeath: (text: string) => boolean;
  isCalendarWord: (word: string) => boolean;
  beforeOpening: string;
  /** The words of a keeper's line and a handing on's ("held by", "passes to"), and a date's "from". */
  heldBy: string;
  passesTo: string;
  from: string;
  /** The month names, January first: "1899-02" is "February 1899". */
  months: readonly string[];
}

interface Being {
  name: string;
  kind: string;
  line: number;
  printed?: string;
  props: Array<{ label: string; value: string; line: number }>;
  holder?: { who: string; line: number };
  events: Array<{ text: string; line: number }>;
}

/** The Inform source as Markdown, and for each of its lines the line of the file it came from. */
export function informAsMarkdown(source: string, words: InformWords): { markdown: string; sourceLines: number[] } {
  const { sentences, tables } = sentencesOf(source);
  const beings = new Map<string, Being>();
  const key = (name: string) =>
    name
      .replace(/^(?:the|a|an)\s+/i, '')
      .trim()
      .toLowerCase();
  /** The being a name stands for: its full name, or a person's first or last word ("Clara" for "Clara Ashdown"). */
  const find = (name: string): Being | undefined => {
    const k = key(name);
    const exact = beings.get(k);
    if (exact) return exact;
    const parts = [...beings.values()].filter((b) => b.name.toLowerCase().split(/\s+/).includes(k));
    return parts.length === 1 ? parts[0] : undefined;
  };
  const scenes = new Map<string, { date?: string; chapter?: number }>();
  const style: Array<{ text: string; line: number }> = [];
  let last: Being | undefined;
  for (const s of sentences) {
    if (s.heading && (words.voiceKey.test(s.heading) || words.sectionOf(s.heading) === 'style'))
      for (const note of s.notes) style.push({ text: note, line: s.line });
    if (s.text === '') continue;
    const kind = KIND.exec(s.text);
    if (kind) {
      const [name, what] = [(kind[1] as string).replace(/^(?:The|A|An)\s+/, ''), (kind[2] as string).toLowerCase()];
      if (what === 'scene') {
        // "[Saturday 24 December 1910, ch 4: …]": the scene's day and chapter, from its note.
        const note = s.notes.join(' ');
        const chapter = words.chapterIn(note);
        scenes.set(key(name), {
          ...(chapter === undefined ? {} : { chapter }),
          ...(note === '' ? {} : { date: note.split(/[,:;]/)[0]?.trim() ?? '' }),
        });
        continue;
      }
      if (what === 'region') continue;
      last = beings.get(key(name)) ?? { name, kind: what, line: s.line, props: [], events: [] };
      beings.set(key(name), last);
      continue;
    }
    // '"A low room with a red door."' after a room's sentence: its description.
    const bare = /^"([\s\S]*)"$/.exec(s.text);
    if (bare && last) {
      last.props.push({ label: 'description', value: (bare[1] as string).replace(/\[[^\]]*\]/g, ''), line: s.line });
      continue;
    }
    const prop = PROPERTY.exec(s.text);
    if (prop) {
      const owner = find(prop[2] as string);
      const label = (prop[1] as string).toLowerCase();
      // "[italic type]", "[if …]": a text's substitutions are no words of it.
      const value = (prop[3] as string).replace(/\[[^\]]*\]/g, '').replace(/\s{2,}/g, ' ');
      if (owner && label === 'printed name') owner.printed = value;
      else if (owner) owner.props.push({ label, value, line: s.line });
      continue;
    }
    const when = WHEN.exec(s.text);
    if (when) {
      const scene = scenes.get(key(when[1] as string));
      const at = [
        scene?.date,
        scene?.chapter === undefined ? undefined : words.chapter.replace('$1', String(scene.chapter)),
      ];
      for (const phrase of (when[2] as string).split(/\s*;\s*/)) {
        const holds = HOLDS.exec(phrase);
        const thing = holds ? find(holds[2] as string) : undefined;
        if (holds && thing) {
          const who = find(holds[1] as string)?.name ?? (holds[1] as string);
          const date = at[0] ? ` ${at[0]}` : '';
          const chapter = at[1] ? ` (${at[1]})` : '';
          thing.events.push({ text: `${words.passesTo} ${who}${date}${chapter}`, line: s.line });
          continue;
        }
        // "now the hair of Clara is "short"": a change of a property, from the scene's day and chapter.
        const change = /^now\s+(.+)$/i.exec(phrase);
        const changed = change ? PROPERTY.exec((change[1] as string).replace(/^the/, 'The')) : null;
        const owner = changed ? find(changed[2] as string) : undefined;
        if (changed && owner) {
          const label = (changed[1] as string).toLowerCase();
          const from = [at[0] ? `${words.from} ${at[0]}` : '', at[1] ? `(${at[1]})` : ''].filter(Boolean).join(' ');
          owner.events.push({ text: `${label}: ${from}: ${changed[3]}`, line: s.line });
        }
      }
      continue;
    }
    const understood = UNDERSTAND.exec(s.text);
    const known = understood ? find(understood[2] as string) : undefined;
    if (understood && known) {
      const names = [...(understood[1] as string).matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
      known.props.push({ label: words.aliasLabel, value: names.join('; '), line: s.line });
      continue;
    }
    const held = HELD.exec(s.text);
    const holds = held ? ['', held[2], held[1]] : HOLDS.exec(s.text);
    const thing = holds ? find(holds[2] as string) : undefined;
    if (holds && thing && !thing.holder)
      thing.holder = { who: find(holds[1] as string)?.name ?? (holds[1] as string), line: s.line };
  }
  // The story's first day: the earliest date of a timeline's rows in a chapter.
  const timeline: Array<{ text: string; line: number; date?: string }> = [];
  for (const t of tables) {
    const [head, ...rows] = t.rows;
    if (!head) continue;
    const columns = head.text.split('\t').map((c) => c.replace(/\(.*?\)/g, '').trim());
    const at = (re: RegExp) => columns.findIndex((c) => re.test(c));
    const [date, weekday, chapter] = [at(words.dateKey), at(words.weekdayKey), at(words.chapterKey)];
    if (words.sectionOf(t.name) !== 'timeline' && (date < 0 || chapter < 0)) continue;
    for (const r of rows) {
      const cells = r.text.split('\t').map((c) =>
        c
          .trim()
          .replace(/^"([\s\S]*)"$/, '$1')
          .trim(),
      );
      const n = Number(cells[chapter] ?? '');
      // A row of no chapter (0, "--") is back-story: no line of the timeline.
      if (chapter >= 0 && !(n >= 1)) continue;
      const rest = cells.filter((_, k) => k !== date && k !== weekday && k !== chapter && cells[k] !== '--');
      const when = [cells[weekday] ?? '', cells[date] ?? ''].filter((c) => c !== '' && c !== '--').join(' ');
      const parts = [when, chapter >= 0 ? words.chapter.replace('$1', String(n)) : '', rest.join(' — ')];
      timeline.push({
        text: `- ${parts.filter((p) => p !== '').join(' — ')}`,
        line: r.line,
        ...(cells[date] ? { date: cells[date] } : {}),
      });
    }
  }
  // (A row of a month or a year alone is back-story told in a chapter: "1899-02 — chapter 3 — the avalanche".)
  const opening = timeline
    .map((t) => t.date)
    .filter((d): d is string => d !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(d))
    .sort()[0];
  /** "February 1899" in a death before the story's first day: the death is before the story opens. */
  const beforeStory = (text: string) =>
    text.replace(
      new RegExp(`\\b((?:(?:${words.months.join('|')})\\s+)?(1\\d{3}|20\\d{2}))\\b(?!\\s*\\()`, 'i'),
      (all: string, _: string, year: string) =>
        opening !== undefined && year < opening.slice(0, 4) ? `${all}${words.beforeOpening}` : all,
    );
  /** A value's sentences and clauses, a clause inside brackets kept whole: "a; b (c; d). E" → "a", "b (c; d)", "E". */
  const clauses = (value: string): string[] =>
    value
      .replace(/\.$/, '')
      .split(/\.\s+(?=\p{Lu})|;\s+(?![^(]*\))/u)
      .map((p) => p.trim())
      .filter((p) => p !== '');
  /**
   * A fate's sentences and clauses ("Jachen's father. Killed by an avalanche in February 1899; found in April."): the
   * one that opens on the person's own death ("Killed by…", "dies at five on Thursday 9 February 1911 (ch 6)") the
   * fate, the others lines of the entry. A clause of what they do ("brings Clara up on Monday 17 October") or of
   * another's death ("Buried Gian and Mandl") is no death of theirs.
   */
  const fateLines = (value: string): string[] => {
    const parts = clauses(value);
    const own = parts.find((p) => {
      const opening = /^\S+(?:\s+\S+)?/.exec(p)?.[0] ?? '';
      const object = /^\S+\s+(\p{Lu}\p{L}*)/u.exec(p)?.[1];
      return words.isDeath(opening) && (object === undefined || words.isCalendarWord(object));
    });
    return [...(own ? [`- ${words.fateLabel}: ${beforeStory(own)}`] : []), ...parts.filter((p) => p !== own)];
  };
  /**
   * An age note's clauses ("born 3 March 1886; 24 on arrival; 25 on Friday 3 March 1911", "47 throughout (born 1863).
   * Music critic."): the first that opens on a figure the age, a later one with its year an age of that year ("25 in
   * 1911"), the others lines of the entry.
   */
  const ageLines = (value: string): string[] => {
    const parts = clauses(value);
    const aged = parts.filter((p) => /^\d{1,3}(?![\d\p{L}]|\s*[-–/:.]\s*\d)/u.test(p));
    const [first, ...later] = aged;
    if (first === undefined) return words.field(words.ageLabel, value.replace(/\.$/, ''));
    const at = later.flatMap((p) => {
      const year = /\b(1\d{3}|20\d{2})\b/.exec(p.slice(3))?.[1];
      return year ? [`${/^\d+/.exec(p)?.[0]} in ${year}`] : [];
    });
    return [
      `- ${words.ageLabel}: ${[/^\d+/.exec(first)?.[0], ...at].join('; ')}`,
      ...parts.filter((p) => !aged.includes(p)),
    ];
  };
  const out: Array<{ text: string; line: number }> = [];
  const section = (title: string, lines: Array<{ text: string; line: number }>) => {
    if (lines.length === 0) return;
    out.push({ text: `## ${title}`, line: lines[0]?.line ?? 1 }, ...lines, { text: '', line: lines.at(-1)?.line ?? 1 });
  };
  const entry = (b: Being) => {
    const title = b.printed && b.printed !== b.name ? `${b.printed} (${b.name})` : b.name;
    return { text: `### ${title}`, line: b.line };
  };
  const people: Array<{ text: string; line: number }> = [];
  const places: Array<{ text: string; line: number }> = [];
  const things: Array<{ text: string; line: number }> = [];
  for (const b of beings.values()) {
    if (b.kind === 'man' || b.kind === 'woman' || b.kind === 'person') {
      people.push(entry(b));
      if (b.kind !== 'person')
        people.push({
          text: `- ${words.genderLabel}: ${b.kind === 'woman' ? words.female : words.male}`,
          line: b.line,
        });
      for (const p of b.props) {
        const field = words.labelField(p.label);
        if (field === 'aliases') {
          people.push({ text: `- ${words.aliasLabel}: ${p.value}`, line: p.line });
          continue;
        }
        if (field === 'fate') {
          for (const text of fateLines(p.value)) people.push({ text, line: p.line });
          continue;
        }
        if (field === 'age') {
          for (const text of ageLines(p.value)) people.push({ text, line: p.line });
          continue;
        }
        for (const text of words.field(p.label, p.value.replace(/\.$/, ''))) people.push({ text, line: p.line });
      }
      for (const e of b.events) people.push({ text: `- ${e.text}`, line: e.line });
      people.push({ text: '', line: b.line });
    } else if (b.kind === 'room') {
      places.push(entry(b));
      for (const p of b.props) places.push({ text: p.value, line: p.line });
      places.push({ text: '', line: b.line });
    } else if (b.kind !== 'animal') {
      things.push(entry(b));
      for (const p of b.props) things.push({ text: p.value, line: p.line });
      if (b.holder) things.push({ text: `- ${words.heldBy} ${b.holder.who}`, line: b.holder.line });
      for (const e of b.events) things.push({ text: `- ${e.text}`, line: e.line });
      things.push({ text: '', line: b.line });
    }
  }
  section(words.titles.characters, people);
  section(words.titles.places, places);
  section(words.titles.objects, things);
  section(words.titles.timeline, timeline);
  section(words.styleTitle, style);
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
