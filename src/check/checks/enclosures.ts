import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, type ChangeTold, keptAndOnce, sentencesInOrder, unchangedSlips } from './keptOnce.js';

/**
 * A ground keeps what closes it in: "the cemetery, inside a white picket fence", "the cemetery with its white
 * fence", then once "the cemetery is green inside its stone wall". A ground's enclosure (the language's
 * enclosedGround and enclosureAfter) told as one kind in two chapters or more is held to it where another kind is
 * told once, as the one already known ("its", "the": not "a wall", which may be another). A kind the book gives the
 * ground twice or more is a second true one (a wall on one side, a hedge on the other); a paragraph that tells both
 * compares them; and a building or pulling down told before it, or beside it, is a change.
 */

interface Told {
  kind: string;
  known: boolean;
  file: string;
  line: number;
  sentence: string;
  paragraph: string;
  order: number;
}

export function groundEnclosures(m: Manuscript, lang: Language): Finding[] {
  const byGround = new Map<string, Told[]>();
  const built: ChangeTold[] = [];
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m)) {
    if (lang.enclosureBuilt.test(s.text)) built.push({ order, paragraph: p.text, text: s.text.toLowerCase() });
    for (const g of s.text.matchAll(lang.enclosedGround)) {
      const around = lang.enclosureAfter.exec(s.text.slice((g.index ?? 0) + g[0].length));
      if (!around) continue;
      const ground = (g[1] as string).toLowerCase();
      const told: Told = {
        kind: (around[2] as string).toLowerCase(),
        known: lang.knownFeature.test(around[1] as string),
        file: chapter.file,
        line: s.line,
        sentence: s.text,
        paragraph: p.text,
        order,
      };
      byGround.set(ground, [...(byGround.get(ground) ?? []), told]);
    }
  }
  const findings: Finding[] = [];
  for (const [ground, told] of byGround) {
    const held = keptAndOnce(told, (t) => t.kind);
    if (!held) continue;
    const { kept: keptKind, keptUses } = held;
    for (const { value: kind, told: slip } of unchangedSlips(held, built, (k) => [k])) {
      const against = againstOf(keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `the ${ground} inside a ${kind} here; ${against.file}:${against.line} and ${keptUses.length - 1} more close it with a ${keptKind}`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}
