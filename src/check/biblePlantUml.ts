/**
 * A bible drawn as PlantUML diagrams: "@startuml" … "@enduml" (several in one file), comments "'" and "/' … '/".
 * Read as writer's own Markdown:
 *
 * - an object diagram's objects ('object "Mara Voss" as mara { eyes = grey }', "map" with "=>") entries "### Name"
 *   over "- key: value" lines, grouped by the package they stand in: a package a section names ("Places") is that
 *   section, any other holds people when an object is named as a person is, and things when it is not; a relation
 *   with a label ("mara -- tomas : sister of") a line of the entry it leaves ("- sister of Tomas Hale"), or of the
 *   thing it reaches ("- Mara Voss wears to 19 Aug");
 * - a state diagram of who holds a thing (its title or a composite state names the thing, "state "Key" as K {"):
 *   the thing's keepers in turn, "- held by Mara Voss", then "- passes to Tomas Hale: at the quay", a state's id
 *   that is an object's ("mara", "MaraAgain") read as that one's name;
 * - a Gantt chart's tasks ("[Fire] happens 1917-08-18", "[Stay] starts … and ends …") lines of the timeline, and
 *   the parts of its notes that name a day and a chapter too.
 *
 * Each line out keeps the line of the file it came from.
 */

/** Whether a text is PlantUML: a "@startuml" (or "@startgantt", …) line and its "@end" line. */
export function isPlantUml(source: string): boolean {
  return /^\s*@start[a-z]+\b/m.test(source) && /^\s*@end[a-z]+\b/m.test(source);
}

export interface PlantUmlWords {
  /** The section a package's title names ("Places" → places), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** The heading each section is written under. */
  titles: { characters: string; places: string; objects: string; timeline: string };
  /** What a key means in a person's entry ("called" → "aliases"), undefined for none. */
  labelField: (label: string) => string | undefined;
  /** A labelled value as the entry's lines ("fate", "died 9 Feb 1911; buried 13 Feb": its death, then the rest). */
  field: (label: string, value: string) => string[];
  /** Whether a text is a person's name ("Mara Voss", "Dr. Haas"). */
  isName: (text: string) => boolean;
  /** Whether a text names a chapter ("ch. 3", "chapter 3"). */
  hasChapter: (text: string) => boolean;
  /** The label of the names someone goes by ("aliases"), and what an object's keepers are said with. */
  aliasLabel: string;
  heldBy: string;
  passesTo: string;
}

interface Line {
  text: string;
  line: number;
}

interface Entity {
  id: string;
  name: string;
  /** The package it stands in, its title; undefined outside any. */
  group: string | undefined;
  fields: Array<{ key: string; value: string; line: number }>;
  notes: Line[];
  line: number;
}

/** "NonasRoom" → "Nonas Room", "RooksTent" → "Rooks Tent": a state's id in words. */
function camelWords(id: string): string {
  return id
    .replace(/([\p{Ll}\d])(\p{Lu})/gu, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
}

/** The file's lines, comments dropped ("'" to the line's end, "/' … '/" across lines), each with its number. */
function codeLines(source: string): Line[] {
  const out: Line[] = [];
  let block = false;
  for (const [i, raw] of source.split('\n').entries()) {
    let text = raw;
    if (block) {
      const end = text.indexOf("'/");
      if (end < 0) continue;
      text = text.slice(end + 2);
      block = false;
    }
    text = text.replace(/\/'.*?'\//g, '');
    const open = text.indexOf("/'");
    if (open >= 0) {
      text = text.slice(0, open);
      block = true;
    }
    if (/^\s*'/.test(text)) continue;
    if (text.trim() !== '') out.push({ text: text.trim(), line: i + 1 });
  }
  return out;
}

/** `"Mara Voss" as mara`, `Mara as "Mara Voss"`, `mara`: the name and the id of a declaration. */
function nameAndId(text: string): { name: string; id: string } {
  const m = /^(?:"([^"]*)"|(\S+))(?:\s+as\s+(?:"([^"]*)"|(\S+)))?/.exec(text.trim());
  const first = m?.[1] ?? m?.[2] ?? text.trim();
  const second = m?.[3] ?? m?.[4];
  if (second === undefined) return { name: first, id: first };
  // `"Mara Voss" as mara`: the quoted one is the name; `mara as "Mara Voss"` too.
  return m?.[1] !== undefined || m?.[4] !== undefined ? { name: first, id: second } : { name: second, id: first };
}

/** A relation: "a -- b : label", "a ..> b", "a *-- b", with the multiplicities in quotes dropped. */
const RELATION =
  /^("[^"]+"|[^\s"]+)\s+(?:"[^"]*"\s+)?([<*o+#x}|]*[-.]+(?:\[[^\]]*\]|left|right|up|down|[-.])*[>*o+#x{|]*)\s+(?:"[^"]*"\s+)?("[^"]+"|[^\s":]+)\s*(?::\s*(.*))?$/;

