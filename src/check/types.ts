/**
 * The shapes `writer check` works with: a finding (review.md's one line, with
 * the evidence and how sure the check is), the report of a whole run, and the
 * manuscript and bible as the checks read them.
 */

export interface Finding {
  /** The chapter (or plan) file, relative to the project folder. */
  file: string;
  /** 1-based line of the evidence in that file. */
  line: number;
  /** names, attribute, dead, pov, tense, timeline, place, object, repetition, length, thread. */
  category: string;
  message: string;
  /** The text the finding rests on, as it stands in the file (trimmed). */
  evidence: string;
  /** 0..1: how sure the check is that this is an error, not a choice. */
  confidence: number;
  /** The other side: where the text (or the bible) said otherwise, when there is one place. */
  against?: { file: string; line: number; evidence: string };
  /** Stable id (forReview.ts: category, file, message without line numbers, evidence): a dismissal is kept by it. */
  id?: string;
}

export interface Skipped {
  check: string;
  reason: string;
}

export interface CheckReport {
  findings: Finding[];
  skipped: Skipped[];
  /** The chapter files checked, in reading order. */
  chapters: string[];
  words: number;
  /** Findings dismissed in review.md (their evidence unchanged), not shown. */
  dismissed?: Finding[];
  /** With --explain: which facts were taken from where (the text or the bible), see explain.ts. */
  facts?: Explanation;
  /** Findings the project's `check: { ignore }` list covers, not shown. */
  ignored?: Array<Finding & { ignoredBy: string }>;
}

export interface Sentence {
  text: string;
  /** The sentence with dialogue and italic spans blanked out (same length, so offsets agree). */
  narration: string;
  line: number;
  /** Where a hard-wrapped line broke inside it: offsets of the spaces that stand for those breaks (see lineIn). */
  wraps?: readonly number[];
}

export interface Paragraph {
  line: number;
  /** Its lines joined by \n, or by a space where a hard-wrapped line broke (at the offsets in `wraps`). */
  text: string;
  wraps?: readonly number[];
  /** Heading, block quote (a letter, an epigraph), or prose. */
  kind: 'prose' | 'heading' | 'quote';
  sentences: Sentence[];
  /** Marked as memory, dream or flashback anywhere in it (or by its scene): not all of it is the story's present. */
  memory: boolean;
  /**
   * The first sentence that is memory: 0 when the whole paragraph is (its scene's, italics, a quotation, or a
   * marker in its opening sentence), the marked sentence's index when one comes later ("…and then she went in.
   * She remembered the day…": what comes before it is the story's present), sentences.length when none is.
   */
  memoryFrom: number;
  /** The scene within the chapter (scene breaks and headings start a new one). */
  scene: number;
}

export interface Chapter {
  file: string;
  /** The chapter's number as the bible counts: from its file name, else its place in reading order. */
  number: number;
  /** 0-based place in reading order. */
  index: number;
  lines: string[];
  paragraphs: Paragraph[];
  words: number;
  /** The outline's budget for it, when it gives one. */
  budget?: number;
}

export interface Located<T> {
  value: T;
  line: number;
}

export type Gender = 'female' | 'male';

/** The character fields a program can compare. */
export const CHARACTER_FIELDS = ['eyes', 'hair', 'age', 'role', 'home'] as const;
export type CharacterField = (typeof CHARACTER_FIELDS)[number];

export interface Character {
  name: string;
  /** The full name, its parts, aliases and nicknames: every way the text may name them. */
  names: string[];
  line: number;
  fields: Partial<Record<CharacterField, Located<string>>>;
  /** Ages the bible gives at other named years beside the age ("17 (42 in 1962)": 42), a frame's years on. */
  agesAt?: Array<Located<number>>;
  gender?: Gender;
  /** The chapter they die in. */
  diesIn?: Located<number>;
  /** The day they die on, where the bible gives a date and no chapter ("Died: Sun 11 Oct 1936"). */
  diesOn?: Located<{ day: number; month: number; year?: number }>;
  /** Days the bible has them away ("AWAY: Dublin, Mon 10 – Fri 14 Oct 1983"): the first and the last. */
  away?: Array<Located<{ from: DayOfYear; until: DayOfYear }>>;
}

/** A day of the calendar as a bible or the text gives it: the year may be left to the story's. */
export interface DayOfYear {
  day: number;
  month: number;
  year?: number;
}

export interface Place {
  name: string;
  names: string[];
  line: number;
  description: string;
}

/** A change the Timeline records: from `chapter` on, `field` of `character` is `value`. */
export interface Change {
  chapter: number;
  character: string;
  field: CharacterField;
  value: string;
  line: number;
}

export interface TimelineEntry {
  chapter: number;
  line: number;
  text: string;
  weekday?: number;
  /** Month 1..12 and day 1..31, and year when given. */
  date?: { day: number; month: number; year?: number };
  season?: string;
  day?: number;
}

