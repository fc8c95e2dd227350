import { castOf } from '../check/cast.js';
import { statementsIn } from '../check/checks/attributes.js';
import { calendarHint, datesIn } from '../check/dates.js';
import { ENGLISH, type Language } from '../check/lang/en.js';
import { chapterOf } from '../check/manuscript.js';
import type { Bible, Character, CharacterField } from '../check/types.js';

/**
 * What the text itself says about its people, places and days, for a bible
 * the author then corrects: the cast (each name with its other forms, its
 * first appearance and what the narration states of it: eyes, hair, age,
 * role, home), the places, the dates. Read from the chapters alone, with the
 * checker's own readers (its sentences, its attribute statements, its dates).
 * This stands in for the checker's fact base until that lands (see
 * buildFactBase in src/check/facts.ts): the bible it drafts has the same shape.
 */

export interface Where {
  file: string;
  line: number;
}

export interface CastMember {
  name: string;
  /** The other forms the text uses ("Elizabeth" for "Elizabeth Bennet"). */
  aliases: string[];
  mentions: number;
  first: Where;
  attributes: Array<{ field: CharacterField; value: string; at: Where }>;
}

export interface FactPlace {
  name: string;
  mentions: number;
  first: Where;
}

export interface FactDate {
  text: string;
  at: Where;
}

export interface DraftFacts {
  cast: CastMember[];
  places: FactPlace[];
  dates: FactDate[];
}

const TITLE =
  '(?:Mr|Mrs|Ms|Miss|Dr|Sir|Lady|Lord|Captain|Colonel|Inspector|Sergeant|Professor|Father|Mother|Aunt|Uncle)';
/** A run of capitalised words, a title before it kept ("Mr. Darcy", "Elizabeth Bennet"). */
const NAME_RUN = new RegExp(`(?:\\b${TITLE}\\.?\\s+)?\\p{Lu}[\\p{Ll}'’-]+(?:\\s+\\p{Lu}[\\p{Ll}'’-]+){0,2}`, 'gu');
const TITLE_ALONE = new RegExp(`^${TITLE}\\.?$`, 'u');
const TITLED = new RegExp(`^${TITLE}\\.?\\s`, 'u');
const PLACE_CUE = /\b(?:in|at|to|from|near|towards|toward|into|of)\s+(?:the\s+)?$/;
const MIN_MENTIONS = 3;
const MAX_CAST = 30;
const MAX_PLACES = 20;
const MAX_DATES = 40;

interface Tally {
  name: string;
  count: number;
  placeCues: number;
  personCues: number;
  first: Where;
}

