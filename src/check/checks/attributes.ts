import { colourWords } from '../bible.js';
import { type Cast, mentions } from '../cast.js';
import { type CastMember, numberOf, type Person, type ReadFacts, readFacts } from '../facts.js';
import type { Language } from '../lang/index.js';
import { chapterYear, deathYearAt, sceneYearAt, yearAt } from '../storyYears.js';
import { evidenceOf, maskSpeech, paragraphAtLine, readingPlace } from '../text.js';
import type { BibleMark, Chapter, Character, CharacterField, Finding, Manuscript, Skipped } from '../types.js';
import { storyYear } from './storyCalendar.js';
import { unownedMarkMoved } from './unownedMarks.js';

/**
 * Attributes: eye and hair colour, age, role and home as the narration states
 * them, against the bible's Characters and against what earlier chapters
 * established. A change the bible's Timeline records ("Chapter 5 — Mara's
 * hair: red") is the new truth from that chapter on, not an error; memory and
 * flashback passages describe another time and are not compared.
 */

export interface Statement {
  character: Character;
  /** The name as the text wrote it ("Mara", "Mar"). */
  name: string;
  field: CharacterField;
  /** What the text says, as compared (colour groups, a number, a word). */
  value: string;
  /** The words as written. */
  said: string;
  line: number;
  /** The sentence as written (the evidence, shortened when a finding is made). */
  raw: string;
  /** An age at a death told ("died in March 1941 … at sixty-seven"): a record the ages of the living are held to. */
  atDeath?: boolean;
}

interface NamePatterns {
  age: RegExp;
  ageWho: RegExp;
  ageYears: RegExp;
  ageNow: RegExp;
  ageTurned: RegExp;
  ageAside: RegExp;
  ageAtDeath: RegExp;
  born: RegExp;
  role: RegExp;
  roleWas: RegExp;
  home: RegExp;
  homeFrom: RegExp;
}

const compiled = new WeakMap<Language, NamePatterns>();

/**
 * The statement patterns (Language.statements: the words after a name), compiled once per language and read in place
 * right after each name (sticky): compiling them once per name cost more than all the reading they do.
 */
function patternsFor(lang: Language): NamePatterns {
  let found = compiled.get(lang);
  if (found) return found;
  const said = lang.statements;
  const place = "(\\p{Lu}[\\p{L}'’-]+(?:\\s+\\p{Lu}[\\p{L}'’-]+)*)";
  found = {
    ageWho: new RegExp(lang.ageAfterName, 'uy'),
    age: new RegExp(said.age, 'uy'),
    ageYears: new RegExp(said.ageYears, 'uy'),
    ageNow: new RegExp(lang.reading.ageNow, 'uy'),
    ageTurned: new RegExp(lang.reading.ageTurned, 'uy'),
    ageAside: new RegExp(lang.reading.ageAside, 'uy'),
    ageAtDeath: new RegExp(lang.reading.ageAtDeath, 'uy'),
    born: new RegExp(lang.reading.bornAfterName, 'iuy'),
    role: new RegExp(said.role, 'uy'),
    roleWas: new RegExp(said.roleWas, 'uy'),
    home: new RegExp(`${said.home}${place}`, 'uy'),
    homeFrom: new RegExp(`${said.homeFrom}${place}`, 'uy'),
  };
  compiled.set(lang, found);
  return found;
}

/** A sticky pattern's match at `at`, else null. */
function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

/**
 * What one sentence's narration says of the characters it names: age, role
 * and home. (Eyes and hair come from the fact base, which resolves pronouns.)
 */
