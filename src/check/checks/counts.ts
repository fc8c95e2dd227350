import { numberOf } from '../facts.js';
import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';

/**
 * A place keeps its count: "the thirty-one steps down into the crutin" three times and more, then once "the twelve
 * steps to the crutin". A feature a place does not gain or lose (steps, arches, storeys: the language's
 * countedFeature) told with one count at least three times is held to it where another count is told once, and only
 * where that sentence names something the paragraphs of the kept count also name (the crutin): "the three steps up
 * to the porch" is another stair. A count that ends its sentence ("from the foot of the forty-four steps.") is the
 * stair the book knows, when the book tells no third count of it. A count the book tells twice or more is a second
 * thing of that kind, and a paragraph that tells both counts compares them on purpose.
 */

interface Told {
  count: number;
  /** The count and the feature as written ("forty-four steps"): what the finding names, to stand on its line. */
  shown: string;
  file: string;
  line: number;
  sentence: string;
  /** The sentence's words after the count, lower-cased: what the feature leads to or belongs to. */
  after: string[];
  /** The words of the sentence's paragraph, lower-cased. */
  paragraph: Set<string>;
}

/** A count told this often is the place's; another told once beside it is a slip. */
const KEPT = 3;
/** Words after the feature read for what it belongs to ("down into the crutin", "of the old mill"). */
const AFTER = 8;

const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? [];

export function featureCounts(m: Manuscript, lang: Language): Finding[] {
  const byFeature = new Map<string, Told[]>();
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      let paragraph: Set<string> | undefined;
      for (const s of p.sentences)
        for (const t of s.text.matchAll(lang.countedFeature)) {
          const count = numberOf(t[1] as string, lang);
          if (count === undefined) continue;
          paragraph ??= new Set(wordsOf(p.text));
          // Stryker disable next-line MethodExpression: the feature is only a key grouping the counts, and any one case of it groups them alike
          const feature = (t[2] as string).toLowerCase();
          const after = wordsOf(s.text.slice((t.index ?? 0) + t[0].length)).slice(0, AFTER);
          const shown = `${t[1]} ${t[2]}`;
          const told = { count, shown, file: chapter.file, line: s.line, sentence: s.text, after, paragraph };
          byFeature.set(feature, [...(byFeature.get(feature) ?? []), told]);
        }
    }
  const findings: Finding[] = [];
  for (const told of byFeature.values()) {
    const byCount = new Map<number, Told[]>();
    for (const t of told) byCount.set(t.count, [...(byCount.get(t.count) ?? []), t]);
    const [kept, keptUses] = [...byCount].sort((a, b) => b[1].length - a[1].length)[0] as [number, Told[]];
    if (keptUses.length < KEPT) continue;
    for (const [count, uses] of byCount) {
      const slip = uses[0] as Told;
      if (count === kept || uses.length !== 1) continue;
      if (keptUses.some((k) => k.paragraph === slip.paragraph)) continue;
      // What the feature leads to must be where the kept count is told: the same stair, not another.
      const shared = slip.after.find(
        (w) => w.length > 3 && !lang.stopWords.has(w) && keptUses.some((k) => k.paragraph.has(w)),
      );
      // "from the foot of the forty-four steps.": the stair the book knows, where nothing after it tells another and
      // the book tells no third count of that feature.
      const known = slip.after.length === 0 && byCount.size === 2;
      if (!shared && !known) continue;
      const against = (shared ? keptUses.find((k) => k.paragraph.has(shared)) : keptUses[0]) as Told;
      findings.push(
        findingOn(
          'place',
          slip,
          `the ${slip.shown} here (${count}); ${against.file}:${against.line} and ${keptUses.length - 1} more tell ${kept}`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}
