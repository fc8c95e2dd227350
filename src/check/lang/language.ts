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
  /** Words that tell a dream ("she dreamed", "a nightmare"): the quoted talk right after one is the dream's. */
  dreamTold: RegExp;
  /** Words that tell a sleeper waking ("and woke"): a dream told so is over, and the talk after it the story's. */
  wakingTold: RegExp;
  /** A clause opening on an age of another time ("When I was nine, …"): what it tells is remembered. */
  memoryOpening: RegExp;
  /** A likeness ("as if she remembered it", "like a dream"): a memory word inside one marks no memory. */
  simile: RegExp;
  /**
   * A likeness to a habit of another time ("wound it, as he used to do"): the doing is now, so the habit's words
   * mark no memory.
   */
  habitLikeness: RegExp;
  /**
   * A habit of another time told of a thing or a place in a relative clause ("stood where her grandfather used to
   * stand", "eyes that her grandmother used to say were the colour of the river"): the sentence is now, so the
   * habit's words mark no memory.
   */
  habitRelative: RegExp;
  /**
   * A word of a repeated run that is a verb's form the verb tables do not hold: be, have, do and the modals, a
   * contraction of one, a past in -ed, a participle in -ing (nouns and numbers of those endings left out). A run
   * with none names a thing (repetition.ts).
   */
  verbForm: RegExp;
  /**
   * A regular past the verb tables do not hold ("fixed", "posted"), read only right after a subject ("Tomás fixed"):
   * "need" and "feed" end alike and are no past.
   */
  regularPast: RegExp;
  /**
   * A time gone back ("twenty years before", "long ago"): beside a past perfect in its clause ("the columns Thomas
   * had ruled twenty years before") it dates a thing done, and marks no memory of the sentence.
   */
  timeBack: RegExp;
  /** Verbs of moving from one place to another: between two places, a character travelled. */
  movement: RegExp;
  occupations: Set<string>;
  fatigue: string[];
  /**
   * Words that tell a thing is done or said again on purpose ("and this time", "as always"): a later sentence that
   * repeats an earlier one's words and says so is a callback, not a phrase the writer forgot they had used.
   */
  callback: RegExp;
  /** A paragraph that says it remembers ("just as she remembered"): its words may echo what was told before. */
  recalled: RegExp;
  stopWords: Set<string>;
  /** Verbs of speech: "said", "asked"… */
  speech: Set<string>;
  /** Titles before a name, with the gender they tell when they tell one ("mrs" → female). */
  titles: Map<string, Gender | undefined>;
  /** Given names that tell a gender (lower case): a name borne by women and men alike is in neither. */
  givenNames: { readonly female: ReadonlySet<string>; readonly male: ReadonlySet<string> };
  /**
   * Titles of kinship that stand before a first name, not a surname ("aunt", "uncle"): "Aunt Ada" and "Miss Ada"
   * are one woman, and "Aunt Edith" once beside "Aunt Ada" often is her name changed.
   */
  givenNameTitles: Set<string>;
  /**
   * Titles of an office before a surname, by their usual form ("doctor" is "dr"): "Father Doherty" once beside
   * "Father Devereux" again and again, one opening letter, is the priest's name changed.
   */
  officeTitles: Map<string, string>;
  /**
   * What a child calls a parent or grandparent ("Dad", "Mum", "Gran"), in lower case, by the parent it names: a
   * role, not a name (no slip of one), and the narrator's own parent when the narration says "my father, Arthur".
   */
  roleNames: { father: Set<string>; mother: Set<string>; other: Set<string> };
  /**
   * Short forms of given names, in lower case, by the full names they stand for ("bill" → william): "Bill Pruitt"
   * and "William Pruitt" in one book are one man.
   */
  nicknames: Map<string, readonly string[]>;
  /** A word of kinship anywhere ("her husband came home"): a name beside it may be a relative brought in. */
  kinWord: RegExp;
  /**
   * A named person's own family told after the name ("Hugo Lazcano with his wife and son", "Rosa Bell in her
   * father's coat"): kin of the name, which makes no relative of the name itself. A husband is left out: a woman's
   * surname may change by him.
   */
  ownKin: RegExp;
  /** A wedding or a maiden name told ("married", "née"): a name may have changed by it. */
  weddingWord: RegExp;
  /**
   * The narrator naming a parent: "My father, Arthur Tolley, …", "My father was Thomas Vass", "Arthur, my father".
   * Groups: 1 or 4 the parent ("father"/"mother"), 2 or 3 the name.
   */
  parentNamed: RegExp;
  /**
   * Someone named beside the trade or post the book calls them by: "the foreman, Gunnar Hallgrímsson", "Ada Kerr, the
   * postmistress", the apposition closed ("Kerr, the fish is dead" is not one). Groups: 1 or 4 the role (one
   * lower-case word), 2 or 3 the name. Global.
   */
  roleNamed: RegExp;
  /**
   * A sentence that brings someone in by a title the book writes as a name, its subject: "The Mestre came in at
   * eleven" (group 1 the title, capitalised; group 2 the word after it, which must be a verb).
   */
  titleOpening: RegExp;
  /** A title the book writes as a name, inside a sentence after its article ("before the Signora had said"): group 1. Global. */
  titleInside: RegExp;
  /**
   * The end of the text before a full name that sets a title beside it ("the Guv'nor himself, " before "Henry
   * Cobham"): group 1 the title; group 2 a male reflexive ("himself"), group 3 a female one, when said.
   */
  titleBeside: RegExp;
  /**
   * A sentence that brings someone in by their kinship to the one the story follows, its subject: "Her father is at
   * the bench" (group 1 the kinship as written, group 2 the word after it, which must be a verb).
   */
  kinOpening: RegExp;
  /**
   * After a name, a relative clause that has them somewhere on a day named by its weekday (", who was up here on
   * Tuesday"): a visit of the last few days, which a book told in the present tells in the past.
   */
  recentVisit: RegExp;
  /**
   * After a name opening the next sentence, the words that introduce its bearer ("Afonso Teles was seventy-one
   * years old", "… was a short, broad woman"): an age or a description, not what they are doing.
   */
  introducedAs: RegExp;
  /** A role in a speech tag, which only a person is in ("said the foreman."): group 1 the role. Global. */
  roleSpeaks: RegExp[];
  /** The article that makes a role one known person ("the" in "the foreman came in"), in lower case. */
  roleArticle: string;
  /** Roles too plain to be one person's all through a book ("the man", "the other", "the eldest"), in lower case. */
  plainRoles: Set<string>;
  /** Pronouns by the gender they refer to (subject, object, possessive). */
  pronouns: { female: Set<string>; male: Set<string> };
  /** A pronoun as the object of a verb or preposition ("looked at her", "let him in"), group 1: someone other than the subject. */
  objectPronouns: RegExp;
  /** Nouns for an unnamed person, which a pronoun may refer to instead of a named one ("the woman"). */
  personNouns: RegExp;
  /** An unnamed person coming into the scene ("a woman", "an old man"): the next paragraph's pronouns may be theirs. */
  personArrival: RegExp;
  /** A speech tag whose speaker has no name ('said the engineer.', 'the old woman says,'), not reported speech ('said the road was shut'). */
  unnamedSpeaker: RegExp;
  /**
   * A nickname the text tells ("Everyone calls me Biddy", "known as Tuck", "whom the village called the Fox"): group 1 is
   * who is called so ("me", "her", "him"; none for the name just before), group 2 the nickname.
   */
  nicknameTold: RegExp;
  /** Words that are capitalised but name no one (holidays, God, nationalities): never a character, never a misspelling. */
  properWords: Set<string>;
  /** After a name: a death told ("died", "was killed", "lay dead", "'s funeral"). Group 1 is the words. */
  deathAfter: RegExp;
  /** Before a name: "the late (Mr.)", "the funeral of", "the death during the night of". */
  deathBefore: RegExp;
  /** Before a name the cast knows: the rest of a longer name ("Evaristo " before "Funes", "E. "), one or two words. */
  namePrefix: RegExp;
  /** Before a name: its burial ("We bury Bill", "they buried Amos Kitto"), a death told; an optional first name may stand between. */
  burialBefore: RegExp;
  /** Verbs the dead do as the dead ("lay", "rests"): no act of the story's present. */
  stillVerbs: Set<string>;
  /** After a name: present among the company ("Dad beside them", "Ada was there"): there in the scene as surely as acting. */
  /**
   * After a name, being counted now among a company of the living ("Théo and Marc are two of the nine", "is one of
   * those kept on"), in the present; not among the dead or the lost.
   */
  countedAmong: RegExp;
  presenceAfter: RegExp;
  /**
   * Where the dead are kept ("a churchyard", "buried", "under a grey stone", "a tomb", "his ashes"): the dead "there"
   * in such a sentence, or just after one, is their grave, no presence in the scene.
   */
  restingPlace: RegExp;
  /**
   * Before a name: a verb done together with them ("shakes hands with Archie and with", "walks down with"), the
   * name one of its company: they act too. Group 1 or 2 is the verb.
   */
  companionBefore: RegExp;
  /** After a companion's name: they are there only in thought ("came home with Winifred on my mind"). */
  companionInMind: RegExp;
  /**
   * A sentence that is a name and where they are, with no verb ("Ada, in the chair by the window, with her cane."):
   * the words before the name (the sentence's opening) and after it (place and "with" phrases to the end).
   */
  presenceFragment: { before: RegExp; after: RegExp };
  /**
   * Around a name: led or kept beside another ("with Ada on his arm", "with Ada at her side", "with Tom in tow"): the
   * words before it and after it. There in the scene with the one who leads them.
   */
  escort: { before: RegExp; after: RegExp };
  /** After a name: another subject joined to it and their verb ("Bill and Archie lift"), group 1 the verb. */
  compoundSubject: RegExp;
  /** Before a name: a preposition whose object it is ("cried a little about Wiebe and I held her hand"): no subject. */
  objectOfPreposition: RegExp;
  /** Before a death: what makes it no fact ("if", "would have", "nearly"). */
  deathDoubt: RegExp;
  /** A death told of a pronoun ("the winter he died", "since she had died"): group 1 the pronoun. */
  pronounDeath: RegExp;
  /** Words that make a sentence unreal (a dream, a wish, a fancy): a death told inside one is none. */
  unreal: RegExp;
  /** Before a name: a place's preposition ("in", "at", "from"): the name is a place. */
  placeBefore: RegExp;
  /** Before a place's name: the way to it ("to", "towards"); after a journey in the sentence, the place lies ahead. */
  placeAhead: RegExp;
  /** Words that open a street's name in the languages of a setting ("Rua", "Calle", "Via"): the run is a place. */
  streetWords: Set<string>;
  /** Words that open a town's name, never a person's first name ("Los Álamos", "San Telmo", "Port Avery"). */
  placeLeads: Set<string>;
  /** Before a feature: a "with" phrase that gives it to the sentence's subject ("He is sixty, with a grey beard and"). */
  withFeature: RegExp;
  /** After a feature: its colour said after it ("eyes so pale a blue", "eyes of grey"); group 1 is the colour word. */
  colourAfter: RegExp;
  /** The words of the two features a reader compares across chapters. */
  /** The features' words; `head` is hair only with a hair's colour before it ("her chestnut head"). */
  features: { eyes: string; hair: string; eyed: string; haired: string; head: string };
  /** Words that put a sentence out of the story's present, for the dead (a memory, a wish, a portrait). */
  remembered: RegExp;
  /** In a paragraph, the living recalling the dead as they were: knew, remembered, missed, always, used to. */
  recollection: RegExp;
  /** A sentence telling a change of eyes or hair: dye, a wig, lenses, going grey. */
  changeCues: RegExp;
  /** Time passing by an amount the text does not count ("later", "days", "that week"): a count from a date ends. */
  timePasses: RegExp;
  /** After a name: a clause that gives an age ("Amos, who is sixty-eight and feels it"). Group 1 is the number. */
  ageAfterName: string;
  /**
   * An age opening the sentence before its pronoun subject: group 1 after "At" with a verb of now ("At sixty he
   * still climbs"; "At eighteen he joined the army" is the past), 2 after "Now", 3 "Sixty years old, and she…";
   * group 4 the pronoun.
   */
  pronounAgeLead: RegExp;
  /**
   * A sentence opening on a pronoun and an age ("He was fifty-two, a thin man", "She'd turned forty", "He was a big
   * man, forty-five, with…"). Group 1 the pronoun, 2, 3 or 4 the number.
   */
  pronounAge: RegExp;
  /** A life's years told as one's age ("in all his forty-five years"): group 1 the possessive, 2 the number. */
  allYearsAge: RegExp;
  /** Things a character carries, one of a kind in a story: what "Mara's brass compass" may name. */
  objectNouns: Set<string>;
  /**
   * Other nouns a writer calls one of the objectNouns by, with the noun they stand for ("the Zeiss glasses" for "the
   * Zeiss binoculars"): read as that thing only when a word before them has named it in the book.
   */
  objectSynonyms: Map<string, string>;
  /**
   * Other names of one of the objectNouns that always mean that kind of thing ("mouth organ" for "harmonica"): one
   * thing however the text names it, with no word before them needed.
   */
  objectOtherNames: Map<string, string>;
  /** A sentence that passes an object from hand to hand: gave, took, found, lost, stole… */
  objectPassing: RegExp;
  /**
   * After a passing verb, its own object when the text names one (group 1, up to three words): "took his wrist",
   * "took off his spectacles". A passing of a thing that is none of the book's objects passes none of them.
   */
  passedThing: RegExp;
  /** Verbs of handing a thing to someone ("gave", "hands", "lent"): the subject no longer has it. */
  objectGiving: Set<string>;
  /** Verbs of having a thing in hand and using it ("turned", "waves", "wound", "opened"). */
  objectUsing: Set<string>;
  /** Words that make a giving a giving back ("back", "again"): the thing returns, nothing is left out of place. */
  objectReturn: RegExp;
  /** The words before an object handed on ("the", "his", "their"), as a pattern source: "gave her his watch" (objects.ts). */
  givenDeterminers: string;
  /**
   * Nouns that, right after an object's noun, make the two another thing, as a pattern source ("the key off his watch
   * chain" names no watch; "her ring finger" no ring); "the key ring" is a ring.
   */
  objectCompoundHeads: string;
  /** The determiners that bring a thing in for the first time ("a silver pocket watch"): what "it" is next. */
  introDeterminers: string;
  /** The verb before an object's phrase, group 2, after the word before it, group 1 with the comma after it ("Haas quietly gave her the watch", "went back, took the stick"): an adverb or a person between are passed over. */
  verbBeforeObject: RegExp;
  /** The subject pronouns of each gender ("she", "he"): a giver named by pronoun is the last of that gender named. */
  subjectPronoun: { female: RegExp; male: RegExp };
  /** The object pronouns of each gender ("her", "him"): whose burial "since we buried her" counts from. */
  objectPronoun: { female: RegExp; male: RegExp };
  /** A possessive right after a name ("'s"): the name owns something, it does no act and is no topic. */
  possessiveAfter: RegExp;
  /** The start of the words after a name that make it someone's relative (", his mother,"). */
  kinAfterName: RegExp;
  /** After a name, a phrase set off by commas that holds no verb of its own (", in his old coat,"), up to its last comma. */
  asideAfterName: RegExp;
  /** After a name, "was waiting", "is standing": group 1 the -ing verb (the dead do no such thing now). */
  progressiveAfter: RegExp;
  /** The opening of a relative clause after a name (", who"), read past for a death it tells. */
  deathRelative: RegExp;
  /** After a name, a clause joined on whose subject is a pronoun (", and he"; group 1 the pronoun), read past for a death it tells. */
  deathAndPronoun: RegExp;
  /**
   * One of the short phrases set off by commas after a name, none opening a clause ("channel man", "of St. Georges",
   * "P.Q." in "Marc Gagnon, channel man, of St. Georges, Beauce, P.Q., drowned"): read past for a death told after.
   */
  deathAside: RegExp;
  /** Where a clause with a subject of its own begins (", and Nora …", ", which …", ", he …", "; …"): a sentence's next clause. */
  nextClause: RegExp;
  /**
   * What a document writes between a name and its verb: the rest of the full name and where the person was of
   * ("Walter J. Halloran of Alder Point died"), taken out before the death is read.
   */
  /** A relative named in an aside of a quoted document (", sister of Tobias Marsh of the Point,"): no subject of its verb. */
  documentKinAside: RegExp;
  documentNameTail: RegExp;
  /** A death notice's body after its head ("Fisherman of the harbour, born 1936, died at his stall"): no subject of its own. */
  noticeDeath: RegExp;
  /** Words of endearment a speaker opens with ("darling", "sweetheart"): "Darling Tom" is Tom spoken to. */
  endearments: ReadonlySet<string>;
  /** The months that are also given names ("june", "may", "april"): read as a person where the text uses them so. */
  givenMonths: RegExp;
  /** A month read as a date: the words before it ("in", "since", "3") or after it ("of 1962", "12th", "1962"). */
  monthAsDate: { before: RegExp; after: RegExp };
  /** Messages set in the text (documents, not narration): email headers, greetings, sign-offs, chat lines. */
  messages: {
    /** A header line of an e-mail ("From: …", "Sent: Tuesday, October 8, 2019", "Subject: Re: …"): two open one. */
    header: RegExp;
    /** A greeting alone on its line that opens a message ("Mark,", "Hi Mom,"). */
    greeting: RegExp;
    /** A sign-off alone on its line that ends one ("D.", "— Mark", "M"). */
    signOff: RegExp;
    /** A chat line: a sender's name, a colon, the message ("Mom: call me", "[10:42 PM] Dana: yes"). */
    chatLine: RegExp;
    /** A message opening on a clock time in bold or brackets and its sender ("**Thu, Oct 10, 6:05 AM — Ash:** up?"). */
    timedLine: RegExp;
    /**
     * A message's stamp alone on its line, in bold or brackets, with a clock time ("**Fri 23 Jul, 11:52. Ines to
     * Tomas**", "[Mon 4 Feb, 9:10 pm — Sam]"): the lines under it, or the paragraph after it, are the message.
     */
    stampLine: RegExp;
  };
  /** Titles of an unmarried woman ("miss"), which go before her own surname: "Miss Mercer" is the one woman named Mercer in full. */
  maidenTitles: ReadonlySet<string>;
  /** Titles of a saint ("st"): "St. Anthony" is a saint or a church, and takes no one's "Anthony". */
  saintTitles: ReadonlySet<string>;
  /** An article ending the words before a capitalised run ("the "): what follows names a place or a body, not a person. */
  articleBefore: RegExp;
  /** The end of the words before a name that bring it in as someone's relative ("his wife, ", "her brother"). */
  kinBeforeName: RegExp;
  /** Deaths told with no verb of dying (deathCues.ts): "when Tomas was still alive", "the dead man's ledger". */
  deathCues: {
    /** Whether a paragraph may hold one at all (a cheap first look). */
    any: RegExp;
    /** After a name: "was still alive", "had been alive". */
    aliveAfter: RegExp;
    /** Before the name: "when", "while", "the last time …,": a time now over. */
    aliveBefore: RegExp;
    /** "the dead man", "the dead woman's": group 1 the noun, which tells the gender (global). */
    deadEpithet: RegExp;
    /** The epithet's nouns of a woman or girl. */
    female: RegExp;
    /** The word after a name that may be its verb, past an adverb (group 1). */
    verbAfterName: RegExp;
  };
  /** A sentence's opening word and the verb after it, past an adverb between ("He slowly raised"): groups 1 and 2. */
  openingSubjectVerb: RegExp;
  /** "the red door of the Lantern": up to three words before "of" ending the text before a place's name (places.ts). */
  featureBeforeOf: RegExp;
  /** After a place's name: "'s red door" — group 1 the words of its feature (places.ts, ownFeature). */
  placePossessive: RegExp;
  /** A letter's first paragraph set in the text without quotes: a salutation ("My dear Lizzy,", "Sir,"). */
  letterOpening: RegExp;
  /** A letter's sign-off ("Yours ever,", "Your affectionate sister"): the letter ends with its paragraph. */
  letterClosing: RegExp;
  /** Verbs of speech before or after a name. */
  speechVerbs: RegExp;
  /**
   * A sentence up to a subject that ends in a verb of speech, its comma and the words after it: that subject is a
   * speaker's, set without quotation marks ("…shouting, Mother, look what I have got").
   */
  unquotedSpeechBefore: RegExp;
  /** The words a bible is written in (bible.ts, bibleDialects.ts). */
  bible: BibleWords;
  /**
   * Words that move a present-tense narrator into the past on purpose (voice.ts):
   * "had been", "yesterday", "years ago", "when I was": a past paragraph with one
   * is backstory told from the present, not a slip of tense.
   */
  backstory: RegExp;
  /** The past perfect ("had been", "had folded"): backstory when it opens a paragraph, not when the past runs on. */
  pastPerfect: RegExp;
  /** "now" in past narration: the story's present, not a time before it. */
  storyNow: RegExp;
  /** Right before a name: a clause of time opens ("…had been old already when Ignacio bought"): read with pastPerfect. */
  timeClauseBefore: RegExp;
  /**
   * Subjects that vote for a paragraph's tense but tell no person (global): "it", and "the"/"his"/"my" and one
   * word ("The church went grey", "his hands shook").
   */
  tenseSubjects: RegExp;
  /**
   * Before a subject: a relative clause ("where I keep", "my father's I have"): its tense is the narrator's own, not
   * the scene's. Matched against the word before the subject and the space after it (facts.ts `tailBefore`).
   */
  relativeBefore: RegExp;
  /** Words of a present-tense aside in a past-tense book ("I still have it", "to this day"): no slip of tense. */
  presentAside: RegExp;
  /**
   * The narrator remembering now, with its "that" ("I do not remember much of the morning", "I know that I ran", "I think it was
   * Tom"): the teller's present around a past told inside it, no slip of tense.
   */
  narratorRecall: RegExp;
  /**
   * The narrator sensing or doing in the present ("I can hear the water", "I stand at the rail"): a present
   * paragraph with it is the scene told now, not a general truth ("the tide comes in twice a day").
   */
  presentScene: RegExp;
  /** The narrator as the subject, "I" (voice.ts, objects.ts): the sentence of a first-person paragraph to show. */
  firstPersonSubject: RegExp;
  /**
   * The narration giving the narrator's own name: "She never calls me Chabela", "He had called me Sprat", "My name is
   * Wren" (group 1 or 2 the name; global).
   */
  narratorCalled: RegExp;
  /**
   * The pronoun of one spoken to ("you"), global: a book told to its protagonist as "you" is in the second person,
   * and only there does "you" as a subject tell the narration's tense (elsewhere it is the general "you": "as you do
   * on river ice").
   */
  secondPersonSubject: RegExp;
  /** The narrator in any case ("I", "me", "my"): a paragraph with one is no third-person mention of the narrator. */
  firstPersonAny: RegExp;
  /**
   * "I" speaking to "you" in one clause ("I brought you back", "I waited for you", "I'll ring you"): in a
   * third-person chapter, a letter's or a note's words quoted without marks, not the narrator's.
   */
  firstPersonToYou: RegExp;
  /**
   * The narrator hearing the story told ("she told me", "Ruth said to me", "she admitted to me"): the "I" of a frame,
   * the story told to them (toldStory.ts).
   */
  narratorHears: RegExp;
  /** Verbs of being somewhere ("sat", "stood", "waited"), as a pattern source: "Mara sat in the Lantern Inn" puts her there (places.ts). */
  beingVerbs: string;
  /** The prepositions after beingVerbs before a place's name ("in", "at", "inside", "on"), as a pattern source. */
  beingAt: string;
  /** The article before a place's name ("the Lantern Inn"), as a pattern source. */
  placeArticle: string;
  /** Time passing in a sentence ("later", "hours", "the next day"): everyone may have moved, not only those it names (places.ts). */
  timePassing: RegExp;
  /** The words before a weekday that make it the story's present ("It was", "Today is", "another"), as a pattern source (timeline.ts). */
  weekdayNow: string;
  /** "It was early spring": the narration says the season now. Group 1 is the season word. */
  seasonNow: RegExp;
  /** The words before an ordinal that make it the story's day count ("on the", "by the"), as a pattern source. */
  dayNow: string;
  /** The word "day" after such an ordinal ("on the third day"), as a pattern source; also a calendar hint. */
  dayWord: string;
  /** "Day 12" in narration: the story's day count, group 1, as a pattern source. */
  dayCounted: string;
  /** Suffixes of a day's ordinal in figures ("4th", "21st"), as a pattern source. */
  ordinalSuffix: string;
  /** Before a day of the month ("the 4th of March"), as a pattern source: optional. */
  dateBefore: string;
  /** Between a day and its month ("4th of March"), as a pattern source: optional. */
  dateOf: string;
  /**
   * After a day, the words that put it in the month the story is in ("the first of the month", "the 3rd of this
   * month"), as a pattern source.
   */
  ofThisMonth: string;
  /**
   * A year written in words after its date, as a deed or a will writes it ("the fourteenth of March of the year
   * nineteen hundred and thirty-three", "4 March, nineteen thirty-three"): what may stand between the month and the
   * year (`before`), and the words a year is built with besides the numbers (`hundred`, `thousand`, `and`), each a
   * pattern source.
   */
  yearWords: { before: string; hundred: string; thousand: string; and: string };
  /**
   * Words that make a date in a sentence something other than the story's present:
   * the past perfect, a date of record (born, died, a letter), one counted from ("since",
   * "until"), one to come ("will", "planned").
   */
  notNow: RegExp;
  /**
   * The death word among notNow's ("died"): a death told on the day after the one the story reached ("He died at a
   * quarter to five on the morning of Tuesday the eighth") is the story's own next day, not a date of record.
   */
  notNowDeath: RegExp;
  /** "the next morning", "the following day": the narration moves on one day. */
  /** A paragraph headed by the kind of paper it is ("**TELEGRAM.**", "*Memo*", "RECEIPT"): a document, its dates its own. */
  documentHead: RegExp;
  /** Right before a date: the date is a thing's ("It is from the first of August", "a card postmarked the 3rd"), not now. */
  dateOfThing: RegExp;
  /**
   * Right before a date: a span reckoned to it ("Four weeks was the fifth of November", "ten days from the eighth would
   * be the eighteenth"): the day a count lands on, worked out, not a day the narration is at.
   */
  dateReckoned: RegExp;
  nextDay: RegExp;
  /** "three days later", "a week later": group 1 the count, group 2 the unit. */
  daysLater: RegExp;
  /** "three days earlier", "a week before,": the narration counted back; group 1 the count, group 2 the unit. */
  daysEarlier: RegExp;
  /** "on Saturday", "that Friday", "It was Tuesday" after a day count: the weekday the count lands on (group 1). */
  countedWeekday: RegExp;
  /** After a name: a death told as it happens or just happened ("dies at midnight", "died in the night"). */
  deathTold: RegExp;
  /**
   * One's own word of an absence with its end, in speech or a letter: "I'm back Wednesday the sixteenth", "I'll stay
   * down for that and come back up on Monday", "I'll be back Thursday the 24th": group 1 the weekday of the return.
   */
  ownReturn: RegExp;
  /** After a verb of fromAfar ("writes"): what makes it word from afar ("writes to her", "writes home"), not a deed here ("writes up the log"). */
  fromAfarAfter: RegExp;
  /** Where one's own absence begins, when said: "I'll be away from Wednesday" (group 1 the weekday). */
  ownFrom: RegExp;
  /** A verb of going or coming after a name ("went to Hobart", "drives down", "comes back"): a journey, no presence. */
  journeyVerb: RegExp;
  /**
   * Going about on foot where one is, after a name ("came down the stairs from his office", "was walking across the
   * street", "walked the rows all morning"): presence, though its verb is one of going. A clause that names where to
   * (`journeyOff`) is a journey.
   */
  localMotion: RegExp;
  /** A clause of going that names a journey's end or means ("to Duluth", "home", "to the airport"). */
  journeyOff: RegExp;
  /** A weekday opening a spoken sentence ("Monday, with Evan, if he comes."): when one's going is (group 1). */
  ownStartDay: RegExp;
  /** An absence said to begin with the next week ("I'm going to be away next week"): from its Monday. */
  ownNextWeek: RegExp;
  /** One's own word of being away, with no return said ("I'm away the first week", "we'll be gone", "I'm going down to Leeds"). */
  ownAway: RegExp;
  /**
   * The days of an absence as a span of weekdays, each with its day of the month or not: "Monday the fourth to Friday
   * the eighth", "from Tuesday till Saturday" (groups 1 and 2, each read by weekdayDaysIn or weekdaysIn).
   */
  ownSpan: RegExp;
  /**
   * A span said with the two days it runs between: "for four weeks, from the second until the thirtieth", "for ten
   * days, from 3 May to 13 May" (groups 1–3 the span as SPAN reads it, 4 and 5 the two days).
   */
  spanBetweenDates: RegExp;
  /**
   * What the narration says right after a day to tell that something began then ("on the Tuesday, the fourth, the
   * railways stopped"), tested on the words after the date up to the next one.
   */
  spanBegan: RegExp;
  /** What the narration says after a day to tell that the thing was over then ("… and it was over"). */
  spanEnded: RegExp;
  /**
   * A count of days said alone to open a paragraph, as one sums up what is over ('"Nine days," said my uncle'; group 1
   * the count).
   */
  daysSummed: RegExp;
  /**
   * A message sent on a day that tells of a death on another: "the message sent by wireless on Wednesday the 16th, that
   * your husband … was killed … on Thursday the 17th of January" (group 1 the day it was sent, 2 the death's).
   */
  newsBeforeDeath: RegExp;
  /**
   * What stands between "on" and a day it names (global): "on ", "on the evening of " (the day then read by datesIn or
   * daysOfMonthIn), as a letter tells of a day: "what I told you on the evening of the 23rd".
   */
  onDayLead: RegExp;
  /**
   * Words in the clause before a day that make it a day to come, whatever tense is there: "I told him I would come",
   * "we had arranged to meet", "the rent was due".
   */
  dayAheadBefore: RegExp;
  /**
   * Before a name, the words that make it the subject of the act just told, done again: "So did Walter", "and so was
   * Ada", "Nor did Tom" (group 1 the verb standing for the act).
   */
  actAgainBefore: RegExp;
  /**
   * The book's word that one person alone calls someone a name (global): "only June ever called her Roo" (groups
   * caller, nickname), "she called her Roo, which nobody else did" (caller2 or none: the sentence's subject;
   * nickname2), "'Roo, what is it?' which was what June called her and nobody else did" (caller3; the name is the one
   * called in the speech before).
   */
  nicknameOwn: RegExp;
  /** A name called at the opening of a speech: "Roo, what is it?" (group 1). */
  vocativeOpening: RegExp;
  /** A line opening on a numbered label: "*Letter No. 6. Day 130.*" (group 1 the label, 2 the number). */
  seriesNumber: RegExp;
  /** Words after a verb that are its own ("came in", "went home"): the verb is before them. */
  verbParticles: Set<string>;
  /** An hour told with a word that elsewhere looks away from now ("a little after nine", "until noon") (global). */
  clockTime: RegExp;
  /** A document's writer: its "From:" header line (group 1 the sender). */
  documentFrom: RegExp;
  /** A document's date: its "Date:" or "Sent:" header line (group 1 the date), the day an e-mail's "today" is. */
  /**
   * A past perfect right before a date, which it makes a day already over: "The telegram had come on Thursday, the ",
   * "she had been buried on " (tested on the text before the date).
   */
  pastPerfectOn: RegExp;
  /**
   * A will's own date told ("The will was dated Friday, the seventh of October", "Ada's will was signed on 3 May"):
   * group 1 the name before "'s will" ("the will", "his will": the one who died last).
   */
  willDated: RegExp;
  documentDate: RegExp;
  /**
   * A death a paper tells of one it names before ("BENAVENTE, Elías. Fisherman…, died at his stall on Thursday 22 July
   * 2004"): the death notice's verb, its day after it.
   */
  deathInPaper: RegExp;
  /**
   * A count of days from a death: "It is ten days since Evan Jenkins died", "three weeks after Ada's death" — group 1
   * the count, 2 the unit, 3 the words naming the dead (a name, then "died" or "'s death/funeral").
   */
  sinceDeath: RegExp;
  /**
   * A count of the days since one came ("four weeks to the day since I drove up", "five weeks and three days since he
   * came in", "a fortnight since the bus left me at the crossroads"): group 1 the count, 2 its unit, 3 and 4 the days
   * added ("and three days"), 5 the verb of coming (or the vehicle's "left"), as the text has it. Not a return
   * ("since she came home", "came back"): the story's opening arrival is what such a count reckons from.
   */
  sinceArrival: RegExp;
  /**
   * A stay counted ("She had been forty days on the mountain", "Ada had been here a fortnight"): group 1 its subject
   * (a name or "she"), 2 "here" or "there" before the count, 3 to 5 the count, its unit and the days added, 6 where
   * after it ("on the mountain", "here"), 7 the place's word ("mountain"). A count with neither 2 nor 6 is no stay
   * ("There had been ten days of frost").
   */
  stayFor: RegExp;
  /** Past verbs of coming ("came", "arrived"): the story's first day tells its protagonist's coming with one. */
  comingVerbs: string[];
  /**
   * A move out of one's lodging, naming it (group 1): "late of Mrs. Dufresne's", "moved out of the Crown", "gave up
   * my room at Hanley's".
   */
  movedOut: RegExp;
  /** One's own lodging named (group 1 or 2), to find each: "my room at Mrs. Dufresne's", "home to the Crown". */
  ownLodging: RegExp;
  /** A look back at a lodging, not a night in it now ("the nights I had spent in my room at …", "used to"). */
  homeLookBack: RegExp;
  /** A move back to a lodging left ("moved back to", "took my old room again"): the move out no longer holds. */
  movedBack: RegExp;
  /**
   * A count of days from a burial: "It is seventeen days since we buried her", "a fortnight to the day after we had
   * buried Con", "three weeks since Walter's funeral", "ten days after he was buried", "since we laid her to rest".
   * Groups: 1 the count, 2 its unit, 3 days added ("and two days"), 4 "to the day" when said, 5, 6 or 7 the one buried
   * (a name or a pronoun), 8 the name before "'s funeral" ("the funeral", "his funeral": none), 9 the kin word of one
   * buried as kin ("nine days after they buried his father": "father").
   */
  sinceBurial: RegExp;
  /**
   * A count from a death, with the dead named: "two weeks and a day after Marc Gagnon went into the river", "ten days
   * since Ada died" (groups 1–3 the span as SPAN reads it, 4 "to the day", 5 the dead).
   */
  countFromDeath: RegExp;
  /**
   * What may stand between a name and the verb of its death, set off by commas: "Marc Gagnon, channel man, of St.
   * Georges, drowned" (the commas and what is between them).
   */
  deathApposition: RegExp;
  /**
   * A burial told of one named ("They buried Con Walsh on…", "laid Ada to rest on…", "Ada was buried on…"): group 1,
   * 2 or 3 the name.
   */
  buriedOn: RegExp;
  /** A quick test that a sentence may hold sinceBurial or buriedOn: most do not. */
  burialHint: RegExp;
  /**
   * A count of the days one has been away: "Bento had been gone eleven days", "she has been away for three weeks",
   * "a fortnight since Tom left". Groups: 1 the name, 2–4 the count, unit and days added, 5 "to the day"; or 6–8 the
   * count, 9 "to the day", 10 the name.
   */
  goneFor: RegExp;
  /**
   * A going away told of one named, beginning an absence: "Bento left on the seven o'clock bus", "Ada set off for the
   * coast", "Tom went away." (not "left the room"): group 1 the name.
   */
  leftOn: RegExp;
  /**
   * A journey told of one named, read only beside its own date ("Leo went to the ice … on Thursday, the tenth of
   * March", "Ada sailed for Lisbon on 2 May"): group 1 the name.
   */
  journeyOn: RegExp;
  /**
   * A count since a going that names no one ("five weeks to the day since she had taken them away", "ten days since
   * he left"): the last going told. Groups: 1–3 the count, unit and days added, 4 "to the day".
   */
  sinceGone: RegExp;
  /**
   * A day of a month counted back from now: "that Monday in November, not eight weeks ago", "three weeks ago, on the
   * Friday in March". Groups: 1 the weekday, 2 the month, 3 a word that bounds the count ("not", "nearly", "over"),
   * 4–6 the count; or 7 the bound, 8–10 the count, 11 the weekday, 12 the month.
   */
  agoInMonth: RegExp;
  /** The word of a count that runs on from an event ("ten days after we buried him"), not back from now ("since"). */
  countAfter: RegExp;
  /** The words that bound a count from above ("not eight weeks ago", "nearly", "under") … */
  countsUnder: RegExp;
  /** … and from below ("over three weeks ago", "more than"). */
  countsOver: RegExp;
  /** A count said of another day than the one it is said on ("It'll be five weeks on Friday since…"). */
  countNotToday: RegExp;
  /** Quick tests that a sentence may hold a day count's unit, or afterDeath's event: most do not. */
  countHint: RegExp;
  afterDeathHint: RegExp;
  /** A quick test that a sentence may tell a death (deathTold's words): most do not. */
  deathHint: RegExp;
  /** A death told long before ("when I was six", "years before"): no day of the story's present. */
  deathLongAgo: RegExp;
  /** An event that follows a death ("the funeral", "his burial", "the inquest"): group 1 the possessive or article. */
  afterDeath: RegExp;
  /** A day said relative to the present: "today" (0), "tomorrow" (1), "yesterday" (-1). */
  relativeDays: Map<string, number>;
  /**
   * A fixed feature of a place counted ("the thirty-one steps", "its seven arches"): group 1 the count (figures or
   * number words), group 2 the feature. Only things a place does not gain or lose between chapters.
   */
  countedFeature: RegExp;
  /**
   * A painted feature of a place with its colour ("the yellow house", "her green shutters", "with a blue door", "the
   * Merrows' yellow house"): group 1 the word before (an article, a possessive, an owner's name, "with"), group 2 the colour, group 3 the feature. Only what a
   * place keeps until someone paints it: a house, its door, its shutters, its roof, its fence.
   */
  colouredFeature: RegExp;
  /**
   * A building the book calls by its colour ("the yellow house"), a name that keeps its place: group 1 the colour,
   * group 2 the building.
   */
  colouredBuilding: RegExp;
  /**
   * A building already described, named by a word of its description ("the whitewashed house", "the thatched
   * cottage"): group 1 the word, group 2 the building (global, case kept).
   */
  describedBuilding: RegExp;
  /**
   * A distance told (global): group 1 the count ("seven", "12"), group 2 the unit ("miles"). Not a speed ("sixty miles
   * an hour") nor a part of a way ("another five miles", "the last two miles").
   */
  distanceTold: RegExp;
  /** A place's name after a distance, right at the start of the rest (group 1): "… north on the Coteau road". */
  distancePlace: RegExp;
  /**
   * Where a place stands, read right after its name (" on the Point", " next door to the post office"): group 1 a
   * landmark in lower case (after "the"), group 2 a capitalised one. Only a relation that places it on a map.
   */
  siteAfter: RegExp;
  /** A ground that is fenced or walled in ("the cemetery", "the orchard"): group 1 the ground. */
  enclosedGround: RegExp;
  /**
   * What closes it in, read after the ground ("…, inside a white picket fence", "… green inside its stone wall"):
   * group 1 the word before (an article or "its"), group 2 the kind (fence, wall, hedge).
   */
  enclosureAfter: RegExp;
  /** A sentence that tells an enclosure put up or taken down ("they built a wall", "the fence was pulled down"). */
  enclosureBuilt: RegExp;
  /**
   * A building that has one crown on its roof ("the white church", "the chapel"): group 1 the word before its noun
   * (which church: "white", "Russian"; a little word is none), group 2 the building.
   */
  crownedBuilding: RegExp;
  /**
   * Its crown, read after it ("… and its needle spire", "… under its onion dome", "'s spire"): group 1 the word before
   * (an article or "its"; none after a possessive), group 2 the crown as told, group 3 its noun.
   */
  crownAfter: RegExp;
  /** Crown nouns of one shape, by noun: a spire is a steeple, a dome a cupola; a spire is no dome. */
  crownKinds: Map<string, string>;
  /**
   * Water told by how it looks through ("a ring of black water", "the water was clear as glass", "the water is so
   * dark"): group 1 or 2 the shade.
   */
  waterShade: RegExp;
  /** Water shades of one kind, by shade: black, dark and inky water are dark; clear and transparent water is clear. */
  waterKinds: Map<string, string>;
  /** A sentence that tells the water of an hour or a weather, not its own (night, moonlight, a flood, rain). */
  waterOfTheHour: RegExp;
  /**
   * A clock told at a time: "the clock on the tower said a quarter past three", "the chapel clock stood at ten to
   * four". Group 1 the word before "clock" (its kind: "chapel", "kitchen"), group 2 the word after "clock on the"
   * (where it hangs: "tower"), group 3 the time.
   */
  clockAt: RegExp;
  /** A clock told stopped: "as it had said for fifty years", "had not been wound", "stopped". */
  clockStopped: RegExp;
  /** A clock's time told as standing still ("still said"), when the clock is known to be stopped. */
  clockStill: RegExp;
  /** The words a clock's time may be told with or without ("a quarter past", "ten minutes to"): one time either way. */
  clockTimeFiller: RegExp;
  /**
   * Someone's house told on a street: "Mrs. Crowell's on Water Street", "Mrs. Crowell's boarding house stands halfway
   * up Water Street" (group 1 the name before the possessive, group 2 the street), or reached from it: "walks down the
   * hill to Water Street and knocks on Mrs. Crowell's door" (group 3 the street, group 4 the name).
   */
  houseOnStreet: RegExp;
  /** A sentence that tells someone moving house ("moved", "moving out"), after which a house may stand elsewhere. */
  movesHouse: RegExp;
  /** Of colouredFeature's words before, those that give the feature an owner ("her", "Ida's", "the Merrows'"). */
  ownedFeature: RegExp;
  /** Of colouredFeature's words before, those that point at one thing already known ("the", "its", "her", "Ida's"). */
  knownFeature: RegExp;
  /**
   * A sentence that tells a place's colour changed ("I painted the door", "was repainted", "a new coat of paint"),
   * not one that describes it ("a tall house, painted yellow").
   */
  repainted: RegExp;
  /** Beside a repainting: a habit or a need ("every second spring", "want painting"), which changes no colour. */
  repaintKept: RegExp;
  /** Counts in daysLater that mean one ("a", "an"). */
  countOfOne: Set<string>;
  /** Of daysLater's units, the week (seven days). */
  weekUnit: RegExp;
  /** Of daysLater's units, the fortnight (fourteen days). */
  fortnightUnit: RegExp;
  /** The text between a date and a weekday after it when they name one day ("3 October, a Thursday", "the 3rd, which was a Thursday"). */
  dateToWeekday: RegExp;
  /** Months written short ("Oct", "Sept"), in the months' order, as pattern sources ("" for none): only before or after a day in figures. */
  monthShort: string[];
  /** Weekdays written short ("Thurs", "Tue"), in the weekdays' order, as pattern sources: only before a day in figures. */
  weekdayShort: string[];
  /** The text between a weekday and the date after it when they name one day ("Monday, the", "Tuesday morning,"). */
  weekdayToDate: RegExp;
  /** Words of a bible's threads that say when, not what ("chapter", "pays off", "resolved"): never a thread's subject (threads.ts). */
  threadPlanWords: Set<string>;
  /**
   * Verbs of state, not of action (verbs.ts), by their base in `verbs`: be, have, do
   * and the modals. A dead character who "was" in a sentence did nothing; "had" tells
   * no tense of an act.
   */
  auxiliaryBases: Set<string>;
  /** Auxiliaries that tell the past after any subject ("was", "had", "could"). */
  pastAuxiliaries: Set<string>;
  /** Auxiliaries that tell the present ("is", "has", "will"). */
  presentAuxiliaries: Set<string>;
  /**
   * Present verbs of state that tell no one acting ("Kilbride means the church of Bride", "it seems", "the box
   * belongs to her"): a present paragraph whose only verbs after a name are these is a general truth, no scene.
   */
  presentStates: Set<string>;
  /**
   * Verbs of a first-person teller's own telling, said in the teller's present ("I say the box was taken", "I wish to
   * add", "I complain that…", "I do not know his heart"): the act of telling a statement or a story, not an act of the
   * story told, so no present scene.
   */
  tellingVerbs: Set<string>;
  /** Abbreviations a full stop follows without ending the sentence ("Mr. Hale"): text.ts's sentence splitter. */
  abbreviations: string[];
  /** After a name: an adverb or two ("slowly", "still") and the word that may be its verb, group 2 (dead.ts: a dead character acting). */
  actAfterName: RegExp;
  /** A plain death ("died", "was killed", "drowned"), surer than a funeral or "the late", when a death's words end so. */
  plainDeath: RegExp;
  /** An adverb of manner before a verb ("quietly"), as a pattern source (objects.ts). */
  mannerAdverb: string;
  /** Verbs of having an object in hand ("drew", "held", "pulled out"), as a pattern source: its keeper uses it. */
  holdVerbs: string;
  /** Verbs of losing or giving up an object ("dropped", "threw", "gave"), as a pattern source. */
  loseVerbs: string;
  /** Words of an object coming back ("found", "got back", "returned"): it may be held again. */
  regainVerbs: RegExp;
  /** Words before an object's noun ("the", "his", "their"), as a pattern source. */
  objectDeterminers: string;
  /** A noun's plural ending, as a pattern source ("knife" and "knifes" alike: any one of them). */
  pluralEnding: string;
  /** A base form after a name that reads as present once given the third person's ending: holdsBase for holding, losesBase for losing. */
  holdsBase: RegExp;
  losesBase: RegExp;
  /** The replacement that gives losesBase's or holdsBase's group 2 the third person's ending ("$1$2s"). */
  thirdPersonEnding: string;
  /**
   * What the narration states of a named character (attributes.ts), each a pattern
   * source read right after the name; the words it captures are the value.
   */
  statements: {
    /** Verbs between a feature and its colour ("Mara's eyes were green", "…had gone grey"). */
    featureVerbs: string;
    /** "Mara, aged 34," "Mara, thirty-four years old,": group 1 the age. */
    age: string;
    /** "Mara was 34 years old": group 1 the age. */
    ageYears: string;
    /** "Mara, the pilot,": group 1 the role. */
    role: string;
    /** "Mara was a pilot.", "Mara worked as a pilot,": group 1 the role. */
    roleWas: string;
    /** "Mara lived in Harrowgate": the place follows. */
    home: string;
    /** "Mara was from Harrowgate": the place follows. */
    homeFrom: string;
  };
  /** What follows a name in any of the statements (a possessive, a comma, was/is/lived…): most mentions start none. */
  statementStart: RegExp;
  /** Possessives before a feature ("her green eyes", "my grey eyes"), lower case, by whose they are. */
  featurePossessives: { female: string; male: string; narrator: string };
  /** Verbs between a feature and its colour in the fact base's reading ("her eyes were green"), as a pattern source (facts.ts). */
  featureLink: string;
  /** The verb of having, as a pattern source: "Mara Voss had grey eyes" gives the eyes to the subject before it. */
  hadWord: string;
  /** A sentence's opening pronoun that tells the gender of the previous sentence's only name ("She", "Her"). */
  openingPronouns: { female: Set<string>; male: Set<string> };
  /**
   * Words after a name in its own sentence that tell its gender ("herself", "his"): "her"
   * is left out, as "Hendrik let her in" says nothing of Hendrik.
   */
  genderAfterName: Set<string>;
  /** After a name: the word that may be its verb, past an adverb of manner (group 1): a name that acts is a person. */
  verbAfterName: RegExp;
  /** Endings a name takes that are not the name ("Walter's", "Walter'd"): the cast keeps "Walter". */
  nameClitic: RegExp;
  /** The possessive ending alone ("Mara's"): a bible's name and a word compared with the cast's names lose it. */
  possessiveEnding: RegExp;
  /** The words before a name said as a name, not a person in the scene ("had called her Aunt Nell"): no pronoun after it is theirs. */
  nameSpokenAs: RegExp;
  /**
   * A person named with the numbered bed (berth, bunk) they lie in: "Mr. Pelletier in bed twenty-two" (1 the name,
   * 2 the number) or "Bed 22 (Pelletier)" (3 the number, 4 the name).
   */
  bedOccupant: RegExp;
  /** What empties or fills a bed between two of its occupants: a death, an admission, a discharge, a move. */
  bedChange: RegExp;
  /** The word for a numbered bed ("bed", "berth"): a change told in a sentence holding it is the bed's. */
  bedWord: RegExp;
  /** After a name: "'s brass compass" — group 1 the words that may name an object the character holds. */
  possessiveObject: RegExp;
  /**
   * How a family name is made plural ("the Gardiners", "the Phillipses"): a name ending
   * in a hiss takes afterHiss, any other plain; a name ending in changed[0] changes it to changed[1] ("the
   * Exciseman", "six Excisemen"). A family, or more than one, is no misspelling of the name.
   */
  familyPlural: {
    hiss: RegExp;
    afterHiss: string;
    plain: string;
    changed?: readonly [string, string];
    /** A possessive's ending, one's or a family's ("Hope's", "the Hopes'"): off both forms before they are compared. */
    possessive?: RegExp;
  };
  /**
   * What a pet form adds to a name (or to it less a silent last letter, its last consonant doubled): English
   * "Hopey" of Hope, "Annie" of Ann, "Tommy" of Tom, "Katie" of Kate. A pet form is no misspelling of its name.
   */
  petEnding: RegExp;
  /** Subject pronouns that are one only as written, by their lower case: English "I" ("i" is a typo or a list's mark). */
  onlyAsWritten: Map<string, string>;
  /** Modal verbs: after "I" they tell no time of their own ("I could", "I would"); after a word, they make it a subject. */
  modals: Set<string>;
  /** The ending of an adverb of manner ("slowly"): the verb after a subject is the word after it. */
  adverbEnding: string;
  /** A possessive pronoun in a sentence: a colour read through it is less sure than one beside the name. */
  possessivePronoun: RegExp;
  /** More of the story's own facts: looks said in other shapes, hair cut and grown, objects kept, people away. */
  reading: ReadingWords;
  /** Kinship as a copy editor lists it: who is whose wife, brother, niece (kin.ts). */
  kin: KinWords;
}

