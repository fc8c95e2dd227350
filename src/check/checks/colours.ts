import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, keptAndOnce, sentencesInOrder } from './keptOnce.js';

/**
 * A place keeps its colours: "the yellow house" in chapter after chapter, then once "the white house with its
 * widow's walk"; "with green shutters", "the green shutters", then once "her blue shutters". A painted feature of a
 * place (the language's colouredFeature) told in one colour in two chapters or more is held to it where another
 * colour is told once, as a thing already known ("the", "its", "her": not "a white house", which is another house).
 * A colour the book gives the feature twice or more is a second thing of that kind (the green house across the
 * harbour); a paragraph that tells both colours compares them on purpose; and a repainting told before the odd
 * colour, or in its paragraph ("I painted the door blue"), is a change, not a slip.
 */

interface Told {
  colour: string;
  known: boolean;
  /** Told as someone's ("her blue shutters", "Ida's door"). */
  owned: boolean;
  file: string;
  line: number;
  sentence: string;
  paragraph: string;
  /** Where the sentence stands in reading order, to tell what came before it. */
  order: number;
}

export function featureColours(m: Manuscript, lang: Language): Finding[] {
  const byFeature = new Map<string, Told[]>();
  /** Sentences that tell a repainting, with their order and words. */
  const repaintings: Array<{ order: number; paragraph: string; text: string }> = [];
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m)) {
    if (lang.repainted.test(s.text)) repaintings.push({ order, paragraph: p.text, text: s.text.toLowerCase() });
    for (const t of s.text.matchAll(lang.colouredFeature)) {
      const colour = lang.colours.get(t[2] as string) ?? (t[2] as string);
      // "the green front door" is the door.
      const feature = (t[3] as string).split(/\s+/).pop() as string;
      const told: Told = {
        colour,
        known: lang.knownFeature.test(t[1] as string),
        owned: lang.ownedFeature.test(t[1] as string),
        file: chapter.file,
        line: s.line,
        sentence: s.text,
        paragraph: p.text,
        order,
      };
      byFeature.set(feature, [...(byFeature.get(feature) ?? []), told]);
    }
  }
  const findings: Finding[] = [];
  for (const [feature, told] of byFeature) {
    // Two colours each told in chapter after chapter: two things of that kind, neither a slip.
    const held = keptAndOnce(told, (t) => t.colour);
    if (!held) continue;
    const { kept: keptColour, keptUses } = held;
    for (const { value: colour, told: slip } of held.once) {
      if (!slip.known) continue;
      if (keptUses.some((k) => k.paragraph === slip.paragraph)) continue;
      // "her blue shutters", "Ida's blue door": someone's, so the house the kept colour was told of must be theirs too,
      // a name of the slip's paragraph named where the kept colour is ("Kravos died … her blue shutters" and "At Casa
      // Kravos we closed the green shutters"); Mrs Hale's door is not the shop's.
      if (slip.owned) {
        const names = namesIn(slip.paragraph, lang);
        if (!keptUses.some((k) => [...namesIn(k.paragraph, lang)].some((n) => names.has(n)))) continue;
      }
      // "I painted the door yesterday … The yellow house with a blue door.": a change told, before or beside it.
      const changed = repaintings.some(
        (r) =>
          (r.order <= slip.order || r.paragraph === slip.paragraph) &&
          (r.text.includes(feature) || r.text.includes(colour)),
      );
      if (changed) continue;
      const against = againstOf(keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `the ${colour} ${feature} here; ${against.file}:${against.line} and ${keptUses.length - 1} more tell the ${keptColour} ${feature}`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}

/** The names a paragraph tells: capitalised words that are no common word ("Kravos", "Ida"; not "The", "She"). */
function namesIn(text: string, lang: Language): Set<string> {
  const words = text.match(/\p{Lu}\p{Ll}+/gu) ?? [];
  return new Set(words.filter((w) => !lang.stopWords.has(w.toLowerCase()) && !lang.titles.has(w.toLowerCase())));
}
