import { absencesIn } from './bibleAbsence.js';
import { canonicalBible, type Line, looksLikeName, NICKNAME_INSIDE } from './bibleDialects.js';
import { titleCase } from './bibleFormats.js';
import { bibleGivings } from './bibleGivings.js';
import { isEpithet, labelField } from './bibleRecords.js';
import { datesIn, seasonIn, weekdaysIn } from './dates.js';
import { kinEdges, kinInEntryLine } from './kin.js';
import { isCalendarWord } from './lang/index.js';
import type { BibleField, Language } from './lang/language.js';
import { escapeRegExp, stripPossessive, withoutEmphasis } from './text.js';
import type {
  Bible,
  Change,
  Character,
  CharacterField,
  ObjectEvent,
  Place,
  StoryObject,
  Style,
  Thread,
  TimelineEntry,
} from './types.js';

/**
 * bible.md read tolerantly. The system prompt asks for a shape (sections
 * Characters, Places, Timeline, Objects, Style, Open threads; one entry per
 * "### Name" or top-level bullet; "field: value" lines), but a bible written
 * by hand or by an older run still gives what it can: a missing section only
 * means fewer checks, and the report says which.
 */

interface Entry {
  name: string;
  line: number;
  /** The entry's lines after its name, with their line numbers. */
  body: Array<{ text: string; line: number }>;
}

const SECTION_ORDER = ['threads', 'timeline', 'characters', 'places', 'objects', 'style'] as const;
const HEADING = /^\s*(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^([-*+]|\d+[.)])\s+(.*)$/;