/** Words the text also writes in lower case are not names ("Then", "The"); titles are kept. */
function nameWords(run: string, lower: ReadonlySet<string>, lang: Language): string | undefined {
  const titled = TITLED.test(run);
  const words = run.split(/\s+/);
  let start = titled ? 1 : 0;
  while (start < words.length) {
    const word = (words[start] as string).replace(/['’]s$/, '');
    if (lower.has(word.toLowerCase()) || lang.stopWords.has(word.toLowerCase()) || isCalendar(word, lang)) start++;
    else break;
  }
  if (start >= words.length) return undefined;
  const kept = words.slice(start).map((w) => w.replace(/['’]s$/, ''));
  if (kept.some((w) => lower.has(w.toLowerCase()) || isCalendar(w, lang))) return undefined;
  return titled && start === 1 ? `${words[0]} ${kept.join(' ')}` : kept.join(' ');
}

function isCalendar(word: string, lang: Language): boolean {
  const w = word.toLowerCase();
  return lang.months.includes(w) || lang.weekdays.includes(w);
}

/** Every word the chapters write in lower case. */
function lowerWords(texts: readonly string[]): Set<string> {
  const set = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/(?<![\p{L}])\p{Ll}[\p{L}'’-]*/gu)) set.add(m[0]);
  return set;
}

function tallyNames(chapters: ReadonlyArray<{ file: string; text: string }>, lang: Language): Map<string, Tally> {
  const lower = lowerWords(chapters.map((c) => c.text));
  const tallies = new Map<string, Tally>();
  for (const chapter of chapters) {
    const lines = chapter.text.split('\n');
    for (const [i, line] of lines.entries()) {
      if (/^\s*#/.test(line)) continue;
      for (const m of line.matchAll(NAME_RUN)) {
        const name = nameWords(m[0], lower, lang);
        // A title alone ("Mr" of "Mr. and Mrs. Bennet") names no one.
        if (!name || TITLE_ALONE.test(name)) continue;
        const before = line.slice(0, m.index ?? 0);
        const after = line.slice((m.index ?? 0) + m[0].length);
        const tally = tallies.get(name) ?? {
          name,
          count: 0,
          placeCues: 0,
          personCues: 0,
          first: { file: chapter.file, line: i + 1 },
        };
        tally.count++;
        if (PLACE_CUE.test(before)) tally.placeCues++;
        if (TITLED.test(name) || /['’]s$/.test(m[0]) || /^,?\s+(?:said|asked|replied|cried|answered)\b/.test(after))
          tally.personCues++;
        tallies.set(name, tally);
      }
    }
  }
  return tallies;
}

/** Single names that are part of exactly one longer name are that name's other forms. */
function groupCast(people: Tally[]): Array<{ main: Tally; aliases: Tally[] }> {
  const long = people.filter((p) => p.name.includes(' '));
  const groups = new Map<string, { main: Tally; aliases: Tally[] }>();
  for (const p of long) groups.set(p.name, { main: p, aliases: [] });
  for (const p of people) {
    if (p.name.includes(' ')) continue;
    const holders = long.filter((l) => l.name.split(' ').includes(p.name));
    const holder = holders.length === 1 ? groups.get((holders[0] as Tally).name) : undefined;
    if (holder) holder.aliases.push(p);
    else groups.set(p.name, { main: p, aliases: [] });
  }
  return [...groups.values()];
}

function earlier(a: Where, b: Where, order: ReadonlyMap<string, number>): Where {
  const [fa, fb] = [order.get(a.file) ?? 0, order.get(b.file) ?? 0];
  return fa < fb || (fa === fb && a.line <= b.line) ? a : b;
}

export function draftFacts(
  chapters: ReadonlyArray<{ file: string; text: string }>,
  lang: Language = ENGLISH,
): DraftFacts {
  const order = new Map(chapters.map((c, i) => [c.file, i]));
  const tallies = [...tallyNames(chapters, lang).values()].filter((t) => t.count >= MIN_MENTIONS);
  const isPlace = (t: Tally) => t.placeCues >= 2 && t.placeCues * 2 >= t.count && t.personCues === 0;
  const people = tallies.filter((t) => !isPlace(t));
  const groups = groupCast(people)
    .map((g) => ({ ...g, count: g.main.count + g.aliases.reduce((sum, a) => sum + a.count, 0) }))
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_CAST);
  const cast: CastMember[] = groups.map((g) => ({
    name: g.main.name,
    aliases: g.aliases.map((a) => a.name),
    mentions: g.count,
    first: g.aliases.reduce((w, a) => earlier(w, a.first, order), g.main.first),
    attributes: [],
  }));
  addAttributes(cast, chapters, lang);
  const places = tallies
    .filter(isPlace)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_PLACES)
    .map((t) => ({ name: t.name, mentions: t.count, first: t.first }));
  return { cast, places, dates: datesOf(chapters, lang) };
}

/** What the narration states of each character (eyes, hair, age, role, home): the first statement of each field. */
function addAttributes(
  cast: CastMember[],
  chapters: ReadonlyArray<{ file: string; text: string }>,
  lang: Language,
): void {
  const characters: Character[] = cast.map((c) => ({
    name: c.name,
    names: [c.name, ...c.aliases],
    line: 0,
    fields: {},
  }));
  const bible: Bible = {
    found: true,
    sections: new Set(['characters']),
    characters,
    places: [],
    timeline: [],
    changes: [],
    objects: [],
    threads: [],
  };
  const castPattern = castOf(bible);
  if (!castPattern.pattern) return;
  const byName = new Map(cast.map((c) => [c.name, c]));
  for (const [index, chapter] of chapters.entries()) {
    const read = chapterOf(chapter.file, chapter.text, index, index + 1, lang);
    for (const p of read.paragraphs) {
      if (p.memory || p.kind !== 'prose') continue;
      for (const s of p.sentences)
        for (const st of statementsIn(s.narration, s.text, s.line, castPattern, lang)) {
          const member = byName.get(st.character.name);
          if (!member || member.attributes.some((a) => a.field === st.field)) continue;
          member.attributes.push({ field: st.field, value: st.said, at: { file: chapter.file, line: s.line } });
        }
    }
  }
}

function datesOf(chapters: ReadonlyArray<{ file: string; text: string }>, lang: Language): FactDate[] {
  const hint = calendarHint(lang);
  const seen = new Set<string>();
  const out: FactDate[] = [];
  for (const chapter of chapters)
    for (const [i, line] of chapter.text.split('\n').entries()) {
      if (!hint.test(line)) continue;
      for (const d of datesIn(line, lang)) {
        const text = line.slice(d.index, d.index + d.length).trim();
        if (seen.has(text) || out.length >= MAX_DATES) continue;
        seen.add(text);
        out.push({ text, at: { file: chapter.file, line: i + 1 } });
      }
    }
  return out;
}

const at = (w: Where) => `${w.file}:${w.line}`;

/** bible.md as the checker reads it (Characters, Places), with what the author should correct said at the top. */
export function bibleFromFacts(facts: DraftFacts, source: string): string {
  const lines = [
    '# Bible',
    '',
    `Drafted by writer import from ${source}, from the text alone: correct it. Names the text uses are listed with their other forms, where they first appear and what the narration says of them; add what the book holds true (pronouns, fates, a Style section with the person and tense, Open threads), and remove what is no character or place.`,
    '',
    '## Characters',
  ];
  if (facts.cast.length === 0) lines.push('', '(none found: add them)');
  for (const c of facts.cast) {
    lines.push('', `### ${c.name}`);
    if (c.aliases.length > 0) lines.push(`- aliases: ${c.aliases.join(', ')}`);
    for (const a of c.attributes) lines.push(`- ${a.field}: ${a.value} (${at(a.at)})`);
    lines.push(`- first appears: ${at(c.first)} (${c.mentions} mentions)`);
  }
  lines.push('', '## Places');
  if (facts.places.length === 0) lines.push('', '(none found: add them)');
  for (const p of facts.places)
    lines.push('', `### ${p.name}`, `- first named: ${at(p.first)} (${p.mentions} mentions)`);
  // Not a Timeline section: a date a chapter names (a letter's, a memory's) is not the day the chapter happens on.
  lines.push('', '## Days the text names', '');
  if (facts.dates.length === 0) lines.push('(none found)');
  for (const d of facts.dates) lines.push(`- ${d.text} (${at(d.at)})`);
  lines.push(
    '',
    'To have writer check the days, write a Timeline section: `- Chapter 3 — Monday 4 March 1924`, one line per chapter.',
    '',
  );
  return lines.join('\n');
}
