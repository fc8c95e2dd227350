import type { Language } from './lang/index.js';
import { escapeRegExp } from './text.js';
import type { BibleGiving, Character } from './types.js';

/**
 * Objects a bible says change hands, in whatever dialect it writes them: a
 * sentence in a character's entry ("Carries — her father's telescope until
 * she gives it to Euan Gray (ch. 4)", the entry's character the giver unless
 * another is named before the verb), a line anywhere ("Hester gives it to
 * Grace on Christmas Day (chapter 5)"), or a chain of holders ("Rose → Hester
 * (chapter 2) → Grace (chapter 5)"). A giving with no chapter is left out:
 * the checks compare chapters.
 */
export function bibleGivings(
  lines: ReadonlyArray<{ text: string; line: number }>,
  characters: readonly Character[],
  ownerOfLine: ReadonlyMap<number, string>,
  lang: Language,
  nounOfLine: ReadonlyMap<number, string> = new Map(),
): BibleGiving[] {
  const out: BibleGiving[] = [];
  const words = lang.bible.giving;
  const chapters = new RegExp(lang.bible.chapterRefs.every.source, 'gi');
  const forms = characters.flatMap((c) => c.names.filter((n) => n.length >= 2).map((n) => ({ n, c })));
  const namePattern =
    // Stryker disable next-line ConditionalExpression,EqualityOperator: with no names an empty group finds no one
    forms.length > 0
      ? new RegExp(
          `(?<![\\p{L}])(${forms
            .map((f) => escapeRegExp(f.n))
            .sort((a, b) => b.length - a.length)
            .join('|')})(?![\\p{L}])`,
          'gu',
        )
      : undefined;
  const byForm = new Map(forms.map((f) => [f.n, f.c.name] as const));
  // "Walter's tuning fork": a possessive names the object's old owner, not one who gives or receives.
  const namesIn = (text: string): string[] =>
    namePattern
      ? [...text.matchAll(namePattern)]
          .filter((m) => !lang.possessiveEnding.test(text.slice(0, (m.index ?? 0) + (m[0] as string).length + 2)))
          .map((m) => byForm.get(m[1] as string) as string)
      : // Stryker disable next-line ArrayDeclaration: one stand-in name is never a giver and a receiver both
        [];
  /** The names a text gives as owners ("Gaspar's"): whose a thing was. */
  const ownersIn = (text: string): string[] =>
    namePattern
      ? [...text.matchAll(namePattern)]
          .filter((m) => lang.possessiveEnding.test(text.slice(0, (m.index ?? 0) + (m[0] as string).length + 2)))
          .map((m) => byForm.get(m[1] as string) as string)
      : [];
  // "the ledgers": an object named in the plural is the noun the text names it by; "the lamp key" is a key (the
  // last of the nouns that stand together).
  const nounIn = (text: string) => {
    // Stryker disable next-line ArrayDeclaration: a line of no letters names no object, whatever stands for its words
    const found = (text.toLowerCase().match(/\p{L}+/gu) ?? []).map((w) =>
      lang.objectNouns.has(w) ? w : w.replace(words.plural, ''),
    );
    let at = found.findIndex((w) => lang.objectNouns.has(w));
    // Stryker disable next-line ConditionalExpression: at -1 the next word is no noun either, and found[-1] is undefined
    if (at < 0) return undefined;
    // Stryker disable next-line StringLiteral: past the last word, any stand-in is no noun
    while (lang.objectNouns.has(found[at + 1] ?? '')) at++;
    return found[at];
  };
  const chapterIn = (text: string) => {
    const all = [...text.matchAll(chapters)];
    return all.length > 0 ? Number((all[0] as RegExpMatchArray)[1]) : undefined;
  };
  /** The object of the lines just above (an entry's name line, then its fields), until a blank line. */
  let carried: { noun: string; line: number } | undefined;
  for (const l of lines) {
    if (l.text.trim() === '') carried = undefined;
    const own = nounIn(l.text) ?? nounOfLine.get(l.line);
    const lineNoun = own ?? (carried && carried.line >= l.line - 3 ? carried.noun : undefined);
    if (own) carried = { noun: own, line: l.line };
    // A line with a noun carries it on from here. (Without its own, it has one only from what is carried.)
    // Stryker disable next-line LogicalOperator: see above
    if (carried && lineNoun) carried.line = l.line;
    if (!lineNoun) continue;
    const links = l.text.split(words.arrow);
    if (links.length >= 2) {
      for (let i = 1; i < links.length; i++) {
        const from = namesIn(links[i - 1] as string).at(-1);
        const to = namesIn(links[i] as string)[0];
        const chapter = chapterIn(links[i] as string);
        if (from && to && from !== to && chapter !== undefined)
          out.push({ giver: from, to, noun: lineNoun, chapter, line: l.line });
      }
      continue;
    }
    const lineChapters = [...l.text.matchAll(chapters)].length;
    for (const clause of l.text.split(words.clause)) {
      const verb = words.verb.exec(clause);
      if (!verb) continue;
      const before = clause.slice(0, verb.index);
      // Stryker disable next-line ArithmeticOperator: names just before the verb are the giver's, whom the receiver is not
      const after = clause.slice(verb.index + verb[0].length);
      // The last name before the verb, else the entry the line stands in, else the one the line names as the thing's
      // owner before this clause ("big iron key, Gaspar's for thirty years; given to Zé (chapter 8)").
      const giver =
        namesIn(before).at(-1) ?? ownerOfLine.get(l.line) ?? ownersIn(l.text.slice(0, l.text.indexOf(clause))).at(-1);
      const to = namesIn(after).find((n) => n !== giver);
      const chapter = chapterIn(clause) ?? (lineChapters === 1 ? chapterIn(l.text) : undefined);
      if (!giver || !to || chapter === undefined) continue;
      out.push({ giver, to, noun: nounIn(clause) ?? lineNoun, chapter, line: l.line });
    }
  }
  return out;
}
