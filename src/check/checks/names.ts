import { bareName, otherForm, readFacts } from '../facts.js';
import { isParentWord, type Language } from '../lang/index.js';
import { nearName, withoutAccents } from '../spelling.js';
import { evidenceOf, lineIn, wholeWord } from '../text.js';
import type { Finding, Manuscript, Skipped } from '../types.js';
import {
  bedSlips,
  bibleFirstNameSlips,
  bibleSurnameSlips,
  bibleTitledSurnameSlips,
  firstNameSlips,
  initialSlips,
  initialSurnameSlips,
  paragraphSurnameSlips,
  speakerSlips,
  strayFirstNameSlips,
  straySurnameSlips,
  surnameSlips,
  surnameSwaps,
  titledFirstNameSlips,
} from './nameSlips.js';
import { nicknameSlips } from './nicknames.js';

export { nearName } from '../spelling.js';

/**
 * Names: a capitalised word close to a bible name (one edit, or two with the
 * same sound) that is no listed name, nickname, alias or place. A word the
 * text also writes in lower case is an ordinary word at a sentence start,
 * not a name; a variant used many times is more likely a character the
 * bible forgot, so it is reported with less confidence.
 */

const MAX_PER_VARIANT = 5;

/**
 * One name spelled two ways in the text itself: the fact base's variants
 * ("Tomas Reyez" beside "Tomas Reyes"; "Hendirk" twice beside "Hendrik"
 * forty times), each use shown with where the text spells it the other way.
 * Needs no words of the language: it reads capitals and sounds.
 */
export function textVariants(m: Manuscript, lang: Language): Finding[] {
  const { facts } = readFacts(m, lang);
  const findings: Finding[] = [];
  for (const member of facts.cast)
    for (const v of member.variants) {
      if (sameSpelling(v.name, v.of)) continue;
      if (v.name.includes(' ') && member.variants.some((w) => !w.name.includes(' ') && v.name.includes(w.name)))
        continue;
      const uses = member.appearances.filter((a) => a.name === v.name || a.name.split(/\s+/).includes(v.name));
      const right = member.appearances.find((a) => a.name === v.of || a.name.split(/\s+/).includes(v.of));
      if (!right || uses.length === 0 || uses.length > MAX_PER_VARIANT) continue;
      // Beside the same first name ("Tomas Reyez" / "Tomas Reyes") the slip is plain; a lone rare word less so.
      const twin = member.variants.some((w) => w.name.includes(' ') && w.name.split(' ').includes(v.name));
      const confidence = twin ? 0.9 : uses.length === 1 ? 0.8 : 0.7;
      const rightAt = lineOfWord(m, right.file, right.line, v.of);
      const rightLine = lineText(m, right.file, rightAt);
      for (const use of uses) {
        const at = lineOfWord(m, use.file, use.line, v.name);
        findings.push({
          file: use.file,
          line: at,
          category: 'names',
          message: `"${v.name}" here; ${right.file}:${rightAt} spells it "${v.of}" (${member.name})`,
          evidence: evidenceOf(lineText(m, use.file, at)),
          confidence,
          against: { file: right.file, line: rightAt, evidence: evidenceOf(rightLine) },
        });
      }
    }
  return findings;
}

/**
 * Whether a capitalised word stands beside another capitalised word (spaces between) that is no known name, no
 * title and no little word opening a sentence: "Dat" in "Nui Dat" is part of a name the bible does not hold,
 * while "Tolly" in "Peg Tolly" stands beside a name it does.
 */
