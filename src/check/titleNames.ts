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
 * one no one else bears with a name ("Mestre Duarte"). So too a kinship to the one the story follows ("Her father is
 * at the bench. Archie Crerar is sixty-six"). Each form of the title ("the Mestre", "The Mestre") → whom.
 */
export function titlesIntroduced(m: Manuscript, lang: Language, cast: Cast): Map<string, Character> {
  const introduced = new Map<string, Set<Character>>();
  const texts: string[] = [];
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      texts.push(p.text);
      if (p.kind !== 'prose' || p.memory) continue;
      for (const [k, s] of p.sentences.entries()) {
        const byTitle = lang.titleOpening.exec(s.narration);
        // A title never written in lower case is a name; a kinship is the one the story follows ("Her father").
        const byKin = byTitle ? null : lang.kinOpening.exec(s.narration);
        const [, title, verb = ''] = byTitle ?? byKin ?? [];
        const next = p.sentences[k + 1]?.narration;
        if (!title || !next || tenseOf(verb, 'third-singular', lang) === undefined) continue;
        if (byTitle && m.writtenLower(title.toLowerCase())) continue;
        // The next sentence opens on a full name ("Afonso Teles"), and what follows it introduces its bearer.
        const [first] = mentions(next, cast);
        const opening = first && /^\s*$/.test(next.slice(0, first.index)) && first.name.includes(' ');
        if (!first || !opening || !lang.introducedAs.test(next.slice(first.index + first.name.length))) continue;
        introduced.set(title, (introduced.get(title) ?? new Set()).add(first.character));
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
    if (!kin && [...cast.byName.keys()].some((n) => n.startsWith(`${title} `))) continue;
    for (const form of forms) out.set(form, person);
  }
  return out;
}
