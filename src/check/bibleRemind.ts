import { upperFirst } from './bibleFormats.js';

/**
 * A bible kept as a Remind(1) file: "#" and ";" comments, "SET name "value"" lines, and reminders "REM Sat 3 Jul
 * 1937 AT 05:10 MSG …". Its sections are comments that name them ("# ---------- CAST"); a run of SET lines sharing a
 * prefix is one entry ("ruth_eyes", "ruth_hair": Ruth's eyes and hair), named by the comment just above it when that
 * comment opens on a name holding the prefix ("# Henrik "Hank" Anderson, agent…" over "hank_age"), else by the
 * prefix; a SET alone is an entry of its own, its name the variable's words ("walter_hope": Walter Hope). Read as
 * writer's own Markdown: a section heading, an entry "### Name" over "- field: value" lines (the variable's suffix
 * the field), the comment's words as its prose and the names it quotes ('"Ruthie" (her father only)') as theirs; the
 * reminders, their dates and messages, as the timeline. Each line out keeps its line in the file.
 */

/** "SET ruth_eyes "grey"", "set age 17": a variable and its value. */
const SET = /^\s*SET\s+([A-Za-z_][A-Za-z0-9_]*)\s+(.*?)\s*$/i;
/** "REM Sat 3 Jul 1937 AT 05:10 MSG the dust": a reminder, its trigger and its body. */
const REM = /^\s*REM\s+(.*?)\s*\b(?:MSG|MSF|CAL|SPECIAL\s+\S+|PS|PSFILE|RUN)\b\s*(.*)$/i;
/** The words of a trigger that say no date: a time, a repeat, a warning, a tag. */
const NOT_DATE =
  /\b(?:AT|DURATION|UNTIL|THROUGH|FROM|SCHED|WARN|SKIP|BEFORE|AFTER|OMIT|PRIORITY|TAG|INFO|ONCE|SATISFY|SCANFROM|ADDOMIT|NOQUEUE)\b.*$/i;

/** Whether a text is a Remind file: reminders ("REM … MSG") and SET lines, or reminders alone, three or more. */
export function isRemind(source: string): boolean {
  const lines = source.split('\n');
  const rems = lines.filter((l) => REM.test(l)).length;
  const sets = lines.filter((l) => SET.test(l) && /^\s*SET\s/.test(l)).length;
  const other = lines.filter(
    (l) => l.trim() !== '' && !/^\s*[#;]/.test(l) && !REM.test(l) && !SET.test(l) && !/^\s*[A-Z-]+\b/.test(l),
  ).length;
  return rems >= 3 && other === 0 && (sets >= 2 || rems >= 5);
}

/** A SET's value: a quoted string without its quotes and escapes, or the expression as written. */
function setValue(raw: string): string {
  const quoted = /^"((?:\\.|[^"\\])*)"/.exec(raw);
  return quoted ? (quoted[1] as string).replace(/\\(.)/g, '$1') : raw;
}