/**
 * The words of kinship (kin.ts): a kin noun between an owner and a name ("Nora's brother Seán", "Rosa, Quiroga's
 * wife", "Uncle Fred, your father's younger brother"), and a bible entry's own line ("Jack's younger brother",
 * "widow of Jack Doyle", "Family: wife Rosa; son Nicanor"). Kin nouns are matched in lower case only: "Father
 * Paquet", "Sister Agnes" and "Mother Superior" are titles, not kin.
 */
export interface KinWords {
  /** A quick look for any kin noun in a sentence (not global): most sentences name no kin, and skip the patterns. */
  cue: RegExp;
  /**
   * "Nora's brother Seán", "Quiroga's wife, Rosa", "her only brother Seán", "my father, Aurelio" (global): groups
   * `owner` (a name, or a possessive pronoun), `quals` (the words between, "only", "younger", "late"), `kin` (the
   * noun, with any step-, half-, grand- or -in-law kept on it) and `name` (the kin's name).
   */
  ownerThenName: RegExp;
  /**
   * "Rosa, Quiroga's wife,", "Clara, his niece." (global): a name and, set off by a comma, whose kin it is, the
   * apposition closed; groups `name`, `owner`, `quals`, `kin`.
   */
  nameThenOwner: RegExp;
  /**
   * "His sister was May Kessell", "May Rowse, who was Ben's sister and sixty-seven" (global): the kinship told by a
   * verb of being, groups as above. The name after the verb may be no one's ("Her mother was Irish"): the caller
   * keeps only a name the cast holds.
   */
  kinIsName: RegExp;
  /**
   * "your father's younger brother", "her mother's sister" (global): kin through a parent, which tells the side of
   * the family; groups `owner`, `side` (the parent noun), `quals`, `kin`.
   */
  throughParent: RegExp;
  /** The name an apposition ends on, the words before kin through a parent ("Uncle Fred, " of "Uncle Fred, your father's brother"): group `name`. */
  appositionName: RegExp;
  /** A kin noun right after a name's possessive ("Nain's father"): the name holds kin of its own, it is no one's kin. */
  kinAfter: RegExp;
  /** A sentence that opens on a subject pronoun and "was"/"is" ("He was a big, slow man, …"): group 1 the pronoun. */
  pronounIs: RegExp;
  /** In a bible entry's line: "Jack's younger brother", "Quiroga's wife" (global): groups `owner`, `quals`, `kin`. */
  entryOwnerKin: RegExp;
  /** In a bible entry's line: "widow of Jack Doyle", "niece of Warren" (global): groups `quals`, `kin`, `owner`. */
  entryKinOf: RegExp;
  /** In a bible entry's line: "wife Rosa; son Nicanor" (global): groups `quals`, `kin`, `name` (the entry's kin). */
  entryKinName: RegExp;
  /** Where a clause of a bible line opens: a kinship is the entry's only at one ("- role: Jack's brother; docker"). */
  clauseBreak: RegExp;
  /** Words that may stand before an entry's kinship in its clause ("and", "also", "only", "younger"). */
  leadWords: Set<string>;
  /** A name at the end of the words before a comma ("MARGARET CASTELL"): what follows the comma is said of it. */
  nameBefore: RegExp;
  /**
   * A name right after a kin phrase with no comma ("Théo's aunt Aurélie"): the kinship is that name's, not the
   * entry's ("Marc's mother, Théo's aunt" and "Hugh's mother, Harrogate" are the entry's).
   */
  nameAfter: RegExp;
  /**
   * A relationship line of a character web, anywhere in the bible (global): "Matt Keane -> Nora Keane: father", "Con
   * Walsh → Desmond Walsh: uncle" — `from` is `to`'s kin; groups `from`, `to`, `quals`, `kin`.
   */
  edge: RegExp;
  /** A bible entry called by what the narrator or the one told calls them ("your mother"): groups `owner`, `kin`. */
  entryCalled: RegExp;
  /** A kin noun by the role it names ("widow" is a wife, "mum" a mother), lower case; a noun not here is its own. */
  roleOf: Map<string, string>;
  /** Roles one has only one of at a time: a second name for one is a slip. */
  single: Set<string>;
  /** Words before a kin noun that make it no longer, or not yet, the one ("late", "former", "first", "new"). */
  notNow: Set<string>;
  /** The word that says there is no other ("only"). */
  only: Set<string>;
  /** Possessive pronouns by whose they are: the narrator's ("my"), the one told ("your"), or a third person's. */
  possessives: Map<string, 'I' | 'you' | 'female' | 'male'>;
  /** "Her father", "his mother", not possessive (global): groups `pronoun` (a possessive of `possessives`), `role`. */
  pronounParent: RegExp;
  /** Roles of a child ("daughter of Matt" makes Matt a parent), and a parent's role by the parent's gender. */
  childRoles: Set<string>;
  parentRole: { female: string; male: string };
  /** A kin noun made another role by what stands on it ("step", "half", "grand", "in-law", "god", "foster"). */
  madeOther: RegExp;
}