export function statementsIn(narration: string, raw: string, line: number, cast: Cast, lang: Language): Statement[] {
  const out: Statement[] = [];
  const add = (character: Character, name: string, field: CharacterField, value: string, said: string) =>
    out.push({ character, name, field, value, said, line, raw });
  for (const mention of mentions(narration, cast)) {
    const c = mention.character;
    // "the forty-year-old Tom", "At sixty, Ada still rowed": an age right before the name.
    const early = lang.reading.ageBeforeName.exec(narration.slice(Math.max(0, mention.index - 60), mention.index));
    const earlyYears = early ? numberOf((early[1] ?? early[2]) as string, lang) : undefined;
    // "At six, Ada woke" is a time of day: "At N," is an age only past the hours of a clock.
    if (early && earlyYears && (early[1] !== undefined || earlyYears > 12))
      add(c, mention.name, 'age', String(earlyYears), (early[1] ?? early[2]) as string);
    // Every statement pattern starts with the name and one of these: most mentions are passed over at once.
    const next = narration.slice(mention.index + mention.name.length, mention.index + mention.name.length + 16);
    // Stryker disable next-line ConditionalExpression,BlockStatement: a quick look; a mention it passes over matches none of the patterns below either
    if (!lang.statementStart.test(next)) continue;
    const at = mention.index + mention.name.length;
    const re = patternsFor(lang);
    // "the last of the Mestre's three": after "of the" a name's "'s" is its possessive, no "is".
    const genitive = lang.reading.genitiveBefore.test(narration.slice(0, mention.index));
    let age =
      matchAt(re.age, narration, at) ??
      matchAt(re.ageYears, narration, at) ??
      matchAt(re.ageWho, narration, at) ??
      (genitive ? null : matchAt(re.ageNow, narration, at)) ??
      matchAt(re.ageTurned, narration, at);
    // "Ivo, at sixty-three, still climbs": past the hours of a clock, as "At N, Ada" above.
    const aside = age ? null : matchAt(re.ageAside, narration, at);
    const asideYears = aside ? numberOf(aside[1] as string, lang) : undefined;
    // Stryker disable next-line LogicalOperator: asideYears is set only when aside is, so "aside || asideYears" is aside
    if (aside && asideYears && asideYears > 12) age = aside;
    const years = age ? numberOf(age[1] as string, lang) : undefined;
    // "Bill, who was thirty-five then": an age of another time is no fact of the story's present.
    // "…when I was fourteen and Hal was seven": an age in a clause of another time.
    const then = (found: RegExpMatchArray) =>
      lang.reading.ageThen.test(narration.slice(at + found[0].length)) ||
      lang.reading.ageTimeBefore.test(narration.slice(0, mention.index));
    if (age && years && !then(age)) add(c, mention.name, 'age', String(years), age[1] as string);
    // "Nils Anderson died in March 1941, in his chair, at sixty-seven": the age at a death, in that death's year
    // (deathYearAt reads it from the sentence), past the hours of a clock.
    const died = age ? null : matchAt(re.ageAtDeath, narration, at);
    const diedYears = died ? numberOf(died[1] as string, lang) : undefined;
    if (died && diedYears && diedYears > 12) {
      add(c, mention.name, 'age', String(diedYears), died[1] as string);
      (out.at(-1) as Statement).atDeath = true;
    }
    // "Ivo Brand was born in 1845": an age once the story's year is known (statementsOf).
    const born = age ? null : matchAt(re.born, narration, at);
    if (born) add(c, mention.name, 'age', `${BORN}${born[1]}`, born[0].trim());
    const role = matchAt(re.role, narration, at) ?? matchAt(re.roleWas, narration, at);
    const job = role ? (role[1] as string).split(/\s+/).find((w) => lang.occupations.has(w.toLowerCase())) : undefined;
    if (role && job) add(c, mention.name, 'role', job.toLowerCase(), role[1] as string);
    const home = matchAt(re.home, narration, at) ?? matchAt(re.homeFrom, narration, at);
    if (home) add(c, mention.name, 'home', home[1] as string, home[1] as string);
  }
  return out;
}

/**
 * An age as a span of years: "57-59" read from the text's "in his late fifties", a bible's "40-45, looks older" or
 * "about 40–45" (a span opening the value), else the first number ("58 (born 1845)").
 */