export function inStrangeName(
  text: string,
  at: number,
  length: number,
  known: ReadonlySet<string>,
  lang: Language,
): boolean {
  const before = /(\p{Lu}[\p{Ll}'’.-]*)[ \t]+$/u.exec(text.slice(Math.max(0, at - 40), at))?.[1];
  const after = /^[ \t]+(\p{Lu}[\p{Ll}'’-]*)/u.exec(text.slice(at + length, at + length + 40))?.[1];
  const strange = (w: string | undefined) => {
    if (!w) return false;
    const bare = w.replace(lang.nameClitic, '').replace(/\.$/, '');
    const lower = bare.toLowerCase();
    return !(
      known.has(bare) ||
      lang.titles.has(lower) ||
      lang.stopWords.has(lower) ||
      lang.adverbs.has(lower) ||
      lower === 'i'
    );
  };
  return strange(before) || strange(after);
}

/** "Mrs Pike" beside "Mrs. Pike": a title with or without its full stop is one spelling, not a slip. */
export function sameSpelling(a: string, b: string): boolean {
  return a.replace(/\./g, '') === b.replace(/\./g, '');
}

/**
 * The line a word of a name stands on, from the line the name opens on: in hard-wrapped text "Wat" may end one line
 * and "Hockin" open the next.
 */
function lineOfWord(m: Manuscript, file: string, line: number, word: string): number {
  const own = new RegExp(wholeWord(word), 'u');
  return !own.test(lineText(m, file, line)) && own.test(lineText(m, file, line + 1)) ? line + 1 : line;
}

function lineText(m: Manuscript, file: string, line: number): string {
  return m.chapters.find((c) => c.file === file)?.lines[line - 1]?.trim() ?? '';
}

/** The text's own slips: variants of a cast member's forms, then surnames and first names slipped beside a surname. */
function ownSlips(m: Manuscript, lang: Language): Finding[] {
  const out: Finding[] = [];
  const at = new Set<string>();
  for (const f of [
    ...textVariants(m, lang),
    ...surnameSlips(m, lang),
    ...firstNameSlips(m, lang),
    ...titledFirstNameSlips(m, lang),
    ...initialSlips(m, lang),
    ...initialSurnameSlips(m, lang),
    ...strayFirstNameSlips(m, lang),
    ...bibleFirstNameSlips(m, lang),
    ...bibleSurnameSlips(m, lang),
    ...bibleTitledSurnameSlips(m, lang),
    ...surnameSwaps(m, lang),
    ...straySurnameSlips(m, lang),
    ...paragraphSurnameSlips(m, lang),
    ...(lang.readsWords ? bedSlips(m, lang) : []),
    ...speakerSlips(m, lang),
    ...nicknameSlips(m, lang),
  ]) {
    if (at.has(`${f.file}:${f.line}`)) continue;
    at.add(`${f.file}:${f.line}`);
    out.push(f);
  }
  return out;
}

export function checkNames(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const fromText = ownSlips(m, lang);
  if (m.bible.characters.length === 0) return { findings: fromText, skipped: [] };
  const known = new Set<string>();
  // A title is the same word with or without its full stop ("Mrs." in the bible, "Mrs" in the text).
  for (const c of m.bible.characters)
    for (const n of c.names) for (const w of n.split(/\s+/)) known.add(w).add(w.replace(/\.$/, ''));
  // Stryker disable next-line Regex: split on one space, a run of spaces only adds "", which is no word of the text
  for (const p of m.bible.places) for (const n of p.names) for (const w of n.split(/\s+/)) known.add(w);
  for (const o of m.bible.objects) for (const w of o.name.split(/\s+/)) known.add(w);
  // A word the bible writes anywhere ("a white house in Estoril") is one its author knows: no slip of "Estrela".
  const written = m.bible.words ?? new Set<string>();
  // A bible typed without accents (a spreadsheet pasted as plain text: "Valparaiso") names the text's "Valparaíso";
  // the text spelling one name both ways is its own variant (textVariants), not the bible's. A bible that writes
  // its accents ("José") holds the text to them: "Josë" is a slip of it.
  const folded = new Set([...known, ...written].filter((w) => withoutAccents(w) === w));
  // "Dad", "Mum" are what a child calls a parent, not a name a word can be a slip of ("Dat" in "Nui Dat").
  const role = (n: string) => isParentWord(n, lang) || lang.titles.has(n.toLowerCase());
  // "la Bionda", "the Pilot": an epithet after a small word is no name a capitalised word is a slip of ("Signora
  // Bondi" is someone else).
  const epithets = new Set(
    m.bible.characters.flatMap((c) => c.names.filter((n) => /^\p{Ll}/u.test(n)).flatMap((n) => n.split(/\s+/))),
  );
  // Stryker disable next-line ConditionalExpression: nearName is false for a name under three letters, so a short one kept is never found
  const targets = [...known].filter((n) => /^\p{Lu}/u.test(n) && n.length >= 3 && !role(n) && !epithets.has(n));
  const calendar = new Set([...lang.weekdays, ...lang.months]);
  const verdicts = new Map<string, string | undefined>();
  const seen = new Map<string, Array<{ file: string; line: number; evidence: string }>>();
  // Letters of any script on both sides: "José" is one word, not "Jos" (\b knows only ASCII letters).
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs)
      for (const s of p.sentences)
        for (const match of s.text.matchAll(/(?<![\p{L}\p{M}\p{N}_])\p{Lu}[\p{Ll}\p{M}'’]+(?![\p{L}\p{M}\p{N}_])/gu)) {
          // "Ada's", "Ada'd bring him tea": the name with a possessive or a contraction after it.
          const word = bareName(match[0], lang);
          if (known.has(word) || written.has(word) || folded.has(withoutAccents(word)) || role(word)) continue;
          // "Nui Dat", "Port Huon": a word of a longer name whose other words are no one's is that name's (a place).
          if (inStrangeName(s.text, match.index ?? 0, match[0].length, known, lang)) continue;
          let near = verdicts.get(word);
          if (!verdicts.has(word)) {
            const lower = word.toLowerCase();
            // "the Ferriers" beside "Ferrier" is the family, not a misspelling of the name.
            // "French", "Golly": a word capitalised anyway (a people, a language, an oath) is no slip of "Franco".
            near =
              calendar.has(lower) || lang.properWords.has(lower)
                ? undefined
                : targets.find((name) => nearName(word, name) && !otherForm(word, name, lang));
            if (near && m.writtenLower(lower)) near = undefined;
            verdicts.set(word, near);
          }
          if (!near) continue;
          const list = seen.get(word) ?? [];
          // The line the word is on, as the text's own variants are placed: a hard-wrapped sentence runs over several.
          list.push({ file: chapter.file, line: lineIn(s, match.index ?? 0), evidence: evidenceOf(s.text) });
          seen.set(word, list);
        }
  const findings: Finding[] = [];
  const { facts } = readFacts(m, lang);
  for (const [word, uses] of seen) {
    const name = verdicts.get(word) as string;
    // The other side: the bible's line for that name, and where the text first spells it so.
    const listed = m.bible.characters.find((c) => c.names.some((n) => n.split(/\s+/).includes(name)));
    const member = facts.cast.find((c) => c.names.some((n) => n.split(/\s+/).includes(name)));
    const right = member?.appearances.find((a) => a.name.split(/\s+/).includes(name));
    const places = [listed ? `bible.md:${listed.line}` : undefined, right ? `${right.file}:${right.line}` : undefined]
      .filter((p) => p !== undefined)
      .join(', ');
    // Both spellings used, each three times or more and the other half as often or more, are two names ("James"
    // four times beside "Pastor Ames" four times): a slip is the rare form beside the usual one. A spelling the text
    // keeps to where the bible's is never used is still reported, as a habit.
    const usual = member?.appearances.filter((a) => a.name.split(/\s+/).includes(name)).length ?? 0;
    if (uses.length >= 3 && usual >= 3 && uses.length * 2 >= usual) continue;
    // Used three times or more while the text also writes the bible's name: likelier a second person, so unsure.
    const confidence = uses.length <= 2 ? 0.9 : right ? 0.4 : uses.length <= 5 ? 0.7 : 0.4;
    const also = uses.length > 1 ? ` (${uses.length} times in all)` : '';
    for (const use of uses.slice(0, MAX_PER_VARIANT))
      findings.push({
        file: use.file,
        line: use.line,
        category: 'names',
        message: `"${word}" is not a name in the bible; did you mean "${name}"${places ? ` (${places})` : ''}?${also}`,
        evidence: use.evidence,
        confidence,
        ...(right
          ? {
              against: {
                file: right.file,
                line: right.line,
                evidence: evidenceOf(lineText(m, right.file, right.line)),
              },
            }
          : listed
            ? { against: { file: 'bible.md', line: listed.line, evidence: listed.name } }
            : {}),
      });
  }
  // The text's own variants, less those the bible's list already found at the same place.
  const seenAt = new Set(findings.map((f) => `${f.file}:${f.line}`));
  return { findings: [...findings, ...fromText.filter((f) => !seenAt.has(`${f.file}:${f.line}`))], skipped: [] };
}