/** The bible fields a program compares, and the three more it reads for the cast (aliases, fate, gender). */
export type BibleField = 'eyes' | 'hair' | 'age' | 'role' | 'home' | 'aliases' | 'fate' | 'gender';

/** What a label of a person's record says, whatever the dialect (bibleRecords.ts): a bible field, or the record's name, what they hold, where they move, when they were born. */
export type RecordField = BibleField | 'name' | 'holds' | 'moves' | 'born' | 'away';

/**
 * The words of "a person's record" in any dialect (bibleRecords.ts): a
 * heading, row or mapping naming a person, then label→value pairs whose
 * labels are matched by meaning, questions and answers, prose fragments.
 */
export interface RecordWords {
  /** A label by the field it fills, tested on the label lower-cased with "_" and "-" as spaces and digits dropped ("age_1889" → "age"). */
  labels: Array<[RegExp, RecordField]>;
  /** Labels that may stand before their value with no colon ("Eyes grey", "Died 1880"). */
  bareLabel: RegExp;
  /**
   * "Eyes **colour:** grey": a field word, then the word that qualifies it in emphasis with the colon inside; the
   * two are the label ("Eyes colour"). Only such words: "Old house **note:** …" is a note, no label.
   */
  emphasisedQualifier: RegExp;
  /** A question's words by the field it asks about ("How old is she?" → age). */
  questions: Array<[RegExp, RecordField]>;
  /** "**Q: What colour are her eyes?** A: Hazel.": group 1 the question, group 2 the answer. */
  question: RegExp;
  /** "Who is Mr Crouch?": group 1 whom the question is about, a record of its own. */
  whoIs: RegExp;
  /** A fate that is no death ("alive", "living", "yes"). */
  alive: RegExp;
  /** "No." answering whether one is alive: dead. */
  answerNo: RegExp;
  /** A label of a state, not of a death ("Status / change"): its value is a death only when it says so. */
  stateLabel: RegExp;
  /** "Yes." opening an answer, with its stop: to "Does he die?", dead. */
  answerYes: RegExp;
  /** A question of life rather than death ("Alive in the story?"): "No" answers it with a death. */
  aliveQuestion: RegExp;
  /**
   * A questionnaire's sheet titles (questionnaire.ts): a sheet of people, of places, of objects, a timeline of the
   * chapters ("PLACES SHEET", "WHEN DOES EACH CHAPTER HAPPEN?"), and a chapter's row opening on its number in words.
   */
  sheets: { person: RegExp; places: RegExp; objects: RegExp; timeline: RegExp; chapterWord: string };
  /** "Who has the cigarette case?", "Who keeps the key?": group 1 the object a question of a sheet of objects asks after. */
  whoHas: RegExp;
  /** The word a fate is written with when its value gives none ("died"). */
  died: string;
  /** The label an age is written with when only a number gives it (a cast list's "ANNA KELLER (24)"): "age". */
  ageLabel: string;
  /** The label a record's other names are written under ("aliases"), as the record reader reads it. */
  aliasLabel: string;
  /** The label a record's fate is written under ("fate"), as the record reader reads it. */
  fateLabel: string;
  /** A character web's cell of a death: "DIES Tue 11 Oct 83", "DEAD, d. Sat 14 Mar 1981" (bibleNodeWeb.ts). */
  deathCell: RegExp;
  /** A web's cell naming a feature before its value with no colon, "eyes green": group 1 the feature. */
  bareFieldCell: RegExp;
  /** A data block's key for a chapter number ("chapter = 2", "ch: 2"). */
  chapterLabel: RegExp;
  /** Pronouns that open a sentence about the record's own person. */
  subjectPronoun: RegExp;
  /** Lower-case words before a name in a list of names ("the", "old", "young"): dropped. */
  nameLead: RegExp;
  /** How a held object's phrase ends ("until", "from", "then", a date). */
  objectEnd: RegExp;
  /** "from Mon 28 Oct 1889", "since chapter 4": an object held from then on (given to the holder then). */
  heldFrom: RegExp;
  /** "until 3 Dec (then Mr Crouch)", "then gives them to Crouch": the one it passes to, group 1. */
  heldUntilTo: RegExp;
  /** A place moved to: "to Wharf Row 1 Jan 1890", group 1 the place (a name: no space at either end). */
  movedPlace: RegExp;
  /** "$1 given to $2 ($3)": an object held until a chapter, then another's ($1 the object, $2 who, $3 the chapter). */
  handedOn: string;
  /** "moves to $1 in $2": a move bible.ts reads ($1 the place, $2 the chapter). */
  movesTo: string;
  /** An absence as an entry's line says it, its first and last day for $1 and $2 ("away: $1 to $2"). */
  awayLine: string;
  /** " (before the story opens)": what a date before the first chapter's is written as. */
  beforeOpening: string;
  /** Sentence openers that are never a person's name ("The", "In"). */
  notName: RegExp;
  /** A place's name by its last word ("Old Mill", "Gull Cottage"): never a person's record. */
  placeName: RegExp;
  /** Between the names of a list ("Mrs Alder; Nell or Aunt Nell"), never after a title's full stop ("Mrs."). */
  listSeparator: RegExp;
  /** "died aged 46": group 1 the age. */
  agedDigits: RegExp;
  /** "His mother…", "Her sister…": a sentence about another, through the record's person. */
  possessiveOpening: RegExp;
  /** Before a place, words that make no move of it ("until", "overnight"). */
  notAMove: RegExp;
  /** "until 3 Dec": held only until then. */
  heldUntil: RegExp;
  /** Keys of a mapping whose value is prose about the person ("notes", "description"). */
  proseLabel: RegExp;
}

