import { type Cast, mentions } from './cast.js';
import type { Language } from './lang/index.js';
import { evidenceOf } from './text.js';
import type { Character, Paragraph } from './types.js';
import { tenseOf } from './verbs.js';

/**
 * Deaths a paragraph tells without a verb of dying: the living remember a time
 * "when Tomas was still alive" (he is not now), or speak of "the dead man"
 * right after naming the one man of the paragraph who does nothing in it ("He
 * knows little of Tomas Reyes. … has kept the dead man's ledger since May").
 * A memory tells these as surely as the story's present; a dream, a wish or a
 * doubt tells nothing. Each is given to `told` (the fact base keeps the first
 * death of each character; this file does not import it, which imports this).
 */
export function paragraphDeaths(
  p: Paragraph,
  cast: Cast,
  lang: Language,
  told: (c: Character, line: number, text: string, how: string) => void,
): void {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a look-ahead only; a heading has no sentences, a wordless language's cues never match, and every cue read below holds `any`
  if (!lang.readsWords || p.kind === 'heading' || !lang.deathCues.any.test(p.text)) return;
  const seen: Array<{ character: Character; subject: boolean }> = [];
  /** Whether someone the cast does not know is in the paragraph so far ("the boy", a name read nowhere else). */
  let stranger = false;
  for (const s of p.sentences) {
    // A memory's words are blanked from the narration, but a memory tells a death as well: its words less speech.
    const text =
      p.memory && !/\S/.test(s.narration)
        ? s.text.replace(/["“][^"”]*["”]/g, (q) => ' '.repeat(q.length))
        : s.narration;
    const named = mentions(text, cast);
    if (lang.unreal.test(text)) {
      for (const n of named) seen.push({ character: n.character, subject: true });
      continue;
    }
    for (const n of named) {
      const before = text.slice(0, n.index);
      const after = text.slice(n.index + n.name.length);
      if (lang.deathCues.aliveAfter.test(after) && lang.deathCues.aliveBefore.test(before))
        told(n.character, s.line, evidenceOf(s.text), 'no longer alive');
    }
    for (const e of text.matchAll(lang.deathCues.deadEpithet)) {
      if (stranger || unknownPerson(text.slice(0, e.index), named, lang)) break;
      const gender = lang.deathCues.female.test(e[1] as string) ? 'female' : 'male';
      const earlier = [...seen, ...named.filter((n) => n.index < (e.index ?? 0)).map((n) => subjectOf(text, n, lang))];
      const fits = new Set(
        earlier
          .filter((x) => x.character.gender === undefined || x.character.gender === gender)
          .map((x) => x.character),
      );
      // Someone of that gender who acts or speaks in the paragraph is alive in it: the one left, if one, is the dead.
      const doing = new Set(earlier.filter((x) => x.subject).map((x) => x.character));
      const left = [...fits].filter((c) => !doing.has(c));
      const [only] = left;
      if (only && left.length === 1) told(only, s.line, evidenceOf(s.text), e[0].trim());
    }
    for (const n of named) seen.push(subjectOf(text, n, lang));
    stranger ||= unknownPerson(text, named, lang);
  }
}

/**
 * Whether a stretch of narration names a person the cast does not know: a person by what they are ("the boy",
 * "his father") or a capitalised word inside a sentence that is no cast name and no word written capitalised anyway.
 */
function unknownPerson(text: string, named: ReadonlyArray<{ index: number; name: string }>, lang: Language): boolean {
  let rest = text;
  for (const n of named)
    if (n.index + n.name.length <= text.length)
      rest = rest.slice(0, n.index) + ' '.repeat(n.name.length) + rest.slice(n.index + n.name.length);
  // Stryker disable next-line StringLiteral: the epithet ends on no letter and opens after none, so blanked or cut it joins no words
  if (lang.personNouns.test(rest.replace(lang.deathCues.deadEpithet, ' '))) return true;
  for (const c of rest.matchAll(/(?<![\p{L}'’.-])\p{Lu}\p{Ll}+/gu)) {
    const before = rest.slice(0, c.index);
    if (/(?:^|[.!?:;]["”’]?)\s*["“‘(*_]*$/u.test(before)) continue;
    if (!lang.properWords.has(c[0].toLowerCase())) return true;
  }
  return false;
}

/** A name and whether it is the subject of a verb ("Dr. Pryce has said", "Nell, who knew him, nods"). */
function subjectOf(
  text: string,
  n: { character: Character; name: string; index: number },
  lang: Language,
): { character: Character; subject: boolean } {
  const after = text.slice(n.index + n.name.length);
  // Stryker disable next-line StringLiteral: the default is only looked up whole in tenseOf's sets of single words, where neither '' nor a text with spaces stands
  const word = lang.deathCues.verbAfterName.exec(after)?.[1] ?? '';
  const before = text.slice(0, n.index);
  const spoke = new RegExp(`(?:${lang.speechVerbs.source})\\s*$`, 'i').test(before);
  return { character: n.character, subject: spoke || tenseOf(word, 'third-singular', lang) !== undefined };
}