function yearsOf(value: string): [number, number] | undefined {
  const span = /^\D{0,8}?(\d+)\s*[-–]\s*(\d+)(?!\d)/.exec(value);
  if (span) return [Number(span[1]), Number(span[2])];
  // A bible's "40s" is any year of the decade.
  const decade = /\b([1-9]0)['’]?s\b/.exec(value);
  if (decade) return [Number(decade[1]), Number(decade[1]) + 9];
  const n = /\d+/.exec(value);
  return n ? [Number(n[0]), Number(n[0])] : undefined;
}

/** Whether two stated values agree. */
export function agrees(field: CharacterField, stated: string, expected: string, lang: Language): boolean | undefined {
  if (field === 'eyes' || field === 'hair') {
    const want = colourWords(expected, lang);
    if (want.length === 0) return undefined;
    // "orange" hair is red hair, as "ginger" and "copper" are.
    const alike = (colour: string) => (field === 'hair' ? (lang.reading.hairAlike.get(colour) ?? colour) : colour);
    const wanted = want.map(alike);
    return stated.split('/').some((colour) => want.includes(colour) || wanted.includes(alike(colour)));
  }
  if (field === 'age') {
    const want = yearsOf(expected);
    const got = yearsOf(stated);
    if (!want || !got) return undefined;
    // The story may cross a birthday: one year either way is no contradiction.
    return got[0] <= want[1] + 1 && want[0] <= got[1] + 1;
  }
  if (field === 'role') {
    const jobs = expected
      .toLowerCase()
      .split(/[^\p{L}-]+/u)
      .filter((w) => lang.occupations.has(w));
    if (jobs.length === 0) return undefined;
    return jobs.includes(stated) || expected.toLowerCase().includes(stated);
  }
  const a = stated.toLowerCase();
  const b = expected.toLowerCase();
  return b.includes(a) || a.includes(b);
}

interface Truth {
  value: string;
  source: string;
  line: number;
}

/** What the bible says of a field at a chapter, changes applied; in the change's own chapter both old and new hold. */
function bibleTruths(m: Manuscript, c: Character, field: CharacterField, chapter: Chapter): Truth[] {
  const base = c.fields[field];
  const truths: Truth[] = base ? [{ value: base.value, source: `bible.md:${base.line}`, line: base.line }] : [];
  const changes = m.bible.changes
    .filter((ch) => ch.character === c.name && ch.field === field && ch.chapter <= chapter.number)
    .sort((a, b) => a.chapter - b.chapter);
  const last = changes.at(-1);
  if (!last) return truths;
  const now = { value: last.value, source: `the change in bible.md:${last.line}`, line: last.line };
  return last.chapter === chapter.number ? [...truths, now] : [now];
}

const LABEL: Record<CharacterField, string> = {
  eyes: 'eyes are',
  hair: 'hair is',
  age: 'age is',
  role: 'role is',
  home: 'home is',
};

interface Said extends Statement {
  file: string;
  chapter: Chapter;
  /** The year an age is said in, when the book names its years (storyYears.ts). */
  year?: number;
  /** Told by an epithet that sets its holder apart from those the sentence names ("June …, and the red-haired woman"). */
  epithet?: boolean;
}

/** An age said in one year as it stands in another: "four" in 1952 is "18" in 1966, "50s" "64-73". */
export function ageMovedOn(value: string, years: number): string {
  const span = yearsOf(value);
  if (!span || years === 0) return value;
  return span[0] === span[1] ? String(span[0] + years) : `${span[0] + years}-${span[1] + years}`;
}

/**
 * Whether an age said later in the same year is lower than the earlier one: "nine years old on the eighteenth of
 * February 1966" and "eight years old" at a wedding in July 1966. A year either way is allowed between ages of
 * different years (a birthday may fall between), but within one year an age only stays or goes up by one.
 */
export function youngerLater(
  earlier: { field: CharacterField; value: string; year?: number },
  later: { field: CharacterField; value: string; year?: number },
): boolean {
  if (earlier.field !== 'age' || later.field !== 'age' || earlier.year === undefined) return false;
  if (earlier.year !== later.year) return false;
  const [a, b] = [yearsOf(earlier.value), yearsOf(later.value)];
  return a !== undefined && b !== undefined && a[0] === a[1] && b[0] === b[1] && b[0] < a[0];
}

/** What an age said in another year makes this one: ` in 1952, so 53 by 1998`; nothing for one year. */
function grownBy(from: Said, to: Said): string {
  // Only ages are given a year (statementsOf): a colour has none, and says nothing more.
  return from.year !== undefined && to.year !== undefined && from.year !== to.year
    ? ` in ${from.year}, so ${asOf(from, to)} by ${to.year}`
    : '';
}

/** `from`'s value as it stands in `to`'s year: an age grows with the years between them; the rest stays. */
function asOf(from: { field: CharacterField; value: string; year?: number }, to: { year?: number }): string {
  return from.field === 'age' && from.year !== undefined && to.year !== undefined
    ? ageMovedOn(from.value, to.year - from.year)
    : from.value;
}

/** A year of birth in a statement's value, until the story's year makes it an age. */
const BORN = 'born:';

/** Years between two ages of one person beyond which the later is told from another time (a frame), not a slip. */
const FRAME_AGE_YEARS = 20;

/** Years after which hair gone grey or white is the years' doing, not a slip: a generation on. */
const GREYING_YEARS = 15;

/**
 * The year the narration sets the story in, when it names one (or two in a row: a winter may cross the new year):
 * undefined when it names none, or years apart (a saga, a flashback with its own year).
 */
export function storyYearOf(m: Manuscript, lang: Language): number | undefined {
  const years = new Set<number>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.memory) continue;
      for (const s of p.sentences)
        for (const y of s.narration.matchAll(lang.reading.storyYear))
          if (!lang.reading.bornCue.test(s.narration)) years.add(Number(y[1]));
    }
  const list = [...years].sort((a, b) => a - b);
  const [first] = list;
  return first !== undefined && (list.at(-1) as number) - first <= 1 ? first : undefined;
}

const statements = new WeakMap<Manuscript, { lang: Language; said: readonly Said[] }>();

/**
 * Every statement of the narration in reading order: eyes and hair from the fact base (pronouns resolved), the rest
 * named. Read once for a manuscript and language: the attribute check and the frame (for the timeline too) share it.
 */
function statementsOf(m: Manuscript, lang: Language, read: ReadFacts): readonly Said[] {
  const known = statements.get(m);
  if (known?.lang === lang) return known.said;
  const said = readStatements(m, lang, read);
  statements.set(m, { lang, said });
  return said;
}

