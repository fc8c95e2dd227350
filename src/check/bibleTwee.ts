/**
 * A bible kept as a Twine story in Twee source (Twee 3, as Tweego and Twine export it): passages opened by ":: Name
 * [tags] {metadata}", "StoryTitle" and "StoryData" (JSON) passages of the story's own, bodies in a story format's
 * markup (Harlowe's "''bold''" and "//italics//", SugarCube's and Harlowe's lists, "[[links]]", "(macros:)" and
 * "<<macros>>", "|!header|" tables). Read as writer's own Markdown: passages grouped by the section their tags (or
 * else their names) say ("[person]" the cast, "[place]", a "Timeline" passage), each passage an entry "### Name" with
 * its body as the entry's prose; a passage that is only a list (minor people) its items as entries; a sentence of a
 * person's passage that opens on a fate's word ("Dies in the night of …") that person's fate; the markup as
 * Markdown's, a link its words, a macro dropped. Each line out keeps its line in the file.
 */

type Section = 'characters' | 'places' | 'objects' | 'timeline' | 'style' | 'threads';

/** ":: Name [tag tag] {"position":"…"}": a passage's header. */
const HEADER = /^::\s*((?:\\.|[^\\[{])*?)\s*(?:\[([^\]]*)\])?\s*(?:\{.*\})?\s*$/;

/** Passages of the story's machinery, no part of the bible's facts. */
const MACHINERY = /^(?:StoryData|StoryInit|StoryMenu|StoryCaption|StoryBanner|StorySubtitle|StoryAuthor|StoryShare)$/;
const MACHINE_TAGS = /^(?:script|stylesheet|widget|Twine\.\w+|header|footer|startup|debug-\w+)$/i;

/** Whether a text is Twee source: passage headers ("::"), with the story's own passages or tagged ones. */
export function isTwee(source: string): boolean {
  const headers = source.split('\n').filter((l) => /^::\s*\S/.test(l));
  const own = headers.some((h) => /^::\s*Story(?:Title|Data)\s*$/.test(h));
  const tagged = headers.filter((h) => /\[[^\]]*\]\s*(?:\{.*\})?\s*$|\{\s*"position"/.test(h)).length;
  return headers.length >= 3 && (own || tagged >= 2);
}

/** A story format's inline markup as Markdown's (bold as plain words: a passage's own name restated in bold is no
 * second entry), links as their words, macros and HTML dropped. */
function inline(text: string): string {
  return (
    text
      // "[[Shown text->Target]]", "[[Target<-Shown text]]", "[[Shown text|Target]]", "[[Target]]": the words shown.
      .replace(/\[\[([^\]]*?)->[^\]]*\]\]/g, '$1')
      .replace(/\[\[[^\]]*?<-([^\]]*)\]\]/g, '$1')
      .replace(/\[\[([^\]|]*)\|[^\]]*\]\]/g, '$1')
      .replace(/\[\[([^\]]*)\]\]/g, '$1')
      .replace(/<<[^<>]*>>/g, '')
      // "(set: $x to 1)", "(if: $met)": Harlowe's macros, a name and a colon inside brackets; no words of the bible.
      .replace(/\([a-z][\w-]*:[^()]*\)/g, '')
      .replace(/<\/?[a-z][^<>]*>/gi, '')
      .replace(/''(.+?)''/g, '$1')
      .replace(/(?<![:/])\/\/(?=\S)(.+?)(?<=\S)\/\//g, '*$1*')
      .replace(/~~(.+?)~~/g, '$1')
  );
}

