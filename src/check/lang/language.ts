import type { Gender } from '../types.js';

/**
 * The words and patterns of one language, as the checks read them: the one
 * shape every language file fills (English: en.ts). Types only, so the
 * language files and index.ts can all import it without a circle.
 */
export interface Language {
  /** The language tag's primary subtag ("en", "fr"). */
  code: string;
  /** The language's name in English, for the line that says which checks did not run. */
  name: string;
  /**
   * Whether this file knows the language's words. When false only the checks
   * that need none run (names, repetition, calendar, length): English rules are
   * never applied to a French book.
   */
  readsWords: boolean;
  /** Section headings of the bible, by the section they open. */
  sections: Record<string, RegExp>;
  firstPerson: Set<string>;
  thirdPerson: Set<string>;
  /** Subject pronouns and their person and number, for reading the verb after them. */
  subjects: Map<string, 'first-singular' | 'plural' | 'third-singular'>;
  /** Verb forms: base → [third person singular present, past]. */
  verbs: Map<string, [string, string]>;
  /** Words that may stand between a subject and its verb. */
  adverbs: Set<string>;
  colours: Map<string, string>;
  weekdays: string[];
  months: string[];
  seasons: Map<string, string>;
  ordinals: Map<string, number>;
  numbers: Map<string, number>;
  /** Words that mark a passage as memory, dream or flashback. */
  memoryMarkers: RegExp;
  /** Verbs of moving from one place to another: between two places, a character travelled. */
  movement: RegExp;
  occupations: Set<string>;
  fatigue: string[];
  stopWords: Set<string>;
  /** Verbs of speech: "said", "asked"… */
  speech: Set<string>;
  /** Titles before a name, with the gender they tell when they tell one ("mrs" → female). */
  titles: Map<string, Gender | undefined>;
  /** Pronouns by the gender they refer to (subject, object, possessive). */
  pronouns: { female: Set<string>; male: Set<string> };
  /** Nouns for an unnamed person, which a pronoun may refer to instead of a named one ("the woman"). */
  personNouns: RegExp;
  /** Words that are capitalised but name no one (holidays, God, nationalities): never a character, never a misspelling. */
  properWords: Set<string>;
  /** After a name: a death told ("died", "was killed", "lay dead", "'s funeral"). Group 1 is the words. */
  deathAfter: RegExp;
  /** Before a name: "the late (Mr.)". */
  deathBefore: RegExp;
  /** Before a death: what makes it no fact ("if", "would have", "nearly"). */
  deathDoubt: RegExp;
  /** Before a name: a place's preposition ("in", "at", "from"): the name is a place. */
  placeBefore: RegExp;
  /** The words of the two features a reader compares across chapters. */
  features: { eyes: string; hair: string; eyed: string; haired: string };
  /** Words that put a sentence out of the story's present, for the dead (a memory, a wish, a portrait). */
  remembered: RegExp;
  /** In a paragraph, the living recalling the dead as they were: knew, remembered, missed, always, used to. */
  recollection: RegExp;
  /** A sentence telling a change of eyes or hair: dye, a wig, lenses, going grey. */
  changeCues: RegExp;
  /** After a name: a clause that gives an age ("Amos, who is sixty-eight and feels it"). Group 1 is the number. */
  ageAfterName: string;
  /** A sentence opening on a pronoun and an age ("He was fifty-two, a thin man"). Group 1 the pronoun, 2 the number. */
  pronounAge: RegExp;
  /** Things a character carries, one of a kind in a story: what "Mara's brass compass" may name. */
  objectNouns: Set<string>;
  /** A sentence that passes an object from hand to hand: gave, took, found, lost, stole… */
  objectPassing: RegExp;
  /** Verbs of handing a thing to someone ("gave", "hands", "lent"): the subject no longer has it. */
  objectGiving: Set<string>;
  /** Verbs of having a thing in hand and using it ("turned", "waves", "wound", "opened"). */
  objectUsing: Set<string>;
  /** Words that make a giving a giving back ("back", "again"): the thing returns, nothing is left out of place. */
  objectReturn: RegExp;
  /** A letter's first paragraph set in the text without quotes: a salutation ("My dear Lizzy,", "Sir,"). */
  letterOpening: RegExp;
  /** A letter's sign-off ("Yours ever,", "Your affectionate sister"): the letter ends with its paragraph. */
  letterClosing: RegExp;
  /** Verbs of speech before or after a name. */
  speechVerbs: RegExp;
}
