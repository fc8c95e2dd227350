import { upperFirst, withFullStop } from './bibleFormats.js';

/**
 * A bible kept as a TaskPaper outline (the plain-text format of TaskPaper, and of the to-do apps that read it):
 * projects are lines that end in ":" ("People:"), items open on "- " ("- Josiah Merrow @age(74) @short(the Captain)"),
 * every other line is a note, nesting is by tabs, and "@tag(value)" tags stand anywhere on a line. Read as writer's
 * own Markdown: a project a section heading, an item under a project an entry ("### Josiah Merrow") with each tag
 * that has a value a "- Key: value" line when the bible's labels know its key and a sentence of the entry when they
 * do not, the notes under it its prose; an item of a timeline project a dated line. A tag inside a note stays as
 * what it says ("(ch 6)"); a tag with no value ("@done") is the outliner's, no fact. Each line out keeps its line in.
 */

/** "@age(74)", "@done": a tag, with its value when it has one. */
const TAG = /(?:^|\s)@([\p{L}][\p{L}\d_-]*)(?:\(([^()]*)\))?/gu;
/** A project: a line that ends in ":" (its tags after), not an item, not a "Key: value" note. */
const PROJECT = /^(\t*)(?!-\s)([^\t].*?):((?:\s+@[\p{L}][\p{L}\d_-]*(?:\([^()]*\))?)*)\s*$/u;
const ITEM = /^(\t*)-\s+(.*)$/;
/** A person jotted with a note in brackets: "Pike (sawyer; cuts his foot Monday 13 January 1896)". */
const JOTTED = /^([\p{Lu}][^()]{0,40}?)\s*\(([^()]+)\)\.?$/u;

/** Whether a text is a TaskPaper outline: projects, tab-indented items, and tags with values on several lines. */
export function isTaskPaper(source: string): boolean {
  const lines = source.split('\n');
  const projects = lines.filter((l) => PROJECT.test(l)).length;
  const tagged = lines.filter((l) => /(?:^|\s)@[\p{L}][\p{L}\d_-]*\([^()]*\)/u.test(l)).length;
  const tabbedItems = lines.filter((l) => /^\t+-\s/.test(l)).length;
  return projects >= 2 && tagged >= 3 && tabbedItems >= 3;
}

/** A line's text without its tags. */
function untagged(text: string): string {
  return text.replace(TAG, '').trim();
}

/** The TaskPaper outline as Markdown, and for each of its lines the line of the outline it came from. */
export function taskPaperAsMarkdown(
  source: string,
  isField: (label: string) => boolean,
  sectionOf: (title: string) => string | undefined,
): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  const push = (text: string, line: number) => out.push({ text, line });
  /** The project the lines now stand in: its depth and whether it is a timeline; an item's depth when it is open. */
  let project: { depth: number; timeline: boolean } | undefined;
  let item: number | undefined;
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const line = i + 1;
    const p = PROJECT.exec(raw);
    if (p) {
      const depth = (p[1] as string).length;
      const title = (p[2] as string).trim();
      project = { depth, timeline: sectionOf(title) === 'timeline' };
      item = undefined;
      push('', line);
      push(`${depth === 0 ? '##' : '###'} ${title}`, line);
      continue;
    }
    const it = ITEM.exec(raw);
    if (it) {
      const depth = (it[1] as string).length;
      const text = untagged(it[2] as string);
      const tags = [...(it[2] as string).matchAll(TAG)];
      // An item of a timeline, or an item under another item, is a line of what it stands in.
      if (project?.timeline || (item !== undefined && depth > item)) {
        const said = tags.filter((t) => t[2] !== undefined).map((t) => `(${t[1]} ${(t[2] as string).trim()})`);
        push(`- ${[text, ...said].join(' ')}`, line);
        continue;
      }
      item = depth;
      push('', line);
      push(`### ${text}`, line);
      const prose: string[] = [];
      for (const t of tags) {
        const value = t[2]?.trim();
        if (!value) continue;
        const label = upperFirst((t[1] as string).replace(/[_-]+/g, ' '));
        if (isField(label)) push(`- ${label}: ${value}`, line);
        else prose.push(`${label}: ${withFullStop(value)}`);
      }
      for (const s of prose) push(s, line);
      push('', line);
      continue;
    }
    const note = raw.trim();
    if (note === '') {
      push('', line);
      continue;
    }
    // "Billy Hatch (the boy at Duchess's head). Pike (sawyer, cuts his foot …). …": minor people jotted in one note,
    // each an entry of its own, so one's parenthesis is no other's.
    const jotted = note.split(/(?<=\))\.\s+(?=\p{Lu})/u);
    if (jotted.length >= 2 && jotted.every((j) => JOTTED.test(j))) {
      for (const j of jotted) {
        const m = JOTTED.exec(j) as RegExpExecArray;
        push('', line);
        push(`### ${(m[1] as string).trim()}`, line);
        push(withFullStop(upperFirst((m[2] as string).trim())), line);
      }
      continue;
    }
    // A note: its tags as what they say ("Dies Friday 14 February 1896 @ch(6) @done" → "… (ch 6)").
    push(
      note.replace(TAG, (_, tag: string, value?: string) => (value?.trim() ? ` (${tag} ${value.trim()})` : '')).trim(),
      line,
    );
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