/**
 * The words a bible is written in, whatever its dialect (bible.ts reads the
 * entries, bibleDialects.ts turns headings, bold names, tables and prose into
 * entries): field names, fates, recorded changes, chapter references, the
 * book's voice. Without them a bible is only its names.
 */
/** Bibles typed as documents (bibleTyped.ts): a cast page, index cards, a dossier of numbered paragraphs. */
export interface TypedBibleWords {
  /** A stop that ends an abbreviation, not a sentence ("Dr.", "St.", "Ont."), at the end of a text. */
  abbreviation: RegExp;
  /** A cast page's heading alone on its line ("CAST OF CHARACTERS", "Dramatis personae"). */
  castHeading: RegExp;
  /** "Sat 26 Jan 57" (global): groups 1 the weekday, 2 the day, 3 the month, 4 the year in two figures. */
  shortYear: RegExp;
  /** "ch six", "chapter one", "ch10" (global): group 1 the chapter in figures or words. */
  chapterShort: RegExp;
  /** "Ch 5  TUE 22 JAN … watch given": a schedule's line opening on its chapter. */
  scheduleLine: RegExp;
  /** "THE LATE DANNY KEOGH": a name that says its person died before the story, to drop from it. */
  late: RegExp;
  /** "(deceased)", "(d.)": a bracket after a name that says its person died before the story. */
  deceased: RegExp;
  /** "née Doyle", "born Frost": a maiden name in brackets, no name the person goes by. */
  maiden: RegExp;
  /** "[ card 4 ] ---- PEOPLE", "CARD 12 — PLACES": a card's marker; group 1 its tag. */
  cardMarker: RegExp;
  /**
   * "PART B. THE DECEASED", "B. THE DECEASED": a dossier's part; group 1 or 3 its letter or number, group 2 or 4
   * its title.
   */
  partHeading: RegExp;
  /** "4. ", "4.1 ", "(a) ", "A. ": a paragraph's number, to drop. */
  paragraphNumber: RegExp;
  /** "INT. ", "EXT./INT. ": a screenplay set's scene heading, to drop before the set's name. */
  sceneHeading: RegExp;
  /** The headings of writer's own sections, for a typed list's title. */
  sectionTitles: { characters: string; places: string; objects: string; timeline: string };
  /** A part of a dossier that opens no section, as a heading ("Part"). */
  partWord: string;
  /** In a note's front matter, the key that names its subject ("name: Nora Keane") and the one that says what it is ("type: place"). */
  frontMatterName: RegExp;
  frontMatterType: RegExp;
}