/** A reminder's body as words: Remind's substitutions ("%b", "%"…%"", "%_") and pasted expressions ("[x]") dropped. */
function bodyOf(raw: string): string {
  return raw
    .replace(/%"/g, '')
    .replace(/%_/g, ' ')
    .replace(/%[a-zA-Z0-9!@#*]/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A comment's words: its mark and any rule of dashes or equals signs around them. */
function commentText(line: string): string {
  return line
    .replace(/^\s*[#;]+\s?/, '')
    .replace(/^[\s=*~-]{3,}|[\s=*~-]{3,}$/g, '')
    .trim();
}

/** A comment that heads a part of the file: a rule of dashes or equals signs with words, or words alone in capitals. */
function headingOf(line: string): string | undefined {
  if (!/^\s*[#;]/.test(line)) return undefined;
  const words = commentText(line);
  const ruled = /[=*~-]{3,}/.test(line);
  if (words === '' || !(ruled || (/^[\p{Lu}\s&/()-]+$/u.test(words) && /\p{Lu}{3}/u.test(words)))) return undefined;
  return words;
}

/** "pool_elevator" → "Pool elevator"; as a name ("walter_hope") → "Walter Hope". */
function wordsOf(variable: string, name: boolean): string {
  const words = variable.split('_').filter((w) => w !== '');
  return words.map((w, k) => (name || k === 0 ? upperFirst(w) : w)).join(' ');
}

export interface RemindWords {
  /** The section a heading's words name ("CAST" → characters), undefined for none. */
  sectionOf: (title: string) => string | undefined;
  /** The heading each section is written under ("Characters", "Timeline"). */
  titles: { characters: string; timeline: string };
  /** Whether words look like a person's name ("Ruth Anderson", 'Henrik "Hank" Anderson'). */
  isName: (text: string) => boolean;
  /** A labelled value as the entry's lines ("fate", "heart; Thu 19 Aug 1937": its death, then the rest). */
  field: (label: string, value: string) => string[];
  /** The label of the names someone goes by ("aliases"). */
  aliasLabel: string;
}

/** The Remind file as Markdown, and for each of its lines the line of the file it came from. */
export function remindAsMarkdown(source: string, words: RemindWords): { markdown: string; sourceLines: number[] } {
  const out: Array<{ text: string; line: number }> = [];
  const timeline: Array<{ text: string; line: number }> = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let section: string | undefined;
  /** The comment lines since the last blank line or SET: the words over the next entry. */
  let comment: Array<{ text: string; line: number }> = [];
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i] as string;
    const line = i + 1;
    const heading = headingOf(raw);
    if (heading !== undefined) {
      section = words.sectionOf(heading);
      out.push({ text: `## ${upperFirst(heading.toLowerCase())}`, line });
      comment = [];
      continue;
    }
    const rem = REM.exec(raw);
    if (rem) {
      // "Sat 3 Jul 1937 AT 05:10": the date, its time and repeats left out; a date typed "1937-07-03" stays so.
      const when = (rem[1] as string)
        .replace(NOT_DATE, '')
        .replace(/[+*-]\d+/g, '')
        .trim();
      const body = bodyOf(rem[2] as string);
      timeline.push({ text: `- ${[when, body].filter((p) => p !== '').join(' — ')}`, line });
      continue;
    }
    if (/^\s*[#;]/.test(raw)) {
      const text = commentText(raw);
      if (text !== '') comment.push({ text, line });
      continue;
    }
    const set = SET.exec(raw);
    if (!set) {
      // A blank line (or a line of Remind's own, OMIT, FSET…) ends what a comment says of the next entry.
      if (raw.trim() === '' && comment.length > 0) {
        for (const c of comment) out.push({ text: c.text, line: c.line });
        out.push({ text: '', line });
      }
      comment = [];
      continue;
    }
    // The run of SET lines sharing this one's prefix ("ruth_eyes", "ruth_hair"): one entry, each suffix a field. A
    // SET alone in its run ("walter_hope", "hank_hat" among the objects) is an entry of its own, named by its words.
    const variable = set[1] as string;
    const prefix = variable.split('_')[0] as string;
    const run: Array<{ variable: string; value: string; line: number }> = [];
    for (let j = i; j < lines.length; j++) {
      const next = SET.exec(lines[j] as string);
      if (!next || !variable.includes('_') || (next[1] as string).split('_')[0] !== prefix) break;
      run.push({ variable: next[1] as string, value: setValue(next[2] as string), line: j + 1 });
    }
    const fields = run.length > 1;
    if (!fields) run.splice(0, run.length, { variable, value: setValue(set[2] as string), line });
    i += run.length - 1;
    // The comment over the run names it when it opens on a name holding the prefix ("Henrik "Hank" Anderson, …").
    const first = comment[0];
    // Stryker disable next-line StringLiteral: with no comment the lead is never a name, whatever words stand in for it
    const lead = first?.text.split(/[,.;(]|\s[—–-]{1,2}\s/)[0]?.trim() ?? '';
    const named =
      fields &&
      words.isName(lead) &&
      lead.replace(/["“”]/g, '').toLowerCase().split(/\s+/).includes(prefix.toLowerCase());
    const people = section !== undefined && section === words.sectionOf(words.titles.characters);
    // "SET pike "Stanley Pike, relief inspector; …"": a value that opens on a full name holding the variable's last
    // word names the entry by it.
    // ("Dr. Alasdair Fraser of Carlow; 61": the longest run of its opening words that is a name.)
    const opening = (/^[^,;(]+/.exec(run[0]?.value ?? '')?.[0] ?? '').trim().split(/\s+/);
    const own = fields
      ? undefined
      : opening.map((_, k) => opening.slice(0, opening.length - k).join(' ')).find((n) => words.isName(n));
    const last = variable.split('_').at(-1)?.toLowerCase() ?? '';
    const fromValue =
      people &&
      own
        ?.toLowerCase()
        .split(/[\s.]+/)
        .includes(last)
        ? own
        : undefined;
    const name = fields ? (named ? lead : upperFirst(prefix)) : (fromValue ?? wordsOf(variable, people));
    out.push({ text: `### ${name}`, line: run[0]?.line ?? line });
    // The comment's words after the name (or all of them): the entry's prose.
    if (first) {
      const rest = named ? first.text.slice(lead.length).replace(/^[\s,.;]+/, '') : first.text;
      const prose = [rest, ...comment.slice(1).map((c) => c.text)].join(' ').trim();
      if (prose !== '') out.push({ text: prose, line: first.line });
      // '"Ruthie" (her father only); "Roo" (June only)': the names a person's note quotes are names they go by.
      const quoted = [...prose.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1] as string).filter(words.isName);
      if (named && quoted.length > 0)
        for (const text of words.field(words.aliasLabel, quoted.join(', '))) out.push({ text, line: first.line });
    }
    for (const r of run) {
      const field = fields ? r.variable.slice(prefix.length + 1).replace(/_/g, ' ') : '';
      if (field !== '') {
        for (const text of words.field(field, r.value)) out.push({ text, line: r.line });
        continue;
      }
      // A value of terse parts ("storekeeper; 60; bald; son killed at Passchendaele 1917"): a line each, after the
      // name it opens on; no bullet, as a bullet of a name ("- Swede") would be an entry of its own.
      const value = fromValue ? r.value.slice((fromValue as string).length).replace(/^[\s,;]+/, '') : r.value;
      // Stryker disable next-line Regex: each part is trimmed, so the spaces after a semicolon split off are no matter
      for (const part of value.split(/\s*;\s+/)) if (part.trim() !== '') out.push({ text: part.trim(), line: r.line });
    }
    out.push({ text: '', line: run.at(-1)?.line ?? line });
    comment = [];
  }
  if (timeline.length > 0) out.push({ text: `## ${words.titles.timeline}`, line: timeline[0]?.line ?? 1 }, ...timeline);
  return { markdown: out.map((l) => l.text).join('\n'), sourceLines: out.map((l) => l.line) };
}
