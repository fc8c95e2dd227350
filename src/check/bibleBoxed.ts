/**
 * A plain-text sheet of boxed titles and dotted fields (a game master's notes, a typed dossier):
 *
 *     ---------------------------------
 *     [NPC] LUIS ROJAS -- "Lucho"
 *     ---------------------------------
 *      Age ............. 19
 *      Hair ............ curly, won't lie
 *                        flat
 *
 * Read as Markdown: a title between two rules is a heading (under a box of "=" rules, a box of "-" rules is the
 * level below), a tag in square brackets before it is no part of the name, a nickname in quotes after "--" is put
 * in brackets and any other "--" is a dash, and a field behind a
 * dotted leader is a "- Key: value" line with the lines indented under its value joined to it. One line in, one line
 * out, so every fact keeps its line in the file.
 */

/** A rule of one character: "-----", "=====". */
const RULE = /^\s*([-=])\1{9,}\s*$/;
/** " Age ............. 19": a field's key, a dotted leader, its value. */
const FIELD = /^(\s*)(\p{L}[^.:]{0,30}?)\s*\.{3,}\s*(.*)$/u;

/** The boxed titles of a text: a line between two rules of the same character, with that character. */
function boxes(lines: readonly string[]): Array<{ at: number; rule: string }> {
  const out: Array<{ at: number; rule: string }> = [];
  for (let i = 1; i + 1 < lines.length; i++) {
    const above = RULE.exec(lines[i - 1] as string);
    const below = RULE.exec(lines[i + 1] as string);
    const title = (lines[i] as string).trim();
    if (above && below && above[1] === below[1] && title !== '' && !RULE.test(title))
      out.push({ at: i, rule: above[1] as string });
  }
  return out;
}

/** A field line: indented, a key, a dotted leader. */
const isField = (line: string | undefined) => line !== undefined && /^\s/.test(line) && FIELD.test(line);

/**
 * Whether a text is such a sheet: three boxes whose fields follow under them (a box over a list of entries of
 * another shape, "SECTION A -- PERSONS" over "A-1  VIDAL, Inés", is a typed file's part: bibleTyped.ts reads those).
 */
export function isBoxedSheet(text: string): boolean {
  const lines = text.split('\n');
  return boxes(lines).filter((b) => [2, 3, 4].some((k) => isField(lines[b.at + k]))).length >= 3;
}

export function boxedSheetAsMarkdown(text: string): string {
  const lines = text.split('\n');
  const out = lines.map((l) => (RULE.test(l) ? '' : l.trim()));
  const found = boxes(lines);
  // A sheet boxed with "=" and "-": "=" the outer level (the sheet's parts), "-" the entries in them.
  const both = new Set(found.map((b) => b.rule)).size > 1;
  for (const b of found) {
    const title = (lines[b.at] as string)
      .trim()
      .replace(/^\[[^\]]*\]\s*/, '')
      // 'LUIS ROJAS -- "Lucho"': the nickname in brackets, as a heading gives the names someone goes by.
      .replace(/\s+--\s+(["“][^"”]+["”])\s*$/u, ' ($1)')
      .replace(/\s+--\s+/g, ' — ');
    out[b.at] = `${both && b.rule === '-' ? '###' : '##'} ${title}`;
  }
  // Each field, and the lines indented under its value joined to it.
  let field = -1;
  let valueAt = 0;
  for (const [i, line] of lines.entries()) {
    const m = FIELD.exec(line);
    if (m && /^\s/.test(line) && !found.some((b) => b.at === i)) {
      field = i;
      valueAt = line.length - (m[3] as string).length;
      out[i] = `- ${(m[2] as string).trim()}: ${(m[3] as string).trim()}`;
      continue;
    }
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    if (field >= 0 && line.trim() !== '' && indent >= valueAt && !RULE.test(line)) {
      out[field] = `${out[field]} ${line.trim()}`;
      out[i] = '';
      continue;
    }
    field = -1;
  }
  return out.join('\n');
}