export interface BibleWords {
  typed: TypedBibleWords;
  /**
   * A bible kept as data or as a model of its world (a Lua table, Inform 7 source, a jrnl journal): which keys of a
   * record name its chapter, weekday, date, a span's start, a span's value, a keeper, the book's voice; and the words
   * the Markdown it is read as says them in ("held by Mara", "passes to Tom on 3 May 1911 (chapter 4)").
   */
  data: {
    chapterKey: RegExp;
    weekdayKey: RegExp;
    dateKey: RegExp;
    spanKey: RegExp;
    valueKey: RegExp;
    keeperKey: RegExp;
    voiceKey: RegExp;
    heldBy: string;
    passesTo: string;
    from: string;
    on: string;
    styleTitle: string;
    /** What a journal's legend says a tag's sign stands for: "+belvedere +lake for places" (1 the kind). */
    tagLegend: RegExp;
    /** A family named by its surname ("The Caflisch family", "the Vosses' family"): 1 the surname. */
    family: RegExp;
    /** A person's gender as an entry's line says it ("gender: woman"). */
    genderLabel: string;
    female: string;
    male: string;
  };
  /**
   * A bible kept as an RDF graph (bibleTurtle.ts), by its predicates' and types' own names: which predicate names a
   * subject, dates an event, gives its weekday or its chapter; which types are people, places, things and events.
   */
  graph: {
    nameProperty: RegExp;
    dateProperty: RegExp;
    weekdayProperty: RegExp;
    chapterProperty: RegExp;
    kinds: Array<[RegExp, 'characters' | 'places' | 'objects' | 'timeline']>;
  };
  /**
   * A mark with its side and part in an entry's line (global): 1 the mark, 2 the side, 3 the part ("scar through
   * his LEFT eyebrow"); or 4 the side, 5 the part, 6 the mark ("left hand: a burn scar").
   */
  markLine: RegExp;
  /** Words before a name that are not part of it ("Captain", "old", "the"): "Captain Reyes" is also "Reyes", not "Captain". */
  nameTitles: Set<string>;
  /** A title in an entry's name ("Dr.", "Captain"): a name's words without it ("Doctor Haas" and "Pieter Haas" are one). */
  titleWord: RegExp;
  /** A person's name as a bible heads an entry: an optional title and one to four capitalised words or particles ("de", "van"). */
  personName: RegExp;
  /** A particle of a surname, written in lower case inside it ("Fuentes de Vidal", "van Houten"). */
  nameParticle: RegExp;
  /** A surname's prefix in small letters inside a name written in capitals ("Mc" of "McKECHNIE") (global). */
  capitalsPrefix: RegExp;
  /** Words that may stand between the capitalised words of one name ("van" of "Vincent van Gogh"): alternatives. */
  nameJoiners: RegExp;
  /** A key of a "key: value" line, by the field it fills ("Eye colour" → eyes, "aka" → aliases). */
  fieldKeys: Array<[RegExp, BibleField]>;
  /** A bold field name ("**Eyes**: grey", "**Notes**"): a field of the entry above, not an entry of its own. */
  fieldWord: RegExp;
  /** What separates aliases ("Eli, Elias or Brandt"). */
  aliasSeparator: RegExp;
  /** Words that introduce an alias ("aka Eli", "known as the Captain"): not part of it. */
  aliasLead: RegExp;
  /** In an entry's text: "goes by Mar", "Tomas calls her Mar" — group 1 is a name the text uses for them. */
  nicknameCue: RegExp;
  /** A death in a fate ("dies", "was killed", "perishes"): the chapter after it is the one they die in. */
  deathWords: RegExp;
  /** A fate that is no death ("survives", "alive", "faked", "not really dead"). */
  survival: RegExp;
  /** A fate's label that tells no death itself ("Status", "Fate"): its value must ("Status: missing since 11 October" is none). */
  neutralFateLabel: RegExp;
  /** A fate field that says only a chapter ("chapter 7", "in ch. 7"): a death there. */
  /** Chapters in a span or a list ("ch. 1–2", "ch. 4, 9"): a timeline entry naming them says where an event is told, not the chapter's day. */
  chapterSpan: RegExp;
  chapterAlone: RegExp;
  /** Capitalised words at the head of a fate ("Died in…"), which name no other character. */
  fateHeadWords: RegExp;
  /** A chapter named in a bible's words, as bible.ts's chapterRef reads them in this order. */
  chapterRefs: {
    /** "before the story opens", "before chapter_01.md": chapter 0, before the first. */
    opening: RegExp;
    /** "before chapter 5": the chapter before it. Group 1 is the number. */
    before: RegExp;
    /** "chapter 7", "ch. 7", "chapter_07.md". Group 1 is the number. */
    numbered: RegExp;
    /** "chapter seven": group 1 is the number word. */
    worded: RegExp;
    /** "the 7th chapter": group 1 is the number. */
    nth: RegExp;
    /** "the seventh chapter": group 1 is the ordinal word. */
    ordinal: RegExp;
    /** "the last chapter": the book's end, whatever its number. */
    last: RegExp;
    /** "chapter" and all after it: the reference, cut off before a colour is looked for. */
    tail: RegExp;
    /** Any "chapter N" (global): a thread with two of them and no setup or payoff word runs from the first to the last. */
    every: RegExp;
    /** How a chapter reference is written in writer's own dialect ("chapter $1"): what file names and "ch. 7" become. */
    canonical: string;
    /** A file name or an abbreviation that means a chapter ("chapter_07.md", "ch. 7"), replaced by the canonical form. */
    aliases: RegExp[];
    /** "ch 7", "ch. 7" in a timeline table's cell (global), written in the canonical form. */
    inCell: RegExp;
    /** A timeline table's chapter column's number as a reference ("Chapter $1"). */
    column: string;
  };
  /** An age in figures ("age: 52", "52 years old", "Mara, 34,", "63 in 1937" alone): the first group that matched is the age. */
  ageDigits: RegExp;
  /** An age in words (global): "is fifty-two", "twenty-seven years old", "forty years of age"; group 4 a number alone ("Age: fifty-two"), group 5 one of a season ("twenty-nine that winter"). */
  ageWords: RegExp;
  /** An aside in brackets that gives the age an event happened at, or the chapters a fact is shown in: no age now. */
  ageAside: RegExp;
  /**
   * An age given at a named year (global): "42 in 1962", "51 (1962)", "42 (winter 1962–63)"; group 1 the age. Beside
   * the age the bible gives ("17 (42 in 1962)"), an older one is its age at a later time of the book (a frame's).
   */
  ageAtYear: RegExp;
  /** Words before an age that make it one of another time ("when she was six"): no age now. */
  ageOtherTime: RegExp;
  /** A verb that records a change in an entry ("dyes it black in chapter 3", "moves to Leeds in chapter 5"). */
  changeVerb: RegExp;
  /** The verbs of dyeing: a change with no field named is of the hair. */
  dyeVerb: RegExp;
  /** "moves to Leeds": group 1 is the new home. */
  movedTo: RegExp;
  /** The field names of eyes and hair in a bible's sentence (global): the change is of the last one named before its verb. */
  featureNames: RegExp;
  /** Of featureNames, the one that is the eyes. */
  eyesName: RegExp;
  /** Free prose: "grey eyes", "grey-eyed": group 1 or 2 is the colour phrase. */
  eyesPhrase: RegExp;
  /** Free prose: "black hair", "black-haired": group 1 or 2 is the colour phrase. */
  hairPhrase: RegExp;
  /** "his eyes were a very pale blue", "her eyes are grey": the colour said of the eyes, group 1. */
  eyesSaid: RegExp;
  /** "her hair is auburn": the colour said of the hair, group 1. */
  hairSaid: RegExp;
  /** Words of shade that may open a colour phrase ("pale grey-green"). */
  shadeWords: RegExp;
  /** A gender field's value: female ("she/her", "woman", "F"). */
  femaleValue: RegExp;
  /** A gender field's value: male. */
  maleValue: RegExp;
  /** Words of an entry that tell a woman (global), counted against maleWords when no gender is given. */
  femaleWords: RegExp;
  /**
   * "his " of "his wife", "her " of "her younger brother", a line's "her " of "her deckhand": a possessive before
   * a kin word or opening a note, another's (global).
   */
  possessiveBeforeKin: RegExp;
  /**
   * "his", "her" (global): after another's name with a possessive in a clause ("wears Archie's tweed jacket after his
   * death"), the possessive pronoun is that other's.
   */
  possessivePronouns: RegExp;
  /** "Wife Maura", "sister Ann" (global): a kin word before a name, which tells the named one's gender, not the entry's. */
  kinBeforeName: RegExp;
  /** Words of an entry that tell a man (global). */
  maleWords: RegExp;
  /** A clause of its own that says where they live ("lives in Harrowgate"): group 1 is the home. */
  livesClause: RegExp;
  /** A clause of its own that may be an occupation ("a ship's pilot"): group 1 the role, group 2 its head noun. */
  roleClause: RegExp;
  /** An occupation within prose (global): "is the blacksmith", ", a pilot who…" — groups as roleClause. */
  roleInProse: RegExp;
  /** "lives in Harrowgate" anywhere in a line: group 1 is the home. */
  livesIn: RegExp;
  /** The day of a timeline entry ("day 3"): group 1. */
  dayNumber: RegExp;
  /** A timeline's recorded change: "Mara's hair: black", "Mara's home becomes Leeds" — name, field, value. */
  timelineChange: RegExp;
  /** An article before an object's name ("the", "a"): not part of its noun. */
  article: RegExp;
  /** Who keeps an object ("holder: Ottilie", "belongs to Ottilie"): group 1. */
  holderCue: RegExp;
  /** Where an object entry's text splits into events (sentences, and clauses that start with a verb of passing). */
  eventSplit: RegExp;
  /** An object lost in an event (dropped, stolen, buried). */
  objectLost: RegExp;
  /** An object passed on in an event (given, sold, returned, "to Mara"). */
  objectGiven: RegExp;
  /** To whom it goes ("to Mara", "with Mara"): group 1. */
  objectTo: RegExp;
  /** It goes back to its keeper ("returned", "back"). */
  objectBack: RegExp;
  /** The book's person (global): "third person" — group 1 is first, second or third. */
  person: RegExp;
  /** "First person (Wren)", "first person, narrator: Wren": group 1 is the narrator. */
  narratorAfterPerson: RegExp;
  /** "told by Wren", "Wren narrates", "narrator: Wren": group 1, 2 or 3 is the narrator. */
  toldBy: RegExp;
  /** The book's tense (global): "past tense", "tense: present" — group 1, 2 or 3. */
  tense: RegExp;
  /** A sentence that speaks of the book's telling ("Told in…", "narrated by", "the story is…", "Voice:"). */
  tellingCue: RegExp;
  /** A sentence about a text inside the book (a text message, a note, a letter, a diary, a recipe): not its voice. */
  documentCue: RegExp;
  /** A voice said of a part of the book ("first-person present-tense frames", "a third-person prologue"), global: not the book's. */
  partVoice: RegExp;
  /** Voices tied to chapters ("alternating", "odd chapters", "chapters 1, 3"): no one voice for the book. */
  alternating: RegExp;
  /** A character entry that says it is the narrator's. */
  narratorCue: RegExp;
  /** A word of being away ("AWAY: Dublin", "absent from Valparaíso", "Absence:", "OFF-SCREEN") before the days it lasts (global). */
  awayCue: RegExp;
  /** The word between the two days of a span, at the end of the text before the second ("Mon 10 – ", "27 Nov to "). */
  spanJoin: RegExp;
  /** A join of two days only, not of a span's first and last ("and", "+"): read between days of one month alone. */
  spanTwoDays: RegExp;
  /** A thread's setup chapter: group 1. */
  threadSetup: RegExp;
  /** A thread's payoff chapter ("pays off in chapter 9", "→ ch. 9"): group 1. */
  threadPayoff: RegExp[];
  /** A thread still open ("open", "unresolved"). */
  threadOpen: RegExp;
  /** A section title "Open threads" before a thread's text, which says nothing about the thread. */
  threadsHeading: RegExp;
  /** A table's column header by the kind it holds (name, chapter, when); others are kept as field names. */
  columns: Array<[RegExp, 'name' | 'chapter' | 'when']>;
  /** Column headers that make a table a cast list, when no heading says. */
  characterColumns: RegExp;
  /** Column headers (or the first cell) that make a table a list of objects. */
  objectColumns: RegExp;
  objectFirstCell: RegExp;
  /** Column headers whose cells are free notes, kept without a key. */
  notesColumn: RegExp;
  /** Sentence openings that are a character's pronoun ("She keeps the shop"): about the character named last. */
  pronounOpening: RegExp;
  /** A subject pronoun opening a sentence ("He calls her Imogen"): the one who speaks, not the one called. */
  callerOpening: RegExp;
  /** Sentence openings that are no character's name ("The", "When", "She"). */
  notSubject: RegExp;
  /** "…her brother, Anselm Marsh, who died…" (global): group 1 a name, group 2 the clause about them. */
  characterClause: RegExp;
  /** "Anselm's silver watch is Ottilie's.": group 1 the object, group 2 its keeper. */
  objectSentence: RegExp;
  /** The object of objectSentence is one ("Anselm's…", "The watch…"), and the sentence ends with a possessive. */
  objectOwned: RegExp;
  objectOwnerEnd: RegExp;
  /** "Ottilie Marsh is…", "Doctor Haas, …", "Aunt Ros (Rosalind Vass, 46) gives…": group 1 the sentence's subject, a name; group 2 what the brackets after it say. */
  subject: RegExp;
  /** A person's record in any dialect (bibleRecords.ts). */
  record: RecordWords;
  /** A bible kept as JSON (bibleJson.ts): its keys, and the lines its facts are written as. */
  json: {
    /** The key of the list of characters ("characters", "cast"). */
    cast: RegExp;
    /** A record's key that says what it is ("type": "character"), and the kinds that are people. */
    kindKey: RegExp;
    personKind: RegExp;
    name: RegExp;
    /** An XML export's attribute by which an element names the field it holds ("<field key="Eyes">grey</field>"). */
    fieldKey: RegExp;
    aliases: RegExp;
    died: RegExp;
    alive: RegExp;
    /** A fate's "status" key, and a status that says the person lives ("alive", "living"). */
    status: RegExp;
    aliveStatus: RegExp;
    /** A key whose object groups a person's looks ("appearance": {"eyes": …, "hair": …}). */
    looksGroup: RegExp;
    /**
     * A key whose object records an absence by its first and last day ("absence": {"from": "Sat 3 Oct 1936, sails at
     * four", "to": "Wed 21 Oct 1936"}), the keys of those two days, and the word that joins them into a span.
     */
    awayGroup: RegExp;
    awayFrom: RegExp;
    awayTo: RegExp;
    awayJoin: string;
    beforeStory: RegExp;
    holds: RegExp;
    object: RegExp;
    value: RegExp;
    chapter: RegExp;
    /** "dies in $1" ($1 a chapter), "died before the story opens": a fate bible.ts reads. */
    diesIn: string;
    diedBefore: string;
    /** "given to $1 in $2": an object's event; "holder": its keeper's key. */
    givenTo: string;
    holder: string;
    /** "becomes $1 in $2": a change of a field's value in a chapter. */
    becomes: string;
  };
  /** A card's line opening on an age ("17 — turned 17 in May", "43 at death"), not a measure ("12 ft"): group 1. */
  cardAge: RegExp;
  /** "Billy Tanner, called Tadpole, is…": group 1 a name the subject goes by. */
  calledAfterName: RegExp;
  /** "Sunny dyes Immy's hair black": group 1 whose hair or eyes a sentence of change is about. */
  possessiveFeature: RegExp;
  /** "The narrator is Imogen Vass": group 1 the name, the subject of what the sentence goes on to say. */
  narratorIs: RegExp;
  /** 'Harold "Hal" Pennock' (global): a nickname inside a name, rewritten by nicknameInsideAs to the name and the nickname. */
  nicknameInside: RegExp;
  nicknameInsideAs: string;
  /** "Danny (Daniel) May is 19": a full name in brackets inside the short one, rewritten by aliasInsideAs. */
  /**
   * "Her husband, Roy Marsh, is…", "Frost's wife, Lillian, died…": a kin word and the name it stands beside at a
   * sentence's opening; group 1 the kin phrase, group 2 the name. The sentence is the name's.
   */
  kinAppositive: RegExp;
  /** A possessive pronoun opening a kin phrase ("Her husband"), written in lower case after the name. */
  kinPronoun: RegExp;
  /** Kin who carry the family's name ("Frost's wife, Lillian" is Lillian Frost), at the kin phrase's end. */
  familyKin: RegExp;
  aliasInside: RegExp;
  aliasInsideAs: string;
  /** "…the email from Lorna Hale (Mum, once Lorna Vass)…" (global): a person brought in mid-sentence with the names they go by. */
  introducedName: RegExp;
  /** After a subject: ", a market town on the estuary": the subject is a place, not a character. */
  placeAppositive: RegExp;
  /** The word before a colour in "sees the black hair": the hair or eyes are not the sentence's subject's own. */
  notOwnFeature: RegExp;
  /** "the Lantern Inn, which stands on the harbour": group 1 a place, group 2 its description. */
  placeSentence: RegExp;
  /** The place's article in placeSentence's group 1 ("The"), dropped before "The " is written. */
  placeArticle: RegExp;
  /** How a place entry is headed from prose: its name after this article. */
  placeHeading: string;
  /** "It" in a sentence about an object ("She gives it to Haas in chapter 5"). */
  itWord: RegExp;
  /** The word "chapter". */
  chapterWord: RegExp;
  /** "Tomas calls her Mar": a name for the paragraph's character said by another. */
  callsThem: RegExp;
  /** An object passed on in the bible's words: "gives it to Euan (ch. 4)", "Rose → Hester (chapter 2)". */
  giving: {
    /** A verb of giving; what follows it names the receiver. */
    verb: RegExp;
    /** Between the links of a chain of holders ("Rose → Hester (chapter 2) → Grace (chapter 5)"). */
    arrow: RegExp;
    /** Between clauses of one line ("owner: Rose; Hester gives it to Grace"). */
    clause: RegExp;
    /** A plural's ending, dropped to find the object noun ("ledgers" → "ledger"). */
    plural: RegExp;
  };
}

