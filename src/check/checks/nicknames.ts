import { type Cast, mentions } from '../cast.js';
import { lineAt, readFacts, subjectGender } from '../facts.js';
import type { Language } from '../lang/index.js';
import { escapeRegExp, evidenceOf, paragraphStart } from '../text.js';
import type { Character, Finding, Gender, Manuscript, Paragraph, Sentence } from '../types.js';

/**
 * A name only one person calls someone: "June shouted back, 'Roo, what is it?' which was what June called her and
 * nobody else did", "only Mam ever called him Davy". The book has said so; a speech where another says it to them
 * ("'It will be cooler, Roo,' said her mother") is a slip of the speaker or of the name. Only a speaker the paragraph
 * tells (a tag with a name, or "she said" after a sentence that opens on the one she is) is held to it.
 */

/** A nickname the book gives to one caller alone, and where it says so. */
export interface OwnNickname {
  nickname: string;
  caller: Character;
  file: string;
  line: number;
  evidence: string;
}

/** The character a pronoun stands for: the last one of its gender the stretch before names. */
function lastOfGender(before: string, gender: Gender, cast: Cast): Character | undefined {
  return mentions(before, cast)
    .filter((n) => n.character.gender === gender)
    .at(-1)?.character;
}

/** The nicknames a paragraph says one person alone uses, with the one who does. */
export function ownNicknamesIn(
  p: Paragraph,
  cast: Cast,
  lang: Language,
): Array<{ nickname: string; caller: Character; sentence: Sentence }> {
  const out: Array<{ nickname: string; caller: Character; sentence: Sentence }> = [];
  let before = '';
  for (const s of p.sentences) {
    for (const m of s.text.matchAll(lang.nicknameOwn)) {
      const at = m.index ?? 0;
      // Said in the narration, not by someone in a speech.
      if (s.narration.slice(at, at + m[0].length).trim() === '') continue;
      const callerWords = m.groups?.caller ?? m.groups?.caller2 ?? m.groups?.caller3 ?? '';
      // "which was what June called her": the name is the one called in the speech just before it.
      const nickname =
        m.groups?.nickname ??
        m.groups?.nickname2 ??
        lang.vocativeOpening.exec(/["“]([^"”]*)["”][^"“”]*$/u.exec(s.text.slice(0, at))?.[1] ?? '')?.[1];
      if (!nickname) continue;
      // "She drove home…, and called her Roo": the sentence's subject, a name opening it or a pronoun (the last one
      // of its gender named before it).
      const opening = mentions(s.narration, cast)[0];
      const subject = opening && /^[\s"“]*$/u.test(s.narration.slice(0, opening.index)) ? opening.character : undefined;
      const word = callerWords || (/^[\s"“]*(\p{L}+)/u.exec(s.narration)?.[1] ?? '');
      const gender = subjectGender(word, lang);
      const caller = callerWords
        ? (mentions(callerWords, cast)[0]?.character ??
          (gender ? lastOfGender(`${before} ${s.narration.slice(0, at)}`, gender, cast) : undefined))
        : (subject ?? (gender ? lastOfGender(before, gender, cast) : undefined));
      if (caller) out.push({ nickname, caller, sentence: s });
    }
    before += ` ${s.narration}`;
  }
  return out;
}

/**
 * Who says a sentence's speech: the one its narration tags by name ("said June", "June shouted back"), or, tagged
 * "she said", the one the latest sentence before it in the paragraph opened on, of that gender.
 */
export function speakerOf(p: Paragraph, index: number, cast: Cast, lang: Language): Character | undefined {
  const s = p.sentences[index];
  if (!s) return undefined;
  const tag = new RegExp(`(?:${lang.speechVerbs.source})`, 'gi');
  for (const t of s.narration.matchAll(tag)) {
    const at = t.index ?? 0;
    const after = /^\s+(\p{L}+(?:\s+\p{Lu}\p{L}+)?)/u.exec(s.narration.slice(at + t[0].length))?.[1] ?? '';
    const before = /(\p{L}+(?:\s+\p{L}+)?)\s+$/u.exec(s.narration.slice(0, at))?.[1] ?? '';
    const named = mentions(after, cast)[0] ?? mentions(before, cast).at(-1);
    if (named) return named.character;
    const word = /(\p{L}+)\s+$/u.exec(s.narration.slice(0, at))?.[1] ?? /^\s+(\p{L}+)/u.exec(after)?.[1] ?? after;
    const gender = subjectGender(word, lang);
    if (!gender) continue;
    for (const x of p.sentences.slice(0, index).reverse()) {
      const named = mentions(x.narration, cast);
      const opening = named[0];
      if (!opening || !/^[\s"“]*$/u.test(x.narration.slice(0, opening.index))) continue;
      // "Hilda and Jo sat down. Then she said": two subjects, either may be "she".
      const rest = x.narration.slice(opening.index + opening.name.length);
      return opening.character.gender === gender && !lang.compoundSubject.test(rest) ? opening.character : undefined;
    }
    return undefined;
  }
  return undefined;
}

export function nicknameSlips(m: Manuscript, lang: Language): Finding[] {
  if (!lang.readsWords) return [];
  const { cast } = readFacts(m, lang);
  const own = new Map<string, OwnNickname>();
  const callers = new Map<string, Set<Character>>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const n of ownNicknamesIn(p, cast, lang)) {
        callers.set(n.nickname, (callers.get(n.nickname) ?? new Set()).add(n.caller));
        if (!own.has(n.nickname))
          own.set(n.nickname, {
            nickname: n.nickname,
            caller: n.caller,
            file: chapter.file,
            line: n.sentence.line,
            evidence: evidenceOf(n.sentence.text),
          });
      }
  const findings: Finding[] = [];
  for (const [nickname, told] of own) {
    // Two callers told for one name: the book does not say one alone.
    if ((callers.get(nickname)?.size ?? 0) > 1) continue;
    const word = new RegExp(`(?<![\\p{L}'’-])${escapeRegExp(nickname)}(?![\\p{L}'’-])`, 'gu');
    for (const chapter of m.chapters)
      for (const p of chapter.paragraphs)
        p.sentences.forEach((s, i) => {
          for (const w of s.text.matchAll(word)) {
            const at = w.index ?? 0;
            // In a speech only, and not the speech the book's own word is about.
            if (s.narration.slice(at, at + nickname.length).trim() !== '') continue;
            if (chapter.file === told.file && paragraphStart(chapter, s.line) === paragraphStart(chapter, told.line))
              continue;
            const speaker = speakerOf(p, i, cast, lang);
            if (!speaker || speaker === told.caller) continue;
            findings.push({
              file: chapter.file,
              line: lineAt(s, at),
              category: 'names',
              message: `"${nickname}" is said here by ${speaker.name}, but ${told.file}:${told.line} says only ${told.caller.name} used that name`,
              evidence: evidenceOf(s.text),
              confidence: 0.6,
              against: { file: told.file, line: told.line, evidence: told.evidence },
            });
            return;
          }
        });
  }
  return findings;
}
