import { type Cast, mentions } from '../cast.js';
import { readFacts, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { escapeRegExp, evidenceOf } from '../text.js';
import type { Character, Finding, Gender, Manuscript, Skipped, StoryObject } from '../types.js';

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

interface Given {
  giver: Character | 'I';
  words: string[];
  file: string;
  line: number;
  evidence: string;
}

const givenPatterns = new WeakMap<Language, RegExp>();

/**
 * What is given away stays given: "Mara gave the brass key to Tomas" (or "He
 * gives me the logbook", "left the spyglass to Grace", "sells it to Haas", or
 * "Nadia takes it" from the one who last held it) and later "Mara turned the
 * brass key" ("carries", "pockets", "took it from her own pocket", "with the
 * key in her hand"), with no sentence between that passes a key on again
 * (given back, taken, found, kept). The subject is a name, "I", or "he"/"she"
 * read as the last named character of that gender in the scene's narration;
 * "it" is the object the scene named last.
 */
export function givenAway(m: Manuscript, lang: Language): Finding[] {
  const { cast } = readFacts(m, lang);
  const findings: Finding[] = [];
  if (lang.objectNouns.size === 0) return findings;
  const rw = lang.reading;
  const nouns = [...lang.objectNouns].map(escapeRegExp).join('|');
  // An object after a determiner or a possessive name ("the brass key", "my father's telescope", "Walter's fork").
  const objectAt =
    givenPatterns.get(lang) ??
    new RegExp(
      `(?:\\b${lang.givenDeterminers}\\s+|(?<=\\p{Lu}\\p{L}*['’]s\\s+))((?:[\\p{L}'’-]+\\s+){0,2}?)(?:(\\p{L}+)-)?(${nouns})s?\\b`,
      'giu',
    );
  givenPatterns.set(lang, objectAt);
  // Most sentences name no object at all: a look for the nouns (and "it") first (the full pattern backtracks).
  // A compound ("the clasp-knife") and a plural ("the four ledgers") are the noun's too.
  const anyNoun = new RegExp(`\\b(?:${nouns})s?\\b`, 'i');
  const given = new Map<string, Given>();
  /** Who last held or used each object: one who takes it from them was given it. */
  const holder = new Map<string, Character | 'I'>();
  const using = (v: string) => lang.objectUsing.has(v) || rw.keepVerbs.has(v);
  // The bible's givings ("gives it to Euan (ch. 4)") hold from the chapter after theirs, as if the text had told them;
  // in a first-person book the narrator's are "I"'s.
  const style = m.bible.style;
  const fromBible = (m.bible.givings ?? []).flatMap((g) => {
    const c = cast.byName.get(g.giver) ?? m.bible.characters.find((x) => x.name === g.giver);
    if (!c) return [];
    const giver: Character | 'I' =
      style?.pov === 'first' && style.narrator !== undefined && c.names.includes(style.narrator)
        ? 'I'
        : (cast.byName.get(c.name) ?? c);
    return [{ ...g, giver }];
  });
  for (const chapter of m.chapters) {
    for (const g of fromBible)
      if (chapter.number === g.chapter + 1)
        given.set(g.noun, {
          giver: g.giver,
          words: [],
          file: 'bible.md',
          line: g.line,
          evidence: `${g.giver === 'I' ? 'the narrator' : g.giver.name} gives the ${g.noun} to ${g.to} (chapter ${g.chapter})`,
        });
    let scene = -1;
    const last = new Map<Gender, Character>();
    /** The object the scene named last: what "it" stands for. */
    let lastNoun: { noun: string; words: string[] } | undefined;
    for (const p of chapter.paragraphs) {
      if (p.scene !== scene) {
        scene = p.scene;
        last.clear();
        lastNoun = undefined;
      }
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        const itUsed = lastNoun !== undefined && text.search(rw.itObject) >= 0;
        if (!anyNoun.test(text) && !itUsed) {
          for (const n of mentions(text, cast)) if (n.character.gender) last.set(n.character.gender, n.character);
          continue;
        }
        const named = mentions(text, cast);
        const subjectBefore = (end: number): Character | 'I' | undefined => {
          const word = /(\p{L}+)\s*$/u.exec(text.slice(0, end))?.[1];
          if (!word) return undefined;
          if (lang.firstPersonSubject.test(word)) return 'I';
          const gender = subjectGender(word, lang);
          if (gender) {
            const inSentence = named.filter((n) => n.index < end && n.character.gender === gender).at(-1);
            return inSentence?.character ?? last.get(gender);
          }
          return named.find((n) => n.index + n.name.length === end)?.character;
        };
        /** The sentence's subject: a name opening it, or an opening "I", "he", "she". */
        const sentenceSubject = (): Character | 'I' | undefined => {
          const opening = /^[\s"“‘(*_]*(\p{L}+)/u.exec(text);
          if (!opening) return undefined;
          const first = named[0];
          // A first name the text also uses as a word ("June Albright" read as "Albright") still opens the sentence.
          if (first && /^[\s"“‘(*_]*(?:\p{Lu}\p{L}*\s+)?$/u.test(text.slice(0, first.index))) return first.character;
          return subjectBefore(opening[0].length);
        };
        const give = (noun: string, words: string[], giver: Character | 'I' | undefined, back: boolean) => {
          if (!giver || back) given.delete(noun);
          else given.set(noun, { giver, words, file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
          holder.delete(noun);
        };
        const use = (noun: string, words: string[], subject: Character | 'I' | undefined) => {
          if (!subject) return false;
          const gave = given.get(noun) ?? given.get(`${noun}s`);
          holder.set(noun, subject);
          if (!gave || subject !== gave.giver) return false;
          // "the brass key" and "the iron key" are two keys.
          if (words.length > 0 && gave.words.length > 0 && !words.some((w) => gave.words.includes(w))) return false;
          const who = subject === 'I' ? 'The narrator' : subject.name;
          findings.push({
            file: chapter.file,
            line: s.line,
            category: 'object',
            message: `${who} has the ${[...words, noun].join(' ')} here, but gave it away at ${gave.file}:${gave.line}, and nothing between gives it back`,
            evidence: evidenceOf(s.text),
            confidence: 0.7,
            against: { file: gave.file, line: gave.line, evidence: gave.evidence },
          });
          return true;
        };
        /** "from her coat pocket" after a taking, when "her" is the taker's own: a use, not a taking. */
        const fromOwn = (after: string, subject: Character | 'I' | undefined): boolean => {
          const whose = rw.fromOwn.exec(after)?.[1]?.toLowerCase();
          if (!whose || !subject) return false;
          if (subject === 'I') return lang.firstPerson.has(whose);
          return subject.gender === undefined || lang.pronouns[subject.gender].has(whose);
        };
        /**
         * The subject of the clause that ends at `before`'s end: its first word (after "and") when that is "I", a
         * pronoun or a name; the sentence's subject when the sentence has one clause; else no one sure.
         */
        const clauseSubject = (before: string): Character | 'I' | undefined => {
          const start = Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf(':')) + 1;
          if (start === 0) return sentenceSubject();
          const words = [...before.slice(start).matchAll(/\p{L}+/gu)];
          const first = words[0] && rw.coordinator.test(words[0][0]) ? words[1] : words[0];
          return first ? subjectBefore(start + (first.index ?? 0) + first[0].length) : undefined;
        };
        /** The one a thing is taken from ("took the ledgers from her"), when the words after it name them. */
        const takenFrom = (after: string): Character | 'I' | undefined => {
          const from = rw.takenFromPerson.exec(after);
          if (!from) return undefined;
          const word = from[1] as string;
          if (lang.firstPerson.has(word.toLowerCase())) return 'I';
          const gender = lang.pronouns.female.has(word.toLowerCase())
            ? 'female'
            : lang.pronouns.male.has(word.toLowerCase())
              ? 'male'
              : undefined;
          return gender ? last.get(gender) : named.find((n) => n.name === word)?.character;
        };
        /**
         * A taking: from another holder (the one it was taken from, or who last had it) it was given. By the one who
         * gave it: taken back, in the giving's chapter (its telling: "I gave Danny the key. I took it off my
         * keyring…") or from the one given it or with "back"; in a later chapter, from anywhere else ("took the
         * ledger down from the shelf"), a use of what is no longer theirs.
         */
        const take = (noun: string, words: string[], subject: Character | 'I', after = '') => {
          const from = takenFrom(after) ?? holder.get(noun);
          const gave = given.get(noun) ?? given.get(`${noun}s`);
          if (gave?.giver === subject) {
            const later = gave.file !== chapter.file && gave.file !== 'bible.md';
            // Taken from a person (whoever the words name) or "back" is taken back; from a shelf, it is used.
            if (later && !rw.takenFromPerson.test(after) && !lang.objectReturn.test(after)) use(noun, words, subject);
            else given.delete(given.has(noun) ? noun : `${noun}s`);
          } else if (from && from !== subject) give(noun, words, from, false);
          holder.set(noun, subject);
        };
        let handled = false;
        // "gives it to Euan", "Nadia takes it": the object the scene named last.
        if (itUsed && lastNoun)
          for (const it of text.matchAll(rw.itObject)) {
            const v = (it[1] as string).toLowerCase();
            const subject = subjectBefore(text.slice(0, it.index ?? 0).trimEnd().length);
            const after = text.slice((it.index ?? 0) + it[0].length);
            const { noun, words } = lastNoun;
            if ((lang.objectGiving.has(v) || rw.giveTo.has(v)) && rw.toReceiver.test(` it${after}`)) {
              handled = true;
              give(noun, words, subject, lang.objectReturn.test(after));
            } else if (rw.takeVerbs.has(v) && subject) {
              handled = true;
              if (fromOwn(after, subject)) use(noun, words, subject);
              else take(noun, words, subject);
            }
          }
        for (const o of text.matchAll(objectAt)) {
          // "the four ledgers" are kept apart from "the ledger": one of them is given with them, "his keys" are not a key.
          const head = o[3] as string;
          const noun = `${head.toLowerCase()}${/s$/i.test(o[0]) && !/s$/i.test(head) ? 's' : ''}`;
          // "the clasp-knife": its first part is a word of it, as "clasp" in "the clasp knife" would be.
          const words = `${o[1] as string} ${o[2] ?? ''}`.toLowerCase().split(/\s+/).filter(Boolean);
          lastNoun = { noun, words };
          const before = text.slice(0, o.index);
          const after = text.slice(o.index + o[0].length);
          // "with the fork in her hand": the sentence's subject holds it.
          if (rw.withBefore.test(before) && rw.heldIn.test(after)) {
            use(noun, words, sentenceSubject());
            handled = true;
            continue;
          }
          // "unlocked the loft with Dad's key": the instrument of the sentence subject's act, in their hand.
          if (rw.instrumentBefore.test(before)) {
            use(noun, words, clauseSubject(before));
            handled = true;
            continue;
          }
          const verb = lang.verbBeforeObject.exec(before);
          if (!verb) continue;
          const v = (verb[2] as string).toLowerCase();
          // "Hope went to the mantel and took down the clasp-knife": a second verb of the sentence's subject.
          const subject = rw.coordinator.test(verb[1] as string)
            ? sentenceSubject()
            : subjectBefore((verb.index ?? 0) + (verb[1] as string).length);
          if (lang.objectGiving.has(v) || (rw.giveTo.has(v) && rw.toReceiver.test(after))) {
            handled = true;
            give(noun, words, subject, lang.objectReturn.test(after));
            continue;
          }
          // "took the spyglass from my coat pocket": her own, in use.
          if (rw.takeVerbs.has(v) && fromOwn(after, subject)) {
            use(noun, words, subject);
            handled = true;
            continue;
          }
          if (rw.takeVerbs.has(v) && subject) {
            handled = true;
            take(noun, words, subject, after);
            continue;
          }
          if (!using(v)) continue;
          use(noun, words, subject);
          handled = true;
        }
        // Any other passing (taken, found, kept, given back) ends what the giving said.
        if (!handled && lang.objectPassing.test(text))
          for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) {
            given.delete(w);
            holder.delete(w);
          }
        for (const n of named) if (n.character.gender) last.set(n.character.gender, n.character);
      }
    }
  }
  return findings;
}

export function checkObjects(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const fromText = lang.readsWords ? [...twoHands(m, lang), ...givenAway(m, lang)] : [];
  const objects = m.bible.objects.filter((o) => o.holder && o.noun);
  if (objects.length === 0) return { findings: fromText, skipped: [] };
  const cast = readFacts(m, lang).cast;
  const findings: Finding[] = [...fromText];
  for (const obj of objects) findings.push(...checkObject(obj, m, cast, lang));
  return { findings, skipped: [] };
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
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        if (!mentionsIt.test(text)) continue;
        const position = { chapter: chapter.number, line: s.line };
        const named: Array<{ name: string; index: number }> = mentions(text, cast).filter(
          (n) => holderNames.includes(n.name) || n.character === holder,
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
