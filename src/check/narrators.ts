import { type Cast, mentions } from './cast.js';
import type { Language } from './lang/index.js';
import type { Chapter, Character } from './types.js';
import { tenseOf } from './verbs.js';

/**
 * The name a chapter told in the first person gives its own "I", as a witness's statement or a letter does: "My name
 * is Reina Saltiel.", "I am Jacques Saltiel, son of Samuel.", or a name standing alone before the evidence, with no
 * verb ("Margaret Ann Lyle. I am thirty-one.", "Alfred Wise, sergeant, of Leicester."). Read in the first two
 * paragraphs of narration: the name as written, and the cast's character when the name is one of theirs (one the cast
 * does not hold is still another "I"). None when the narration gives no name of its own.
 */
export function ownNameOf(
  chapter: Chapter,
  cast: Cast,
  lang: Language,
): { name: string; character?: Character } | undefined {
  const rw = lang.reading;
  const told = chapter.paragraphs.filter(
    (p) => p.kind === 'prose' && p.sentences.some((s) => /\p{L}/u.test(s.narration)),
  );
  for (const [i, p] of told.slice(0, 2).entries()) {
    for (const [j, s] of p.sentences.entries()) {
      const narration = s.narration;
      for (const m of mentions(narration, cast)) {
        const after = narration.slice(m.index + m.name.length);
        if (rw.ownNameBefore.test(narration.slice(0, m.index)) && rw.ownNameAfter.test(after))
          return { name: m.name, character: m.character };
      }
      // "I am Salih, son of Mustafa.": a name the cast does not hold ("I am English." gives none).
      for (const m of narration.matchAll(/\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)*/gu)) {
        const at = m.index ?? 0;
        if (lang.properWords.has(m[0].toLowerCase())) continue;
        if (rw.ownNameBefore.test(narration.slice(0, at)) && rw.ownNameAfter.test(narration.slice(at + m[0].length)))
          return { name: m[0] };
      }
      // The statement's first words: a name of two words or more, then its stop or comma, and no verb in the sentence.
      if (i > 0 || j > 0) continue;
      const opening = /^\s*(\p{Lu}\p{L}+(?:\s+\p{Lu}\p{L}+)+)/u.exec(narration);
      const name = opening?.[1];
      if (!opening || !name || !rw.ownNameAfter.test(narration.slice(opening[0].length))) continue;
      const words = narration.slice(opening[0].length).match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
      if (words.some((w) => tenseOf(w, 'third-singular', lang) !== undefined)) continue;
      const known = mentions(name, cast)[0];
      return known && known.index === 0 && known.name === name ? { name, character: known.character } : { name };
    }
  }
  return undefined;
}

/**
 * Whether a book is told by several tellers who each give their own name (two names or more among its chapters): a
 * book of statements, whose chapters are in the order they were taken, not the order of the days they tell.
 */
export function severalTellers(own: ReadonlyArray<{ name: string; character?: Character } | undefined>): boolean {
  return new Set(own.map((n) => n?.character?.name ?? n?.name).filter(Boolean)).size >= 2;
}
