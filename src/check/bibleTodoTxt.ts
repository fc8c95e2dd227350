/**
 * A bible kept as a todo.txt list: one fact a line, each line a task as todo.txt writes it: "x " when done, a
 * priority "(A) ", the dates it was done and made ("2026-12-06"), then its text, with "+project" and "@context" tags
 * and "key:value" pairs anywhere in it ("who:mara", "when:1965-07-08", "day:Thursday", "ch:3").
 *
 * Read as writer's own Markdown: the lines that name one person by a key ("who:mara") are that person's entry, its
 * name the full name those lines give with the key in it ("Mara Voss", or "Marrie = Mara Voss", the name after the
 * sign), each line a line of it with the person's own name taken off its front ("Mara eyes GREY" the eyes); the lines
 * of a project that names the places, the things or the voice ("+places", "+objects", "+voice") those sections, a
 * place or a thing the name before a colon, the lines of one context ("@key") one thing; a line dated and put in a
 * chapter ("when:1965-07-08 day:Thursday ch:3") a line of the timeline too. A date is written as words where it
 * stands ("Thursday 8 July 1965"), a chapter as "(chapter 3)"; the tags, the list's own dates and its priorities are
 * no part of what the line says. Each line out keeps its line in the file.
 */

/** A task's head: done, done and made dates, priority, made date. */
const HEAD = /^(?:x\s+)?(?:\d{4}-\d{2}-\d{2}\s+){0,2}(?:\([A-Z]\)\s+)?(?:\d{4}-\d{2}-\d{2}\s+)?/;
/** A tag ("+people", "@trevail") or a pair ("who:jos", "when:1926-08-19"): a key of letters, a value with no space. */
const TAG = /(?<!\S)([+@])([\p{L}\p{N}_][\p{L}\p{N}_.-]*)/gu;
const PAIR = /(?<!\S)([a-z][a-z_-]*):(?!\/\/)([^\s:]*[^\s:;,.)])(?=[;,.)]?(?:\s|$))/gi;

