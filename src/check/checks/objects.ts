import { type Cast, mentions } from '../cast.js';
import { isNarration, objectGender, readFacts, spokenOf, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { escapeRegExp, evidenceOf, paragraphStart } from '../text.js';
import type { Character, Finding, Gender, Manuscript, Sentence, Skipped, StoryObject } from '../types.js';
import { isActionVerb } from '../verbs.js';
import { calledBefore } from './voice.js';

/** How a finding names who holds a thing: the narrator's "I" as "the narrator" ("The narrator" opening a message). */
function holderName(who: Character | 'I', opening = false): string {
  return who === 'I' ? (opening ? 'The narrator' : 'the narrator') : who.name;
}

/**
 * Objects: an object of the bible's Objects that was lost or given away
 * (the bible says in which chapter, or the narration says "Elias dropped the
 * knife into the river") back in its old holder's hands afterwards, unless
 * the text has it found, returned or taken back first. Memories are exempt.
 */

interface Loss {
  chapter: number;
  /** Line in that chapter's file, or 0 when the bible says only the chapter. */
  line: number;
  source: string;
}

function after(position: { chapter: number; line: number }, loss: Loss): boolean {
  return (
    position.chapter > loss.chapter || (position.chapter === loss.chapter && loss.line > 0 && position.line > loss.line)
  );
}

/**
 * One object in two hands, text against text: "Mara's brass compass" and
 * later "Tomas's brass compass" with no sentence between that passes a
 * compass on (gives, takes, finds, loses…). Only an object with a word of its
 * own before the noun ("brass compass", not "the knife") is one of a kind.
 */
export function twoHands(m: Manuscript, lang: Language): Finding[] {
  const { facts } = readFacts(m, lang);
  const findings: Finding[] = [];
  const last = new Map<string, { holder: string; fact: (typeof facts.objects)[number] }>();
  for (const o of facts.objects) {
    if (o.kind === 'passed') {
      for (const key of [...last.keys()]) if (key.endsWith(` ${o.noun}`)) last.delete(key);
      continue;
    }
    if (!o.name.includes(' ')) continue;
    const before = last.get(o.name);
    if (before && before.holder !== o.holder)
      findings.push({
        file: o.at.file,
        line: o.at.line,
        category: 'object',
        message: `${o.holder} has the ${o.name} here; ${before.fact.at.file}:${before.fact.at.line} gives it to ${before.holder}, and nothing between passes it on`,
        evidence: o.at.text,
        confidence: 0.6,
        against: { file: before.fact.at.file, line: before.fact.at.line, evidence: before.fact.at.text },
      });
    last.set(o.name, { holder: o.holder, fact: o });
  }
  return findings;
}

/**
 * Who the next "she" or "he" is: of the sentence's names of each gender, the last opening a clause (its subject:
 * "June hugged Nadia" → June); a name only in an object's place ("she told Nadia") leaves the pronoun's subject
 * the one it was; a sentence with no pronoun subject of that gender takes its last name of it.
 */
export function noteSubjects(
  text: string,
  named: ReadonlyArray<{ character: Character; index: number; name?: string }>,
  last: Map<Gender, Character>,
  lang: Language,
): void {
  for (const gender of ['female', 'male'] as const) {
    const of = named.filter((n) => n.character.gender === gender);
    // Stryker disable next-line ConditionalExpression: with no one of the gender named, nothing is chosen either way
    if (of.length === 0) continue;
    const subject = of
      .filter(
        (n) =>
          lang.reading.clauseOpen.test(text.slice(0, n.index)) &&
          !lang.reading.listedDoing.test(text.slice(n.index + (n.name ?? n.character.name).length)),
      )
      .at(-1);
    // "She went in to him … and told him about Kolya": a "him" is the one the scene follows, as a "he" is.
    const pronoun = (text.match(/\p{L}+/gu) ?? []).some(
      (w) => subjectGender(w, lang) === gender || objectGender(w, lang) === gender,
    );
    const chosen = subject ?? (pronoun && last.has(gender) ? undefined : of.at(-1));
    if (chosen) last.set(gender, chosen.character);
  }
  // "Peg had something in her hand": one name whose gender the book never settled, and after it pronouns of one
  // gender only, with no one else of that gender named: the next "she" is hers, in this scene.
  const unsexed = new Set(named.filter((n) => !n.character.gender).map((n) => n.character));
  const [only] = unsexed;
  // Stryker disable next-line ConditionalExpression: a set of one holds a character, so `only` is never empty there
  if (unsexed.size !== 1 || !only) return;
  const at = named.find((n) => n.character === only) as { index: number };
  // Stryker disable next-line ArrayDeclaration: the text from a name found in it on holds that name's letters, so the match is never null
  const words = text.slice(at.index).match(/\p{L}+/gu) ?? [];
  const told = new Set(words.map((w) => subjectGender(w, lang) ?? possessiveGender(w, lang)).filter(Boolean));
  const [gender] = told as Set<Gender>;
  if (told.size === 1 && gender && !named.some((n) => n.character.gender === gender)) last.set(gender, only);
}

function possessiveGender(word: string, lang: Language): Gender | undefined {
  const w = word.toLowerCase();
  return lang.pronouns.female.has(w) ? 'female' : lang.pronouns.male.has(w) ? 'male' : undefined;
}

/** Whether a possessive's owner word ("Nan" of "Nan's tally book", "Con" of "Con's stick") is one of their names. */
function ownerNamed(who: Character | 'I', owner: string | undefined): boolean {
  return who !== 'I' && owner !== undefined && who.names.some((n) => n.split(' ').includes(owner));
}

interface Given {
  /** The order givings were read in: of "the ledger" and "the ledgers", the later one stands. */
  seq: number;
  /** The one it was given to, when the text says ("gave it to Lucho", "took it from her"). */
  to?: Character | 'I';
  /** The chapter's number, for the text's givings: a bible's record of the same giving does not replace it. */
  chapter?: number;
  giver: Character | 'I';
  /** The chapter's file of a giving told only by another's taking ("He took the binoculars — Moose let him"). */
  takenIn?: string;
  /** The chapter's file where the one it was given to put it down ("Afonso put the typescript down"). */
  putDownIn?: string;
  /** Named as the giver's own when given ("my composing stick"): "Con's stick" is then another one. */
  own?: true;
  /** Taken from the one it is named as belonging to ("took Nan's tally book from her"): still theirs to have back. */
  ownersTaken?: true;
  /** One who put it away in their own pocket after the giver held it: a giving told only by the keeping. */
  keeper?: Character | 'I';
  words: string[];
  file: string;
  line: number;
  evidence: string;
}

/** The patterns by language and by the book's nouns (the language's and those a book's people carry, learned). */
const givenPatterns = new WeakMap<Language, Map<string, { objectAt: RegExp; introAt: RegExp }>>();
const passingPatterns = new WeakMap<Language, RegExp>();

/** How far (in characters) a passing verb reaches to the things it passes on: a clause or two, not a long sentence. */
const PASSING_REACH = 80;

/** The language's passing verbs as a global pattern, to find each one. */
function passingAll(lang: Language): RegExp {
  let all = passingPatterns.get(lang);
  if (!all) {
    // Stryker disable next-line StringLiteral: the languages' passing patterns carry no g flag to drop
    all = new RegExp(lang.objectPassing.source, `${lang.objectPassing.flags.replace('g', '')}g`);
    passingPatterns.set(lang, all);
  }
  return all;
}

/**
 * What is given away stays given: "Mara gave the brass key to Tomas" (or "He
 * gives me the logbook", "left the spyglass to Grace", "sells it to Haas", or
 * "Nadia takes it" from the one who last held it) and later "Mara turned the
 * brass key" ("carries", "pockets", "took it from her own pocket", "with the
 * key in her hand"), with no sentence between that passes a key on again
 * (given back, taken, found, kept). The subject is a name, "I", or "he"/"she"
 * read as the last named character of that gender in the scene's narration;
 * "it" is the object the scene named last. `losses`, when given, collects the findings of things the text lost then
 * used: checkObjects drops one where a bible's object, lost and held on the same line, says it better.
 */
export function givenAway(m: Manuscript, lang: Language, losses?: Set<Finding>): Finding[] {
  const { cast } = readFacts(m, lang);
  const findings: Finding[] = [];
  if (lang.objectNouns.size === 0) return findings;
  const rw = lang.reading;
  const carried = carriedNouns(m, lang);
  const brands = brandNouns(m, lang, cast);
  const plainNouns = [
    ...lang.objectOtherNames.keys(),
    ...lang.objectNouns,
    ...carried.learned,
    ...lang.objectSynonyms.keys(),
  ]
    .map((n) => escapeRegExp(n).replace(/ /g, '\\s+'))
    .join('|');
  // "the old Zeiss glasses": a make before a thing's noun is a word of that naming, not the thing by its make.
  const nouns = [
    plainNouns,
    ...[...brands.keys()].map((n) => `${escapeRegExp(n).replace(/ /g, '\\s+')}(?!\\s+(?:${plainNouns})\\b)`),
  ].join('|');
  // An object after a determiner or a possessive name ("the brass key", "my father's telescope", "Walter's fork").
  // "took the key off his watch chain": a noun after the thing's makes them another thing ("the key ring" a ring).
  const compound = `(?!\\s+${lang.objectCompoundHeads}\\b)`;
  const byNouns = givenPatterns.get(lang) ?? new Map<string, { objectAt: RegExp; introAt: RegExp }>();
  givenPatterns.set(lang, byNouns);
  const built = byNouns.get(nouns) ?? {
    objectAt: new RegExp(
      `(?:\\b${lang.givenDeterminers}\\s+|(?<=\\p{Lu}\\p{L}*['’]s\\s+))((?:[\\p{L}'’-]+\\s+){0,2}?)(?:(\\p{L}+)-)?(${nouns})(?:${lang.pluralEnding})?\\b${compound}`,
      'giu',
    ),
    introAt: new RegExp(
      `\\b${lang.introDeterminers}\\s+((?:[\\p{L}'’-]+\\s+){0,2}?)(?:(\\p{L}+)-)?(${nouns})\\b${compound}`,
      'giu',
    ),
  };
  byNouns.set(nouns, built);
  const { objectAt, introAt } = built;
  // Most sentences name no object at all: a look for the nouns (and "it") first (the full pattern backtracks).
  const anyNoun = new RegExp(`\\b(?:${nouns})(?:${lang.pluralEnding})?\\b`, 'i');
  /** "put something into Bríd's hand": a thing handed before the text names it, read as a thing of its own kind. */
  const unnamedAt = new RegExp(`\\b()(?:(\\p{L}+)-)?(${rw.unnamedThing})\\b`, 'giu');
  const unnamedWord = new RegExp(`^(?:${rw.unnamedThing})$`, 'iu');
  /** Whether a noun is the unnamed thing's: it passes from hand to hand, but no finding is ever of it. */
  const isUnnamed = (noun: string) => unnamedWord.test(noun);
  /** "a new knife", "another umbrella": one of its kind, which may be used from here on though one was lost. */
  const replacement = new RegExp(`${rw.replacementLead}\\s+(?:[\\p{L}'’-]+\\s+){0,2}?(${nouns})\\b`, 'giu');
  /** The words each noun has been named with so far ("zeiss" of "the Zeiss binoculars"). */
  const namedWith = new Map<string, Set<string>>();
  /** The thing a match of objectAt names: its noun ("the ledgers" stay plural) and the words before it. */
  const namingOf = (o: RegExpMatchArray): { noun: string; words: string[] } | undefined => {
    // "the ledgers": one of them is "the ledger" later; "his keys" are a bunch, not the key he gave.
    const written = (o[3] as string).toLowerCase().replace(/\s+/g, ' ');
    // "the mouth organ" after "the harmonica": one thing by either name.
    const other = lang.objectOtherNames.get(written);
    const base = other ?? written;
    // "her father's Zeiss glasses" after "the Zeiss binoculars": the binoculars; "his reading glasses" are none.
    // "the black Conway Stewart" after "It is a black Conway Stewart" was said of the pen: the pen, by its make.
    const brand = brands.get(base);
    const stands = brand === undefined ? lang.objectSynonyms.get(base) : undefined;
    const plural = (o[0] as string).toLowerCase().replace(/\s+/g, ' ').endsWith(`${written}${lang.pluralEnding}`);
    const noun = brand ?? stands ?? (plural ? `${base}${lang.pluralEnding}` : base);
    // "the clasp-knife": its first part is a word of it, as "clasp" in "the clasp knife"; "the bread-knife" is another.
    // Stryker disable next-line Regex: split at each space, a run of spaces only adds empty words, which the filter drops
    const words = `${o[1] as string} ${o[2] ?? ''}`.toLowerCase().split(/\s+/).filter(Boolean);
    const known = namedWith.get(noun) ?? new Set<string>();
    // "his Zeiss glasses" once "The field glasses were Zeiss" was told: glasses of the make the binoculars are.
    if (stands && !words.some((w) => known.has(w) || brands.get(w) === stands)) return undefined;
    for (const w of words) known.add(w);
    namedWith.set(noun, known);
    return { noun, words };
  };
  const given = new Map<string, Given>();
  let seq = 0;
  /** The giving of a thing or of its plural ("the ledgers" given, "the ledger" used), the later told. */
  const latestGiving = (noun: string): Given | undefined => {
    const one = given.get(noun);
    const many = given.get(`${noun}${lang.pluralEnding}`);
    // Stryker disable next-line EqualityOperator: each giving takes a new seq, so two are never equal
    return one && many ? (one.seq > many.seq ? one : many) : (one ?? many);
  };
  /** Who last held or used each object: one who takes it from them was given it. */
  const holder = new Map<string, Character | 'I'>();
  /** Who last held each thing of one owner's ("Hugh's aneroid"), and in which scene: a thing is in one pocket at a time. */
  const held = new Map<string, { who: Character | 'I'; scene: string; file: string; line: number; evidence: string }>();
  /** A holder who took over a thing with no passing told: a slip if the one before has it next (A, B, then A again). */
  const pending = new Map<
    string,
    {
      by: Character | 'I';
      before: Character | 'I';
      at: string;
      scene: string;
      file: string;
      line: number;
      evidence: string;
    }
  >();
  /**
   * Givings of a thing by others before the latest ("June gave Moose the binoculars", then Moose lends them to
   * Hunter): the first giver has them no more than the second, until they are given back.
   */
  const earlier = new Map<string, Given[]>();
  /**
   * A thing held out to another ("held it out to him"): given when that one is next seen with it; held out to one the
   * text does not name there ("to her son"), given to the next other one seen with it.
   */
  const offered = new Map<string, Given>();
  /** A person noun ("son", "woman"): "in front of her son" sets a thing before another. */
  const personNoun = (word: string | undefined) =>
    word !== undefined && (rw.femaleNouns.has(word.toLowerCase()) || rw.maleNouns.has(word.toLowerCase()));
  /**
   * Things the text lost ("the knife went over the side", "it was gone", "lost her camera"), with the words and owner
   * they were named with: anyone using one later, before a sentence finds it again, uses what the story has lost.
   */
  const lost = new Map<string, { words: string[]; owner?: string; file: string; line: number; evidence: string }>();
  const forget = (noun: string) => {
    holder.delete(noun);
    held.delete(noun);
    pending.delete(noun);
    offered.delete(noun);
  };
  /** A thing given back or taken back ends every giving of it. */
  const ungive = (noun: string) => {
    given.delete(noun);
    earlier.delete(noun);
  };
  const using = (v: string) => lang.objectUsing.has(v) || rw.keepVerbs.has(v);
  // The bible's givings ("gives it to Euan (ch. 4)") hold from the chapter after theirs, as if the text had told them;
  // in a first-person book the narrator's are "I"'s.
  const style = m.bible.style;
  const fromBible = (m.bible.givings ?? []).flatMap((g) => {
    const c = cast.byName.get(g.giver) ?? m.bible.characters.find((x) => x.name === g.giver);
    // Stryker disable next-line ConditionalExpression: a bible giving's giver is always the name of one of its characters
    if (!c) return [];
    const giver: Character | 'I' =
      // Stryker disable next-line ConditionalExpression: no name of a character is undefined, so with no narrator includes is false anyway
      style?.pov === 'first' && style.narrator !== undefined && c.names.includes(style.narrator)
        ? 'I'
        : (cast.byName.get(c.name) ?? c);
    return [{ ...g, giver }];
  });
  /** How often each character has been named so far: the most named of a gender is who a chapter's opening "she"
   * or "he" is before anyone is named there. */
  const timesNamed = new Map<Character, number>();
  const lead = (gender: Gender): Character | undefined => {
    let best: [Character, number] | undefined;
    for (const [c, n] of timesNamed) if (c.gender === gender && (!best || n > best[1])) best = [c, n];
    return best?.[0];
  };
  const count = (found: ReadonlyArray<{ character: Character }>) => {
    for (const n of found) timesNamed.set(n.character, (timesNamed.get(n.character) ?? 0) + 1);
  };
  const narrator = firstPersonNarrator(m, cast, lang);
  const headed = headedNarrators(m, cast, lang);
  for (const chapter of m.chapters) {
    /** "I" in a chapter told in the first person where the book tells others in the third: its narrator. */
    // "Chapter Nine: Nora" over a chapter told in the first person: its "I" is Nora, who gave away in another
    // narrator's chapter what she has here.
    const teller = headed.get(chapter.file);
    const me = narrator?.chapters.has(chapter.file) ? narrator.forms : teller ? new Set([teller]) : undefined;
    /** One holder: the same character, or "I" and the narrator of this chapter. */
    const same = (a: Character | 'I', b: Character | 'I') =>
      a === b || (me !== undefined && ((a === 'I' && b !== 'I' && me.has(b)) || (b === 'I' && a !== 'I' && me.has(a))));
    /** Whether one seen with a thing held out takes it: the one it was held out to, or anyone but the giver when the
     * text did not name whom. */
    const takes = (offer: Given, who: Character | 'I') =>
      offer.to !== undefined ? same(who, offer.to) : !same(who, offer.giver);
    for (const g of fromBible)
      if (chapter.number === g.chapter + 1 && given.get(g.noun)?.chapter !== g.chapter)
        given.set(g.noun, {
          seq: ++seq,
          giver: g.giver,
          words: [],
          file: 'bible.md',
          line: g.line,
          evidence: `${holderName(g.giver)} gives the ${g.noun} to ${g.to} (chapter ${g.chapter})`,
        });
    let scene = -1;
    /**
     * A thing one put away in their own pocket in this chapter ("He put the watch back in his own pocket"): another
     * using it later in the chapter, with no passing told between, has what is in the first one's pocket.
     */
    const pocketed = new Map<
      string,
      { who: Character | 'I'; words: string[]; file: string; line: number; evidence: string }
    >();
    /**
     * "found it": the thing the scene named last, or, in a scene that named none yet, the one thing lost ("'I found
     * it,' Ben said" opening a chapter after the compass went over the side).
     */
    const foundIt = () => {
      const it = lastNoun?.noun ?? (lost.size === 1 ? [...lost.keys()][0] : undefined);
      if (it !== undefined) lost.delete(it);
    };
    /** The sentences read so far in the chapter, and the last thing named by its words, with the sentence it was in. */
    let sentences = 0;
    let recent: { noun: string; words: string[]; owner?: string; at: number } | undefined;
    /** A thing lost in a sentence ("the knife was gone", "lost the camera"), unless its clause doubts it ("afraid she'd lose it"). */
    const loseAt = (s: Sentence, noun: string, words: string[], owner: string | undefined, at: number) => {
      const clause =
        s.narration
          .slice(0, at)
          .split(/[,;:—–]/)
          .at(-1) ?? '';
      if (rw.lossDoubt.test(clause) || lang.unreal.test(s.narration)) return;
      lost.set(noun, {
        words,
        ...(owner ? { owner } : {}),
        file: chapter.file,
        line: s.line,
        evidence: evidenceOf(s.text),
      });
    };
    /**
     * A letter's or a message's losses are the story's ("Took Dad's knife out to cut the tag … and it went."), though
     * nothing else in it is read as a holding now: what a letter says one has may be long ago.
     */
    const lossesIn = (s: Sentence) => {
      sentences++;
      const text = s.narration;
      if (!anyNoun.test(text)) return;
      for (const o of text.matchAll(objectAt)) {
        const naming = namingOf(o);
        if (!naming) continue;
        const before = text.slice(0, o.index);
        const owner = rw.ownerBefore.exec(before)?.[1];
        recent = { ...naming, ...(owner ? { owner } : {}), at: sentences };
        const verb = lang.verbBeforeObject.exec(before.replace(/\p{Lu}\p{L}*['’]s\s+$/u, ''));
        const v = verb?.[2]?.toLowerCase() ?? openingVerb(before) ?? '';
        const after = text.slice((o.index ?? 0) + o[0].length);
        if (rw.lostAfter.test(after) || rw.lossVerbs.has(v) || (rw.throwVerbs.has(v) && rw.sinkAfter.test(after)))
          loseAt(s, naming.noun, naming.words, owner, o.index ?? 0);
      }
      for (const it of text.matchAll(rw.itLost))
        if (recent && sentences - recent.at <= 1) loseAt(s, recent.noun, recent.words, recent.owner, it.index ?? 0);
    };
    const last = new Map<Gender, Character>();
    /**
     * Who the scene last saw using each thing, and the thing the sentence is about now: "Clara stood in the grass with
     * the Kodak. Mengia held her elbow. … She took the picture … and put the Kodak into its cover": the "she" who does
     * something with a thing is the one of her gender the scene had holding it in this paragraph or the one before,
     * not whoever was named last (further back, the one named last is likelier).
     */
    const inHand = new Map<string, { who: Character; paragraph: number }>();
    let paragraphs = 0;
    let thingNow: string | undefined;
    /** The object the scene named last: what "it" stands for. */
    let lastNoun: { noun: string; words: string[] } | undefined;
    /** The one the scene named last whose gender the book never settled ("Moose"): whom a "him" may be. */
    let unsexed: Character | undefined;
    const noteUnsexed = (found: ReadonlyArray<{ character: Character }>) => {
      unsexed = found.filter((n) => !n.character.gender).at(-1)?.character ?? unsexed;
    };
    for (const p of chapter.paragraphs) {
      paragraphs++;
      if (p.scene !== scene) {
        scene = p.scene;
        // An unnamed thing is named in its own scene or not at all.
        for (const noun of [...given.keys(), ...offered.keys(), ...holder.keys(), ...lost.keys()])
          if (isUnnamed(noun)) {
            given.delete(noun);
            forget(noun);
            lost.delete(noun);
          }
        last.clear();
        lastNoun = undefined;
        unsexed = undefined;
        inHand.clear();
      }
      if (p.kind === 'quote') {
        for (const s of p.sentences) lossesIn(s);
        continue;
      }
      if (p.kind === 'prose' && p.memory) {
        // "I had wrapped the pen that morning in a handkerchief. … I took it out and gave it to him": a step back in
        // time inside the scene holds nothing now, but the thing it names last is what the next "it" is.
        for (const s of p.sentences) {
          const o = anyNoun.test(s.narration) ? [...s.narration.matchAll(objectAt)].at(-1) : undefined;
          lastNoun = (o && namingOf(o)) || lastNoun;
        }
        continue;
      }
      // Stryker disable next-line ConditionalExpression: a heading has no sentences
      if (p.kind !== 'prose') continue;
      for (const s of p.sentences) {
        // "holding the dial in its box": a thing the book does not follow, held in its case, is the case held (the
        // words between blanked, so every index into the sentence stands).
        // A thing the book follows anywhere in it ("the adze still wrapped in its sacking", "the harmonica back in its
        // box") is that thing, and so is one told with a little word between ("still", "back"): only a plain naming
        // of a thing not followed gives way to its case.
        const text = s.narration.replace(rw.thingInItsCase, (whole, gap: string) =>
          anyNoun.test(gap) ||
          (gap.match(/\p{L}+/gu) ?? [])
            .slice(0, -2)
            .some((w) => lang.stopWords.has(w.toLowerCase()) || lang.adverbs.has(w.toLowerCase()))
            ? whole
            : whole.slice(0, whole.length - gap.length) + ' '.repeat(gap.length),
        );
        // ""Lend me the camera," she said. … I gave it to her": a thing asked for or named aloud is what "it" is next.
        const said = spokenOf(s);
        const spoken = anyNoun.test(said) ? [...said.matchAll(objectAt)].at(-1) : undefined;
        const naming = spoken && namingOf(spoken);
        if (naming) lastNoun = naming;
        // ""I found it," he says": a lost thing found in speech is found (what is said of it may be its only finding).
        if (said.search(rw.itFound) >= 0) foundIt();
        sentences++;
        // "put it into Kolya's hands" with no thing named yet: the unnamed thing, handed over (itEvent).
        const handedUnnamed = () =>
          [...text.matchAll(rw.itObject)].some(
            (it) =>
              rw.placeInHand.has((it[1] as string).toLowerCase()) &&
              rw.intoHand.test(text.slice((it.index ?? 0) + it[0].length)),
          );
        const itUsed =
          text.search(rw.itObject) >= 0 && (lastNoun !== undefined || anyNoun.test(text) || handedUnnamed());
        // "It went up over the wall … and was gone.": what the sentence before named is lost, though this one names none.
        const itGone = recent !== undefined && sentences - recent.at <= 1 && text.search(rw.itLost) >= 0;
        const itBack = lost.size > 0 && text.search(rw.itFound) >= 0;
        const unnamed = text.search(unnamedAt) >= 0;
        if (!anyNoun.test(text) && !itUsed && !itGone && !itBack && !unnamed) {
          // "I held out the letter. … Then she took it": the letter, not the harmonica named paragraphs before.
          if (rw.thingHandled.test(text)) lastNoun = undefined;
          const found = mentions(text, cast);
          count(found);
          noteSubjects(text, found, last, lang);
          noteUnsexed(found);
          continue;
        }
        const named = mentions(text, cast);
        count(named);
        const subjectBefore = (end: number, joined = true): Character | 'I' | undefined => {
          // "I went back to the works, took my stick down …": a verb after a comma is the sentence's subject's.
          if (joined && /\p{L},$/u.test(text.slice(0, end))) return nearestSubject(end - 1) ?? sentenceSubject();
          // "and then—gave it to Kit": the word before a dash is the one before the verb.
          const word = /(\p{L}+)[\s—–]*$/u.exec(text.slice(0, end))?.[1];
          if (!word) return undefined;
          // "Ben looked at Ada, who had the compass open": the name before ", who".
          const whose = named.find((n) => rw.relativeEnd.test(text.slice(n.index + n.name.length, end)));
          if (whose) return whose.character;
          if (lang.firstPersonSubject.test(word)) return 'I';
          // "… she said, and gave him the watch", "Hope went to the mantel and took down the knife": the sentence's.
          if (joined && rw.clauseJoin.test(word)) return nearestSubject(end) ?? sentenceSubject();
          const gender = subjectGender(word, lang);
          if (gender) {
            // Stryker disable next-line EqualityOperator: end falls on a verb or a pronoun's end, where no capitalised name starts
            const inSentence = named.filter((n) => n.index < end && n.character.gender === gender).at(-1);
            const seen = thingNow === undefined ? undefined : inHand.get(thingNow);
            const had = seen && paragraphs - seen.paragraph <= 1 ? seen.who : undefined;
            return (
              inSentence?.character ?? (had?.gender === gender ? had : undefined) ?? last.get(gender) ?? lead(gender)
            );
          }
          return named.find((n) => n.index + n.name.length === end)?.character;
        };
        /**
         * The subject nearest before a point: the last "I", "she" or "he" (resolved), or a name opening a clause
         * ("Hope went to the mantel and took down the knife"); a name after a verb is its object ("gave Danny").
         */
        const nearestSubject = (end: number): Character | 'I' | undefined => {
          const head = text.slice(0, end);
          let best: { at: number; who: Character | 'I' | undefined } | undefined;
          for (const w of head.matchAll(/\p{L}+/gu)) {
            const at = w.index ?? 0;
            if (lang.firstPersonSubject.test(w[0])) best = { at, who: 'I' };
            else if (subjectGender(w[0], lang))
              // Stryker disable next-line BooleanLiteral: the word before that end is the pronoun itself, never a joining word, and no comma ends there
              best = { at, who: subjectBefore(at + w[0].length, false) };
          }
          for (const n of named)
            if (
              // Stryker disable next-line EqualityOperator: a name ending right at end would be glued to the verb after it
              n.index + n.name.length <= end &&
              // Stryker disable next-line EqualityOperator: a name never starts where a pronoun or "I" does
              (!best || n.index > best.at) &&
              // "Moose, who stood braced in the doorway with the binoculars": the name opens the relative clause.
              (rw.clauseOpen.test(head.slice(0, n.index)) || rw.relativeAfter.test(head.slice(n.index + n.name.length)))
            )
              best = { at: n.index, who: n.character };
          return best?.who;
        };
        /** The sentence's subject: a name opening it, or an opening "I", "he", "she". */
        const sentenceSubject = (): Character | 'I' | undefined => {
          const opening = /^[\s"“‘(*_]*(\p{L}+)/u.exec(text);
          if (!opening) return undefined;
          const first = named[0];
          // A first name the text also uses as a word ("June Albright" read as "Albright") still opens the sentence.
          if (first && /^[\s"“‘(*_]*(?:\p{Lu}\p{L}*\s+)?$/u.test(text.slice(0, first.index))) return first.character;
          return subjectBefore(opening[0].length, false);
        };
        /** Whether a possessive ("her", "my", "Tom's") is the subject's own. */
        const owns = (whose: string, subject: Character | 'I'): boolean | undefined => {
          const w = whose.toLowerCase();
          // "Tomas's": the subject's own only under one of the subject's names.
          if (/['’]s$/.test(w)) return subject !== 'I' && subject.names.some((n) => whose.startsWith(`${n}`));
          if (subject === 'I') return lang.firstPerson.has(w);
          if (lang.firstPerson.has(w)) return false;
          // One whose gender the book never settled is of the gender the scene's pronouns gave them (noteSubjects).
          const gender = subject.gender ?? (['female', 'male'] as const).find((g) => last.get(g) === subject);
          if (!gender || !lang.thirdPerson.has(w)) return undefined;
          // "his" beside a woman is another's; "her" beside a woman is read as hers.
          return lang.pronouns[gender].has(w);
        };
        /** "put it in her hands", "pressed the key into Tom's palm": given, when the hand is another's. */
        /** "took Nives's hand and put the pencil into it": the hand "it" is, the last one the sentence named before. */
        const handIt = (after: string): string | undefined =>
          rw.intoIt.test(after)
            ? [...text.slice(0, text.length - after.length).matchAll(rw.handOf)].at(-1)?.[1]
            : undefined;
        const intoAnother = (after: string, subject: Character | 'I' | undefined): boolean => {
          const whose = rw.intoHand.exec(after)?.[1] ?? handIt(after);
          if (whose !== undefined) return subject !== undefined && owns(whose, subject) === false;
          // "put it on the table in front of him", "laid the compass down in front of Frankie": set before another.
          const front = rw.inFrontOf.exec(after);
          const before = front?.[1];
          if (before === undefined || subject === undefined) return false;
          // "him", "her", "me" or a capitalised name: a pronoun has no capital at all.
          // Stryker disable next-line Regex: the pattern gives a pronoun in lower case or a word that opens on a capital
          const pronoun = !/^\p{Lu}/u.test(before);
          // "in front of her son": the son, whoever "her" is.
          if (pronoun && personNoun(front?.[2])) return true;
          if (pronoun) return owns(before, subject) === false;
          const person = named.find((n) => n.name === before || n.name.startsWith(`${before} `))?.character;
          return person !== undefined && !same(person, subject);
        };
        const give = (
          noun: string,
          words: string[],
          giver: Character | 'I' | undefined,
          back: boolean,
          keeper?: Character | 'I',
          takenIn?: string,
          to?: Character | 'I',
        ) => {
          // Given to one named, it is in their hands now; to one unnamed, in no one's the scene knows.
          if (to !== undefined && to !== 'I' && !back) inHand.set(noun, { who: to, paragraph: paragraphs });
          else inHand.delete(noun);
          // Whoever gives a lost thing has it again: found, as far as the text tells.
          lost.delete(noun);
          pocketed.delete(noun);
          const before = given.get(noun);
          if (!giver || back) ungive(noun);
          else {
            // "He took the binoculars — Moose let him": Moose's giving to Hunter does not give them back to June, who
            // gave them to Moose. (A giving whose taker the text does not name may be to her: it ends hers.)
            if (before && to && !same(before.giver, giver) && !same(before.giver, to) && sameThing(before.words, words))
              earlier.set(noun, [...(earlier.get(noun) ?? []).filter((g) => !same(g.giver, giver)), before]);
            given.set(noun, {
              seq: ++seq,
              chapter: chapter.number,
              giver,
              // Stryker disable next-line ConditionalExpression: a keeper left undefined reads as none, in the message and in the finding
              ...(keeper ? { keeper } : {}),
              ...(takenIn ? { takenIn } : {}),
              ...(to ? { to } : {}),
              ...(reading.own ? { own: true as const } : {}),
              ...(takenIn && ownerNamed(giver, reading.owner) ? { ownersTaken: true as const } : {}),
              words,
              file: chapter.file,
              line: s.line,
              evidence: evidenceOf(s.text),
            });
          }
          forget(noun);
        };
        /**
         * A thing of one owner's in the hands of one, then another in a later scene, then the first again, and
         * nothing between passes it on: the middle one has what the others kept ("Will pockets Hugh's aneroid"; Grace
         * "takes Hugh's aneroid out of her pocket" two scenes on; Will "takes it out of his waistcoat" after).
         */
        const inTurn = (noun: string, subject: Character | 'I') => {
          if (!carried.owned.has(noun)) return;
          // One character the cast holds twice ("Doctor Pieter Haas", "Dr. Pieter Haas") is one holder.
          const one = (a: Character | 'I', b: Character | 'I') =>
            same(a, b) || (a !== 'I' && b !== 'I' && fullTail(a) !== undefined && fullTail(a) === fullTail(b));
          const here = `${chapter.file}#${scene}`;
          const was = held.get(noun);
          const slip = pending.get(noun);
          if (slip && one(subject, slip.before) && slip.scene !== here) {
            const who = holderName(slip.by, true);
            const other = holderName(subject);
            findings.push({
              file: slip.file,
              line: slip.line,
              category: 'object',
              message: `${who} has the ${noun} here, but ${other} has it at ${slip.at} before and at ${chapter.file}:${s.line} after, and nothing between passes it on`,
              evidence: slip.evidence,
              confidence: 0.6,
              against: { file: chapter.file, line: s.line, evidence: evidenceOf(s.text) },
            });
            pending.delete(noun);
          } else {
            pending.delete(noun);
            if (was && !one(was.who, subject) && was.scene !== here)
              pending.set(noun, {
                by: subject,
                before: was.who,
                at: `${was.file}:${was.line}`,
                scene: here,
                file: chapter.file,
                line: s.line,
                evidence: evidenceOf(s.text),
              });
          }
          held.set(noun, { who: subject, scene: here, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
        };
        const use = (noun: string, words: string[], subject: Character | 'I' | undefined) => {
          if (!subject) return;
          if (subject !== 'I') inHand.set(noun, { who: subject, paragraph: paragraphs });
          usesLost(noun, words, subject);
          usesPocketed(noun, words, subject);
          inTurn(noun, subject);
          const offer = offered.get(noun);
          // "held it out to him" … "He was standing in the lee of the shed with the binoculars at his eyes": taken.
          if (offer && takes(offer, subject) && sameThing(words, offer.words)) {
            const { to: _, ...giving } = offer;
            const before = given.get(noun);
            if (before && !same(before.giver, offer.giver) && !same(before.giver, subject))
              earlier.set(noun, [...(earlier.get(noun) ?? []), before]);
            given.set(noun, { ...giving, seq: ++seq });
            offered.delete(noun);
          } else if (offer && same(subject, offer.giver)) offered.delete(noun);
          if (isUnnamed(noun)) {
            holder.set(noun, subject);
            return;
          }
          const latest = latestGiving(noun);
          const gave =
            latest && same(subject, latest.giver)
              ? latest
              : earlier.get(noun)?.find((g) => same(subject, g.giver) && sameThing(words, g.words));
          holder.set(noun, subject);
          if (!gave) return;
          // Taken from them and theirs again in the same chapter: lent for a while and handed back ("He took the
          // binoculars — Moose let him" … "Moose, who stood braced in the doorway with the binoculars").
          // Put down by the one it was given to ("Afonso put the typescript down") and the giver's again in that
          // chapter: lent to look at, and left for them to pick up.
          // Taken from the one it is named as belonging to ("took Nan's tally book from her and wrote the same in that"):
          // the owner having it again later is its return, told or not.
          if (
            gave === latest &&
            (gave.takenIn === chapter.file || gave.putDownIn === chapter.file || gave.ownersTaken)
          ) {
            given.delete(noun);
            return;
          }
          // "Dona Celeste gave it to her, and Inês … went down with the cane in her other hand": in the sentence
          // that tells the giving, the thing held after it is the taker's, whoever the pronoun seems to name.
          if (gave.file === chapter.file && gave.line === s.line && gave.evidence === evidenceOf(s.text)) return;
          // "the brass key" and "the iron key" are two keys.
          if (!sameThing(words, gave.words)) return;
          // "my composing stick" given away, "Con's stick" held: Con's, another stick, unless Con is the giver.
          const ownerWord = reading.owner;
          if (gave.own && ownerWord !== undefined && !ownerNamed(gave.giver, ownerWord)) return;
          const who = holderName(subject, true);
          findings.push({
            file: chapter.file,
            line: s.line,
            category: 'object',
            message: gave.keeper
              ? `${who} has the ${[...words, noun].join(' ')} here, but ${gave.file}:${gave.line} has ${holderName(gave.keeper)} put it away in their own pocket after ${holderName(subject)} held it, and nothing between gives it back`
              : `${who} has the ${[...words, noun].join(' ')} here, but gave it away at ${gave.file}:${gave.line}, and nothing between gives it back`,
            evidence: evidenceOf(s.text),
            confidence: 0.7,
            against: { file: gave.file, line: gave.line, evidence: gave.evidence },
          });
        };
        /** "pocketed it", "put the harmonica back in its box and the box in his pocket": put away in one's own pocket. */
        const keeps = (after: string, subject: Character | 'I', v: string): boolean => {
          if (rw.keptBy.has(v)) return true;
          const whose = rw.keptIn.exec(after)?.[1];
          return whose !== undefined && owns(whose, subject) === true;
        };
        /**
         * A thing another held last, put away in one's own pocket or bag, is kept: the one before gave it, as far as the
         * text tells ("I took out the box. 'Try this.'" … the boy puts it in his pocket), and their holding it again
         * is a slip; the keeper is no slip between two holdings of the other's (inTurn).
         */
        const keep = (noun: string, words: string[], subject: Character | 'I') => {
          const before = holder.get(noun);
          if (!before || same(before, subject)) {
            use(noun, words, subject);
            return;
          }
          const gave = latestGiving(noun);
          if (gave && same(gave.giver, subject)) {
            use(noun, words, subject);
            return;
          }
          give(noun, words, before, false, subject);
          holder.set(noun, subject);
          held.set(noun, {
            who: subject,
            scene: `${chapter.file}#${scene}`,
            file: chapter.file,
            line: s.line,
            evidence: evidenceOf(s.text),
          });
        };
        /** Whose pocket: a name's, "my" (the narrator), or "his"/"her" (the one of that gender named last before it). */
        const pocketOwner = (whose: string, at: number): Character | 'I' | undefined => {
          // Stryker disable next-line EqualityOperator,Regex: at is the end of the object's words, where no name starts glued on; whose (heldBy) is a name ending in "’s" or a pronoun with no apostrophe, so the anchor decides nothing
          if (/['’]s$/.test(whose)) return named.find((n) => whose.startsWith(n.name) && n.index >= at)?.character;
          if (lang.firstPerson.has(whose.toLowerCase())) return 'I';
          const gender = possessiveGender(whose, lang);
          if (!gender) return undefined;
          return (
            // Stryker disable next-line EqualityOperator: at is the end of the object's words, where a space follows (heldBy), so no name starts there
            // "with Joss's list in his hand": the hand is not the owner's whose possessive names the thing (the owner
            // may be dead by then); it is the one of that gender named before as no owner, the sentence's doer.
            named
              .filter(
                (n) =>
                  n.index < at &&
                  n.character.gender === gender &&
                  !lang.possessiveAfter.test(text.slice(n.index + n.name.length)),
              )
              .at(-1)?.character ?? last.get(gender)
          );
        };
        /** "from her coat pocket" after a taking, when "her" is the taker's own: a use, not a taking. */
        const fromOwn = (after: string, subject: Character | 'I' | undefined): boolean => {
          const whose = (rw.fromOwn.exec(after) ?? rw.fromPocketOf.exec(after))?.[1]?.toLowerCase();
          if (!whose || !subject) return false;
          if (subject === 'I') return lang.firstPerson.has(whose);
          return subject.gender === undefined || lang.pronouns[subject.gender].has(whose);
        };
        /** "from her", "off Tom": the one a thing is taken from, not the taker. */
        const personFrom = (after: string, taker: Character | 'I'): Character | 'I' | undefined => {
          const who = rw.fromPerson.exec(after)?.[1];
          if (!who) return undefined;
          if (lang.firstPerson.has(who.toLowerCase())) return taker === 'I' ? undefined : 'I';
          const gender = lang.pronouns.female.has(who.toLowerCase())
            ? 'female'
            : lang.pronouns.male.has(who.toLowerCase())
              ? 'male'
              : undefined;
          // "from Tom Ilsley": the pattern takes the first word of a name; the mention is the whole of it.
          const person = gender
            ? last.get(gender)
            : named.find((n) => n.name === who || n.name.startsWith(`${who} `))?.character;
          return person === taker ? undefined : person;
        };
        /** The one a thing is offered to: "him" (the man named last but the subject), "me", or a name. */
        const receiver = (word: string, subject: Character | 'I'): Character | 'I' | undefined => {
          if (/^\p{Lu}/u.test(word)) {
            const person = named.find((n) => n.name === word || n.name.startsWith(`${word} `))?.character;
            return person && !same(person, subject) ? person : undefined;
          }
          if (lang.firstPerson.has(word)) return subject === 'I' ? undefined : 'I';
          const gender = possessiveGender(word, lang);
          // Stryker disable next-line ConditionalExpression: offerTo's pronouns are the first person's or of a gender
          if (!gender) return undefined;
          return (
            named.filter((n) => n.character.gender === gender && !same(n.character, subject)).at(-1)?.character ??
            [last.get(gender), unsexed].find((c) => c !== undefined && !same(c, subject))
          );
        };
        /**
         * To whom a giving goes: "to him", "to Cora", "into Tom's hand", "in front of her", or the person between the
         * verb and the thing ("gave him the watch", in `lead`).
         */
        const toWhom = (
          after: string,
          subject: Character | 'I' | undefined,
          lead = '',
        ): Character | 'I' | undefined => {
          const front = rw.inFrontOf.exec(after);
          const to =
            rw.toReceiver.exec(after)?.[0].match(/\p{L}+$/u)?.[0] ??
            (rw.intoHand.exec(after)?.[1] ?? handIt(after))?.replace(/['’]s$/, '') ??
            // "in front of her son": someone the text does not name here, not "her".
            (front && personNoun(front[2]) ? '' : front?.[1]) ??
            rw.indirectReceiver.exec(lead)?.[1];
          if (to === '') return undefined;
          return to !== undefined && subject !== undefined ? receiver(to, subject) : undefined;
        };
        /**
         * "held it out to him", "offered the watch to Tom": an offer, a giving once the other is seen with it; "held it
         * out across the table to her son", to one the text does not name there: a giving to whoever takes it next.
         */
        const offer = (noun: string, words: string[], subject: Character | 'I' | undefined, told: string): boolean => {
          const offerTo = rw.offerTo.exec(told.trim().replace(/\s+/g, ' '));
          const to = offerTo?.[1];
          const person = to !== undefined && subject !== undefined ? receiver(to, subject) : undefined;
          if ((!person && !personNoun(offerTo?.[2])) || !subject) return false;
          offered.set(noun, {
            seq: 0,
            chapter: chapter.number,
            giver: subject,
            ...(person ? { to: person } : {}),
            words,
            file: chapter.file,
            line: s.line,
            evidence: evidenceOf(s.text),
          });
          return true;
        };
        /** "to him", "to Gillies": to someone who is not the subject (a place's name, "to Dublin", is no one). */
        const toAnother = (after: string, subject: Character | 'I'): boolean => {
          const to = rw.toReceiver.exec(after)?.[0].match(/\p{L}+$/u)?.[0];
          if (to === undefined) return false;
          if (!/^\p{Lu}/u.test(to)) return owns(to, subject) === false;
          const person = named.find((n) => n.name === to || n.name.startsWith(`${to} `))?.character;
          return person !== undefined && !same(person, subject);
        };
        /**
         * A lost thing in someone's hands with nothing between that finds it ("the knife went over the side" … "she cut
         * the line with her father's knife"): one finding, on the use, against the loss. "Marta's umbrella" after "my
         * umbrella" was lost is another's; a wish or a fancy ("she wished she had the knife") uses nothing.
         */
        const usesLost = (noun: string, words: string[], subject: Character | 'I') => {
          const gone = lost.get(noun);
          if (!gone || isUnnamed(noun) || !sameThing(words, gone.words) || lang.unreal.test(text)) return;
          if (reading.owner !== undefined && reading.owner !== gone.owner) return;
          // Lost and had in one paragraph ("he came back for the box and it was gone … I had the box") is one telling.
          if (gone.file === chapter.file && paragraphStart(chapter, gone.line) === paragraphStart(chapter, s.line))
            return;
          const who = holderName(subject, true);
          const finding: Finding = {
            file: chapter.file,
            line: s.line,
            category: 'object',
            message: `${who} has the ${[...words, noun].join(' ')} here, but it was lost at ${gone.file}:${gone.line}, and nothing between finds it`,
            evidence: evidenceOf(s.text),
            confidence: 0.7,
            against: { file: gone.file, line: gone.line, evidence: gone.evidence },
          };
          findings.push(finding);
          losses?.add(finding);
          lost.delete(noun);
        };
        /**
         * One using what another put in their own pocket earlier in the chapter, with nothing between passing it on:
         * one finding, on the keeping (told with the use, a later sentence that shows it was not kept). A thing named
         * as the user's own ("her watch" of hers, "Tilly's watch") is another.
         */
        const usesPocketed = (noun: string, words: string[], subject: Character | 'I') => {
          const kept = pocketed.get(noun);
          if (!kept || same(kept.who, subject) || isUnnamed(noun) || !sameThing(words, kept.words)) return;
          if (kept.file === chapter.file && paragraphStart(chapter, kept.line) === paragraphStart(chapter, s.line))
            return;
          // The one the keeper took it from has it again: the keeping was a giving, and that is found as one.
          const taken = latestGiving(noun);
          if (taken?.keeper !== undefined && same(taken.keeper, kept.who) && same(taken.giver, subject)) return;
          if (reading.own || (reading.owner !== undefined && subject !== 'I' && ownerNamed(subject, reading.owner)))
            return;
          const keeper = holderName(kept.who, true);
          const who = holderName(subject);
          findings.push({
            file: kept.file,
            line: kept.line,
            category: 'object',
            message: `${keeper} puts the ${[...kept.words, noun].join(' ')} in their own pocket here, but ${who} has it at ${chapter.file}:${s.line} later in the chapter, and nothing between passes it on`,
            evidence: kept.evidence,
            confidence: 0.6,
            against: { file: chapter.file, line: s.line, evidence: evidenceOf(s.text) },
          });
          pocketed.delete(noun);
        };
        const lose = (noun: string, words: string[], owner: string | undefined, at: number) =>
          loseAt(s, noun, words, owner, at);
        /** The owner named before the thing now read ("Marta's umbrella"), for usesLost. */
        const reading: { owner?: string | undefined; own?: boolean } = {};
        /** A taking: from another holder it was given; by the one who gave it, taken back. */
        const take = (noun: string, words: string[], subject: Character | 'I', after: string) => {
          // A lost thing taken from someone ("I took it from him") was found by them; from a shelf, it is used.
          if (lost.has(noun)) {
            if (personFrom(after, subject)) lost.delete(noun);
            else usesLost(noun, words, subject);
          }
          // "I took it straight to Gillies", "took the letter over to her": brought to another, it is given.
          if (toAnother(after, subject)) {
            give(noun, words, subject, lang.objectReturn.test(after), undefined, undefined, toWhom(after, subject));
            return;
          }
          // "She held it out across the table to her son. … Piero took it.": the one who held it out gave it.
          const offer = offered.get(noun);
          const offeredBy = offer && takes(offer, subject) && sameThing(words, offer.words) ? offer.giver : undefined;
          if (offeredBy) offered.delete(noun);
          const from = personFrom(after, subject) ?? offeredBy ?? holder.get(noun);
          // "took out the old serrated knife" after giving "the Japanese knife": another knife, not the given one taken back.
          const gave = [latestGiving(noun)].find((g) => g !== undefined && sameThing(words, g.words));
          // "took the ledger down from the shelf", with no one else in its clause ("from the shelf where Crouch had
          // left it" may be its return): the giver has it again, unreturned.
          const from0 = text.length - after.length;
          const clauseEnd = from0 + (after.split(/[,;:]/)[0] ?? '').length;
          const fromPlace =
            rw.fromPlace.test(after) &&
            !lang.objectReturn.test(after) &&
            // Stryker disable next-line EqualityOperator: from0 falls on the space after the object's words and clauseEnd on a comma, semicolon, colon or the text's end, where no name starts
            named.every((n) => n.character === subject || n.index < from0 || n.index >= clauseEnd);
          // "I take Don Otto's telescope down from its hooks" a chapter after it was given to Lucho, who has it at sea:
          // a third one takes from its old place what another was given, and nothing brought it back there.
          const receiver = gave?.to;
          if (
            gave &&
            !isUnnamed(noun) &&
            receiver !== undefined &&
            fromPlace &&
            gave.chapter !== undefined &&
            gave.chapter < chapter.number &&
            !same(receiver, subject) &&
            !same(gave.giver, subject)
          ) {
            const who = holderName(subject, true);
            findings.push({
              file: chapter.file,
              line: s.line,
              category: 'object',
              message: `${who} takes the ${[...words, noun].join(' ')} from its place here, but ${gave.file}:${gave.line} gave it to ${holderName(receiver)}, and nothing between brings it back`,
              evidence: evidenceOf(s.text),
              confidence: 0.6,
              against: { file: gave.file, line: gave.line, evidence: gave.evidence },
            });
            holder.set(noun, subject);
            return;
          }
          if (gave?.giver === subject && fromPlace) use(noun, words, subject);
          else if (gave?.giver === subject) ungive(noun);
          // "She takes her father's adze down from its hook" when another had it last, in another scene: no one handed it
          // over; one in turn with them (inTurn), a slip if the other has it again next. (Taken "out of the case" in the
          // scene where the other has it, it is taken from them.)
          else if (
            from &&
            from !== subject &&
            fromPlace &&
            !personFrom(after, subject) &&
            !offeredBy &&
            (held.get(noun)?.scene ?? `${chapter.file}#${scene}`) !== `${chapter.file}#${scene}`
          )
            inTurn(noun, subject);
          // Taken when held out to them ("held it out to Ben. … Ben took the box"), it was given, not lent a while.
          else if (from && from !== subject)
            give(noun, words, from, false, undefined, offeredBy ? undefined : chapter.file, subject);
          // One who gave it before and takes it now has it again.
          const own = earlier.get(noun)?.filter((g) => !same(g.giver, subject));
          if (own) earlier.set(noun, own);
          holder.set(noun, subject);
        };
        let handled = false;
        /** "gives it to Euan", "Nadia takes it": the object named last, earlier in the sentence or the scene. */
        const itEvent = (it: RegExpMatchArray) => {
          const v = (it[1] as string).toLowerCase();
          // "took out a flat leather case, and put it into Kolya's hands. … It was the Zeiss glasses.": a thing handed
          // over before the text names it is the unnamed thing, named when the text says what it was.
          if (!lastNoun && rw.placeInHand.has(v) && rw.intoHand.test(text.slice((it.index ?? 0) + it[0].length)))
            lastNoun = { noun: rw.unnamedThing, words: [] };
          if (!lastNoun) return;
          thingNow = lastNoun.noun;
          const subject = subjectBefore(text.slice(0, it.index ?? 0).trimEnd().length);
          const after = text.slice((it.index ?? 0) + it[0].length);
          const { noun, words } = lastNoun;
          reading.owner = recent?.noun === noun ? recent.owner : undefined;
          reading.own = false;
          // "gives it to her"; "and gives it back", with no one named, returns it.
          const back = lang.objectReturn.test(after);
          if ((lang.objectGiving.has(v) || rw.giveTo.has(v)) && (rw.toReceiver.test(` it${after}`) || back)) {
            handled = true;
            give(noun, words, subject, back, undefined, undefined, toWhom(after, subject));
          } else if (rw.placeInHand.has(v) && intoAnother(after, subject)) {
            handled = true;
            give(noun, words, subject, back, undefined, undefined, toWhom(after, subject));
          } else if (rw.takeVerbs.has(v) && subject) {
            handled = true;
            if (fromOwn(after, subject)) use(noun, words, subject);
            else take(noun, words, subject, after);
          } else if (offer(noun, words, subject, `${v}${after}`)) handled = true;
        };
        /**
         * "put something into Bríd's hand … It was Matt's pen": what was done with the thing handed unnamed was done
         * with the pen, the thing the sentence that says what it was names.
         */
        const nameUnnamed = (noun: string, words: string[]) => {
          const unnamedKeys = [...new Set([...given.keys(), ...offered.keys(), ...holder.keys()])].filter(isUnnamed);
          for (const key of unnamedKeys) {
            const gave = given.get(key);
            if (gave) given.set(noun, { ...gave, seq: ++seq, words });
            const offer = offered.get(key);
            if (offer) offered.set(noun, { ...offer, words });
            const had = holder.get(key);
            // "He had something in his pocket … took it out …: my composing stick": one who had it, neither given nor
            // offered it, took it from whoever had the stick last.
            if (had && !gave && !offer) take(noun, words, had, '');
            else if (had) holder.set(noun, had);
            given.delete(key);
            forget(key);
          }
        };
        const objectEvent = (o: RegExpMatchArray) => {
          const thing = namingOf(o);
          if (!thing) return;
          const { noun, words } = thing;
          thingNow = noun;
          lastNoun = { noun, words };
          const before = text.slice(0, o.index);
          const after = text.slice((o.index ?? 0) + o[0].length);
          const owner = rw.ownerBefore.exec(before)?.[1];
          reading.owner = owner;
          // "my composing stick", "his pen": the one the possessive stands for owns it.
          const lead = /^\p{L}+/u.exec(o[0])?.[0].toLowerCase() ?? '';
          reading.own = lang.firstPerson.has(lead) || lang.thirdPerson.has(lead);
          if (rw.thingNamedBefore.test(before.replace(/\p{Lu}\p{L}*['’]s\s+$/u, ''))) nameUnnamed(noun, words);
          recent = { noun, words, ...(owner ? { owner } : {}), at: sentences };
          // "the knife was gone.", "the camera went over the side": lost; "the camera was found", "turned up": found;
          // "the knife he handed her": another's, handed over here, not the one lost.
          if (rw.foundAfter.test(after) || rw.handedBy.test(after)) lost.delete(noun);
          else if (rw.lostAfter.test(after)) {
            lose(noun, words, owner, o.index ?? 0);
            return;
          }
          // "the big iron key was still in Gaspar's pocket", "with the key safe in Sam's pocket": the pocket's owner
          // has it ("put the key in Sam's pocket" is a giving, read below).
          const inPocket = rw.heldBy.exec(after);
          // "the gold watch on her wrist", "the locket round his neck": worn, so the wearer's; no one wears another's.
          const worn = rw.wornOn.exec(after)?.[1];
          const pocket = inPocket && (inPocket[1] || rw.withAt.test(before)) ? inPocket[2] : worn;
          if (pocket) {
            handled = true;
            use(noun, words, pocketOwner(pocket, (o.index ?? 0) + o[0].length));
            return;
          }
          // "with the fork in her hand", "unlocked the loft with Dad's key", "went to the window with the spyglass":
          // the one doing it holds it, or the one named just before "with" ("saw Kit with the knife").
          const withNow = rw.withAt.exec(before);
          // "He listened with his eyes shut and his Zeiss glasses lying on the sheet": a thing of the subject's own
          // after "with" and the words of its phrase is held by them, wherever it lies.
          const withOwn = !withNow && rw.withBefore.test(before) && reading.own === true;
          if ((rw.withBefore.test(before) && rw.heldIn.test(after)) || withNow || withOwn) {
            handled = true;
            if (withOwn && !rw.heldIn.test(after)) {
              const subject = sentenceSubject();
              if (subject && owns(lead, subject) === true) use(noun, words, subject);
              return;
            }
            const prior = withNow?.[1];
            // "covered with the map"; "the man with the telescope", "a keeper with the lamp": another's, not the subject's.
            const word = prior?.toLowerCase() ?? '';
            if (
              rw.notHeldWith.has(word) ||
              rw.femaleNouns.has(word) ||
              rw.maleNouns.has(word) ||
              lang.occupations.has(word)
            )
              return;
            const priorEnd = prior ? (withNow?.index ?? 0) + prior.length : -1;
            const near =
              named.find((n) => n.index + n.name.length === priorEnd)?.character ??
              (withNow ? nearestSubject(before.length) : undefined);
            const whose = rw.inWhose.exec(after)?.[1];
            // "She stood by Tomas with the key in her hand": the hand is the subject's, not the name's before "with".
            const subject =
              near !== undefined && (whose === undefined || owns(whose, near) === true) ? near : sentenceSubject();
            if (!subject || (whose !== undefined && owns(whose, subject) !== true)) return;
            use(noun, words, subject);
            return;
          }
          // "gave him Anselm's watch": the verb stands before the owner's name.
          const verb = lang.verbBeforeObject.exec(before.replace(/\p{Lu}\p{L}*['’]s\s+$/u, ''));
          // "Lost the brass key on the moor.": a diary's sentence with no subject opens on its verb.
          // Stryker disable next-line StringLiteral: the default is only looked up in a set of single lower-case verbs, where neither '' nor any text with spaces stands
          if (rw.lossVerbs.has(openingVerb(before) ?? '')) {
            lose(noun, words, owner, 0);
            return;
          }
          // "The camera she kept.": the one after the thing keeps it, as one given it (or who had it all along).
          const fronted = rw.frontedKeep.exec(after);
          if (fronted) {
            const keeper = subjectBefore(
              (o.index ?? 0) + o[0].length + fronted[0].search(/\S/) + (fronted[1] as string).length,
              false,
            );
            if (keeper) {
              handled = true;
              keep(noun, words, keeper);
              return;
            }
          }
          if (!verb) return;
          const v = (verb[2] as string).toLowerCase();
          // "She had lost her camera", "threw the key into the river", "dropped the watch over the side": gone from here on.
          if (rw.lossVerbs.has(v) || (rw.throwVerbs.has(v) && rw.sinkAfter.test(after))) {
            lose(noun, words, owner, o.index ?? 0);
            return;
          }
          // "found the knife", "brought the watch back": found; "bought a knife", "borrowed Marta's umbrella": another got.
          if (rw.foundVerbs.has(v) || rw.acquireVerbs.has(v) || lang.objectReturn.test(after)) lost.delete(noun);
          // "Nell stood holding the box": a participle's subject is that of the verb before it.
          const posture = rw.participle.test(v) && isActionVerb((verb[1] as string).replace(/,$/, ''), lang);
          const subject = subjectBefore(
            posture ? text.slice(0, verb.index ?? 0).trimEnd().length : (verb.index ?? 0) + (verb[1] as string).length,
          );
          if (
            lang.objectGiving.has(v) ||
            (rw.giveTo.has(v) && rw.toReceiver.test(after)) ||
            (rw.placeInHand.has(v) && intoAnother(after, subject))
          ) {
            handled = true;
            give(
              noun,
              words,
              subject,
              lang.objectReturn.test(after),
              undefined,
              undefined,
              toWhom(after, subject, verb[0]),
            );
            return;
          }
          // "took the spyglass from my coat pocket": her own, in use.
          if (rw.takeVerbs.has(v) && fromOwn(after, subject)) {
            use(noun, words, subject);
            handled = true;
            return;
          }
          if (rw.takeVerbs.has(v) && subject) {
            handled = true;
            take(noun, words, subject, after);
            return;
          }
          // "held the watch out to Tom", "held out the binoculars to him".
          if (offer(noun, words, subject, `${verb[0].slice((verb[1] as string).length)}${after}`)) {
            handled = true;
            return;
          }
          if (!using(v)) return;
          const lent = latestGiving(noun);
          if (rw.placeInHand.has(v) && rw.putDown.test(after) && lent?.to && subject && same(lent.to, subject))
            lent.putDownIn = chapter.file;
          if (subject && rw.putAway.has(v) && keeps(after, subject, v)) {
            keep(noun, words, subject);
            pocketed.set(noun, { who: subject, words, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
          } else use(noun, words, subject);
          handled = true;
        };
        // In the order written: "took the spyglass … and put it in her hands" gives the spyglass.
        const events = [
          ...[...text.matchAll(objectAt)].map((o) => ({ at: o.index ?? 0, run: () => objectEvent(o) })),
          ...(unnamed ? [...text.matchAll(unnamedAt)] : []).map((o) => ({
            at: o.index ?? 0,
            run: () => objectEvent(o),
          })),
          // "She turned it over before she held it out to him: a silver pocket watch": what "it" is from here on,
          // when "it" comes first and the thing names it after; "a lamp" in passing ("under a lamp") is none.
          ...[...text.matchAll(introAt)]
            .filter((o) => rw.itWord.test(text.slice(0, o.index)))
            .map((o) => ({
              at: o.index ?? 0,
              run: () => {
                lastNoun = namingOf(o) ?? lastNoun;
                if (lastNoun && rw.thingNamedBefore.test(text.slice(0, o.index)))
                  nameUnnamed(lastNoun.noun, lastNoun.words);
              },
            })),
          ...(itUsed ? [...text.matchAll(rw.itObject)] : []).map((it) => ({
            at: it.index ?? 0,
            run: () => itEvent(it),
          })),
          // "… and it was gone": the thing named in this sentence or the one before is lost; "found it": found.
          ...(itGone || anyNoun.test(text) ? [...text.matchAll(rw.itLost)] : []).map((it) => ({
            at: it.index ?? 0,
            run: () => {
              if (recent && sentences - recent.at <= 1) lose(recent.noun, recent.words, recent.owner, it.index ?? 0);
            },
          })),
          ...(itBack ? [...text.matchAll(rw.itFound)] : []).map((it) => ({
            at: it.index ?? 0,
            run: foundIt,
          })),
        ].sort((x, y) => x.at - y.at);
        for (const r of text.matchAll(replacement)) {
          const written = (r[1] as string).toLowerCase().replace(/\s+/g, ' ');
          lost.delete(lang.objectOtherNames.get(written) ?? written);
        }
        for (const e of events) e.run();
        // Any other passing (taken, found, kept, given back) ends what the giving said of everything the sentence
        // names near it ("The key, which Tomas had dropped, was found by Mara"): a clause is too little to tell whose
        // it is. A long sentence's other end is another matter ("… the watch ticking on the crate, and he thought
        // about …, and he found that his face was wet").
        // "took his wrist and looked at the watch", "took off his spectacles": a passing of another thing passes no object.
        const passings = handled
          ? []
          : [...text.matchAll(passingAll(lang))]
              .filter((x) => {
                const thing = lang.passedThing.exec(text.slice((x.index ?? 0) + x[0].length))?.[1];
                return thing === undefined || anyNoun.test(thing) || rw.itWord.test(thing);
              })
              .map((x) => x.index ?? 0);
        // Stryker disable next-line ConditionalExpression,EqualityOperator: with no passing no word is near one, so the loop does nothing
        if (passings.length > 0)
          for (const w of text.toLowerCase().matchAll(/\p{L}+/gu)) {
            const at = w.index ?? 0;
            if (!passings.some((x) => Math.abs(x - at) <= PASSING_REACH)) continue;
            const one = w[0].endsWith(lang.pluralEnding) ? w[0].slice(0, -lang.pluralEnding.length) : w[0];
            for (const key of [w[0], one]) {
              ungive(key);
              forget(key);
            }
          }
        noteSubjects(text, named, last, lang);
        noteUnsexed(named);
      }
    }
  }
  return findings;
}

/** The verb a sentence opens on, right before a thing ("Lost " of "Lost McKay's rule."), lower case. */
function openingVerb(before: string): string | undefined {
  return /^[\s"“‘(*_]*(\p{L}+)\s+(?:\p{Lu}[\p{L}.]*['’]s\s+)?$/u.exec(before)?.[1]?.toLowerCase();
}

/**
 * The makes a book names its things by ("It is a black Conway Stewart" of the pen just lost, "a railroad watch, a
 * Hamilton", "I had brought my camera. It was a Pentax"): each, lower case, with the noun it stands for. A make is
 * capitalised, never written in lower case, and no one's name ("It was a Tuesday" names no thing).
 */
export function brandNouns(m: Manuscript, lang: Language, cast: Cast): Map<string, string> {
  const rw = lang.reading;
  const brands = new Map<string, string>();
  if (lang.objectNouns.size === 0) return brands;
  const nouns = [...lang.objectNouns].map(escapeRegExp).join('|');
  // Case kept: under the i flag a capital's class takes any letter, and "pen, the Parker he bought" names "bought".
  const apposition = new RegExp(`\\b(${nouns})${rw.brandApposition}`, 'gu');
  // "The field glasses were Zeiss": a make told of the thing, by its noun or another name of it.
  const others = [...lang.objectOtherNames.keys()].map((n) => escapeRegExp(n).replace(/ /g, '\\s+')).join('|');
  const predicate = new RegExp(
    `${rw.brandPredicateLead}(${others ? `${others}|` : ''}${nouns})${rw.brandPredicate}`,
    'gu',
  );
  const anyNoun = new RegExp(`\\b(${nouns})\\b`, 'giu');
  /** "It was a Tuesday", "It was a May morning": days and months are no makes. */
  const calendar = new Set([...lang.weekdays, ...lang.months]);
  const learn = (brand: string, noun: string, text: string, at: number) => {
    const words = brand.split(/\s+/);
    const plain = (w: string) => m.writtenLower(w) || lang.stopWords.has(w) || calendar.has(w);
    if (at === 0 || words.some((w) => plain(w.toLowerCase()))) return;
    if (mentions(text, cast).some((n) => n.index <= at + brand.length && n.index + n.name.length > at)) return;
    brands.set(words.join(' ').toLowerCase(), noun.toLowerCase());
  };
  // "the Parker pen", "a Hohner harmonica": a capital word between a determiner and a thing's noun is its make, when
  // straight after a determiner the book puts no other word after it: "the Christmas present", "the German army"
  // beside "the German pistol" make it a word of a day or of a people, no make.
  const attributive = new RegExp(`${rw.makeLead}(\\p{Lu}\\p{Ll}+)\\s+(${nouns})(?:${lang.pluralEnding})?\\b`, 'gu');
  const qualifying = new RegExp(`${rw.makeLead}(\\p{Lu}\\p{Ll}+)\\s+(\\p{Ll}+)`, 'gu');
  const after = new Map<string, Set<string>>();
  const attributed: Array<{ brand: string; noun: string; text: string; at: number }> = [];
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const s of p.sentences) {
        const text = s.narration;
        for (const q of text.matchAll(qualifying))
          if (q[1] === '') after.set(q[2] as string, (after.get(q[2] as string) ?? new Set()).add(q[3] as string));
        for (const a of text.matchAll(attributive))
          attributed.push({
            brand: a[2] as string,
            noun: a[3] as string,
            text,
            at: (a.index ?? 0) + a[0].lastIndexOf(a[2] as string),
          });
      }
  for (const a of attributed) {
    const kind = new RegExp(`^${escapeRegExp(a.noun)}(?:${lang.pluralEnding})?$`, 'u');
    if ([...(after.get(a.brand) ?? [])].every((w) => kind.test(w))) learn(a.brand, a.noun, a.text, a.at);
  }
  for (const chapter of m.chapters) {
    /** The last object named, and how many sentences ago: what "it" is in "It was a Pentax". */
    let recent: { noun: string; ago: number } | undefined;
    for (const p of chapter.paragraphs)
      for (const s of p.sentences) {
        const text = s.narration;
        if (recent) recent.ago++;
        for (const a of text.matchAll(apposition))
          learn(a[2] as string, a[1] as string, text, (a.index ?? 0) + a[0].length - (a[2] as string).length);
        for (const a of text.matchAll(predicate)) {
          const written = (a[1] as string).toLowerCase().replace(/\s+/g, ' ');
          const noun = lang.objectOtherNames.get(written) ?? written;
          learn(a[2] as string, noun, text, (a.index ?? 0) + a[0].length - (a[2] as string).length);
        }
        for (const b of text.matchAll(rw.brandOfIt)) {
          const named = [...text.slice(0, b.index).matchAll(anyNoun)].at(-1)?.[1];
          const noun = named ?? (recent && recent.ago <= 3 ? recent.noun : undefined);
          if (noun) learn(b[1] as string, noun, text, (b.index ?? 0) + b[0].length - (b[1] as string).length);
        }
        const last = [...text.matchAll(anyNoun)].at(-1)?.[1];
        if (last) recent = { noun: last, ago: 0 };
      }
  }
  return brands;
}

/** Whether two namings of a noun may be one thing: "the brass key" and "the iron key" are two; "the key" may be either. */
function sameThing(words: readonly string[], others: readonly string[]): boolean {
  return words.length === 0 || others.length === 0 || words.some((w) => others.includes(w));
}

/** A full name's last two words ("Pieter Haas" of "Doctor Pieter Haas" and of "Dr. Pieter Haas"); none for one word. */
function fullTail(c: Character): string | undefined {
  // Stryker disable next-line Regex: a character's name is single-spaced (the text's cast and the bible's oneSpaced both collapse spaces)
  const words = c.name.split(/\s+/);
  return words.length >= 2 ? words.slice(-2).join(' ') : undefined;
}

/**
 * The things a book's people carry about: nouns carried in a pocket or a hand ("Hugh's aneroid out of his pocket")
 * that are also someone's by name, beyond the language's own list (learned); and of all of these, the ones a name
 * owns somewhere ("Hugh's aneroid", "Dad's watch"): one of a kind, in one pocket at a time (owned).
 */
export function carriedNouns(m: Manuscript, lang: Language): { learned: Set<string>; owned: Set<string> } {
  const rw = lang.reading;
  const inPocket = new Set<string>();
  /** Nouns given, taken or handled by name ("put the pencil into it", "I use the pencil."): things passed about. */
  const handled = new Set<string>();
  const verbs = [...lang.objectGiving, ...lang.objectUsing, ...rw.placeInHand, ...rw.takeVerbs].join('|');
  const handledObject = new RegExp(
    `\\b(?:${verbs})\\s+${rw.handledTo}${lang.givenDeterminers}\\s+(\\p{Ll}{3,})${rw.handledAfter}`,
    'gu',
  );
  const ownedWords = new Set<string>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      // Stryker disable next-line ConditionalExpression: a heading has no sentences and a block quote is always memory
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        if (/['’]s\s/.test(text))
          for (const o of text.matchAll(rw.ownedBy)) {
            ownedWords.add(o[1] as string);
            if (o[2]) ownedWords.add(o[2]);
          }
        for (const h of text.matchAll(handledObject)) handled.add(h[1] as string);
        // Stryker disable next-line ConditionalExpression: a look-ahead only; carriedObject matches nowhere without these words
        if (!rw.carriedHint.test(text)) continue;
        for (const c of text.matchAll(rw.carriedObject)) {
          const noun = c[1] as string;
          if (!rw.notCarried.has(noun) && !lang.stopWords.has(noun)) inPocket.add(noun);
        }
      }
    }
  // "Kit Quill's pencil" and "put the pencil into it": one person's, and handed about, as a pocketed one is.
  const passed = [...handled].filter((n) => !rw.notCarried.has(n) && !lang.stopWords.has(n));
  const learned = new Set([...inPocket, ...passed].filter((n) => ownedWords.has(n) && !lang.objectNouns.has(n)));
  const owned = new Set([...lang.objectNouns, ...learned].filter((n) => ownedWords.has(n)));
  return { learned, owned };
}

/**
 * Who "I" is in a book that tells some chapters in the first person and others in the third (alternating
 * narrators): the one the others call by name in the first-person chapters' speech ("Sorry, Peg"; "I don't know,
 * Peg."), three times or more and twice as often as anyone else, whom those chapters' narration names in one
 * paragraph at most (a narrator tells themselves as "I"). A book all in one person needs none: its "I" is its
 * narrator throughout, and the third-person one has none.
 */
export function firstPersonNarrator(
  m: Manuscript,
  cast: Cast,
  lang: Language,
): { chapters: Set<string>; forms: Set<Character> } | undefined {
  const { facts } = readFacts(m, lang);
  const first = new Set(facts.voice.chapters.filter((c) => c.voice.person === 'first').map((c) => c.file));
  if (first.size === 0 || first.size === m.chapters.length) return undefined;
  const called = new Map<Character, number>();
  /** The paragraphs (file:line) whose narration names each character: one named in two is not the "I". */
  const narrated = new Map<Character, Set<string>>();
  for (const chapter of m.chapters) {
    if (!first.has(chapter.file)) continue;
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      const narration = isNarration(p);
      for (const s of p.sentences) {
        const said = narration ? spokenOf(s) : s.text;
        for (const n of said.trim() === '' ? [] : mentions(said, cast))
          if (calledBefore(said.slice(0, n.index)) && /^\s*[,.!?]/.test(said.slice(n.index + n.name.length)))
            called.set(n.character, (called.get(n.character) ?? 0) + 1);
        if (narration)
          for (const n of mentions(s.narration, cast))
            narrated.set(n.character, (narrated.get(n.character) ?? new Set()).add(`${chapter.file}:${p.line}`));
      }
    }
  }
  const [best, next] = [...called].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] < 3 || (next && next[1] * 2 > best[1]) || (narrated.get(best[0])?.size ?? 0) > 1)
    return undefined;
  return { chapters: first, forms: new Set([best[0]]) };
}

/**
 * The narrator a chapter's heading names, for each chapter told in the first person: "# Nell", or "Chapter Nine:
 * Nora" when the chapter's narration never names Nora (a chapter about Nora told by another names her). A book of
 * alternating narrators says so in its headings; its "I" is a different one in each chapter.
 */
export function headedNarrators(m: Manuscript, cast: Cast, lang: Language): Map<string, Character> {
  const { facts } = readFacts(m, lang);
  const tellers = new Map<string, Character>();
  for (const chapter of m.chapters) {
    const voice = facts.voice.chapters.find((c) => c.file === chapter.file)?.voice;
    if (voice?.person !== 'first') continue;
    const heading = chapter.paragraphs
      .find((p) => p.kind === 'heading')
      ?.text.replace(/^#+\s*/, '')
      .trim();
    if (!heading) continue;
    const whole = cast.byName.get(heading);
    const titled = cast.byName.get(heading.split(/\s*[:—–]\s*/).at(-1) ?? '');
    const toldOf = (c: Character) =>
      chapter.paragraphs.some(
        (p) =>
          p.kind === 'prose' && p.sentences.some((s) => mentions(s.narration, cast).some((n) => n.character === c)),
      );
    const teller = whole ?? (titled && !toldOf(titled) ? titled : undefined);
    if (teller) tellers.set(chapter.file, teller);
  }
  return tellers;
}

export function checkObjects(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const losses = new Set<Finding>();
  const fromText = lang.readsWords ? [...twoHands(m, lang), ...givenAway(m, lang, losses)] : [];
  const objects = m.bible.objects.filter((o) => o.holder && o.noun);
  // Stryker disable next-line ConditionalExpression: with no objects the loop below adds nothing, and the same findings come back
  if (objects.length === 0) return { findings: fromText, skipped: [] };
  const cast = readFacts(m, lang).cast;
  const fromBible = objects.flatMap((obj) => checkObject(obj, m, cast, lang));
  // One finding a line for one lost thing: the bible's names the object as the bible does.
  const told = new Set(fromBible.map((f) => `${f.file}:${f.line}`));
  const findings = fromText.filter((f) => !losses.has(f) || !told.has(`${f.file}:${f.line}`));
  return { findings: [...findings, ...fromBible], skipped: [] };
}

function checkObject(obj: StoryObject, m: Manuscript, cast: Cast, lang: Language): Finding[] {
  const holder = m.bible.characters.find((c) => c.name === obj.holder);
  const holderNames = holder ? holder.names : [obj.holder as string];
  const noun = escapeRegExp(obj.noun);
  const style = m.bible.style;
  const narratorHolds = style?.pov === 'first' && style.narrator !== undefined && holderNames.includes(style.narrator);
  const plural = `(?:${lang.pluralEnding})?`;
  const objectWords = `${lang.objectDeterminers}\\s+(?:[\\p{L}-]+\\s+){0,2}?${noun}${plural}\\b`;
  const mentionsIt = new RegExp(`\\b${noun}${plural}\\b`, 'i');
  const adverb = `(?:${lang.mannerAdverb}\\s+)?`;
  const loses = new RegExp(`^\\s+${adverb}${lang.loseVerbs}\\s+${objectWords}`, 'u');
  const holdsIt = new RegExp(`^\\s+${adverb}${lang.holdVerbs}\\s+${objectWords}`, 'u');
  const narratorI = new RegExp(lang.firstPersonSubject.source, 'g');
  const losses: Loss[] = obj.events.map((e) => ({ chapter: e.chapter, line: 0, source: `bible.md:${e.line}` }));
  let regained: { chapter: number; line: number } | undefined;
  const findings: Finding[] = [];
  for (const chapter of m.chapters) {
    for (const p of chapter.paragraphs) {
      // Stryker disable next-line ConditionalExpression: a heading has no sentences and a block quote is always memory
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        if (!mentionsIt.test(text)) continue;
        const position = { chapter: chapter.number, line: s.line };
        const named: Array<{ name: string; index: number }> = mentions(text, cast).filter(
          // The cast is the fact base's: its people are copies of the bible's, with the forms the text adds.
          (n) => holderNames.includes(n.name) || (holder !== undefined && n.character.name === holder.name),
        );
        // In a first-person book the narrator's "I" is a name too.
        if (narratorHolds) for (const i of text.matchAll(narratorI)) named.push({ name: 'I', index: i.index ?? 0 });
        named.sort((a, b) => a.index - b.index);
        if (lang.regainVerbs.test(text)) {
          regained = position;
          continue;
        }
        for (const mention of named) {
          const rest = text.slice(mention.index + mention.name.length);
          if (loses.test(rest.replace(lang.losesBase, lang.thirdPersonEnding))) {
            losses.push({ chapter: chapter.number, line: s.line, source: `${chapter.file}:${s.line}` });
            regained = undefined;
            break;
          }
          const holds = holdsIt.test(rest.replace(lang.holdsBase, lang.thirdPersonEnding));
          const loss = [...losses].reverse().find((l) => after(position, l));
          if (!holds || !loss) continue;
          if (regained && after(regained, loss)) continue;
          findings.push({
            file: chapter.file,
            line: s.line,
            category: 'object',
            message: `${mention.name === 'I' ? `The narrator (${obj.holder})` : mention.name} has ${obj.name} here, but it was lost or given away (${loss.source}) and has not come back`,
            evidence: evidenceOf(s.text),
            confidence: 0.8,
          });
          break;
        }
      }
    }
  }
  return findings;
}