/** Words for reading looks, objects and whereabouts from the text itself (facts.ts and the checks of attributes, objects, places). */
export interface ReadingWords {
  /**
   * After a feature: its colour after "the colour of" or "of" ("eyes the colour of slate", "eyes of a pale blue",
   * "eyes of a startling green"); groups 1 to 3 the three words after the article, the colour among them.
   */
  colourOf: RegExp;
  /** A word that cannot stand before the colour in "eyes of a … green": a preposition or a relative ("a girl in a red coat"). */
  notBeforeOfColour: RegExp;
  /** A sentence opening on the eyes of the sentence before ("They are the same washed blue"); group 1 the colour. */
  theyColour: RegExp;
  /** Words that may stand between a link verb and a colour ("are the bright, washed blue"). */
  colourLead: string;
  /**
   * After a feature's link verb, a colour denied ("his eyes were not black, as she had thought, but a brown so
   * dark…", "her hair was not red but orange"): no colour of it; group 1 what "but" sets against it, when said.
   */
  deniedColour: RegExp;
  /** Colours that are one shade of hair ("orange" hair is red hair): each with the colour it agrees with. */
  hairAlike: ReadonlyMap<string, string>;
  /**
   * Right after a feature, words that put it in a light or a moment before its link verb ("eyes in the lamplight
   * are", "hair, in this light, was", "eyes now were"): skipped to reach the verb. Never a picture of it ("eyes in
   * the photograph").
   */
  featureAside: RegExp;
  /** Colours eyes take from weeping or sleeplessness, not their own ("her eyes were red"). */
  notEyeColours: Set<string>;
  /** The relative possessive ("Ada, whose eyes were green"), lower case. */
  whose: string;
  /**
   * Between an "-eyed"/"-haired" word and the name it describes: the person it makes them, then a comma ("grey-eyed
   * boy, Huw"); without one the name may begin a clause of its own ("the red-haired woman Mara had met").
   */
  epithetBefore: RegExp;
  /** Between a name and an "-eyed"/"-haired" word right after its comma ("Hope, blue-haired, in a borrowed skirt"). */
  bareApposition: RegExp;
  /** A quoted paragraph that is a dated diary entry ("> *Thursday 12 November 1908.* …"): the narrator's own telling. */
  diaryEntry: RegExp;
  /**
   * A paragraph set in italics that opens on a whole date, its year too ("*Thursday, 23rd January 1896. Rain, thaw.
   * … drowned in saving her*"): a record the text quotes (a log, a register, a diary's page), whose deaths are told.
   */
  datedRecord: RegExp;
  /**
   * A building told as having one window only, and where it faces ("one small window facing east", "a single window
   * to the west"): group 1 the compass point.
   */
  onlyWindow: RegExp;
  /** A building's window named by its compass point ("its west window", "the window facing north"): group 1 or 2. */
  windowFacing: RegExp;
  /** A sentence opening on a building as its subject ("The Long Gully hut stood…", "The hut"): group 1 its noun. */
  buildingSubject: RegExp;
  /** A sentence opening on the pronoun a building takes ("It was built of stone"): the building the one before opened on. */
  buildingPronoun: RegExp;
  /** Between a name (or an opening pronoun) and the words that describe them: "Ada, a", "Ada was a", "She is the". */
  describedAs: RegExp;
  /**
   * Between a name opening the sentence and an "-haired" word set off after its verb: "Davie stood there instead, tall
   * and", "Ada came in, wet and": the words after the comma describe the subject (the clause before names no one else).
   */
  adjunctOfSubject: RegExp;
  /** Before a possessive and a feature: its colour ("the green of her eyes"), group 1. */
  colourOfBefore: RegExp;
  /** "a man of fifty-eight", "a girl of about twelve": group 1 the person noun, group 2 a word of approximation, group 3 the number. */
  personOfAge: RegExp;
  /** A word that makes an age approximate ("about forty") and the years either side it allows ("nearly": 3 to 1 below). */
  approximate: Map<string, [number, number]>;
  /** Between a subject and personOfAge: right after it ("Ada, a girl of twelve", "Ada was a girl…"). */
  apposition: RegExp;
  /** Between a subject opening the sentence and personOfAge: its predicate, then a comma ("Hector is on the pier, a man of…"). */
  predicate: RegExp;
  /** A person described with "fair" or "dark": 1 the words before the noun, 2 the colour word, 3 the noun ("a tall fair young man"). */
  personOfHair: RegExp;
  /** Person nouns that tell a gender. */
  femaleNouns: Set<string>;
  /** The kin noun right before a name ("my brother Danny", "her sister, Ada"): group 1, the noun, tells the gender. */
  /** The verb after "and" that shares the subject before it in the sentence (group 1). */
  andVerb: RegExp;
  /**
   * The verb right after a name that opens a sentence, then a pronoun of that gender as its object (" met him at the
   * station", " took her by the arm"): someone else of the name's gender.
   */
  otherOfTheGender: Record<Gender, RegExp>;
  /** The words before a name that opens a coordinate clause ("…, and Ottilie laughed"): the text up to it ends so. */
  clauseJoinBefore: RegExp;
  /** Where a sentence's next clause begins (a semicolon, a dash, ", and", ", while"): a pronoun past it may be another's. */
  nextClause: RegExp;
  kinNounBefore: RegExp;
  /** The kin noun right after a name and a comma ("Lil, my wife"): group 1, the noun. */
  kinNounAfter: RegExp;
  maleNouns: Set<string>;
  /** After an age: another time than the story's ("who was thirty-five then", "when I first met him"). */
  ageThen: RegExp;
  /** "in his late fifties" (global): group 1 the possessive, 2 the part of the decade, 3 the decade's word. */
  decadeAge: RegExp;
  /** Among hair's words: "dark" said of its colour ("her dark hair"), not of wet or shade ("dark with rain"). */
  darkHair: RegExp;
  /** A speech's opening quote mark and the spaces after it (global). */
  speechOpen: RegExp;
  /** Right after a full name opening a speech: the stop of a self-introduction ("June Albright. Mrs. Albright…"). */
  selfIntroStop: RegExp;
  /** Right after a name: a relative clause only a person takes (", who was the watchman", ", whose evidence"). */
  personRelativeAfter: RegExp;
  /** Right before a name in the narration: the narrator giving it as their own ("My name is ", "I am "). */
  ownNameBefore: RegExp;
  /**
   * Right after a full name opening a first-person statement with no verb: the stop or the comma of a witness giving
   * their name before their evidence ("Margaret Ann Lyle. I am thirty-one.", "Alfred Wise, sergeant, of Leicester.").
   */
  ownNameAfter: RegExp;
  /** After a possessive inside a "with" list: its own thing, then the list's next ("her forearms and"). */
  listItemAfterPossessive: RegExp;
  /** The colours dark hair may be. */
  darkHairColours: string[];
  /**
   * Among eyes' words: a shade told with no colour ("her dark eyes", "those pale eyes", "dark-eyed"), and the colours
   * eyes of that shade may be. Pale eyes are never dark ones: "his pale eyes" in one chapter and "his dark eyes" in a
   * later one is a slip a reader sees. Not the shade of a mood or a light ("dark with anger", "pale in the moonlight").
   * `epithet`: read in an epithet too ("the pale-eyed clerk"); "the dark-eyed Mara" may be a dark blue.
   */
  eyeShades: ReadonlyArray<{ shade: RegExp; colours: readonly string[]; epithet?: boolean }>;
  /** Right before decadeAge: a link verb of now or a comma ("is in his fifties", "Gus, in his fifties"). */
  decadeLead: RegExp;
  /** A quick look for decadeAge. */
  decadeCue: RegExp;
  /** A decade's word and its first year ("fifties" 50; "teens" 10, read as 13-19). */
  decades: Map<string, number>;
  /** A part of a decade and its years from the decade's start ("late" 6-9). */
  decadePart: Map<string, [number, number]>;
  /** Before an age: a guess or a look ("looks to be", "might be", "could pass for"), no age told. */
  ageGuess: RegExp;
  /** After a name: the year of a birth ("Ivo Brand was born in April 1845", "Ada, born 1961,"); group 1 the year. */
  bornAfterName: string;
  /** A sentence of a birth: its year is no year of the story. */
  bornCue: RegExp;
  /**
   * A relative clause set off by a comma (", which he said a policeman had done in 1913"): what it dates is its own
   * aside, not the time the paragraph goes on in.
   */
  yearAside: RegExp;
  /** Text that ends inside such an aside (", who was no relation to "): a name after it is not who the sentence is about. */
  inAside: RegExp;
  /** A year the narration sets the story in ("in the autumn of 1903", "in 1962"), group 1 (global). */
  storyYear: RegExp;
  /** The hair colours (as colour groups) the years bring: grey or white decades on is age, not a slip (attributes.ts). */
  agedHair: ReadonlySet<string>;
  /** Right before a capitalised word: a preposition that makes it a place ("at Cravant", "in Paris", "written to Nevers"). */
  placeBefore: RegExp;
  /** A said number that is a height in feet and inches ("six-four"), not an age. */
  heightSaid: RegExp;
  /**
   * After a name: an age set off by commas ("Ada, now forty,", "Ivo, at sixty-three, still climbs"; "Tom, at
   * eighteen, joined the army" is the past); group 1 the number.
   */
  ageAside: string;
  /** After a name: an age at a death told ("died in March 1941, …, at sixty-seven"); group 1 the number. */
  ageAtDeath: string;
  /** After a name: an age said plainly or as a birthday ("Ada was nineteen that spring", "Tom had turned forty"); group 1 the number. */
  ageNow: string;
  /** Before a name, "of the": its "'s" after is a possessive ("the last of the Mestre's three"), never "is"; "of whom": a count ("of whom May was one"), no age. */
  genitiveBefore: RegExp;
  ageTurned: string;
  /**
   * Before a name (or pronoun) in its clause: a clause of another time ("when I was fourteen and Hal was seven",
   * "by the time she was ten"), where an age is of then, not of the story's present.
   */
  /** Right before a name: its age ("the forty-year-old Tom", "At sixty, Ada …"); group 1 or 2 the number. */
  ageBeforeName: RegExp;
  ageTimeBefore: RegExp;
  /** A speaker's own age in speech ("I'm sixteen.", "I am seventy-eight years old,"): group 1 the number (global). */
  spokenAge: RegExp;
  /** A bare number said as a sentence of its own and then called old or young ("Forty-seven. It is not old."): group 1. */
  spokenBareAge: RegExp;
  /** A quick look for spokenAge in a whole sentence (not global). */
  spokenAgeCue: RegExp;
  /** A narrator's present marked as the time of telling ("I am sixty-nine now"): in a chapter told in the past, a frame. */
  tellingNow: RegExp;
  /** An age said in speech of someone else through a pronoun: 1 the pronoun, 2 the age ("She's fifty-two."). */
  spokenOtherAge: RegExp;
  /** Between a name and spokenAge in one quotation: the name introduces the speaker ("Hope Calloway. I'm"). */
  selfIntro: RegExp;
  /** After a name: a verb of speech ("Hope said", "June says"); before a name: one ("said Hope"). */
  speechTagAfter: RegExp;
  speechTagBefore: RegExp;
  /** Between a name and the words before a feature: a verb of having ("Ada has", "Ada's got"). */
  hadAfterSubject: RegExp;
  /** Before the words before a feature: a pronoun and a verb of having, group 1 the pronoun ("she has ", "I've got "). */
  pronounHad: RegExp;
  /** Among the words after "had": a verb that makes the feature another's or no state ("had never seen", "had closed"). */
  hadNotOwn: RegExp;
  /** "She had her mother's grey eyes", "tall, with his grandfather's red hair": the feature a kin's possessive names is the subject's, told as inherited. */
  inheritedFeature: RegExp;
  /** After a colour: what covers the feature ("white with dust", "grey with ash"), so the colour is not its own. */
  coatedColour: RegExp;
  /** A word of an animal's coat ("her dapple-grey head", "the roan"): the colour is a horse's or a dog's, no hair's. */
  animalCoat: RegExp;
  /**
   * Between a possessive and the hair: a part of the body or a garment joined to it ("her face and hair were white",
   * "his coat and hair were grey"), which has no hair's colour: a colour said of both is what covers them (snow, flour,
   * dust).
   */
  coveredWithHair: RegExp;
  /** The text of a sentence before a name that opens its narration or a beat after a quotation ("", '"Evan found him." '). */
  beatOpens: RegExp;
  /** A pronoun tagged as speaking ("she said", "said he"): group 1 or 2 the pronoun (global). */
  pronounTag: RegExp;
  /** Beards and marks on the body (see looksIn). */
  looks: {
    /** A quick look: the sentence may speak of a beard, a chin or a mark. */
    cue: RegExp;
    /** The beard word (global). */
    beard: RegExp;
    /** Before the beard word: its possessive, group 1 ("his ", "Tom's long white "). */
    beardOwner: RegExp;
    /** Before the beard word: a "with" phrase of the subject ("a big man with a white "). */
    withBeard: RegExp;
    /** Before the possessive: a shave ("shaved off "); after the beard: one ("was shaved off", " off"). */
    shaveBefore: RegExp;
    shaveAfter: RegExp;
    /** A sentence telling a beard grown (back). */
    grown: RegExp;
    /**
     * Right after "beard": its colour told changing ("had gone from grey to white", "had turned white"): group 1 the
     * colour it left (or none), 2 the colour it took.
     */
    beardTurned: RegExp;
    /** Before the possessive: the beard absent ("without ", "where ", "never worn "). */
    absent: RegExp;
    /** A chin or face said bare, group 1 the possessive ("his bare chin", "Tom's clean-shaven face"), global. */
    bare: RegExp;
    /** A mark with its side and part: group 1 its determiner, 2 the mark, 3 the possessive, 4 the side, 5 the part (global). */
    mark: RegExp;
    /** A mark told by its part's adjective: 1 the possessive, 2 the adjective, 3 the side, 4 the part ("his scarred left eyebrow"). */
    markAdjective: RegExp;
    /** A mark told after its part: 1 the possessive, 2 the side, 3 the part, 4 determiner, 5 the mark ("his right eyebrow, the one the scar goes through"). */
    markAfterPart: RegExp;
    /** A mark told after a part the sentence opens on: 1 the possessive, 2 the side, 3 the part, 4 determiner, 5 the mark ("On his left hand, across the back of it, there is a white scar"). */
    markThere: RegExp;
    /**
     * Marks read whole, each with the name it is kept under: group 1 the possessive, 2 the side, 3 the part when
     * `part` is "" (global): a limp
     * ("limps on his left leg", "favouring her right knee"), a missing finger ("the missing finger on his left hand"),
     * a mark put on a part ("an anchor tattooed on his left forearm").
     */
    sided: Array<{
      pattern: RegExp;
      mark: string;
      part: string /** The other side is the one marked ("his good eye"). */;
      other?: boolean;
    }>;
    /** The mark an adjective of markAdjective tells ("scarred" → "scar"). */
    markOfAdjective: Map<string, string>;
    /** The two sides' words, lower case: the good one of a pair tells the other is the marked one. */
    sides: [string, string];
    /** A mark on one side of a part: 1 determiner, 2 the mark, 3 the side, 4 the possessive, 5 the part ("a scar down the left side of his face"). */
    markSide: RegExp;
  };
  /** A person noun said of the subject ("was a broad woman", "is the tall man"), global: no newcomer to the scene. */
  predicateNoun: RegExp;
  /**
   * The words between a sentence's subject and a "with" that make the subject a person by a noun ("Tomas was a tall man
   * with grey hair", "He was a thin man with…"): the "with" is still the subject's, not a newcomer's.
   */
  subjectIsNoun: RegExp;
  /** The word right after an epithet ("the red-haired woman"): group 1, a person's noun when it tells a gender. */
  epithetNoun: RegExp;
  /** The definite article right before an epithet ("the red-haired …"): someone the reader already knows. */
  definiteBefore: RegExp;
  /**
   * Someone looking at themselves ("I look at myself in the window", "She studied her reflection"): group 1 set when
   * it is the narrator ("myself", "my"), else the sentence's subject.
   */
  /** After a colon, one seen ("a thin young woman") and, group 1, what they have ("great grey eyes and short hair"). */
  reflectionWith: RegExp;
  /** Where a list of features splits into its pieces. */
  listJoin: RegExp;
  /** A piece of that list: up to three words (group 1), then the feature (group 2). */
  featureAtEnd: RegExp;
  selfRegard: RegExp;
  /**
   * A sentence that is only a fragment naming a feature ("Green eyes.", "Short red hair, growing out now at the
   * neck."): group 1 the words before the feature, group 2 the feature's word.
   */
  featureFragment: RegExp;
  /**
   * The words before a name that make it the name of someone just brought in unnamed ("Behind him walked a man in a
   * blue shirt. That was Piero Rovere."): tested on the narration before the sentence's first name.
   */
  namesTheNewcomer: RegExp;
  /**
   * A person told by a pronoun set off between a subject and its "with" ("…: me at a typewriter, with long red
   * hair"): the "with" may be theirs. Not an object of the subject's verb ("He looked at me with those grey eyes").
   */
  personPronounBetween: RegExp;
  /** A person's subject pronoun anywhere in the text before ("they eat … and Mrs. Rowlands's jam"): someone does it. */
  subjectPronounBefore: RegExp;
  /** A word of the body or of what is worn on it ("chin", "hands", "veil"): its owner is there in the scene. */
  onThePerson: RegExp;
  /** A record's age of the one it names ("aged 29 yrs.", "aged sixty-one years"): group 1 the years. */
  recordAge: RegExp;
  /** The words before a name that make it a place in a record ("of ", "at "): text ending on one. */
  placeWordBefore: RegExp;
  /**
   * A sentence whose subject is "tall and fair" (a word of build, then "fair" or "dark"): group 1 a subject pronoun
   * if it opens on one (else a name does), group 2 the colour word.
   */
  subjectTallAndFair: RegExp;
  /** A sentence told of another time ("had been forty-one then", "in those days"): a hair colour in it is that time's. */
  hairOfThen: RegExp;
  /**
   * A list the verb of having gives, up to the words right before a feature: group 1 the verb, group 2 the items
   * before the last, group 3 the last item's words ("had a long face, thin lips and grey ").
   */
  hadList: RegExp;
  /**
   * An age given through a pronoun inside a sentence, after a clause opens ("…, and she is eighty-one", "I found
   * out later he had turned forty in January"): group 1 the pronoun, group 2 the number (global).
   */
  clausePronounAge: RegExp;
  /** A sentence opening on an unnamed person as its subject ("The woman beside Wren smiled"): group 1 the noun. */
  personSubject: RegExp;
  /** Words for hair besides "hair" itself ("plait", "braid"), as a pattern source. */
  hairWords: string;
  /** Words of a hair's length in its description: long or short. */
  longHair: RegExp;
  shortHair: RegExp;
  /** Around hair: a style only long hair takes ("a knot of hair", "her hair in a bun", "hair pinned up", "to her waist"). */
  longStyle: RegExp;
  /** A word for hair (one of hairWords) that is itself a style only long hair takes, whole: "her plait", "my braid". */
  longStyleWord: RegExp;
  /**
   * Around such a word: the style worn on the head ("I pin my braid up", "tugged at her plait", "her braid swinging"),
   * not a plait cut off and kept ("Miss Mercer's plait, wrapped in brown paper").
   */
  wornStyle: RegExp;
  /** After hair with no possessive before it: the body it grows from, group 1 the possessive ("at the nape of her neck"). */
  hairOwnerAfter: RegExp;
  /** Before a possessive and hair: a cut ("cut her", "cropped his", "hacked off my"). */
  cutBefore: RegExp;
  /** After hair: a cut ("hair cut short", "plait cut off"). */
  cutAfter: RegExp;
  /** A sentence telling hair grown back ("her hair had grown", "grew it long"). */
  grown: RegExp;
  /** Verbs of keeping or using an object beyond objectUsing ("carries", "pockets", "puts it to her eye"). */
  keepVerbs: Set<string>;
  /** Verbs of taking ("takes", "took"): from another holder, a giving; from one's own pocket, a use. */
  takeVerbs: Set<string>;
  /** A giving or taking verb before "it" (global): group 1 the verb ("gives it to Euan", "Nadia takes it"). */
  itObject: RegExp;
  /**
   * Another thing handed, held out or taken by name ("I gave her the half of the chocolate bar", "I held out the
   * letter"): group 1 the words after the determiner. When none of them is an object, the next "it" is that thing.
   */
  thingHandled: RegExp;
  /**
   * A word for a thing handed before the text names it ("put something into Bríd's hand", "She had something in her
   * hand"): a pattern's source, one group-free alternative.
   */
  unnamedThing: string;
  /** A verb's participle ("holding"): after a verb of its own ("stood holding"), its subject is that verb's. */
  participle: RegExp;
  /**
   * A thing named with the case it is in ("holding the dial in its box"): group 1 what stands between the determiner
   * and the case's noun, group 2 the thing's own noun. Held in its case, the case is what is held.
   */
  thingInItsCase: RegExp;
  /** Before a thing's naming, the words that say what the thing just handed was ("It was Matt's pen", "It's a watch", "took it out …: my composing stick"). */
  thingNamedBefore: RegExp;
  /** Verbs of putting away or pocketing ("put", "slipped", "tucked", "pocketed"): with keptIn after, a keeping. */
  putAway: Set<string>;
  /** Verbs that keep a thing by themselves ("pocketed"), with no pocket named after them. */
  keptBy: Set<string>;
  /**
   * A thing put first and then its keeper and the keeping ("The camera she kept.", "The watch Tom kept"): right after
   * the thing, group 1 the keeper (a pronoun or a name).
   */
  frontedKeep: RegExp;
  /** After a thing put away: into whose pocket or bag, group 1 ("… and the box in his pocket", "into her bag"). */
  keptIn: RegExp;
  /**
   * After a thing: in whose pocket or hand it is, group 2 ("… was still in Gaspar's pocket", "lay in her hand"), group 1
   * the verb of being, none after "with" ("with the key safe in Sam's pocket").
   */
  heldBy: RegExp;
  /** Verbs that give a thing by putting it in another's hand ("put it in her hands", "pressed the key into his palm"). */
  placeInHand: Set<string>;
  /** After a thing put: put down, not into a hand ("put the typescript down", "laid the watch on the table"). */
  putDown: RegExp;
  /** After a thing put: "into it", the hand the sentence named before ("took Nives's hand and put the pencil into it"). */
  intoIt: RegExp;
  /** A hand and whose, group 1 ("Nives's hand", "her left hand"), global: the last before "into it" is that hand. */
  handOf: RegExp;
  /** After an object put with placeInHand: into whose hand, group 1 ("into her hands", "in Tom's palm"). */
  intoHand: RegExp;
  /**
   * A verb and what follows a thing: an offer of it to another, group 1 the one offered it ("held it out to him",
   * "held the watch out to Tom", "offered it to her"): given when they are next seen with it. Group 2, after a
   * possessive, the person noun that is the one offered it ("held it out across the table to her son").
   */
  offerTo: RegExp;
  /**
   * After an object put with placeInHand: before whom it is set down, group 1 ("put it on the table in front of him",
   * "laid the knife down in front of Tom"): set before another, it is theirs. Group 2 the word after it: a person
   * noun after a possessive ("in front of her son") is the one it is set before.
   */
  inFrontOf: RegExp;
  /** After a name: a relative clause it is the subject of (", who stood braced …"). */
  relativeAfter: RegExp;
  /** Between a name and a verb: the relative pronoun alone (", who" had …): the verb is the name's. */
  relativeEnd: RegExp;
  /** At the end of a giving verb's words: the one it gives to, group 1, before the thing ("gave him", "gave Tom"). */
  indirectReceiver: RegExp;
  /** A word joining a second verb to the sentence's subject ("… and gave him the watch", "then took it"). */
  clauseJoin: RegExp;
  /** After a taking and its object: the person it is taken from, group 1 ("took the ledgers from her", "off Tom"). */
  fromPerson: RegExp;
  /** The text before a name opening a clause, where a name is a subject (sentence start, a comma, "and"). */
  clauseOpen: RegExp;
  /**
   * After a name that seems to open a clause: a participle straight after it, so the name is one of a list of what
   * someone was told or saw ("told him about the lake, and Kolya counting, and Mr. Frost falling down"), no subject.
   */
  listedDoing: RegExp;
  /** "with" or "using" right before an object ("unlocked the loft with the key", "went to the window with Dad's spyglass", "cut the twine using the knife"): group 1 the word before it. */
  withAt: RegExp;
  /** Words before "with" that make it no holding ("covered with the map", "along with the box", "watched her with the glass"). */
  notHeldWith: Set<string>;
  /** After an object: whose hand or pocket it is in or on, group 1 ("in her pocket", "open on his knee"). */
  inWhose: RegExp;
  /** After a taking and its object: from a place, not a person ("took the ledger down from the shelf"). */
  fromPlace: RegExp;
  /** Verbs that lose the thing after them ("lost the knife", "mislaid her keys"): gone until it is found. */
  lossVerbs: Set<string>;
  /** Verbs that send a thing off ("dropped", "threw"): lost when sinkAfter follows the thing ("threw the key into the river"). */
  throwVerbs: Set<string>;
  /** After a thing sent off: where no one gets it back ("… overboard", "… into the river", "… over the side"). */
  sinkAfter: RegExp;
  /**
   * After a thing: it is lost from here on ("… was gone.", "… was lost for good", "… went overboard", "… fell into the
   * river", "… was blown into the ravine").
   */
  lostAfter: RegExp;
  /**
   * "it" lost (global): "… and it was gone.", "it went.", "it sank to the bottom of the harbour", "It went up over the
   * wall … and was gone." What "it" is: the thing named in this sentence or the one before.
   */
  itLost: RegExp;
  /** Words before a loss that make it none: a fear, a near thing, a supposition ("she was afraid it would be lost"). */
  lossDoubt: RegExp;
  /** Verbs that find a lost thing again ("found the knife", "fished the camera out"). */
  foundVerbs: Set<string>;
  /** After a lost thing: it is found again ("… was found", "… turned up", "… was handed in", "… washed up"). */
  foundAfter: RegExp;
  /** "it" found again (global): "found it", "fished it out", "got it back", "it turned up". */
  itFound: RegExp;
  /**
   * Before a thing, in the same noun phrase: another one of its kind, not the lost one ("a new knife", "another
   * umbrella", "a spare key"): the loss no longer says which one is meant.
   */
  replacementLead: string;
  /** Verbs that get another one ("bought a knife", "borrowed Marta's umbrella"): the lost one is replaced. */
  acquireVerbs: Set<string>;
  /** Right before a thing: the name that owns it, group 1 ("Marta's " of "Marta's umbrella"). */
  ownerBefore: RegExp;
  /** After a thing: on whose wrist, neck or finger it is worn, group 1 ("… on her wrist", "round Tom's neck"). */
  wornOn: RegExp;
  /** A thing said to be of a make (global), group 1 the make: "it is a black Conway Stewart", "It was a Pentax". */
  brandOfIt: RegExp;
  /** After a thing's noun: its make in apposition, group 1 of the pattern's own ("a railroad watch, a Hamilton"). */
  brandApposition: string;
  /** After a thing's noun: its make told of it, group 1 of the pattern's own ("The field glasses were Zeiss,"). */
  brandPredicate: string;
  /** Before a thing's noun whose make is told of it: the article that makes it the one known ("The"). */
  brandPredicateLead: string;
  /**
   * Before a capital word and a thing's noun: a determiner and up to two small words, so the capital is the thing's
   * make ("the Parker pen", "his old Zeiss binoculars", "a Hohner harmonica"). Case kept: no i flag.
   */
  makeLead: string;
  /**
   * After a thing: a clause saying who handed it to the one who uses it ("the knife he handed her", "the pen that
   * Tom lent him"): another's, given here, not the lost one.
   */
  handedBy: RegExp;
  /** Before an object: "with" ("with the fork in her hand"). */
  withBefore: RegExp;
  /** After an object: in someone's hand ("… in her hand", "in his fist"). */
  heldIn: RegExp;
  /** Verbs of giving that need "to someone" after the object ("left the spyglass to Grace", "sold it to"). */
  giveTo: Set<string>;
  /** After an object given with giveTo: "to" and a receiver. */
  toReceiver: RegExp;
  /** After a taking verb and its object: from a pocket or bag ("took the key from her pocket"), group 1 whose: the taker's own is a use. */
  fromOwn: RegExp;
  /**
   * After a thing taken: out of a pocket of one's own garment, group 1 ("out of the pocket of her smock", "with K.Q.
   * on the cap from the inside pocket of his coat"): a use of one's own, as fromOwn.
   */
  fromPocketOf: RegExp;
  /**
   * A thing carried on the person: "Hugh's aneroid out of his pocket", "the tuning fork in her left hand", "puts the
   * locket into her coat pocket" — group 1 the noun. What a book's people carry about, beyond the language's own list.
   */
  carriedObject: RegExp;
  /**
   * After a handled thing's noun ("put the pencil into it", "I use the pencil."): the noun's phrase ends there (a
   * pattern's source, a look-ahead).
   */
  handledAfter: string;
  /** Between a handling verb and its thing, the one it goes to, optional ("gave him the pencil"): a pattern's source. */
  handledTo: string;
  /** A quick test that a sentence may hold carriedObject's words (a pocket, a hand): most do not. */
  carriedHint: RegExp;
  /** Nouns carriedObject finds that are no object handed about (a hand in a pocket, money, a note). */
  notCarried: Set<string>;
  /** A name's possessive and the word or two after it ("Hugh's aneroid", "Dad's old watch"): words 1 and 2. */
  ownedBy: RegExp;
  /** After a name: the character is away from the scene ("is stormbound in Oban", "was away in London until Friday", "is still at sea", "Tom's in Dublin till Friday"); group 1 where. */
  awayAfterName: RegExp;
  /** After a name: a journey away ("went to Normandy", "has gone across to Polwenna"); group 1 where. An absence only with awaySpan. */
  awayGone: RegExp;
  /**
   * After a name: gone, and no more said of where or how ("Marsaili is gone too, with her singing", "Hal was gone."):
   * away from the scene, as the chapter tells it, until something brings them back; group 1 the word of it.
   */
  goneNow: RegExp;
  /** After a name: a verb, its thing and a particle ("weighs it out", "handed them over"): a deed, the verb unknown or not. */
  deedWithParticle: RegExp;
  /** A span that holds a journey's absence ("for eight days", "until Friday", "will not come back tonight"). */
  awaySpan: RegExp;
  /** An absence's span up to a day named, group 1 the day ("until Friday", "till next Sunday"): it ends when that day is told. */
  spanUntil: RegExp;
  /** An absence's span in days or weeks, group 1 how many, group 2 the unit ("for eight days", "for a week"). */
  spanDays: RegExp;
  /** The unit of spanDays that is a week. */
  spanWeek: RegExp;
  /** The unit of spanDays that is two weeks ("for a fortnight"). */
  spanFortnight: RegExp;
  /** The unit of a length that is a month ("five months"), counted as thirty days. */
  spanMonth: RegExp;
  /**
   * After a name: away with no place said ("is away until Friday", "won't be back till Sunday"); group 1 the word
   * of it. An absence only with a span (awaySpan).
   */
  awayUntil: RegExp;
  /**
   * After a name: a going off, told on its day ("went to the ice", "left for Hobart", "set off for the coast"): how long
   * may follow in its paragraph (goneLength).
   */
  goneOff: RegExp;
  /**
   * Before the day a going ends, said in the going's paragraph: "Back on the eighth, he said", "back Sunday 25th" (the
   * day is the words after it, to the clause's end).
   */
  backOn: RegExp;
  /**
   * How long one gone is to be away: "he would be gone, he said, five weeks", "she'd be away for a fortnight", "he was
   * to go south for tests, properly, for two weeks": group
   * 1 the one gone (a pronoun or a name), group 2 the count, group 3 its unit.
   */
  goneLength: RegExp;
  /** After a name: back from a going ("came back early", "returned on the Friday", "got home"): the absence is over. */
  cameBack: RegExp;
  /** An absence for the night ("till tomorrow", "tonight", "that night"): it ends when the story names another day. */
  spanNight: RegExp;
  /** Before a name: "with", a presence in the scene when presentAfter follows ("with Mark at the console"). */
  presentWith: RegExp;
  /** After a name after presentWith: a place in the scene or a doing ("at the console", "holding down notes"). */
  presentAfter: RegExp;
  /** A sentence that brings someone back or lets a day pass (arrives, returns, next morning): the absence ends. */
  awayEnds: RegExp;
  /** After a name: a call or letter from a place ("telephones from Oban", "rang from Leith"); group 1 the place. */
  callFrom: RegExp;
  /** The word joining two subjects ("Will and the Hocking men came"). */
  coordinator: RegExp;
  /** Contact from afar, not presence: telephones, writes, a letter, a wire. */
  fromAfar: RegExp;
  /** Words just before a name that put its clause at another time ("as on the night Bento sold me the bicycle"). */
  anotherTimeBefore: RegExp;
  /**
   * After a name or a pronoun: a plain stay somewhere named ("is in Vietnam", "was at Nui Dat", "is stationed at
   * Catterick"); group 1 where. An absence only where the place is never the scene: every sentence of narration
   * that names it tells someone away there (places.ts).
   */
  awayState: RegExp;
  /**
   * After a name: somewhere named, and somewhere within it ("is in Glasgow in a room with the Dunlevys"): away now,
   * held in the chapter as a going with its span is (group 1 where).
   */
  awayStateWithin: RegExp;
  /** In a sentence of a journey: the one who went is away ("went to Hobart, and … when she was away"). */
  awayWhile: RegExp;
  /**
   * After a journey, its own sentence bringing the one gone back with no new subject and no modal: "had gone to
   * Tonbridge …, and not come back till late", "went to Leeds on Monday and came back on Friday": a trip over, no
   * absence ("and never came back", "and would not come back till Friday" still away).
   */
  awayBackAlready: RegExp;
  /** The pronoun of a thing ("it"): a thing brought in after it in its sentence is what it stands for (objects.ts). */
  itWord: RegExp;
  /**
   * After a name: present in the scene though the verb is "to be" ("was up on the bins", "herself was coming out of
   * the shop", "is at the gate").
   */
  presentBeing: RegExp;
  /** Where the next clause of a sentence begins (", and the boy hummed", "; then"): what follows is another's. */
  clauseNext: RegExp;
  /** After a name: a relative clause set off by commas, up to the name's own verb (", who has come up from the port, "). */
  /** After a name, the word that stresses who ("the foreman himself came down the line"): the verb follows it. */
  selfAfterName: RegExp;
  relativeAside: RegExp;
  /** After a name: holding a thing on oneself ("had the paper open on his knee", "has the baby on her hip"): there. */
  presentHolding: RegExp;
  /** In a coming's own clause: a verb after it ("came down to the shed and stood"), group 1 the verb. */
  thenActs: RegExp;
  /** Before a weekday: its name said, heard or written as a word ("when I say Friday", "the word *Friday*"), no day come. */
  weekdayAsWord: RegExp;
}
