import { yaml } from '../util/yaml.js';
import { spanIn } from './bibleAbsence.js';
import type { Data } from './bibleFormats.js';
import { datesIn, dayText, weekdaysIn } from './dates.js';
import { isCalendarWord, type Language } from './lang/index.js';
import type { RecordField } from './lang/language.js';
import { escapeRegExp, withoutEmphasis } from './text.js';
import type { BibleLine } from './types.js';

/**
 * A person's record, in whatever dialect a bible keeps it: a heading, a bold
 * name, a wiki heading, a definition-list term, a row of a CSV or TSV table,
 * a YAML mapping, or the person a question asks about ("Who is Mr Crouch?"),
 * then what is said of them: label→value pairs whose labels are matched by
 * meaning ("Eye colour", "*Eyes*:", "| eyes = grey", "eyes - grey", a
 * column "age_1889", "How old is she?"), and prose fragments ("Sixty-three,
 * white hair, brown eyes."). Each record becomes writer's own entry ("###
 * Name", "- eyes: grey"), every line at the line of bible.md that says it,
 * so bible.ts reads it as it reads any entry, and --explain points at the
 * author's own line.
 *
 * One reader for every dialect: what a label means is the language's
 * (lang.bible.record); a dialect only decides where a record starts and
 * where its pairs are.
 */

type Line = BibleLine;

export interface Pair {
  field: RecordField;
  /** The label as written ("Eye colour"), for a field bible.ts does not read. */
  label: string;
  value: string;
  line: number;
}

export interface PersonRecord {
  name: string;
  line: number;
  pairs: Pair[];
  /** Prose said of them (sentences and fragments), each at its line. */
  prose: Line[];
}