export interface ObjectEvent {
  chapter: number;
  kind: 'lost' | 'given';
  to?: string;
  line: number;
}

export interface StoryObject {
  name: string;
  /** The head noun the text uses ("knife" for "the bone-handled knife"). */
  noun: string;
  holder?: string;
  line: number;
  events: ObjectEvent[];
}

export interface Thread {
  text: string;
  line: number;
  setup?: number;
  /** The payoff chapter, or "open". */
  payoff?: number | 'open';
}

export interface Style {
  pov?: 'first' | 'second' | 'third';
  /** Who says "I" in a first-person book, when the bible names them. */
  narrator?: string;
  tense?: 'past' | 'present';
  line: number;
}

export interface Bible {
  /** Whether there is a bible.md at all. */
  found: boolean;
  /** Which sections were found (characters, places, timeline, objects, style, threads). */
  sections: Set<string>;
  characters: Character[];
  places: Place[];
  timeline: TimelineEntry[];
  changes: Change[];
  objects: StoryObject[];
  style?: Style;
  threads: Thread[];
  /** Objects the bible says pass from one character to another in a chapter ("gives it to Euan (ch. 4)"). */
  givings?: BibleGiving[];
  /** Marks on the body with their sides, as the characters' entries give them ("scar through his LEFT eyebrow"). */
  marks?: BibleMark[];
  /** Every capitalised word the bible writes, wherever ("a white house in Estoril"): none is a slip of another. */
  words?: Set<string>;
  /** Kinships the characters' entries give ("Jack's younger brother" under Fred), each with its entry and line. */
  kin?: BibleKin[];
}

/** A kinship a character's entry gives: kin.ts's statement, with the entry's character and the line. */
export interface BibleKin {
  /** The entry's character (its bible name). */
  character: string;
  statement: KinStatement;
  line: number;
  text: string;
}

/** A mark a character's bible entry gives: the scar, its side and the part it is on, lower case and singular. */
export interface BibleMark {
  character: string;
  mark: string;
  side: string;
  part: string;
  line: number;
  text: string;
}

/** A line of bible.md with its 1-based number: what the dialect readers (bibleDialects.ts, bibleJson.ts) work in. */
export interface BibleLine {
  text: string;
  line: number;
}

/** "Meg gives her father's telescope to Euan (chapter 4)": giver and receiver by the bible's character names. */
export interface BibleGiving {
  giver: string;
  to: string;
  /** The object's head noun ("telescope"). */
  noun: string;
  chapter: number;
  line: number;
}

/** Everything a check reads: the chapters in order, the bible, the outline's target. */
export interface Manuscript {
  chapters: Chapter[];
  bible: Bible;
  /** Whether the text writes this word in lower case somewhere: a capitalised word never seen so is likely a name. */
  writtenLower(word: string): boolean;
  /** Target length of the whole work, when known. */
  target?: { words: number; source: string };
  /** Whether the outline's chapters are all written (the book is at its end). */
  finished: boolean;
  /** outline.md's lines and the chapters it names that have no file yet. */
  outline: { lines: string[]; missing: string[] };
}

/** `writer check --explain`: the facts the checks compared, each with where it came from (explain.ts). */
export interface ExplainedFact {
  /** "eyes: grey", "died", "third person, past tense". */
  fact: string;
  source: 'text' | 'bible';
  file: string;
  line: number;
}

export interface ExplainedCharacter {
  name: string;
  /** Every form that names them alone. */
  names: string[];
  source: 'text' | 'bible';
  first: { file: string; line: number };
  appearances: number;
  facts: ExplainedFact[];
}

export interface Explanation {
  lang: string;
  characters: ExplainedCharacter[];
  voice: { book: string; chapters: Array<{ file: string; voice: string; line?: number }> };
  places: Array<{ name: string; source: 'text' | 'bible'; file: string; line: number }>;
  /** The bible's objects: whose each is at the start, and each handing on or loss with its chapter. */
  objects: Array<{ name: string; holder?: string; file: string; line: number; events: string[] }>;
}

/** One kinship as written: `kin` is `owner`'s `role` ("Seán" is "Nora"'s "brother"). */
export interface KinStatement {
  /** The kin's name as written, without a possessive ("Seán"); undefined when the caller must say (a bible entry's own). */
  kin?: string;
  /** Whose kin: a name as written ("Nora", "Uncle Fred"), or a possessive pronoun in lower case ("her", "your"). */
  owner: string;
  /** The role, canonical ("wife" for "widow"); a step-, half-, grand- or in-law role is its own. */
  role: string;
  /** Through which parent ("your father's brother": "father"), when the kinship is told so. */
  side?: string;
  /** "her only brother": there is no other. */
  only: boolean;
  /** "his late wife", "her first husband": not the one of now, or one of several in time. */
  notNow: boolean;
  /** Where in the text it starts. */
  index: number;
  /** Told by a verb of being ("His sister was May"): the name may be a word that is no one ("was Irish"). */
  told?: boolean;
}
