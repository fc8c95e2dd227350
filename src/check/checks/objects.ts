import { type Cast, mentions } from '../cast.js';
import { readFacts } from '../facts.js';
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
 * gives me the logbook") and later "Mara turned the brass key", with no
 * sentence between that passes a key on again (given back, taken, found, kept).
 * The subject is a name, "I", or "he"/"she" read as the last named character
 * of that gender in the scene's narration.
 */
export function givenAway(m: Manuscript, lang: Language): Finding[] {
  const { cast } = readFacts(m, lang);
  const findings: Finding[] = [];
  if (lang.objectNouns.size === 0) return findings;
  const objectAt =
    givenPatterns.get(lang) ??
    new RegExp(
      `\\b${lang.givenDeterminers}\\s+((?:[\\p{L}-]+\\s+){0,2}?)(${[...lang.objectNouns].map(escapeRegExp).join('|')})\\b`,
      'giu',
    );
  givenPatterns.set(lang, objectAt);
  // Most sentences name no object at all: a look for the nouns alone first (the full pattern backtracks).
  const anyNoun = new RegExp(`\\b(?:${[...lang.objectNouns].map(escapeRegExp).join('|')})\\b`, 'i');
  const given = new Map<string, Given>();
  for (const chapter of m.chapters) {
    let scene = -1;
    const last = new Map<Gender, Character>();
    for (const p of chapter.paragraphs) {
      if (p.scene !== scene) {
        scene = p.scene;
        last.clear();
      }
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        if (!anyNoun.test(text)) {
          for (const n of mentions(text, cast)) if (n.character.gender) last.set(n.character.gender, n.character);
          continue;
        }
        const named = mentions(text, cast);
        const subjectBefore = (end: number): Character | 'I' | undefined => {
          const word = /(\p{L}+)\s*$/u.exec(text.slice(0, end))?.[1];
          if (!word) return undefined;
          if (lang.firstPersonSubject.test(word)) return 'I';
          const gender: Gender | undefined = lang.subjectPronoun.female.test(word)
            ? 'female'
            : lang.subjectPronoun.male.test(word)
              ? 'male'
              : undefined;
          if (gender) {
            const inSentence = named.filter((n) => n.index < end && n.character.gender === gender).at(-1);
            return inSentence?.character ?? last.get(gender);
          }
          return named.find((n) => n.index + n.name.length === end)?.character;
        };
        let handled = false;
        for (const o of text.matchAll(objectAt)) {
          const noun = (o[2] as string).toLowerCase();
          const words = (o[1] as string).toLowerCase().split(/\s+/).filter(Boolean);
          const before = text.slice(0, o.index);
          const verb = lang.verbBeforeObject.exec(before);
          if (!verb) continue;
          const v = (verb[2] as string).toLowerCase();
          const subject = subjectBefore((verb.index ?? 0) + (verb[1] as string).length);
          if (lang.objectGiving.has(v)) {
            handled = true;
            if (!subject || lang.objectReturn.test(text.slice(o.index + o[0].length))) given.delete(noun);
            else
              given.set(noun, {
                giver: subject,
                words,
                file: chapter.file,
                line: s.line,
                evidence: evidenceOf(s.text),
              });
            continue;
          }
          const gave = given.get(noun);
          if (!lang.objectUsing.has(v) || !gave || !subject || subject !== gave.giver) continue;
          // "the brass key" and "the iron key" are two keys.
          if (words.length > 0 && gave.words.length > 0 && !words.some((w) => gave.words.includes(w))) continue;
          handled = true;
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
        }
        // Any other passing (taken, found, kept, given back) ends what the giving said.
        if (!handled && lang.objectPassing.test(text))
          for (const w of text.toLowerCase().match(/\p{L}+/gu) ?? []) given.delete(w);
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