function readStatements(m: Manuscript, lang: Language, read: ReadFacts): Said[] {
  const out: Said[] = [];
  let year: number | undefined | null = null;
  const chapterOf = new Map(m.chapters.map((c) => [c.file, c]));
  for (const [member, character] of read.characterOf)
    for (const a of member.attributes) {
      const chapter = chapterOf.get(a.at.file);
      if (a.at.source !== 'text' || !chapter) continue;
      out.push({
        character,
        name: member.name,
        field: a.field,
        value: a.value,
        said: a.said,
        line: a.at.line,
        raw: a.at.text,
        file: a.at.file,
        chapter,
        ...(a.epithet ? { epithet: true } : {}),
      });
    }
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      // A quoted passage ("> …") is memory too; a paragraph whose memory starts at a later sentence ("… at sixty-seven.
      // He left a will. It was written … years before") is the present before it.
      for (const [i, s] of p.sentences.entries()) {
        if (p.memory && i >= p.memoryFrom) break;
        for (const st of statementsIn(s.narration, s.text, s.line, read.cast, lang)) {
          if (st.value.startsWith(BORN)) {
            year ??= storyYearOf(m, lang) ?? undefined;
            const born = Number(st.value.slice(BORN.length));
            // Born in 1845 and the story in 1903: 57 or 58, as the birthday has come or not.
            if (year === undefined || year - born < 1) continue;
            st.value = `${year - born - 1}-${year - born}`;
            st.said = `${year - born - 1} or ${year - born}: born ${born}, the story in ${year}`;
          }
          out.push({ ...st, file: chapter.file, chapter });
        }
      }
    }
  const calendarYear = storyYear(m, lang);
  for (const st of out)
    if (st.field === 'age') {
      // An age at a death is in the year the sentence gives the death, though the story is years before it.
      const year = st.atDeath
        ? deathYearAt(st.raw, st.said, lang)
        : yearAt(st.chapter, st.line, st.raw, st.said, lang, calendarYear);
      if (year !== undefined) st.year = year;
    }
  // An age at a death whose year the sentence does not give ("until 1971, when he died … at seventy-six" names it
  // only as a bound) stands at no known time: nothing is held to it, nor it to anything.
  return out
    .filter((st) => !st.atDeath || st.year !== undefined)
    .sort((a, b) => a.chapter.index - b.chapter.index || a.line - b.line);
}

const frames = new WeakMap<Manuscript, { lang: Language; chapters: ReadonlySet<number> }>();

/**
 * The chapters of a frame the story is told from years later: when one person's ages, said in a chapter told by
 * "I" and in one told in the third person, lie a lifetime apart (FRAME_AGE_YEARS), every chapter told in the person
 * of the older age — the old woman's "I" at her kitchen table between chapters of the girl she was. None when no
 * age says so: chapters that alternate narrators in one time are no frame.
 */
export function frameChapters(m: Manuscript, lang: Language): ReadonlySet<number> {
  const known = frames.get(m);
  if (known?.lang === lang) return known.chapters;
  const read = readFacts(m, lang);
  const persons = read.facts.voice.chapters.map((c) => c.voice.person);
  // Each person's youngest and oldest age told in each person of telling.
  const span = new Map<string, { min: number; max: number }>();
  for (const st of statementsOf(m, lang, read)) {
    // Stryker disable next-line ConditionalExpression: only an age's value holds a digit (role and home are read as letters, eyes and hair as colour words), so yearsOf of any other is none
    const years = st.field === 'age' ? yearsOf(st.value) : undefined;
    const person = persons[st.chapter.index];
    if (!years || !person) continue;
    const key = `${st.character.name}\u0000${person}`;
    const known = span.get(key);
    span.set(key, { min: Math.min(known?.min ?? years[0], years[0]), max: Math.max(known?.max ?? years[0], years[0]) });
  }
  let older: Person | undefined;
  for (const [key, { max }] of span) {
    const [name, person] = key.split('\u0000') as [string, Person];
    const other = span.get(`${name}\u0000${person === 'first' ? 'third' : 'first'}`);
    if (other && max - other.min >= FRAME_AGE_YEARS) older = person;
  }
  const chapters = new Set(older ? persons.flatMap((p, i) => (p === older ? [i] : [])) : []);
  frames.set(m, { lang, chapters });
  return chapters;
}

