import { titleCase } from './bibleFormats.js';
import type { Language } from './lang/index.js';

/**
 * A genealogist's file of family trees: people in capitals on the branches of a tree drawn in text, each with their
 * shorthand lines under them, and parts titled and underlined.
 *
 *     I. VOSS of Harrowgate
 *     ---------------------
 *       +-- MARA "MAISIE" VOSS
 *       |     b. 1931, Harrowgate.  d. Sat 17 Aug 1957 (ch. 7).
 *       |     desc. GREY eyes; black hair.
 *       |   m. TOM ---- (Voss)
 *       |     occ. keeper.
 *
 * Read as Markdown: a title underlined is a heading; the tree's drawing is taken away; a name in capitals is a
 * heading of its own (its nickname in brackets; "m. TOM ---- (Voss)", a spouse whose birth name is not known, is
 * Tom Voss), and the lines under it are its entry's lines, as "- " lines are. One line in, one line out, so every
 * fact keeps its line in the file.
 */

/** A branch of the tree: "  +-- MARA VOSS", "  |   +-- TOM". */
const BRANCH = /^[ \t|]*\+-{1,3}\s+\S/;
/** The drawing before a line's text: bars, a branch's "+--". */
const DRAWING = /^([ \t|]*)(\+-{1,3}\s+)?/;
/** A title's underline: "-----", "=====". */
const UNDERLINE = /^\s*(=|-)\1{2,}\s*$/;
/**
 * A person's line: "m. c.1931 GRACE ---- (Whitlow)", 'ANTONIO "ANTHONY" FONSECA', 'LAURENCE HAIG, "SPRAT"'. Group 1
 * is the name in capitals, 2 the surname in brackets after an unknown one ("----"), 3 a nickname after a comma.
 */
const PERSON =
  /^(?:m\.\s+(?:c\.\s*)?(?:\d{4}\s+)?)?((?:["“]?\p{Lu}[\p{L}'’.-]*["”]?)(?:\s+["“]?\p{Lu}[\p{L}'’.-]*["”]?){0,3}?)(?:\s+-{3,}\s*\(([^)]+)\))?(?:,\s*["“]([^"”]+)["”])?(?:,\s*\p{Ll}{1,8}\.?)?\s*$/u;
/**
 * One not on a tree, with a note after a typewriter's dash: "SALIM MWINYI -- head fitter; aged 47", "Dr. ISAAC HARDY --
 * District Medical Officer". Group 1 is a title before the name, 2 the name in capitals, 3 the note.
 */
const NOTED = /^(\p{Lu}\p{Ll}{0,3}\.\s+)?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}?)\s+--\s+(\S.*)$/u;

/** Whether a text is such a file: a tree with three branches or more. */
export function isFamilyTree(text: string): boolean {
  return text.split('\n').filter((l) => BRANCH.test(l)).length >= 3;
}

/**
 * A name written in capitals as the text writes it ("McKECHNIE" keeps its "Mc": McKechnie), or undefined when the
 * words are not all capitals.
 */
function capitalName(words: string, lang: Language): string | undefined {
  const prefix = lang.bible.capitalsPrefix;
  const letters = words.replace(prefix, '').replace(/[^\p{L}]/gu, '');
  if (letters.length < 3 || /\p{Ll}/u.test(letters)) return undefined;
  const prefixed = new Set([...words.matchAll(prefix)].map((m) => (m.index ?? 0) + m[0].length));
  const named = titleCase(words).replace(
    /(["“])(\p{Ll})/gu,
    (_, quote: string, letter: string) => quote + letter.toUpperCase(),
  );
  // titleCase keeps every letter where it stands: the one after a prefix is put back in capitals.
  return named
    .split('')
    .map((ch, i) => (prefixed.has(i) ? ch.toUpperCase() : ch))
    .join('');
}

export function familyTreeAsMarkdown(text: string, lang: Language): string {
  const lines = text.split('\n');
  /** The indentation of the person whose lines are being read; undefined outside anyone's entry. */
  let person: number | undefined;
  return lines
    .map((line, i) => {
      if (UNDERLINE.test(line) && /\p{L}/u.test(lines[i - 1] ?? '')) {
        person = undefined;
        return '';
      }
      const under = UNDERLINE.exec(lines[i + 1] ?? '');
      if (under && /\p{L}/u.test(line)) {
        person = undefined;
        return `${under[1] === '=' ? '#' : '##'} ${line.trim()}`;
      }
      const drawing = DRAWING.exec(line)?.[0] ?? '';
      const rest = line.slice(drawing.length);
      if (rest.trim() === '') return '';
      const indent = drawing.length;
      const m = PERSON.exec(rest.trim());
      const name = m ? capitalName(m[1] as string, lang) : undefined;
      if (m && name) {
        person = indent;
        const surname = m[2] ? ` ${m[2].trim()}` : '';
        const nickname = m[3] ? ` (${capitalName(m[3], lang) ?? m[3]})` : '';
        return `### ${name}${surname}${nickname}`;
      }
      const noted = indent === 0 ? NOTED.exec(rest.trim()) : null;
      const notedName = noted ? capitalName(noted[2] as string, lang) : undefined;
      if (noted && notedName) {
        person = indent;
        return `### ${noted[1] ?? ''}${notedName} — ${noted[3]}`;
      }
      // A line under the person, set in deeper: a line of their entry.
      if (person !== undefined && indent > person) return `- ${rest.trim()}`;
      person = undefined;
      return line;
    })
    .join('\n');
}