/** The fields only a person has: an object that has one and opens on a name is someone. */
const PERSONAL = new Set(['age', 'eyes', 'hair', 'aliases', 'gender']);

/** The PlantUML file as Markdown, and for each of its lines the line of the file it came from. */
export function plantUmlAsMarkdown(source: string, words: PlantUmlWords): { markdown: string; sourceLines: number[] } {
  const lines = codeLines(source);
  const entities = new Map<string, Entity>();
  const relations: Array<{ from: string; to: string; label: string; line: number }> = [];
  const custody: Array<{ thing: string; steps: Array<{ to: string; label: string; line: number }> }> = [];
  const timeline: Line[] = [];
  const stateNames = new Map<string, string>();
  /** Each diagram's lines, from its "@start…" to its "@end…". */
  const diagrams: Array<{ kind: string; lines: Line[] }> = [];
  for (const l of lines) {
    const start = /^@start([a-z]+)/.exec(l.text);
    if (start) diagrams.push({ kind: start[1] as string, lines: [] });
    else if (/^@end[a-z]+/.test(l.text)) continue;
    else diagrams.at(-1)?.lines.push(l);
  }
  const unquote = (t: string) => t.replace(/^"(.*)"$/, '$1');
  for (const diagram of diagrams) {
    if (diagram.kind === 'gantt') {
      let note = false;
      for (const l of diagram.lines) {
        if (/^note\b/i.test(l.text)) {
          note = true;
          continue;
        }
        if (/^end\s*note\b/i.test(l.text)) {
          note = false;
          continue;
        }
        // "Mon 3 Sep David (ch. 1); Tue 4 Sep Rook (ch. 2)": a note's parts that name their chapter.
        if (note) {
          for (const part of l.text.split(/\s*;\s*/))
            if (words.hasChapter(part) && /\d/.test(part.replace(/\(.*?\)/g, '')))
              timeline.push({ text: `- ${part.replace(/\.$/, '')}`, line: l.line });
          continue;
        }
        const task =
          /^\[([^\]]+)\]\s+(?:as\s+\[[^\]]+\]\s+)?(happens|starts|ends)\s+(?:on\s+|at\s+)?(\d{4}-\d{2}-\d{2})(?:\s+and\s+ends\s+(?:on\s+|at\s+)?(\d{4}-\d{2}-\d{2}))?/i.exec(
            l.text,
          );
        if (task) {
          const until = task[4] ? ` – ${task[4]}` : '';
          timeline.push({ text: `- ${task[3]}${until} — ${task[1]}`, line: l.line });
        }
      }
      continue;
    }
    const isState = diagram.lines.some((l) => /^state\b|\[\*\]/.test(l.text));
    if (isState) {
      // The thing whose keepers the diagram draws: its title's words, or a composite state's name.
      const title = diagram.lines.find((l) => /^title\s/i.test(l.text))?.text.replace(/^title\s+/i, '') ?? '';
      const stack: string[] = [title.replace(/\s*\([^)]*\)/g, '')];
      const chains = new Map<string, Array<{ to: string; label: string; line: number }>>();
      for (const l of diagram.lines) {
        const composite = /^state\s+(.+?)\s*\{\s*$/.exec(l.text);
        if (composite) {
          const { name, id } = nameAndId(composite[1] as string);
          stateNames.set(id, name);
          stack.push(name);
          continue;
        }
        if (l.text === '}') {
          if (stack.length > 1) stack.pop();
          continue;
        }
        const declared = /^state\s+(.+)$/.exec(l.text);
        if (declared) {
          const { name, id } = nameAndId((declared[1] as string).replace(/\s*:.*$/, ''));
          stateNames.set(id, name);
          continue;
        }
        const step = /^(\[\*\]|[^\s:]+)\s+-+(?:left|right|up|down)?-*>\s+(\[\*\]|[^\s:]+)\s*(?::\s*(.*))?$/.exec(
          l.text,
        );
        if (!step) continue;
        const thing = stack.at(-1) as string;
        const chain = chains.get(thing) ?? [];
        chains.set(thing, chain);
        // "[*] --> NonasRoom": where it starts; "Nahmias --> [*]": where it ends (no keeper).
        if (step[2] === '[*]') continue;
        chain.push({ to: step[2] as string, label: (step[3] ?? '').replace(/\\n/g, ' ').trim(), line: l.line });
      }
      for (const [thing, steps] of chains) if (steps.length > 0) custody.push({ thing, steps });
      continue;
    }
    // An object diagram: packages, objects with their fields, relations.
    const groups: Array<string | undefined> = [];
    let open: Entity | undefined;
    for (const l of diagram.lines) {
      if (open) {
        if (l.text === '}') {
          open = undefined;
          continue;
        }
        const kv = /^([^=:]+?)\s*(?:=>|=|:)\s*(.*)$/.exec(l.text);
        if (kv) open.fields.push({ key: kv[1] as string, value: kv[2] as string, line: l.line });
        else open.notes.push(l);
        continue;
      }
      const group = /^(?:package|namespace|rectangle|folder|frame|node|cloud|together)\b\s*(.*?)\s*\{\s*$/i.exec(
        l.text,
      );
      if (group) {
        const title = (group[1] ?? '').replace(/<<[^>]*>>/g, '').trim();
        groups.push(title === '' ? groups.at(-1) : unquote(nameAndId(title).name));
        continue;
      }
      if (l.text === '}') {
        groups.pop();
        continue;
      }
      const declared = /^(?:object|map|entity|class|actor|card)\s+(.+?)\s*(\{)?\s*$/i.exec(l.text);
      if (declared) {
        const { name, id } = nameAndId((declared[1] as string).replace(/<<[^>]*>>/g, ''));
        const entity: Entity = { id, name, group: groups.at(-1), fields: [], notes: [], line: l.line };
        entities.set(id, entity);
        if (declared[2]) open = entity;
        continue;
      }
      // "mara : eyes = grey": a field given outside the object's braces.
      const outside = /^([^\s:]+)\s*:\s*([^=]+?)\s*=\s*(.*)$/.exec(l.text);
      if (outside && entities.has(outside[1] as string)) {
        (entities.get(outside[1] as string) as Entity).fields.push({
          key: outside[2] as string,
          value: outside[3] as string,
          line: l.line,
        });
        continue;
      }
      const relation = RELATION.exec(l.text);
      if (relation?.[4])
        relations.push({
          from: unquote(relation[1] as string),
          to: unquote(relation[3] as string),
          label: (relation[4] as string).trim(),
          line: l.line,
        });
    }
  }
  // Each object's section: its package's, else a person's when named as one, else a thing's.
  const sectionOfEntity = (e: Entity) => {
    const own = e.group === undefined ? undefined : words.sectionOf(e.group);
    if (own === 'characters' || own === 'places' || own === 'objects') return own;
    // "Salih son of Mustafa" with an age and looks: a person named with a note of whose son he is.
    const personal = e.fields.some((f) => PERSONAL.has(words.labelField(f.key.replace(/[_-]+/g, ' ')) ?? ''));
    return words.isName(e.name) || (personal && words.isName(e.name.split(/\s+/)[0] ?? '')) ? 'characters' : 'objects';
  };
  const nameOf = (id: string): string => {
    const known = entities.get(id) ?? [...entities.values()].find((e) => e.id.toLowerCase() === id.toLowerCase());
    if (known) return known.name;
    // "ReinaAgain", "NahmiasK": a state named for one of the objects, by its first word.
    const first = camelWords(id).split(' ')[0]?.toLowerCase() ?? '';
    const person = [...entities.values()].find(
      (e) =>
        sectionOfEntity(e) === 'characters' &&
        (e.id.toLowerCase() === first || e.name.split(/\s+/).some((w) => w.toLowerCase() === first)),
    );
    return person?.name ?? stateNames.get(id) ?? camelWords(id);
  };
  const bySection = new Map<string, Line[]>();
  const push = (section: string, text: string, line: number) => {
    const list = bySection.get(section) ?? [];
    list.push({ text, line });
    bySection.set(section, list);
  };
  /** The thing a custody diagram draws: the object whose name's first or last word its title names. */
  const thingOf = (title: string): Entity | undefined => {
    const said = new Set(title.toLowerCase().match(/\p{L}+/gu) ?? []);
    return [...entities.values()].find((e) => {
      if (sectionOfEntity(e) !== 'objects') return false;
      const w = e.name.toLowerCase().match(/\p{L}+/gu) ?? [];
      return said.has(w[0] ?? '') || said.has(w.at(-1) ?? '');
    });
  };
  const kept = new Map<Entity, Array<{ thing: string; steps: (typeof custody)[number]['steps'] }>>();
  const loose: typeof custody = [];
  for (const c of custody) {
    const thing = thingOf(c.thing);
    if (thing) kept.set(thing, [...(kept.get(thing) ?? []), c]);
    else loose.push(c);
  }
  for (const e of entities.values()) {
    const section = sectionOfEntity(e);
    push(section, `### ${e.name}`, e.line);
    for (const f of e.fields) {
      const label = f.key.replace(/[_-]+/g, ' ').trim();
      if (section === 'characters' && words.labelField(label) === 'aliases') {
        // 'called = "Nona" (Reina), "the Señora"': the names in quotes, the remarks in brackets left out.
        const quoted = [...f.value.matchAll(/"([^"]+)"/g)].map((m) => m[1] as string);
        const names = quoted.length > 0 ? quoted : f.value.split(/\s*[,;]\s*/);
        push(section, `- ${words.aliasLabel}: ${names.join('; ')}`, f.line);
        continue;
      }
      const lines = section === 'characters' ? words.field(label, f.value) : [`- ${label}: ${f.value}`];
      for (const t of lines) push(section, t, f.line);
    }
    for (const n of e.notes) push(section, n.text, n.line);
    for (const r of relations) {
      if (r.from === e.id) {
        const to = entities.get(r.to);
        // "esther --> key : wears to 19 Aug": said in the thing's entry, of the one who wears it.
        if (to && section === 'characters' && sectionOfEntity(to) === 'objects') continue;
        // "abraham -- esther : widow of": which way the label reads is the writer's, so it is said as drawn, as a
        // note of the entry, as a Graphviz edge is ("Esther Saltiel (widow of).").
        push(section, '', r.line);
        push(section, `${nameOf(r.to)} (${r.label}).`, r.line);
      } else if (r.to === e.id && section === 'objects' && entities.has(r.from)) {
        const from = entities.get(r.from) as Entity;
        if (sectionOfEntity(from) === 'characters') push(section, `- ${from.name} ${r.label}`, r.line);
      }
    }
    for (const c of kept.get(e) ?? [])
      c.steps.forEach((s, k) => {
        const lead = k === 0 ? words.heldBy : words.passesTo;
        push(section, `- ${lead} ${nameOf(s.to)}${s.label ? `: ${s.label}` : ''}`, s.line);
      });
    push(section, '', e.line);
  }
  for (const c of loose) {
    const first = c.steps[0] as (typeof c.steps)[number];
    push('objects', `### ${c.thing}`, first.line);
    c.steps.forEach((s, k) => {
      const lead = k === 0 ? words.heldBy : words.passesTo;
      push('objects', `- ${lead} ${nameOf(s.to)}${s.label ? `: ${s.label}` : ''}`, s.line);
    });
    push('objects', '', first.line);
  }
  for (const t of timeline) push('timeline', t.text, t.line);
  const titles: Record<string, string> = { ...words.titles };
  const out: Line[] = [];
  for (const [section, list] of bySection) {
    out.push({ text: `## ${titles[section] ?? section}`, line: list[0]?.line ?? 1 });
    out.push(...list);
    out.push({ text: '', line: list.at(-1)?.line ?? 1 });
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