/** One line of a passage's body as Markdown: a list item, a table row (a rule under a header row), or prose. */
function lineOf(raw: string): string[] {
  const text = inline(raw);
  // "|!Date|!Chapter|!Event|": a header row; "|a|b|": a row.
  if (/^\s*\|.*\|\s*$/.test(text)) {
    const cells = text.trim().slice(1, -1).split('|');
    const header = cells.every((c) => c.trim().startsWith('!'));
    const row = `| ${cells.map((c) => c.trim().replace(/^!\s*/, '')).join(' | ')} |`;
    return header ? [row, `| ${cells.map(() => '---').join(' | ')} |`] : [row];
  }
  // "* item" (a bullet), "# item", "0. item" (numbered, SugarCube's and Harlowe's): Markdown's list items.
  const bullet = /^\s*(\*+|#+|0\.)\s+(.*)$/.exec(text);
  if (bullet) {
    const mark = bullet[1] as string;
    const depth = mark === '0.' ? 0 : mark.length - 1;
    return [`${'  '.repeat(depth)}${mark.startsWith('*') ? '-' : '1.'} ${bullet[2]}`];
  }
  return [text];
}

/**
 * A passage's prose as its sentences, each at the line it opens on: a body is wrapped at a width, and a sentence run
 * over two lines ("brown\neyes") is one. A list item, a table row and a blank line stand as they are.
 */
function sentencesOf(lines: ReadonlyArray<{ text: string; line: number }>): Array<{ text: string; line: number }> {
  const out: Array<{ text: string; line: number }> = [];
  let open: { text: string; line: number } | undefined;
  const close = () => {
    if (open) out.push(open);
    open = undefined;
  };
  for (const l of lines) {
    if (l.text.trim() === '' || /^\s*(?:-|1\.|\|)\s?/.test(l.text)) {
      close();
      out.push(l);
      continue;
    }
    // Each sentence the line ends or opens, at the line it opens on; the last one may run on to the next line.
    const parts = l.text.trim().split(/(?<=[.!?]["”’)]?)\s+(?=["“(]?\p{Lu}|\d)/u);
    for (const [k, part] of parts.entries()) {
      if (k === 0 && open) open.text = `${open.text} ${part}`;
      else {
        close();
        open = { text: part, line: l.line };
      }
      if (/[.!?]["”’)]?$/.test(part)) close();
    }
  }
  close();
  return out;
}

interface Passage {
  name: string;
  tags: string[];
  line: number;
  body: Array<{ text: string; line: number }>;
}

/** The passages of a Twee text, each with its header's line and its body's lines. */
function passagesOf(source: string): Passage[] {
  const out: Passage[] = [];
  for (const [i, raw] of source.replace(/\r\n?/g, '\n').split('\n').entries()) {
    const header = raw.startsWith('::') ? HEADER.exec(raw) : null;
    if (header) {
      out.push({
        name: (header[1] as string).replace(/\\(.)/g, '$1').trim(),
        tags: (header[2] ?? '').split(/\s+/).filter((t) => t !== ''),
        line: i + 1,
        body: [],
      });
      continue;
    }
    out.at(-1)?.body.push({ text: raw, line: i + 1 });
  }
  return out;
}

/** The Twee story as Markdown, and for each of its lines the line of the file it came from. */
export function tweeAsMarkdown(
  source: string,
  titles: { characters: string; places: string; objects: string; timeline: string },
  sectionOf: (title: string) => Section | undefined,
  words: { fateHead: RegExp; fate: string },
): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  const groups = new Map<string, Array<{ text: string; line: number }>>();
  const into = (group: string) => {
    const lines = groups.get(group) ?? [];
    groups.set(group, lines);
    return lines;
  };
  for (const p of passagesOf(source)) {
    if (MACHINERY.test(p.name) || p.tags.some((t) => MACHINE_TAGS.test(t))) continue;
    if (p.name === 'StoryTitle') {
      const title = p.body.find((b) => b.text.trim() !== '');
      if (title) out.push({ text: `# ${title.text.trim()}`, line: title.line });
      continue;
    }
    // "[person narrator]": the first tag that names a section; else the passage's name ("Timeline").
    const section = p.tags.map((t) => sectionOf(t)).find((s) => s !== undefined) ?? sectionOf(p.name);
    const known = section === 'characters' || section === 'places' || section === 'objects' || section === 'timeline';
    const lines = into(known ? titles[section] : 'Notes');
    const body = sentencesOf(p.body.flatMap((b) => lineOf(b.text).map((text) => ({ text, line: b.line }))));
    const said = body.filter((b) => b.text.trim() !== '');
    // A timeline's passage is its lines; a passage that is only a list ("Minor people") is its items, each an entry
    // of the section; another passage is an entry headed by its name.
    const listOnly = said.length > 0 && said.every((b) => /^\s*(?:-|1\.)\s/.test(b.text));
    if (!known) {
      lines.push({ text: '', line: p.line });
      lines.push({ text: `${p.name}:`, line: p.line });
    } else if (section !== 'timeline' && !(listOnly && section === 'characters')) {
      // "Nikos Vrettos — "the little doctor", "Doctor".": a body opening on the passage's name and a dash restates
      // the entry's head, its short forms with it: the head of the entry, not a second entry of the same name.
      const first = said[0];
      const restated =
        first?.text.startsWith(p.name) && /^\s*[—–-]\s/.test(first.text.slice(p.name.length)) ? first : undefined;
      lines.push({ text: '', line: p.line });
      lines.push({ text: `### ${restated ? restated.text.trim() : p.name}`, line: restated ? restated.line : p.line });
      if (restated) body.splice(body.indexOf(restated), 1);
    }
    for (const b of body) {
      if (section !== 'characters' || listOnly) {
        lines.push(b);
        continue;
      }
      // "… in November. Dies in the night of Wednesday 3 December 1952, in his chair.": a sentence opening on a
      // fate's word is the person's fate, a line of its own; the rest of the line stays their prose.
      const sentences = b.text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
      const fates = sentences.filter((s) => words.fateHead.test(/^\p{L}+/u.exec(s)?.[0] ?? ''));
      const rest = sentences.filter((s) => !fates.includes(s)).join(' ');
      if (rest.trim() !== '' || fates.length === 0) lines.push({ text: rest, line: b.line });
      for (const f of fates) lines.push({ text: `- ${words.fate}: ${f}`, line: b.line });
    }
  }
  for (const [title, lines] of groups) {
    if (lines.length === 0) continue;
    out.push({ text: '', line: lines[0]?.line ?? 1 });
    out.push({ text: `## ${title}`, line: lines[0]?.line ?? 1 });
    out.push(...lines);
  }
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
