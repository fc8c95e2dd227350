import { parse as parseToml } from 'smol-toml';
import type { Language } from './lang/index.js';

/**
 * Bible formats read by turning them into ones the record reader knows: an
 * Emacs org-mode outline becomes markdown headings and "- key: value" lines,
 * ISO dates ("1967-03-06", TOML's dates, org's "<1903-09-23 Wed>") become
 * "6 March 1967", and a TOML block becomes data like a YAML block's. Each
 * line stays at its line, so --explain points at the author's own.
 */

/** A parsed data block (YAML or TOML): scalars, lists and mappings. */
export type Data = string | number | boolean | null | undefined | Data[] | { [key: string]: Data };

/** "1967-03-06" → "6 March 1967" (a real month and day only), in the language's month names. */
export function isoDatesAsWords(text: string, lang: Language): string {
  return text.replace(/\b(1\d{3}|20\d{2})-(\d{2})-(\d{2})(?![\d-])/g, (iso, y: string, m: string, d: string) => {
    const month = lang.months[Number(m) - 1];
    const day = Number(d);
    if (!month || day < 1 || day > 31) return iso;
    return `${day} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${y}`;
  });
}

/** Whether a text is an org-mode outline: "#+TITLE:" lines, or "* Heading" lines with property drawers or "::" lists. */
export function isOrg(text: string): boolean {
  const headings = /^\*+\s+\S/m.test(text);
  return /^#\+[A-Za-z_]+:/m.test(text) || (headings && /^\s*(?::PROPERTIES:|-\s+.+?\s::\s)/im.test(text));
}

/**
 * An org-mode outline as markdown, line for line: "** Anna Keller :cast:" → "## Anna Keller", ":EYES: grey" →
 * "- eyes: grey", "- hair :: brown" → "- hair: brown", "<1903-09-23 Wed>" → "1903-09-23 Wed", "#+TITLE: X" → "# X";
 * drawers' fences and other "#+" settings become blank lines.
 */
export function orgAsMarkdown(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const heading = /^(\*+)\s+(.*?)(?:\s+:[\w@#%:]+:)?\s*$/.exec(line);
      if (heading) return `${'#'.repeat(Math.min((heading[1] as string).length, 6))} ${heading[2]}`;
      const title = /^#\+title:\s*(.*)$/i.exec(line);
      if (title) return `# ${title[1]}`;
      // A drawer's fences (":PROPERTIES:", ":END:") and any other "#+" setting.
      if (/^#\+|^\s*:[A-Za-z]+:\s*$/.test(line)) return '';
      const property = /^\s*:([\w-]+):\s+(.*)$/.exec(line);
      if (property)
        return `- ${(property[1] as string).toLowerCase().replace(/[_-]+/g, ' ')}: ${timestamps(property[2] as string)}`;
      // "- Room :: north room": a one-word term is a field's label, in lower case so it is no one's name.
      return timestamps(
        line.replace(/^(\s*[-+]\s+)(.+?)\s+::\s+/, (_, lead: string, term: string) =>
          /\s/.test(term) ? `${lead}${term}: ` : `${lead}${term.toLowerCase()}: `,
        ),
      );
    })
    .join('\n');
}

/** Org's timestamps without their brackets: "<1903-09-23 Wed>" → "1903-09-23 Wed", "[1903-09-23 Wed 10:00]" → "1903-09-23 Wed 10:00". */
function timestamps(text: string): string {
  return text.replace(/[<[](\d{4}-\d{2}-\d{2}(?:\s+[A-Za-z]{2,3})?(?:\s+\d{1,2}:\d{2})?)[>\]]/g, '$1');
}

/** TOML's values as data, their dates (TOML's own, and ISO dates in strings) as words: "8 March 1911". */
function tomlData(v: unknown, lang: Language): Data {
  if (v instanceof Date) return isoDatesAsWords(v.toISOString().slice(0, 10), lang);
  if (typeof v === 'string') return isoDatesAsWords(v, lang);
  if (Array.isArray(v)) return v.map((x) => tomlData(x, lang));
  if (typeof v === 'object' && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, tomlData(x, lang)]));
  return v as Data;
}

/**
 * A TOML block (fenced as toml, or the whole file when it opens on a "[table]" or "key = value" line) that parses:
 * its data and the lines it spans. A block that does not parse is left to the other readers.
 */
export function tomlBlock(text: string, lang: Language): { data: Data; start: number; end: number } | undefined {
  const fenced = /^```toml[^\n]*\n([\s\S]*?)\n```/m.exec(text);
  const opening = text.trimStart();
  // Stryker disable next-line LogicalOperator: a fenced block is read as its body whatever `whole` says
  const whole = !fenced && /^(?:#[^\n]*\n\s*)*(?:\[{1,2}[\p{L}\w."' -]+\]{1,2}|[\p{L}\w-]+\s*=\s*\S)/u.test(opening);
  const body = fenced ? (fenced[1] as string) : whole ? text : undefined;
  if (body === undefined) return undefined;
  try {
    const data = tomlData(parseToml(body), lang);
    const start = fenced ? text.slice(0, fenced.index).split('\n').length + 1 : 1;
    return { data, start, end: start + body.split('\n').length - 1 };
    // Stryker disable next-line BlockStatement: falling off the end returns undefined as well
  } catch {
    return undefined;
  }
}

/** A cast list's line: "ANNA KELLER (24) — the ferryman's daughter…", "DR. JOHN SEWARD, forties: the asylum's doctor". */
const CAST_LINE =
  /^\s*(?:[-*+]\s+)?(?:\*\*)?(\p{Lu}[\p{Lu}'’.-]+(?:\s+\p{Lu}[\p{Lu}'’.-]*){0,4})(?:\*\*)?\s*(?:\(([^)]*)\))?\s*(?:[—–:,]|\s-\s)\s*(\S.*)$/u;

/** A stage or screen cast list's entry: the name in capitals, its bracket (an age, another name), and what follows. */
export function castLine(text: string): { name: string; bracket?: string; rest: string } | undefined {
  const m = CAST_LINE.exec(text);
  if (!m) return undefined;
  // Stryker disable next-line MethodExpression: CAST_LINE's name opens and ends on a capital or a stop, never a space
  const name = (m[1] as string).trim();
  // "TV", "OK", "I": capitals of one short word are no one's name.
  if (!/\s/.test(name) && name.replace(/[^\p{Lu}]/gu, '').length < 3) return undefined;
  return { name, ...(m[2] ? { bracket: (m[2] as string).trim() } : {}), rest: (m[3] as string).trim() };
}