/** A label by its meaning: "Eye colour" and "eyes" are eyes, "age_1889" is age; undefined when it means nothing known. */
export function labelField(label: string, lang: Language): RecordField | undefined {
  const key = label
    .toLowerCase()
    .replace(/[-/]+/g, ' ')
    // Stryker disable next-line Regex: \d+ as \d makes each digit a space, not each run, and the next replace makes a run of spaces one
    .replace(/\d+/g, ' ')
    .replace(/[^\p{L}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (key === '' || key.split(' ').length > 4) return undefined;
  return lang.bible.record.labels.find(([pattern]) => pattern.test(key))?.[1];
}

/** A line's text without its list marker, table pipe, emphasis around a label, or wiki infobox bar. */
function bare(text: string): string {
  return text
    .trim()
    .replace(/^(?:[-+]\s+|\*\s+|\d+[.)]\s+|\|\s*|\{\{\s*|;\s*)/, '')
    .replace(/\s*\}\}\s*$/, '')
    .replace(/^(\*\*|__)([^*_]+?)\1/, '$2')
    .replace(/^(\*|_)([^*_]+?)\1/, '$2')
    .replace(/^(\*\*|__)([^*_]+?):\1/, '$2:')
    .trim();
}

/**
 * A labelled line in any markup: "*Eyes*: hazel", "**Hair:** red", "- Age: 41", "| eyes = grey", "eyes - grey",
 * "Eye colour — green", "Eyes grey". Only a label that means a known field makes a pair.
 */
export function labelledLine(
  text: string,
  lang: Language,
): { label: string; field: RecordField; value: string } | undefined {
  const t = bare(text).replace(lang.bible.record.emphasisedQualifier, '$1 $3:');
  const m = /^([\p{L}][\p{L}\d _/'’.()-]{0,32}?)\s*(?::|=|\s[-–—]\s|[–—])\s*(\S.*)$/u.exec(t);
  if (m) {
    // Stryker disable next-line MethodExpression: the label opens on a letter and the pattern's `\s*` takes the spaces after it, so there is none to trim
    const label = (m[1] as string).replace(/\s*\([^)]*\)\s*$/, '').trim();
    const field = labelField(label, lang);
    // "Age: *forty-one*", "Age: **41**": emphasis around the value is its markup, no part of it.
    if (field)
      return {
        label,
        field,
        value: withoutEmphasis(m[2] as string)
          .replace(/\*\*|__/g, '')
          .trim(),
      };
  }
  const b = lang.bible.record.bareLabel.exec(t);
  if (b) {
    const field = labelField(b[1] as string, lang);
    if (field) return { label: b[1] as string, field, value: (b[2] as string).replace(/[.;]\s*$/, '').trim() };
  }
  return undefined;
}

/** The fields bible.ts reads from "- field: value" lines. */
const LINE_FIELDS: readonly RecordField[] = ['eyes', 'hair', 'age', 'role', 'home', 'aliases', 'fate', 'gender'];

/** A labelled line in any markup as writer's own "- field: value" ("*Eye colour*: grey" → "- eyes: grey"), else undefined. */
export function ownLine(text: string, lang: Language): string | undefined {
  const l = labelledLine(text, lang);
  if (!l || !LINE_FIELDS.includes(l.field)) return undefined;
  const record = lang.bible.record;
  const noDeath = !lang.bible.deathWords.test(l.value) && !record.alive.test(l.value);
  // "Status: missing": a state that tells no death is a note, as recordLines reads it.
  if (l.field === 'fate' && noDeath && record.stateLabel.test(l.label)) return `- ${l.value}`;
  // "Died in May 1961, before the story opens": the label is the death word its value leaves out.
  const value = l.field === 'fate' && noDeath ? `${record.died} ${l.value}` : l.value;
  return `- ${l.field}: ${value}`;
}

/** "**Q: How old is she?** A: Forty-one.": the question and its answer. */
export function questionAnswer(text: string, lang: Language): { question: string; answer: string } | undefined {
  const m = lang.bible.record.question.exec(text);
  return m ? { question: (m[1] as string).trim(), answer: (m[2] as string).trim() } : undefined;
}

/** The fields a question asks about, in the order it names them ("Age, eyes, hair?" → age, eyes, hair). */
export function questionFields(question: string, lang: Language): RecordField[] {
  const found: Array<[number, RecordField]> = [];
  for (const [pattern, field] of lang.bible.record.questions) {
    const m = pattern.exec(question);
    if (m && !found.some(([, f]) => f === field)) found.push([m.index, field]);
  }
  return found.sort((a, b) => a[0] - b[0]).map(([, f]) => f);
}

/** A name as a record heads with it: no markup, no leading article or "Dr." kept apart; undefined when it is no person's. */
export function recordName(text: string, lang: Language): string | undefined {
  const t = text
    .replace(/\*\*|__|`|\[\[|\]\]/g, '')
    .replace(/(?:\s*\([^)]*\))+\s*$/, '')
    .replace(lang.bible.article, '')
    .trim();
  if (!lang.bible.personName.test(t)) return undefined;
  if (labelField(t, lang) || Object.values(lang.sections).some((s) => s.test(t))) return undefined;
  // Stryker disable next-line Regex: split at each space, a run of spaces only adds empty words, which no notName matches, and one word stays one
  const words = t.split(/\s+/);
  // "NELL'S FATHER": someone told by whose they are has no name of their own, and "Nell" is hers.
  if (words.some((w) => lang.bible.record.notName.test(w) || lang.possessiveEnding.test(w.toLowerCase())))
    return undefined;
  // "Old Mill", "Gull Cottage": a place's name.
  if (lang.bible.record.placeName.test(t)) return undefined;
  // "Saturday", "May" alone; "June Albright" is a name.
  if (isCalendarWord(t, lang)) return undefined;
  // A colour, a number word or a field word alone ("Brown", "Never", "Forty-one") is no name.
  if (
    words.length === 1 &&
    (lang.colours.has(t.toLowerCase()) || lang.numbers.has(t.toLowerCase().split('-')[0] ?? ''))
  )
    return undefined;
  return t;
}

/** The names in a list of them ("Mrs Alder; Nell; Aunt Nell (Hope only); the Reverend Edmund Gaunt"), each as a name. */
export function namesInList(value: string, lang: Language): string[] {
  const out: string[] = [];
  for (const part of value.replace(/\([^)]*\)/g, '').split(lang.bible.record.listSeparator)) {
    const said = part
      .replace(/["“”‘’]/g, '')
      .replace(/[.\s]+$/, '')
      .trim();
    // "the engineer": an epithet is a name with its article, as the text says it.
    if (isEpithet(said, lang)) {
      if (!out.includes(said)) out.push(said);
      continue;
    }
    const name = said.replace(lang.bible.record.nameLead, '').trim();
    if (name.length >= 2 && lang.bible.personName.test(name) && !labelField(name, lang) && !out.includes(name))
      out.push(name);
  }
  return out;
}

/** The epithet pattern of each language, built once (a bible's every alias is asked). */
const epithets = new WeakMap<Language, RegExp>();

/**
 * "the engineer", "the new schoolmaster": an epithet in lower case that the text calls one person by, a name of theirs
 * as "the Pilot" is. A plain word ("the eldest"), the book's narrator, or a phrase ("the one who finds the body") is
 * none.
 */
export function isEpithet(text: string, lang: Language): boolean {
  let epithet = epithets.get(lang);
  // Stryker disable next-line ConditionalExpression: a cache (building the pattern again gives the same one)
  if (!epithet) {
    epithet = new RegExp(
      `^${escapeRegExp(lang.roleArticle)}\\s+(\\p{Ll}[\\p{L}'’-]*(?:\\s+\\p{Ll}[\\p{L}'’-]*)?)$`,
      'u',
    );
    epithets.set(lang, epithet);
  }
  const m = epithet.exec(text);
  const words = m?.[1]?.split(/\s+/) ?? [];
  return words.length > 0 && !words.some((w) => lang.plainRoles.has(w)) && !lang.bible.narratorCue.test(text);
}

/** Chapters and the dates they open on, from every line of the bible that gives both ("Thu 3 Oct 1889 — ch. 1"). */
export interface Anchor {
  chapter: number;
  /** The date as a number that orders (year, month, day). */
  at: number;
  year: number;
}

const ordinalOf = (y: number, m: number, d: number) => y * 400 + m * 32 + d;

/** Parts of a timeline line, each one event ("Thu 3 Oct ch. 1 · Sat 5 Oct ch. 2"; "Monday …: chapter 1. Saturday …: chapter 2."). */
export function timelineParts(text: string, every: RegExp): string[] {
  const chapters = (t: string) => [...t.matchAll(new RegExp(every.source, 'gi'))].length;
  return (
    text
      // A full stop ends a part before a capital, or before a figure unless it closes a short abbreviation ("ch. 4").
      .split(/\s+[·•]\s+|\.\s+(?=\p{Lu})|(?<!(?:^|[\s(])\p{L}{1,4})\.\s+(?=\d)/u)
      .flatMap((s) => (chapters(s) > 1 ? s.split(/;\s+/) : [s]))
  );
}

export function dateAnchors(lines: readonly Line[], lang: Language): Anchor[] {
  /** Each chapter's date in reading order, its own year if it gives one, and the year named last before it. */
  const found: Array<{ chapter: number; month: number; day: number; year?: number; running?: number }> = [];
  const refs = lang.bible.chapterRefs;
  let year: number | undefined;
  for (const l of lines) {
    for (const part of timelineParts(l.text, refs.every)) {
      const chapter = refs.numbered.exec(part);
      // The date nearest the chapter it is given with ("… 16 October 1889 — chapter 3, …; funeral … 19 October").
      const date = [...datesIn(part, lang)].sort(
        (a, b) => Math.abs(a.index - (chapter?.index ?? 0)) - Math.abs(b.index - (chapter?.index ?? 0)),
      )[0];
      for (const d of datesIn(part, lang)) if (d.year) year = d.year;
      // "Day 1 — Monday 7 October 2019": a daybook's first day is the day the story opens, chapter 1's.
      const first = Number(lang.bible.dayNumber.exec(part)?.[1]) === 1;
      if (!date || (!chapter && !first)) continue;
      found.push({
        chapter: chapter ? Number(chapter[1]) : 1,
        month: date.month,
        day: date.day,
        ...(date.year !== undefined ? { year: date.year } : {}),
        ...(year !== undefined ? { running: year } : {}),
      });
    }
  }
  // A date with no year is in the year last named before it ("Sat 28 Sept 1889 … Thu 3 Oct ch. 1"), unless the
  // dated chapters put the story elsewhere: "the case — Afonso -> Gaspar, Thursday 12 October (ch. 4)" on a sheet
  // after "Lurdes, died 11 February 1957" is in 1961, the year of the chapter the bible dates nearest.
  const dated = found.filter((f) => f.year !== undefined);
  const years = dated.map((f) => f.year as number);
  const story = (y: number) => years.length === 0 || (y >= Math.min(...years) - 1 && y <= Math.max(...years));
  return found.flatMap((f) => {
    const nearest = [...dated].sort((a, b) => Math.abs(a.chapter - f.chapter) - Math.abs(b.chapter - f.chapter))[0];
    const y = f.year ?? (f.running !== undefined && story(f.running) ? f.running : (nearest?.year ?? f.running));
    return y === undefined ? [] : [{ chapter: f.chapter, at: ordinalOf(y, f.month, f.day), year: y }];
  });
}

/**
 * The chapter a date falls in by the bible's own timeline: the first chapter that opens on or after it (what
 * happens between two chapters holds from the later one); 0 before the first chapter; undefined after the last,
 * or with no timeline of dates.
 */
export function chapterOfDate(
  date: { day?: number; month?: number; year?: number },
  anchors: readonly Anchor[],
): number | undefined {
  if (anchors.length === 0) return undefined;
  const years = anchors.map((a) => a.year);
  const first = Math.min(...anchors.map((a) => a.at));
  if (date.month === undefined || date.day === undefined) {
    // A year alone: before the story when it is before every year the timeline gives.
    return date.year !== undefined && date.year < Math.min(...years) ? 0 : undefined;
  }
  // A date with no year is in the year the timeline has that month in, else its first year.
  const year =
    date.year ??
    anchors.find((a) => Math.floor((a.at % 400) / 32) === date.month)?.year ??
    (Math.min(...years) as number);
  const at = ordinalOf(year, date.month, date.day);
  if (at < first) return 0;
  const after = anchors.filter((a) => a.at >= at).sort((a, b) => a.at - b.at || a.chapter - b.chapter)[0];
  // A book told in two timelines in alternate chapters: a date holds from a chapter on only when the chapters from
  // there on do not go back before it, again and again; "died 1969" between the 1926 chapters 3, 5, 7, 9 and the
  // 1976 chapters 2, 4, 6, 8 is in none. (One chapter of flashback is a flashback, and a chapter with one day of
  // flashback among its own later days goes back in no such way.)
  const told = (n: number) => anchors.filter((a) => a.chapter === n);
  const before = new Set(
    anchors
      .filter((a) => after && a.chapter >= after.chapter && told(a.chapter).every((b) => b.at < at))
      .map((a) => a.chapter),
  );
  if (before.size >= 2) return undefined;
  return after?.chapter;
}

/**
 * A value with its dates pointed at chapters: "cut short Mon 28 Oct 1889" → "cut short Mon 28 Oct 1889 (chapter
 * 4)"; "died 1880" → "died 1880 (before the story opens)". A value that names a chapter already is left as it is.
 */
export function withChapters(text: string, anchors: readonly Anchor[], lang: Language): string {
  const refs = lang.bible.chapterRefs;
  if (anchors.length === 0 || refs.numbered.test(text) || refs.opening.test(text)) return text;
  const canonical = (n: number) =>
    n === 0 ? lang.bible.record.beforeOpening : ` (${refs.canonical.replace('$1', String(n))})`;
  const dates = datesIn(text, lang);
  if (dates.length > 0) {
    let out = text;
    for (const d of [...dates].reverse()) {
      const chapter = chapterOfDate(d, anchors);
      if (chapter === undefined) continue;
      const end = d.index + d.length;
      out = `${out.slice(0, end)}${canonical(chapter)}${out.slice(end)}`;
    }
    return out;
  }
  const year = /\b(1[0-9]{3}|20[0-9]{2})\b/.exec(text);
  if (year) {
    const chapter = chapterOfDate({ year: Number(year[1]) }, anchors);
    if (chapter === 0) return `${text.slice(0, year.index + 4)}${canonical(0)}${text.slice(year.index + 4)}`;
  }
  return text;
}

/** The leading age of a value ("41 (21 in 1869)", "Forty-one", "died aged 46"), as digits, else the value. */
function ageValue(value: string, lang: Language): string {
  const digits = /^\s*(\d{1,3})\b/.exec(value) ?? lang.bible.record.agedDigits.exec(value);
  if (digits) return digits[1] as string;
  const word = /^\s*([a-z]+)(?:[- ]([a-z]+))?\b/i.exec(value);
  if (word) {
    const tens = lang.numbers.get((word[1] as string).toLowerCase());
    const unit = word[2] ? lang.numbers.get((word[2] as string).toLowerCase()) : undefined;
    if (tens !== undefined) return String(unit !== undefined && tens >= 20 && unit < 10 ? tens + unit : tens);
  }
  return value;
}

/** Sentences of a prose line, then each sentence's comma fragments when they are terse ("Sixty-three, white hair"). */
function proseParts(text: string): string[] {
  const out: string[] = [];
  for (const s of text.split(/(?<=[.!?])\s+(?=[\p{Lu}"“])/u)) {
    const sentence = s.trim();
    if (sentence === '') continue;
    out.push(sentence);
  }
  return out;
}

/** Whether a sentence of someone's record is about them: it opens on their name, a pronoun, or no subject at all. */
function aboutThem(sentence: string, names: readonly string[], lang: Language): boolean {
  const t = sentence.replace(/^[\s"“*_(]+/, '');
  if (lang.bible.record.subjectPronoun.test(t)) return true;
  if (names.some((n) => t.startsWith(n))) return true;
  // "In 1887 Rose died of fever.", "1887: Rose died.": a name of someone else, the subject of the death, is theirs.
  for (const m of t.matchAll(/(\p{Lu}[\p{L}'’-]+)\s+(?=\p{Ll})/gu)) {
    const word = m[1] as string;
    const rest = t.slice((m.index ?? 0) + (m[0] as string).length);
    if (names.some((n) => n.split(/\s+/).includes(word)) || isCalendarWord(word, lang)) continue;
    // "The Captain died 1889": a title alone is no one else.
    if (lang.bible.record.notName.test(word) || lang.titles.has(word.toLowerCase())) continue;
    // "In 1887 Rose and her mother died of fever", "In 1887 Rose married, and died in 1890".
    if (lang.bible.deathWords.test(rest)) return false;
  }
  const first = /^(\p{Lu}[\p{L}'’-]*)/u.exec(t)?.[1];
  if (!first) return true;
  // "His mother, Bell's daughter, died…", "Rose called her Judy": another's sentence.
  if (/['’]s$/.test(first) || lang.bible.record.possessiveOpening.test(first)) return false;
  // "Dead before the story opens.", "Died 1887": no subject, so theirs; another capitalised word is someone else.
  return (
    lang.bible.deathWords.test(first) || lang.bible.record.notName.test(first) || !lang.bible.personName.test(first)
  );
}

/**
 * A record as writer's entry lines: "### Name", then each pair as "- field: value" (labelled first, so a
 * field said outright wins over one read from prose), then prose. Objects held go to the objects lines.
 */
export function recordLines(
  record: PersonRecord,
  anchors: readonly Anchor[],
  lang: Language,
): { characters: Line[]; objects: Line[] } {
  const words = lang.bible.record;
  const characters: Line[] = [];
  const objects: Line[] = [];
  const fromPairs = record.pairs.find((p) => p.field === 'name')?.value;
  const name = recordName(record.name, lang) ?? (fromPairs ? recordName(fromPairs, lang) : undefined);
  if (!name) return { characters, objects };
  characters.push({ text: `### ${name}`, line: record.line });
  const aliases = new Set<string>();
  const addAliases = (names: string[], line: number) => {
    const fresh = names.filter((n) => n !== name && !aliases.has(n));
    for (const n of fresh) aliases.add(n);
    if (fresh.length > 0) characters.push({ text: `- aliases: ${fresh.join(', ')}`, line });
  };
  // Stryker disable next-line ConditionalExpression,Regex: the exec below is the same anchored pattern, so when this test fails (or passes for a bracket not at the end) it finds nothing and no alias is added
  if (/\(([^)]*)\)\s*$/.test(record.name))
    // Stryker disable next-line StringLiteral: the test above passed with the same pattern, so the exec always matches
    addAliases(namesInList(/\(([^)]*)\)\s*$/.exec(record.name)?.[1] ?? '', lang), record.line);
  if (fromPairs && fromPairs !== name) addAliases(namesInList(fromPairs, lang), record.line);
  const names = [name, ...name.split(/\s+/)];
  for (const p of record.pairs) {
    const value = p.value.trim().replace(/[.;,]+$/, '');
    // "—" in a table's cell: nothing said.
    if (value === '' || /^[—–-]+$/.test(value)) continue;
    switch (p.field) {
      case 'name':
        break;
      case 'aliases':
        addAliases(namesInList(value, lang), p.line);
        break;
      case 'age': {
        const age = ageValue(value, lang);
        // "17 (42 in 1962)": the ages it gives at later years (older ones) stay beside it.
        const later = [...value.matchAll(lang.bible.ageAtYear)]
          .filter((m) => Number(m[1]) > Number(age))
          .map((m) => m[0]);
        characters.push({ text: `- age: ${age}${later.length > 0 ? ` (${later.join('; ')})` : ''}`, line: p.line });
        break;
      }
      case 'born': {
        const year = /\b(1[0-9]{3}|20[0-9]{2})\b/.exec(value);
        const storyYear = anchors[0]?.year;
        // An age said outright wins over one counted from a year of birth (which is a year out before the birthday).
        const said = record.pairs.some((q) => q.field === 'age');
        // The dead do not age: a year of birth says nothing of the age of one who died before the story's year.
        const dead = record.pairs.some((q) => q.field === 'fate' && !words.alive.test(q.value));
        if (year && storyYear && storyYear >= Number(year[1]) && !said && !dead)
          characters.push({ text: `- age: ${storyYear - Number(year[1])}`, line: p.line });
        break;
      }
      case 'fate': {
        if (words.alive.test(value)) break;
        // "died … 9 March 2018. Never seen alive in the book", "No. He died on 6 March": the fate is the sentence
        // with the death in it; the rest is prose.
        const sentences = value.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
        const fate = sentences.find((x) => lang.bible.deathWords.test(x)) ?? sentences[0] ?? value;
        // "Status / change: AWAY in Glasgow Mon 27 Nov - Fri 1 Dec": a state that tells no death is a note.
        if (words.stateLabel.test(p.label) && !lang.bible.deathWords.test(fate)) {
          characters.push({ text: `- ${value}`, line: p.line });
          break;
        }
        const rest = value.replace(fate, '').trim();
        if (rest !== '') characters.push({ text: `- ${rest}`, line: p.line });
        const said = lang.bible.deathWords.test(fate)
          ? fate
          : words.answerNo.test(fate)
            ? `${words.died} ${fate.replace(words.answerNo, '').replace(/^[\s.,;:]+/, '')}`
            : `${words.died} ${fate}`;
        characters.push({ text: `- fate: ${withChapters(said, anchors, lang)}`, line: p.line });
        break;
      }
      case 'holds': {
        // "Who has the ledgers?" — "Nell until 3 December; she hands all four to Mr Crouch": the question names the
        // object, the answer when and to whom it passes.
        const asked = /\?\s*$/.test(p.label)
          ? (p.label.toLowerCase().match(/\p{L}+/gu) ?? [])
              .map((w) => (lang.objectNouns.has(w) ? w : w.replace(lang.bible.giving.plural, '')))
              .find((w) => lang.objectNouns.has(w))
          : undefined;
        if (asked) {
          const to = words.heldUntilTo.exec(value)?.[1];
          const chapter = lang.bible.chapterRefs.numbered.exec(withChapters(value, anchors, lang))?.[1];
          characters.push({ text: `- ${value}`, line: p.line });
          if (to && chapter)
            characters.push({
              text: `- ${words.handedOn
                .replace('$1', asked)
                .replace('$2', to)
                .replace('$3', lang.bible.chapterRefs.canonical.replace('$1', chapter))}`,
              line: p.line,
            });
          break;
        }
        for (const part of value.split(/\s*;\s*/)) {
          const held = heldObject(part, name, anchors, lang, p.line);
          objects.push(...held);
          const resolved = withChapters(part, anchors, lang);
          characters.push({ text: `- ${resolved}`, line: p.line });
          // "the ledgers until 3 Dec (then Mr Crouch)": handed on then, said as a giving bibleGivings reads.
          const to = words.heldUntilTo.exec(part)?.[1];
          const chapter = lang.bible.chapterRefs.numbered.exec(resolved)?.[1];
          const phrase = held[0]?.text.replace(/^###\s+/, '');
          if (to && chapter && phrase && !lang.bible.giving.verb.test(part))
            characters.push({
              text: `- ${words.handedOn
                .replace('$1', phrase)
                .replace('$2', to)
                .replace('$3', lang.bible.chapterRefs.canonical.replace('$1', chapter))}`,
              line: p.line,
            });
        }
        break;
      }
      case 'away': {
        // An export's absence, its days among its other attributes ("… (from Mon 27 Nov 1961, to Fri 8 Dec 1961,
        // where Dar es Salaam)"): its span, wherever it stands in the value, as the entry's line.
        const span = spanIn(value, lang);
        if (span)
          characters.push({
            text: `- ${words.awayLine.replace('$1', dayText(span.from, lang)).replace('$2', dayText(span.until, lang))}`,
            line: p.line,
          });
        break;
      }
      case 'moves':
        for (const part of value.split(/\s*;\s*/)) {
          const resolved = withChapters(part, anchors, lang);
          const chapter = lang.bible.chapterRefs.numbered.exec(resolved)?.[1];
          const place = words.movedPlace.exec(beforeDate(part, lang))?.[1];
          // Stryker disable next-line StringLiteral: a split always has a first part, so the stand-in is never read
          if (chapter && place && !words.notAMove.test(part.split(place)[0] ?? ''))
            characters.push({
              text: `- ${words.movesTo.replace('$1', place).replace('$2', lang.bible.chapterRefs.canonical.replace('$1', chapter))}`,
              line: p.line,
            });
        }
        break;
      case 'home': {
        const [first, ...later] = value.split(/\s*;\s*/);
        const home = (first ?? '').replace(words.objectEnd, '\u0000').split('\u0000')[0]?.trim() ?? '';
        if (home !== '') characters.push({ text: `- home: ${home}`, line: p.line });
        for (const part of later) {
          const resolved = withChapters(part, anchors, lang);
          const chapter = lang.bible.chapterRefs.numbered.exec(resolved)?.[1];
          const place = words.movedPlace.exec(beforeDate(part, lang))?.[1];
          if (chapter && place && lang.bible.personName.test(place))
            characters.push({
              text: `- ${words.movesTo.replace('$1', place).replace('$2', lang.bible.chapterRefs.canonical.replace('$1', chapter))}`,
              line: p.line,
            });
        }
        break;
      }
      case 'gender':
        characters.push({ text: `- gender: ${value}`, line: p.line });
        break;
      case 'role':
        characters.push({ text: `- role: ${value}`, line: p.line });
        break;
      default:
        characters.push({
          text: `- ${p.field}: ${lang.bible.changeVerb.test(value) ? withChapters(value, anchors, lang) : value}`,
          line: p.line,
        });
    }
  }
  for (const l of record.prose)
    for (const part of proseParts(l.text)) {
      // A death in a sentence about someone else ("His mother died of fever") is not theirs.
      if (lang.bible.deathWords.test(part) && !aboutThem(part, names, lang)) continue;
      const resolved =
        lang.bible.deathWords.test(part) || lang.bible.changeVerb.test(part) || lang.bible.giving.verb.test(part)
          ? withChapters(part, anchors, lang)
          : part;
      // Terse fragments ("Sixty-three, white hair, brown eyes.") each a line: an age alone is read as one.
      const fragments = resolved.split(/\s*,\s*/);
      const terse = fragments.length > 1 && fragments.every((f) => f.split(/\s+/).length <= 4);
      for (const f of terse ? fragments : [resolved]) {
        const named = terse ? namesInList(f, lang).filter(() => recordName(f.replace(/[.]$/, ''), lang)) : [];
        if (named.length > 0 && f.split(/\s+/).length <= 3 && name.split(/\s+/).some((w) => f.includes(w))) {
          addAliases(named, l.line);
          continue;
        }
        characters.push({ text: `- ${f.replace(/[.]\s*$/, '')}`, line: l.line });
      }
    }
  return { characters, objects };
}

/** A phrase up to its first date or weekday ("to Holloway Bar Sat 2 Nov 1889" → "to Holloway Bar"). */
function beforeDate(text: string, lang: Language): string {
  const at = Math.min(...[...datesIn(text, lang), ...weekdaysIn(text, lang)].map((d) => d.index), text.length);
  return text.slice(0, at).trim();
}

/** An object a record says its person holds ("Abel's knife from Mon 28 Oct 1889", "the ledgers until 3 Dec (then Mr Crouch)"). */
function heldObject(part: string, holder: string, anchors: readonly Anchor[], lang: Language, line: number): Line[] {
  const words = lang.bible.record;
  const date = datesIn(part, lang)[0];
  const cut = Math.min(
    ...[words.objectEnd.exec(part)?.index, date?.index].filter((n): n is number => n !== undefined && n > 0),
    part.length,
  );
  const phrase = part.slice(0, cut).trim();
  const noun = phrase
    .toLowerCase()
    .match(/\p{L}+/gu)
    ?.filter((w) => lang.objectNouns.has(w))
    .at(-1);
  if (!noun) return [];
  const json = lang.bible.json;
  const refs = lang.bible.chapterRefs;
  const out: Line[] = [{ text: `### ${phrase}`, line }];
  const rest = part.slice(cut);
  const resolved = withChapters(rest, anchors, lang);
  const chapter = refs.numbered.exec(resolved)?.[1];
  if (words.heldFrom.test(rest) && chapter && !words.heldUntil.test(rest))
    out.push({
      text: `- ${json.givenTo.replace('$1', holder).replace('$2', refs.canonical.replace('$1', chapter))}`,
      line,
    });
  else out.push({ text: `- ${json.holder}: ${holder}`, line });
  // "until 3 Dec, then gives them to Crouch": the giving is read from the entry's own line (bibleGivings.ts).
  return out;
}

/** A record's body lines as pairs and prose: labelled lines, questions and answers, definition lines, the rest prose. */
export function recordBody(written: readonly Line[], lang: Language): { pairs: Pair[]; prose: Line[] } {
  const pairs: Pair[] = [];
  const prose: Line[] = [];
  // "b. 1889; aged 12.  desc. GREY eyes": a typist's run of spaces inside a line parts its fields, as a line's end
  // would (a table's row is read by its cells, a definition's ":  grey" is one); but a label alone before the run
  // ("Eyes:    grey", "Age   30", aligned in a column) keeps its value.
  const aloneLabel = (piece: string) =>
    /^[\p{L}' -]+:?$/u.test(piece) && (/:$/.test(piece) || labelField(piece, lang) !== undefined);
  const pieces = (text: string) => {
    const out: string[] = [];
    let open = false;
    for (const piece of text.trim().split(/\s{2,}/)) {
      if (open) out[out.length - 1] = `${out.at(-1)} ${piece}`;
      else out.push(piece);
      open = !open && aloneLabel(piece);
    }
    return out;
  };
  const body = written.flatMap((l) =>
    /\S\s{2,}\S/.test(l.text) && !/^\s*[|:]/.test(l.text) ? pieces(l.text).map((text) => ({ ...l, text })) : [l],
  );
  for (let i = 0; i < body.length; i++) {
    const l = body[i] as Line;
    if (l.text.trim() === '' || /^\s*(?:```|---+\s*$|\|[\s|:-]*\|\s*$)/.test(l.text)) continue;
    // "Eyes" then ": grey": a definition list's term and its definition.
    const next = body[i + 1];
    if (next && /^\s*:\s+\S/.test(next.text) && !/^\s*:/.test(l.text)) {
      const field = labelField(l.text.trim(), lang);
      if (field) {
        pairs.push({ field, label: l.text.trim(), value: next.text.replace(/^\s*:\s+/, ''), line: next.line });
        i++;
        continue;
      }
    }
    const qa = questionAnswer(l.text, lang);
    if (qa) {
      const fields = questionFields(qa.question, lang);
      const parts = qa.answer.split(/\s*[;,.]\s+|\s*;\s*/).filter((p) => p.trim() !== '');
      if (fields.length === 1)
        pairs.push({ field: fields[0] as RecordField, label: qa.question, value: qa.answer, line: l.line });
      else if (
        fields.length > 1 &&
        parts.length >= fields.length &&
        fields.every((f) => f === 'age' || f === 'eyes' || f === 'hair')
      )
        fields.forEach((f, n) => {
          pairs.push({ field: f, label: qa.question, value: parts[n] as string, line: l.line });
        });
      else prose.push({ text: qa.answer, line: l.line });
      continue;
    }
    const labelled = labelledLine(l.text.replace(/^\s*:\s+/, ''), lang);
    // "Aged: 66. Eyes blue. White beard.": the label is the first sentence's when another sentence is a look, an
    // age or a fate of its own; the others are read as below (as prose, where no label opens them).
    // Stryker disable next-line StringLiteral,ArrayDeclaration: first is read only when more (later sentences) is not empty, which needs a label and two sentences at least, so neither the default nor the array for no label is ever read
    const [first = '', ...after] = labelled ? sentencesIn(labelled.value, lang, /(?<=\.)\s+(?=\p{Lu})/u) : [];
    // "Age 27. Daughter. Green eyes.": a look said the other way round is a sentence of its own too.
    const look = (x: string) =>
      LOOKS.includes(labelledLine(x.replace(/[.;]\s*$/, ''), lang)?.field ?? 'name') ||
      (labelled?.field === 'age' && (lang.bible.eyesPhrase.test(x) || lang.bible.hairPhrase.test(x)));
    const more = after.some(look) ? after : [];
    if (labelled) {
      pairs.push({
        ...labelled,
        value: more.length > 0 ? first.replace(/[.;]\s*$/, '') : labelled.value,
        line: l.line,
      });
      if (more.length === 0) continue;
    }
    const text = labelled ? more.join(' ') : bare(l.text.replace(/^\s*:\s+/, ''));
    // "Narrator. Schoolmistress, 34. Eyes grey. Hair brown — long until…": labelled sentences inside a definition.
    const sentences = sentencesIn(text, lang);
    const rest: string[] = [];
    for (const s of sentences) {
      const inner = labelledLine(s.replace(/[.;]\s*$/, ''), lang);
      if (inner && LOOKS.includes(inner.field)) pairs.push({ ...inner, line: l.line });
      else rest.push(s);
    }
    if (rest.length > 0) prose.push({ text: rest.join(' '), line: l.line });
  }
  return { pairs, prose };
}

/** The fields a sentence inside a longer line may give on its own ("Keeper. Eyes grey."). */
const LOOKS: readonly RecordField[] = ['eyes', 'hair', 'age', 'fate'];

/**
 * A line's sentences, split where a stop is followed by a capital, but not after a title's or an initial's stop
 * ("nurse to Dr. Kaplan"), as a prose paragraph's are (bibleDialects.ts).
 */
function sentencesIn(text: string, lang: Language, stop = /(?<=[.;])\s+(?=\p{Lu})/u): string[] {
  const out: string[] = [];
  for (const piece of text.split(stop)) {
    const last = out.at(-1);
    if (last !== undefined && lang.bible.typed.abbreviation.test(last)) out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** Whether a body says anything of a person: a labelled field, an answer, or prose with a look, an age or a fate. */
export function isPersonBody(body: readonly Line[], lang: Language, named = false): boolean {
  const { pairs, prose } = recordBody(body, lang);
  if (pairs.some((p) => p.field !== 'name' && p.field !== 'role')) return true;
  const words = lang.bible;
  const text = prose.map((l) => l.text).join(' ');
  const looks = words.eyesPhrase.test(text) || words.hairPhrase.test(text);
  const person = (text.match(words.femaleWords) ?? []).length + (text.match(words.maleWords) ?? []).length > 0;
  // A name over "Brown eyes, white hair" is a person's; over "The miller died here in 1850", a place's.
  return (looks && (person || named)) || (words.deathWords.test(text) && person);
}

/** Split one CSV or TSV line into its cells (quoted cells may hold the separator). */
export function splitRow(text: string, separator: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (ch === separator) {
      out.push(cell.trim());
      cell = '';
    } else cell += ch;
  }
  out.push(cell.trim());
  return out;
}

/** Records of a delimited table (a header row of labels, then a row per person). */
export function delimitedRecords(rows: readonly Line[], separator: string, lang: Language): PersonRecord[] {
  // Stryker disable next-line StringLiteral: with no rows there is no row after the header to read, so any header text gives []
  // A header cell's own mark ("|!Fate / notes |" in TiddlyWiki, "|=Looks |" in Creole) is no part of its label.
  const header = splitRow(rows[0]?.text ?? '', separator).map((h) => h.replace(/^\s*[!=]\s*/, ''));
  const fields = header.map((h) => labelField(h, lang));
  const nameAt = fields.indexOf('name');
  // Stryker disable next-line ConditionalExpression: with no name column cells[-1] is undefined, so every row's name is '' and is skipped: [] either way
  if (nameAt < 0) return [];
  const out: PersonRecord[] = [];
  for (const row of rows.slice(1)) {
    const cells = splitRow(row.text, separator);
    const name = cells[nameAt] ?? '';
    if (name === '') continue;
    const pairs: Pair[] = [];
    const prose: Line[] = [];
    cells.forEach((v, i) => {
      const field = fields[i];
      if (field && i !== nameAt && v !== '') pairs.push({ field, label: header[i] ?? '', value: v, line: row.line });
      // A "Looks" or "Notes" column: what it says of them is read as their prose ("tall; grey eyes; brown hair").
      else if (!field && v !== '' && lang.bible.record.proseLabel.test((header[i] ?? '').trim()))
        prose.push({ text: v, line: row.line });
    });
    out.push({ name, line: row.line, pairs, prose });
  }
  return out;
}

/** Whether lines are a delimited table of people: a header of labels with a name column, and the same cell count. */
export function delimiterOf(rows: readonly Line[], lang: Language): string | undefined {
  for (const separator of ['\t', ',', ';']) {
    const header = splitRow(rows[0]?.text ?? '', separator);
    if (header.length < 3) continue;
    const fields = header.map((h) => labelField(h, lang));
    if (!fields.includes('name') || fields.filter(Boolean).length < 2) continue;
    if (rows.slice(1).every((r) => r.text.trim() === '' || splitRow(r.text, separator).length === header.length))
      return separator;
  }
  return undefined;
}

type Yaml = Data;
const isMap = (v: Yaml): v is { [key: string]: Yaml } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A YAML block (fenced, or the whole file) that parses to a mapping or a list: its data and the lines it spans. */
export function yamlBlock(text: string): { data: Yaml; start: number; end: number } | undefined {
  const fenced = /^```ya?ml[^\n]*\n([\s\S]*?)\n```/m.exec(text) ?? /^---[ \t]*\n([\s\S]*?)\n---[ \t]*$/m.exec(text);
  const whole = !fenced && /^(?:---\s*\n)?[\p{L}_][\p{L}\d_ -]*:\s*(?:\n|\S)/u.test(text.trimStart());
  const body = fenced ? (fenced[1] as string) : whole ? text : undefined;
  if (body === undefined) return undefined;
  try {
    const doc = yaml().parseDocument(body);
    // A fenced block that says it is YAML keeps what parses around a bad line or two ('refrain: "…" — chapters 1,
    // 2') among many good ones; a whole file is YAML only when all of it parses.
    const lines = body.split('\n').filter((l) => l.trim() !== '').length;
    const bad = new Set(doc.errors.map((e) => e.linePos?.[0].line ?? 0)).size;
    if (doc.errors.length > 0 && (!fenced || doc.errors.length > 3 || 2 * bad >= lines)) return undefined;
    const data = doc.toJS() as Yaml;
    if (typeof data !== 'object' || data === null) return undefined;
    const start = fenced ? text.slice(0, fenced.index).split('\n').length + 1 : 1;
    return { data, start, end: start + body.split('\n').length - 1 };
  } catch {
    return undefined;
  }
}

/** A YAML value as text: a list of strings joined by "; ", a mapping as "key: value" parts. */
function yamlText(v: Yaml): string {
  if (v === null || v === undefined) return '';
  if (Array.isArray(v)) return v.map(yamlText).filter(Boolean).join('; ');
  if (isMap(v))
    return Object.entries(v)
      .map(([k, x]) => `${k}: ${yamlText(x)}`)
      .join('; ');
  return String(v);
}

/**
 * The first line from `from` to `end` that holds `needle`; a key's ("eyes:") as TOML writes it too ("eyes =").
 * `from` itself when none does.
 */
function lineIn(raw: readonly Line[], end: number, needle: string, from: number): number {
  const key = needle.endsWith(':') ? needle.slice(0, -1) : undefined;
  const holds = (text: string) =>
    text.includes(needle) || (key !== undefined && new RegExp(`^\\s*["']?${escapeRegExp(key)}["']?\\s*=`).test(text));
  return raw.find((l) => l.line >= from && l.line <= end && holds(l.text))?.line ?? from;
}

/**
 * A data block's timeline and places (YAML's or TOML's "timeline:" mapping or list) as lines of those sections:
 * "1967-03-06: Monday; Peg arrives (ch 1)" → "- 6 March 1967: Monday; Peg arrives (ch 1)", a list item's values
 * joined, a number under a chapter key as "chapter N". Each at the line that says it.
 */
export function dataSectionLines(
  raw: readonly Line[],
  block: { data: Yaml; start: number; end: number },
  lang: Language,
): Array<['timeline' | 'places', Line]> {
  const out: Array<['timeline' | 'places', Line]> = [];
  if (!isMap(block.data)) return out;
  const itemText = (v: Yaml): string =>
    isMap(v)
      ? Object.entries(v)
          .map(([k, x]) =>
            lang.bible.record.chapterLabel.test(k) && (typeof x === 'number' || /^\d+$/.test(String(x)))
              ? lang.bible.chapterRefs.canonical.replace('$1', String(x))
              : yamlText(x),
          )
          .filter(Boolean)
          .join(', ')
      : yamlText(v);
  for (const [key, value] of Object.entries(block.data)) {
    const section = lang.sections.timeline?.test(key)
      ? 'timeline'
      : lang.sections.places?.test(key)
        ? 'places'
        : undefined;
    if (!section) continue;
    let cursor = lineIn(raw, block.end, `${key}:`, block.start);
    const entries: Array<[string, Yaml]> = Array.isArray(value)
      ? value.map((v) => ['', v])
      : isMap(value)
        ? Object.entries(value)
        : [];
    for (const [k, v] of entries) {
      const text = k === '' ? itemText(v) : `${k}: ${itemText(v)}`;
      if (text.trim() === '') continue;
      const probe = k === '' ? (text.split(', ')[0] ?? text) : k;
      cursor = lineIn(raw, block.end, probe, cursor);
      out.push([section, { text: `- ${text}`, line: cursor }]);
    }
  }
  return out;
}

/** The people of a YAML bible: mappings with a name, in a list under a cast key, or keyed by their names. */
export function yamlRecords(
  raw: readonly Line[],
  block: { data: Yaml; start: number; end: number },
  lang: Language,
): PersonRecord[] {
  const out: PersonRecord[] = [];
  let cursor = block.start;
  const lineOf = (needle: string, from: number): number => lineIn(raw, block.end, needle, from);
  // "- name: Gerald Whitlow" is where his record stands, not an earlier record's "usedBy Gerald Whitlow".
  const ownLine = (name: string) => {
    const named = new RegExp(
      `^\\s*(?:-\\s+)?["']?([\\p{L}_ -]+?)["']?\\s*:\\s*["']?${escapeRegExp(name)}["']?\\s*$`,
      'u',
    );
    return raw.find((l) => {
      const m = l.line >= cursor && l.line <= block.end ? named.exec(l.text) : null;
      return m !== null && labelField(m[1] as string, lang) === 'name';
    })?.line;
  };
  const fromMapping = (name: string, m: { [key: string]: Yaml }) => {
    const at = ownLine(name) ?? lineOf(name, cursor);
    cursor = at;
    const pairs: Pair[] = [];
    const prose: Line[] = [];
    for (const [key, value] of Object.entries(m)) {
      const line = lineOf(`${key}:`, at);
      const field = labelField(key, lang);
      const text = yamlText(value);
      if (field && text !== '') pairs.push({ field, label: key, value: text, line });
      else if (!field && lang.bible.record.proseLabel.test(key) && text !== '') prose.push({ text, line });
    }
    out.push({ name, line: at, pairs, prose });
  };
  const nameOf = (m: { [key: string]: Yaml }) => {
    const key = Object.keys(m).find((k) => labelField(k, lang) === 'name');
    const v = key ? m[key] : undefined;
    return typeof v === 'string' ? v : undefined;
  };
  const visit = (v: Yaml, depth: number, underCast: boolean) => {
    if (depth > 3) return;
    if (Array.isArray(v)) {
      for (const item of v) if (isMap(item) && nameOf(item)) fromMapping(nameOf(item) as string, item);
      return;
    }
    if (!isMap(v)) return;
    for (const [k, x] of Object.entries(v)) {
      const cast = lang.sections.characters?.test(k) ?? false;
      // "characters: { main: [ … ] }", "cast: { family: [ … ] }": a list under a group of the cast is of people too.
      // Stryker disable next-line BooleanLiteral: a list is read item by item and never reads underCast
      if (Array.isArray(x) && (cast || underCast)) visit(x, depth + 1, true);
      else if (isMap(x) && nameOf(x)) fromMapping(nameOf(x) as string, x);
      // "characters: { Hester Quayle: { eyes: grey } }": mappings keyed by the person's name.
      else if (isMap(x) && (underCast || cast)) {
        if (cast) visit(x, depth + 1, true);
        else if (recordName(k, lang) && Object.keys(x).some((key) => labelField(key, lang))) fromMapping(k, x);
        // "cast: { family: { Grace Pell: { … } } }": a group of the cast, its people keyed by name.
        else if (!recordName(k, lang)) visit(x, depth + 1, true);
      }
    }
  };
  visit(block.data, 0, false);
  return out;
}

/**
 * The objects of a YAML bible ("objects: - name: brass spyglass / owner: Rose; Hester gives it to Grace (chapter
 * 5)"): writer's own object entries, each value a line at its line of the file, where bible.ts and bibleGivings.ts
 * read the keeper and the handings.
 */
export function yamlObjectLines(
  raw: readonly Line[],
  block: { data: Yaml; start: number; end: number },
  lang: Language,
): Line[] {
  const out: Line[] = [];
  if (!isMap(block.data)) return out;
  let cursor = block.start;
  const lineOf = (needle: string, from: number): number => lineIn(raw, block.end, needle, from);
  for (const [key, list] of Object.entries(block.data)) {
    if (!lang.sections.objects?.test(key) || !Array.isArray(list)) continue;
    for (const item of list) {
      if (!isMap(item)) continue;
      const nameKey = Object.keys(item).find((k) => labelField(k, lang) === 'name');
      const name = nameKey ? yamlText(item[nameKey]) : '';
      if (name === '') continue;
      const at = lineOf(name, cursor);
      cursor = at;
      out.push({ text: `### ${name}`, line: at });
      for (const [k, v] of Object.entries(item))
        if (k !== nameKey && yamlText(v) !== '')
          out.push({ text: `- ${k}: ${yamlText(v)}`, line: lineOf(`${k}:`, at) });
    }
  }
  return out;
}