/** Whether a text is a todo.txt list: most of its lines tasks with a project or context tag, some with a priority or a done mark. */
export function isTodoTxt(source: string): boolean {
  const lines = source.split('\n').filter((l) => l.trim() !== '');
  if (lines.length < 5) return false;
  const tagged = lines.filter((l) => /(?<!\S)[+@][\p{L}\p{N}_]/u.test(l) && !/^\s*[-*#|>]/.test(l)).length;
  const marked = lines.filter((l) => /^(?:x\s+\d{4}-\d{2}-\d{2}|\([A-Z]\)\s)/.test(l)).length;
  return tagged >= lines.length * 0.6 && marked >= 3;
}

export interface TodoWords {
  /** The section a word names ("people" → characters, "places", "voice" → style), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  titles: { characters: string; places: string; objects: string; timeline: string };
  styleTitle: string;
  /** Whether words look like a person's name ("Mara Voss", "Dr. Konrad Bräger"). */
  isName: (text: string) => boolean;
  /** What a label means for a person ("eyes", "hair"), undefined for none. */
  labelField: (label: string) => string | undefined;
  /** The look a word is of ("hair", "plait" → hair; "eyes" → eyes), undefined for none. */
  lookOf: (word: string) => string | undefined;
  ageLabel: string;
  aliasLabel: string;
  fateLabel: string;
  /** What a pair means ("who:mara" the person a line is about, "when:1965-07-08" its date, "ch:3" its chapter). */
  keyOf: (key: string, value: string) => 'who' | 'age' | 'date' | 'weekday' | 'chapter' | undefined;
  months: readonly string[];
  /** Whether a text tells a death. */
  isDeath: (text: string) => boolean;
  /** A chapter in words ("chapter $1"). */
  chapter: string;
}

/** A word folded for matching a key to a name: small letters, no accents. */
function folded(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

interface Task {
  line: number;
  text: string;
  projects: string[];
  contexts: string[];
  who?: string;
  age?: string;
  chapter?: string;
  /** The first date the line gives, as words. */
  date?: string;
}

/** "1926-08-19" as "19 August 1926"; with its weekday before it when the line gives one. */
function dateWords(iso: string, weekday: string | undefined, months: readonly string[]): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = m ? months[Number(m[2]) - 1] : undefined;
  if (!m || !month) return undefined;
  const name = `${Number(m[3])} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${m[1]}`;
  return weekday ? `${weekday} ${name}` : name;
}

function taskOf(raw: string, line: number, words: TodoWords): Task | undefined {
  const body = raw.replace(HEAD, '').trim();
  if (body === '') return undefined;
  const task: Task = { line, text: '', projects: [], contexts: [] };
  for (const m of body.matchAll(TAG)) (m[1] === '+' ? task.projects : task.contexts).push(m[2] as string);
  // The pairs: a date with the weekday after it written as words where it stands, the others taken out.
  const pairs = [...body.matchAll(PAIR)];
  let text = body;
  for (const [k, m] of [...pairs.entries()].reverse()) {
    const key = m[1] as string;
    const value = m[2] as string;
    const kind = words.keyOf(key, value);
    let words2 = '';
    if (kind === 'date') {
      const next = pairs[k + 1];
      const weekday = next && words.keyOf(next[1] as string, next[2] as string) === 'weekday' ? next[2] : undefined;
      words2 = dateWords(value, weekday, words.months) ?? value;
      // (The pairs are read from the last: the line's first date is the one kept.)
      task.date = words2;
    } else if (kind === 'weekday') words2 = '';
    else if (kind === 'chapter') {
      task.chapter = value;
      words2 = `(${words.chapter.replace('$1', value)})`;
    } else if (kind === 'who') task.who = folded(value);
    else if (kind === 'age') task.age = value;
    else words2 = `${key} ${value}`;
    const at = m.index ?? 0;
    text = `${text.slice(0, at)}${words2}${text.slice(at + m[0].length)}`;
  }
  task.text = text
    .replace(TAG, '')
    .replace(/\s+([,;.)])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .replace(/[;,]$/, '');
  return task;
}

/** A kind word in capitals opening a line ("PLACE count house: …", "OBJECT dial: …"), which says its section. */
const KIND = /^(\p{Lu}{3,})\s+(?=\S)/u;

/** The todo.txt list as Markdown, and for each of its lines the line of the list it came from. */
export function todoTxtAsMarkdown(source: string, words: TodoWords): { markdown: string; sourceLines: number[] } {
  const tasks = source
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .flatMap((raw, i) => taskOf(raw, i + 1, words) ?? []);
  const sectionOfTask = (t: Task) => {
    const kind = KIND.exec(t.text)?.[1];
    const named = kind ? words.sectionOf(kind.toLowerCase()) : undefined;
    return named ?? t.projects.map((p) => words.sectionOf(p)).find((s) => s !== undefined);
  };
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  // The people, by the key that names them: the full name their lines give with the key among its words.
  const nameRe =
    /((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?:\s*=\s*((?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*)(?![\p{L}'’]))?/gu;
  const people = new Map<string, { name: string; others: Set<string>; tasks: Task[] }>();
  for (const t of tasks) {
    if (t.who === undefined) continue;
    const person = people.get(t.who) ?? { name: '', others: new Set<string>(), tasks: [] };
    person.tasks.push(t);
    people.set(t.who, person);
  }
  for (const [key, person] of people) {
    for (const t of person.tasks) {
      if (person.name !== '') break;
      // 'Walter "Wat" Hocking': the name in quotes another of theirs.
      const text = t.text.replace(/(\p{Lu}[\p{L}'’-]+)\s+["“]([^"”]+)["”]\s+(\p{Lu}[\p{L}'’-]+)/u, (_, a, b, c) => {
        person.others.add(b);
        return `${a} ${c}`;
      });
      const has = (c: string) =>
        c.split(/\s+/).some((w) => folded(w) === key) || [...person.others].some((o) => folded(o) === key);
      // "Ben's SISTER", "Tom's father": a possessive is no name.
      const named = (c: string | undefined): c is string => c !== undefined && words.isName(c) && !/['’]s\b/.test(c);
      for (const m of text.replace(KIND, '').matchAll(nameRe)) {
        const first = (m[1] as string).trim();
        const after = m[2]?.trim();
        // "Cap'n Jos = Joseph Trevail": the full name after the sign, the one before another of theirs.
        if (named(after) && (has(first) || has(after)) && /\s/.test(after)) {
          person.name = after;
          person.others.add(first);
          break;
        }
        if (has(first) && named(first) && /\s/.test(first)) {
          person.name = first;
          break;
        }
      }
    }
  }
  const sections = new Map<string, Array<{ text: string; line: number }>>();
  const add = (section: string, text: string, line: number) => {
    const list = sections.get(section) ?? [];
    const entry = { text, line };
    list.push(entry);
    sections.set(section, list);
    return entry;
  };
  const things = new Map<string, { section: string; lines: Array<{ text: string; line: number }> }>();
  for (const t of tasks) {
    const section = sectionOfTask(t);
    const text = t.text.replace(KIND, '');
    // A line dated and put in a chapter is a day of the timeline too.
    if (t.date !== undefined && t.chapter !== undefined)
      add(
        'timeline',
        `- ${words.chapter.replace('$1', t.chapter)} — ${t.date} — ${text
          .replace(t.date, '')
          .replace(/\s*\([^()]*\)\s*$/, '')
          .replace(/\s{2,}/g, ' ')
          .trim()}`,
        t.line,
      );
    const person = t.who !== undefined ? people.get(t.who) : undefined;
    if (person && person.name !== '') continue;
    if (section === 'places' || section === 'objects') {
      // "count house: square granite …", "White Lady = sky-tip": a place, or a thing; a thing's lines are those of
      // one context ("@dial"). A line with no name of its own is a line of the section.
      const named = /^([^:=]{1,40}?)\s*[:=]\s*(.*)$/.exec(text);
      const context = section === 'objects' ? t.contexts[0] : undefined;
      const key = context ? `${section}@${context}` : named ? `${section}:${named[1]}` : undefined;
      if (key === undefined) {
        add(section, text, t.line);
        continue;
      }
      const thing = things.get(key) ?? { section, lines: [] };
      if (thing.lines.length === 0) thing.lines.push({ text: `### ${named?.[1] ?? text}`, line: t.line });
      thing.lines.push({ text: named && thing.lines.length === 1 ? (named[2] as string) : text, line: t.line });
      things.set(key, thing);
      continue;
    }
    if (section === 'timeline' && t.chapter !== undefined && t.date !== undefined) continue;
    if (section === 'style') add('style', text, t.line);
    else add('notes', text, t.line);
  }
  for (const person of people.values()) {
    if (person.name === '') continue;
    const first = person.tasks[0] as Task;
    add('characters', `### ${person.name}`, first.line);
    if (person.others.size > 0)
      add('characters', `- ${words.aliasLabel}: ${[...person.others].join(', ')}`, first.line);
    const age = person.tasks.find((t) => t.age !== undefined);
    if (age?.age) {
      // "age:22/72" with "22 in 1926, 72 in 1976" in its line: the first age, the later ones at their years.
      const [head, ...later] = age.age.split('/');
      const years = later.flatMap((a) => {
        const y = new RegExp(`\\b${a}\\D{1,5}(\\d{4})\\b`).exec(age.text)?.[1];
        return y ? [`${a} in ${y}`] : [];
      });
      add('characters', `- ${words.ageLabel}: ${head}${years.length > 0 ? ` (${years.join('; ')})` : ''}`, age.line);
    }
    const own = new Set(
      [person.name, ...person.others].flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()),
    );
    const looks = new Map<string, { text: string; line: number }>();
    for (const t of person.tasks) {
      let text = t.text.replace(KIND, '');
      // "Mara eyes GREY, her father's", "Mara Voss = …": the line's subject is the entry's; a look's label then opens it.
      const lead = /^(?:(?:\p{Lu}[\p{L}'’.-]*|["“][^"”]*["”]|=)\s*)+/u.exec(text)?.[0] ?? '';
      const subject = lead
        .trim()
        .split(/\s+/)
        .every((w) =>
          own.has(
            w
              .replace(/['’]s$/, '')
              .replace(/["“”]/g, '')
              .toLowerCase(),
          ),
        );
      if (lead !== '' && subject) text = text.slice(lead.length).replace(/^[\s,;:=]+/, '');
      // A death's chapter is where it is told; its date says when it happens, which the timeline puts in a chapter.
      if (words.isDeath(text) && t.date !== undefined)
        text = `${words.fateLabel}: ${text.replace(/\s*\([^()]*\d+\)\s*$/, '')}`;
      const label = /^(\p{L}+)\s*:?\s+(\S.*)$/u.exec(text);
      const field = label ? words.labelField(label[1] as string) : undefined;
      // "1976: white hair cut short", "plait cut to a bob (chapter 5)": a later line on a look the entry has is more of
      // that look, what it becomes.
      const look = [...looks.keys()].find((f) => text.split(/[^\p{L}]+/u).some((w) => words.lookOf(w) === f));
      if (label && (field === 'eyes' || field === 'hair')) {
        const at = add('characters', `- ${(label[1] as string).toLowerCase()}: ${label[2]}`, t.line);
        looks.set(field, at);
      } else if (look !== undefined) {
        const at = looks.get(look) as { text: string };
        at.text = `${at.text}; ${text}`;
      } else add('characters', `- ${text}`, t.line);
    }
    add('characters', '', first.line);
  }
  for (const thing of things.values()) {
    for (const l of thing.lines) add(thing.section, l.text, l.line);
    add(thing.section, '', thing.lines[0]?.line ?? 1);
  }
  const titles: Record<string, string> = { ...words.titles, style: words.styleTitle };
  for (const section of ['notes', 'style', 'characters', 'places', 'objects', 'timeline']) {
    const lines = sections.get(section);
    if (!lines) continue;
    if (section !== 'notes') push(`## ${titles[section] ?? section}`, lines[0]?.line ?? 1);
    for (const l of lines) push(l.text, l.line);
    push('', lines.at(-1)?.line ?? 1);
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
