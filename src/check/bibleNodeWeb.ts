/**
 * A character web kept as plain text: a node a person, their name in brackets at the margin and what is known of
 * them after it in cells split by "|", run on under it in indented lines; edges after ("Matt Keane -> Rose Keane:
 * husband"):
 *
 *     == NODES ==
 *     (Tom Hanlon)      58 | eyes blue-grey | hair white | left-handed
 *                       AWAY: Dublin Mon 10 -> Fri 14 Oct 83
 *     (Con Walsh)       = Cornelius Walsh | 81 | DIES Tue 11 Oct 83
 *
 * Read as Markdown under a Characters heading: a node is a heading of its name, its cells "; "-separated on the
 * heading's line; a cell that is a number alone is the age, "= Cornelius Walsh" another name, "eyes green" the
 * eyes' colour, "DIES …" or "DEAD, d. …" the fate; the run-on lines are the entry's own; a "== EDGES ==" after them
 * opens a section of its own (what one says of another is no entry's), while a group heading over more nodes
 * ("== THE PAPER ==") keeps them in the cast. One line in, one line out, so every fact keeps its line in the file.
 */

import type { RecordWords } from './lang/language.js';

/** "(Tom Hanlon)      58 | eyes …": a name in brackets at the margin (one person: no "/"), then its cells. */
const NODE = /^\(([\p{Lu}][^()/|]{0,48})\)\s+(\S.*)$/u;
/** A run-on line: indented well past the margin. */
const RUN_ON = /^\s{4,}(\S.*)$/;

/** What a web's cells are read by: the language's section title, labels and cell patterns. */
export interface NodeWebWords {
  characters: string;
  record: Pick<RecordWords, 'ageLabel' | 'aliasLabel' | 'fateLabel' | 'deathCell' | 'bareFieldCell'>;
}

/** Whether a text is such a web: three nodes or more, with cells split by "|". */
export function isNodeWeb(text: string): boolean {
  return text.split('\n').filter((l) => NODE.test(l) && l.includes(' | ')).length >= 3;
}

/** A cell as an entry's part: "58" → "age: 58", "= Cornelius Walsh" → "aliases: …", "eyes green" → "eyes: green". */
function cell(text: string, words: NodeWebWords): string {
  const t = text.trim();
  const r = words.record;
  if (/^\d{1,3}$/.test(t)) return `${r.ageLabel}: ${t}`;
  const alias = /^=\s*(\S.*)$/.exec(t);
  if (alias) return `${r.aliasLabel}: ${alias[1]}`;
  if (r.deathCell.test(t)) return `${r.fateLabel}: ${t}`;
  const bare = r.bareFieldCell.exec(t);
  if (bare && !t.includes(':')) return `${bare[1]}: ${t.slice(bare[0].length).trim()}`;
  return t;
}

export function nodeWebAsMarkdown(text: string, words: NodeWebWords): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let headed = false;
  for (const [i, line] of lines.entries()) {
    const node = NODE.exec(line);
    if (node) {
      // The first node opens the Characters section, on the line before it (the web's own heading, a title in
      // capitals such as "CAST", or a blank line): that line says nothing the section's heading does not.
      const heading = `### ${(node[1] as string).trim()} — ${(node[2] as string)
        .split('|')
        .map((c) => cell(c, words))
        .filter((c) => c !== '')
        .join('; ')}`;
      if (!headed && out.length > 0 && /^\s*(?:==.*==|[^\p{Ll}]*)\s*$/u.test(out.at(-1) as string)) {
        out[out.length - 1] = `## ${words.characters}`;
        headed = true;
      }
      out.push(heading);
      continue;
    }
    const more = RUN_ON.exec(line);
    if (more) {
      out.push(
        `- ${(more[1] as string)
          .split('|')
          .map((c) => cell(c, words))
          .join('; ')}`,
      );
      continue;
    }
    // "== EDGES ==" after the nodes: a section of its own, whose lines are no one's entry. A group of the cast
    // ("== THE PAPER ==" over more nodes) is no section: it stays among them, as a line that says nothing.
    const section = headed ? /^\s*==\s*(\S.*?)\s*==\s*$/.exec(line) : null;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    out.push(section ? (next !== undefined && NODE.test(next) ? '' : `## ${section[1]}`) : line);
  }
  return out.join('\n');
}
