import type { Language } from './lang/language.js';

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
const FIELD = /^(\s*)(\p{L}(?:[^.:]|\.(?!\.)){0,30}?)\s*\.{3,}\s*(.*)$/u;

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
 * A case file's entry, keyed by its number at the margin: "A-1  VIDAL FUENTES, Inés", "B-2  PENSIÓN RUIZ, Calle
 * Lautaro Rosas", "C-3  KNIFE, Japanese carbon steel". Group 1 is the key, group 2 the words in capitals before
 * the first comma, group 3 what follows it.
 */
const KEYED = /^(\p{Lu}{1,2}-\d{1,3})\s+(\p{Lu}[\p{Lu}\p{M}'’ -]*\p{Lu})(?:,\s*([^*]*?))?\s*(?:\*{3}.*)?$/u;
/** "Inés", "Señora": a given name after a surname in capitals, and nothing more. */
const GIVEN = /^\p{Lu}[\p{Ll}\p{M}'’-]+$/u;

/** "FUENTES DE VIDAL" as a name is written: "Fuentes de Vidal" (a particle in lower case). */
function nameCase(caps: string, lang: Language): string {
  return caps
    .toLowerCase()
    .split(/\s+/)
    .map((w) => (lang.bible.nameParticle.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** The keyed entries of a case file that have dotted fields under them: their line, key and name. */
function keyedEntries(lines: readonly string[], lang: Language): Array<{ at: number; key: string; name: string }> {
  const out: Array<{ at: number; key: string; name: string }> = [];
  for (const [i, line] of lines.entries()) {
    const m = KEYED.exec(line);
    if (!m) continue;
    const caps = nameCase(m[2] as string, lang);
    const rest = (m[3] ?? '').trim();
    // A person is filed surname first with a given name after the comma; a place or a thing by its name alone.
    out.push({ at: i, key: m[1] as string, name: GIVEN.test(rest) ? `${rest} ${caps}` : caps });
  }
  return out;
}

/**
 * Whether a text is such a sheet: three boxes whose fields follow under them (a box over a list of entries of
 * another shape, "SECTION A -- PERSONS" over "A-1  VIDAL, Inés", is a typed file's part: bibleTyped.ts reads those).
 */
export function isBoxedSheet(text: string, lang: Language): boolean {
  const lines = text.split('\n');
  if (boxes(lines).filter((b) => [2, 3, 4].some((k) => isField(lines[b.at + k]))).length >= 3) return true;
  // A case file: three entries keyed at the margin ("A-1  VIDAL FUENTES, Inés") with dotted fields under them.
  return keyedEntries(lines, lang).filter((e) => isField(lines[e.at + 1])).length >= 3;
}

export function boxedSheetAsMarkdown(text: string, lang: Language): string {
  const lines = text.split('\n');
  const out = lines.map((l) => (RULE.test(l) ? '' : l.trim()));
  const found = boxes(lines);
  // A case file's entries are headings under its boxed parts, and every key written elsewhere ("Chain: A-5 -> A-6",
  // "A-2 dies") is the name it keys, so a giving or a death in another part is told of someone.
  const keyed = keyedEntries(lines, lang);
  const names = new Map(keyed.map((e) => [e.key, e.name]));
  const byName = (text: string) =>
    names.size === 0 ? text : text.replace(/\b\p{Lu}{1,2}-\d{1,3}\b/gu, (key) => names.get(key) ?? key);
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
  // "SECTION A — PERSONS OF INTEREST": the part is what it holds.
  if (keyed.length > 0)
    for (const b of found) out[b.at] = (out[b.at] as string).replace(/^(#+)\s+\p{L}+\s+\p{Lu}\s+—\s+/u, '$1 ');
  for (const e of keyed) out[e.at] = `### ${e.name}`;
  // Each field, and the lines indented under its value joined to it.
  let field = -1;
  let valueAt = 0;
  for (const [i, line] of lines.entries()) {
    const m = FIELD.exec(line);
    if (m && /^\s/.test(line) && !found.some((b) => b.at === i)) {
      field = i;
      valueAt = line.length - (m[3] as string).length;
      // "EYES ....." as "eyes": a key in capitals ("VIEWPOINT", "CAUSE") would read as someone's name.
      const asKey = (k: string) => (k === k.toUpperCase() ? k.toLowerCase() : k);
      const key = (m[2] as string).trim();
      const value = (m[3] as string).trim();
      // "D.O.B. ...... 02 JUN 1966          AGE AT OPENING: 38": a second field typed beside the first, the one
      // the line is read for, the first kept in brackets after it. No anchors: FIELD's value holds no line break, so
      // "(.*?)" starts the match at the value's start and "(.+)" runs it to the end.
      const beside = /(.*?)\s{3,}(\p{Lu}[\p{Lu} .]{1,30}):\s*(.+)/u.exec(value);
      out[i] = beside
        ? `- ${asKey((beside[2] as string).trim())}: ${beside[3]} (${asKey(key)} ${beside[1]})`
        : `- ${asKey(key)}: ${value}`;
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
  return out.map(byName).join('\n');
}