export function checkAttributes(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const read = readFacts(m, lang);
  const findings: Finding[] = [];
  /** The first statement of each character's field in the text: what later chapters are held to, and what agrees. */
  const established = new Map<string, Said>();
  const changedBetween = (st: Said, first: Said) =>
    m.bible.changes.some(
      (ch) =>
        ch.character === st.character.name &&
        ch.field === st.field &&
        ch.chapter > first.chapter.number &&
        ch.chapter <= st.chapter.number,
    ) ||
    ((st.field === 'eyes' || st.field === 'hair') &&
      read.facts.changes.some(
        (ch) =>
          ch.field === st.field &&
          (whoseChange.get(ch) ?? st.character) === st.character &&
          (ch.chapter > first.chapter.index || (ch.chapter === first.chapter.index && ch.at.line >= first.line)) &&
          // Anywhere in the later statement's chapter: a chapter shows the new colour and may tell the dye after
          // ("Paz came in with red hair. She had done it herself on Saturday"), or in a diary entry at its end.
          ch.chapter <= st.chapter.index,
      ));
  const all = statementsOf(m, lang, read);
  const frame = frameChapters(m, lang);
  /**
   * An age a lifetime apart, one in the frame's chapters and the other in the story's ("My brother Frankie … is
   * sixty-eight", from the old woman's kitchen table, of the boy who was nine): told years later, not a slip. The
   * bible's ages are the story's. A slip of an age is a few years off; one a lifetime off with no frame is a slip.
   */
  const laterFrame = (st: Said, value: string, chapter?: Chapter) => {
    const [a, b] = [yearsOf(st.value), yearsOf(value)];
    if (st.field !== 'age' || !a || !b || Math.abs(a[0] - b[0]) < FRAME_AGE_YEARS) return false;
    return frame.has(st.chapter.index) !== (chapter !== undefined && frame.has(chapter.index));
  };
  const bookYear = m.chapters.map((c) => chapterYear(c)).find((y) => y !== undefined);
  // In a book whose headings name no years, an age its paragraph dates before the story's year ("in April 1927 …
  // Lucho was ten", in 1936) is a backstory's: the bible's age may be the story's or one at a death, so neither holds it.
  const calendarYear = bookYear === undefined ? storyYear(m, lang) : undefined;
  // Only an age has a year (statementsOf), so only an age is a backstory's.
  const backstoryAge = (st: Said) => calendarYear !== undefined && st.year !== undefined && st.year < calendarYear;
  /**
   * Hair grey or white in a scene that has come a generation past `from` (the year of the colour it is held to):
   * "fair curls" in 1937 and "short grey hair" at the station in June 1963 are one woman's, twenty-six years apart.
   * The bible's colours, like its ages, are the story's first year's.
   */
  const storyYr = bookYear ?? storyYear(m, lang);
  const greyedSince = (from: number | undefined, st: Said): boolean => {
    if (st.field !== 'hair' || !st.value.split('/').every((c) => lang.reading.agedHair.has(c))) return false;
    const now = sceneYearAt(st.chapter, st.line, lang);
    return from !== undefined && now !== undefined && now - from >= GREYING_YEARS;
  };
  const yearOfSaid = (st: Said) => sceneYearAt(st.chapter, st.line, lang) ?? storyYr;
  const keyOf = (st: Said) => `${st.character.name}\u0000${st.field}`;
  // Each statement's place among those of its character and field, for looking ahead.
  const byKey = new Map<string, Said[]>();
  for (const st of all) byKey.set(keyOf(st), [...(byKey.get(keyOf(st)) ?? []), st]);
  const following = (st: Said, n: number): Said[] => {
    const list = byKey.get(keyOf(st)) ?? [];
    const i = list.indexOf(st);
    return list.slice(i + 1, i + 1 + n);
  };
  // A change told ("It's the dye," she said) is of the one whose hair (or eyes) the chapter speaks of next.
  const whoseChange = new Map<(typeof read.facts.changes)[number], Character>();
  for (const ch of read.facts.changes) {
    const next = all.find(
      (st) =>
        st.field === ch.field && st.chapter.index === ch.chapter && st.file === ch.at.file && st.line >= ch.at.line,
    );
    if (next) whoseChange.set(ch, next.character);
  }
  // A bible's age is the book's first year's: an age said later is held to it grown by the years between.
  // An age at a death years on ("died in 1971 … at seventy-six") grows the bible's from the story's year, named in
  // the headings or not.
  const truthsOf = (c: Character, st: Said) => {
    const from = bookYear ?? (st.atDeath ? storyYr : undefined);
    return bibleTruths(m, c, st.field, st.chapter).map((t) => ({
      ...t,
      value: asOf({ field: st.field, value: t.value, ...(from !== undefined ? { year: from } : {}) }, st),
    }));
  };
  /**
   * Whether a colour or an age read through a pronoun is someone else's: the statement's paragraph never names the
   * person the pronoun was given to (or does, but they are known otherwise and its narration names the other), and
   * names another of the same gender whom the bible (or the text where the bible is silent) gives that very value.
   * '"Hector," he says … his hazel eyes behind the spectacles' is the hazel-eyed Hector's, though the last man the
   * narration named was Calum, a paragraph before.
   */
  const anotherOwns = (st: Said): boolean => {
    const paragraph = paragraphAtLine(st.chapter, st.line);
    // Those the paragraph has there: named in its narration, or at a speech's edge ('"Hector," he says', '"Call me
    // Hector."'). One only spoken of inside a speech ('"I told the boy Stavros. I never told her."') may be far away.
    // Stryker disable next-line StringLiteral: a statement's line is a line of its chapter's paragraphs, so its paragraph is always found
    const text = paragraph?.text ?? '';
    const narration = maskSpeech(text);
    const named = mentions(text, read.cast).filter(
      (n) =>
        narration.slice(n.index, n.index + n.name.length).trim() !== '' ||
        /["“]\s*$/.test(text.slice(0, n.index)) ||
        /^[,.!?]?\s*["”]/.test(text.slice(n.index + n.name.length)),
    );
    const known = (c: Character): string[] => {
      const values = truthsOf(c, st).map((t) => t.value);
      const told = established.get(`${c.name}\u0000${st.field}`);
      if (values.length === 0 && told) values.push(asOf(told, st));
      return values;
    };
    // Named in the paragraph too, the one given may still not be meant: "Mart said it made her look older. It made
    // her green eyes look very large" of the green-eyed Trijntje, whom its narration names too, when Mart's are known
    // as hazel. A name only said in its speech ('"Hector," says Calum') is no one there.
    let others = named;
    if (named.some(({ character }) => character.name === st.character.name)) {
      const own = known(st.character);
      if (own.length === 0 || own.some((value) => agrees(st.field, st.value, value, lang) !== false)) return false;
      // Stryker disable next-line ArrayDeclaration: a statement's paragraph is always found (above)
      others = (paragraph?.sentences ?? []).flatMap((s) => mentions(s.narration, read.cast));
    }
    return others.some(({ character: other }) => {
      if (other.name === st.character.name) return false;
      if (other.gender && st.character.gender && other.gender !== st.character.gender) return false;
      return known(other).some((value) => agrees(st.field, st.value, value, lang) === true);
    });
  };
  /**
   * "Hair: dark brown; dyed peacock blue on Thursday 17 October, blue thereafter": a bible that gives the change no
   * chapter agrees with both colours, in the order it gives them. Blue in one chapter and brown in a later one, with
   * no change told between, goes back against that order: the bible does not excuse it, the text's own blue holds.
   */
  const backAgain = (st: Said, first: Said | undefined, truths: Truth[], changedSince: boolean): boolean => {
    if (st.field !== 'hair' || !first || changedSince || first.chapter === st.chapter) return false;
    return truths.some((t) => {
      const order = colourWords(t.value, lang);
      const at = (value: string) => order.findIndex((c) => value.split('/').includes(c));
      const [was, now] = [at(first.value), at(st.value)];
      return order.length > 1 && was >= 0 && now >= 0 && now < was;
    });
  };
  for (const st of all) {
    const chapter = st.chapter;
    const key = keyOf(st);
    // An age at a death years on, in a book whose story year is not known, cannot be set beside the bible's (the
    // story's first year's): neither holds it.
    const unplaced = st.atDeath === true && storyYr === undefined;
    const truths = backstoryAge(st) || unplaced ? [] : truthsOf(st.character, st);
    // An age the bible gives at another year ("17 (42 in 1962)") agrees where the text says it: a frame's years on.
    const laterAge =
      st.field === 'age' && (st.character.agesAt ?? []).some((a) => agrees('age', st.value, String(a.value), lang));
    const verdicts = laterAge ? [true] : truths.map((t) => agrees(st.field, st.value, t.value, lang));
    const first = established.get(key);
    const changedSince = first !== undefined && changedBetween(st, first);
    const back = backAgain(st, first, truths, changedSince);
    if (verdicts.some((v) => v === true) && !back) {
      if (!first || changedSince) established.set(key, st);
      continue;
    }
    const said = st.field === 'age' && /^\d+$/.test(st.value) ? st.value : `"${st.said}"`;
    // A colour or an age read through a pronoun is less sure than one beside the name: "she" may be another woman.
    const viaPronoun = lang.possessivePronoun.test(st.raw) && !st.character.names.some((n) => st.raw.includes(n));
    // An epithet set apart from the one it names ("June talked, and the red-haired woman listened") is not hers.
    if (viaPronoun && !st.epithet && anotherOwns(st)) continue;
    if (
      verdicts.some((v) => v === false) &&
      !truths.every((t) => laterFrame(st, t.value)) &&
      // The bible's time: the story's year, else that of the text's first word on it (which agreed with the bible).
      !greyedSince(storyYr ?? (first ? yearOfSaid(first) : undefined), st)
    ) {
      const truth = truths[0] as Truth;
      const agreeing = first && !changedSince ? ` (${first.file}:${first.line} agrees with the bible)` : '';
      findings.push({
        file: st.file,
        line: st.line,
        category: 'attribute',
        message: `${st.name}'s ${LABEL[st.field]} ${said} here; bible: ${truths.map((t) => t.value).join(' or ')} (${truth.source})${agreeing}`,
        evidence: evidenceOf(st.raw),
        confidence: viaPronoun ? 0.7 : st.field === 'eyes' || st.field === 'hair' || st.field === 'age' ? 0.9 : 0.75,
        against: { file: 'bible.md', line: truth.line, evidence: truth.value },
      });
      continue;
    }
    // The bible is silent: the first chapter to say it is what later chapters are held to, unless the next two
    // statements agree with each other and not with it (then the first one is the slip).
    if (!first || changedSince) {
      const [a, b] = following(st, 2);
      const outlier =
        !first &&
        (st.field === 'eyes' || st.field === 'hair' || st.field === 'age') &&
        a !== undefined &&
        b !== undefined &&
        // Two after it in another chapter; for eyes, which no one changes, one of them is enough (the next, in the
        // same chapter, may be its scene's own slip of the pen).
        (a.chapter !== chapter || (st.field === 'eyes' && b.chapter !== chapter)) &&
        agrees(st.field, asOf(a, b), b.value, lang) === true &&
        agrees(st.field, st.value, asOf(a, st), lang) === false &&
        !laterFrame(st, asOf(a, st), a.chapter) &&
        // A change recorded (in the bible) or told between them makes the first the old colour, not a slip.
        !changedBetween(a, st);
      if (outlier) {
        findings.push({
          file: st.file,
          line: st.line,
          category: 'attribute',
          message: `${st.name}'s ${LABEL[st.field]} "${st.said}" here; ${a.file}:${a.line} and ${b.file}:${b.line} say "${a.said}"${st.character.line > 0 ? ' (the bible does not say)' : ''}`,
          evidence: evidenceOf(st.raw),
          confidence: st.field === 'eyes' ? 0.8 : 0.7,
          against: { file: a.file, line: a.line, evidence: evidenceOf(a.raw) },
        });
        continue;
      }
      established.set(key, st);
      continue;
    }
    const younger = youngerLater(first, st);
    const differs =
      (agrees(st.field, st.value, asOf(first, st), lang) === false || younger) &&
      first.chapter !== chapter &&
      !laterFrame(st, asOf(first, st), first.chapter) &&
      !greyedSince(yearOfSaid(first), st);
    // Hair is dyed and cut: a new colour that the next statement keeps is a change the text made (told or not);
    // one the next statement goes back from, or that nothing after confirms, is a slip.
    const next = following(st, 1)[0];
    if (differs && st.field === 'hair' && next && agrees('hair', next.value, st.value, lang) === true) {
      established.set(key, st);
      continue;
    }
    // An age at a death, told with the death's year, is a record: the living age it does not grow from is the slip
    // ("He was fifty-three" in 1937 of a man who "died in March 1941 … at sixty-seven").
    if (differs && st.atDeath && !first.atDeath && first.year !== undefined && st.year !== undefined) {
      findings.push({
        file: first.file,
        line: first.line,
        category: 'attribute',
        message: `${first.name}'s ${LABEL.age} ${first.value} here, in ${first.year}; ${st.file}:${st.line} has ${st.name} die in ${st.year} at ${st.value}, so ${ageMovedOn(st.value, first.year - st.year)} in ${first.year}`,
        evidence: evidenceOf(first.raw),
        confidence: 0.7,
        against: { file: st.file, line: st.line, evidence: evidenceOf(st.raw) },
      });
      continue;
    }
    if (differs) {
      findings.push({
        file: st.file,
        line: st.line,
        category: 'attribute',
        message: `${st.name}'s ${LABEL[st.field]} ${said} here; ${first.file}:${first.line} says "${first.said}"${younger ? ` earlier in ${first.year}, and no one grows younger` : grownBy(first, st)}${back ? ` (bible: ${truths.map((t) => t.value).join(' or ')}, in that order)` : st.character.line > 0 ? ' (the bible does not say)' : ''}`,
        evidence: evidenceOf(st.raw),
        confidence: st.field === 'eyes' ? 0.85 : st.field === 'hair' ? (viaPronoun ? 0.65 : 0.75) : 0.7,
        against: { file: first.file, line: first.line, evidence: evidenceOf(first.raw) },
      });
    }
  }
  findings.push(
    ...hairGrownBack(m, lang, read),
    ...beardBack(read),
    ...beardRecoloured(read, lang),
    ...markMoved(read, m.bible.marks),
    ...unownedMarkMoved(read),
  );
  return { findings, skipped: [] };
}

/**
 * Each character's facts of one kind, from every name the text gives them ("Miss Mercer" and "Grace Mercer" are
 * one woman), in reading order; named as the first of those names to hold any.
 */
function perCharacter<T extends { chapter: number; at: { line: number } }>(
  read: ReadFacts,
  pick: (member: CastMember) => readonly T[] | undefined,
): Array<{ name: string; character: Character; facts: T[] }> {
  const out = new Map<Character, { name: string; character: Character; facts: T[] }>();
  for (const [member, character] of read.characterOf) {
    const facts = pick(member);
    if (!facts || facts.length === 0) continue;
    const entry = out.get(character) ?? { name: member.name, character, facts: [] };
    entry.facts.push(...facts);
    out.set(character, entry);
  }
  for (const entry of out.values()) entry.facts.sort((a, b) => a.chapter - b.chapter || a.at.line - b.at.line);
  return [...out.values()];
}

/**
 * Hair does not grow back in a page: once the text cuts a character's hair
 * (or calls it short), a later sentence giving them long hair ("her long
 * plait down her back") is a slip, unless the text tells it grown back (or a
 * wig) between. Long, then short with no cut told, is a haircut the text
 * did not stop for: no finding.
 */
export function hairGrownBack(m: Manuscript, lang: Language, read: ReadFacts = readFacts(m, lang)): Finding[] {
  const findings: Finding[] = [];
  // Stryker disable next-line ConditionalExpression: a quick skip; a wordless language reads no hair lengths, so no finding follows
  if (!lang.readsWords) return findings;
  const place = (w: { file: string; line: number }) => readingPlace(m, w);
  // Where the text tells hair grown back: a long statement after one of these is no slip.
  const hair = new RegExp(`\\b(?:${lang.features.hair}|${lang.reading.hairWords})\\b`, 'i');
  const grown: number[] = [];
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const s of p.sentences)
        if (lang.reading.grown.test(s.text) && hair.test(s.text))
          grown.push(place({ file: chapter.file, line: s.line }));
  for (const { name, facts } of perCharacter(read, (member) => member.hairLengths)) {
    let short: (typeof facts)[number] | undefined;
    for (const h of facts) {
      if (h.value === 'short') {
        short ??= h;
        if (h.cut) short = h;
        continue;
      }
      if (!short || place(h.at) <= place(short.at)) continue;
      // "her long hair in a plait": one sentence read twice over (the length, the style) is one slip.
      if (findings.some((f) => f.file === h.at.file && f.line === h.at.line)) continue;
      if (grown.some((g) => g > place(short?.at ?? h.at) && g <= place(h.at))) {
        short = undefined;
        continue;
      }
      findings.push({
        file: h.at.file,
        line: h.at.line,
        category: 'attribute',
        message: `${name}'s hair is long here; ${short.at.file}:${short.at.line} ${short.cut ? 'cuts it short' : 'says it is short'}, and nothing between tells it grown back`,
        evidence: h.at.text,
        confidence: short.cut ? 0.75 : 0.65,
        against: { file: short.at.file, line: short.at.line, evidence: short.at.text },
      });
    }
  }
  return findings;
}

/**
 * A beard does not come back in a page either: once the text shaves it off (or gives a bare chin), a later
 * sentence giving the character a beard is a slip, unless the text tells it grown between.
 */
export function beardBack(read: ReadFacts): Finding[] {
  const findings: Finding[] = [];
  for (const { name, facts } of perCharacter(read, (member) => member.beards)) {
    let shaved: (typeof facts)[number] | undefined;
    for (const b of facts) {
      if (b.value === 'shaved') shaved ??= b;
      else if (b.value === 'grown') shaved = undefined;
      else if (shaved) {
        findings.push({
          file: b.at.file,
          line: b.at.line,
          category: 'attribute',
          message: `${name} has a beard here; ${shaved.at.file}:${shaved.at.line} has it shaved off, and nothing between tells it grown back`,
          evidence: b.at.text,
          confidence: 0.7,
          against: { file: shaved.at.file, line: shaved.at.line, evidence: shaved.at.text },
        });
        shaved = undefined;
      }
    }
  }
  return findings;
}

/**
 * A beard keeps its colour: "Tom's red beard" and, chapters on, "his black beard" is a slip. Grey and white are what
 * the years bring (agedHair), so a beard going grey, or one told grey beside another colour, is left alone; a beard
 * shaved and grown again between, or a dye told (a hair change), may come back another colour.
 */
export function beardRecoloured(read: ReadFacts, lang: Language): Finding[] {
  const findings: Finding[] = [];
  const dyed = (from: number, to: number) =>
    read.facts.changes.some((c) => c.field === 'hair' && c.chapter >= from && c.chapter <= to);
  for (const { name, facts } of perCharacter(read, (member) => member.beards)) {
    let known: (typeof facts)[number] | undefined;
    /** A change of colour told ("had gone from grey to white"): the colour it left does not come back. */
    let turned: (typeof facts)[number] | undefined;
    for (const b of facts) {
      if (b.left) turned = b;
      else if (b.value !== 'worn') turned = undefined;
      else if (turned && b.colour === turned.left && b.chapter > turned.chapter && !dyed(turned.chapter, b.chapter)) {
        findings.push({
          file: b.at.file,
          line: b.at.line,
          category: 'attribute',
          message: `${name}'s beard is ${b.colour} here; ${turned.at.file}:${turned.at.line} tells it gone from ${turned.left} to ${turned.colour}`,
          evidence: b.at.text,
          confidence: 0.7,
          against: { file: turned.at.file, line: turned.at.line, evidence: turned.at.text },
        });
        turned = undefined;
      }
      if (b.value !== 'worn') {
        known = undefined;
        continue;
      }
      if (!b.colour || lang.reading.agedHair.has(b.colour)) continue;
      if (!known || dyed(known.chapter, b.chapter)) {
        known = b;
        continue;
      }
      if (b.colour === known.colour) continue;
      findings.push({
        file: b.at.file,
        line: b.at.line,
        category: 'attribute',
        message: `${name}'s beard is ${b.colour} here; ${known.at.file}:${known.at.line} gives it ${known.colour}, and nothing between tells it dyed or grown anew`,
        evidence: b.at.text,
        confidence: 0.75,
        against: { file: known.at.file, line: known.at.line, evidence: known.at.text },
      });
    }
  }
  return findings;
}

/**
 * A scar keeps its side: "the scar on his right hand" after "a scar across the back of his left hand" is a slip.
 * Only a mark named as the known one ("the scar", "his scar") is held to the first; "a scar on his right hand" may
 * be another.
 */
export function markMoved(read: ReadFacts, bible: readonly BibleMark[] = []): Finding[] {
  const findings: Finding[] = [];
  for (const { name, character, facts } of perCharacter(read, (member) => member.marks)) {
    const first = new Map<string, (typeof facts)[number]>();
    const recorded = bible.filter((b) => b.character === character.name);
    for (const k of facts) {
      // The bible's word on the mark's side is the truth from the first page.
      const b = recorded.find((r) => r.mark === k.mark && r.part === k.part);
      if (b) {
        if (b.side !== k.side)
          findings.push({
            file: k.at.file,
            line: k.at.line,
            category: 'attribute',
            message: `${name}'s ${k.mark} (${k.part}) is on the ${k.side} here; bible: on the ${b.side} (bible.md:${b.line})`,
            evidence: k.at.text,
            confidence: 0.8,
            against: { file: 'bible.md', line: b.line, evidence: b.text },
          });
        continue;
      }
      const key = `${k.mark} ${k.part}`;
      const known = first.get(key);
      if (!known) {
        first.set(key, k);
        continue;
      }
      if (!k.definite || k.side === known.side) continue;
      findings.push({
        file: k.at.file,
        line: k.at.line,
        category: 'attribute',
        message: `${name}'s ${k.mark} (${k.part}) is on the ${k.side} here; ${known.at.file}:${known.at.line} puts it on the ${known.side}`,
        evidence: k.at.text,
        confidence: 0.8,
        against: { file: known.at.file, line: known.at.line, evidence: known.at.text },
      });
    }
  }
  return findings;
}
