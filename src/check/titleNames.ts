import { type Cast, mentions } from './cast.js';
import type { Language } from './lang/index.js';
import { escapeRegExp } from './text.js';
import type { Character, Manuscript } from './types.js';
import { tenseOf } from './verbs.js';

/** At least this many uses of "the Mestre" make the title what the book calls someone, not a passing word. */
const TITLE_USES = 3;

/**
 * "The Mestre came in at eleven exactly. Afonso Teles was seventy-one years old": someone brought in by a title the
 * book writes as a name, then named and described (an age, "a short, broad woman") in the very next sentence, is
 * that person, so "the Mestre" all through the book is Afonso Teles. Read only when the book introduces one person
 * so and calls them by the title often (TITLE_USES); a title never written in lower case, so no common noun; and
 * one no one else bears with a name ("Mestre Duarte"; "Signora Kravos" is Ida Kravos by her surname). So too a
 * kinship to the one the story follows ("Her father is at the bench. Archie Crerar is sixty-six"), and a title set
 * beside a full name ("the Guv'nor himself, Henry Cobham, big and red-faced"). Each form of the title ("the Mestre",
 * "The Mestre") → whom.
 */
export function titlesIntroduced(m: Manuscript, lang: Language, cast: Cast): Map<string, Character> {
  const introduced = new Map<string, Set<Character>>();
  const texts: string[] = [];
  /** The last sentence of the paragraph before, for a title it leaves a pronoun to carry on. */
  let last = '';
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      texts.push(p.text);
      const before = last;
      last = p.sentences.at(-1)?.narration ?? '';
      if (p.kind !== 'prose' || p.memory) continue;
      for (const [k, s] of p.sentences.entries()) {
        for (const [title, person] of titlesBeside(s.narration, lang, cast))
          introduced.set(title, (introduced.get(title) ?? new Set()).add(person));
        // A sentence that opens on a full name ("Afonso Teles"), and what follows it introduces its bearer.
        const [first] = mentions(s.narration, cast);
        const opening = first && /^\s*$/.test(s.narration.slice(0, first.index)) && first.name.includes(' ');
        if (!first || !opening || !lang.introducedAs.test(s.narration.slice(first.index + first.name.length))) continue;
        const title = k > 0 ? openingTitle(p.sentences[k - 1]?.narration ?? '', m, lang) : undefined;
        const carried =
          k === 1 ? carriedTitle(p.sentences[0]?.narration ?? '', before, first.character, m, lang, cast) : undefined;
        const by = title ?? carried;
        if (by) introduced.set(by, (introduced.get(by) ?? new Set()).add(first.character));
      }
    }
  const out = new Map<string, Character>();
  const article = lang.roleArticle;
  const upper = article.charAt(0).toUpperCase() + article.slice(1);
  for (const [title, who] of introduced) {
    const [person] = who;
    if (who.size !== 1 || !person) continue;
    // "the Mestre" with its article; "Her father" as written, and "her father" inside a sentence.
    const kin = /\s/.test(title);
    const forms = kin
      ? [title, title.charAt(0).toLowerCase() + title.slice(1)]
      : [`${article} ${title}`, `${upper} ${title}`];
    const use = new RegExp(`(?<![\\p{L}\\p{M}])(?:${forms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{M}-])`, 'gu');
    if (texts.reduce((n, text) => n + [...text.matchAll(use)].length, 0) < TITLE_USES) continue;
    // Another person the book names with the title ("Mestre Duarte") is not this one; "Signora Kravos" of Ida
    // Kravos is her, by her surname.
    const own = new Set(person.names.flatMap((n) => n.split(' ')));
    const titled = [...cast.byName].filter(([n, c]) => n.startsWith(`${title} `) && c !== person);
    if (
      !kin &&
      titled.some(
        ([n]) =>
          !n
            .split(' ')
            .slice(1)
            .every((w) => own.has(w)),
      )
    )
      continue;
    for (const form of forms) out.set(form, person);
  }
  return out;
}

/**
 * "…the village men, and the Guv'nor himself, Henry Cobham, big and red-faced": a title set beside a full name in
 * apposition is that person's (not "the Anchor, Tom Hardy's pub": a possessive after the name makes it an owner).
 * A reflexive after the title must not contradict the person's gender.
 */
function titlesBeside(narration: string, lang: Language, cast: Cast): Array<[string, Character]> {
  const out: Array<[string, Character]> = [];
  for (const mention of mentions(narration, cast)) {
    if (!mention.name.includes(' ')) continue;
    const beside = lang.titleBeside.exec(narration.slice(0, mention.index));
    const after = narration.slice(mention.index + mention.name.length);
    if (!beside || lang.possessiveEnding.test(`${mention.name}${/^['’]s?/u.exec(after)?.[0] ?? ''}`)) continue;
    const [, title, male, female] = beside;
    const gender = male ? 'male' : female ? 'female' : undefined;
    if (gender && mention.character.gender && gender !== mention.character.gender) continue;
    out.push([title as string, mention.character]);
  }
  return out;
}

/** The title or kinship a sentence opens on as the subject of its verb ("The Mestre came in", "Her father is at"). */
function openingTitle(narration: string, m: Manuscript, lang: Language): string | undefined {
  const byTitle = lang.titleOpening.exec(narration);
  // A title never written in lower case is a name; a kinship is the one the story follows ("Her father").
  const byKin = byTitle ? null : lang.kinOpening.exec(narration);
  const [, title, verb = ''] = byTitle ?? byKin ?? [];
  if (!title || tenseOf(verb, 'third-singular', lang) === undefined) return undefined;
  if (byTitle && m.writtenLower(title.toLowerCase())) return undefined;
  return title;
}

/**
 * "…before the Signora had said a word. ¶ She was waiting for us in the kitchen. Ida Kravos was seventy-one": a
 * paragraph that opens on "she" or "he" carries on the one title the paragraph before ended on, when it named no one
 * of the cast there; the pronoun, the title's gender and the person's agree.
 */
function carriedTitle(
  opening: string,
  before: string,
  person: Character,
  m: Manuscript,
  lang: Language,
  cast: Cast,
): string | undefined {
  const pronoun = lang.openingSubjectVerb.exec(opening)?.[1] ?? '';
  const gender = lang.subjectPronoun.female.test(pronoun)
    ? 'female'
    : lang.subjectPronoun.male.test(pronoun)
      ? 'male'
      : undefined;
  if (!gender || (person.gender !== undefined && person.gender !== gender) || mentions(before, cast).length > 0)
    return undefined;
  const titles = [...before.matchAll(lang.titleInside)].map((t) => t[1] as string);
  const [title] = titles;
  if (!title || titles.length !== 1 || m.writtenLower(title.toLowerCase())) return undefined;
  const told = lang.titles.get(title.toLowerCase());
  return told === undefined || told === gender ? title : undefined;
}
