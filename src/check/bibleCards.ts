/**
 * A binder of index cards exported as plain text (a corkboard): its sections titled and underlined, its cards lines
 * tagged at the margin.
 *
 *     RESEARCH > CHARACTERS
 *     ---------------------
 *     [card] NORA KEANE — 34. Green eyes. Editor.
 *     [card] CON (CORNELIUS) WALSH — 81. Bald, brown eyes.
 *
 *     RESEARCH > PROPS
 *     ----------------
 *     [card] GREEN PARKER — Matt → Nora (1981) → Bríd (29 Oct 1983).
 *
 * Read as Markdown: a title underlined is a heading; a line tagged "[card]" (any one word in brackets, the same on
 * three lines or more) is, under the characters' title, a cast list's line (the name leads it), and elsewhere an
 * item of its section's list, as a "- " line is. One line in, one line out, so every fact keeps its line in the file.
 * (Cards drawn as boxes, "| … |" between "+----+" rules, are left as they are: a chapter's card tells who is in it,
 * not who they are.)
 */

/** A title's underline: "=====" (a part), "-----" (a section in it). */
const UNDERLINE = /^\s*(=|-)\1{2,}\s*$/;
/** A tag at the margin: "[card] ", "[note] ". */
const TAG = /^[ \t]*\[(\p{L}+)\][ \t]+(?=\S)/u;

/** The text with its titles as headings and its tagged lines read as above; itself when no tag is on three lines. */
export function cardsAsMarkdown(text: string, people: RegExp | undefined): string {
  const lines = text.split('\n');
  // One tag on three lines or more: a binder's marks, not a word in brackets a line happens to open with.
  const tags = new Map<string, number>();
  for (const [i, l] of lines.entries()) {
    // A tagged title between rules ("[NPC] LUIS ROJAS" boxed by "-----") is a sheet's heading (bibleBoxed.ts).
    if (UNDERLINE.test(lines[i + 1] ?? '') || UNDERLINE.test(lines[i - 1] ?? '')) continue;
    const tag = TAG.exec(l)?.[1]?.toLowerCase();
    if (tag) tags.set(tag, (tags.get(tag) ?? 0) + 1);
  }
  const marks = new Set([...tags].filter(([, n]) => n >= 3).map(([tag]) => tag));
  if (marks.size === 0) return text;
  /** Whether the cards are the characters' ("RESEARCH > CHARACTERS"): each is an entry led by its name. */
  let ofPeople = false;
  return lines
    .map((l, i) => {
      const under = UNDERLINE.exec(lines[i + 1] ?? '');
      if (under && /\p{L}/u.test(l) && !/^\s*[-*+|]/.test(l)) {
        ofPeople = people?.test(l) ?? false;
        return `${under[1] === '=' ? '#' : '##'} ${l.trim()}`;
      }
      if (UNDERLINE.test(l) && /\p{L}/u.test(lines[i - 1] ?? '')) return '';
      const tag = TAG.exec(l);
      if (!tag || !marks.has((tag[1] as string).toLowerCase())) return l;
      return ofPeople ? l.slice(tag[0].length) : `- ${l.slice(tag[0].length)}`;
    })
    .join('\n');
}
