import type { Language } from '../lang/index.js';
import { evidenceOf } from '../text.js';
import type { Finding, Manuscript } from '../types.js';

/**
 * Homes: a narrator who moved out of their lodging ("T. Keogh, late of Mrs. Dufresne's") and is later at home there
 * again ("slept till dark in my room at Mrs. Dufresne's") with no move back told. A move of lodgings is a change of
 * home; a visit to the old house ("went round to Mrs. Dufresne's for my letters") is none, and only "my room at" or
 * "home to" says home. The lodging left must have been the narrator's own before ("my room at Mrs. Dufresne's"), so a
 * lodger leaving the narrator's house is not read as the narrator's move. Memory and backstory are exempt.
 */
export function oldHomes(m: Manuscript, lang: Language): Finding[] {
  const findings: Finding[] = [];
  if (!lang.readsWords) return findings;
  /** The narrator's lodgings named so far, and those moved out of (where). */
  const homes = new Set<string>();
  const left = new Map<string, { file: string; line: number; evidence: string }>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind !== 'prose') continue;
      for (const s of p.sentences) {
        const text = s.narration;
        // A memory may still say whose lodging it is ("the drawer of my room at Mrs. Dufresne's"), and no more.
        if (p.memory) {
          for (const own of text.matchAll(lang.ownLodging)) homes.add(houseKey((own[1] ?? own[2]) as string));
          continue;
        }
        if (lang.movedBack.test(text)) left.clear();
        const out = lang.movedOut.exec(text);
        const gone = out ? houseKey(out[1] as string) : undefined;
        if (gone && homes.has(gone)) left.set(gone, { file: chapter.file, line: s.line, evidence: evidenceOf(s.text) });
        const looksBack = lang.backstory.test(text) || lang.homeLookBack.test(text);
        for (const own of text.matchAll(lang.ownLodging)) {
          const named = (own[1] ?? own[2]) as string;
          const house = houseKey(named);
          const move = left.get(house);
          if (!move || looksBack || house === gone) {
            if (!move) homes.add(house);
            continue;
          }
          findings.push({
            file: chapter.file,
            line: s.line,
            category: 'place',
            message: `the narrator is at home at ${named} here, but ${move.file}:${move.line} tells the move out of it, and no move back is told`,
            evidence: evidenceOf(s.text),
            confidence: 0.65,
            against: move,
          });
          left.delete(house);
        }
      }
    }
  return findings;
}

/** A house's name as compared: "Mrs. Dufresne's" and "Mrs. Dufresne" are one house. */
function houseKey(name: string): string {
  return name.replace(/['’]s$/u, '').trim();
}