function clean(text: string): string {
  // "- Age: *forty-one*": a value in italics is the value, as one in bold is.
  return withoutEmphasis(text)
    .replace(/\*\*|__|`/g, '')
    .replace(/^\s*[-*+]\s+/, '')
    .trim();
}

/** Split the bible into its sections by their level-1/2 headings (a bold line alone also serves). */
function sections(lines: readonly Line[], lang: Language): Map<string, Array<{ text: string; line: number }>> {
  const out = new Map<string, Array<{ text: string; line: number }>>();
  let current: string | undefined;
  lines.forEach(({ text, line }) => {
    const heading = HEADING.exec(text);
    const boldAlone = /^\s*\*\*([^*]+)\*\*:?\s*$/.exec(text);
    const title = heading && (heading[1] as string).length <= 2 ? (heading[2] as string) : boldAlone?.[1];
    if (title !== undefined) {
      const name = SECTION_ORDER.find((section) => lang.sections[section]?.test(title));
      if (name || heading) {
        current = name;
        if (name && !out.has(name)) out.set(name, []);
        return;
      }
    }
    if (current) out.get(current)?.push({ text, line });
  });
  return out;
}

/**
 * Entries of a section: "### Name" headings, else top-level bullets (or table rows). A bullet that is a field's
 * label and its value ("- Status: draft", a reStructuredText field list under the title) is no entry of its own.
 */
function entries(body: ReadonlyArray<{ text: string; line: number }>, lang: Language): Entry[] {
  const out: Entry[] = [];
  const byHeading = body.some((l) => /^\s*#{3,6}\s/.test(l.text));
  for (const l of body) {
    if (l.text.trim() === '') continue;
    const heading = HEADING.exec(l.text);
    const bullet = BULLET.exec(l.text);
    const row = /^\s*\|(.+)\|\s*$/.exec(l.text);
    const label = bullet ? /^([^:]+):/.exec(bullet[2] as string)?.[1] : undefined;
    const starts = byHeading
      ? heading !== null
      : (bullet !== null && /^\S/.test(l.text) && !(label && labelField(label, lang))) || row !== null;
    if (starts) {
      if (row && /^[\s|:-]+$/.test(row[1] as string)) continue;
      const raw = heading
        ? (heading[2] as string)
        : row
          ? (row[1] as string).replace(/\s*\|\s*/g, ' — ')
          : (bullet?.[2] as string);
      out.push({ name: raw, line: l.line, body: [] });
    } else {
      out.at(-1)?.body.push(l);
    }
  }
  return out;
}

/** The fields a record writes by their own names ("- eyes: grey", bibleRecords.ts), in any language. */
const OWN_KEYS: readonly BibleField[] = ['eyes', 'hair', 'age', 'role', 'home', 'aliases', 'fate', 'gender'];

function fieldKey(key: string, lang: Language): BibleField | undefined {
  // Stryker disable next-line MethodExpression: every key comes from a part already trimmed, and its lazy match leaves the spaces before ":" to \s*
  const k = key.trim();
  return lang.bible.fieldKeys.find(([pattern]) => pattern.test(k))?.[1] ?? OWN_KEYS.find((f) => f === k);
}

const oneSpaced = (name: string) => name.replace(/\s+/g, ' ');

/** "key: value" segments of a line ("eyes: grey; hair: black" gives two). */
/** "eyes: grey" → ["eyes", "grey"]; undefined when the text is no key and value. */
function keyValueOf(part: string): [string, string] | undefined {
  const m = /^([\p{L} .]{2,24}?)\s*:\s*(.+)$/u.exec(part);
  // Stryker disable next-line MethodExpression: every part is trimmed at both ends before, and \s* takes the spaces after ":"
  return m ? [m[1] as string, (m[2] as string).trim()] : undefined;
}

function keyValues(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // A dash between two figures is a range ("the night of Mon 10 – Tue 11 Mar 1952", "1914 – 1918"), not a new part;
  // after an age ("40 — blacksmith") it is one.
  for (const part of clean(text).split(/\s*[;|]\s*|\s+[—–]\s+(?!(?<=\d\s+[—–]\s+)(?:\p{L}{1,4}\.?\s+)?\d)/u)) {
    const kv = keyValueOf(part);
    if (kv) out.push(kv);
  }
  return out;
}

/**
 * A name typed in capitals as a heading ("BJARNI ÓLAFSSON", an outline's or a glossary's headword) as the text
 * writes it ("Bjarni Ólafsson"); a name with a small letter is kept as typed.
 */
function asWritten(name: string): string {
  return /\p{Ll}/u.test(name) ? name : titleCase(name);
}

/** The ways an entry's name can appear: the full name, its parts, and any (parenthesised) or "quoted" alias. */
function namesOf(raw: string, lang: Language): { name: string; names: string[]; rest: string } {
  // 'William "Bill" Pruitt': the name is "William Pruitt", and "Bill" one it goes by.
  // 'Bastiano Gallo, "Bas"', 'Luis Rojas — "Lucho"': the nickname after a comma or a dash too.
  const text = clean(raw)
    .replace(NICKNAME_INSIDE, '$1 $3 ($2)')
    .replace(/^([^,(—–"“]+?)\s*(?:,|\s[—–])\s*["“]([^"”]+)["”]/u, '$1 ($2),');
  const m = /^([^—–:(,;"“]+?)\s*(?:\(([^)]*)\))?\s*(?:["“]([^"”]+)["”])?\s*(?:[—–:,;]\s*(.*))?$/u.exec(text);
  // Stryker disable next-line MethodExpression: the text is trimmed, and the lazy name leaves its trailing spaces to \s*
  const typed = (m?.[1] ?? text).trim();
  const name = asWritten(typed);
  const names = new Set<string>([name]);
  // "LILLIAN HART (LIL, LILLY)": the short forms of a name in capitals are written as the name is, "Lil".
  const inCapitals = name !== typed;
  for (const alias of [m?.[2], m?.[3]])
    if (alias) for (const a of splitAliases(alias, lang)) names.add(inCapitals ? asWritten(a) : a);
  // Stryker disable next-line Regex: a run of spaces split one by one only gives "" parts, which are too short to be a name
  for (const part of name.split(/\s+/)) {
    const word = part.replace(/[^\p{L}'’-]/gu, '');
    // "Doña Greta": a title the text reads ("Doña", "Señor") is no name of hers, as "Mrs" is not.
    const lower = word.toLowerCase();
    if (word.length >= 2 && /^\p{Lu}/u.test(word) && !lang.bible.nameTitles.has(lower) && !lang.titles.has(lower))
      names.add(word);
  }
  return { name, names: [...names], rest: m?.[4] ?? '' };
}

/**
 * The names a line of other names gives: each part of the list, or, when the line says more of them in words
 * ('"Formiga" (the Ant) by the Mestre, Gaspar and the company'), only the names in quotes (not "Gaspar", who says it).
 */
function aliasesIn(text: string, lang: Language): string[] {
  const quoted = [...text.matchAll(/["“]([^"”]+)["”]/g)].map((m) => m[1] as string);
  const rest = text
    .replace(/["“][^"”]*["”]|\([^)]*\)/g, ' ')
    .split(lang.bible.aliasSeparator)
    .join(' ');
  const prose = (rest.match(/(?<![\p{L}'’])\p{Ll}+/gu) ?? []).some((w) => !lang.bible.aliasLead.test(`${w} `));
  return splitAliases(quoted.length > 0 && prose ? quoted.join(', ') : text, lang);
}

/** Characters between a death's word and the day it is given on, at most: "dies on Sun 11 Oct", "on 2 June 1931 he died". */
const DEATH_DAY_REACH = 12;
/** Characters between a death's word and a day after it in the same clause, with no stop or comma between. */
const DEATH_CLAUSE_REACH = 40;

/** "wife Lettie died before chapter 1" in Amos's entry is Lettie's death, not his: a name before the death's word that is none of theirs. */
function deathOfAnother(text: string, names: readonly string[], lang: Language): boolean {
  const words = lang.bible;
  return [...(text.split(words.deathWords)[0] ?? '').matchAll(/(?<!^|[-*+]\s)\b\p{Lu}[\p{L}'’-]+/gu)].some(
    (m) =>
      !names.some((n) => n.split(/\s+/).includes(m[0])) &&
      !words.fateHeadWords.test(m[0]) &&
      // "on Sunday 12 June 1949 she died": a day's and a month's names are no one's.
      !isCalendarWord(m[0], lang),
  );
}

function splitAliases(text: string, lang: Language): string[] {
  return (
    text
      .split(lang.bible.aliasSeparator)
      .map((a) =>
        a
          .trim()
          .replace(lang.bible.aliasLead, '')
          // Quotes go; an apostrophe inside a word stays ("the Guv'nor", "O'Brien" are written so in the text).
          .replace(/["“”]|(?<!\p{L})['‘’]|['‘’](?!\p{L})/gu, '')
          .trim()
          // "Francis Bishop on the will": the name, not the note in lower case that goes on after it; a particle
          // inside the name ("Vincent van Damme on the deed") and a lower-case lead ("the Colonel to his men") stay.
          // (The note is what follows the last capitalised word: all the name before it stays as it is.)
          .replace(/(\p{Lu}[\p{L}.-]*)\s+\p{Ll}[^\p{Lu}]*$/u, '$1')
          // "…; Mrs. Harland.": the stop that ends the list is no part of the last name (a title's stays: "Mrs.").
          .replace(/(?<=\p{L}{2})\.$/u, (stop, at: number, all: string) =>
            lang.bible.typed.abbreviation.test(all.slice(0, at + 1)) ? stop : '',
          ),
      )
      // "POV 1 3 5 9", "b. 1946": a note in brackets with figures in it is no one's name.
      .filter((a) => a.length >= 2 && (/\p{Lu}/u.test(a) || isEpithet(a, lang)) && !/\d/.test(a))
  );
}

/**
 * The chapter a bible phrase points at: "chapter 7", "ch. 7", "chapter_07.md",
 * "Chapter Seven", "the seventh chapter"; "before the story opens" (or "before
 * chapter_01.md") is chapter 0, before the first. Undefined when none.
 */
export function chapterRef(text: string, lang: Language): number | undefined {
  const refs = lang.bible.chapterRefs;
  if (refs.opening.test(text)) return 0;
  const before = refs.before.exec(text);
  if (before) return Math.max(0, Number(before[1]) - 1);
  const numeric = refs.numbered.exec(text);
  if (numeric) return Number(numeric[1]);
  const word = refs.worded.exec(text);
  const n = word ? lang.numbers.get((word[1] as string).toLowerCase()) : undefined;
  if (n !== undefined) return n;
  const nth = refs.nth.exec(text);
  if (nth) return Number(nth[1]);
  const ordinal = refs.ordinal.exec(text);
  const o = ordinal ? lang.ordinals.get((ordinal[1] as string).toLowerCase()) : undefined;
  if (o !== undefined) return o;
  if (refs.last.test(text)) return Number.POSITIVE_INFINITY;
  return undefined;
}

/** "dies in chapter_07.md", "died 2 October, before the story opens": the chapter of a death, when the text gives one. */
export function fateChapter(text: string, lang: Language): number | undefined {
  const death = lang.bible.deathWords;
  if (!death.test(text) || lang.bible.survival.test(text)) return undefined;
  const at = death.exec(text)?.index ?? 0;
  const n = chapterRef(text.slice(at), lang) ?? chapterRef(text, lang);
  return n === Number.POSITIVE_INFINITY ? undefined : n;
}

/** An age written in digits or words: "52", "fifty-two", "twenty-seven years old". */
export function ageIn(text: string, lang: Language): number | undefined {
  const digits = lang.bible.ageDigits.exec(text);
  const value = digits?.slice(1).find((d) => d !== undefined);
  if (value) return Number(value);
  for (const words of text.matchAll(lang.bible.ageWords)) {
    // "a scar from falling on the pier when she was six": an age of another time.
    if (lang.bible.ageOtherTime.test(text.slice(0, words.index))) continue;
    const word = (words[1] ?? words[2] ?? words[3] ?? words[4] ?? words[5])?.toLowerCase() ?? '';
    const [tens, unit] = word.split('-');
    const a = lang.numbers.get(tens as string);
    if (a === undefined) continue;
    if (unit === undefined) {
      // "is one of them", "was two days late": a small number after a verb is seldom an age; alone it is one.
      if (a >= 5 || words[4]) return a;
      continue;
    }
    const b = lang.numbers.get(unit);
    if (b !== undefined && a >= 20 && b < 10) return a + b;
  }
  return undefined;
}

/**
 * A change a character entry records in its own words: "Hair: brown; dyes it
 * black in chapter_03.md", "brown, dyed black (ch. 3)", "which she dyes black
 * in the third chapter", "moves to Leeds in chapter 5".
 */
function recordedChange(
  text: string,
  field: CharacterField | undefined,
  lang: Language,
): { field: CharacterField; value: string; chapter: number } | undefined {
  const change = changeIn(text, field, lang);
  return change?.chapter === undefined || change.chapter === Number.POSITIVE_INFINITY
    ? undefined
    : { ...change, chapter: change.chapter };
}

/**
 * A change of looks or home a text tells, with its chapter when it names one (see recordedChange); `stated` when the
 * colour is said between the look and the verb ("hair white, cut short"), the new state itself.
 */
function changeIn(
  text: string,
  field: CharacterField | undefined,
  lang: Language,
): { field: CharacterField; value: string; chapter?: number; stated?: true } | undefined {
  const words = lang.bible;
  const verb = words.changeVerb.exec(text);
  if (!verb) return undefined;
  const after = text.slice(verb.index);
  const chapter = chapterRef(after, lang);
  const at = chapter === undefined ? {} : { chapter };
  const moved = words.movedTo.exec(after);
  if (moved) return { field: 'home', value: (moved[1] as string).trim(), ...at };
  // The field named last before the verb ("hazel eyes and brown hair, which she dyes black…": hair).
  const feature = [...text.slice(0, verb.index).matchAll(words.featureNames)].at(-1);
  const named = feature?.[1];
  // The colour after the verb ("dyes it black"), or else one between the field and the verb: "hair white, cut short
  // to the jaw (ch. 10)" is white from chapter 10.
  // Within the verb's own clause: "cut short to the jaw; eyes the same grey" gives the hair no grey.
  const afterVerb = colourWords(after.replace(words.chapterRefs.tail, '').split(/;|\.\s/)[0] ?? '', lang)[0];
  const beforeVerb = feature
    ? colourWords(text.slice((feature.index ?? 0) + feature[0].length, verb.index), lang)[0]
    : undefined;
  const colour = afterVerb ?? beforeVerb;
  const which: CharacterField | undefined = named
    ? words.eyesName.test(named)
      ? 'eyes'
      : 'hair'
    : words.dyeVerb.test(verb[0])
      ? 'hair'
      : field;
  if (!colour || (which !== 'hair' && which !== 'eyes')) return undefined;
  return { field: which, value: colour, ...at, ...(afterVerb === undefined ? { stated: true } : {}) };
}

function character(entry: Entry, lang: Language, changes: Array<Omit<Change, 'character'>>): Character {
  const words = lang.bible;
  const { name, names, rest } = namesOf(entry.name, lang);
  const c: Character = { name, names, line: entry.line, fields: {} };
  const all = [{ text: rest, line: entry.line }, ...entry.body];
  let she = 0;
  let he = 0;
  /** Changes of looks the entry tells at no chapter: their colours join the field's once every line is read. */
  const later: Array<{ field: CharacterField; value: string }> = [];
  /** Eyes, hair and age read from an entry's free prose: kept until every keyed line has been read. */
  const loose: Partial<Record<'eyes' | 'hair' | 'age', { value: string; line: number }>> = {};
  for (const l of all) {
    let lastField: CharacterField | undefined;
    // "Names: Grace; Miss Mercer; Gracie (her father's)": a line of other names is one list, though ";" splits its
    // names, up to a part that is another field ("; eyes: grey"); a remark in brackets is no name.
    let fields = l.text;
    const parts = clean(l.text).split(/\s*[;|]\s*/);
    const head = keyValueOf(parts[0] ?? '');
    if (head && fieldKey(head[0], lang) === 'aliases') {
      const more = parts.findIndex((part, i) => {
        const kv = i > 0 ? keyValueOf(part) : undefined;
        return kv !== undefined && fieldKey(kv[0], lang) !== undefined;
      });
      // Stryker disable next-line EqualityOperator: the part at 0 is the list's own head, never another field: more is never 0
      const names = [head[1], ...parts.slice(1, more < 0 ? undefined : more)].join('; ').replace(/\([^)]*\)/g, '');
      for (const a of aliasesIn(names, lang)) c.names.push(a);
      // Stryker disable next-line ConditionalExpression,BlockStatement,EqualityOperator: read on as any line, a list of names gives its first name again (kept once) and no field; more is never 0
      if (more < 0) continue;
      fields = parts.slice(more).join('; ');
    }
    for (const [key, value] of keyValues(fields)) {
      const field = fieldKey(key, lang);
      if (!field) continue;
      if (field === 'aliases') for (const a of aliasesIn(value, lang)) c.names.push(a);
      else if (field === 'fate') {
        // "dies in chapter 7", "chapter 7" alone: a death; "leaves the rock in chapter 4": not one.
        const chapter = words.deathWords.test(value)
          ? fateChapter(value, lang)
          : words.chapterAlone.test(value)
            ? chapterRef(value, lang)
            : undefined;
        if (chapter !== undefined && chapter !== Number.POSITIVE_INFINITY && !words.survival.test(value))
          c.diesIn = { value: chapter, line: l.line };
        // "Died: Sun 11 Oct 1936", "Status: dies 11 October": a day and no chapter, placed by the text's calendar —
        // the day right beside the death's word (or opening a death's label), not a letter's date later in the line
        // ("Her father, Tom Rennie, died in November 1961 … a letter he wrote her on Sunday 12 June 1949").
        const cue = words.deathWords.exec(value);
        const [start, end] = cue ? [cue.index, cue.index + cue[0].length] : [0, 0];
        // A day further on in the death's own clause is its day too: "killed outside Ortona Mon 20 Dec 1943".
        const near = (d: { index: number; length: number }) =>
          (d.index >= end ? d.index - end : start - (d.index + d.length)) <= DEATH_DAY_REACH ||
          (d.index >= end && d.index - end <= DEATH_CLAUSE_REACH && !/[,;:.()]/.test(value.slice(end, d.index)));
        const day =
          (cue || words.deathWords.test(key)) && !words.survival.test(value) && !deathOfAnother(value, c.names, lang)
            ? datesIn(value, lang).find(near)
            : undefined;
        if (day && !c.diesOn)
          c.diesOn = {
            value: { day: day.day, month: day.month, ...(day.year ? { year: day.year } : {}) },
            line: l.line,
          };
      } else if (field === 'gender') {
        if (words.femaleValue.test(value)) c.gender = 'female';
        else if (words.maleValue.test(value)) c.gender = 'male';
      } else {
        lastField = field;
        // "brown, dyed black (ch. 3)": the value is what holds before the change.
        const change = recordedChange(value, field, lang);
        const before = change ? value.slice(0, words.changeVerb.exec(value)?.index).replace(/[\s,;(–—-]+$/, '') : value;
        if (change) changes.push({ ...change, line: l.line });
        // "forty-one (eleven in 1944)": the age in words before a bracket, when the whole value reads as none (its
        // first figure is the note's year). "29 (born 1945)" keeps its note: its first figure is the age.
        const head = before.replace(/\s*\(.*$/, '');
        const age =
          field === 'age' ? (ageIn(before, lang) ?? (/\d/.test(head) ? undefined : ageIn(head, lang))) : undefined;
        if (before !== '') c.fields[field] ??= { value: age !== undefined ? String(age) : before, line: l.line };
        // "17 (42 in 1962)": the ages it gives at other years, kept beside the age the field holds.
        // (The age is the first figure when the value reads as none: "17 (42 in 1962)", "29 (born 1945)".)
        // "17 in 1937; 42 in winter 1962-63": the later ages may stand in a clause of their own after it.
        const first = age ?? Number(/^\D{0,8}?(\d{1,3})\b/.exec(before)?.[1] ?? Number.NaN);
        if (field === 'age' && c.fields.age?.line === l.line) {
          const later = [...clean(l.text).matchAll(words.ageAtYear)].map((m) => Number(m[1])).filter((n) => n > first);
          if (later.length > 0) c.agesAt = [...(c.agesAt ?? []), ...later.map((value) => ({ value, line: l.line }))];
        }
      }
    }
    // A clause of its own after the value ("Hair: brown; dyes it black in chapter_03.md").
    for (const part of clean(l.text)
      .split(/\s*;\s*/)
      .slice(1)) {
      if (/^[\p{L} .]{2,24}:/u.test(part)) continue;
      const change = recordedChange(part, lastField, lang);
      if (change) changes.push({ ...change, line: l.line });
      // "Hair: dark brown; dyed blue on 17 October": a change the bible gives no chapter for holds at some point;
      // the new colour is no slip anywhere, and the old one neither.
      const field = lastField === 'hair' || lastField === 'eyes' ? c.fields[lastField] : undefined;
      const undated = !change && field && words.changeVerb.test(part) ? colourWords(part, lang) : [];
      if (field && undated.length > 0) field.value = `${field.value}, ${undated.join(', ')}`;
    }
    // A line with no key, or with a key that names no field ("Notes: dyes her hair black in chapter 3") or a field
    // that is no look ("Fate: dyes her hair black in chapter 4 and sails for Oban"): a change told in it is recorded
    // all the same (once: a look's own line has recorded its change above).
    const keyed = keyValueOf(clean(l.text));
    if (!/^[\p{L} .]{2,24}:/u.test(clean(l.text)) || keyed !== undefined) {
      const change = recordedChange(keyed ? keyed[1] : l.text, undefined, lang);
      if (change && !changes.some((x) => x.line === l.line)) changes.push({ ...change, line: l.line });
      // "1994: hair white, cut short to the jaw": a change of looks at no chapter the bible can place holds at some
      // point, so its colour is no slip anywhere (added to the field's once every line is read).
      const undated = change ? undefined : changeIn(keyed ? keyed[1] : l.text, undefined, lang);
      if (undated?.stated && (undated.field === 'hair' || undated.field === 'eyes')) later.push(undated);
    }
    const text = l.text;
    // A line with no key: "Ship's pilot, lives in Harrowgate", "— innkeeper", "Blacksmith; eyes: blue".
    for (const part of clean(text).split(/\s*[;,]\s*|\s+[—–]\s+/)) {
      if (/^[\p{L} .]{2,24}:/u.test(part)) continue;
      const home = words.livesClause.exec(part);
      if (home) c.fields.home ??= { value: (home[1] as string).trim(), line: l.line };
      const role = words.roleClause.exec(part);
      if (role && lang.occupations.has((role[2] as string).toLowerCase()))
        c.fields.role ??= { value: (role[1] as string).toLowerCase(), line: l.line };
    }
    // Prose: "Tomas Hale is the blacksmith", "thirty-four, a ship's pilot who lives in Harrowgate".
    for (const m of clean(text).matchAll(words.roleInProse))
      if (lang.occupations.has((m[2] as string).toLowerCase()))
        c.fields.role ??= { value: (m[1] as string).toLowerCase(), line: l.line };
    const lives = words.livesIn.exec(text);
    if (lives) c.fields.home ??= { value: lives[1] as string, line: l.line };
    // "Goes by Mar", "Tomas calls her Mar", "whom everyone calls Eli", "known as the Captain".
    for (const m of text.matchAll(words.nicknameCue)) c.names.push(m[1] as string);
    // Only words about the entry's own person: not a quotation ("She'll float"), an object ("gives her to Immy"), or
    // another's possession ("his mother's house").
    const own = text
      // A quotation in double or single quotes ("cut short, 'like a boy from the choir'") is no word about them.
      .replace(/["“][^"”]*["”]/g, '')
      .replace(/(?<![\p{L}\p{N}])['‘][^'’\n]*['’](?![\p{L}\p{N}])/gu, '')
      .replace(lang.objectPronouns, '')
      // "wears Archie's tweed jacket after his death": a possessive pronoun after another's possessive name in the
      // clause is that other's.
      .replace(/(\p{Lu}[\p{L}-]*)['’]s\b([^;.]*)/gu, (all, name: string, rest: string) =>
        // Stryker disable next-line StringLiteral: what replaces the pronouns is only counted for gender words, and no text without them adds any
        c.names.some((n) => n.split(/\s+/).includes(name)) ? all : rest.replace(words.possessivePronouns, ''),
      )
      .replace(/\p{L}+['’]s\b/gu, '')
      // "his wife", "her husband": the kin word is the entry's own, the possessive another's.
      .replace(words.possessiveBeforeKin, '')
      .replace(words.kinBeforeName, '');
    she += (own.match(words.femaleWords) ?? []).length;
    he += (own.match(words.maleWords) ?? []).length;
    // Free prose: "grey eyes", "black hair", "34", "dies in chapter 7". What a keyed line says wins, wherever it
    // stands: "role: narrator (odd chapters 1, 3, 5)" above "age: 34" gives no age of 3.
    // "**grey** eyes": a colour set in bold or italics is the colour.
    const plain = withoutEmphasis(text)
      .replace(/\*\*|__/g, '')
      // "Mara's black hair" in Mara's entry is hers: the possessive of a name of her own names no other owner.
      .replace(/(\p{Lu}[\p{L}-]*)['’]s\b/gu, (all, name: string) =>
        c.names.some((n) => n.split(/\s+/).includes(name)) ? name : all,
      );
    if (!c.fields.eyes && !loose.eyes) {
      const eyes = words.eyesPhrase.exec(plain);
      const value = colourPhrase(eyes?.[1] ?? eyes?.[2], lang) ?? colourPhrase(words.eyesSaid.exec(plain)?.[1], lang);
      if (value) loose.eyes = { value, line: l.line };
    }
    if (!c.fields.hair && !loose.hair) {
      const hair = words.hairPhrase.exec(plain);
      const value = colourPhrase(hair?.[1] ?? hair?.[2], lang) ?? colourPhrase(words.hairSaid.exec(plain)?.[1], lang);
      if (value) loose.hair = { value, line: l.line };
    }
    if (!c.fields.age && !loose.age) {
      const age = ageIn(clean(text).replace(words.ageAside, ''), lang);
      if (age !== undefined && age < 130) loose.age = { value: String(age), line: l.line };
    }
    if (!c.diesIn && !deathOfAnother(text, c.names, lang)) {
      const fate = fateChapter(text, lang);
      if (fate !== undefined) c.diesIn = { value: fate, line: l.line };
    }
    // "MATT KEANE — dead, Sat 14 March 1981. Born 1911.", "- died Tue 4 May 2004": a line of the entry that opens on
    // the death, with its day right beside the death's word, as a "Died:" line gives it.
    const said = clean(text);
    const cue = c.diesIn || c.diesOn ? null : words.deathWords.exec(said);
    if (cue && /^[\s*•:–—-]*$/.test(said.slice(0, cue.index)) && !words.survival.test(said)) {
      const end = cue.index + cue[0].length;
      const day = deathOfAnother(said, c.names, lang)
        ? undefined
        : datesIn(said, lang).find((d) => d.index >= end && d.index - end <= DEATH_DAY_REACH);
      if (day)
        c.diesOn = { value: { day: day.day, month: day.month, ...(day.year ? { year: day.year } : {}) }, line: l.line };
    }
  }
  // "Killed 3 Mar 1938, aged 56. DEAD before the story.": an age in the prose of one dead before the story opens is
  // the age they died at, no age anyone has in it.
  if (c.diesIn?.value === 0) delete loose.age;
  for (const field of ['eyes', 'hair', 'age'] as const) {
    const found = loose[field];
    if (found) c.fields[field] ??= found;
  }
  for (const change of later) {
    const f = c.fields[change.field];
    if (f && !f.value.includes(change.value)) f.value = `${f.value}, ${change.value}`;
  }
  const away = absencesOf(all, lang);
  if (away.length > 0) c.away = away;
  if (!c.gender && she + he >= 1) {
    if (she > he * 2) c.gender = 'female';
    else if (he > she * 2) c.gender = 'male';
  }
  c.names = [...new Set(c.names.map((n) => stripPossessive(n, lang)))];
  // "Mrs. Pascoe", "Uncle Ned": a title among the names they go by tells the gender the entry did not.
  if (!c.gender) {
    const told = new Set(
      c.names
        .map((n) => lang.titles.get((n.split(/\s+/)[0] ?? '').toLowerCase().replace(/\.$/, '')))
        .filter((g): g is NonNullable<typeof g> => g !== undefined),
    );
    const [only] = told;
    if (told.size === 1 && only) c.gender = only;
  }
  // "Also called: Irini's mother": a name that is a kinship to another tells the gender as a title does.
  if (!c.gender) {
    const kin = new Set(
      c.names.flatMap((n) => {
        const noun = (/['’]s\s+(\p{Ll}+)$/u.exec(n)?.[1] ?? '').toLowerCase();
        return lang.reading.femaleNouns.has(noun) ? ['female'] : lang.reading.maleNouns.has(noun) ? ['male'] : [];
      }),
    );
    const [only] = kin;
    if (kin.size === 1 && only) c.gender = only === 'female' ? 'female' : 'male';
  }
  return c;
}

/**
 * The absences an entry records ("AWAY: Dublin, Mon 10 – Fri 14 Oct 1983"), each once. A line the bible wraps inside
 * the span ("Away in Dar es Salaam from Monday" over "27 November to Friday 8 December") is read with the next.
 */
function absencesOf(lines: readonly Line[], lang: Language): NonNullable<Character['away']> {
  const found: NonNullable<Character['away']> = [];
  for (const [i, l] of lines.entries()) {
    if (l.text.search(lang.bible.awayCue) < 0) continue;
    for (const span of absencesIn(`${l.text} ${lines[i + 1]?.text ?? ''}`, lang))
      if (!found.some((f) => JSON.stringify(f.value) === JSON.stringify(span)))
        found.push({ value: span, line: l.line });
  }
  return found;
}

/** "has hazel" → "hazel", "pale grey-green" stays: the words of a phrase from its first colour word on. */
function colourPhrase(text: string | undefined, lang: Language): string | undefined {
  if (!text) return undefined;
  const words = text.split(/\s+/);
  const first = words.findIndex((w) => colourWords(w, lang).length > 0 || lang.bible.shadeWords.test(w));
  // Stryker disable next-line ConditionalExpression: with no word a colour or a shade (first < 0) the whole text holds no colour word either, so the second test returns as the first does
  if (first < 0 || colourWords(text, lang).length === 0) return undefined;
  // "Mum sees the black hair": hair with its own article or owner is someone else's, not the entry's.
  if (first > 0 && lang.bible.notOwnFeature.test(words[first - 1] as string)) return undefined;
  return words.slice(first).join(' ');
}

/** The colour groups a phrase names ("pale grey-green" → grey, green). */
export function colourWords(text: string, lang: Language): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(/[a-z]+/g)) {
    const colour = lang.colours.get(m[0]);
    if (colour && !out.includes(colour)) out.push(colour);
  }
  return out;
}

function place(entry: Entry, lang: Language): Place {
  const { name, names, rest } = namesOf(entry.name, lang);
  return {
    name,
    names,
    line: entry.line,
    description: [rest, ...entry.body.map((l) => clean(l.text))].join(' '),
  };
}

function timelineEntry(text: string, line: number, lang: Language): TimelineEntry | undefined {
  const chapter = chapterRef(text, lang);
  if (chapter === undefined || chapter === Number.POSITIVE_INFINITY || chapter === 0) return undefined;
  const entry: TimelineEntry = { chapter, line, text: clean(text) };
  const weekday = weekdaysIn(text, lang)[0];
  if (weekday) entry.weekday = weekday.weekday;
  const date = datesIn(text, lang)[0];
  if (date) entry.date = { day: date.day, month: date.month, ...(date.year ? { year: date.year } : {}) };
  const season = seasonIn(text, lang);
  if (season) entry.season = season;
  const day = lang.bible.dayNumber.exec(text);
  if (day) entry.day = Number(day[1]);
  return entry;
}

function change(
  text: string,
  line: number,
  chapter: number,
  characters: readonly Character[],
  lang: Language,
): Change | undefined {
  const m = lang.bible.timelineChange.exec(clean(text));
  if (!m) return undefined;
  const who = characters.find((c) => c.names.includes(m[1] as string) || c.name === m[1]);
  const field = fieldKey(m[2] as string, lang);
  if (!who || !field || field === 'aliases' || field === 'fate' || field === 'gender') return undefined;
  return { chapter, character: who.name, field, value: (m[3] as string).trim(), line };
}

/**
 * A chain of keepers ("the key — Gaspar (30 years) -> Zé (ch. 8)"): its first keeper and each handing on. Only a
 * chain whose every handing on names its chapter: a keeper "until some Tuesday" would have the checks hold the
 * object to the wrong hands.
 */
function keeperChain(
  text: string,
  lang: Language,
): { first: string; on: Array<{ to: string; chapter: number }> } | undefined {
  const links = text.split(lang.bible.giving.arrow);
  if (links.length < 2) return undefined;
  const keeper = (link: string) => /(\p{Lu}[\p{L}-]+)[,.;:]?$/u.exec(link.replace(/\([^)]*\)/g, '').trim())?.[1];
  const first = keeper(links[0] as string);
  const on = links.slice(1).map((link) => ({
    // The arrow takes the spaces around it (giving.arrow): a step opens on its first word.
    to: /^\p{Lu}[\p{L}-]+/u.exec(link)?.[0],
    chapter: chapterRef(link, lang),
  }));
  if (!first || on.some((o) => !o.to || o.chapter === undefined || o.chapter === Number.POSITIVE_INFINITY))
    return undefined;
  return { first, on: on as Array<{ to: string; chapter: number }> };
}

function storyObject(entry: Entry, characters: readonly Character[], lang: Language): StoryObject {
  const text = [clean(entry.name), ...entry.body.map((l) => clean(l.text))].join(' ');
  const words = lang.bible;
  const { name, rest } = namesOf(entry.name, lang);
  const bare = name.replace(words.article, '');
  const possessive = /^(\p{Lu}[\p{L}-]+)['’]s\s+(.+)$/u.exec(bare);
  const noun = (possessive ? (possessive[2] as string) : bare).split(/\s+/).at(-1)?.toLowerCase() ?? bare;
  const obj: StoryObject = { name, noun: noun.replace(/[^\p{L}-]/gu, ''), line: entry.line, events: [] };
  const chain = keeperChain(text, lang);
  // The keeper the entry names ("— Ottilie's", "holder: Ottilie") before the one in the object's name ("Anselm's watch").
  const holderName =
    words.holderCue.exec(text)?.[1] ?? /^(\p{Lu}[\p{L}-]+)['’]s\b/u.exec(rest)?.[1] ?? possessive?.[1] ?? chain?.first;
  const holder = characters.find((c) => holderName && c.names.includes(holderName));
  if (holder) obj.holder = holder.name;
  else if (holderName) obj.holder = holderName;
  const lines = [{ text: entry.name, line: entry.line }, ...entry.body];
  for (const l of lines) {
    for (const sentence of l.text.split(words.eventSplit)) {
      const chapter = chapterRef(sentence, lang);
      if (chapter === undefined || chapter === Number.POSITIVE_INFINITY) continue;
      const event: ObjectEvent | undefined = words.objectLost.test(sentence)
        ? { chapter, kind: 'lost', line: l.line }
        : words.objectGiven.test(sentence)
          ? { chapter, kind: 'given', line: l.line }
          : undefined;
      if (!event) continue;
      const to =
        words.objectTo.exec(sentence)?.[1] ??
        // "returned", "gives it back to her": back to the keeper.
        (words.objectBack.test(sentence) ? obj.holder : undefined);
      if (to) event.to = characters.find((c) => c.names.includes(to))?.name ?? to;
      obj.events.push(event);
    }
  }
  // A chain's handings on, where no sentence of the entry told them.
  if (chain && obj.events.length === 0)
    for (const o of chain.on)
      obj.events.push({
        chapter: o.chapter,
        kind: 'given',
        line: entry.line,
        to: characters.find((c) => c.names.includes(o.to))?.name ?? o.to,
      });
  return obj;
}

/**
 * The book's voice. A bible that gives two (alternating narrators: "the odd
 * chapters in the first person, past tense; the even ones third person,
 * present") sets no book-wide person or tense for what it gives two of: each
 * chapter is then held to its own majority, not to one of the two.
 *
 * Read clause by clause in the bible's own order. Outside a Style section
 * only a clause about the telling counts ("Told in the first person, past
 * tense", "Meg narrates in the present tense"), never one about a text inside
 * the book ("her text message is in the present tense", "diary entries are in
 * her own first person"); and two clauses that disagree set nothing, for the
 * bible has not said which is the book's.
 */
function style(body: ReadonlyArray<{ text: string; line: number }>, lang: Language, own: boolean): Style | undefined {
  const words = lang.bible;
  const found: Style = { line: 0 };
  const persons = new Set<string>();
  const tenses = new Set<string>();
  for (const l of [...body].sort((a, b) => a.line - b.line)) {
    // "…, with first-person present-tense frames": the frames' voice, not the book's.
    for (const clause of l.text.replace(words.partVoice, ' ').split(/(?<=[.!?;])\s+/)) {
      const pov = [...clause.matchAll(words.person)].map((m) => (m[1] as string).toLowerCase());
      const tense = [...clause.matchAll(words.tense)].map((m) => ((m[1] ?? m[2] ?? m[3]) as string).toLowerCase());
      if (pov.length === 0 && tense.length === 0) continue;
      // Stryker disable next-line StringLiteral: a telling's words removed or replaced by any text without a cue word leave the same cue words, each still between non-word characters
      if (words.documentCue.test(clause.replace(words.person, '').replace(words.tense, ''))) continue;
      if (!own && pov.length === 0 && !words.tellingCue.test(clause)) continue;
      for (const p of pov) persons.add(p);
      for (const t of tense) tenses.add(t);
      if (pov[0] && !found.pov) {
        found.pov = pov[0] as Style['pov'] & string;
        found.line ||= l.line;
        const narrator = words.narratorAfterPerson.exec(l.text);
        const toldBy = words.toldBy.exec(l.text);
        if (found.pov === 'first' && (narrator || toldBy))
          found.narrator = (narrator?.[1] ?? toldBy?.[1] ?? toldBy?.[2] ?? toldBy?.[3]) as string;
      }
      if (tense[0] && !found.tense) {
        found.tense = tense[0] as 'past' | 'present';
        found.line ||= l.line;
      }
    }
  }
  // "- First person, present tense." over "- Narrator: Meg Rennie": the narrator on a line of their own.
  if (found.pov === 'first' && !found.narrator)
    for (const l of body) {
      const toldBy = words.toldBy.exec(l.text);
      if (!toldBy) continue;
      found.narrator = (toldBy[1] ?? toldBy[2] ?? toldBy[3]) as string;
      break;
    }
  // Two voices count only when the bible ties them to chapters, or says two at once: then none is the book's.
  const alternating = body.some((l) => words.alternating.test(l.text));
  if (alternating || persons.size > 1) {
    delete found.pov;
    delete found.narrator;
  }
  if (alternating || tenses.size > 1) delete found.tense;
  return found.pov || found.tense ? found : undefined;
}

function thread(entry: Entry, lang: Language): Thread {
  const words = lang.bible;
  const text = clean([entry.name, ...entry.body.map((l) => l.text)].join(' '));
  const t: Thread = { text, line: entry.line };
  const setup = words.threadSetup.exec(text);
  let payoff: RegExpExecArray | null = null;
  for (const pattern of words.threadPayoff) payoff ??= pattern.exec(text);
  if (setup) t.setup = Number(setup[1]);
  if (payoff) t.payoff = Number(payoff[1]);
  else if (words.threadOpen.test(text.replace(words.threadsHeading, ''))) t.payoff = 'open';
  if (t.setup === undefined && t.payoff === undefined) {
    const chapters = [...text.matchAll(words.chapterRefs.every)].map((m) => Number(m[1]));
    if (chapters.length >= 2) {
      t.setup = chapters[0] as number;
      t.payoff = chapters.at(-1) as number;
    }
  }
  return t;
}

/** A noun in lower case without its plural ending ("scars" → "scar"). */
function singularOf(word: string, lang: Language): string {
  return word.toLowerCase().replace(new RegExp(`${lang.pluralEnding}$`), '');
}

export function parseBible(text: string, lang: Language): Bible {
  const lines = canonicalBible(text, lang);
  const found = sections(lines, lang);
  const bible: Bible = {
    found: text.trim() !== '',
    sections: new Set(found.keys()),
    characters: [],
    places: [],
    timeline: [],
    changes: [],
    objects: [],
    threads: [],
    words: new Set(text.match(/(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]+/gu) ?? []),
  };
  const recorded: Array<Array<Omit<Change, 'character'>>> = [];
  // The cast's entries, read once: the characters, the narrator, the marks and who gives an object are all read from them.
  const people = entries(found.get('characters') ?? [], lang);
  bible.characters = people.map((e) => {
    const own: Array<Omit<Change, 'character'>> = [];
    recorded.push(own);
    // "Rose  Penhallow", "Dr.  Quayle": a name typed with two spaces is the name with one, as the text writes it.
    const c = character(e, lang, own);
    return { ...c, name: oneSpaced(c.name), names: [...new Set(c.names.map(oneSpaced))] };
  });
  bible.characters.forEach((c, i) => {
    for (const change of recorded[i] ?? []) bible.changes.push({ ...change, character: c.name });
  });
  // "Walter: organist…" and elsewhere "since Walter Albright died": a one-word entry's full name, when the bible
  // gives it one (and only one).
  for (const c of bible.characters) {
    if (c.name.includes(' ')) continue;
    const full = new Set(
      [
        ...text.matchAll(
          new RegExp(`(?<![\\p{L}])${escapeRegExp(c.name)}\\s+(\\p{Lu}[\\p{L}'’-]+)(?![\\p{L}'’])`, 'gu'),
        ),
      ]
        .map((m) => m[1] as string)
        // Stryker disable next-line ConditionalExpression: w is a capital then letters, apostrophes or hyphens, which personName always takes
        .filter((w) => looksLikeName(w, lang) && !/['’]s$/.test(w) && !bible.characters.some((o) => o.name === w)),
    );
    const [surname] = full;
    if (full.size === 1 && surname && !c.names.includes(`${c.name} ${surname}`)) c.names.push(`${c.name} ${surname}`);
  }
  bible.places = entries(found.get('places') ?? [], lang).map((e) => place(e, lang));
  for (const l of found.get('timeline') ?? []) {
    const entry = timelineEntry(l.text, l.line, lang);
    if (!entry) continue;
    bible.timeline.push(entry);
    const c = change(l.text, l.line, entry.chapter, bible.characters, lang);
    if (c) bible.changes.push(c);
  }
  const objectEntries = entries(found.get('objects') ?? [], lang);
  bible.objects = objectEntries.map((e) => storyObject(e, bible.characters, lang));
  // The style rules may sit in their own section or anywhere in the bible.
  const styleFound = style(found.get('style') ?? [], lang, true) ?? style(lines, lang, false);
  if (styleFound) bible.style = styleFound;
  // "**Wren Hollis** (narrator)", "Wren … tells the story": the one who says "I" in a first-person book.
  if (bible.style?.pov === 'first' && !bible.style.narrator) {
    const narrates = people.find((e) =>
      [e.name, ...e.body.map((l) => l.text)].some((t) => lang.bible.narratorCue.test(t)),
    );
    const name = narrates ? namesOf(narrates.name, lang).name.split(/\s+/)[0] : undefined;
    if (name) bible.style.narrator = name;
  }
  // "narrated by Meg Rennie" over the entry "Margaret Rennie" whose role is narrator: "Meg" is her name too.
  const narrator = bible.style?.narrator;
  if (narrator && !bible.characters.some((c) => c.names.includes(narrator))) {
    const i = people.findIndex((e) =>
      [e.name, ...e.body.map((l) => l.text)].some((t) => lang.bible.narratorCue.test(t)),
    );
    bible.characters[i]?.names.push(narrator);
  }
  bible.threads = entries(found.get('threads') ?? [], lang).map((e) => thread(e, lang));
  // "an old white scar through his LEFT eyebrow", ":MARK: scar, left eyebrow": a mark's side, from each entry's lines.
  bible.marks = people.flatMap((e, i) => {
    const c = bible.characters[i];
    if (!c) return [];
    return [{ text: e.name, line: e.line }, ...e.body].flatMap((l) =>
      [...l.text.matchAll(lang.bible.markLine)].map((m) => ({
        character: c.name,
        mark: singularOf((m[1] ?? m[6]) as string, lang),
        side: ((m[2] ?? m[4]) as string).toLowerCase(),
        part: singularOf((m[3] ?? m[5]) as string, lang),
        line: l.line,
        text: l.text.trim(),
      })),
    );
  });
  // Objects passed on, read from every line: a character's entry gives the giver when the line names none.
  const ownerOfLine = new Map<number, string>();
  people.forEach((e, i) => {
    const c = bible.characters[i];
    if (c) for (const l of [{ line: e.line }, ...e.body]) ownerOfLine.set(l.line, c.name);
  });
  // An object's own entry names its noun ("the cigarette case"), which a line of its chain may not.
  const nounOfLine = new Map<number, string>();
  objectEntries.forEach((e, i) => {
    const noun = bible.objects[i]?.noun;
    if (noun) for (const l of [{ line: e.line }, ...e.body]) nounOfLine.set(l.line, noun);
  });
  bible.givings = bibleGivings(lines, bible.characters, ownerOfLine, lang, nounOfLine);
  // "Jack's younger brother", "wife Rosa; son Nicanor", "\"your mother\"": each entry's kinships, its name's line too.
  bible.kin = people.flatMap((e, i) => {
    const c = bible.characters[i];
    if (!c) return [];
    return [{ text: e.name, line: e.line }, ...e.body].flatMap((l) =>
      kinInEntryLine(l.text, lang).map((statement) => ({
        character: c.name,
        statement,
        line: l.line,
        text: l.text.trim(),
      })),
    );
  });
  // "Matt Keane -> Nora Keane: father": a character web's relationship lines, wherever they stand.
  for (const l of lines)
    for (const e of kinEdges(l.text, lang))
      bible.kin.push({ character: e.from, statement: e.statement, line: l.line, text: l.text.trim() });
  return bible;
}
