import { type Cast, mentions, withNames } from '../cast.js';
import { type CastMember, type DeathFact, readFacts } from '../facts.js';
import type { Language } from '../lang/index.js';
import { ownNameOf, severalTellers } from '../narrators.js';
import { evidenceOf } from '../text.js';
import type { Character, Finding, Manuscript, Skipped } from '../types.js';
import { isActionVerb, tenseOf } from '../verbs.js';
import { chaptersSetAfter, datedDeath, scenesSetAfter, titledBefore, toldDeathDay } from './deathDay.js';
import { parentMentions, parentNamesByChapter, parentsOf } from './kin.js';

/**
 * The dead: a character whose death the text tells ("Hendrik died that
 * winter", "Walter's funeral", "the late Mr. Pike") or the bible records
 * ("dies in chapter 7") acting or speaking in the narration of a later
 * chapter. Dialogue (others talking about them), passages marked as memory,
 * dream or flashback, the past perfect ("Elias had said"), and the simple
 * past in a book told in the present ("Walter fed the mice") are how the
 * living remember the dead, not errors.
 *
 * A death the text tells and then contradicts again and again is no death
 * but a misreading or a namesake (the late Mr. Darcy is the hero's father; a
 * story told backwards): past MAX_AFTER acting places, and past as many as
 * the sentences that tell the death, it is not reported.
 */

/** A dead character seen acting in more places than this after the death is taken to be someone else (or alive). */
export const MAX_AFTER = 2;

interface Act {
  file: string;
  line: number;
  name: string;
  spoke: boolean;
  verb: string;
  evidence: string;
  /** Told by "he" or "she" after the dead were named, not by their name: the pronoun may be someone else's. */
  byPronoun?: boolean;
}

