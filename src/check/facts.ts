import { distance } from 'fastest-levenshtein';
import { colourWords } from './bible.js';
import { type Cast, indexByFirst, type Mention, mentions } from './cast.js';
import { paragraphDeaths } from './deathCues.js';
import { isParentWord, type Language } from './lang/index.js';
import { ownNameOf, severalTellers } from './narrators.js';
import { nearName, transposed } from './spelling.js';
import { escapeRegExp, evidenceOf, lineIn, readingPlace } from './text.js';
import { titlesIntroduced } from './titleNames.js';
import type { Chapter, Character, CharacterField, Gender, Manuscript, Paragraph, Sentence } from './types.js';
import { isActionVerb, tenseOf } from './verbs.js';

/**
 * The story as its own first bible: what the text itself says of its people,
 * places and objects, and in which voice it is told, each fact with the
 * place it was read (file and line) and whether it came from the text or from
 * bible.md. The checks compare the text against this; `writer import` drafts
 * a bible.md from it and `writer studio` shows the cast by chapters.
 *
 * The shape below (FactBase and the types it holds) is the stable interface:
 * plain data, JSON-friendly. Fields may be added; none will change meaning.
 */

/** A place in the manuscript: a chapter file (or bible.md) and a 1-based line. */
export interface Where {
  file: string;
  line: number;
}

export type FactSource = 'text' | 'bible';

/** A fact's evidence: where it was read and the sentence (or bible line) as written, shortened. */
export interface Evidence extends Where {
  source: FactSource;
  text: string;
}

/** A character's eye or hair colour, age, role or home, as one sentence states it. */
export interface AttributeFact {
  field: CharacterField;
  /** What is compared: colour groups joined by "/" ("grey", "red/blond"), a number, a word. */
  value: string;
  /** The words as written ("pale grey"). */
  said: string;
  /** The chapter's place in reading order (0-based); -1 for the bible. */
  chapter: number;
  at: Evidence;
  /** How the holder was found: named in the sentence, or a pronoun resolved to them. */
  via: 'name' | 'pronoun' | 'bible';
  /** Told by an epithet that sets its holder apart from those the sentence names ("June …, and the red-haired woman"). */
  epithet?: true;
}

/** A death the text tells ("Hendrik died that winter", "Walter's funeral", "the late Mr. Pike") or the bible records. */
export interface DeathFact {
  /** The chapter's place in reading order (0-based). For a bible's "dies in chapter N", that chapter's. */
  chapter: number;
  at: Evidence;
  /** The words that tell it ("died", "'s funeral", "the late"). */
  how: string;
  /** How many sentences of the narration tell it (a grave visited in chapter after chapter tells it each time). */
  tellings?: number;
}

export interface Appearance extends Where {
  /** The name as written ("Mr. Darcy", "Lizzy"). */
  name: string;
}

export interface CastMember {
  /** The fullest name the text (or bible) gives: "Mara Voss", "Fitzwilliam Darcy". */
  name: string;
  /** Every form that names this character alone: full name, first name, surname, title forms, nicknames. */
  names: string[];
  gender?: Gender;
  /** "bible" when bible.md lists them (their names are the bible's, with the text's forms added). */
  source: FactSource;
  first: Where;
  /** Every mention, in reading order (dialogue included: nicknames live there). */
  appearances: Appearance[];
  /** Statements in narration, in reading order (memories and flashbacks left out: they tell another time). */
  attributes: AttributeFact[];
  death?: DeathFact;
  /** Hair said long or short, or cut, in narration, in reading order ("her long plait", "cut his hair short"). */
  hairLengths?: HairLengthFact[];
  /** A beard worn, shaved off (or a bare chin) or grown, in narration, in reading order. */
  beards?: BeardFact[];
  /** Scars and marks with the side and the part they are on ("the scar on his left hand"), in reading order. */
  marks?: MarkFact[];
  /** Forms read as misspellings of another of this character's forms ("Reyez" of "Reyes"), rarer or later than it. */
  variants: Array<{ name: string; of: string }>;
}

/** A hair's length as one sentence gives it; `cut` when the sentence tells the cut (a change, not a description). */
export interface HairLengthFact {
  value: 'long' | 'short';
  cut: boolean;
  /** The chapter's place in reading order (0-based). */
  chapter: number;
  at: Evidence;
  via: 'name' | 'pronoun';
  /** The sentence tells hair growing back (or a wig): a long statement after it is no slip. */
  grown?: boolean;
}

/** A beard as one sentence gives it: worn ("tugged at his beard"), shaved ("shaved off his beard", "his bare chin"), grown back. */
export interface BeardFact {
  value: 'worn' | 'shaved' | 'grown';
  /** The colour group the words before "beard" give it ("his red beard" → red), when they give one. */
  colour?: string;
  /** The colour a change told leaves behind ("his beard had gone from grey to white" → grey): it does not come back. */
  left?: string;
  chapter: number;
  at: Evidence;
  via: 'name' | 'pronoun';
}

/** A mark on the body with its side: "a white scar across the back of his left hand". */
export interface MarkFact {
  /** The mark's noun ("scar", "tattoo"), lower case and singular. */
  mark: string;
  /** The side as written, lower case ("left"). */
  side: string;
  /** The part it is on ("hand", "cheek"), lower case and singular. */
  part: string;
  /** "the scar", "his scar": the mark already known; "a scar" may be another. */
  definite: boolean;
  chapter: number;
  at: Evidence;
  via: 'name' | 'pronoun';
}

/** A mark whose owner the text leaves to "his" or "her" with no name to settle it: only its gender is known. */
export interface UnownedMark extends Omit<MarkFact, 'via'> {
  gender: Gender;
}

export interface PlaceFact {
  name: string;
  source: FactSource;
  first: Where;
  appearances: Where[];
  /** Coloured features said of it in the sentence naming it ("the red door of the Lantern"). */
  features: Array<{ noun: string; value: string; at: Evidence }>;
}

export interface ObjectFact {
  /** The object as written without its owner ("brass compass"). */
  name: string;
  /** Its head noun ("compass"). */
  noun: string;
  /** Who has it in that sentence (a cast member's name); empty when the sentence passes it on. */
  holder: string;
  /** "held": "Mara's brass compass"; "passed": a sentence that gives, takes, finds or loses it. */
  kind: 'held' | 'passed';
  at: Evidence;
}

export type Person = 'first' | 'third';
/** The person a whole book is told in: a book told to "you" is second (secondPersonBook). */
export type BookPerson = Person | 'second';
export type Tense = 'past' | 'present';

/** The narration's person and tense by majority over narration paragraphs (dialogue, letters, memories left out). */
export interface Voice {
  person?: BookPerson;
  tense?: Tense;
  /** Narration paragraphs counted for person (those with a subject pronoun or name) and how many were in the majority. */
  personVotes: { first: number; third: number; second?: number };
  tenseVotes: { past: number; present: number };
  /** A paragraph in the majority person and tense: the evidence a finding names on the other side. */
  example?: Where;
}

export interface DateFact {
  text: string;
  at: Where;
}

/** A sentence that tells a change of eyes or hair ("she dyed her hair red"): later statements may differ. */
export interface ChangeFact {
  field: 'eyes' | 'hair';
  chapter: number;
  at: Evidence;
}

export interface FactBase {
  /** The language the text was read in ("en"); a language without word lists yields names and appearances only. */
  lang: string;
  cast: CastMember[];
  places: PlaceFact[];
  objects: ObjectFact[];
  changes: ChangeFact[];
  voice: { book: Voice; chapters: Array<{ file: string; voice: Voice }> };
  /** Marks on "his"/"her" body whose owner no name settles ("a tall man … a scar through his left eyebrow"). */
  unownedMarks?: UnownedMark[];
  /** Capitalised words read as names but too rare or too vague to be a character (for the names check). */
  words: number;
}

// ---------------------------------------------------------------------------
// Reading the cast

/** One capitalised word's uses across the book. */
interface NameStats {
  count: number;
  /** Uses not at a sentence's start (or a quotation's): a capital there is a name's. */
  inner: number;
  person: number;
  place: number;
  first: Where;
  /** She/her or he/his opening the next sentence when this was the sentence's only name. */
  female: number;
  male: number;
  /** The same votes when the name stood alone, not in a longer name ("McKechnie", not "Donald McKechnie"). */
  aloneFemale: number;
  aloneMale: number;
  /** Uses inside a quotation: how a speaker says the name. */
  spoken: number;
  /** Uses as a thing's make, between a determiner and the thing's noun ("the Parker pen"): no one's name there. */
  made: number;
}

const makePatterns = new WeakMap<Language, { lead: RegExp; thing: RegExp }>();
/** Whether a capital word stands as a thing's make: a determiner before it, one of the language's things after it. */
function asMake(before: string, after: string, lang: Language): boolean {
  let p = makePatterns.get(lang);
  if (!p) {
    const nouns = [...lang.objectNouns].map(escapeRegExp).join('|') || '\\u0000';
    p = {
      lead: new RegExp(`${lang.reading.makeLead}$`, 'u'),
      thing: new RegExp(`^\\s+(?:${nouns})(?:${lang.pluralEnding})?\\b`, 'u'),
    };
    makePatterns.set(lang, p);
  }
  return p.thing.test(after) && p.lead.test(before);
}

