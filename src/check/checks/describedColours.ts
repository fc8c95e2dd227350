import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { sentencesInOrder } from './keptOnce.js';

/**
 * A building keeps the colours it was described with: "The house was … whitewashed, with a thatched roof … and a
 * blue door", then later "he went into the whitewashed house and shut the green door". A building named by a word of
 * one description only (the language's describedBuilding: "the whitewashed house"), with a feature told as known
 * beside it in the sentence in another colour than that description gave it, is that building in the wrong colour,
 * though the book may give the same colour to another building's feature. A repainting told between, of the feature
 * or into the new colour, is a change.
 */

interface Description {
  /** The description's words, lower case: what names the building later. */
  words: Set<string>;
  /** Each feature's colours as the description brought them on ("a blue door"). */
  colours: Map<string, Set<string>>;
  file: string;
  line: number;
  sentence: string;
  order: number;
}

/** How far (in characters) a feature may stand from the building in the sentence to be its own. */
const NEAR = 60;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/\p{L}[\p{L}-]*/gu) ?? []);

export function describedColours(m: Manuscript, lang: Language): Finding[] {
  const descriptions: Description[] = [];
  const repaintings: Array<{ order: number; text: string }> = [];
  const findings: Finding[] = [];
  for (const { chapter, sentence: s, order } of sentencesInOrder(m)) {
    const text = s.text;
    if (lang.repainted.test(text)) repaintings.push({ order, text: text.toLowerCase() });
    const told = [...text.matchAll(lang.colouredFeature)].map((t) => ({
      at: t.index ?? 0,
      end: (t.index ?? 0) + t[0].length,
      known: lang.knownFeature.test(t[1] as string),
      colour: lang.colours.get(t[2] as string) ?? (t[2] as string),
      // "the green front door" is the door.
      feature: (t[3] as string).split(/\s+/).pop() as string,
    }));
    if (told.length === 0) continue;
    for (const b of text.matchAll(lang.describedBuilding)) {
      const word = (b[1] as string).toLowerCase();
      const from = b.index ?? 0;
      const to = from + b[0].length;
      const of = descriptions.filter((d) => d.words.has(word));
      // A word of two descriptions tells neither building.
      if (of.length !== 1) continue;
      const d = of[0] as Description;
      for (const t of told) {
        if (!t.known || t.at - to > NEAR || from - t.end > NEAR) continue;
        const was = d.colours.get(t.feature);
        if (was?.size !== 1 || was.has(t.colour)) continue;
        const changed = repaintings.some(
          (r) => r.order > d.order && r.order <= order && (r.text.includes(t.feature) || r.text.includes(t.colour)),
        );
        if (changed) continue;
        findings.push(
          findingOn(
            'place',
            { file: chapter.file, line: s.line, sentence: text },
            `the ${t.colour} ${t.feature} of the ${word} ${b[2]} here; ${d.file}:${d.line} gives it a ${[...was][0]} ${t.feature}`,
            0.6,
            d,
          ),
        );
      }
    }
    // A description: a feature brought on in its colour ("with a blue door"), with the words that tell its building.
    const brought = told.filter((t) => !t.known);
    if (brought.length === 0) continue;
    const colours = new Map<string, Set<string>>();
    for (const t of brought) colours.set(t.feature, (colours.get(t.feature) ?? new Set()).add(t.colour));
    descriptions.push({ words: wordsOf(text), colours, file: chapter.file, line: s.line, sentence: text, order });
  }
  return findings;
}