/** Whether the words right after a name (or right before it) make it the subject of an act or a speech. */
export function actOf(
  before: string,
  rest: string,
  lang: Language,
): { spoke: boolean; verb: string; recent?: boolean } | undefined {
  // "Mara Voss" matched as "Mara": the rest of a longer name is no verb; a possessive is no act.
  let after = rest;
  if (lang.possessiveAfter.test(after)) return undefined;
  // "She came to the station. So did Walter": the act before, done again by the one named after it.
  const again = lang.actAgainBefore.exec(before);
  if (again) return { spoke: false, verb: (again[1] as string).toLowerCase() };
  // "Walter, in his old coat, walked down": a phrase set off by commas after the name, then its verb.
  const aside = lang.asideAfterName.exec(after);
  if (aside) after = after.slice(aside[0].length - 1);
  // "her father, who was up here on Tuesday": a visit of the last few days, however the book's tense tells it.
  const visit = lang.recentVisit.exec(after);
  if (visit) return { spoke: false, verb: visit[0].replace(/^,\s+\S+\s+/, '').trim(), recent: true };
  // "Walter was waiting at the station", "Walter is standing by the window": the progressive is an act.
  const ongoing = lang.progressiveAfter.exec(after)?.[1];
  if (ongoing && !lang.stillVerbs.has(ongoing))
    return { spoke: false, verb: after.trim().split(/\s+/).slice(0, 2).join(' ') };
  const next = lang.actAfterName.exec(after);
  const verb = next?.[2];
  // "…," said Walter: the speaker after the verb. "The vicar says Walter was a good man": the one spoken of.
  // "Stanislao Kravos, whom everyone had called Stanko,": a verb of speech after an auxiliary names someone; a speech
  // tag ("…," called Stanko) has none.
  const wordBefore = /(\p{L}+)\s+\p{L}+\s*$/u.exec(before)?.[1]?.toLowerCase() ?? '';
  const spokeBefore =
    !lang.pastAuxiliaries.has(wordBefore) &&
    !lang.presentAuxiliaries.has(wordBefore) &&
    new RegExp(`(?:${lang.speechVerbs.source})\\s*$`, 'i').test(before) &&
    // After a quotation (its words blanked in the narration: a run of spaces) or a comma, the verb names its speaker.
    (/^\s*(?:[,.;:!?—–]|$)/.test(after) || /(?:^|["”’,]|\s{2})\s*\p{L}+\s*$/u.test(before));
  const spokeAfter = verb !== undefined && lang.speech.has(verb);
  // The verb of speech as written ("…," says Walter: "says"), so a present one is no backstory in a present book.
  if (spokeAfter) return { spoke: true, verb: verb as string };
  if (spokeBefore) return { spoke: true, verb: /(\p{L}+)\s*$/u.exec(before)?.[1] ?? 'said' };
  // The dead lie, rest and sleep: that is no act.
  if (verb && lang.stillVerbs.has(verb)) return undefined;
  if (verb && isActionVerb(verb, lang)) return { spoke: false, verb };
  // "Bill and Archie lift the coffin": one of two subjects, the verb after the other.
  const joined = lang.objectOfPreposition.test(before) ? undefined : lang.compoundSubject.exec(after)?.[1];
  if (joined && !lang.stillVerbs.has(joined) && (isActionVerb(joined, lang) || tenseOf(joined, 'plural', lang)))
    return { spoke: false, verb: joined };
  // "Mr and Mrs Pennock were there, and Dad beside them": one of the people at the scene, no verb of their own.
  const present = lang.presenceAfter.exec(after);
  if (present) return { spoke: false, verb: present[0].trim() };
  // "Mr Gray shakes hands with Archie and with Bill": one of the company of a thing done together.
  const together = lang.companionInMind.test(rest) ? null : lang.companionBefore.exec(before);
  const with_ = together?.[1] ?? together?.[2];
  if (with_) return { spoke: false, verb: with_ };
  // "the doctor came out with Ada on his arm": led by another, there with them.
  const led = lang.escort.before.test(before) ? lang.escort.after.exec(rest) : null;
  if (led) return { spoke: false, verb: led[0].trim() };
  // "Théo and Marc are two of the nine": counted now among the company kept on.
  const counted = lang.countedAmong.exec(after);
  if (counted) return { spoke: false, verb: counted[0].trim() };
  // "Ada, in the chair by the window, with her cane across her knees.": one of those in the room, named with no verb.
  if (lang.presenceFragment.before.test(before) && lang.presenceFragment.after.test(rest))
    return { spoke: false, verb: (/^,?\s+(\p{L}+\s+\p{L}+\s+\p{L}+)/u.exec(rest)?.[1] ?? 'there').trim() };
  return undefined;
}

/** The cast with a chapter's kin names added, built once for each (every dead character reads the same chapter). */
const withKin = new WeakMap<Cast, WeakMap<ReadonlyMap<string, Character>, Cast>>();
function castWithKin(cast: Cast, kin: ReadonlyMap<string, Character>): Cast {
  const byKin = withKin.get(cast) ?? new WeakMap<ReadonlyMap<string, Character>, Cast>();
  withKin.set(cast, byKin);
  const known = byKin.get(kin);
  if (known) return known;
  const made = withNames(cast, kin);
  byKin.set(kin, made);
  return made;
}

function actsAfter(
  m: Manuscript,
  lang: Language,
  character: Character,
  death: DeathFact,
  cast: ReturnType<typeof readFacts>['cast'],
  setAfter: ReadonlySet<number>,
  parentNames: ReadonlyMap<number, ReadonlyMap<string, Character>> = new Map(),
  parents: ReadonlyMap<Character, ReadonlyMap<string, Character>> = new Map(),
  scenesAfter: ReadonlySet<number> = new Set(),
  statements = false,
): Act[] {
  const acts: Act[] = [];
  const voice = readFacts(m, lang).facts.voice;
  for (const [i, chapter] of m.chapters.entries()) {
    // "My father is at the range": in a chapter its teller tells, the father the book gives them, by that name.
    const kin = parentNames.get(chapter.index);
    const chapterCast = kin && [...kin.values()].includes(character) ? castWithKin(cast, kin) : cast;
    // A chapter told in the present tells its backstory in the past ("Dad took me down to see the frost"): the
    // chapter's own tense, not the book's, when narrators alternate (a present chapter, then a past one); the
    // bible's Style first, as the voice check holds a chapter to it (a past book's chapter that slips into the
    // present still tells its dead speaking in the past as a slip).
    const present = (m.bible.style?.tense ?? voice.chapters[i]?.voice.tense ?? voice.book.tense) === 'present';
    // A funeral, a burial or "the late" tells a death already past: the dead acting later in the same chapter is a
    // slip too. A death the chapter tells as it happens ("Hendrik died at dawn") may be told before its hours are.
    const sameChapter =
      chapter.index === death.chapter && death.at.file === chapter.file && !lang.plainDeath.test(death.how);
    // A chapter read before the death's but set after its day (a book that tells an old death late) is after it too.
    const before = chapter.index < death.chapter && !setAfter.has(chapter.index);
    // Its own chapter's later scenes set after its day are after it all the same ("…killed in 1943." then "I left in
    // June 1963").
    const ownChapter = chapter.index === death.chapter && !sameChapter;
    if (before || (ownChapter && scenesAfter.size === 0) || titledBefore(chapter, m.chapters[death.chapter])) continue;
    // A book of statements, each witness giving their own name: another chapter is another witness's account of days
    // the order of the chapters does not tell, before the death as often as after it.
    if (statements && chapter.index !== death.chapter) continue;
    // A letter, an e-mail or a chat set in the chapter is the dead's own words from before, or others' about them.
    for (const p of chapter.paragraphs) {
      if (p.memory || p.kind !== 'prose' || (ownChapter && !scenesAfter.has(p.scene))) continue;
      if (sameChapter && p.line <= death.at.line) continue;
      // A paragraph where the living know, remember or miss someone tells of them as they were ("She knew Anselm's
      // hand. Anselm made his A's like little roofs"): habit recalled, not an act of the story's present.
      // The recollection holds from its sentence on: what the paragraph told before it ("Danny was sitting on the
      // stairs when I came in… I thought of Danny in the porch") is the story's present.
      const recalledFrom = p.sentences.findIndex((s) => lang.recollection.test(throughClause(s.narration, 0, lang)));
      /** Whether the sentence before named the dead and no one else who could be "he" or "she" after it. */
      let theirsNext = false;
      // The paragraph's people named so far: whose "her father" is, for a parent told by a kinship.
      const earlier: Array<{ character: Character; index: number }> = [];
      for (const [k, s] of p.sentences.entries()) {
        if (recalledFrom >= 0 && k >= recalledFrom) break;
        const byName = mentions(s.narration, chapterCast);
        // "Nives stood and looked at it. … Her father came down the track": the dead told as her father.
        const byKin = parentMentions(s.narration, [...earlier, ...byName], parents, lang).filter(
          (n) => n.character === character,
        );
        // In the order written (the names already are: with no kin the sort leaves them as they stand).
        const named = [...byName, ...byKin].sort((a, b) => a.index - b.index);
        for (const n of byName) earlier.push({ character: n.character, index: -1 });
        const lone = theirsNext;
        theirsNext =
          subjectMention(s.narration, named, character, lang) &&
          named.every((n) => n.character === character || !couldBe(n.character, character.gender)) &&
          // "Kit sat where Abel had sat", "the boy sat where Abel had sat": someone else "he" may be.
          !otherPerson(s.narration, named, m, lang);
        // A memory's word later in the sentence, after the clause that names the dead ("Michael got up and shook
        // Leo's hand, and Nora …, which she had never done in Theresa's memory"), is another clause's.
        const own = named.find((n) => n.character === character);
        if (lang.remembered.test(own ? throughClause(s.narration, own.index, lang) : s.narration)) continue;
        // "…old Abel Marsh was out on the bench. He lifted the pipe to her": the pronoun opening the next sentence.
        const pronounAct = lone && character.gender ? pronounActOf(s.narration, character.gender, lang) : undefined;
        if (pronounAct && !(present && tenseOf(pronounAct.verb, 'third-singular', lang) === 'past')) {
          acts.push({
            file: chapter.file,
            line: s.line,
            ...pronounAct,
            spoke: false,
            evidence: evidenceOf(s.text),
            byPronoun: true,
          });
          continue;
        }
        for (const mention of named) {
          if (mention.character !== character) continue;
          const rest = s.narration.slice(mention.index + mention.name.length);
          const lead = s.narration.slice(0, mention.index);
          const act = actOf(lead, rest, lang);
          if (!act) continue;
          // "vines that had been old already when Ignacio bought the land": a time before a time already past.
          if (lang.timeClauseBefore.test(lead) && lang.pastPerfect.test(lead)) continue;
          // "Otto is there, under a grey stone": the dead where they are buried, no one in the scene.
          if (
            (lang.presenceAfter.test(rest) || lang.presenceFragment.after.test(rest)) &&
            atRest(s.narration, p.sentences[k - 1]?.narration, lang)
          )
            continue;
          // A book told in the present tells its backstory in the past ("Walter fed the mice", "I look like my father.
          // Con said so."): the dead as they were. ("Walter was waiting": the tense is the auxiliary's.)
          // Stryker disable next-line StringLiteral: split always gives a first part, so the fallback is never read
          const past = tenseOf(act.verb.split(' ')[0] ?? '', 'third-singular', lang) === 'past';
          if (present && past && !act.recent) continue;
          acts.push({
            file: chapter.file,
            line: s.line,
            name: mention.name,
            spoke: act.spoke,
            verb: act.verb,
            evidence: evidenceOf(s.text),
          });
          break;
        }
      }
    }
  }
  return acts;
}

/**
 * Whether the dead named as there are in their grave: the sentence, or the one before it in the paragraph ("The
 * churchyard is on the hill. Amos is there, by the east wall."), names where the dead are kept.
 */
function atRest(narration: string, before: string | undefined, lang: Language): boolean {
  return lang.restingPlace.test(narration) || (before !== undefined && lang.restingPlace.test(before));
}

/**
 * Whether the sentence names the dead as one "he" or "she" after it may stand for: by name, not only as an owner
 * ("takes Hugh's watch out": the watch is the topic, not Hugh), and with no pronoun of their gender before the name
 * ("he takes Hugh's watch", "he thinks of Hugh": that "he" is someone else, and so is the next one).
 */
function subjectMention(
  narration: string,
  named: ReadonlyArray<{ character: Character; index: number; name: string }>,
  character: Character,
  lang: Language,
): boolean {
  const own = named.filter(
    (n) => n.character === character && !lang.possessiveAfter.test(narration.slice(n.index + n.name.length)),
  );
  const first = own[0];
  if (!first) return false;
  if (!character.gender) return true;
  const pronoun = lang.subjectPronoun[character.gender];
  return !narration
    .slice(0, first.index)
    .split(/[^\p{L}]+/u)
    .some((w) => pronoun.test(w));
}

/** Whether a sentence names someone the cast does not know: a capitalised word inside it that is no cast name, or a person by what they are ("the boy", "Mum"). */
function otherPerson(
  narration: string,
  named: ReadonlyArray<{ index: number; name: string }>,
  m: Manuscript,
  lang: Language,
): boolean {
  if (lang.personNouns.test(narration)) return true;
  for (const c of narration.matchAll(/(?<![\p{L}'’-])\p{Lu}\p{Ll}+/gu)) {
    const at = c.index ?? 0;
    if (named.some((n) => at >= n.index && at < n.index + n.name.length)) continue;
    // A sentence's opening word is capitalised anyway: a name only when the book never writes it in lower case.
    const word = c[0].toLowerCase();
    const opening = /^[\s"“‘(*_]*$/.test(narration.slice(0, at));
    if (!opening || !(m.writtenLower(word) || lang.stopWords.has(word) || lang.adverbs.has(word))) return true;
  }
  return false;
}

/** Whether "he" or "she" of `gender` could stand for this character (a gender the text has not told could be either). */
function couldBe(c: Character, gender: Character['gender']): boolean {
  return c.gender === undefined || c.gender === gender;
}

/**
 * An act told by a subject pronoun opening the sentence ("He lifted the pipe", "She walks in"): the pronoun of
 * the gender given, then a verb of action (a speech verb, or lying, resting or sleeping, is none).
 */
export function pronounActOf(
  narration: string,
  gender: NonNullable<Character['gender']>,
  lang: Language,
): { name: string; verb: string } | undefined {
  const opening = lang.openingSubjectVerb.exec(narration);
  const [, pronoun, verb] = opening ?? [];
  if (!pronoun || !verb || !lang.subjectPronoun[gender].test(pronoun)) return undefined;
  if (lang.speech.has(verb) || lang.stillVerbs.has(verb) || !isActionVerb(verb, lang)) return undefined;
  return { name: pronoun, verb };
}

export function checkDead(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const read = readFacts(m, lang);
  // "the Mestre", introduced as Afonso Teles: the fact base's cast has the title the book calls them by already.
  const { cast } = read;
  const parentNames = parentNamesByChapter(m, lang);
  const parents = parentsOf(m, lang);
  const findings: Finding[] = [];
  const statements = severalTellers(m.chapters.map((c) => ownNameOf(c, cast, lang)));
  for (const [member, character] of read.characterOf) {
    // A death the text tells comes first: a bible's date is placed only by the text's calendar, less surely.
    const death = member.death ?? datedDeath(m, lang, character);
    if (!death) continue;
    // The day the text tells it on, else the bible's day of a death the bible tells ("died:: Mon 20 Dec 1943").
    const bibleDay = death.at.source === 'bible' ? character.diesOn?.value : undefined;
    const day =
      toldDeathDay(m, lang, death) ??
      (bibleDay?.year === undefined ? undefined : { day: bibleDay.day, month: bibleDay.month, year: bibleDay.year });
    const setAfter = day ? chaptersSetAfter(m, lang, day, death.chapter) : new Set<number>();
    const chapter = m.chapters[death.chapter];
    const toldAt = death.at.source === 'bible' ? undefined : death.at.line;
    const scenesAfter = day && chapter ? scenesSetAfter(chapter, lang, day, toldAt) : new Set<number>();
    const acts = actsAfter(m, lang, character, death, cast, setAfter, parentNames, parents, scenesAfter, statements);
    // A death the text keeps telling (the grave visited again, the funeral recalled) is no misreading: its acts are
    // slips as long as they are fewer than the tellings.
    if (death.at.source === 'text' && acts.length > Math.max(MAX_AFTER, death.tellings ?? 1)) continue;
    for (const act of acts) findings.push(finding(member, death, act, lang));
  }
  return { findings, skipped: [] };
}

function finding(member: CastMember, death: DeathFact, act: Act, lang: Language): Finding {
  const what = act.spoke ? 'speaks' : `acts ("${act.name} ${act.verb}")`;
  const told =
    death.at.source === 'bible'
      ? `the bible has them ${death.at.text.replace(/^dies/, 'die')} (bible.md:${death.at.line})`
      : `${death.at.file}:${death.at.line} tells their death ("${death.at.text}")`;
  // The bible's word and a plain "died" are surer than a funeral or "the late" (a namesake, a father).
  const sure = death.at.source === 'bible' || lang.plainDeath.test(death.how);
  return {
    file: act.file,
    line: act.line,
    category: 'dead',
    message: `${member.name} ${what} here, but ${told}; not marked as memory, dream or flashback`,
    evidence: act.evidence,
    // A death only a character has told (in speech), or a document quoted (a letter may pass on a rumour), is the
    // story's word, but a speaker or a writer may be wrong or lying.
    confidence:
      death.how.includes('speech') || death.how.includes('document') || act.byPronoun
        ? 0.7
        : sure
          ? act.spoke
            ? 0.9
            : 0.85
          : 0.7,
    against: { file: death.at.file, line: death.at.line, evidence: death.at.text },
  };
}

/**
 * A sentence up to the end of the clause that holds `at`: what is said before it and in it, not in a clause after it
 * with a subject of its own (", and Nora …", ", which …", ", he …", "; …"). "Abel lifted his pipe, as if to wave" is one.
 */
export function throughClause(narration: string, at: number, lang: Language): string {
  const end = lang.nextClause.exec(narration.slice(at));
  return end ? narration.slice(0, at + end.index) : narration;
}