// Words of one name are joined by spaces on one line; a line break joins only after a title ("Mr.\nDarcy"). A word
// may have one capital inside it ("MacPhail", "McKechnie", "DeVries").
const capRuns = new WeakMap<Language, RegExp>();
/** The pattern of a run of capitalised words that may be one name, with the language's joiners ("van") inside. */
function capRunOf(lang: Language): RegExp {
  let run = capRuns.get(lang);
  if (!run) {
    const word = "\\p{Lu}[\\p{Ll}\\p{M}]+(?:\\p{Lu}[\\p{Ll}\\p{M}]+)?(?:['’-]\\p{Lu}?[\\p{Ll}\\p{M}]+)*";
    run = new RegExp(
      `(?<![\\p{L}\\p{M}'’-])(${word}\\.?)(?:(?:[ \\t]+|(?<=\\.)\\s+)(?:(?:${lang.bible.nameJoiners.source})\\s+)?${word})*`,
      'gu',
    );
    capRuns.set(lang, run);
  }
  return run;
}
/** One capitalised word, with a possessive or contraction after it ("Hope's", "Hope'd"). */
const LONE_CAPITAL = /(?<![\p{L}\p{M}'’-])\p{Lu}[\p{Ll}\p{M}]+(?:['’]\p{Ll}{1,2})?(?![\p{L}\p{M}])/gu;
const WORD_PART = /\p{Lu}[\p{Ll}\p{M}]+(?:\p{Lu}[\p{Ll}\p{M}]+)?(?:['’-]\p{Lu}?[\p{Ll}\p{M}]+)*\.?/gu;

/** "Walter's" → "Walter", "Walter'd" → "Walter" (Language.nameClitic). */
export function bareName(word: string, lang: Language): string {
  return word.replace(lang.nameClitic, '');
}

/** A name word as the cast keeps it: a title keeps its full stop ("Mr."), any other word loses a sentence's. */
function cleanWord(word: string, lang: Language): string {
  // Stryker disable next-line Regex: a run's word (WORD_PART) holds a full stop only at its end
  return isTitle(word, lang) ? word : word.replace(/\.$/, '');
}

/** The capitalised runs of a sentence: each a candidate name of one or more words, with its offset. */
export function capitalRuns(
  text: string,
  lang: Language,
): Array<{ words: string[]; index: number; end: number; owned: number[] }> {
  const out: Array<{ words: string[]; index: number; end: number; owned: number[] }> = [];
  for (const m of text.matchAll(capRunOf(lang))) {
    // Stryker disable next-line ArrayDeclaration: a run opens on a word WORD_PART matches, so the match is never null
    const raw = m[0].match(WORD_PART) ?? [];
    const words = raw.map((w) => bareName(w, lang));
    // "Tom's Linotype": the words after a possessive are what the name owns, not more of the name.
    // Stryker disable next-line ConditionalExpression,EqualityOperator: for the first word raw[-1] is undefined, tested as "undefined", which ends in no possessive
    const owned = raw.flatMap((_, i) => (i > 0 && lang.possessiveEnding.test(raw[i - 1] as string) ? [i] : []));
    out.push({ words, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, owned });
  }
  return out;
}

function atSentenceStart(text: string, index: number): boolean {
  return /^[\s"“‘'(*_—–-]*$/.test(text.slice(0, index)) || /[.!?:;"“‘]\s*["“‘(*_]*\s*$/.test(text.slice(0, index));
}

interface Reader {
  m: Manuscript;
  lang: Language;
  stats: Map<string, NameStats>;
  /** Full names (two or more words, or a title and a name) with their counts. */
  full: Map<string, { count: number; first: Where }>;
  /** Capitalised runs of two or more words after a place's preposition ("in the Lantern Inn"), every word kept. */
  placeRuns: Map<string, { count: number; first: Where }>;
  /** A title before a word the text also writes in lower case ("Mr Grey" beside "grey eyes"): a name there, or a slip. */
  titledWords?: Map<string, { count: number; title: string; word: string }>;
  /** Words the text also writes in lower case that it uses as a person's name (wordNames): "Hope", "Will", "Crane". */
  wordNames?: Set<string>;
  /** Months the text uses as a person's given name ("June Albright", "June stands on the porch"): monthNames. */
  monthNames?: Set<string>;
}

/** A word in lower case without a closing full stop, as the language's lists hold it: "Mrs." is "mrs". */
const lowerBare = (word: string) => word.toLowerCase().replace(/\.$/, '');

function isTitle(word: string, lang: Language): boolean {
  return lang.titles.has(lowerBare(word));
}

/**
 * Whether two titles are one written short and long ("Dr." and "Doctor", "Capt" and "Captain", "St." and "Saint"):
 * the same word, or an abbreviation of the language whose letters stand in order in the other, from its first.
 */
export function sameTitle(a: string, b: string, lang: Language): boolean {
  const [x, y] = [lowerBare(a), lowerBare(b)].sort((p, q) => p.length - q.length) as [string, string];
  if (x === y) return true;
  const short = (w: string) => lang.abbreviations.some((ab) => ab.toLowerCase() === w);
  // "Ms" and "Mrs" are two titles, though the one's letters are in the other.
  if (!short(x) || short(y) || x[0] !== y[0]) return false;
  let at = 0;
  for (const ch of y) if (ch === x[at]) at++;
  return at === x.length;
}

/** The gender a title tells ("Mrs" female, "Dr" none). */
function titleGender(word: string, lang: Language): Gender | undefined {
  return lang.titles.get(lowerBare(word));
}

/**
 * The gender a whole name's given name tells ("Grace Whitlow", "Aunt Ada", "Dr. Ruth Fenwick"); none after a title
 * alone ("Dr. Hope": a surname).
 */
function nameTellsGender(name: string, lang: Language): Gender | undefined {
  const parts = name.split(' ');
  let lead = 0;
  while (lead < parts.length && isTitle(parts[lead] as string, lang)) lead++;
  const rest = parts.slice(lead);
  if (rest.length === 0 || (lead > 0 && rest.length < 2 && !lang.givenNameTitles.has(lowerBare(parts[0] as string))))
    return undefined;
  return givenNameGender(rest[0] as string, lang);
}

/** The gender a given name tells ("Grace", "Tomás"); none for a name borne by women and men alike. */
export function givenNameGender(word: string, lang: Language): Gender | undefined {
  const lower = lowerBare(word);
  if (lang.givenNames.female.has(lower)) return 'female';
  if (lang.givenNames.male.has(lower)) return 'male';
  return undefined;
}

function nameWord(word: string, r: Reader, evenIfLower = false): boolean {
  const lower = lowerBare(word);
  // "Later Tomas walked": an adverb opening a sentence is capitalised, and no name.
  // "Will Tregarne": a modal verb is read as any word also written in lower case is (below), not as a little word.
  const given = r.monthNames?.has(lower) === true;
  if (
    word.length < 2 ||
    (r.lang.properWords.has(lower) && !given) ||
    // "Americans", "Christians": the plural of a word capitalised anyway names a people, not a person.
    (lower.endsWith('s') && r.lang.properWords.has(lower.slice(0, -1))) ||
    (r.lang.stopWords.has(lower) && !r.lang.modals.has(lower)) ||
    r.lang.adverbs.has(lower)
  )
    return false;
  // "Sundays", "Mondays": a weekday in the plural is still a day.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,Regex,StringLiteral,BooleanLiteral: the languages' proper words hold their weekdays, so their plurals too are refused above; a wordless language has none
  if (r.lang.weekdays.includes(lower) || r.lang.weekdays.includes(lower.replace(/s$/, ''))) return false;
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: the languages' proper words hold their months, refused above unless given names
  if (r.lang.months.includes(lower) && !given) return false;
  return evenIfLower || !r.m.writtenLower(lower) || r.wordNames?.has(word) === true;
}

/**
 * Whether a short form may be the full name's bearer: their genders agree, and a short form of several names
 * ("Pat": Patrick or Patricia) needs both genders told.
 */
function shortFormFits(formal: readonly string[], short: Gender | undefined, full: Gender | undefined): boolean {
  if (formal.length > 1) return short !== undefined && short === full;
  return genderCompatible(short, full);
}

/** Whether some paragraph names both ("Aunt Faith" and "Faith Morgan" side by side are two people). */
function together(m: Manuscript, a: string, b: string): boolean {
  return m.chapters.some((c) => c.paragraphs.some((p) => p.text.includes(a) && p.text.includes(b)));
}

/** Whether a name of three words is `first middle last` ("Walter James Halloran" of Walter and Halloran). */
function middled(name: string, first: string, last: string): boolean {
  const words = name.split(' ');
  return words.length === 3 && words[0] === first && words[2] === last;
}

/**
 * Months that are given names: "June Albright", "June stands on the porch", "said April" — a month word inside a
 * sentence with a surname after it, a verb after it or a speech verb before it, at least twice and more often than
 * as a date ("in June of 1962", "3 May", "since April").
 */
function monthNames(r: Reader): Set<string> {
  const { lang } = r;
  const out = new Set<string>();
  const words = lang.months.filter((w) => lang.givenMonths.test(w));
  // Stryker disable next-line ConditionalExpression: with no months an empty alternative only matches empty words, which no name looks up
  if (words.length === 0) return out;
  const pattern = new RegExp(
    `(?<![\\p{L}'’-])(${words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join('|')})(?![\\p{L}'’-])`,
    'gu',
  );
  const speechBefore = new RegExp(`(?:${lang.speechVerbs.source})\\s*$`, 'i');
  const votes = new Map<string, { person: number; date: number }>();
  for (const chapter of r.m.chapters)
    for (const p of chapter.paragraphs) {
      // Stryker disable next-line ConditionalExpression,StringLiteral: a heading's paragraph holds no sentences (text.ts)
      if (p.kind === 'heading') continue;
      for (const s of p.sentences)
        for (const m of s.text.matchAll(pattern)) {
          const index = m.index ?? 0;
          if (atSentenceStart(s.text, index)) continue;
          const before = s.text.slice(0, index);
          const after = s.text.slice(index + m[0].length);
          const v = votes.get(m[0].toLowerCase()) ?? { person: 0, date: 0 };
          if (lang.monthAsDate.before.test(before) || lang.monthAsDate.after.test(after)) v.date++;
          else if (/^\s+\p{Lu}\p{Ll}/u.test(after) || verbFollows(after, lang) || speechBefore.test(before)) v.person++;
          votes.set(m[0].toLowerCase(), v);
        }
    }
  for (const [word, v] of votes) if (v.person >= 2 && v.person > v.date) out.add(word);
  return out;
}

/**
 * Whether a word before a name is a title that tells a person's gender ("Mr. Cross", "Senhor Cross"): what
 * follows is someone's name whatever it means in lower case. A title of no gender ("St. Cross", "Dr.") may stand
 * before a church or a saint as well: left to the other tests.
 */
function titledPerson(before: string, lang: Language): boolean {
  return lang.titles.get(lowerBare(before)) !== undefined;
}

/** A word also written in lower case is a name when it is the subject of a verb or a speech this often, mid-sentence. */
const WORD_NAME_PERSON = 4;

/**
 * Names that are also words ("Hope" beside "I hope", "Will" beside "it will",
 * "DS Crane" beside "the old crane"): a capitalised word, not at a sentence's
 * opening, that speaks or does ("said Hope", "Hope turned") at least four
 * times there. A word that merely opens sentences, or names a place ("the
 * Park"), stays a word.
 */
function wordNames(r: Reader): Set<string> {
  const { lang } = r;
  const speechAfter = new RegExp(`^\\s*,?\\s*(?:${[...lang.speech].join('|') || '\\u0000'})\\b`);
  const seen = new Map<string, { person: number }>();
  for (const chapter of r.m.chapters)
    for (const p of chapter.paragraphs) {
      // Stryker disable next-line ConditionalExpression,StringLiteral: a heading's paragraph holds no sentences (text.ts)
      if (p.kind === 'heading') continue;
      for (const s of p.sentences)
        for (const m of s.text.matchAll(LONE_CAPITAL)) {
          const word = bareName(m[0], lang);
          const lower = word.toLowerCase();
          // Stryker disable next-line ConditionalExpression,LogicalOperator: only nameWord asks the word names, after its own refusals and only for words written in lower case; titles are kept apart wherever it is asked
          if (!r.m.writtenLower(lower) || !nameWord(word, r, true) || isTitle(word, lang)) continue;
          const index = m.index ?? 0;
          const before = s.text.slice(0, index);
          // "Mr. Cross": the title's full stop ends no sentence.
          const titled = titledPerson(/(\S+)\s*$/.exec(before)?.[1] ?? '', lang);
          if (!titled && atSentenceStart(s.text, index)) continue;
          const after = s.text.slice(index + m[0].length);
          const st = seen.get(word) ?? { person: 0 };
          if (
            titled ||
            lang.speechVerbs.test(/(\S+\s*)$/.exec(before.slice(-24))?.[1] ?? '') ||
            speechAfter.test(after) ||
            verbFollows(after, lang)
          )
            st.person++;
          seen.set(word, st);
        }
    }
  const out = new Set<string>();
  for (const [word, st] of seen) if (st.person >= WORD_NAME_PERSON) out.add(word);
  return out;
}

function collect(r: Reader): void {
  const { lang } = r;
  const speechAfter = new RegExp(`^\\s*,?\\s*(?:${[...lang.speech].join('|') || '\\u0000'})\\b`);
  for (const chapter of r.m.chapters)
    for (const p of chapter.paragraphs) {
      // Stryker disable next-line ConditionalExpression,StringLiteral: a heading's paragraph holds no sentences (text.ts)
      if (p.kind === 'heading') continue;
      /** The words of the previous sentence's only name: the next sentence's "She" or "He" is theirs. */
      let lone: string[] | undefined;
      /** Whether that name stood alone: one word, no title. */
      let loneBare = false;
      for (const s of p.sentences) {
        const opening = /^[\s"“‘(*_]*(\p{L}+)/u.exec(s.text)?.[1]?.toLowerCase();
        if (lone && opening)
          for (const w of lone) {
            const st = r.stats.get(w);
            if (st && lang.openingPronouns.female.has(opening)) st.female++;
            else if (st && lang.openingPronouns.male.has(opening)) st.male++;
          }
        // The same, of a name used alone ("McKechnie had laughed. He…"): whose a surname two people share is.
        const only = loneBare && lone ? r.stats.get(lone[0] as string) : undefined;
        if (only && opening && lang.openingPronouns.female.has(opening)) only.aloneFemale++;
        else if (only && opening && lang.openingPronouns.male.has(opening)) only.aloneMale++;
        const names: string[][] = [];
        /** Each name's words with its titles: "Mr Ada" is no name used alone. */
        const written: number[] = [];
        for (const run of capitalRuns(s.text, lang)) {
          const all = run.words.map((w) => cleanWord(w, lang));
          const start = atSentenceStart(s.text, run.index);
          // "the Rua da Rosa", "Calle Mayor": a street's word opening the run makes it a place, wherever it stands.
          const street = all.length > 1 && lang.streetWords.has(lowerBare(all[0] as string));
          // A place's name is often made of common words ("the Lantern Inn", "the Old Mill"): keep them all.
          if (street || (all.length > 1 && !start && lang.placeBefore.test(s.text.slice(0, run.index)))) {
            const key = all.join(' ');
            const f = r.placeRuns.get(key) ?? { count: 0, first: { file: chapter.file, line: s.line } };
            f.count++;
            r.placeRuns.set(key, f);
          }
          if (street) continue;
          // A title inside a run starts another name: "Scotland Colonel Forster" is a place and a man.
          const pieces: string[][] = [];
          /** The pieces a full stop began: each opens a sentence of its own ("Meg. Tell Archie": "Tell" opens one). */
          const afterStop = new Set<number>();
          for (const [i, w] of all.entries()) {
            // "I'm sorry, Meg. Tell Archie.": a full stop after a word that is no title or initial ends the name. A
            // small word after it ("Lettie. She died") stays with the name as what it does, unless more capitals
            // follow: "He's a good boy, Will. The Guv'nor won't like it" is Will and the Guv'nor, not "Will Guv'nor".
            const prior = run.words[i - 1] ?? '';
            const stopped =
              prior.endsWith('.') &&
              !isTitle(prior, lang) &&
              // Stryker disable next-line Regex: a run's words have small letters after their capital, so none is an initial ("J.")
              !/^\p{Lu}\.$/u.test(prior) &&
              (!lang.stopWords.has(w.toLowerCase()) || i < all.length - 1);
            if (
              pieces.length === 0 ||
              stopped ||
              run.owned.includes(i) ||
              // Stryker disable next-line OptionalChaining,StringLiteral: pieces is never empty here (its first word opened it)
              (isTitle(w, lang) && !isTitle(pieces.at(-1)?.at(-1) ?? '', lang))
            ) {
              if (stopped) afterStop.add(pieces.length);
              pieces.push([w]);
            } else pieces.at(-1)?.push(w);
          }
          for (const [k, piece] of pieces.entries()) {
            let words = piece;
            const initial = (start && k === 0) || afterStop.has(k);
            // A sentence-initial ordinary word ("Then Mara") is no part of the name.
            // "Darling Tom, come here": a word of endearment opening the sentence is how he is spoken to, no name.
            // "Said Nell, very quietly": a speech verb opening the sentence is no name, even in a book that never
            // writes "said" in lower case.
            while (
              words.length > 1 &&
              initial &&
              (!nameWord(words[0] as string, r) || lang.speech.has(lowerBare(words[0] as string))) &&
              !isTitle(words[0] as string, lang)
            )
              words = words.slice(1);
            // "Darling Tom, sit down", "> Darling Immy,": a word of endearment before a name is how they are spoken to.
            if (words.length > 1 && lang.endearments.has(lowerBare(words[0] as string))) words = words.slice(1);
            // "Mr Grey": after a title a word the text writes in lower case too is still read there, for a slip
            // of a surname that is also a word ("Gray") to be found.
            const [head, next] = words;
            if (head && next && isTitle(head, lang) && !isTitle(next, lang) && !nameWord(next, r)) {
              r.titledWords ??= new Map();
              const key = `${head} ${next}`;
              const t = r.titledWords.get(key) ?? { count: 0, title: head, word: next };
              t.count++;
              r.titledWords.set(key, t);
            }
            // A word the text also writes in lower case is a name before a name in the middle of a sentence ("…that
            // Faith Munro had", "…and with Bill Sutherland"); after a title it is kept above, in titledWords.
            const parts = words.filter(
              (w, i) =>
                isTitle(w, lang) ||
                nameWord(w, r) ||
                (nameWord(w, r, true) &&
                  !initial &&
                  words.slice(i + 1).some((x) => !isTitle(x, lang) && nameWord(x, r))),
            );
            if (parts.length === 0 || parts.every((w) => isTitle(w, lang))) continue;
            names.push(parts.filter((w) => !isTitle(w, lang)));
            written.push(parts.length);
            const last = k === pieces.length - 1;
            const before = s.text.slice(0, run.index);
            const after = last ? s.text.slice(run.end) : '';
            const titled = isTitle(parts[0] as string, lang);
            // "the Meteorological Council has", "the Bwlch hut": a name after an article is a body or a place.
            const article =
              k === 0 &&
              !titled &&
              (lang.articleBefore.test(before) || (words !== piece && lang.articleBefore.test(`${piece[0]} `)));
            // "everyone in Hollis Falls shakes her hand": a preposition's object is no subject of the verb after it.
            const placed = k === 0 && lang.placeBefore.test(before);
            const personish =
              titled ||
              (!article &&
                !placed &&
                // Stryker disable next-line MethodExpression,StringLiteral: the window only bounds the look-back (a speech verb is the word before the name, well inside 24 characters), and a window of spaces alone reads as no word, which no speech verb is
                (lang.speechVerbs.test(/(\S+\s*)$/.exec(before.slice(-24))?.[1] ?? '') ||
                  speechAfter.test(after) ||
                  verbFollows(after, lang) ||
                  // "Old Salih, who was the watchman": a relative only a person takes.
                  lang.reading.personRelativeAfter.test(after) ||
                  // "I am Salih, son of Mustafa": one giving their own name.
                  (k === 0 && lang.reading.ownNameBefore.test(before) && lang.reading.ownNameAfter.test(after))));
            const placeish = article || placed;
            // "the Parker pen", "a Hohner harmonica": a make, whatever the sentence does next.
            // "took Margaret's watch" is hers, no make.
            const made =
              k === 0 &&
              last &&
              parts.length === 1 &&
              !lang.possessiveEnding.test(s.text.slice(run.index, run.end)) &&
              asMake(before, after, lang);
            const where = { file: chapter.file, line: s.line };
            // "my brother Danny", "Lil, my wife": a kin noun beside the name tells the gender outright.
            // Stryker disable next-line MethodExpression: the window only bounds the look-back; the longest kin phrase ("their younger widower, ") fits in 40 characters
            const kin = k === 0 ? lang.reading.kinNounBefore.exec(before.slice(-40)) : null;
            const kinAfter = last ? lang.reading.kinNounAfter.exec(after.slice(0, 40)) : null;
            const kinGender = genderOfNoun(((kin ?? kinAfter)?.[1] ?? '') as string, lang);
            for (const [i, w] of parts.entries()) {
              if (isTitle(w, lang) && i === 0 && parts.length > 1) continue;
              const st = r.stats.get(w) ?? {
                count: 0,
                inner: 0,
                person: 0,
                place: 0,
                first: where,
                female: 0,
                male: 0,
                aloneFemale: 0,
                aloneMale: 0,
                spoken: 0,
                made: 0,
              };
              st.count++;
              if (made) st.made++;
              // The narration masks what is quoted: a name there is said by someone.
              if (s.narration[run.index] !== s.text[run.index]) st.spoken++;
              if (!(initial && i === 0 && words === piece)) st.inner++;
              if (personish) st.person++;
              if (placeish) st.place++;
              if (kinGender === 'female' && !isTitle(w, lang)) st.female += KIN_VOTES;
              if (kinGender === 'male' && !isTitle(w, lang)) st.male += KIN_VOTES;
              r.stats.set(w, st);
            }
            if (parts.length > 1) {
              const key = parts.join(' ');
              const f = r.full.get(key) ?? { count: 0, first: where };
              f.count++;
              r.full.set(key, f);
            }
          }
        }
        lone = names.length === 1 ? names[0] : undefined;
        loneBare = names.length === 1 && written[0] === 1;
      }
    }
}

function verbFollows(after: string, lang: Language): boolean {
  // "Menga, on the cot by the door, heard her": a phrase set off by commas after the name, then its verb.
  const aside = lang.asideAfterName.exec(after);
  const next = lang.verbAfterName.exec(aside ? after.slice(aside[0].length - 1) : after)?.[1];
  // "Elias would have known": a modal after a word makes it a subject as surely as "Elias knew".
  return next !== undefined && (tenseOf(next, 'third-singular', lang) !== undefined || lang.modals.has(next));
}

interface Draft {
  name: string;
  names: Set<string>;
  /** A misspelt form → the form it misspells ("Reyez" → "Reyes"). */
  variants: Map<string, string>;
  gender?: Gender;
  source: FactSource;
  character?: Character;
}

/** How far before a told nickname (in characters) the name it belongs to may stand: a sentence or two. */
const NICKNAME_REACH = 160;

/**
 * "Bridget Farrell. Everyone calls me Biddy", "Thomas Keogh, known as Tuck": a nickname the text tells is a name of
 * the nearest full name before it in the paragraph (one whose gender fits "her" or "him"). A short-form table knows
 * "Bill" for "William"; only the text knows "Biddy".
 */
function toldNicknames(r: Reader, drafts: readonly Draft[], claim: (name: string, d: Draft) => void): void {
  const cue = new RegExp(r.lang.nicknameTold.source, `${r.lang.nicknameTold.flags.replace('g', '')}g`);
  const full = drafts.flatMap((d) => [...d.names].filter((n) => n.includes(' ')).map((name) => ({ name, d })));
  for (const chapter of r.m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      for (const m of p.text.matchAll(cue)) {
        const nick = m[2] as string;
        const at = m.index ?? 0;
        const before = p.text.slice(Math.max(0, at - NICKNAME_REACH), at);
        const whom = m[1]?.toLowerCase();
        // "her" is no man's name, "him" no woman's; "me" is the speaker's, whoever was named last.
        const fits = (d: Draft) => (whom === 'her' ? d.gender !== 'male' : whom !== 'him' || d.gender !== 'female');
        let best: { d: Draft; end: number } | undefined;
        for (const f of full) {
          const i = before.lastIndexOf(f.name);
          if (i >= 0 && fits(f.d) && (!best || i + f.name.length > best.end)) best = { d: f.d, end: i + f.name.length };
        }
        const d = best?.d;
        // "the men called him Captain": a title is no name of his own. (A name another holds too ends up shared,
        // and naming neither, as any name two people hold.)
        if (!d || isTitle(nick, r.lang)) continue;
        d.names.add(nick);
        claim(nick, d);
      }
    }
}

/** Group the names into characters: a full name claims its parts unless another full name shares them. */
function castFrom(r: Reader): Draft[] {
  const { lang } = r;
  const drafts: Draft[] = [];
  /** Who claims each name: a name with one claimant is theirs, with more it is shared and names no one. */
  const claimants = new Map<string, Set<Draft>>();
  const claim = (name: string, d: Draft) => {
    const set = claimants.get(name) ?? new Set<Draft>();
    set.add(d);
    claimants.set(name, set);
  };
  const owner = (name: string): Draft | undefined => {
    const set = claimants.get(name);
    return set?.size === 1 ? [...set][0] : undefined;
  };
  /** `from` becomes `to` everywhere it claims. */
  const fold = (from: Draft, to: Draft) => {
    for (const set of claimants.values()) if (set.delete(from)) set.add(to);
    for (const n of from.names) to.names.add(n);
    for (const [k, v] of from.variants) to.variants.set(k, v);
    if (!to.gender && from.gender) to.gender = from.gender;
    drafts.splice(drafts.indexOf(from), 1);
  };
  // The bible's characters first: their names are the author's.
  for (const c of r.m.bible.characters) {
    // "Walter J. Albright" in the bible is "Walter Albright" in the text: a middle initial is dropped as often as not.
    const names = new Set(c.names);
    for (const n of c.names) {
      const words = n.split(' ');
      // A name with no initial gives itself back, which the set already holds.
      names.add(words.filter((w, i) => i === 0 || i === words.length - 1 || !/^\p{Lu}\.?$/u.test(w)).join(' '));
    }
    const d: Draft = { name: c.name, names, variants: new Map(), source: 'bible', character: c };
    if (c.gender) d.gender = c.gender;
    drafts.push(d);
    for (const n of names) claim(n, d);
  }
  // Without the language's words, a name is a capital mid-sentence, twice, in a word never written in lower case.
  const person = (w: string) => {
    const st = r.stats.get(w);
    if (!lang.readsWords) return st !== undefined && st.inner >= 2;
    return st !== undefined && st.person > 0 && st.person >= st.place + st.made;
  };
  /** A word the text names a place or a thing by more often than a person. */
  const placeWord = (w: string) => {
    const st = r.stats.get(w);
    return st !== undefined && st.place > st.person;
  };
  /** Uses of a full name's surname alone, outside every full name that holds it. */
  const surnameAlone = (full: string) => {
    const last = full.split(' ').at(-1) as string;
    let inFull = 0;
    for (const [f, seen] of r.full) if (f.split(' ').includes(last)) inFull += seen.count;
    return (r.stats.get(last)?.count ?? 0) - inFull;
  };
  /** Of two namesakes, the one the text calls by the surname alone three times as often as the other ("Iturbe"). */
  const surnamedOver = (a: string, b: string) => surnameAlone(a) >= 3 * Math.max(1, surnameAlone(b));
  /** The words of a full name, each theirs unless the text uses it alone far more. */
  const claimParts = (d: Draft, full: string, parts: readonly string[]) => {
    const seen = r.full.get(full)?.count ?? 0;
    for (const part of parts) {
      // A full name seen once or twice does not take a first name the text uses alone far more when another full
      // name has it too: either may be the one meant. With no other, "Amos Penrith" once and "Amos" fifty times
      // are one man. Of two namesakes the text calls one by his surname ("Iturbe") and the other by the first
      // name ("Tomás"): the first name alone is the other's, however often the surnamed one's full name is seen.
      // The other full names are looked up only for a part used alone far more (most parts are not).
      if ((r.stats.get(part)?.count ?? 0) > 5 * seen + 5) {
        // Another full name of the same person ("Evaristo Funes" beside "Don Evaristo Funes", one man) is no rival.
        const others = [...r.full.keys()].filter((f) => f !== full && !d.names.has(f) && f.split(' ').includes(part));
        const namesake = (f: string) => f.split(' ')[0] === part && full.split(' ')[0] === part;
        if (
          (seen <= 2 && others.some((f) => !(namesake(f) && surnamedOver(f, full)))) ||
          others.some((f) => namesake(f) && surnamedOver(full, f))
        )
          continue;
      }
      d.names.add(part);
      claim(part, d);
    }
  };
  // Full names of persons: "Mara Voss", "Mr. Darcy", "Sir William Lucas".
  const fulls = [...r.full.keys()].sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length);
  for (const full of fulls) {
    if (owner(full)) continue;
    const parts = full.split(' ');
    const titled = isTitle(parts[0] as string, lang);
    // "At the Grandview Matron Ilse kept the keys": a word the book names a place or a thing by, after an article
    // ("the Grandview"), run together with a name it writes on its own ("Matron Ilse") is the two, no longer name.
    if (placeWord(parts[0] as string) && r.full.has(parts.slice(1).join(' '))) continue;
    // "General Sir John Moore": every title before the name is dropped, so "Sir" is no name of his.
    let lead = 0;
    while (lead < parts.length && isTitle(parts[lead] as string, lang)) lead++;
    const rest = parts.slice(lead);
    if (!titled && !rest.some(person) && !person(full)) continue;
    if (rest.length === 0) continue;
    // A longer name that holds this one ("Sir William Lucas" ⊃ "William Lucas") is the same person.
    // "Walter Halloran" beside "Walter James Halloran": the same first name and surname around a middle name.
    // "Don Evaristo" beside "Don Evaristo Funes", "Mary Anne" beside "Mary Anne Tolley": the opening words of one
    // longer name, the surname left off, when only one name opens so. "Konrad Lindemann" beside "Herr Konrad Lindemann
    // Vogt" (or "Konrad Lindemann Vogt", a name the longer one goes by) opens it, its title put by: the second surname
    // left off.
    const untitled = (n: string) => {
      const words = n.split(' ');
      let i = 0;
      while (i < words.length - 1 && isTitle(words[i] as string, lang)) i++;
      return words.slice(i).join(' ');
    };
    const opening =
      rest.length === 2 && !titled
        ? drafts.filter((d) => d.source === 'text' && [...d.names].some((n) => untitled(n).startsWith(`${full} `)))
        : [];
    // "Evaristo Funes" or "Don Evaristo" in the text, "Don Evaristo Funes" in the bible: the end of one of the bible's
    // longer names, or its opening with the surname left off, when one bible character alone holds it and the
    // gender the text gives the name does not gainsay the bible's.
    const inBible =
      rest.length >= 2 && !titled
        ? drafts.filter(
            (d) =>
              d.source === 'bible' &&
              genderCompatible(
                d.gender,
                voted(withNameVotes(r.stats.get(rest[0] as string), givenNameGender(rest[0] as string, lang))),
              ) &&
              [...d.names].some((n) => n.endsWith(` ${full}`) || (rest.length === 2 && n.startsWith(`${full} `))),
          )
        : [];
    const longer =
      rest.length >= 2
        ? ((inBible.length === 1 ? inBible[0] : undefined) ??
          drafts.find(
            (d) =>
              d.source === 'text' &&
              (d.name.endsWith(` ${rest.join(' ')}`) ||
                (opening.length === 1 && opening[0] === d) ||
                (!titled &&
                  rest.length === 2 &&
                  middled(d.name, rest[0] as string, rest[1] as string) &&
                  // "June Anne Halloran" once in a will beside "June Halloran" throughout; "Mary Beth Tanner" as
                  // often as "Mary Tanner" is a daughter beside her mother.
                  (r.full.get(d.name)?.count ?? 0) * 3 <= (r.full.get(full)?.count ?? 0))),
          ))
        : undefined;
    const title = titled ? (parts[0] as string) : undefined;
    // "Doctor Amos Kitto" in the text is the bible's "Amos Kitto"; "Doctor Ransome" the bible's (or the text's own)
    // "Dr Ransome", one title written long and short.
    const retitled = (x: Draft) =>
      [...x.names].some((n) => {
        const [t, ...tail] = n.split(' ');
        return tail.join(' ') === rest.join(' ') && sameTitle(t as string, title as string, lang);
      });
    // "Uncle Josiah" beside "Uncle Josiah Penney": the same title and given name, the surname left off — when only
    // one such name is in the book.
    const prefixed = () => {
      const found = drafts.filter((x) => [...x.names].some((n) => n.startsWith(`${full} `)));
      return found.length === 1 ? found[0] : undefined;
    };
    // "Doña Greta Lindemann" in the text is the bible's "Doña Greta": the same title and given name, the surname
    // added — when only one such name is in the bible. (Looked for only when nothing else names it.)
    const titledGiven = () => {
      const found = drafts.filter((x) => x.source === 'bible' && x.names.has(`${parts[0]} ${rest[0]}`));
      return found.length === 1 ? found[0] : undefined;
    };
    const named = titled
      ? rest.length >= 2
        ? (drafts.find((x) => x.names.has(rest.join(' '))) ?? titledGiven())
        : (drafts.find(retitled) ?? prefixed())
      : undefined;
    if (named && genderCompatible(named.gender, titleGender(title as string, lang))) {
      named.names.add(full);
      claim(full, named);
      continue;
    }
    if (longer && (!title || genderCompatible(longer.gender, titleGender(title, lang)))) {
      longer.names.add(full);
      claim(full, longer);
      // "Sir William Lucas" is "William" and "Lucas" too, as "William Lucas" would be.
      if (!titled) claimParts(longer, full, rest);
      continue;
    }
    const d: Draft = { name: full, names: new Set([full]), variants: new Map(), source: 'text' };
    // "Grace Whitlow", "Aunt Ada": a given name tells the gender before pronouns do ("Grace came with his pills");
    // after a title alone ("Dr. Hope") the one word is a surname.
    const given =
      // Stryker disable next-line ConditionalExpression,EqualityOperator: a titled full name ("Dr. Grace Whitlow") left
      // without a gender here is given its given name's by nameTellsGender when the cast is gendered
      !title || rest.length >= 2 || lang.givenNameTitles.has(lowerBare(title))
        ? givenNameGender(rest[0] as string, lang)
        : undefined;
    const g = title ? (titleGender(title, lang) ?? given) : voted(withNameVotes(r.stats.get(rest[0] as string), given));
    if (g) d.gender = g;
    drafts.push(d);
    claim(full, d);
    // A middle name ("James" of "Walter James Halloran") is no name the person goes by alone.
    if (!titled) claimParts(d, full, rest.length >= 3 ? [rest[0] as string, rest.at(-1) as string] : rest);
    // "Mrs. Bennet" claims "Bennet" too, so a surname the family shares names none of them alone. "Doctor Pieter
    // Haas" claims "Pieter" and "Haas" as "Pieter Haas" would (a name shared with another full name names neither).
    // A saint's ("St. Anthony") claims nothing: a character is often named for one.
    else if (rest.length === 1 && !lang.saintTitles.has(lowerBare(title as string))) claim(rest[0] as string, d);
    else claimParts(d, full, rest);
  }
  // "Bill Pruitt" beside "William Pruitt": a short form of the given name before the same surname is one person, when
  // their genders agree and no one else of that surname has a given name the short form stands for.
  for (const d of drafts.filter((x) => x.source === 'text')) {
    // "Mr. Frank Bishop" beside "Francis Bishop": a title before the short form is no part of the name.
    const words = d.name.split(' ');
    const [given, surname, ...more] = isTitle(words[0] as string, lang) ? words.slice(1) : words;
    const formal = given ? lang.nicknames.get(given.toLowerCase()) : undefined;
    if (!formal || !surname || more.length > 0 || !drafts.includes(d)) continue;
    const same = drafts.filter((x) => {
      const words = x.name.split(' ');
      return (
        x !== d && words.length === 2 && words[1] === surname && formal.includes((words[0] as string).toLowerCase())
      );
    });
    const into = same[0];
    if (same.length !== 1 || !into || !shortFormFits(formal, d.gender, into.gender)) continue;
    // Named side by side in a paragraph ("William Tennant's eyes were pale blue; Will Tennant's were dark"), a father
    // and a son: two people.
    if (together(r.m, d.name, into.name)) continue;
    const [ours, theirs] = [r.full.get(d.name)?.count ?? 0, r.full.get(into.name)?.count ?? 0];
    // The bible's name is the author's; between two of the text's, the one used more.
    fold(...(into.source === 'bible' || theirs >= ours ? ([d, into] as const) : ([into, d] as const)));
  }
  // "Francis Bishop" on a deed in the text, "Frank Bishop" in the bible: the bible's short form of the text's given
  // name before the same surname is the same person, when only one bible name is so and their genders agree.
  for (const d of drafts.filter((x) => x.source === 'text')) {
    const words = d.name.split(' ');
    const [given, surname, ...more] = isTitle(words[0] as string, lang) ? words.slice(1) : words;
    if (!given || !surname || more.length > 0) continue;
    const shortOf = (x: Draft) => {
      const [short, last, ...others] = x.name.split(' ');
      const formal =
        short && last === surname && others.length === 0 ? lang.nicknames.get(short.toLowerCase()) : undefined;
      return formal?.includes(given.toLowerCase()) ? formal : undefined;
    };
    const same = drafts.filter((x) => x.source === 'bible' && shortOf(x));
    const into = same[0];
    const formal = into ? shortOf(into) : undefined;
    if (same.length !== 1 || !into || !formal || !shortFormFits(formal, into.gender, d.gender)) continue;
    fold(d, into);
  }
  // "Mr. Darcy" is "Fitzwilliam Darcy" when only one full name ends in Darcy and the title's gender fits.
  for (const d of drafts.filter((x) => x.source === 'text' && isTitle(x.name.split(' ')[0] as string, lang))) {
    const [title, ...rest] = d.name.split(' ');
    const tail = rest.join(' ');
    const g = titleGender(title as string, lang);
    // "Mr Bell" beside "Kit Bell", a woman, and "Daniel Bell": only a name whose gender fits the title's is a candidate.
    const owners = drafts.filter(
      (x) =>
        x !== d &&
        !isTitle(x.name.split(' ')[0] as string, lang) &&
        x.name.endsWith(` ${tail}`) &&
        genderCompatible(x.gender, g),
    );
    const full = owners[0];
    if (owners.length !== 1 || !full) continue;
    // Only a title that names one person (Mr., Sir, Lord) merges, and only into a man: "Mrs. Bennet" is rarely "Jane Bennet".
    // A man, or one whose gender the text has not told when no woman bears the name ("Miss Darcy").
    const womanToo = drafts.some(
      (x) => x.name.endsWith(` ${tail}`) && titleGender(x.name.split(' ')[0] as string, lang) === 'female',
    );
    // "Miss Mercer" is "Grace Mercer" when she is a woman and no one else in the book bears the name.
    const maiden =
      lang.maidenTitles.has(lowerBare(title as string)) &&
      full.gender === 'female' &&
      !drafts.some((x) => x !== d && x !== full && x.name.endsWith(` ${tail}`));
    // "Sergeant Kowalski" is "Dale Kowalski" when the title tells no gender and no one else bears the name.
    // "Dr. Ransome" beside "Doctor Ransome" is that title written short, no one else of the name. Another bears it by
    // any of their names: a bible's "Felix", whose names hold "Dr. Felix Mandl", bears "Mandl" beside "Leopold Mandl".
    const rank =
      g === undefined &&
      !drafts.some(
        (x) =>
          x !== d &&
          x !== full &&
          [...x.names].some((n) => n.endsWith(` ${tail}`)) &&
          !(
            x.name === `${x.name.split(' ')[0]} ${tail}` &&
            sameTitle(x.name.split(' ')[0] as string, title as string, lang)
          ),
      );
    if (!maiden && !rank && (g !== 'male' || full.gender === 'female' || (full.gender !== 'male' && womanToo)))
      continue;
    fold(d, full);
  }
  // "Signor Piero" is "Piero Rovere", "Miss Harriet" "Harriet Vane", "Sir Walter" "Walter Elliot": a title before a
  // given name alone is the one full name that opens with it, when the title's gender fits and no other
  // full name opens so (two Toms leave "Mr. Tom" to neither). A saint's name is no one's ("St. Anthony's"); a title
  // of kinship ("Aunt Faith", whose niece may be named for her) is weighed below, by how often each is used.
  for (const d of drafts.filter((x) => x.source === 'text' && x.name.split(' ').length === 2)) {
    const [title, given] = d.name.split(' ') as [string, string];
    if (!isTitle(title, lang) || kinTitled(d.name, lang) || lang.saintTitles.has(lowerBare(title))) continue;
    if (!drafts.includes(d)) continue;
    const opens = (n: string) => {
      const words = n.split(' ');
      const lead = isTitle(words[0] as string, lang) ? 1 : 0;
      return words.length - lead >= 2 && words[lead] === given;
    };
    const owners = drafts.filter((x) => x !== d && [...x.names].some(opens));
    const full = owners[0];
    // Stryker disable next-line ConditionalExpression: with exactly one owner `full` is that owner; the test only narrows the type
    if (owners.length !== 1 || !full || !genderCompatible(full.gender, titleGender(title, lang))) continue;
    // Introduced by the full name and called by the given name after ("Piero Rovere" once, "Piero" throughout): the
    // titled given name is that one. "Lady Catherine" beside a "Catherine Bell" named as often as "Catherine" alone
    // may be another Catherine.
    // (A word's count holds its uses inside full names: they are taken off.)
    let alone = r.stats.get(given)?.count ?? 0;
    for (const [name, f] of r.full) if (name.split(' ').includes(given)) alone -= f.count;
    if ((r.full.get(full.name)?.count ?? 0) * 3 > alone) continue;
    fold(d, full);
    // "Signor Piero" was "Piero" as well: so is the one it joins, while no one else has the name.
    if (owner(given) === full) full.names.add(given);
  }
  // "Tomas Reyez" beside "Tomas Reyes": one person, one part misspelt. The rarer form joins the other as a variant.
  for (const d of [...drafts]) {
    if (d.source !== 'text') continue;
    const parts = d.name.split(' ');
    const twinName = (name: string) => {
      const other = name.split(' ');
      if (other.length !== parts.length || other.length < 2) return false;
      const diff = parts.map((p, i) => [p, other[i] as string] as const).filter(([a, b]) => a !== b);
      return (
        diff.length === 1 &&
        nearName((diff[0] as readonly [string, string])[0], (diff[0] as readonly [string, string])[1])
      );
    };
    // Against each full name a character goes by: "Mr Grey" beside "Mr Gray", a name of "Euan Gray".
    let matched = '';
    const twin = drafts.find((x) => {
      if (x === d) return false;
      matched = [x.name, ...x.names].find(twinName) ?? '';
      return matched !== '';
    });
    if (!twin || !drafts.includes(d)) continue;
    const ours = r.full.get(d.name);
    const theirs = r.full.get(matched);
    const dFirst = ours ? readingPlace(r.m, ours.first) : Number.MAX_SAFE_INTEGER;
    const tFirst = theirs ? readingPlace(r.m, theirs.first) : -1;
    // The differing word as the whole book uses it: "Peg Tolly" once and "Peg Tolley" once, but "Tolley" after
    // every first name of the family, is a slip of "Tolley" whichever full name came first.
    const differing = d.name.split(' ').findIndex((p, i) => p !== matched.split(' ')[i]);
    const ourPart = r.stats.get(d.name.split(' ')[differing] ?? '')?.count ?? 0;
    const theirPart = r.stats.get(matched.split(' ')[differing] ?? '')?.count ?? 0;
    const byPart = theirPart >= 3 * Math.max(1, ourPart) ? twin : ourPart >= 3 * Math.max(1, theirPart) ? d : undefined;
    const keep =
      twin.source === 'bible'
        ? twin
        : (byPart ??
          ((theirs?.count ?? 0) > (ours?.count ?? 0) || ((theirs?.count ?? 0) === (ours?.count ?? 0) && tFirst < dFirst)
            ? twin
            : d));
    const drop = keep === twin ? d : twin;
    const [keepName, dropName] = keep === twin ? [matched, d.name] : [d.name, matched];
    const [keepParts, dropParts] = [keepName.split(' '), dropName.split(' ')];
    for (const [i, p] of dropParts.entries()) if (p !== keepParts[i]) keep.variants.set(p, keepParts[i] as string);
    keep.variants.set(dropName, keepName);
    // A part both spellings share ("Tomas") was counted as shared between two people: it is one.
    fold(drop, keep);
  }
  // "Doctor Kitto" beside "Doctor Amos Kitto" alone: the same title and surname are one person (after the
  // misspellings above, so "Mrs. Pasco" has met "Mrs. Pascoe" first).
  for (const d of drafts.filter((x) => x.source === 'text' && isTitle(x.name.split(' ')[0] as string, lang))) {
    const [title, ...rest] = d.name.split(' ');
    const tail = rest.join(' ');
    const longer = (x: Draft) =>
      [...x.names].some(
        (n) => n.startsWith(`${title} `) && n.split(' ').length > rest.length + 1 && n.endsWith(` ${tail}`),
      );
    const same = drafts.filter((x) => x !== d && longer(x));
    // Another of the surname the title cannot be ("Lil Frost", a woman, beside "Mr. Frost") is no rival.
    const other = drafts.some(
      (x) =>
        x !== d &&
        x !== same[0] &&
        !isTitle(x.name.split(' ')[0] as string, lang) &&
        x.name.endsWith(` ${tail}`) &&
        genderCompatible(x.gender, titleGender(title as string, lang)),
    );
    const into = same[0];
    if (other || same.length !== 1 || !into) continue;
    fold(d, into);
    // "Doctor Haas" was "Haas" as well: so is the one it joins, while no one else has the name.
    if (owner(tail) === into) into.names.add(tail);
  }
  // "Miss Ada" beside "Aunt Ada": a title of kinship stands before a first name, so another title before the same
  // name is the same woman, when their genders agree and no full name holds that name.
  for (const d of drafts.filter((x) => x.source === 'text' && kinTitled(x.name, lang))) {
    const given = d.name.split(' ')[1] as string;
    // "Aunt Faith" beside "Faith Halloran", the one full name that opens with her given name: one woman.
    const full = drafts.filter((x) => x !== d && x.name.split(' ').length >= 2 && x.name.split(' ')[0] === given);
    const only = full[0];
    // "Aunt Faith", "Faith" forty times and "Faith Halloran" in a few documents: one woman; a girl "Faith Morgan"
    // whose full name is used as often as "Faith" alone, or named beside her aunt, is another.
    const alone = r.stats.get(given)?.count ?? 0;
    const named = only ? (r.full.get(only.name)?.count ?? 0) : 0;
    if (
      full.length === 1 &&
      only &&
      genderCompatible(d.gender, only.gender) &&
      named * 3 <= alone &&
      !together(r.m, d.name, only.name)
    ) {
      fold(d, only);
      continue;
    }
    if ([...r.full.keys()].some((f) => !isTitle(f.split(' ')[0] as string, lang) && f.split(' ').includes(given)))
      continue;
    for (const x of drafts.filter(
      (y) =>
        y !== d &&
        y.source === 'text' &&
        y.name.split(' ').length === 2 &&
        isTitle(y.name.split(' ')[0] as string, lang) &&
        y.name.endsWith(` ${given}`) &&
        genderCompatible(d.gender, y.gender),
    ))
      if (drafts.includes(d)) fold(x, d);
  }
  if (lang.readsWords) toldNicknames(r, drafts, claim);
  // Single names no full name holds: "Hendrik", nicknames ("Lizzy") — persons by how the text uses them.
  for (const [w, st] of r.stats) {
    if (isTitle(w, lang)) continue;
    const claimers = claimants.get(w);
    if (claimers) {
      // "Catherine" claimed only by "Lady Catherine" is hers; claimed by more, it is shared.
      const [only] = claimers;
      if (claimers.size === 1 && only && only.name.split(' ').length === 2 && only.name.endsWith(` ${w}`))
        only.names.add(w);
      continue;
    }
    if (lang.readsWords ? st.person === 0 || st.person < st.place + st.made || st.inner + st.person < 2 : st.inner < 2)
      continue;
    // "Walt" beside "Walter Halloran": a short form of one full name's given name is that person.
    const formal = lang.nicknames.get(w.toLowerCase());
    const long = formal
      ? drafts.filter((x) => {
          const words = x.name.split(' ');
          return words.length >= 2 && formal.includes((words[0] as string).toLowerCase());
        })
      : [];
    const only = long[0];
    // Used alone no more often than the given name it is short for ("Walt" beside "Walter" thirty times): a boy
    // called "Will" throughout is not the "William Faulkner" the book names once.
    const given = only ? (r.stats.get(only.name.split(' ')[0] as string)?.count ?? 0) : 0;
    if (long.length === 1 && only && formal && shortFormFits(formal, voted(st), only.gender) && st.count <= given) {
      only.names.add(w);
      claim(w, only);
      continue;
    }
    const d: Draft = { name: w, names: new Set([w]), variants: new Map(), source: 'text' };
    drafts.push(d);
    claim(w, d);
  }
  // "McKechnie had laughed so hard he had to sit down", with Donald and Margaret McKechnie in the book: a surname
  // shared by a man and a woman is the one whose gender its own pronouns tell, when only one has it.
  for (const [name, set] of claimants) {
    if (set.size < 2 || name.includes(' ')) continue;
    const st = r.stats.get(name);
    const told = voted(st && { female: st.aloneFemale, male: st.aloneMale });
    const fits = told ? [...set].filter((d) => d.gender === told) : [];
    const [fit] = fits;
    if (fit && fits.length === 1 && [...set].every((d) => d.gender !== undefined)) {
      claimants.set(name, new Set(fits));
      fit.names.add(name);
    }
  }
  // A name two characters share ("Bennet" for five of them) names neither.
  for (const d of drafts) for (const n of [...d.names]) if (owner(n) !== d && n !== d.name) d.names.delete(n);
  // A rare one-word name a slip away from a common one of a single character ("Hendirk", twice, beside
  // "Hendrik", forty times) is a misspelling of it, not another person.
  const forms = new Map<string, Draft>();
  // Stryker disable next-line ConditionalExpression: the counts count single words, so a name of several has none and is never the common form a slip is measured against
  for (const d of drafts) for (const n of d.names) if (!n.includes(' ')) forms.set(n, d);
  for (const [w, st] of r.stats) {
    // "Daddy" beside "Paddy": what a child calls a parent is no one's misspelt name.
    if (
      st.count > 2 ||
      st.place > 0 ||
      (st.inner === 0 && st.person === 0) ||
      isTitle(w, lang) ||
      isParentWord(w, lang)
    )
      continue;
    const own = forms.get(w);
    if (own && own.names.size > 1) continue;
    for (const [n, d] of forms) {
      const common = r.stats.get(n)?.count ?? 0;
      // Two letters swapped ("Jonha" for "Jonah") is a slip of the fingers: a name used three times shows it.
      const least = transposed(w, n) ? 3 : Math.max(5, 4 * st.count);
      // "He said, Antonio, you will be late": a name respelt three letters away only in what someone says is how
      // that speaker says it (his father's Portuguese for "Anthony"), no slip of the pen.
      const said = st.spoken === st.count && distance(w, n) >= 3;
      if (d === own || common < least || !nearName(w, n) || otherForm(w, n, r.lang) || said) continue;
      d.variants.set(w, n);
      d.names.add(w);
      if (own) drafts.splice(drafts.indexOf(own), 1);
      break;
    }
  }
  titledSlips(r, drafts);
  parentOfNarrator(r, drafts, fold);
  rolesNamed(r, drafts);
  // "June Anne Halloran" once in a will, "June Halloran" everywhere else: a finding names her as the book does.
  for (const d of drafts) {
    const words = d.name.split(' ');
    const short = `${words[0]} ${words.at(-1)}`;
    // Only a middle name's merge put the short form there, and it asks the short form to be used three times as often.
    if (d.source === 'text' && words.length === 3 && !isTitle(words[0] as string, lang) && d.names.has(short))
      d.name = short;
  }
  return drafts;
}

/**
 * "My father, Arthur Tolley, died…", "My father was Thomas Vass": the narrator names the parent they call "Dad"
 * (or "Mum"), so "Dad" is that person and what "Dad" does is theirs. Read in narration only (a character's "my
 * father" in dialogue is theirs, not the narrator's), and only when one name is given for that parent.
 */
function parentOfNarrator(r: Reader, drafts: Draft[], fold: (from: Draft, to: Draft) => void): void {
  const { lang } = r;
  const named = new Map<'father' | 'mother', Set<Draft>>();
  for (const chapter of r.m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind !== 'prose') continue;
      for (const s of p.sentences) {
        const m = lang.parentNamed.exec(s.narration);
        if (!m) continue;
        const parent = (m[1] ?? m[4]) as 'father' | 'mother';
        const name = (m[2] ?? m[3]) as string;
        const who = drafts.find((d) => d.names.has(name));
        if (!who) continue;
        named.set(parent, (named.get(parent) ?? new Set()).add(who));
      }
    }
  for (const [parent, who] of named) {
    const [person] = who;
    if (who.size !== 1 || !person) continue;
    // "Daddy" with its own misspelling ("Daddey" once) is still the one the narrator calls him.
    for (const d of drafts.filter((x) => x !== person && x.source === 'text'))
      if (lang.roleNames[parent].has(d.name.toLowerCase()) && drafts.includes(person)) fold(d, person);
    // "Dad" said once is too rare to be read as anyone by itself: it is still what the narrator calls him.
    for (const role of lang.roleNames[parent]) {
      const word = role.charAt(0).toUpperCase() + role.slice(1);
      if (r.stats.has(word) && !drafts.some((x) => x.names.has(word))) person.names.add(word);
    }
  }
}

/** At least this many "the foreman"s make a role what the book calls someone, not a passing description. */
const ROLE_USES = 3;

/**
 * "said the foreman, Gunnar Hallgrímsson" once, "the foreman" all through the book: the foreman is Gunnar, so what
 * "the foreman" does and has ("the foreman went to Reykjavík", his grey eyes after "the foreman came in") is his.
 * Read only when the book names one person for the role, the role is someone who speaks ("said the foreman", "the
 * postmistress asked"), not a place ("in the kitchen, Anna"), and it is used often; "the man", "the eldest" are too
 * plain to be one person's, and a kinship is read elsewhere.
 */
function rolesNamed(r: Reader, drafts: Draft[]): void {
  const { lang } = r;
  const named = new Map<string, Set<Draft | null>>();
  const texts = r.m.chapters.flatMap((c) => c.paragraphs.filter((p) => p.kind !== 'heading').map((p) => p.text));
  for (const text of texts)
    for (const m of text.matchAll(lang.roleNamed)) {
      const role = (m[1] ?? m[4]) as string;
      const name = (m[2] ?? m[3]) as string;
      if (lang.plainRoles.has(role) || lang.kinWord.test(role) || isParentWord(role, lang)) continue;
      const full = drafts.find((d) => d.names.has(name));
      // "the foreman, Gunnar Hallvarðsson" once, where the book's Gunnar is Gunnar Hallgrímsson: the surname is a
      // slip, and the foreman is the Gunnar the book knows.
      const first = name.split(' ')[0] as string;
      const known = full && !full.names.has(first) ? drafts.find((d) => d !== full && d.names.has(first)) : undefined;
      const who = known ?? full;
      // "the doctor, Ames" and "the doctor, Reid": two people have the role, which names neither.
      named.set(role, (named.get(role) ?? new Set()).add(who ?? null));
    }
  const speakers = new Set(texts.flatMap((t) => lang.roleSpeaks.flatMap((p) => [...t.matchAll(p)].map((m) => m[1]))));
  const article = lang.roleArticle;
  const upper = article.charAt(0).toUpperCase() + article.slice(1);
  for (const [role, who] of named) {
    const [person] = who;
    if (who.size !== 1 || !person || !drafts.includes(person)) continue;
    const use = new RegExp(
      `(?<![\\p{L}\\p{M}])(?:${article}|${upper})\\s+${escapeRegExp(role)}(?![\\p{L}\\p{M}-])`,
      'gu',
    );
    const uses = texts.reduce((n, text) => n + [...text.matchAll(use)].length, 0);
    if (uses < ROLE_USES || !speakers.has(role)) continue;
    person.names.add(`${article} ${role}`);
    person.names.add(`${upper} ${role}`);
  }
}

/**
 * "Mr Grey" once beside "Mr Gray" and "Euan Gray" often: a surname that is also
 * a word, misspelt into another word. The slip is read only where a title
 * stands before it and the known surname is used as a name (after a title or
 * a first name) far more; "grey eyes" are never a name.
 */
function titledSlips(r: Reader, drafts: Draft[]): void {
  for (const t of r.titledWords?.values() ?? []) {
    for (const d of drafts) {
      const surname = [...d.names].find(
        (n) =>
          !n.includes(' ') &&
          n !== t.word &&
          nearName(t.word, n) &&
          !otherForm(t.word, n, r.lang) &&
          [...r.full.keys()].some((f) => f.endsWith(` ${n}`)),
      );
      const used = surname
        ? [...r.full].reduce((sum, [f, v]) => sum + (f.endsWith(` ${surname}`) ? v.count : 0), 0)
        : 0;
      if (!surname || used < Math.max(3, 3 * t.count)) continue;
      const slip = `${t.title} ${t.word}`;
      d.names.add(slip);
      d.variants.set(t.word, surname);
      break;
    }
  }
}

/** "the Gardiners" beside "Gardiner", "Phillipses" beside "Phillips": a family, not a misspelling. */
export function familyForm(a: string, b: string, lang: Language): boolean {
  // "the Hopes'" (the family's) beside "Hope's" (one's): the plural and the name once their possessives are off.
  const own = lang.familyPlural.possessive;
  return pluralOf(own ? a.replace(own, '') : a, own ? b.replace(own, '') : b, lang);
}

/** Whether one form is the family plural of the other ("Gardiners" of "Gardiner"). */
function pluralOf(a: string, b: string, lang: Language): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // A name ending in a hiss takes -es ("Phillipses"): "Voss" is no plural of "Vos", nor "Tomass" of "Tomas".
  const plural = lang.familyPlural;
  const [one, more] = plural.changed ?? ['', ''];
  // "the Exciseman" beside "six Excisemen".
  if (one && [a, b].some((x, i) => x.endsWith(one) && [b, a][i] === `${x.slice(0, -one.length)}${more}`)) return true;
  return plural.hiss.test(short) ? long === `${short}${plural.afterHiss}` : long === `${short}${plural.plain}`;
}

/** "Hopey" of "Hope", "Tommy" of "Tom", "Annie" of "Ann": a pet form of a name (Language.petEnding), not a misspelling. */
export function petForm(a: string, b: string, lang: Language): boolean {
  // Either way round, as "Rosy" of "Rose" is no longer than the name (a shorter form never holds a longer's stem).
  const of = (name: string, pet: string) =>
    [name, name.replace(/e$/, '')].some((stem) => {
      if (!pet.startsWith(stem)) return false;
      const rest = pet.slice(stem.length);
      // "Tommy": the last consonant doubled before the ending.
      const doubled = rest.startsWith(stem.slice(-1)) ? rest.slice(1) : rest;
      return lang.petEnding.test(rest) || lang.petEnding.test(doubled);
    });
  return of(a, b) || of(b, a);
}

/** "Bill" and "William", either way round: one is a short form of the other in the language's table (Language.nicknames). */
export function shortForm(a: string, b: string, lang: Language): boolean {
  const table = lang.nicknames;
  return (
    table.get(a.toLowerCase())?.includes(b.toLowerCase()) === true ||
    table.get(b.toLowerCase())?.includes(a.toLowerCase()) === true
  );
}

/** Two forms of one name that are no slip of each other: a family's plural, or a pet form. */
export function otherForm(a: string, b: string, lang: Language): boolean {
  return familyForm(a, b, lang) || petForm(a, b, lang);
}

/** "Aunt Ada", "Uncle Joe": a title of kinship before one name, a first name. */
function kinTitled(name: string, lang: Language): boolean {
  const parts = name.split(' ');
  return parts.length === 2 && lang.givenNameTitles.has(lowerBare(parts[0] as string));
}

/**
 * A given name that tells a gender ("Grace") counts as this many pronouns: the text's own outvote it only when more
 * than twice as many. A "his" or "He" after a name is often another's ("Grace came with his pills"); a name seldom
 * misleads.
 */
const NAME_VOTES = 5;

/** A name's pronoun votes with its given name's added ("Grace Mercer … He"). */
function withNameVotes(
  st: { female: number; male: number } | undefined,
  given: Gender | undefined,
): { female: number; male: number } | undefined {
  if (!given) return st;
  const v = { female: st?.female ?? 0, male: st?.male ?? 0 };
  v[given] += NAME_VOTES;
  return v;
}

/** The gender the pronouns after a name tell, when they agree. */
function voted(st: { female: number; male: number } | undefined): Gender | undefined {
  if (!st) return undefined;
  if (st.female >= 1 && st.female > 2 * st.male) return 'female';
  if (st.male >= 1 && st.male > 2 * st.female) return 'male';
  return undefined;
}

function genderCompatible(a: Gender | undefined, b: Gender | undefined): boolean {
  return a === undefined || b === undefined || a === b;
}

// ---------------------------------------------------------------------------
// Mentions, genders, attributes, deaths

/** The character the checks compare: the bible's (a copy, with the forms the text adds), or one the text gives. */
function toCharacter(d: Draft): Character {
  if (d.character) {
    const c: Character = { ...d.character, names: [...new Set([...d.character.names, ...d.names])] };
    if (!c.gender && d.gender) c.gender = d.gender;
    return c;
  }
  const c: Character = { name: d.name, names: [...d.names], line: 0, fields: {} };
  if (d.gender) c.gender = d.gender;
  return c;
}

/** A Cast (the matcher the checks use) over the fact base's characters. */
export function castOver(characters: readonly Character[]): Cast {
  const byName = new Map<string, Character>();
  for (const c of characters) for (const n of c.names) if (!byName.has(n)) byName.set(n, c);
  // "the Signora" opening a sentence is "The Signora": the same one, by the same name.
  for (const [n, c] of [...byName])
    if (/^\p{Ll}/u.test(n)) {
      const opening = `${n.charAt(0).toUpperCase()}${n.slice(1)}`;
      if (!byName.has(opening)) byName.set(opening, c);
    }
  const names = [...byName.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const cast: Cast = {
    pattern:
      names.length > 0
        ? new RegExp(`(?<![\\p{L}])(?:${names.join('|').replace(/\\\./g, '\\.?')})(?![\\p{L}])`, 'gu')
        : undefined,
    byName: new Map([...byName].flatMap(([n, c]) => [[n, c] as const, [n.replace(/\./g, ''), c] as const])),
    seen: new Map(),
  };
  // "Mr. Darcy" is also written "Mr Darcy": both forms go in the index.
  const byFirst = indexByFirst(cast.byName.keys());
  if (byFirst) cast.byFirst = byFirst;
  return cast;
}

/** A sentence's first word, past an opening bracket or mark of emphasis ("(She is the widow…", "*He* went"). */
function openingWord(narration: string): string {
  return /^[\s([*_]*(\p{L}+)/u.exec(narration)?.[1] ?? '';
}

/** Who "she", "his" or "her" refers to at `index` in a sentence: the last named character it can be. */
export function resolvePronoun(
  gender: Gender,
  before: ReadonlyArray<{ character: Character; index: number }>,
  blocked: boolean,
): Character | undefined {
  if (blocked) return undefined;
  for (let i = before.length - 1; i >= 0; i--) {
    const c = (before[i] as (typeof before)[number]).character;
    if (c.gender === gender) return c;
  }
  // No one of that gender: a lone character whose gender the text never told may be the one meant.
  const only = new Set(before.map((b) => b.character));
  const [c] = only;
  return only.size === 1 && c?.gender === undefined ? c : undefined;
}

/** A kin noun before a name ("my brother Danny") counts as this many pronouns. */
const KIN_VOTES = 3;

/**
 * The gender the text gives a character: after a sentence whose only name is
 * theirs, the next sentence opening "She" or "Her" (or "He", "His"), and
 * "herself"/"himself"/"his" after the name in the same sentence. "Her" in
 * the same sentence is left out: "Hendrik let her in" says nothing of Hendrik.
 */
function genders(m: Manuscript, cast: Cast, lang: Language, characters: readonly Character[]): void {
  const votes = new Map<Character, { female: number; male: number }>();
  const [female, male] = [[...lang.pronouns.female][0] as string, [...lang.pronouns.male][0] as string];
  const vote = (c: Character, word: string) => {
    const v = votes.get(c) ?? { female: 0, male: 0 };
    if (lang.pronouns.female.has(word)) v.female++;
    else if (lang.pronouns.male.has(word)) v.male++;
    votes.set(c, v);
  };
  const setOf = (w: string) =>
    lang.pronouns.female.has(w) ? lang.pronouns.female : lang.pronouns.male.has(w) ? lang.pronouns.male : undefined;
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      let previous: Character | undefined;
      /**
       * The pronouns of the previous sentence that are not its name's: those before it (its subject's: "She
       * remembered the day Anselm…") and the objects after it ("Haas looked at her").
       */
      // Stryker disable next-line ArrayDeclaration: the first value is never read: `previous` is unset until after `others` is reset, and no pronoun is "Stryker was here"
      let others: string[] = [];
      for (const s of p.sentences) {
        // Stryker disable next-line Regex: unanchored, the search still matches at 0 whenever the narration holds a letter, and nowhere when it holds none
        const opening = /^[^\p{L}]*(\p{L}+)/u.exec(s.narration)?.[1]?.toLowerCase();
        const set = opening ? setOf(opening) : undefined;
        // "Mark calls at noon. She puts him on speaker": a pronoun of the other gender in the sentence is the one
        // named before, and the opening one someone else (the sentence's words read only when they can tell).
        const other = set === lang.pronouns.female ? lang.pronouns.male : lang.pronouns.female;
        const otherIn = () => (s.narration.match(/\p{L}+/gu) ?? []).some((w) => other.has(w.toLowerCase()));
        if (previous && opening && set && !others.some((w) => set.has(w)) && !otherIn()) vote(previous, opening);
        const named = mentions(s.narration, cast);
        // "my brother Danny", "her sister, Ada", "Lil, my wife": a kin noun beside the name says it outright, worth
        // several pronouns, in dialogue as in narration (whoever speaks, a wife is a woman).
        for (const n of mentions(s.text, cast)) {
          const kin =
            lang.reading.kinNounBefore.exec(s.text.slice(Math.max(0, n.index - 40), n.index)) ??
            lang.reading.kinNounAfter.exec(s.text.slice(n.index + n.name.length, n.index + n.name.length + 40));
          const told = kin ? genderOfNoun(kin[1] as string, lang) : undefined;
          if (told) for (let i = 0; i < KIN_VOTES; i++) vote(n.character, told === 'female' ? female : male);
        }
        const only = named[0];
        // "He was twenty-two, Lucia's younger brother, … his nose. He set down the crate": the "his" and the next
        // "He" are the brother's, not Lucia's.
        const lastNamed = named.at(-1);
        const holds = lastNamed && heldPerson(s.narration.slice(lastNamed.index + lastNamed.name.length), lang);
        previous = undefined;
        others = [];
        if (!only || holds || !named.every((n) => n.character === only.character)) continue;
        const written = s.narration.slice(0, only.index).match(/\p{L}+/gu) ?? [];
        const lead = written.map((w) => w.toLowerCase());
        // "Afterwards DS Crane came up the stair": little words, titles and a rank in capitals before a name leave it
        // the subject.
        const ranks = new Set(written.filter((w) => /^\p{Lu}{2,}$/u.test(w)).map((w) => w.toLowerCase()));
        const little = (w: string) =>
          lang.stopWords.has(w) || lang.adverbs.has(w) || lang.titles.has(w) || ranks.has(w);
        // "… takes Hugh Castell's aneroid out of his pocket. She opens it": a name holding a thing after the
        // sentence's opening is no subject, and no pronoun near it is its own.
        if (/^['’]s\b/u.test(s.narration.slice(only.index + only.name.length)) && !lead.every(little)) continue;
        // "The foreman came out of his house with Halla on his arm. He had been back at the scales…": a pronoun
        // before the name is its subject's, and so are those of its gender after it; one of the other gender ("She
        // remembered the day Anselm had first shown it to her. He had held it out…") leaves them the name's.
        const before = lead.filter((w) => setOf(w) !== undefined);
        const mine = (w: string) => !before.some((b) => setOf(b) === setOf(w));
        // The next sentence's opening pronoun is the name's when the name opened this one ("Hugh Castell went down
        // the path. He…", not "It is eight months since Hugh Castell went down the path. She writes…"), or when a
        // pronoun of the other gender did.
        if (lead.every(little) || before.length > 0) previous = only.character;
        const rest = s.narration.slice(only.index + only.name.length).toLowerCase();
        // "Crane was sitting at the table, with his coat still on": a "his" in the name's own clause is the name's;
        // one in a clause after it may be anyone's ("Sigga had come out …, and that had been the end of it, except
        // that he had …").
        // Stryker disable next-line ArrayDeclaration: the filter below keeps no "Stryker was here", so no words and that word give none alike
        const own = (rest.split(lang.reading.nextClause)[0]?.match(/\p{L}+/gu) ?? []).filter((w) =>
          lang.genderAfterName.has(w),
        );
        for (const w of own) if (mine(w)) vote(only.character, w);
        // "Anselm came down the stairs while she was dressing and asked whether she had seen his loupe. She said she
        // had not": with the name's own "his", a "she" after it is someone else's.
        const sets = own.filter(mine).map(setOf);
        const theirs =
          sets.length > 0 ? (rest.match(/\p{L}+/gu) ?? []).filter((w) => setOf(w) && !sets.includes(setOf(w))) : [];
        others = [
          ...before,
          ...theirs,
          ...[...rest.matchAll(lang.objectPronouns)].map((m) => (m[1] as string).toLowerCase()),
        ];
      }
    }
  for (const c of characters) {
    if (c.gender) continue;
    const named = nameTellsGender(c.name, lang);
    const v = withNameVotes(votes.get(c), named);
    if (!v) continue;
    if (v.female >= 1 && v.female > 2 * v.male) c.gender = 'female';
    else if (v.male >= 1 && v.male > 2 * v.female) c.gender = 'male';
    // "Clara says, and he laughs": a woman always beside the men of her scenes draws their pronouns after her name.
    // The gender her given name tells stands unless the text's pronouns for the other outvote it twice over.
    else if (named && v[named === 'female' ? 'male' : 'female'] <= 2 * v[named]) c.gender = named;
  }
}

const FIELD_OF: Record<string, 'eyes' | 'hair'> = {};
const trailingPatterns = new WeakMap<Language, RegExp>();

/** The words right after a feature (and its link verb), as the feature pattern takes them: group 1. */
function trailingAfter(lang: Language): RegExp {
  let re = trailingPatterns.get(lang);
  if (!re) {
    re = new RegExp(`^(?:\\s*,\\s*|\\s+${lang.featureLink}\\s+)?((?:[\\p{L}-]+[ ,]+){0,2}[\\p{L}-]+)?`, 'iu');
    trailingPatterns.set(lang, re);
  }
  return re;
}
const featureCue = new WeakMap<Language, RegExp>();

/** One feature a sentence gives a character: its colour (when said), and for hair its length and a cut. */
export interface FeatureRead {
  character: Character;
  field: 'eyes' | 'hair';
  /** Colour groups joined by "/", or "" when the sentence gives only a length. */
  value: string;
  said: string;
  via: 'name' | 'pronoun';
  /** Told by an epithet that sets its holder apart from those the sentence names. */
  epithet?: true;
  /** Hair said long or short ("her long plait", "hair cut close"). */
  length?: 'long' | 'short';
  /** The sentence cuts it ("cut her hair short", "his hair was cropped close"). */
  cut?: boolean;
}

/**
 * Eye and hair colours a sentence's narration gives, each with its holder:
 * "Mara Voss had grey eyes", "Her grey eyes", "his eyes, grey as slate",
 * "the grey-eyed Mara", "Ada, whose eyes were green", "eyes the colour of
 * slate", and a hair's length ("her long plait", "cut his hair short").
 * `earlier` holds the characters named earlier in the paragraph (for a
 * pronoun opening the sentence).
 */
export function featuresIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  earlier: ReadonlyArray<{ character: Character; index: number }>,
  lang: Language,
  narrator?: Character,
  earlierBlocked: Blocked = false,
  scene: Named = [],
): FeatureRead[] {
  const out: FeatureRead[] = [];
  if (!lang.readsWords) return out;
  const f = lang.features;
  const rw = lang.reading;
  // Most sentences name no eyes or hair: one quick look before any pattern is built.
  const cue =
    featureCue.get(lang) ?? new RegExp(`${f.eyes}|${f.hair}|${f.eyed}|${f.haired}|${f.head}|${rw.hairWords}`, 'i');
  featureCue.set(lang, cue);
  if (!cue.test(narration)) return out;
  FIELD_OF[f.eyes] = 'eyes';
  FIELD_OF[f.eyed] = 'eyes';
  const feature = new RegExp(
    `\\b(${f.eyes}|${f.hair}|${f.head}|${rw.hairWords})\\b(?:\\s*,\\s*|\\s+${lang.featureLink}\\s+)?((?:[\\p{L}-]+[ ,]+){0,2}[\\p{L}-]+)?|\\b([\\p{L}]+)-(${f.eyed}|${f.haired})\\b`,
    'giu',
  );
  const own = lang.featurePossessives;
  const possessive = new RegExp(
    `(?:^|[^\\p{L}])(${own.female}|${own.male}|${own.narrator}|${rw.whose}|(?:${named.map((n) => escapeRegExp(n.name)).join('|') || '\\u0000'})['’]s)\\s+((?:[\\p{L}-]+[ ,]+){0,3}?)$`,
    'iu',
  );
  const linkAfter = new RegExp(`^(?:\\s*,|\\s+${lang.featureLink})`, 'i');
  const hadBefore = new RegExp(`(?:^|[^\\p{L}])${lang.hadWord}\\s+((?:[\\p{L}-]+[ ,]+){0,4}?)$`, 'iu');
  const hadAfterSubject = rw.hadAfterSubject;
  /** The gender a sentence-opening subject pronoun tells ("She was a hazel-eyed girl"), if it opens on one. */
  const openingGender = (): Gender | undefined => subjectGender(openingWord(narration), lang);
  for (const m of narration.matchAll(feature)) {
    const at = m.index ?? 0;
    const before = narration.slice(0, at);
    let field: 'eyes' | 'hair';
    let colours: string[] = [];
    let said = '';
    let owner: Character | undefined;
    let via: 'name' | 'pronoun' = 'name';
    /** The holder is found as the one the epithet sets apart from those named beside it. */
    let apart = false;
    // Stryker disable next-line StringLiteral: described is read only by shortHair and longHair, and neither matches "Stryker was here!"
    let described = '';
    /** The words around hair that may tell its length or a style only long hair takes ("a knot of hair pinned up"). */
    // Stryker disable next-line StringLiteral: around keeps this value only after an epithet ("the red-haired Mara"), where only shortHair and longStyle read it, and neither matches "Stryker was here!"
    let around = '';
    /** The words right before hair and the first after its verb or comma: where "dark" tells its colour. */
    let near = '';
    /** For eyes, the same: where "dark" or "pale" tells their shade when no colour is said. */
    let shadeNear = '';
    let cut = false;
    /** The word for hair is itself a style only long hair takes, worn ("I pin my braid up"). */
    let styled = false;
    if (m[4]) {
      // "the grey-eyed pilot", "the red-haired Mara": the name right after; "Ada, a hazel-eyed girl", "Ada was a
      // hazel-eyed girl": the name before; "She was a hazel-eyed girl": the pronoun's.
      field = FIELD_OF[(m[4] as string).toLowerCase()] ?? 'hair';
      colours = colourWords(m[3] as string, lang);
      said = m[3] as string;
      // "the grey-eyed Huw"; "the grey-eyed boy, Huw,": the name right after, or after the person it makes him.
      const after =
        named.find((n) => n.index >= at + m[0].length && n.index <= at + m[0].length + 2) ??
        named.find((n) => n.index > at && rw.epithetBefore.test(narration.slice(at + m[0].length, n.index)));
      const lead = named.filter((n) => n.index < at).at(-1);
      // Stryker disable next-line StringLiteral: the gap is read only when there is a lead
      const gap = lead ? narration.slice(lead.index + lead.name.length, at) : '';
      owner = after?.character;
      if (!owner && lead && (rw.describedAs.test(gap) || rw.bareApposition.test(gap))) owner = lead.character;
      // "Davie stood there instead, tall and red-headed": set off after the verb of the name that opens the sentence.
      if (!owner && lead && rw.adjunctOfSubject.test(gap) && !/\p{L}/u.test(narration.slice(0, lead.index)))
        owner = lead.character;
      if (!owner && named.every((n) => n.index > at) && rw.describedAs.test(before.replace(/^\s*\p{L}+/u, ''))) {
        const gender = openingGender();
        if (gender) {
          owner = pronounOwner(gender, [], earlier, scene, earlierBlocked);
          via = 'pronoun';
        }
      }
      // "He saw June talk with her hands in her pockets, and the red-haired woman from Grand Rapids listen": "the",
      // the epithet and a person's noun, with no name for it, point back to someone known: the one person of that
      // gender the scene has named who is not named in this sentence. None while an unnamed one of that gender is
      // about (she may be the one meant), nor when two are.
      const noun = owner ? undefined : rw.epithetNoun.exec(narration.slice(at + m[0].length))?.[1];
      const gender = noun && rw.definiteBefore.test(before) ? genderOfNoun(noun, lang) : undefined;
      if (gender && !blockedFor(earlierBlocked, gender)) {
        const here = new Set(named.map((n) => n.character));
        const known = new Set(
          [...scene, ...earlier].map((e) => e.character).filter((c) => c.gender === gender && !here.has(c)),
        );
        const [only] = known;
        if (known.size === 1 && only) {
          owner = only;
          via = 'pronoun';
          apart = true;
        }
      }
    } else {
      const word = (m[1] as string).toLowerCase();
      field = FIELD_OF[word] ?? 'hair';
      const found = possessive.exec(before);
      // "a tall woman with freckles on her forearms and green eyes": the possessive is the freckles' place, and the
      // eyes after "and" are the next thing the "with" gives its subject.
      const withAt = lang.withFeature.exec(before)?.index;
      const p =
        found && withAt !== undefined && withAt < found.index && rw.listItemAfterPossessive.test(found[2] ?? '')
          ? null
          : found;
      const between = p?.[2] ?? '';
      // "at his table, a grey head bent over a ledger": an article after the possessive starts another thing, whose
      // the possessive does not say.
      if (between.split(/[\s,]+/).some((w) => lang.bible.article.test(`${w} `))) continue;
      // "the mare … with her dapple-grey head over the wall": a coat's colour is an animal's, whoever "her" seems to be.
      if (field === 'hair' && rw.animalCoat.test(between)) continue;
      // "her face and hair were white": a colour said after the verb of the hair with the face is what covers both.
      if (
        field === 'hair' &&
        rw.coveredWithHair.test(between) &&
        linkAfter.test(narration.slice(at + (m[1] as string).length))
      )
        continue;
      // "with her chestnut head bent", "his grey head": a head is its hair's colour only when one is said before it
      // (never after: "her head was white with snow").
      if (word === f.head && colourWords(between, lang).length === 0 && !rw.darkHair.test(between)) continue;
      // Stryker disable next-line StringLiteral: with no words after the feature, any stand-in is read only for colour, length and style words, and "Stryker was here!" holds none
      let trailing = m[2] ?? '';
      let rest = narration.slice(at + (m[1] as string).length);
      // "Her eyes in the lamplight are green": the light or moment between the feature and its verb is passed over.
      const aside = rw.featureAside.exec(rest);
      if (aside) {
        rest = rest.slice(aside[0].length);
        // Stryker disable next-line StringLiteral: with no words after the aside, any stand-in is read only for colour, length and style words, and "Stryker was here!" holds none
        trailing = trailingAfter(lang).exec(rest)?.[1] ?? '';
      }
      // "She came in, her hair red under the lamp": a colour straight after the feature is said of it.
      const bare = /^\s+(\p{L}+)/u.exec(rest)?.[1];
      // "her grey hair white with dust": a colour with what covers it is the dust's, not the hair's.
      const coated = bare !== undefined && rw.coatedColour.test(rest.slice(rest.indexOf(bare) + bare.length));
      if (bare && !coated && !linkAfter.test(rest) && lang.colours.has(bare.toLowerCase())) {
        rest = `,${rest}`;
        trailing = trailingAfter(lang).exec(rest)?.[1] ?? '';
      }
      described = `${between} ${trailing.split(/\s+/).slice(0, 3).join(' ')}`;
      cut = rw.cutAfter.test(rest);
      // "I pin my braid up", "tugging at her plait": a braid worn is long hair; "Miss Mercer's plait" in a basket
      // after the cut is the one cut off.
      styled =
        rw.longStyleWord.test(m[1] as string) &&
        rw.wornStyle.test(
          `${before.split(/\s+/).slice(-4).join(' ')} ${m[1]} ${rest.trimStart().split(/\s+/).slice(0, 4).join(' ')}`,
        );
      // "her grey eyes" (colour before) or "her eyes, grey as slate" / "eyes were green" (colour after).
      colours = colourWords(between, lang);
      said = between.trim();
      // "Her brown hair was black": what it is now (after was/is) wins over what it was.
      if (linkAfter.test(rest)) {
        // "eyes were green", "eyes are the bright, washed blue of a sky after snow".
        const lead =
          new RegExp(`^(?:\\s*,|\\s+${lang.featureLink})\\s+${rw.colourLead}(\\p{L}+)`, 'iu').exec(rest)?.[1] ?? '';
        // "her hair was a deliberate copper red", "eyes were an odd pale green": past an article, one word more.
        const after = trailing.split(/\s+/);
        const reach = lang.bible.article.test(`${after[0] ?? ''} `) ? 3 : 2;
        const first = colourWords(after.slice(0, reach).join(' '), lang);
        const told = first.length > 0 || !lang.colours.has(lead.toLowerCase()) ? first : colourWords(lead, lang);
        // "his eyes were not black, as she had thought, but a brown so dark…", "her hair was not red but orange":
        // the colour denied is none of theirs; the one "but" sets against it is.
        const denied = rw.deniedColour.exec(trailing.length > 0 ? rest.replace(linkAfter, '') : '');
        const instead = denied ? colourWords(denied[1] ?? '', lang) : told;
        // "brown eyes were red from the smoke": a red that is no eye colour leaves the brown said before.
        const now = field === 'eyes' ? instead.filter((c) => !rw.notEyeColours.has(c)) : instead;
        if (now.length > 0) {
          colours = now;
          // "his eyes are the same: grey as the river": the colour word, not the words before it.
          said = denied ? (denied[1] as string).trim() : first.length > 0 ? trailing.trim() : lead;
        }
      }
      // "bald since I had known him, with hazel eyes": a "with" after the "had" gives the feature, not the "had".
      // "She had her mother's grey eyes": the kin's possessive is passed over, and the eyes are the subject's.
      const inherited = rw.inheritedFeature.exec(before);
      const hadText = inherited
        ? before.slice(0, inherited.index) + before.slice(inherited.index + inherited[0].length)
        : before;
      // "She had a long face, thin lips and grey eyes": the last of a list the "had" gives, read as "She had grey eyes".
      const listed = hadBefore.exec(hadText) ? undefined : lastOfHadList(hadText, lang);
      const hadSource = listed ?? hadText;
      const hadFound = hadBefore.exec(hadSource);
      const withAfter = lang.withFeature.exec(before);
      const had = hadFound && !(withAfter && withAfter.index > hadFound.index) ? hadFound : null;
      // "the green of her eyes": the colour before the possessive.
      const ofBefore =
        p && colours.length === 0 ? rw.colourOfBefore.exec(before.slice(0, p.index + 1))?.[1] : undefined;
      if (ofBefore && lang.colours.has(ofBefore.toLowerCase())) {
        colours = colourWords(ofBefore, lang);
        said = ofBefore;
      }
      if (p) {
        const who = (p[1] as string).toLowerCase();
        if (
          p.index !== undefined &&
          rw.cutBefore.test(before.slice(0, p.index + (p[0].length - p[0].trimStart().length)))
        )
          cut = true;
        if (who === own.narrator) owner = narrator;
        else if (who === rw.whose) {
          // "Ada, whose eyes were green": the name right before the comma.
          const lead = named.filter((n) => n.index < at).at(-1);
          const gap = lead
            ? narration.slice(lead.index + lead.name.length, p.index + p[0].indexOf(p[1] as string))
            : '';
          if (lead && /^\s*,\s*$/.test(gap)) owner = lead.character;
        } else if (who === own.female || who === own.male) {
          const gender: Gender = who === own.female ? 'female' : 'male';
          // "She had a white dress that Rose had made and … in her black hair": a name inside a relative clause is
          // not whom the sentence is about.
          const inSentence = named.filter(
            (n) =>
              n.index < at - between.length &&
              !lang.relativeBefore.test(narration.slice(0, n.index)) &&
              !ownsAThing(narration, n, named, lang),
          );
          // An unnamed person ("the woman") since the last name may be the one meant: then no one is; so is one
          // who opens the sentence as its subject ("The woman beside Wren smiled, her hair white").
          const newcomer = rw.personSubject.exec(narration);
          // A person of the other gender ("she sat by her father and put her red head on his shoulder") is no
          // one "her" may mean: only one the pronoun fits blocks it.
          const blocked =
            blockedFor(personBlock(afterLast(before, inSentence), lang), gender) ||
            (inSentence.length === 0 && blockedFor(earlierBlocked, gender)) ||
            (newcomer !== null && nounFits(newcomer[1] as string, gender, lang));
          owner = pronounOwner(gender, inSentence, earlier, scene, blocked);
          via = 'pronoun';
        } else owner = named.find((n) => who.startsWith(n.name.toLowerCase()))?.character;
      }
      if ((!p || (colours.length === 0 && !owner)) && !had && lang.withFeature.test(hadText)) {
        // "He is sixty, broad, with a grey beard and eyes so pale a blue…": a "with" phrase gives the subject's, and
        // so does "with his grandfather's red hair" (the kin's possessive passed over, as after "had").
        const w = lang.withFeature.exec(hadText);
        const afterColour = lang.colourAfter.exec(rest)?.[1] ?? '';
        // Stryker disable next-line StringLiteral: withFeature was just tested on hadText and its group always takes part, so w[1] is never missing
        colours = colourWords(w?.[1] ?? '', lang);
        said = (w?.[1] ?? '').trim();
        described = `${said} ${trailing
          .split(/[\s,]+/)
          .slice(0, 3)
          .join(' ')}`;
        if (colours.length === 0 && lang.colours.has(afterColour.toLowerCase())) {
          colours = colourWords(afterColour, lang);
          said = afterColour;
        }
        const subject = named.find((n) => n.index <= narration.length - narration.trimStart().length);
        const gender = openingGender();
        owner = subject?.character ?? (gender ? pronounOwner(gender, [], earlier, scene, earlierBlocked) : undefined);
        via = subject ? 'name' : 'pronoun';
        // "Will rowed her across…, and a woman in it with long hair": the "with" is the nearer person's.
        // "Piet is on the step, a thin man with grey hair" describes the subject: a person set off by a comma is them.
        const lastNamed = named.filter((n) => n.index < at).at(-1);
        const span = before.slice(lastNamed ? lastNamed.index + lastNamed.name.length : 0, w?.index);
        const other = lang.personNouns.exec(span);
        // "Tomas was a tall man with grey hair": the man is the subject himself.
        if (other && !/,\s*$/.test(span.slice(0, other.index)) && !rw.subjectIsNoun.test(span)) owner = undefined;
        // "Aoife has put a drawing on the pillow: me at a typewriter, with long red hair": another person between.
        if (rw.personPronounBetween.test(span)) owner = undefined;
        // "She had known Hilda for years: Wat's wife, a small neat woman with grey hair": a person set off by a
        // comma after another of the noun's gender named since the subject may be that other, and then is no one.
        const nounGender = span
          .split(/[^\p{L}]+/u)
          .map((word) => genderOfNoun(word, lang))
          .findLast((g) => g !== undefined);
        const since = named.filter((n) => n.index > 0 && n.index < at && n.character !== owner);
        if (nounGender && since.some((n) => n.character.gender === nounGender)) owner = undefined;
      } else if ((!p || (colours.length === 0 && !owner)) && had) {
        // "Mara Voss had grey eyes": the subject is the last name before "had". "Mara had eyes, grey as slate": the
        // colour told after the feature stands when the words after "had" hold none.
        const hadColours = colourWords(had[1] as string, lang);
        if (hadColours.length > 0 || colours.length === 0) {
          colours = hadColours;
          said = (had[1] as string).trim();
          described = said;
        }
        const subject = named.filter((n) => n.index < at).at(-1);
        owner =
          subject && hadAfterSubject.test(narration.slice(subject.index + subject.name.length, at))
            ? subject.character
            : undefined;
        // "She has green eyes", "I've got my father's eyes", "he noticed she had grey eyes": a pronoun's.
        const pronoun = owner ? null : rw.pronounHad.exec(hadSource);
        if (pronoun) {
          const word = (pronoun[1] as string).toLowerCase();
          const pAt = (pronoun.index ?? 0) + pronoun[0].toLowerCase().indexOf(word);
          const inSentence = named.filter((n) => n.index < pAt);
          const gender = subjectGender(word, lang);
          if (word === 'i') owner = narrator;
          else if (gender && !lang.personNouns.test(before.slice(inSentence.at(-1)?.index ?? 0, pAt)))
            owner = ownerInSentence(gender, inSentence, earlier, scene, earlierBlocked, { narration, at: pAt, lang });
          via = 'pronoun';
        }
        if (rw.hadNotOwn.test(had[1] as string)) owner = undefined;
      }
      // "eyes the colour of slate", "eyes of a blue so pale": the colour after the feature.
      if (colours.length === 0) {
        // "eyes of a startling green", "of a very pale blue": the first colour of the three words after the article.
        // Not past a person or a preposition: "the eyes of a girl in a red coat" are not red.
        const words = (rw.colourOf.exec(rest)?.slice(1) ?? []).filter((w): w is string => w !== undefined);
        const at = words.findIndex((w) => lang.colours.has(w.toLowerCase()));
        const clear = words
          .slice(0, Math.max(at, 0))
          .every((w) => !rw.notBeforeOfColour.test(w) && !lang.personNouns.test(`a ${w}`));
        const of = at >= 0 && clear ? (words[at] as string) : '';
        if (lang.colours.has(of.toLowerCase())) {
          colours = colourWords(of, lang);
          said = of;
        }
      }
      if (field === 'eyes') {
        // "his pale, tea-coloured eyes", "her eyes were dark": the words of the possessive's phrase (or the two before
        // the eyes) and the first after the verb; never a word before the possessive ("the dark of her eyes").
        const next = linkAfter.test(rest) ? trailing.split(/\s+/).slice(0, 2).join(' ') : '';
        shadeNear = `${p ? between : before.split(/\s+/).slice(-3).join(' ')} | ${next}`;
      }
      if (field === 'hair') {
        // After the verb or comma only the first word is the hair's ("hair, dark and wet"; not "hair, the dark sea").
        // Stryker disable next-line MethodExpression,StringLiteral: only a "dark" at next's start is kept, which its second word alone can stop, so the words after the second and the default (which holds no "dark") change nothing
        const next = linkAfter.test(rest) ? trailing.split(/\s+/).slice(0, 2).join(' ') : '';
        near = `${before.split(/\s+/).slice(-3).join(' ')} | ${rw.darkHair.exec(next)?.index === 0 ? next : ''}`;
        const after = rest.trimStart().split(/\s+/).slice(0, 6).join(' ');
        around = `${p ? between : before.split(/\s+/).slice(-4).join(' ')} ${m[1]} ${after}`;
        // "the knot of hair at the nape of her neck", "the hair falling down his back": the body it grows from.
        const body = !p && !owner ? rw.hairOwnerAfter.exec(rest) : null;
        if (body) {
          const w = (body[1] as string).toLowerCase();
          if (w === own.narrator) owner = narrator;
          else {
            const gender: Gender = w === own.female ? 'female' : 'male';
            // Stryker disable next-line EqualityOperator: a name starts where the word for hair does only when it is that word itself ("Locks"), and a name is read as no hair
            const inSentence = named.filter((n) => n.index < at);
            const blocked =
              blockedFor(personBlock(afterLast(before, inSentence), lang), gender) ||
              (inSentence.length === 0 && blockedFor(earlierBlocked, gender));
            owner = pronounOwner(gender, inSentence, earlier, scene, blocked);
            via = 'pronoun';
          }
        }
      }
    }
    // Eyes red from weeping are no eye colour.
    if (field === 'eyes') colours = colours.filter((c) => !rw.notEyeColours.has(c));
    // "her dark eyes", "the pale-eyed clerk": a shade with no colour is any colour of that shade. "The dark-eyed
    // Mara", an epithet, may be of a dark blue: only the shades an epithet may tell are read from it.
    if (field === 'eyes' && colours.length === 0) {
      const where = m[4] ? (m[3] as string) : shadeNear;
      const shade = rw.eyeShades.find((s) => (!m[4] || s.epithet) && s.shade.test(where));
      if (shade) {
        colours = [...shade.colours];
        said = (shade.shade.exec(where) as RegExpExecArray)[0];
      }
    }
    // "her dark hair", "the dark-haired woman": brown or black, never red, fair or white ("dark with rain" is wet).
    const dark = field === 'hair' && colours.length === 0 ? rw.darkHair.exec(m[4] ? (m[3] as string) : near) : null;
    if (dark) {
      colours = [...rw.darkHairColours];
      said = dark[0];
    }
    if (!owner) continue;
    const read: FeatureRead = { character: owner, field, value: colours.join('/'), said, via };
    if (apart) read.epithet = true;
    if (field === 'hair') {
      if (cut || rw.shortHair.test(described) || rw.shortHair.test(around)) read.length = 'short';
      else if (rw.longHair.test(described) || rw.longStyle.test(around) || styled) read.length = 'long';
      if (cut) read.cut = true;
    }
    // A feature with its owner but no colour yet ("June's eyes are very bright") is kept: the next sentence's
    // "They are the same washed blue" says it.
    if (colours.length === 0 && !read.length && field !== 'eyes') continue;
    out.push(read);
  }
  return out;
}

/**
 * Whether a name stands only as the owner of a thing inside a phrase of the sentence ("they eat Mrs. Rowlands's plum
 * jam", "Adriaan stood with old Jelle's brass telescope to his eye"): no subject, so no one a later "she" or "his"
 * means; the sentence's subject, a person before it, is. Not a name opening the sentence ("Mara's eyes were grey"),
 * one whose thing does something ("and Tom's dog barked": the clause is about him), nor one who holds a person ("Tom's
 * wife") — unless set off after another named before it ("Davie, Angus's brother's boy,"): that names whose kin the
 * one before is.
 */
export function ownsAThing(
  narration: string,
  n: { name: string; index: number },
  named: ReadonlyArray<{ character: Character; index: number }>,
  lang: Language,
): boolean {
  const before = narration.slice(0, n.index);
  if (!/\p{L}/u.test(before)) return false;
  // "The dog took Karl Weiss's watch. The scar on his hand…": with no person before it to be the subject, the owner
  // is the one person the sentence names, and the pronoun after may well be his.
  const self = named.find((x) => x.index === n.index)?.character;
  if (!lang.reading.subjectPronounBefore.test(before) && !named.some((x) => x.index < n.index && x.character !== self))
    return false;
  // "Davie Rennie was nineteen, Angus's brother's boy, up from Dunedin; … his red hair": a name whose possessive holds a
  // person, set off after another person named before it, says whose kin that one is; the sentence is not about him.
  if (/[,;:—–(]\s*$/.test(before) && heldPerson(narration.slice(n.index + n.name.length), lang))
    return named.some((x) => x.index < n.index && x.character !== self);
  // "…, Bríd's veil off now and her fair hair coming down": a clause opening on the possessive is about her.
  if (/[,;:—–]\s*$/.test(before)) return false;
  return possessiveOfAThing(narration.slice(n.index + n.name.length), lang);
}

/**
 * Whether the words after an owner ("'s brass telescope to his eye") hold a thing only: not a person ("'s wife"), not
 * the owner's body or what they wear ("'s chin", "'s coat": they are there), and no verb after them ("'s dog barked":
 * the clause is about the owner).
 */
function possessiveOfAThing(after: string, lang: Language): boolean {
  const held = /^['’]s?((?:\s+[\p{Ll}-]+){1,3})/u.exec(after);
  if (!held || heldPerson(after, lang)) return false;
  // "took Nives's chin in her fingers … into her grey eyes": her body, or what she wears, keeps her in the sentence.
  // Stryker disable next-line Regex: split at each space, a run of spaces adds only empty words, which are no part of the body and leave the rest read for a verb unmoved
  const words = (held[1] as string).trim().split(/\s+/);
  if (words.some((w) => lang.reading.onThePerson.test(w))) return false;
  // "Tom's dog barked", "Tom's old dog barked": a verb after any of the words the possessive holds.
  let rest = after.slice(held[0].length - (held[1] as string).length);
  for (const w of words) {
    rest = rest.slice(rest.indexOf(w) + w.length);
    if (verbFollows(rest, lang)) return false;
  }
  return true;
}

/**
 * Whether an unnamed person ("her father", "the old man") stands in a stretch only as the owner of a thing, after
 * the clause's subject ("[Len Marsh] was sitting at her father's desk", "he took the old man's lamp"): brought into
 * no scene, no one a later "he" may mean. The stretch after a name opens on its verb; else a subject pronoun stands
 * before the owner.
 */
export function unnamedOwnsAThing(text: string, start: number, end: number, lang: Language): boolean {
  const before = text.slice(0, start);
  if (!/\p{L}/u.test(before) || /[,;:—–]\s*$/.test(before)) return false;
  const afterSubject = /^\s+\p{Ll}/u.test(text) || lang.reading.subjectPronounBefore.test(before);
  return afterSubject && possessiveOfAThing(text.slice(end), lang);
}

/**
 * The text before a feature with a "had" list shortened to its last item: "She had a long face, thin lips and grey "
 * → "She had grey ". Undefined when the text holds no such list, or the words after "had" tell no having of looks
 * (a person among them, a verb of seeing, "had been").
 */
export function lastOfHadList(before: string, lang: Language): string | undefined {
  const m = lang.reading.hadList.exec(before);
  if (!m) return undefined;
  const span = m[2] as string;
  // "her father's straight back and her mother's face": a kin's possessive names a likeness, no one in the list.
  const people = `the ${span}`.replace(/[\p{L}-]+['’]s\b/gu, '');
  if (lang.reading.hadNotOwn.test(span) || lang.personNouns.test(people)) return undefined;
  const start = (m.index ?? 0) + m[0].indexOf(m[1] as string);
  return `${before.slice(0, start)}${m[1]} ${m[3] ?? ''}`;
}

/** Whether the words after a name make it the holder of a person ("'s younger brother", "'s wife"). */
function heldPerson(after: string, lang: Language): boolean {
  const held = /^['’]s((?:\s+[\p{L}-]+){1,3})/u.exec(after)?.[1];
  return held?.split(/\s+/).some((w) => genderOfNoun(w, lang) !== undefined) ?? false;
}

/** The gender a person's noun tells ("woman", "lad"), undefined for one that tells none ("stranger"). */
function genderOfNoun(noun: string, lang: Language): Gender | undefined {
  const n = noun.toLowerCase();
  if (lang.reading.femaleNouns.has(n)) return 'female';
  if (lang.reading.maleNouns.has(n)) return 'male';
  return undefined;
}

/** Whether an unnamed person's noun ("woman", "stranger") may be the one a pronoun of this gender means. */
function nounFits(noun: string, gender: Gender, lang: Language): boolean {
  const told = genderOfNoun(noun, lang);
  return told === undefined || told === gender;
}

/** The gender a subject pronoun tells ("she", "He"), undefined for any other word. */
export function subjectGender(word: string, lang: Language): Gender | undefined {
  if (lang.subjectPronoun.female.test(word)) return 'female';
  return lang.subjectPronoun.male.test(word) ? 'male' : undefined;
}

/** The gender an object pronoun tells ("her", "him"), or undefined. */
export function objectGender(word: string, lang: Language): Gender | undefined {
  if (lang.objectPronoun.female.test(word)) return 'female';
  return lang.objectPronoun.male.test(word) ? 'male' : undefined;
}

/** A number written in figures or words ("52", "fifty-two"), or undefined. */
export function numberOf(text: string, lang: Language): number | undefined {
  if (/^\d+$/.test(text)) return Number(text);
  let total = 0;
  for (const part of text.toLowerCase().split(/[- ]/)) {
    const n = lang.numbers.get(part);
    if (n === undefined) return undefined;
    total += n;
  }
  return total || undefined;
}

type Named = ReadonlyArray<{ character: Character; index: number }>;

/**
 * Whether an unnamed person stands between a pronoun and the names before it: true for anyone, or a gender when
 * the person's noun tells one ("her father" takes "he" from the last named man, not "she" from the last woman).
 */
export type Blocked = boolean | Gender;

export function blockedFor(b: Blocked, gender: Gender): boolean {
  return b === true || b === gender;
}

/** Two blocks at once: the same gender stays that gender's; two genders, or any, block everyone. */
export function bothBlocked(a: Blocked, b: Blocked): Blocked {
  if (a === false) return b;
  if (b === false || a === b) return a;
  return true;
}

/**
 * Who a pronoun opening a sentence (or standing before any name in it) refers
 * to: the last named character of its gender in the paragraph; when the
 * paragraph names no one of that gender, the last named earlier in the scene.
 * An unnamed person since ("the woman") leaves it to no one.
 */
export function pronounOwner(
  gender: Gender,
  inSentence: Named,
  paragraph: Named,
  scene: Named,
  blockedBy: Blocked,
): Character | undefined {
  const blocked = blockedFor(blockedBy, gender);
  const owner = resolvePronoun(gender, inSentence.length > 0 ? inSentence : paragraph, blocked);
  if (owner || blocked || inSentence.length > 0 || paragraph.some((e) => e.character.gender === gender)) return owner;
  return resolvePronoun(
    gender,
    scene.filter((e) => e.character.gender === gender),
    false,
  );
}

/**
 * Whose an age told through an opening pronoun is: as pronounOwner, but no one's when a person whose gender the
 * text never told was named since the last who fits ("Sergeant Kowalski … He was a man of fifty-two" is not the
 * Hunter named before him). An age is a number held against the bible: a guess costs a false finding.
 */
function ageOwner(gender: Gender, paragraph: Named, scene: Named, blocked: Blocked): Character | undefined {
  const lastFit = paragraph.findLastIndex((e) => e.character.gender === gender);
  const lastUntold = paragraph.findLastIndex((e) => e.character.gender === undefined);
  if (lastUntold > lastFit) return undefined;
  return pronounOwner(gender, [], paragraph, scene, blocked);
}

/** "He was fifty-two, a thin man": an age given through a pronoun, and whose it is. */
export function pronounAgeIn(
  narration: string,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
): { character: Character; years: number; said: string } | undefined {
  const lead = lang.pronounAgeLead.exec(narration);
  const m = lang.pronounAge.exec(narration);
  const said = lead ? (lead[1] ?? lead[2] ?? lead[3] ?? '') : (m?.[2] ?? m?.[3] ?? m?.[4] ?? '');
  const years = lead || m ? numberOf(said, lang) : undefined;
  // "At six he woke": a time of day, not an age, below the hours of a clock.
  if (lead && years && lead[1] !== undefined && years <= 12) return undefined;
  const pronoun = lead ? lead[4] : m?.[1];
  // "He was thirty-five then": an age of another time.
  if (!pronoun || !years || (m && !lead && lang.reading.ageThen.test(narration.slice((m.index ?? 0) + m[0].length))))
    return undefined;
  const gender: Gender = lang.pronouns.female.has(pronoun.toLowerCase()) ? 'female' : 'male';
  // "He was a big man, forty-five, with…": an age set off after a description of the man, which a "he" before some
  // other one may as well be ("Young Shaw came, since Gillies could spare him. He is a good boy, nineteen"): only
  // when the paragraph has named one of that gender.
  if (!lead && m?.[4] !== undefined) {
    const fits = new Set(paragraph.filter((e) => e.character.gender !== otherGender(gender)).map((e) => e.character));
    if (fits.size !== 1) return undefined;
  }
  const character = ageOwner(gender, paragraph, scene, blocked);
  return character ? { character, years, said } : undefined;
}

/** The other of the two genders a pronoun tells. */
function otherGender(gender: Gender): Gender {
  return gender === 'female' ? 'male' : 'female';
}

/**
 * "She had never known him late in all his forty-five years": the years of a life, told through its possessive, are
 * the age of the one it means (the last named before it in the sentence, else the paragraph's or the scene's).
 */
export function allYearsAgeIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
): { character: Character; years: number; said: string } | undefined {
  const m = lang.allYearsAge.exec(narration);
  const years = m ? numberOf(m[2] as string, lang) : undefined;
  if (!m || !years) return undefined;
  const gender: Gender = lang.pronouns.female.has((m[1] as string).toLowerCase()) ? 'female' : 'male';
  const before = named.filter((n) => n.index < (m.index ?? 0));
  const character = ownerInSentence(gender, before, paragraph, scene, blocked);
  return character ? { character, years, said: m[2] as string } : undefined;
}

/**
 * Who a "she" or "his" means, given those named before it in its sentence: the last one who may be meant; one whose
 * gender the text never told may be too, and then no one is; with no one of that gender there, the paragraph's or
 * the scene's (`blocked` only counts when the sentence names no one).
 */
function ownerInSentence(
  gender: Gender,
  inSentence: ReadonlyArray<{ character: Character; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  clause?: { narration: string; at: number; lang: Language },
): Character | undefined {
  const fit = inSentence.filter((n) => n.character.gender !== (gender === 'female' ? 'male' : 'female')).at(-1);
  if (fit && fit.character.gender === undefined) return undefined;
  if (fit && clause) {
    const subject = clauseSubject(gender, fit, inSentence, clause);
    if (subject !== fit.character) return subject;
  }
  return fit?.character ?? pronounOwner(gender, [], paragraph, scene, inSentence.length === 0 ? blocked : false);
}

/**
 * A pronoun in a later clause is the sentence's subject's, not a name's in between: "Lidia Franchi was nineteen and
 * worked with Nives in the office, and she had had plain brown hair" is Lidia's, unless the name between is a
 * clause's own subject ("Karl waved, and Oskar smiled, and he was forty": Oskar's). After an opening pronoun of its
 * gender ("She was the tallest woman Nives had ever seen, and she was fifty-two") it is no one's to tell.
 */
function clauseSubject(
  gender: Gender,
  fit: { character: Character; index: number },
  inSentence: ReadonlyArray<{ character: Character; index: number }>,
  clause: { narration: string; at: number; lang: Language },
): Character | undefined {
  const { narration, at, lang } = clause;
  // From the name's start: a name holds no clause's start.
  if (!lang.reading.nextClause.test(narration.slice(fit.index, at))) return fit.character;
  const opening = /^[^\p{L}]*(\p{L}+)/u.exec(narration)?.[1] ?? '';
  if (subjectGender(opening, lang) === gender) return undefined;
  // "Karl Weiss waved, and Oskar Brandt smiled, and he was forty": a name that is a clause's own subject keeps it.
  const first = inSentence[0];
  const name = nameAt(narration, fit.index);
  if (verbFollows(narration.slice(fit.index + name.length), lang)) return fit.character;
  return first && first.character.gender === gender && !/\p{L}/u.test(narration.slice(0, first.index))
    ? first.character
    : fit.character;
}

/** The capitalised words of a name that starts at `index` ("Oskar Brandt smiled" → "Oskar Brandt"). */
function nameAt(text: string, index: number): string {
  return /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*)*/u.exec(text.slice(index))?.[0] ?? '';
}

/**
 * "Ivo is in his late fifties", "Ada, in her forties,", "I am in my thirties": an age as a span of years ("57-59"),
 * whose the possessive tells. Not a guess ("looks to be in his fifties"), another time ("when she was in her
 * twenties") or an unnamed person's ("a man in his fifties").
 */
export function decadeAgesIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
  narrator: Character | undefined,
): Array<{ character: Character; range: string; said: string; via: 'name' | 'pronoun' }> {
  const rw = lang.reading;
  const out: ReturnType<typeof decadeAgesIn> = [];
  if (!rw.decadeCue.test(narration)) return out;
  for (const m of narration.matchAll(rw.decadeAge)) {
    const at = (m.index ?? 0) + m[0].indexOf(m[1] as string);
    const before = narration.slice(0, m.index);
    const decade = rw.decades.get((m[3] as string).toLowerCase());
    // "He is in his fifties", "Gus, in his fifties,": said of now; "He had been in his fifties" is another time.
    if (
      decade === undefined ||
      !rw.decadeLead.test(before) ||
      rw.ageGuess.test(before) ||
      rw.ageTimeBefore.test(before)
    )
      continue;
    if (rw.ageThen.test(narration.slice((m.index ?? 0) + m[0].length))) continue;
    const owner = possessor(m[1] as string, at, narration, named, paragraph, scene, blocked, lang, narrator);
    if (!owner) continue;
    // Stryker disable next-line StringLiteral: part only keys decadePart (early, mid, late); a word not there reads as the whole decade, as none does
    const part = (m[2] ?? '').toLowerCase();
    const [lo, hi] = rw.decadePart.get(part) ?? [0, 9];
    // The teens run from thirteen to nineteen: a part of them is that part of those seven years ("late teens" 17-19).
    const year = (x: number) => (decade === 10 ? 13 + Math.round((x * 2) / 3) : decade + x);
    out.push({
      character: owner.character,
      range: `${year(lo)}-${year(hi)}`,
      said: m[0].trim(),
      via: owner.via,
    });
  }
  return out;
}

/** Whose a possessive before a look is ("his", "her", "my", "Ada's"), as resolved for a feature. */
function possessor(
  word: string,
  at: number,
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
  narrator: Character | undefined,
): { character: Character; via: 'name' | 'pronoun' } | undefined {
  const own = lang.featurePossessives;
  const w = word.toLowerCase();
  if (w === own.narrator) return narrator ? { character: narrator, via: 'name' } : undefined;
  if (w === own.female || w === own.male) {
    const gender: Gender = w === own.female ? 'female' : 'male';
    const inSentence = named.filter((n) => n.index < at);
    const last = inSentence.at(-1);
    if (lang.personNouns.test(narration.slice(last ? last.index + last.name.length : 0, at))) return undefined;
    const character = ownerInSentence(gender, inSentence, paragraph, scene, blocked, { narration, at, lang });
    return character ? { character, via: 'pronoun' } : undefined;
  }
  const bare = word.replace(lang.possessiveEnding, '');
  // The name may stand where the possessive does ("the scar on Tomas's left hand": `at` is the word itself), or end
  // there ("the scar on Tomas Reyes's right hand": the mention is the whole name, whose last word is possessive).
  const n = named.find(
    (x) =>
      x.index <= at &&
      (x.name === bare || (x.index + x.name.length === at + bare.length && x.name.endsWith(` ${bare}`))),
  );
  return n ? { character: n.character, via: 'name' } : undefined;
}

const sidePatterns = new WeakMap<Language, RegExp>();

/** Whether a text names a side ("left", "right") as a word, any case. */
function sideWordIn(text: string, lang: Language): boolean {
  let side = sidePatterns.get(lang);
  if (!side) {
    side = new RegExp(`(?<![\\p{L}])(?:${lang.reading.looks.sides.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'iu');
    sidePatterns.set(lang, side);
  }
  return side.test(text);
}

/**
 * Beards and marks a sentence's narration gives, with their holders: "Mr Pennock shaved off his beard", "He
 * tugged at his beard", "his bare chin"; "the scar on his left hand". A beard said of another time ("he had a
 * beard then") or absent ("without the beard") is nobody's state here.
 */
export function looksIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
  narrator?: Character,
): {
  beards: Array<{
    character: Character;
    value: BeardFact['value'];
    via: 'name' | 'pronoun';
    colour?: string;
    left?: string;
  }>;
  marks: Array<Omit<MarkFact, 'chapter' | 'at'> & { character: Character }>;
  unowned: Array<Omit<UnownedMark, 'chapter' | 'at'>>;
} {
  const looks = lang.reading.looks;
  const beards: ReturnType<typeof looksIn>['beards'] = [];
  const marks: ReturnType<typeof looksIn>['marks'] = [];
  const unowned: ReturnType<typeof looksIn>['unowned'] = [];
  if (!looks.cue.test(narration)) return { beards, marks, unowned };
  const who = (word: string, at: number) =>
    possessor(word, at, narration, named, paragraph, scene, blocked, lang, narrator);
  for (const m of narration.matchAll(looks.beard)) {
    const at = m.index ?? 0;
    const before = narration.slice(0, at);
    const after = narration.slice(at + m[0].length);
    const p = looks.beardOwner.exec(before);
    // The possessive's own place: "Tom Hale's beard" is read from the whole name that ends there.
    let owner = p ? who(p[1] as string, p.index + p[0].lastIndexOf(p[1] as string)) : undefined;
    const withA = p ? undefined : looks.withBeard.exec(before);
    // The words between the possessive (or "with a") and the beard: "his red", "a big man with a white".
    const described = p ? p[0].slice(p[0].lastIndexOf(p[1] as string) + (p[1] as string).length) : (withA?.[0] ?? '');
    if (!p && withA) {
      // "He was a big man with a white beard": the subject's.
      const subject = named.find((n) => n.index <= narration.length - narration.trimStart().length);
      const gender = subjectGender(openingWord(narration), lang);
      owner = subject
        ? { character: subject.character, via: 'name' }
        : gender
          ? (() => {
              const c = pronounOwner(gender, [], paragraph, scene, blocked);
              return c ? { character: c, via: 'pronoun' as const } : undefined;
            })()
          : undefined;
    }
    if (!owner) continue;
    const lead = p ? before.slice(0, p.index) : before;
    let value: BeardFact['value'];
    if (looks.shaveBefore.test(lead) || looks.shaveAfter.test(after)) value = 'shaved';
    else if (looks.grown.test(narration)) value = 'grown';
    else if (looks.absent.test(before) || lang.backstory.test(narration)) continue;
    else value = 'worn';
    // "the boy Thorne met … with his soft fair beard": a "his" after an unnamed person may be theirs, so the colour
    // is given to no one (the beard itself is read as before).
    const unsure = p && owner.via === 'pronoun' && lang.personNouns.test(lead);
    // "his beard had gone from grey to white in the winter Tom died": the colour it took, and the one it left.
    const turned = unsure ? null : looks.beardTurned.exec(after);
    const took = turned ? beardColour(turned[2] as string, lang) : undefined;
    const left = took && turned?.[1] ? beardColour(turned[1], lang) : undefined;
    const colour = unsure ? undefined : (took ?? beardColour(described, lang));
    beards.push({
      character: owner.character,
      value,
      via: owner.via,
      ...(colour ? { colour } : {}),
      ...(left && left !== colour ? { left } : {}),
    });
  }
  for (const m of narration.matchAll(looks.bare)) {
    const owner = who(m[1] as string, m.index ?? 0);
    if (owner) beards.push({ character: owner.character, value: 'shaved', via: owner.via });
  }
  const singular = (w: string) => w.toLowerCase().replace(new RegExp(`${lang.pluralEnding}$`), '');
  const found = [
    ...[...narration.matchAll(looks.mark)].map((m) => ({ m, whose: m[3], side: m[4], part: m[5] })),
    ...[...narration.matchAll(looks.markSide)].map((m) => ({ m, whose: m[4], side: m[3], part: m[5] })),
  ].map((f) => ({
    ...f,
    at: (f.m.index ?? 0) + f.m[0].lastIndexOf(f.whose as string),
    mark: f.m[2] as string,
    definite: !lang.countOfOne.has((f.m[1] as string).toLowerCase()),
  }));
  // "his scarred left eyebrow": a mark the reader already knows. "his right eyebrow, the one the scar goes through".
  for (const m of narration.matchAll(looks.markAdjective))
    found.push({
      m,
      whose: m[1],
      side: m[3],
      part: m[4],
      at: (m.index ?? 0) + m[0].indexOf(m[1] as string),
      // Stryker disable next-line StringLiteral: every adjective markAdjective matches is a key of markOfAdjective, so the fallback is never read
      mark: looks.markOfAdjective.get((m[2] as string).toLowerCase()) ?? '',
      definite: true,
    });
  for (const m of [...narration.matchAll(looks.markAfterPart), ...narration.matchAll(looks.markThere)])
    found.push({
      m,
      whose: m[1],
      side: m[2],
      part: m[3],
      at: (m.index ?? 0) + m[0].indexOf(m[1] as string),
      mark: m[5] as string,
      definite: !lang.countOfOne.has((m[4] as string).toLowerCase()),
    });
  // "limps on his left leg", "the missing finger on her right hand", "an anchor tattooed on his left forearm", "his
  // blind left eye", "her right ear, the good one" (the deaf one the left). Each of these names a side: a sentence
  // with no side word is not tried against them all.
  // Stryker disable next-line ConditionalExpression: a shortcut only; every pattern of looks.sided names a side
  for (const kind of sideWordIn(narration, lang) ? looks.sided : [])
    for (const m of narration.matchAll(kind.pattern))
      found.push({
        m,
        whose: m[1],
        // The side is the pattern's second group, or its third where the pattern has two ways to say it.
        side: otherSide(m[2] ?? m[3], kind.other === true, lang),
        part: kind.part || (m[3] as string),
        at: (m.index ?? 0) + m[0].lastIndexOf(m[1] as string),
        mark: kind.mark,
        definite: true,
      });
  // "He was missing two fingers on his right hand": two patterns read the one mark; it is told once.
  const seen = new Set<string>();
  for (const { whose, side, part, mark, definite, at } of found) {
    const key = `${at} ${singular(mark)} ${(side ?? '').toLowerCase()} ${singular(part ?? '')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const owner = who(whose as string, at);
    if (!owner) {
      // "his left hand" of a man the text calls only "the old man": kept by its gender, for a mark one person bears.
      const gender = pronounGender(whose as string, lang);
      if (gender)
        unowned.push({
          gender,
          mark: singular(mark),
          side: (side as string).toLowerCase(),
          part: singular(part as string),
          definite,
        });
      continue;
    }
    marks.push({
      character: owner.character,
      mark: singular(mark),
      side: (side as string).toLowerCase(),
      part: singular(part as string),
      definite,
      via: owner.via,
    });
  }
  return { beards, marks, unowned };
}

/**
 * The colour group the words before a beard give it ("red" of "his red", "white" of "a long white"): the first word
 * that is a colour, whole (a "red-brown" or "grey-streaked" beard is of no one colour).
 */
export function beardColour(words: string, lang: Language): string | undefined {
  for (const w of words.toLowerCase().split(/[\s,]+/)) {
    const group = lang.colours.get(w);
    if (group) return group;
  }
  return undefined;
}

/** The gender a third-person possessive tells ("his", "her"); none for a name's or "my". */
function pronounGender(word: string, lang: Language): Gender | undefined {
  const own = lang.featurePossessives;
  const w = word.toLowerCase();
  return w === own.female ? 'female' : w === own.male ? 'male' : undefined;
}

/** A side as a pattern read it, or the other one when the pattern named the good side of a bad pair ("his good right eye"). */
function otherSide(side: string | undefined, other: boolean, lang: Language): string | undefined {
  if (!other || side === undefined) return side;
  const [left, right] = lang.reading.looks.sides;
  return side.toLowerCase() === left ? right : left;
}

/**
 * "She is Dad's elder sister, and she is eighty-one", "I found out later he had turned forty in January": an age
 * told through a pronoun inside the sentence. The pronoun is the last character of its gender named before it in
 * the sentence, else in the paragraph (or the scene); an unnamed person between ("a woman, and she was sixty")
 * leaves it to no one, and a clause of another time ("when I was ten and she was seven") is no age of now.
 */
export function clausePronounAgeIn(
  narration: string,
  named: Named,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
): { character: Character; years: number; said: string } | undefined {
  const rw = lang.reading;
  for (const m of narration.matchAll(rw.clausePronounAge)) {
    const said = m[2] ?? m[3] ?? '';
    const years = numberOf(said, lang);
    const at = (m.index ?? 0) + m[0].indexOf(m[1] as string);
    const before = narration.slice(0, at);
    if (!years || rw.ageTimeBefore.test(before) || rw.ageThen.test(narration.slice((m.index ?? 0) + m[0].length)))
      continue;
    const gender: Gender = lang.pronouns.female.has((m[1] as string).toLowerCase()) ? 'female' : 'male';
    // Stryker disable next-line EqualityOperator: at is where the pronoun starts, where no name starts
    const inSentence = named.filter((n) => n.index < at);
    const last = inSentence.at(-1);
    // An unnamed person after the last name ("…met a woman, and she was sixty") may be the one meant; not when the
    // sentence opens on the same pronoun ("She is the miller's widow, and she is sixty-two": one subject).
    const sameSubject = !last && subjectGender(openingWord(narration), lang) === gender;
    if (!sameSubject && lang.personNouns.test(before.slice(last ? last.index : 0))) continue;
    const character = ownerInSentence(gender, inSentence, paragraph, scene, blocked, { narration, at, lang });
    if (character) return { character, years, said };
  }
  return undefined;
}

/**
 * "Hector is on the pier, a short square man of fifty-eight", "Ada, a girl of
 * twelve,", "She was a woman of sixty": an age in a phrase that describes the
 * sentence's subject (a name opening it, or a pronoun resolved as an opening
 * one). A phrase after another person ("Ada watched the stranger, a man of
 * sixty") or of the wrong gender is nobody's here.
 */
export function describedAgeIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
): { character: Character; years: number; said: string; range?: string } | undefined {
  const rw = lang.reading;
  const m = rw.personOfAge.exec(narration);
  const years = m ? numberOf(m[3] as string, lang) : undefined;
  if (!m || !years || rw.ageThen.test(narration.slice((m.index ?? 0) + m[0].length))) return undefined;
  const character = describedOwner(narration, m.index ?? 0, m[1] as string, named, paragraph, scene, blocked, lang);
  if (!character) return undefined;
  // "a man of about forty": any year the word allows.
  const near = m[2] ? rw.approximate.get(m[2].toLowerCase()) : undefined;
  const said = m[2] ? `${m[2]} ${m[3]}` : (m[3] as string);
  return near ? { character, years, said, range: `${years + near[0]}-${years + near[1]}` } : { character, years, said };
}

/**
 * Who "a man of fifty-two", "a tall fair young man" (a person's noun at `at` in the narration) describes: the name
 * right before it ("Ada, a girl of twelve", "Ada was a girl of twelve"), or the subject of a sentence the name or a
 * pronoun opens, after its predicate ("Hector is on the pier already, a man of fifty-eight"), with no other person
 * between, and of the noun's gender.
 */
function describedOwner(
  narration: string,
  at: number,
  noun: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
): Character | undefined {
  const { apposition, predicate } = lang.reading;
  const nounGender = genderOfNoun(noun, lang);
  const before = narration.slice(0, at);
  // Stryker disable next-line EqualityOperator: at is the "a" or "an" of the description, where no name starts
  const lead = named.filter((n) => n.index < at).at(-1);
  let character: Character | undefined;
  if (lead) {
    const gap = narration.slice(lead.index + lead.name.length, at);
    const opens = narration.slice(0, lead.index).trim() === '';
    if (apposition.test(gap) || (opens && predicate.test(gap) && !lang.personNouns.test(gap)))
      character = lead.character;
  } else {
    // "(He was the resident, a tall fair young man.)": the sentence's first word, whatever marks open it.
    // Stryker disable next-line Regex: unanchored, the leftmost match still starts at 0, the marks before the word its own
    const opening = /^[^\p{L}]*(\p{L}+)/u.exec(before);
    const gender = subjectGender(opening?.[1] ?? '', lang);
    const gap = before.slice(opening ? opening[0].length : 0);
    if (gender && (apposition.test(gap) || (predicate.test(gap) && !lang.personNouns.test(gap))))
      if (!nounGender || nounGender === gender) character = ageOwner(gender, paragraph, scene, blocked);
  }
  if (!character || (nounGender && character.gender && character.gender !== nounGender)) return undefined;
  return character;
}

/**
 * "Hugh was the resident, a tall fair young man", "He was tall and fair": "fair" or "dark" among the words that
 * describe a person is their hair's colour (fair: blond; dark: brown or black), said of whom describedOwner finds (or
 * of the sentence's subject).
 */
export function describedHairIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  paragraph: Named,
  scene: Named,
  blocked: Blocked,
  lang: Language,
): { character: Character; value: string; said: string } | undefined {
  const rw = lang.reading;
  // "He was tall and fair, bareheaded": the subject's, told with another word of looks as "a tall fair man" is.
  const told = rw.subjectTallAndFair.exec(narration);
  if (told) {
    const subject = named.find((n) => n.index === narration.length - narration.trimStart().length);
    const gender = subjectGender(told[1] ?? '', lang);
    const character = subject?.character ?? (gender ? ageOwner(gender, paragraph, scene, blocked) : undefined);
    const said = told[2] as string;
    const colours = colourWords(said, lang);
    const value = (colours.length > 0 ? colours : rw.darkHairColours).join('/');
    if (character) return { character, value, said };
  }
  const m = rw.personOfHair.exec(narration);
  // Another word of looks beside it ("tall", "young"): "a fair man" alone may be a just one.
  // (The words open and close on letters: a space or comma among them is a second word.)
  if (!m || !/[\s,]/.test(m[1] as string)) return undefined;
  // Stryker disable next-line MethodExpression: the space before "a" in the gap or not, apposition and predicate allow white space at their end
  const at = (m.index ?? 0) + m[0].indexOf(m[0].trimStart());
  const character = describedOwner(narration, at, m[3] as string, named, paragraph, scene, blocked, lang);
  if (!character) return undefined;
  const said = m[2] as string;
  const colours = colourWords(said, lang);
  const value = (colours.length > 0 ? colours : rw.darkHair.test(said) ? rw.darkHairColours : []).join('/');
  return value ? { character, value, said } : undefined;
}

/** What a sentence's characters say (dialogue and italics), the narration blanked: "" for a sentence of narration alone. */
/**
 * Who gives their own name in a paragraph's speech: a speech that opens on a character's full name and a full stop
 * ('"June Albright. Mrs. Albright, to the choir."'). The last one, if any.
 */
export function selfIntroduced(p: Paragraph, cast: Cast, lang: Language): Character | undefined {
  let found: Character | undefined;
  for (const s of p.sentences) {
    const spoken = spokenOf(s);
    // Each speech of the sentence from its opening quote: the name must open it.
    for (const open of spoken.matchAll(lang.reading.speechOpen)) {
      const rest = spoken.slice((open.index ?? 0) + open[0].length);
      const first = mentions(rest, cast)[0];
      // A full name and a stop: "Isabel, come here" and "Isabel." call someone; "June Albright." gives a name.
      if (!first || first.index > 0 || !/\s/u.test(first.name)) continue;
      if (lang.reading.selfIntroStop.test(rest.slice(first.name.length))) found = first.character;
    }
  }
  return found;
}

export function spokenOf(s: Sentence): string {
  if (s.text === s.narration) return '';
  let out = '';
  for (let i = 0; i < s.text.length; i++) {
    const ch = s.text[i] as string;
    out += s.narration[i] === ch ? ' ' : ch;
  }
  return out;
}

/**
 * An age a character gives of themselves in speech ("Hope Calloway. I'm sixteen.", "'I am seventy-eight,' said
 * June"): the speaker is a name the quotation introduces itself with, or the one name tagged as saying it.
 */
export function spokenAgeIn(
  s: Sentence,
  cast: Cast,
  lang: Language,
  paragraph?: Paragraph,
  turn?: Character,
  pronounSpeaker?: (gender: Gender) => Character | undefined,
): { character: Character; years: number; said: string } | undefined {
  const rw = lang.reading;
  // Most sentences hold no speech, or no age said in it: one look at the text before the speech is separated out.
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a look-ahead only: with no speech spokenOf gives '' and with no cue in the text its speech holds no spokenAge either
  if (s.text === s.narration || !rw.spokenAgeCue.test(s.text)) return undefined;
  const spoken = spokenOf(s);
  // "I'm not. … I'm seventy-one years old": the first "I'm" with a number after it.
  const number = (x: RegExpMatchArray) => numberOf(x[1] as string, lang) !== undefined;
  const m = [...spoken.matchAll(rw.spokenAge)].find(number) ?? [...spoken.matchAll(rw.spokenBareAge)].find(number);
  // Stryker disable next-line StringLiteral: with no m the next line returns whatever said is, and a found m has its number in group 1
  const said = m?.[1] ?? '';
  const years = numberOf(said, lang);
  if (!m || !years) return undefined;
  const at = m.index ?? 0;
  // "Hope Calloway. I'm sixteen.": a name right before, after which a sentence ends; with a comma only when the
  // name opens the speech ("Hope Calloway, I'm sixteen"): "Don't argue with me, Nora, I'm sixty-eight" is to Nora.
  const intro = mentions(spoken.slice(0, at), cast).filter((n) => {
    const gap = spoken.slice(n.index + n.name.length, at);
    // selfIntro's gap opens on its stop, so a comma it holds is its first character.
    return rw.selfIntro.test(gap) && (!gap.startsWith(',') || !/\p{L}/u.test(spoken.slice(0, n.index)));
  });
  const introduced = intro.at(-1);
  if (introduced) return { character: introduced.character, years, said };
  // '"I'm sixteen," said Hope.': the one name tagged with a verb of speech in the sentence's narration.
  const tagged = new Set(
    mentions(s.narration, cast)
      .filter(
        (n) =>
          rw.speechTagAfter.test(s.narration.slice(n.index + n.name.length)) ||
          rw.speechTagBefore.test(s.narration.slice(0, n.index)),
      )
      .map((n) => n.character),
  );
  const [only] = tagged;
  if (tagged.size === 1 && only) return { character: only, years, said };
  // '"Evan found him." Dr. Pryce shuts the book. "I am fifty-eight, Hallam."': with no tag in the sentence, the
  // paragraph's one speaker — the one character its narration names as a subject (a tag or a beat), when no "she
  // said" of another may be the speaker. The one spoken to ("Hallam") is named in the speech, never the speaker.
  const speaker = tagged.size === 0 && paragraph ? paragraphSpeaker(paragraph, cast, lang) : undefined;
  if (speaker) return { character: speaker, years, said };
  // 'Konrad stands. …' then '"I am forty-seven years old," he says.': a paragraph whose narration names no one and
  // tags its speech with pronouns of one gender is spoken by the one that pronoun means across the paragraph break.
  const byPronoun =
    // Stryker disable next-line ConditionalExpression: a tagged name is a name in the sentence's narration, and
    // pronounTagged reads no paragraph whose narration names anyone
    tagged.size === 0 && paragraph && pronounSpeaker ? pronounTagged(paragraph, cast, lang, pronounSpeaker) : undefined;
  if (byPronoun) return { character: byPronoun, years, said };
  // '… he laughed, … When he opened them again he said, "Forty-seven. It is not old."': the tag right before the
  // speech, when nothing before it in the paragraph names one of its gender.
  const lead = s.narration.slice(0, at);
  const tag = [...lead.matchAll(rw.pronounTag)].at(-1);
  const tagWord = (tag?.[1] ?? tag?.[2] ?? '').toLowerCase();
  const tagGender: Gender = lang.pronouns.female.has(tagWord) ? 'female' : 'male';
  const earlier = paragraph ? paragraph.sentences.slice(0, Math.max(0, paragraph.sentences.indexOf(s))) : [];
  const ownTag =
    tagged.size === 0 &&
    tag &&
    pronounSpeaker &&
    /^[\s,:—–]*$/.test(lead.slice((tag.index ?? 0) + tag[0].length)) &&
    ![lead, ...earlier.map((x) => x.narration)].some((x) =>
      mentions(x, cast).some((n) => n.character.gender !== (tagGender === 'female' ? 'male' : 'female')),
    )
      ? pronounSpeaker(tagGender)
      : undefined;
  if (ownTag) return { character: ownTag, years, said };
  // A paragraph of speech alone in an exchange of two: the one who spoke the turn before last, unless they are
  // the one spoken to ("I'm sixty-three, Ivo.").
  const alone = paragraph?.sentences.every((x) => x.narration.trim() === '');
  if (!alone || !turn) return undefined;
  const addressed = mentions(spoken, cast).some((n) => n.character === turn);
  return addressed ? undefined : { character: turn, years, said };
}

/** "I am fifty-eight.", "I'm forty-one years old and …" in narration: the narrator's age, unless another time's. */
function narratorAgeIn(narration: string, lang: Language): { years: number; said: string } | undefined {
  const rw = lang.reading;
  for (const m of narration.matchAll(rw.spokenAge)) {
    const said = m[1] as string;
    const years = numberOf(said, lang);
    if (years && !rw.ageTimeBefore.test(narration.slice(0, m.index))) return { years, said };
  }
  return undefined;
}

/**
 * An age a speaker gives of someone they have just named ("Sister Hale has been on nights for ever. She's
 * fifty-two."): the pronoun's gender must be that of the one person of that gender the paragraph's speech has
 * named so far, and the last person it named. The first such age in the paragraph.
 */
export function spokenOtherAgeIn(
  p: Paragraph,
  cast: Cast,
  lang: Language,
  carried?: SpeechNamed,
): { character: Character; years: number; said: string; line: number } | undefined {
  const rw = lang.reading;
  const named: Character[] = [...(carried?.named ?? [])];
  /** The speech since the last name: "a niece, Lucy Hart" there brings in someone the pronoun may mean. */
  // Stryker disable next-line StringLiteral: since is read only once someone is named, and the read that first names them sets it afresh
  let since = carried?.since ?? '';
  const read = (text: string) => {
    const found = mentions(text, cast);
    for (const n of found) named.push(n.character);
    const last = found.at(-1);
    since = last ? text.slice(last.index + last.name.length) : `${since} ${text}`;
  };
  for (const s of p.sentences) {
    const spoken = spokenOf(s);
    // Stryker disable next-line ConditionalExpression,StringLiteral: empty speech holds no age, names no one, and reading it only adds a space to since, which every pattern on since reads as \s+
    if (spoken === '') continue;
    let from = 0;
    for (const m of spoken.matchAll(rw.spokenOtherAge)) {
      const at = m.index ?? 0;
      read(spoken.slice(from, at));
      from = at;
      const gender = subjectGender(m[1] as string, lang);
      // "He's six-four": feet and inches, a height; a hyphened age is tens and units ("seventy-six").
      const years = rw.heightSaid.test(m[2] as string) ? undefined : numberOf(m[2] as string, lang);
      const fits = [...new Set(named.filter((c) => c.gender === gender))];
      const last = named.at(-1);
      if (!gender || !years || years < 2 || fits.length !== 1 || !last || last.gender !== gender) continue;
      if (someoneElseIn(since, gender, lang)) continue;
      return { character: fits[0] as Character, years, said: m[2] as string, line: s.line };
    }
    read(spoken.slice(from));
  }
  return undefined;
}

/** The people a conversation's speech has named so far, and its speech since the last of them. */
export interface SpeechNamed {
  named: Character[];
  since: string;
}

/**
 * The people a paragraph's speech names, after those of the conversation before it: what a pronoun in the next
 * turn's speech may mean ('"Monsieur Rose is going to his daughter's." / "I know." / "He is seventy, he says"').
 */
export function speechNamedAfter(p: Paragraph, cast: Cast, carried?: SpeechNamed): SpeechNamed {
  const named = [...(carried?.named ?? [])];
  let since = carried?.since ?? '';
  for (const s of p.sentences) {
    const spoken = spokenOf(s);
    const found = mentions(spoken, cast);
    named.push(...found.map((n) => n.character));
    const last = found.at(-1);
    since = last ? spoken.slice(last.index + last.name.length) : `${since} ${spoken}`;
  }
  return { named, since };
}

/**
 * Whether the speech since the last name may bring in someone a pronoun of that gender means: a person or kin noun
 * ("a niece, Lucy Hart", "her husband"), unless a noun of the other gender ("his daughter" for a "he"), or a
 * capitalised word after a lower-case word or a comma, unless it names a place ("at Cravant", "in Paris", "written to Nevers").
 */
export function someoneElseIn(since: string, gender: Gender, lang: Language): boolean {
  const nouns = [
    ...since.matchAll(new RegExp(lang.personNouns.source, 'gu')),
    ...since.matchAll(new RegExp(lang.kinWord.source, 'giu')),
  ].map((m) => (m[0].toLowerCase().split(/\s+/).at(-1) as string).replace(/s$/, ''));
  const otherGender = (w: string) => gender === 'male' && lang.reading.femaleNouns.has(w);
  if (nouns.some((w) => !otherGender(w))) return true;
  const capitals = [...since.matchAll(/([\p{Ll},;])\s+\p{Lu}\p{Ll}/gu)].filter(
    (m) => !lang.reading.placeBefore.test(since.slice(0, (m.index ?? 0) + 1)),
  );
  return capitals.length > 0;
}

/**
 * Who speaks a paragraph, for the turns of an exchange: null for a paragraph with no speech, the one its narration
 * names as the speaker, else (speech alone) the one who spoke the turn before last when the two before were two
 * people; undefined when it cannot tell.
 */
export function turnSpeaker(
  p: Paragraph,
  cast: Cast,
  lang: Language,
  before: ReadonlyArray<Character | null | undefined>,
): Character | null | undefined {
  if (p.sentences.every((x) => x.text === x.narration)) return null;
  const named = paragraphSpeaker(p, cast, lang);
  if (named) return named;
  if (!p.sentences.every((x) => x.narration.trim() === '')) return undefined;
  const [a, b] = [before.at(-2), before.at(-1)];
  return a && b && a !== b ? a : undefined;
}

/**
 * The speaker of a paragraph whose narration names no one and whose speech tags are pronouns of one gender ("he
 * says", "said she"): the one `resolve` gives that gender. Undefined when a name or a second gender is there.
 */
function pronounTagged(
  p: Paragraph,
  cast: Cast,
  lang: Language,
  resolve: (gender: Gender) => Character | undefined,
): Character | undefined {
  const genders = new Set<Gender>();
  for (const s of p.sentences) {
    if (mentions(s.narration, cast).length > 0) return undefined;
    for (const t of s.narration.matchAll(lang.reading.pronounTag)) {
      const word = (t[1] ?? t[2] ?? '').toLowerCase();
      genders.add(lang.pronouns.female.has(word) ? 'female' : 'male');
    }
  }
  const [only] = genders;
  return genders.size === 1 && only ? resolve(only) : undefined;
}

/** The one character a paragraph's narration names as a subject, when no pronoun of another gender is tagged as speaking. */
function paragraphSpeaker(p: Paragraph, cast: Cast, lang: Language): Character | undefined {
  const rw = lang.reading;
  const subjects = new Set<Character>();
  const tagGenders = new Set<Gender>();
  for (const s of p.sentences) {
    if (s.narration.trim() === '') continue;
    for (const n of mentions(s.narration, cast)) {
      const lead = s.text.slice(0, n.index);
      if (rw.beatOpens.test(lead) || rw.speechTagBefore.test(s.narration.slice(0, n.index))) subjects.add(n.character);
      else return undefined;
    }
    for (const t of s.narration.matchAll(rw.pronounTag)) {
      const word = (t[1] ?? t[2] ?? '').toLowerCase();
      tagGenders.add(lang.pronouns.female.has(word) ? 'female' : 'male');
    }
  }
  const [only] = subjects;
  if (subjects.size !== 1 || !only || [...tagGenders].some((g) => g !== only.gender)) return undefined;
  return only;
}

/**
 * A death told in speech: a name, and then in the same quotation "X died" or
 * "She died" (a pronoun of the name's gender, the next sentence). Doubt ("if
 * she died") and a question tell nothing.
 */
export function spokenDeathIn(
  spoken: string,
  cast: Cast,
  lang: Language,
): { character: Character; index: number } | undefined {
  if (!lang.readsWords) return undefined;
  for (const n of mentions(spoken, cast)) {
    const after = spoken.slice(n.index + n.name.length);
    const pronoun = /^[.,;:!?]?\s+(\p{L}+)/u.exec(after)?.[1]?.toLowerCase();
    const gender =
      pronoun && lang.subjects.get(pronoun) === 'third-singular'
        ? lang.pronouns.female.has(pronoun)
          ? 'female'
          : 'male'
        : undefined;
    const rest = gender ? after.replace(/^[.,;:!?]?\s+\p{L}+/u, '') : after;
    if (gender && n.character.gender !== undefined && n.character.gender !== gender) continue;
    const told = lang.deathAfter.exec(rest);
    if (lang.deathDoubt.test(spoken.slice(0, n.index))) continue;
    if ((told?.[2] && !/\?/.test(rest.slice(0, 40))) || chainedDeath(after, n.character, cast, lang))
      return { character: n.character, index: n.index };
  }
  return undefined;
}

/** Sentences after a name, at most, that may go on telling of them by a pronoun alone. */
const CHAIN = 3;

/**
 * "Giacomo came home in April. He lived twenty-six years more. He died in that chair": sentences that open on the
 * name's own pronoun go on telling of them, up to one that tells their death. Another cast member named on the way,
 * a sentence opening on anything else (a pronoun of the other gender, "I", a name) or a question ends the chain.
 */
function chainedDeath(after: string, character: Character, cast: Cast, lang: Language): boolean {
  // The quotation's own marks stand around its sentences ("…in April." She looked up. "He died…").
  const [own = '', ...sentences] = after.split(/(?<=[.!?]["”’]?)\s+/u);
  /** Whether someone else the pronoun could stand for is named in a stretch ("…in April. He met Tomaso…"). */
  const another = (text: string, gender: Gender) =>
    mentions(text, cast).some((m) => m.character !== character && genderCompatible(m.character.gender, gender));
  for (const sentence of sentences.slice(0, CHAIN)) {
    const opening = /^["“‘]?(\p{L}+)(.*)$/su.exec(sentence);
    const pronoun = opening?.[1]?.toLowerCase() ?? '';
    if (lang.subjects.get(pronoun) !== 'third-singular') return false;
    const gender = lang.pronouns.female.has(pronoun) ? 'female' : lang.pronouns.male.has(pronoun) ? 'male' : undefined;
    if (!gender || !genderCompatible(character.gender, gender)) return false;
    if (another(own, gender) || another(sentence, gender) || /\?/.test(sentence)) return false;
    // The verb of death right after the pronoun ("He died"): no doubt ("He might have died") stands between.
    if (lang.deathAfter.exec(opening?.[2] ?? '')?.[2]) return true;
  }
  return false;
}

/** A death the chapter's text tells, at the line that tells it, told once so far. */
function toldDeath(chapter: Chapter, line: number, text: string, how: string): DeathFact {
  return { chapter: chapter.index, at: { file: chapter.file, line, source: 'text', text }, how, tellings: 1 };
}

/** Short asides after a name read past, at most: "Marc Gagnon, channel man, of St. Georges, Beauce, P.Q., drowned". */
const MAX_ASIDES = 5;

/**
 * The words after a name past one, two… short asides set off by commas ("Marc Gagnon, channel man, of St. Georges,
 * drowned in saving her": " of St. Georges, drowned…", then " drowned…"), for the verb a death is told by.
 */
function pastAsides(after: string, lang: Language): string[] {
  const parts = after.split(',');
  if (parts[0]?.trim() !== '') return [];
  const out: string[] = [];
  for (let k = 1; k <= MAX_ASIDES && k < parts.length - 1; k++) {
    if (!lang.deathAside.test(parts[k] as string)) break;
    out.push(parts.slice(k + 1).join(','));
  }
  return out;
}

/**
 * A death a sentence's narration tells, and of whom; `unsaid` when no verb of dying tells it, only words before the
 * name ("the late Señora Esther", "the funeral of", "We bury Bill"), whose clause's verb says when it is known.
 */
export function deathIn(
  narration: string,
  named: ReadonlyArray<{ character: Character; name: string; index: number }>,
  lang: Language,
): { character: Character; how: string; unsaid?: { index: number } } | undefined {
  if (!lang.readsWords) return undefined;
  // In the order written: "Marc Gagnon, channel man, of St. Georges, drowned" is Marc's death, not his parish's.
  for (const n of [...named].sort((a, b) => a.index - b.index)) {
    const before = narration.slice(0, n.index);
    let after = narration.slice(n.index + n.name.length);
    // "My father, Arthur Tolley, died in the shed": a name set off by commas is the subject of the verb after them.
    if (/,\s*$/.test(before) && /^,\s/.test(after)) after = after.slice(1);
    // "Walter Kane, who had died in March, had left her the house": the clause after the name tells it.
    else if (lang.deathRelative.test(after)) after = after.replace(lang.deathRelative, ' ');
    else {
      // "My father was Michael Keough, and he was drowned in 1959": a pronoun of the name's own gender goes on with it.
      const and = lang.deathAndPronoun.exec(after);
      const gender = and ? subjectGender(and[1] as string, lang) : undefined;
      if (and && gender && n.character.gender === gender) after = after.slice(and[0].length);
    }
    const told =
      lang.deathAfter.exec(after) ??
      pastAsides(after, lang).reduce<RegExpExecArray | null>(
        (found, rest) => found ?? lang.deathAfter.exec(rest),
        null,
      );
    // "the death of Evaristo Funes", "Burial of E. Funes": a first name or an initial the cast does not hold stands
    // between the words of death and the name it knows.
    const late = lang.deathBefore.exec(before) ?? lang.deathBefore.exec(before.replace(lang.namePrefix, ''));
    // "We bury Bill Sutherland" tells a death; "buried Bill's watch" does not.
    const buried = lang.possessiveObject.test(after) ? null : lang.burialBefore.exec(before);
    const how = told
      ? (told[1] ?? told[2] ?? '').trim()
      : late
        ? late[0].trim()
        : buried
          ? buried[0].trim()
          : undefined;
    if (!how) continue;
    // "If Hendrik died", "Mara feared Hendrik had died": no fact.
    if (lang.deathDoubt.test(before)) continue;
    return { character: n.character, how, ...(told ? {} : { unsaid: { index: n.index } }) };
  }
  return undefined;
}

/**
 * Whether a death told with no verb of dying ("I am not a relation of the late Señora Esther") is said in the present
 * of a chapter told in the past: the teller's now, after all the chapter tells, not a death the story has come to (a
 * witness telling of the night of the fire, days before she died). Its clause's nearest verb before the name says so.
 */
export function deathOfTheTelling(
  narration: string,
  death: { unsaid?: { index: number } },
  toldInPast: boolean,
  lang: Language,
): boolean {
  if (!toldInPast || !death.unsaid) return false;
  const clause =
    narration
      .slice(0, death.unsaid.index)
      .split(/[,;:—–()]/)
      .at(-1) ?? '';
  const words = clause.match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  for (let i = words.length - 1; i >= 0; i--) {
    const subject = lang.subjects.get((words[i - 1] ?? '').toLowerCase()) ?? 'third-singular';
    const tense = tenseOf(words[i] as string, subject, lang);
    if (tense) return tense === 'present';
  }
  return false;
}

/**
 * A death told in a document the text quotes: an obituary, a death notice, a parish register ("> Walter J. Halloran
 * of Alder Point died suddenly on Saturday…"). The story's word, as a death told in speech is, and as sure.
 */
function documentDeath(
  p: Paragraph,
  chapter: Chapter,
  cast: Cast,
  lang: Language,
  members: Map<Character, CastMember>,
): void {
  const head = noticeHead(p, cast, lang);
  if (head) {
    const member = members.get(head.character);
    if (member && !member.death)
      member.death = toldDeath(chapter, head.line, evidenceOf(head.text), `${head.how} (in a quoted document)`);
  }
  for (const s of p.sentences) {
    // "Walter J. Halloran of Alder Point died": read as "Walter died", the name's tail and its place taken out;
    // "Mara Venn, sister of Tobias Marsh, died": a relative named in an aside is not the one who died.
    let text = s.text.replace(lang.documentKinAside, ',');
    for (const n of mentions(text, cast).reverse()) {
      const end = n.index + n.name.length;
      const tail = lang.documentNameTail.exec(text.slice(end))?.[0] ?? '';
      text = `${text.slice(0, end)}${text.slice(end + tail.length)}`;
    }
    const death = deathIn(text, mentions(text, cast), lang);
    const member = death ? members.get(death.character) : undefined;
    if (!death || !member || member.death) continue;
    member.death = toldDeath(chapter, s.line, evidenceOf(s.text), `${death.how} (in a quoted document)`);
  }
}

/**
 * An age a record gives the one it names ("Marc Gagnon, channel man, of St. Georges, drowned in saving her, aged 29
 * yrs."): the last name before "aged", a kin's name in an aside ("widow of Tom Hale,") and a place ("of St. Georges")
 * left out.
 */
export function recordAgeIn(
  text: string,
  cast: Cast,
  lang: Language,
): { character: Character; years: number; said: string } | undefined {
  const plain = text.replace(lang.documentKinAside, ',');
  const m = lang.reading.recordAge.exec(plain);
  if (!m) return undefined;
  const years = numberOf(m[1] as string, lang);
  // "…, of St. Georges, drowned": a name after "of" or "at" is where they came from, not who.
  const owner = mentions(plain.slice(0, m.index), cast)
    .filter((n) => !lang.reading.placeWordBefore.test(plain.slice(0, n.index)))
    .at(-1);
  return years && owner ? { character: owner.character, years, said: m[1] as string } : undefined;
}

/**
 * A death notice: a head that is a name alone ("**HALLORAN, Walter.**"), then a body that names no one before its
 * verb of death ("Boatbuilder of this parish, born 1946, died at his yard"): the head's death.
 */
function noticeHead(
  p: Paragraph,
  cast: Cast,
  lang: Language,
): { character: Character; line: number; text: string; how: string } | undefined {
  // A head set on its own line is a sentence of its own, whatever the stop after it.
  const units = p.sentences.flatMap((x) => {
    let from = 0;
    return x.text.split('\n').map((text) => {
      const unit = { text, line: lineIn(x, from) };
      from += text.length + 1;
      return unit;
    });
  });
  const [first, ...rest] = units.filter((u) => /\p{L}/u.test(u.text));
  const named = first ? mentions(first.text, cast) : [];
  const [only] = named;
  // The head: one name and little else (a surname in capitals, a date), at most six words.
  if (!first || !only || named.length !== 1 || (first.text.match(/\p{L}+/gu) ?? []).length > 6) return undefined;
  for (const s of rest) {
    const died = lang.noticeDeath.exec(s.text);
    if (!died) continue;
    // Another name before the verb is that one's death or a relative's, not the head's.
    if (mentions(s.text.slice(0, died.index), cast).length > 0) return undefined;
    return { character: only.character, line: s.line, text: s.text, how: (died[1] as string).toLowerCase() };
  }
  return undefined;
}

/**
 * A mark is for life: "He lost his left eye in the war when he was young", told in a memory, is his eye now. Only
 * this sentence's names own a mark there; a "his" or "her" with none is kept by its gender alone (unownedMarks
 * gives it to the one bearer of that mark, if the book has one), as a pronoun in a memory may be anyone's.
 */
function rememberedMarks(
  s: Sentence,
  chapter: Chapter,
  cast: Cast,
  lang: Language,
  members: Map<Character, CastMember>,
  unowned: UnownedMark[],
): void {
  if (lang.unreal.test(s.narration)) return;
  const at: Evidence = { file: chapter.file, line: s.line, source: 'text', text: evidenceOf(s.text) };
  const looks = looksIn(s.narration, mentions(s.narration, cast), [], [], false, lang);
  for (const { character, ...mark } of looks.marks) {
    const member = members.get(character);
    if (!member) continue;
    member.marks ??= [];
    member.marks.push({ ...mark, chapter: chapter.index, at });
  }
  for (const mark of looks.unowned) unowned.push({ ...mark, chapter: chapter.index, at });
}

/**
 * Eyes keep their colour: "Dad used to say Danny had good hands. Danny's green eyes went to the key" tells
 * Danny's eyes in a sentence marked as memory as surely as in the story's present. Only a colour beside the
 * name is read there ("Danny's green eyes", "Danny had green eyes"): a pronoun in a memory may be anyone's.
 */
function rememberedEyes(
  s: Sentence,
  chapter: Chapter,
  cast: Cast,
  lang: Language,
  members: Map<Character, CastMember>,
): void {
  const named = mentions(s.narration, cast);
  if (named.length === 0 || lang.unreal.test(s.narration)) return;
  // No earlier names, and of this sentence's only a colour beside a name ("and his green eyes" may be anyone's).
  for (const f of featuresIn(s.narration, named, [], lang)) {
    const member = members.get(f.character);
    if (f.field !== 'eyes' || f.via !== 'name' || !f.value || !member) continue;
    member.attributes.push({
      field: 'eyes',
      value: f.value,
      said: f.said,
      chapter: chapter.index,
      at: { file: chapter.file, line: s.line, source: 'text', text: evidenceOf(s.text) },
      via: 'name',
    });
  }
}

/**
 * "Thomas used to say he could lose his hand in it, and it had gone grey the winter he died": a death told of
 * "he" or "she" is the death of the one character named before it in the same sentence whom the pronoun can be
 * (of that gender, or of one the text has not told), when there is exactly one. Read in memories too (a death
 * remembered is a death), never in a dream or a wish, nor after a doubt ("if he died").
 */
/** Whether a sentence names, mid-sentence, a capitalised word that is no cast member's name (someone unknown). */
function strangerIn(text: string, cast: Cast, lang: Language): boolean {
  let rest = text;
  for (const n of mentions(text, cast))
    rest = `${rest.slice(0, n.index)}${' '.repeat(n.name.length)}${rest.slice(n.index + n.name.length)}`;
  // '…said, quite clearly, "Tell my mother." Then he…': a little word opening a sentence after blanked speech is
  // no one.
  return [...rest.matchAll(/[\p{Ll},;]\s+(\p{Lu}\p{Ll}+)/gu)].some(
    (m) => !lang.stopWords.has((m[1] as string).toLowerCase()) && !lang.adverbs.has((m[1] as string).toLowerCase()),
  );
}

/** The cast named in a text, less a name that is a month before a day or a year ("in June 1940"): that is a date. */
function peopleNamed(text: string, cast: Cast, lang: Language): Mention[] {
  return mentions(text, cast).filter(
    (n) => !(lang.months.includes(n.name.toLowerCase()) && /^\s+\d/.test(text.slice(n.index + n.name.length))),
  );
}

/** Whether a stretch of narration opens on "he" or "she" of `gender` as its subject ("He landed in Sicily"). */
function opensOnPronoun(text: string, gender: Gender, lang: Language): boolean {
  // Stryker disable next-line StringLiteral: a stand-in of several words is no subject word, so it reads as no pronoun as "" does
  const word = /^[\s"“‘(*_]*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase() ?? '';
  return lang.subjects.get(word) === 'third-singular' && lang.pronouns[gender].has(word);
}

/**
 * The one a run of sentences opening on "he" or "she" tells of: back through them, at most CHAIN, to the sentence
 * that opens on a name of that gender (a title or a little word before it at most). Another of that gender named on
 * the way, a sentence opening on anything else, or a person the cast does not know ("the old man", "Kit") ends it. A
 * capitalised word after a word of place ("in England", "outside Ortona") is a place, not a person.
 */
function chainedSubject(sentences: readonly string[], gender: Gender, cast: Cast, lang: Language): Set<Character> {
  const none = new Set<Character>();
  const last = sentences.length - 1;
  for (let k = last; k >= 0 && k >= last - CHAIN; k--) {
    const text = sentences[k] as string;
    const named = peopleNamed(text, cast, lang).filter((n) => genderCompatible(n.character.gender, gender));
    if (k < last && (placeless(text, cast, lang) || lang.personNouns.test(text))) return none;
    const [first] = named;
    if (first) {
      const lead = text.slice(0, first.index);
      const opensOnName = /^[\s"“‘(*_]*(?:\p{L}+\s+)?$/u.test(lead) && !opensOnPronoun(lead, gender, lang);
      return opensOnName && new Set(named.map((n) => n.character)).size === 1 ? new Set([first.character]) : none;
    }
    if (!opensOnPronoun(text, gender, lang)) return none;
  }
  return none;
}

/** Whether a sentence names a capitalised word mid-sentence that is no cast name and stands after no word of place. */
function placeless(text: string, cast: Cast, lang: Language): boolean {
  let rest = text;
  for (const n of mentions(text, cast))
    rest = `${rest.slice(0, n.index)}${' '.repeat(n.name.length)}${rest.slice(n.index + n.name.length)}`;
  return [...rest.matchAll(/[\p{Ll},;]\s+(\p{Lu}\p{Ll}+)/gu)].some((m) => {
    const word = (m[1] as string).toLowerCase();
    if (lang.stopWords.has(word) || lang.adverbs.has(word) || lang.properWords.has(word)) return false;
    const at = (m.index ?? 0) + m[0].length - (m[1] as string).length;
    return !lang.placeBefore.test(rest.slice(0, at)) && !lang.articleBefore.test(rest.slice(0, at));
  });
}

/**
 * The one person of a gender a paragraph tells of who does nothing in it: its first sentence names them (a title or a
 * little word before the name at most), and every other of that gender named in it acts ("Sam had found him") or
 * speaks. A person the cast does not know, a second who does nothing, or none, gives no one.
 */
export function stillOne(sentences: readonly string[], gender: Gender, cast: Cast, lang: Language): Set<Character> {
  const none = new Set<Character>();
  const [first] = sentences;
  const opener = first === undefined ? undefined : peopleNamed(first, cast, lang)[0];
  if (!opener || !/^[\s"“‘(*_]*(?:\p{L}+\s+)?$/u.test((first as string).slice(0, opener.index))) return none;
  const idle = new Set<Character>();
  const acting = new Set<Character>();
  for (const text of sentences) {
    if (lang.personNouns.test(text) || strangerIn(text, cast, lang)) return none;
    for (const n of peopleNamed(text, cast, lang)) {
      if (!genderCompatible(n.character.gender, gender)) continue;
      if (actsAfterName(text, n, lang)) acting.add(n.character);
      else idle.add(n.character);
    }
  }
  const left = [...idle].filter((c) => !acting.has(c));
  return left.length === 1 && left[0] === opener.character ? new Set(left) : none;
}

/** Whether a name is the subject of an act or a speech: "Sam had found him", "said Sam"; "Jos was lying" is none. */
function actsAfterName(text: string, n: Mention, lang: Language): boolean {
  if (new RegExp(`(?:${lang.speechVerbs.source})\\s*$`, 'i').test(text.slice(0, n.index))) return true;
  const after = text.slice(n.index + n.name.length);
  const first = lang.deathCues.verbAfterName.exec(after);
  const word = first?.[1];
  // "had found", "was running": the verb after its auxiliary.
  const aux = word !== undefined && (lang.pastAuxiliaries.has(word) || lang.presentAuxiliaries.has(word));
  const verb = aux
    ? lang.deathCues.verbAfterName.exec(after.slice((first?.index ?? 0) + (first?.[0].length ?? 0)))?.[1]
    : word;
  return verb !== undefined && !lang.stillVerbs.has(verb) && (lang.speech.has(verb) || isActionVerb(verb, lang));
}

export function pronounDeath(
  s: Sentence,
  chapter: Chapter,
  cast: Cast,
  lang: Language,
  members: Map<Character, CastMember>,
  earlier: readonly string[] = [],
): void {
  if (!lang.readsWords || lang.unreal.test(s.narration)) return;
  // Stryker disable next-line StringLiteral: with no sentence before, the chain back is empty, so no one is found whatever stands in
  const previous = earlier.at(-1) ?? '';
  for (const m of s.narration.matchAll(lang.pronounDeath)) {
    const gender = lang.pronouns.female.has((m[1] as string).toLowerCase()) ? 'female' : 'male';
    const before = s.narration.slice(0, m.index);
    // The doubt is read in the pronoun's own clause: "so dark when she married … in the winter he died" is told.
    // Stryker disable next-line StringLiteral: split always gives a last part, so the fallback is never read
    if (lang.deathDoubt.test(before.split(/[,;:—–]/).pop() ?? '')) continue;
    // "…thought about my brother Danny. He had been dead six years": a pronoun opening the sentence is the
    // previous sentence's person.
    const opens = /^[\s"“‘(*_]*$/u.test(before);
    // "…about Kit and old Amos Reed. He had been dead": a name the cast does not know may be the one meant.
    if (opens && strangerIn(previous, cast, lang)) continue;
    let fits = new Set(
      peopleNamed(opens ? previous : before, cast, lang)
        .map((n) => n.character)
        .filter((c) => c.gender === undefined || c.gender === gender),
    );
    // "Danny joined the army in 1940. He went overseas… He landed in Sicily…, and he was killed": sentences that
    // open on that pronoun go on telling of the one a sentence before them opened on.
    if (fits.size === 0 && (opens || opensOnPronoun(before, gender, lang)))
      fits = chainedSubject(opens ? earlier : [...earlier, before], gender, cast, lang);
    // "Cap'n Jos was lying by the fence. … Sam had found him at seven. The doctor said that he had been dead an
    // hour": inside a sentence that names no one, the one the paragraph opened on who does nothing in it.
    else if (fits.size === 0 && !opens && !strangerIn(before, cast, lang))
      fits = stillOne([...earlier, before], gender, cast, lang);
    const [only] = fits;
    const member = only && fits.size === 1 ? members.get(only) : undefined;
    if (!member || member.death) continue;
    member.death = toldDeath(chapter, s.line, evidenceOf(s.text), 'died');
  }
}

// ---------------------------------------------------------------------------
// Voice

/** What one narration paragraph's subjects and verbs say. */
export interface ParagraphVotes {
  /** "I" as subject; he, she or a name as subject. */
  first: number;
  third: number;
  /** Finite verbs after a subject, by tense. */
  past: number;
  present: number;
  /** The verbs after "I", by tense: "I wish I could say" is an aside in the present, "I walked" is telling. */
  firstPast: number;
  firstPresent: number;
  /** Present verbs of action after a person ("I sit", "he knocks"): a general truth ("the sea is cold") has none. */
  actsPresent: number;
  /** "you" as the subject of a told verb ("you sat", "you would"): a book told to "you" votes with these. */
  second: number;
}

/** Person and tense votes of one narration paragraph. */
/** The one or two words after a subject ("I quickly ran"), read in place: a sticky pattern, its lastIndex set before each use. */
const NEXT_WORDS = /\s+([a-z]+)(?:\s+([a-z]+))?/y;

/** Whether the character at `i` is white space (`\s`), by its code where it is plain ASCII: this runs per subject. */
function spaceAt(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c < 128) return c === 32 || (c >= 9 && c <= 13);
  return /\s/.test(text.charAt(i));
}

/** Where the run of letters that ends at `end` starts (`end` itself when a letter does not end there). */
export function lastWordStart(text: string, end: number): number {
  let start = end;
  while (start > 0) {
    const c = text.charCodeAt(start - 1);
    if (c < 128) {
      if ((c | 32) < 97 || (c | 32) > 122) break;
      start--;
      continue;
    }
    // A letter outside the basic plane is two code units: step over both.
    const width = c >= 0xdc00 && c <= 0xdfff && start > 1 ? 2 : 1;
    // Stryker disable next-line Regex: the slice is one code point (text decoded from UTF-8 has no lone surrogate), so the anchors change nothing
    if (!/^\p{L}$/u.test(text.slice(start - width, start))) break;
    start -= width;
  }
  return start;
}

/**
 * The end of `text` before `end` that a pattern anchored there ("where I keep", "father's I") reads: the white space
 * before `end` and the word before it, as far back as the white space before that. A word boundary at its start is
 * one in the whole text too. (Reading the whole sentence before each subject made long sentences quadratic.)
 */
export function tailBefore(text: string, end: number): string {
  let start = end;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: spaceAt is false before the text's start (charAt(-1) is ""), so start > 0 changes nothing
  while (start > 0 && spaceAt(text, start - 1)) start--;
  while (start > 0 && !spaceAt(text, start - 1)) start--;
  return text.slice(start, end);
}

/** A language's subject pronouns as one pattern: a paragraph's other words need not be looked at one by one. */
const subjectPatterns = new WeakMap<Language, RegExp>();

function subjectPattern(lang: Language): RegExp {
  let pattern = subjectPatterns.get(lang);
  // Stryker disable next-line ConditionalExpression: only for speed: the pattern built again is the same
  if (!pattern) {
    // Stryker disable next-line MethodExpression,ArithmeticOperator: each alternative is a whole run of letters between the lookarounds, so their order changes no match
    const words = [...lang.subjects.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
    // Case folds (/i) may let in a form the map lacks ("ſhe"): each match is still looked up.
    // Stryker disable next-line ConditionalExpression,Regex: with no subjects either pattern matches only empty strings, which the map lacks
    pattern = words.length ? new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'giu') : /(?!)/g;
    subjectPatterns.set(lang, pattern);
  }
  return pattern;
}

/** Each paragraph's votes, for the cast and language they were counted with: the fact base and the voice check both ask. */
const votesOf = new WeakMap<Paragraph, { cast: Cast; lang: Language; second: boolean; votes: ParagraphVotes }>();

/**
 * A narration paragraph's votes. With `second` (a book told to "you", see secondPersonBook), "you" as a subject
 * votes for the tense like "I" and "she"; in any other book it is the general "you" and tells no tense.
 */
export function paragraphVoice(p: Paragraph, cast: Cast, lang: Language, second = false): ParagraphVotes {
  const known = votesOf.get(p);
  if (known?.cast === cast && known.lang === lang && known.second === second) return { ...known.votes };
  const votes = countVoice(p, cast, lang, second);
  votesOf.set(p, { cast, lang, second, votes });
  return { ...votes };
}

function countVoice(p: Paragraph, cast: Cast, lang: Language, second: boolean): ParagraphVotes {
  const out: ParagraphVotes = {
    first: 0,
    third: 0,
    past: 0,
    present: 0,
    firstPast: 0,
    firstPresent: 0,
    actsPresent: 0,
    second: 0,
  };
  /** Votes of things as subjects: they settle a paragraph that tells too little of people, never outvote people. */
  const things = { past: 0, present: 0 };
  for (const s of p.sentences) {
    const text = s.narration;
    const subjects: Array<{
      at: number;
      kind: 'first-singular' | 'plural' | 'third-singular';
      thing?: boolean;
      you?: boolean;
    }> = [];
    // "You sat on the bed", "you would remember": "you" takes the plural verb; it votes for the tense only in a
    // book told to "you", and is counted everywhere (second) so that such a book can be known.
    for (const m of text.matchAll(lang.secondPersonSubject)) {
      if (lang.unquotedSpeechBefore.test(text.slice(0, m.index))) continue;
      subjects.push({ at: (m.index ?? 0) + m[0].length, kind: 'plural', you: true });
    }
    for (const m of text.matchAll(subjectPattern(lang))) {
      const w = m[0];
      const lower = w.toLowerCase();
      const kind = lang.subjects.get(lower);
      const written = lang.onlyAsWritten.get(lower);
      if (!kind || (written !== undefined && w !== written)) continue;
      // "…came running along the quay shouting, Mother, look what I have got": a speaker's words, their person and
      // tense not the narrator's.
      if (lang.unquotedSpeechBefore.test(text.slice(0, m.index))) continue;
      subjects.push({ at: (m.index ?? 0) + w.length, kind });
      if (kind === 'first-singular') out.first++;
      else if (kind === 'third-singular') out.third++;
    }
    const named = mentions(text, cast);
    for (const n of named) {
      subjects.push({ at: n.index + n.name.length, kind: 'third-singular' });
    }
    // "It comes quietly", "the church went grey": things tell the tense too, never the person.
    for (const m of text.matchAll(lang.tenseSubjects)) {
      // "The boats lift", "the gulls go": a plural noun takes the plural verb ("its", "his" end in s and are no plurals).
      // Stryker disable next-line StringLiteral: with no noun ("It") any fallback that does not end in the plural ending reads singular
      const noun = /\s(\p{L}+)$/u.exec(m[0])?.[1] ?? '';
      const plural = noun.length > 3 && noun.endsWith(lang.pluralEnding) && !noun.endsWith(lang.pluralEnding.repeat(2));
      subjects.push({ at: (m.index ?? 0) + m[0].length, kind: plural ? 'plural' : 'third-singular', thing: true });
    }
    for (const subject of subjects) {
      NEXT_WORDS.lastIndex = subject.at;
      const after = NEXT_WORDS.exec(text);
      if (!after) continue;
      const first = after[1] as string;
      const word = lang.adverbs.has(first) || first.endsWith(lang.adverbEnding) ? after[2] : first;
      if (!word) continue;
      // "where I keep the things of my father's I have not known what to do with": a relative clause may be the
      // narrator's own present inside a past scene, and votes for neither.
      const subjectWord = lastWordStart(text, subject.at);
      if (lang.relativeBefore.test(tailBefore(text, subjectWord))) continue;
      // "I put the headphones over my ears and pressed the button": a verb that reads both ways takes the tense of
      // the next one its subject governs after "and" in the sentence.
      const own = tenseOf(word, subject.kind, lang);
      const also =
        // Stryker disable next-line ConditionalExpression: only for speed: the verb after "and" is used only when the verb's own tense is unknown
        own === undefined ? lang.reading.andVerb.exec(text.slice(after.index + after[0].length))?.[1] : undefined;
      const tense = own ?? (also ? tenseOf(also, subject.kind, lang) : undefined);
      if (subject.you) {
        // "takes you up the ladder": "you" before a word that is no verb is an object, and tells nothing.
        if (tense !== undefined || lang.modals.has(word)) out.second++;
        if (!second) continue;
      }
      const votes = subject.thing ? things : out;
      if (tense === 'past') votes.past++;
      else if (tense === 'present') votes.present++;
      // "I say the box was taken": the teller telling, now, is no one acting in a scene.
      const telling = subject.kind === 'first-singular' && lang.tellingVerbs.has(word);
      if (
        tense === 'present' &&
        !subject.thing &&
        !telling &&
        !lang.presentAuxiliaries.has(word) &&
        !lang.presentStates.has(word)
      )
        out.actsPresent++;
      // "I could", "I would": a modal tells no time of its own.
      if (subject.kind === 'first-singular' && !lang.modals.has(word)) {
        if (tense === 'past') out.firstPast++;
        else if (tense === 'present') out.firstPresent++;
      }
    }
    out.third += named.filter((n) => verbFollows(text.slice(n.index + n.name.length), lang)).length;
  }
  if (out.past + out.present < 3) {
    out.past += things.past;
    out.present += things.present;
  }
  return out;
}

/** Whether a paragraph is the narrator's telling of the story's present: prose, no memory, no letter or quotation. */
export function isNarration(p: Paragraph): boolean {
  return isNarrationAt(p, -1);
}

/**
 * Whether a paragraph is told by the narrator, of the present or of a memory: prose, no letter, quotation or
 * italics throughout. A remembered scene is still the narrator's telling: its tense is the memory's, its person
 * the narrator's.
 */
export function isTold(p: Paragraph): boolean {
  return isNarrationAt({ ...p, memory: false }, -1);
}

/**
 * Whether a paragraph's sentence is the narrator's telling of the story's present (index -1: the whole paragraph):
 * a paragraph whose memory starts at a later sentence is the present before it.
 */
export function isNarrationAt(p: Paragraph, sentence: number): boolean {
  const memory = sentence < 0 ? p.memory : sentence >= p.memoryFrom;
  if (p.kind !== 'prose' || memory || /^\s*[*_>]/.test(p.text)) return false;
  // A paragraph opening on a quotation within a quotation ("'My heart…) is a tale told aloud; one opening on a
  // quotation mark with an odd number of them goes on speaking into the next paragraph. Neither is narration.
  if (/^\s*["“]\s*['‘]/.test(p.text)) return false;
  // Stryker disable next-line ArrayDeclaration: a text that opens on a quotation mark always has a match, so the fallback is never read
  return !(/^\s*["“]/.test(p.text) && (p.text.match(/["“”]/g) ?? []).length % 2 === 1);
}

/**
 * The voice of a chapter (or, with `share`, of a book) from its paragraphs' votes. A first-person narrator
 * tells the others as "he" and "she", so most paragraphs of a first-person chapter vote third: two told by "I"
 * make a chapter first person (a book: a tenth of its voted paragraphs, and two at least).
 */
function decide(votes: { first: number; third: number; past: number; present: number }, share = 0): Voice {
  const v: Voice = {
    personVotes: { first: votes.first, third: votes.third },
    tenseVotes: { past: votes.past, present: votes.present },
  };
  if (votes.first + votes.third > 0)
    v.person = votes.first >= Math.max(2, share * (votes.first + votes.third)) ? 'first' : 'third';
  if (votes.past + votes.present > 0) v.tense = votes.past >= votes.present ? 'past' : 'present';
  return v;
}

/**
 * The person a paragraph is told in, when it is clear: first when "I" is a
 * subject twice or more and tells (a verb in the past, or in the present with
 * no past one: a present-tense narrator); a narrator's aside ("I wish I could
 * say") in a past-tense paragraph tells nothing.
 */
export function paragraphPerson(votes: ParagraphVotes): Person | undefined {
  if (votes.first >= 1 && (votes.firstPast >= 1 || (votes.firstPresent >= 1 && votes.past === 0))) return 'first';
  if (votes.first === 0 && votes.third >= 1) return 'third';
  return undefined;
}

/** The tense a paragraph is told in, when it is clear: three verbs of one tense, and the other at most a third of them. */
export function paragraphTense(votes: { past: number; present: number }): Tense | undefined {
  if (votes.past >= 3 && votes.past >= 3 * votes.present) return 'past';
  if (votes.present >= 3 && votes.present >= 3 * votes.past) return 'present';
  return undefined;
}

/** A paragraph's sentences before its memory starts, as a paragraph of the present. */
function beforeMemory(p: Paragraph): Paragraph {
  return { ...p, sentences: p.sentences.slice(0, p.memoryFrom), memory: false, memoryFrom: p.memoryFrom };
}

/** The paragraphs that vote for the voice: narration, or the present before a memory that starts further in. */
function votingParagraphs(chapter: Chapter): Paragraph[] {
  return chapter.paragraphs
    .map((whole) => (whole.memory && whole.memoryFrom > 0 ? beforeMemory(whole) : whole))
    .filter((p) => isNarration(p));
}

/**
 * Whether a book is told to "you" as its protagonist ("You were twenty-two that September"): narration paragraphs
 * with "you" as the subject of two told verbs or more and no "I" are many (five at least, and a fifth of those that
 * tell a person), and "I" tells at most one in ten of them. A narrator's general "you" ("as you do on river ice")
 * comes once in a paragraph, beside an "I" or a she.
 */
export function secondPersonBook(chapters: readonly Chapter[], cast: Cast, lang: Language): boolean {
  if (!lang.readsWords) return false;
  let second = 0;
  let first = 0;
  let told = 0;
  for (const chapter of chapters)
    for (const p of votingParagraphs(chapter)) {
      const v = paragraphVoice(p, cast, lang);
      const person = paragraphPerson(v);
      if (v.second >= 2 && v.first === 0) second++;
      if (person === 'first') first++;
      if (person || v.second >= 2) told++;
    }
  return second >= 5 && second * 5 >= told && first * 10 <= second;
}

function voiceOf(
  chapters: readonly Chapter[],
  cast: Cast,
  lang: Language,
): { book: Voice; chapters: Array<{ file: string; voice: Voice }> } {
  const book = { first: 0, third: 0, past: 0, present: 0 };
  const out: Array<{ file: string; voice: Voice }> = [];
  let bookExample: Where | undefined;
  const toYou = secondPersonBook(chapters, cast, lang);
  let youParagraphs = 0;
  for (const chapter of chapters) {
    // Paragraphs vote, not verbs: a long paragraph is one voice, not forty.
    const votes = { first: 0, third: 0, past: 0, present: 0 };
    const examples: Array<{ where: Where; person?: Person; tense?: Tense }> = [];
    if (lang.readsWords)
      for (const whole of chapter.paragraphs) {
        // A paragraph whose memory starts at a later sentence votes with the present before it.
        const p = whole.memory && whole.memoryFrom > 0 ? beforeMemory(whole) : whole;
        if (!isNarration(p)) continue;
        const v = paragraphVoice(p, cast, lang, toYou);
        const person = paragraphPerson(v);
        // A book told to "you" is told in the tense of the paragraphs told to "you": others, of "he" and "she"
        // alone, are often what was ("He always thought about it") beside her present, and do not vote.
        const toldToYou = toYou && v.second >= 2 && v.first === 0;
        const tense = !toYou || toldToYou ? paragraphTense(v) : undefined;
        if (toldToYou) youParagraphs++;
        if (person) votes[person]++;
        if (tense) votes[tense]++;
        const e: { where: Where; person?: Person; tense?: Tense } = { where: { file: chapter.file, line: p.line } };
        if (person) e.person = person;
        if (tense) e.tense = tense;
        examples.push(e);
      }
    const voice = decide(votes);
    const example = examples.find((e) => e.person === voice.person && e.tense === voice.tense);
    if (example) voice.example = example.where;
    out.push({ file: chapter.file, voice });
    for (const k of ['first', 'third', 'past', 'present'] as const) book[k] += votes[k];
  }
  const bookVoice = decide(book, 0.1);
  if (toYou) {
    // Told to "you": the others are "he" and "she" to the narrator, as in a first-person book.
    bookVoice.person = 'second';
    bookVoice.personVotes.second = youParagraphs;
  }
  for (const c of out) {
    // A book told to "you" finds its example in a chapter whose paragraphs tell the others as "he" and "she".
    const person = toYou && c.voice.person === 'third' ? 'second' : c.voice.person;
    if (person === bookVoice.person && c.voice.tense === bookVoice.tense && c.voice.example) {
      bookExample = c.voice.example;
      break;
    }
  }
  if (bookExample) bookVoice.example = bookExample;
  return { book: bookVoice, chapters: out };
}

// ---------------------------------------------------------------------------
// Places and objects

function placesFrom(r: Reader, castNames: Set<string>): PlaceFact[] {
  const out: PlaceFact[] = [];
  for (const p of r.m.bible.places)
    out.push({
      name: p.name,
      source: 'bible',
      first: { file: 'bible.md', line: p.line },
      appearances: [],
      features: [],
    });
  // "the Lantern Inn" twice or more, no word of it a character's: a place of that whole name, and its words
  // ("Inn") no places of their own.
  const partOfPlace = new Set<string>();
  for (const [name, f] of r.placeRuns) {
    const words = name.split(' ');
    if (f.count < 2 || words.some((w) => castNames.has(w))) continue;
    // A run that names a bible place ("in the Grey Mill") is that place: its words are no places either.
    if (!out.some((p) => p.name === name))
      out.push({ name, source: 'text', first: f.first, appearances: [], features: [] });
    for (const w of words) partOfPlace.add(w);
  }
  for (const [w, st] of r.stats)
    if (
      !castNames.has(w) &&
      !partOfPlace.has(w) &&
      st.place >= 2 &&
      st.place > st.person &&
      !out.some((p) => p.name === w)
    )
      out.push({ name: w, source: 'text', first: st.first, appearances: [], features: [] });
  return out;
}

// ---------------------------------------------------------------------------

/** What the checks get: the facts, the matcher over the cast, and each member's Character (the bible's copy or the text's). */
export interface ReadFacts {
  facts: FactBase;
  cast: Cast;
  characters: Character[];
  characterOf: Map<CastMember, Character>;
}

const cache = new WeakMap<Manuscript, ReadFacts & { lang: Language }>();

/**
 * Read the manuscript's own bible. The cast, its matcher and the characters
 * the checks compare (the bible's, with the forms the text adds) come back
 * together; the same manuscript and language are read once.
 */
export function readFacts(m: Manuscript, lang: Language): ReadFacts {
  const known = cache.get(m);
  if (known && known.lang === lang) return known;
  const r: Reader = { m, lang, stats: new Map(), full: new Map(), placeRuns: new Map() };
  if (lang.readsWords) r.wordNames = wordNames(r);
  // Stryker disable next-line ConditionalExpression: a wordless language has no months, so monthNames gives an empty set, which names no one as no set does
  if (lang.readsWords) r.monthNames = monthNames(r);
  collect(r);
  const drafts = castFrom(r);
  const characters = drafts.map(toCharacter);
  // "the Guv'nor himself, Henry Cobham": a title the book introduces someone by is one of their names all through it.
  const named = castOver(characters);
  let titled = false;
  for (const [form, person] of titlesIntroduced(m, lang, named))
    if (!person.names.includes(form)) {
      person.names.push(form);
      titled = true;
    }
  // The matcher is built again only when a title joined someone's names (most books introduce no one so).
  const cast = titled ? castOver(characters) : named;
  genders(m, cast, lang, characters);
  const members = new Map<Character, CastMember>();
  for (const [i, d] of drafts.entries()) {
    const c = characters[i] as Character;
    const member: CastMember = {
      name: d.name,
      names: [...c.names],
      source: d.source,
      first: d.source === 'bible' ? { file: 'bible.md', line: c.line } : { file: '', line: 0 },
      appearances: [],
      attributes: [],
      variants: [...d.variants].map(([name, of]) => ({ name, of })),
    };
    if (c.gender) member.gender = c.gender;
    members.set(c, member);
    if (d.source === 'bible')
      for (const field of Object.keys(c.fields) as CharacterField[]) {
        const f = c.fields[field];
        if (f)
          member.attributes.push({
            field,
            value: f.value,
            said: f.value,
            chapter: -1,
            at: { file: 'bible.md', line: f.line, source: 'bible', text: f.value },
            via: 'bible',
          });
      }
    if (c.diesIn) {
      // The last chapter read whose number is at most the death's: -1 for a death before the story opens (chapter 0).
      const dies = c.diesIn.value;
      const idx = m.chapters.reduce((last, ch, i) => (ch.number <= dies ? i : last), -1);
      member.death = {
        chapter: idx,
        at: { file: 'bible.md', line: c.diesIn.line, source: 'bible', text: `dies in chapter ${c.diesIn.value}` },
        how: 'dies',
      };
    }
  }
  const bibleNarrator = m.bible.style?.narrator ? cast.byName.get(m.bible.style.narrator) : undefined;
  const voice = voiceOf(m.chapters, cast, lang);
  // With no narrator in the bible, "my grey eyes" in a chapter told in the first person are the narrator's still:
  // the character a chapter's heading names ("# Nell" over a first-person chapter), else one unnamed narrator.
  let unnamed: Character | undefined;
  // A book of statements, each chapter a witness who gives their own name ("My name is Reina Saltiel."): each "I" is
  // that person, and with two or more names given, a chapter whose "I" gives none (or one the cast does not hold) is
  // told by someone else again, no one the checks can hold to the others.
  const ownNames = m.chapters.map((chapter) => ownNameOf(chapter, cast, lang));
  const severalTell = severalTellers(ownNames);
  const narratorOf = (chapter: Chapter): Character | undefined => {
    if (bibleNarrator) return bibleNarrator;
    const v = voice.chapters[chapter.index]?.voice;
    // A chapter of one or two narration paragraphs says too little of its own: the book's voice holds there.
    const told = v && v.personVotes.first + v.personVotes.third >= 3 ? v.person : voice.book.person;
    if (told !== 'first') return undefined;
    const heading = chapter.paragraphs
      .find((p) => p.kind === 'heading')
      ?.text.replace(/^#+\s*/, '')
      .trim();
    const named = heading ? cast.byName.get(heading) : undefined;
    if (named) return named;
    const own = ownNames[chapter.index]?.character;
    if (own) return own;
    if (severalTell) return undefined;
    // "Chapter Two: Tom" over a first-person chapter whose narration never names Tom (others call him so in speech):
    // Tom tells it. A chapter titled for one its narrator tells of names them in the narration.
    const titled = heading ? cast.byName.get(heading.split(/\s*[:—–]\s*/).at(-1) ?? '') : undefined;
    const toldOf = (c: Character) =>
      chapter.paragraphs.some(
        (p) =>
          p.kind !== 'heading' && p.sentences.some((x) => mentions(x.narration, cast).some((n) => n.character === c)),
      );
    if (titled && !toldOf(titled)) return titled;
    if (!unnamed) {
      unnamed = { name: 'The narrator', names: [], line: 0, fields: {} };
      members.set(unnamed, {
        name: 'The narrator',
        names: [],
        source: 'text',
        first: { file: chapter.file, line: 0 },
        appearances: [],
        attributes: [],
        variants: [],
      });
    }
    return unnamed;
  };
  const objects: ObjectFact[] = [];
  const unownedMarks: UnownedMark[] = [];
  const changes: ChangeFact[] = [];
  for (const chapter of m.chapters) {
    const narrator = narratorOf(chapter);
    /** An age told of someone by name in this chapter (in speech, of another, in a dated record), at its line. */
    const agedIn = (age: { character: Character; years: number; said: string }, line: number, text: string) =>
      members.get(age.character)?.attributes.push({
        field: 'age',
        value: String(age.years),
        said: age.said,
        chapter: chapter.index,
        at: { file: chapter.file, line, source: 'text', text: evidenceOf(text) },
        via: 'name',
      });
    // A chapter told in the past: the narrator's "I am sixty-nine now" is the present they tell it from, a frame.
    const toldInPast =
      (voice.chapters[chapter.index]?.voice.tense ?? voice.book.tense ?? m.bible.style?.tense) === 'past';
    /** The names of the scene's narration before this paragraph: a pronoun with no one of its gender nearer. */
    let scene: Array<{ character: Character; index: number }> = [];
    let sceneNo = -1;
    /**
     * Whether the last narration paragraph ended on an unnamed person ("…the girl says.") or brought one into the
     * scene ("a woman is sitting in the front pew when Nadia comes in"): until a name comes, a pronoun opening the
     * next paragraph may be theirs, so it is no one's rather than the last named character's.
     */
    let carried: Blocked = false;
    /** Who spoke each paragraph of the scene so far (null: no speech), for an exchange's untagged turns. */
    let turns: Array<Character | null | undefined> = [];
    /** Who the last paragraph of narration named, if no one unnamed came into it. */
    let lastNamed: Character[] = [];
    /** The people the speech of the conversation so far has named (spokenOtherAgeIn). */
    let conversation: SpeechNamed | undefined;
    for (const p of chapter.paragraphs) {
      if (p.scene !== sceneNo) {
        sceneNo = p.scene;
        scene = [];
        carried = false;
        turns = [];
        lastNamed = [];
        conversation = undefined;
      }
      if (p.kind === 'heading') continue;
      const earlier: Array<{ character: Character; index: number }> = [];
      // Who a speech tag's pronoun ("he says") means, right after a paragraph of narration alone: the one person of
      // that gender it named, when no one unnamed came into it ("Konrad stands. He takes off his spectacles." then
      // '"I am forty-seven," he says.').
      const beat = turns.at(-1) === null ? lastNamed : [];
      // '"You're older than yours," said Clara.' then '… he said, "Forty-seven."': with no beat naming one of that
      // gender, the one person of it the scene has named, when no one unnamed came in since.
      const sceneSpeaker = (gender: Gender) => {
        const fits = new Set(scene.map((e) => e.character).filter((c) => c.gender === gender));
        return fits.size === 1 && !blockedFor(carried, gender) ? [...fits][0] : undefined;
      };
      const pronounSpeaker = (gender: Gender) => {
        const fits = new Set(beat.filter((c) => c.gender === gender));
        return fits.size === 1 ? [...fits][0] : fits.size === 0 ? sceneSpeaker(gender) : undefined;
      };
      const state: SentenceState = {
        blocked: carried,
        ...(carried !== false ? { fromBefore: true } : {}),
        ...(toldInPast ? { toldInPast } : {}),
      };
      // "> *Thursday 12 November 1908.* Will came across…", "**Thursday 12 November 1908.** Tam …": a diary entry,
      // set as a quote or headed by its date in bold or italics, is the narrator's telling.
      const diary = lang.reading.diaryEntry.test(p.text);
      for (const [i, s] of p.sentences.entries()) {
        for (const n of mentions(s.text, cast)) {
          const member = members.get(n.character);
          if (!member) continue;
          const line = lineAt(s, n.index);
          member.appearances.push({ file: chapter.file, line, name: n.name });
          if (member.first.line === 0) member.first = { file: chapter.file, line };
        }
        if (lang.changeCues.test(s.text)) {
          const field = new RegExp(`\\b${lang.features.eyes}\\b|${lang.features.eyed}`, 'i').test(s.text)
            ? 'eyes'
            : 'hair';
          changes.push({
            field,
            chapter: chapter.index,
            at: { file: chapter.file, line: s.line, source: 'text', text: evidenceOf(s.text) },
          });
        }
        // "…had gone grey in the winter he died": a death told of a pronoun is a death, in a memory too.
        if (p.kind === 'prose' && !/^\s*[*_>]/.test(p.text))
          pronounDeath(
            s,
            chapter,
            cast,
            lang,
            members,
            p.sentences.slice(0, i).map((x) => x.narration),
          );
        if (!isNarrationAt(p, i) && !diary) {
          if (p.kind === 'prose' && !/^\s*[*_>]/.test(p.text)) {
            // "My father was Michael Keough, and he was drowned in 1959, when I was eleven": a death remembered
            // happened all the same (not one dreamed or imagined).
            const death = lang.unreal.test(p.text)
              ? undefined
              : deathIn(s.narration, mentions(s.narration, cast), lang);
            const member =
              death && !deathOfTheTelling(s.narration, death, toldInPast, lang)
                ? members.get(death.character)
                : undefined;
            if (death && member && !member.death)
              member.death = toldDeath(chapter, s.line, evidenceOf(s.text), death.how);
            rememberedEyes(s, chapter, cast, lang, members);
            // Stryker disable next-line ConditionalExpression: a quick skip; a wordless language's mark patterns never match
            if (lang.readsWords) rememberedMarks(s, chapter, cast, lang, members, unownedMarks);
          }
          continue;
        }
        readSentence(s, chapter, cast, lang, members, { earlier, scene }, state, narrator, objects, unownedMarks);
      }
      // "when Hugh was still alive", "the dead man's readings": deaths told with no verb of dying, in memories too.
      if (p.kind === 'prose' && !lang.unreal.test(p.text))
        paragraphDeaths(p, cast, lang, (c, line, text, how) => {
          const member = members.get(c);
          if (!member || member.death) return;
          member.death = toldDeath(chapter, line, text, how);
        });
      if (isNarrationAt(p, 0)) {
        scene.push(...earlier);
        // The paragraph's last subject is who the next paragraph's opening pronoun means first: "Mr Pennock signed
        // … in front of Danny" then "He rubbed his chin" is Mr Pennock's, not Danny's.
        if (state.topic) scene.push({ character: state.topic, index: Number.MAX_SAFE_INTEGER });
        // A newcomer named after it ("… a man in a blue shirt. That was Piero Rovere.") has arrived as that person.
        const arrivedAt = p.sentences.findLastIndex((s) => lang.personArrival.test(s.narration));
        const arrival =
          arrivedAt >= 0 &&
          !p.sentences.slice(arrivedAt + 1).some((s) => {
            const first = mentions(s.narration, cast)[0];
            return first !== undefined && lang.reading.namesTheNewcomer.test(s.narration.slice(0, first.index));
          });
        // '"…," said the engineer.': someone with no name spoke last, and the next paragraph's "He" may be them.
        const spoke = p.sentences.findLastIndex((s) => lang.unnamedSpeaker.test(s.narration));
        const unnamedSpoke =
          spoke >= 0 && !p.sentences.slice(spoke + 1).some((s) => mentions(s.narration, cast).length > 0);
        carried = bothBlocked(state.blocked, arrival || unnamedSpoke);
        // '"Walter would have had a fit." Now the woman turns … "June Albright. Mrs. Albright, to the choir."': the
        // newcomer who gives her own name is no one unnamed any more; the next paragraph's "Her eyes" are June's.
        // Stryker disable next-line ConditionalExpression: a look-ahead only: with nothing blocked blockedFor is false, so a newcomer found then changes nothing
        const introduced = carried === false ? undefined : selfIntroduced(p, cast, lang);
        if (introduced?.gender && blockedFor(carried, introduced.gender)) {
          // Only her gender is freed: an unnamed man who came in with her still blocks a "he".
          carried = carried === true ? (introduced.gender === 'female' ? 'male' : 'female') : false;
          scene.push({ character: introduced, index: Number.MAX_SAFE_INTEGER });
        }
        lastNamed = arrival ? [] : earlier.map((e) => e.character);
      }
      // An age a character gives of themselves in speech ("Hope Calloway. I'm sixteen.").
      const turn = lang.readsWords ? turnSpeaker(p, cast, lang, turns) : undefined;
      turns.push(turn);
      if (isNarration(p) && lang.readsWords)
        for (const s of p.sentences) {
          const age = spokenAgeIn(s, cast, lang, p, turn ?? undefined, pronounSpeaker);
          if (age) agedIn(age, s.line, s.text);
        }
      // An age a character gives of someone just named in their speech ("She's fifty-two.").
      const other = isNarration(p) && lang.readsWords ? spokenOtherAgeIn(p, cast, lang, conversation) : undefined;
      // The speech of a conversation whose narration names no one carries its people to the next turn.
      conversation =
        isNarration(p) &&
        p.sentences.some((x) => x.text !== x.narration) &&
        p.sentences.every((x) => mentions(x.narration, cast).length === 0)
          ? speechNamedAfter(p, cast, conversation)
          : undefined;
      const line = other ? p.sentences.find((x) => x.line === other.line) : undefined;
      if (other && line) agedIn(other, other.line, line.text);
      // A record set in italics and dated (a log's entry) tells its deaths as a quoted document does, and the ages of
      // those it names ("… drowned in saving her, aged 29 yrs.").
      if ((p.kind === 'quote' || (p.kind === 'prose' && lang.reading.datedRecord.test(p.text))) && lang.readsWords) {
        documentDeath(p, chapter, cast, lang, members);
        for (const s of p.sentences) {
          const age = recordAgeIn(s.text, cast, lang);
          if (age) agedIn(age, s.line, s.text);
        }
      }
      // A death a character tells in speech ("Lettie. She died in the spring."): the story's word too, less sure.
      const spoken = p.sentences.map((s) => spokenOf(s));
      const told =
        isNarration(p) && spoken.some((t) => /\S/.test(t)) ? spokenDeathIn(spoken.join(' '), cast, lang) : undefined;
      const member = told ? members.get(told.character) : undefined;
      if (told && member && !member.death) {
        let at = told.index;
        const s =
          p.sentences.find((_, i) => {
            const len = (spoken[i] as string).length + 1;
            if (at < len) return true;
            at -= len;
            return false;
          }) ?? (p.sentences[0] as Sentence);
        member.death = toldDeath(chapter, s.line, evidenceOf(s.text), 'died (in speech)');
      }
    }
  }
  const castMembers = [...members.values()].filter(
    (c) => c.source === 'bible' || c.appearances.length > 0 || c.attributes.length > 0,
  );
  const places = placesFrom(r, new Set(castMembers.flatMap((c) => c.names.flatMap((n) => n.split(' ')))));
  const facts: FactBase = {
    lang: lang.code,
    cast: castMembers,
    places,
    objects,
    changes,
    voice,
    ...(unownedMarks.length > 0 ? { unownedMarks } : {}),
    words: m.chapters.reduce((sum, c) => sum + c.words, 0),
  };
  const characterOf = new Map([...members].map(([c, member]) => [member, c] as const));
  const result = { lang, facts, cast, characters, characterOf };
  cache.set(m, result);
  return result;
}

/**
 * The features of one seen in a glass and described after a colon ("…: a thin young woman with great grey eyes and
 * short brown hair"): the eyes' colours and the hair's length (a hair colour read so is held against every other,
 * so it is left alone, as for a fragment).
 */
export function reflectionIn(
  narration: string,
  lang: Language,
): Array<{ field: 'eyes' | 'hair'; value: string; said: string; length?: 'long' | 'short' }> {
  const rw = lang.reading;
  const seen = rw.reflectionWith.exec(narration)?.[1];
  if (!seen) return [];
  const out: Array<{ field: 'eyes' | 'hair'; value: string; said: string; length?: 'long' | 'short' }> = [];
  for (const part of seen.split(rw.listJoin)) {
    const feature = rw.featureAtEnd.exec(part.trim());
    if (!feature) continue;
    const words = feature[1] as string;
    const field = (feature[2] as string).toLowerCase() === lang.features.eyes ? 'eyes' : 'hair';
    const colours = colourWords(words, lang);
    if (field === 'eyes' && colours.length > 0) out.push({ field, value: colours.join('/'), said: words.trim() });
    const length = rw.shortHair.test(words) ? 'short' : rw.longHair.test(words) ? 'long' : undefined;
    if (field === 'hair' && length) out.push({ field, value: '', said: words.trim(), length });
  }
  return out;
}

/** What one sentence of a paragraph leaves the next: who a pronoun means, whose eyes "They" are, who looked at themselves. */
interface SentenceState {
  blocked: Blocked;
  subject?: Character;
  eyes?: Character;
  topic?: Character;
  /** Who the sentence before looked at themselves ("I look at myself in the glass."): the fragments after are theirs. */
  mirror?: Character;
  /** The chapter is told in the past: a narrator's age said in the present "now" is of the frame, not the story. */
  toldInPast?: boolean;
  /**
   * The gender of the two people of one gender the sentence before held, its subject and its object ("Jachen met him
   * at the station"): an age told through a pronoun of that gender after it ("He was fifty-two") may be either's.
   */
  twoOf?: Gender;
  /**
   * `blocked` came from the paragraphs before, none of this one's sentences raising it: a name of that gender in a
   * sentence of this paragraph that no pronoun of it opens ("I learned the rest from Loveday herself") lifts it.
   */
  fromBefore?: boolean;
}

/** A block with one gender lifted: a name of that gender came after the unnamed one. */
function liftedFor(b: Blocked, gender: Gender): Blocked {
  if (b === gender) return false;
  if (b === true) return gender === 'female' ? 'male' : 'female';
  return b;
}

function readSentence(
  s: Sentence,
  chapter: Chapter,
  cast: Cast,
  lang: Language,
  members: Map<Character, CastMember>,
  names: { earlier: Array<{ character: Character; index: number }>; scene: Named },
  state: SentenceState,
  narrator: Character | undefined,
  objects: ObjectFact[],
  unowned: UnownedMark[],
): void {
  const { scene } = names;
  const named = mentions(s.narration, cast);
  // A pronoun opening a sentence is the previous sentence's subject first, when it fits ("Mrs. Pascoe called, as
  // Grace had said she would. She was a tall woman…" is Mrs. Pascoe): the pronoun looks back from the list's end.
  const earlier = state.subject ? [...names.earlier, { character: state.subject, index: 0 }] : names.earlier;
  // "He wrote the load into Arthur's column. … The scar on his hand ached": a pronoun opening the sentence is its
  // subject, and the subject is who the next sentence's pronoun means first (the name after it is not).
  const lead = /^[\s"“‘(*_]*(\p{L}+)(?:,?\s+(\p{L}+))?/u.exec(s.narration);
  // "Then he took out the watch": the subject after an adverb that opens the sentence.
  const leadWord = lang.adverbs.has((lead?.[1] ?? '').toLowerCase()) ? lead?.[2] : lead?.[1];
  const openingGender = subjectGender(leadWord ?? '', lang);
  const openingOwner = openingGender ? pronounOwner(openingGender, [], earlier, names.scene, state.blocked) : undefined;
  const openingPossessive = lang.featurePossessives;
  const possessiveGender: Gender | undefined =
    leadWord?.toLowerCase() === openingPossessive.female
      ? 'female'
      : leadWord?.toLowerCase() === openingPossessive.male
        ? 'male'
        : undefined;
  const possessiveOwner = possessiveGender
    ? pronounOwner(possessiveGender, [], earlier, names.scene, state.blocked)
    : undefined;
  // A fact is told on the line its words stand on ("her brown eyes" on the second line of a wrapped sentence), when
  // they are found in the sentence; else on the sentence's first line.
  const evidence = (said?: string): Evidence => {
    const at = said ? new RegExp(`(?<!\\p{L})${escapeRegExp(said)}(?!\\p{L})`, 'u').exec(s.text)?.index : undefined;
    return { file: chapter.file, line: at ? lineAt(s, at) : s.line, source: 'text', text: evidenceOf(s.text) };
  };
  const addAge = (
    age: { character: Character; years: number; said: string; range?: string },
    via: 'name' | 'pronoun',
  ) =>
    members.get(age.character)?.attributes.push({
      field: 'age',
      value: age.range ?? String(age.years),
      said: age.said,
      chapter: chapter.index,
      at: evidence(),
      via,
    });
  // An age is a number held against the bible: one that may be either of two people's is no one's.
  const ageBlocked = bothBlocked(state.blocked, state.twoOf ?? false);
  const described = describedAgeIn(s.narration, named, earlier, scene, ageBlocked, lang);
  if (described) addAge(described, named.some((n) => n.character === described.character) ? 'name' : 'pronoun');
  if (named.length === 0 || (named[0]?.index ?? 0) > 0) {
    const age = pronounAgeIn(s.narration, earlier, scene, ageBlocked, lang);
    if (age) addAge(age, 'pronoun');
  }
  if (!described) {
    const age = clausePronounAgeIn(s.narration, named, earlier, scene, ageBlocked, lang);
    if (age) addAge(age, 'pronoun');
  }
  const lifeYears = allYearsAgeIn(s.narration, named, earlier, scene, ageBlocked, lang);
  if (lifeYears) addAge(lifeYears, 'pronoun');
  // "I am fifty-eight.": the narrator's own age, told in the narration of a chapter in the first person (not "when I
  // am sixty", another time).
  // "I am sixty-nine now, and I am writing this…" in a chapter told in the past: the age of the telling, not the
  // story's ("I am fifty-eight." with no "now" may be the story's day, told just after).
  const own =
    narrator &&
    !(state.toldInPast && lang.reading.tellingNow.test(s.narration)) &&
    lang.reading.spokenAgeCue.test(s.narration)
      ? narratorAgeIn(s.narration, lang)
      : undefined;
  if (narrator && own) addAge({ character: narrator, ...own }, 'name');
  for (const d of decadeAgesIn(s.narration, named, earlier, scene, state.blocked, lang, narrator))
    members.get(d.character)?.attributes.push({
      field: 'age',
      value: d.range,
      said: d.said,
      chapter: chapter.index,
      at: evidence(),
      via: d.via,
    });
  const features = featuresIn(s.narration, named, earlier, lang, narrator, state.blocked, scene);
  const hair = features.some((f) => f.field === 'hair' && f.value)
    ? undefined
    : describedHairIn(s.narration, named, earlier, scene, state.blocked, lang);
  if (hair)
    features.push({ character: hair.character, field: 'hair', value: hair.value, said: hair.said, via: 'name' });
  const looks = lang.readsWords
    ? looksIn(s.narration, named, earlier, scene, state.blocked, lang, narrator)
    : undefined;
  for (const b of looks?.beards ?? []) {
    const member = members.get(b.character);
    if (!member) continue;
    member.beards ??= [];
    member.beards.push({
      value: b.value,
      chapter: chapter.index,
      at: evidence(),
      via: b.via,
      ...(b.colour ? { colour: b.colour } : {}),
      ...(b.left ? { left: b.left } : {}),
    });
  }
  for (const { character, ...mark } of looks?.marks ?? []) {
    const member = members.get(character);
    if (!member) continue;
    member.marks ??= [];
    member.marks.push({ ...mark, chapter: chapter.index, at: evidence() });
  }
  for (const mark of looks?.unowned ?? []) unowned.push({ ...mark, chapter: chapter.index, at: evidence() });
  // "June's eyes are very bright. They are the same washed blue…": the eyes of the sentence before.
  const they = state.eyes ? lang.reading.theyColour.exec(s.narration) : null;
  if (they && state.eyes && lang.colours.has((they[1] as string).toLowerCase()))
    features.push({
      character: state.eyes,
      field: 'eyes',
      value: colourWords(they[1] as string, lang).join('/'),
      said: they[1] as string,
      via: 'pronoun',
    });
  // "I look at myself in the window. Green eyes, freckles, the scar on my chin.", "She caught sight of herself in
  // the glass: grey eyes, a thin mouth.": a fragment after someone looks at themselves names their features.
  const self = lang.reading.selfRegard.exec(s.narration);
  const opener = named[0] && s.narration.slice(0, named[0].index).trim() === '' ? named[0].character : openingOwner;
  const looker = self ? (self[1] ? narrator : opener) : undefined;
  const seen = looker ? s.narration.slice((self?.index ?? 0) + (self?.[0].length ?? 0)) : s.narration;
  const fragment = lang.reading.featureFragment.exec(looker ? (/^[^:]*:(.*)$/s.exec(seen)?.[1] ?? '') : seen);
  const whose = looker ?? state.mirror;
  if (fragment && whose && features.length === 0) {
    const colours = colourWords(fragment[1] as string, lang);
    const field = (fragment[2] as string).toLowerCase() === lang.features.eyes ? 'eyes' : 'hair';
    // Eyes only, for now: a hair colour read here is held against every other, and "Bríd danced with Nora, Bríd's
    // veil off and her fair hair coming down" still gives Nora the hair when "Bríd" names two women (no one).
    if (colours.length > 0 && field === 'eyes')
      features.push({
        character: whose,
        field,
        value: colours.join('/'),
        said: (fragment[1] as string).trim(),
        via: 'pronoun',
      });
  }
  // "Clara looked in the glass. A stranger looked back: a thin young woman with great grey eyes and short brown
  // hair": the one seen in the glass, described after a colon, is the one who looked. (Eyes and a length only, as above.)
  const reflection = whose && !fragment && features.length === 0 ? reflectionIn(s.narration, lang) : [];
  for (const r of reflection) features.push({ character: whose as Character, ...r, via: 'pronoun' });
  if (looker) state.mirror = looker;
  else if (!fragment) delete state.mirror;
  const eyesHere = features.filter((f) => f.field === 'eyes').map((f) => f.character);
  const [onlyEyes] = eyesHere;
  if (eyesHere.length === 1 && onlyEyes) state.eyes = onlyEyes;
  else delete state.eyes;
  for (const f of features) {
    const member = members.get(f.character);
    // "Her hair had been long once": a length of another time. Short is kept: a cut told in the past perfect ("her hair,
    // which she had had cut short in May") is still a cut, though the reader may not read the cut (f.cut).
    if (f.length && member && (f.length === 'short' || !lang.backstory.test(s.narration))) {
      member.hairLengths ??= [];
      member.hairLengths.push({
        value: f.length,
        cut: f.cut === true,
        chapter: chapter.index,
        at: evidence(),
        via: f.via,
      });
    }
    if (!f.value) continue;
    // "Afonso Teles had been forty-one then, with black hair": hair of another time, gone grey since, is no slip.
    if (f.field === 'hair' && lang.reading.hairOfThen.test(s.narration)) continue;
    member?.attributes.push({
      field: f.field,
      value: f.value,
      said: f.said,
      chapter: chapter.index,
      at: evidence(f.said),
      via: f.via,
      ...(f.epithet ? { epithet: true as const } : {}),
    });
  }
  const death = deathIn(s.narration, named, lang);
  if (death && !deathOfTheTelling(s.narration, death, state.toldInPast === true, lang)) {
    const member = members.get(death.character);
    if (member && !member.death) member.death = toldDeath(chapter, s.line, evidenceOf(s.text), death.how);
    else if (member?.death?.at.source === 'text') member.death.tellings = (member.death.tellings ?? 1) + 1;
  }
  if (lang.readsWords) {
    for (const n of named) {
      // "Mara's brass compass": the first of the next three words that names an object, with the words before it.
      const owned = lang.possessiveObject.exec(s.narration.slice(n.index + n.name.length));
      // Stryker disable next-line MethodExpression,Regex,ArrayDeclaration: the capture opens and ends on a letter, so filter only drops what /\s/ leaves between spaces; with no match no word is an object noun
      const words = owned ? (owned[1] as string).split(/\s+/).filter(Boolean) : [];
      const at = words.findIndex((w) => lang.objectNouns.has(w));
      const noun = words[at];
      if (at < 0 || !noun) continue;
      objects.push({
        name: words.slice(0, at + 1).join(' '),
        noun,
        holder: n.character.name,
        kind: 'held',
        at: evidence(),
      });
    }
    // A sentence that passes an object on (gives, takes, finds, loses it) frees it for a new holder.
    if (lang.objectPassing.test(s.narration))
      // Stryker disable next-line ArrayDeclaration: no object noun is "Stryker was here" (a text with capitals and spaces), so no words and that one free nothing alike
      for (const w of s.narration.toLowerCase().match(/\p{L}+/gu) ?? [])
        if (lang.objectNouns.has(w)) objects.push({ name: w, noun: w, holder: '', kind: 'passed', at: evidence() });
  }
  // "Gaspar picked it up. It was warm from the Mestre's pocket. He held it…": a name only as an owner, in a sentence
  // that names no one else, does not take a later pronoun from the one the paragraph already follows.
  const owners = named.filter((n) => /^['’]s?(?!\p{L})/u.test(s.narration.slice(n.index + n.name.length)));
  const ownerOnly = (n: (typeof named)[number]) =>
    owners.length === named.length &&
    owners.includes(n) &&
    names.earlier.some((e) => e.character !== n.character && e.character.gender === n.character.gender);
  // The paragraph's names so far, in order: a pronoun in a later sentence refers back to the last that fits.
  // "Pennock's Yard", "Lyon's Corner House": a place named for someone is not them in the scene.
  names.earlier.push(
    ...named
      // "…had called her Aunt Nell since she could talk": a name said, not one in the scene.
      .filter(
        (n) =>
          !/^['’]s\s+\p{Lu}/u.test(s.narration.slice(n.index + n.name.length)) &&
          !lang.nameSpokenAs.test(s.narration.slice(Math.max(0, n.index - 40), n.index)) &&
          !ownerOnly(n) &&
          // "they eat Mrs. Rowlands's plum jam … She laughs": the owner of a thing is no one the next "she" means.
          !ownsAThing(s.narration, n, named, lang),
      )
      .map((n) => ({ character: n.character, index: n.index })),
  );
  // Whether an unnamed person came after the paragraph's last name: a pronoun in the next sentence may be theirs.
  const last = named.at(-1);
  const tail = last ? s.narration.slice(last.index + last.name.length) : s.narration;
  // A name only as an object ("they look at Nadia carefully") does not take the pronoun back from an unnamed person.
  const subject = named.some(
    (n) => s.narration.slice(0, n.index).trim() === '' || verbFollows(s.narration.slice(n.index + n.name.length), lang),
  );
  // "The woman beside Wren smiled.": an unnamed person is the subject; a name after her is not, whatever follows it.
  const newcomer = lang.reading.personSubject.exec(s.narration);
  // "The maid Rose Kemp brought tea": a trade with the name right after it is that person named, no one new ("The
  // man Oskar Brandt met at the gate" is: a man is no trade).
  const titledByTrade =
    newcomer !== null &&
    lang.occupations.has((newcomer[1] as string).toLowerCase()) &&
    /^\s*$/.test(s.narration.slice(newcomer[0].length, named[0]?.index ?? 0)) &&
    named[0] !== undefined &&
    named[0].index >= newcomer[0].length;
  const newcomerFirst =
    newcomer !== null && !titledByTrade && (named[0]?.index ?? Number.MAX_SAFE_INTEGER) > newcomer[0].length - 1;
  // "Bell stood at the door" where Kit Bell and Daniel Bell are both in the cast: someone is the subject, but the
  // surname names neither, so the pronouns after it are no one's either.
  const first = named[0];
  const openingName = /^[\s"“‘(*_]*(\p{Lu}[\p{L}'’-]+)/u.exec(s.narration)?.[1];
  const sharedSubject =
    openingName !== undefined && (first === undefined || first.index > 0) && sharedSurnames(cast).has(openingName);
  // "— She was a broad woman", "…she was": the first word, whatever marks stand before it.
  // Stryker disable next-line MethodExpression,StringLiteral,Regex: `opening` is read only by subjectGender, whose pronouns match any case and never the empty fallback or any other non-pronoun; unanchored, the search still matches at 0 whenever the narration holds a letter
  const opening = /^[^\p{L}]*(\p{L}+)/u.exec(s.narration)?.[1]?.toLowerCase() ?? '';
  // "She was a broad woman", "Tom is a tall man": a person noun said of the subject is no one new.
  const opensOnSubject = (first !== undefined && first.index === 0) || subjectGender(opening, lang) !== undefined;
  const told = opensOnSubject ? tail.replace(lang.reading.predicateNoun, ' ') : tail;
  // "Behind him walked a man in a blue shirt. That was Piero Rovere.": the man is named now, and blocks no more.
  const namesNewcomer = first !== undefined && lang.reading.namesTheNewcomer.test(s.narration.slice(0, first.index));
  // "Ruth read the instructions aloud, and Ottilie laughed.": two of one gender each the subject of a clause; a
  // "she" after them may be either, and is neither's.
  const opensOnName = first !== undefined && s.narration.slice(0, first.index).replace(/[\s"“‘(*_]/g, '') === '';
  const rival =
    opensOnName && first.character.gender !== undefined
      ? named.find(
          (n) =>
            n.character !== first.character &&
            n.character.gender === first.character.gender &&
            lang.reading.clauseJoinBefore.test(s.narration.slice(0, n.index)) &&
            verbFollows(s.narration.slice(n.index + n.name.length), lang),
        )
      : undefined;
  // "She was the tallest woman Nives had ever seen": a "she" opening the sentence is the woman a name of her gender
  // then sees, not that name; the pronouns of that gender after it may be either's.
  const openingG = first !== undefined && first.index > 0 ? subjectGender(opening, lang) : undefined;
  const seenBy =
    openingG !== undefined &&
    named.some((n) => n.character.gender === openingG && personNounBefore(lang).test(s.narration.slice(0, n.index)))
      ? openingG
      : false;
  const raised = bothBlocked(
    bothBlocked(personBlock(told, lang), newcomerFirst || sharedSubject),
    bothBlocked(rival?.character.gender ?? false, seenBy),
  );
  let kept = !subject && !namesNewcomer ? state.blocked : false;
  // "My aunt said he had gone to the pit." then "I learned the rest from Loveday herself.": the unnamed woman of the
  // paragraph before is behind the name now, unless a "she" of this sentence before the name may still be hers, or
  // the name is in an aside about another ("Father Luzi, who was no relation to Jachen").
  if (state.fromBefore)
    for (const n of named) {
      const g = n.character.gender;
      const lead = s.narration.slice(0, n.index);
      const before = lead.toLowerCase().match(/\p{L}+/gu) ?? [];
      // Two who may be of that gender named in the sentence: which one a later pronoun means, the lift cannot say.
      const alone = named.every(
        (o) => o.character === n.character || (o.character.gender !== undefined && o.character.gender !== g),
      );
      if (g && alone && !before.some((w) => lang.pronouns[g].has(w)) && !lang.reading.inAside.test(lead))
        kept = liftedFor(kept, g);
    }
  state.blocked = bothBlocked(raised, kept);
  if (raised !== false || state.blocked === false) delete state.fromBefore;
  // "Jachen met him at the station": the name's own verb takes another of its gender as its object.
  const objectGender = opensOnName ? first.character.gender : undefined;
  const afterFirst = first ? s.narration.slice(first.index + first.name.length) : '';
  if (objectGender && lang.reading.otherOfTheGender[objectGender].test(afterFirst)) state.twoOf = objectGender;
  else delete state.twoOf;
  // This sentence's subject for the next: a name opening it, or the same one again when it opens on a pronoun.
  if (opensOnName) state.subject = first.character;
  else if (openingOwner) state.subject = openingOwner;
  // "Her eyes are the washed blue of a sky after snow, and they look at Nadia. She is seventy-eight": a possessive
  // opening the sentence makes its owner what the sentence is about, not the name it comes to.
  else if (possessiveOwner) state.subject = possessiveOwner;
  // A sentence that names no one ("It always did at the end of the season") leaves the subject as it was.
  else if (named.length > 0) delete state.subject;
  if (state.subject) state.topic = state.subject;
}

/**
 * The text after the last of these names ("Mr. Cross, who stood …" → ", who stood …"): the stretch where a person
 * may come between the name and a pronoun; the whole text when none is named.
 */
function afterLast(text: string, named: ReadonlyArray<{ name: string; index: number }>): string {
  const last = named.at(-1);
  return last ? text.slice(last.index + last.name.length) : text;
}

const personNounsAll = new WeakMap<Language, RegExp>();

const personNounEnds = new WeakMap<Language, RegExp>();

/** Text that ends on a person noun ("the tallest woman "): a name after it begins a clause about that person. */
function personNounBefore(lang: Language): RegExp {
  let re = personNounEnds.get(lang);
  if (!re) {
    re = new RegExp(`(?:${lang.personNouns.source})\\s+$`, lang.personNouns.flags.replace('g', ''));
    personNounEnds.set(lang, re);
  }
  return re;
}

/** Who the unnamed people in a stretch of text block: none, a gender their nouns tell ("her father"), or anyone. */
function personBlock(text: string, lang: Language): Blocked {
  let re = personNounsAll.get(lang);
  // Stryker disable next-line ConditionalExpression: only for speed: a new regex each call reads the same, as matchAll works on a copy and never moves the cached one's lastIndex
  if (!re) {
    re = new RegExp(lang.personNouns.source, `${lang.personNouns.flags.replace('g', '')}g`);
    personNounsAll.set(lang, re);
  }
  let out: Blocked = false;
  for (const m of text.matchAll(re)) {
    // "was sitting at her father's desk": the owner of a thing is brought into no scene.
    if (unnamedOwnsAThing(text, m.index ?? 0, (m.index ?? 0) + m[0].length, lang)) continue;
    const words = m[0].split(/\s+/);
    const first = words[0] ?? '';
    const gender = isTitle(first, lang) ? titleGender(first, lang) : genderOfNoun(words.at(-1) ?? '', lang);
    out = bothBlocked(out, gender ?? true);
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: only for speed: once everyone is blocked, bothBlocked keeps it so
    if (out === true) break;
  }
  // "the Signora sat for a long time", "the Colonel came in": a title after the names the cast knows is someone
  // unnamed (a title of a cast member's name is that name, read before this tail).
  // "the White Lady", "the Red Lion": a title after another capitalised word ends the name of a place or a thing.
  for (const m of text.matchAll(/\p{Lu}\p{Ll}+/gu)) {
    const word = m[0];
    if (!isTitle(word, lang)) continue;
    const before = /(\p{Lu}[\p{L}'’-]*)\s+$/u.exec(text.slice(Math.max(0, (m.index ?? 0) - 40), m.index))?.[1];
    if (before && !lang.stopWords.has(before.toLowerCase()) && !isTitle(before, lang)) continue;
    out = bothBlocked(out, titleGender(word, lang) ?? true);
  }
  return out;
}

const surnamesOf = new WeakMap<Cast, Set<string>>();

/** The last words of two or more cast members' full names that name no one alone ("Bell" of Kit and Daniel Bell). */
function sharedSurnames(cast: Cast): Set<string> {
  let found = surnamesOf.get(cast);
  if (!found) {
    const owners = new Map<string, Set<Character>>();
    for (const [name, c] of cast.byName) {
      const words = name.split(/\s+/);
      const last = words.at(-1);
      if (words.length < 2 || !last) continue;
      owners.set(last, (owners.get(last) ?? new Set()).add(c));
    }
    found = new Set([...owners].filter(([w, cs]) => cs.size > 1 && !cast.byName.has(w)).map(([w]) => w));
    surnamesOf.set(cast, found);
  }
  return found;
}

/** The line of an offset in a sentence that may run over several lines. */
export function lineAt(s: Sentence, index: number): number {
  return lineIn(s, index);
}

/** The fact base of a manuscript (see FactBase): the interface `writer import` and `writer studio` read. */
export function buildFactBase(m: Manuscript, lang: Language): FactBase {
  return readFacts(m, lang).facts;
}
