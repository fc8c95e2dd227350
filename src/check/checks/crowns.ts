import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, type ChangeTold, keptAndOnce, sentencesInOrder, unchangedSlips } from './keptOnce.js';

/**
 * A church keeps its crown: "the white church and its needle spire", "the white church under the needle spire" in
 * chapter after chapter, then once "the white church under its onion dome". A building's crown (the language's
 * crownedBuilding and crownAfter) of one shape (crownKinds: a spire or a steeple, a dome or a cupola) told in two
 * chapters or more is held to it where the other shape is told once, as the one already known ("its", "the": not "a
 * church with a dome", which may be another). A church told apart by another word than the kept ones ("the Russian
 * church" beside "the white church") is another church; a building or pulling down told before it, or beside it,
 * is a change.
 */

interface Told {
  kind: string;
  shown: string;
  which: string | undefined;
  known: boolean;
  file: string;
  line: number;
  sentence: string;
  paragraph: string;
  order: number;
}

export function buildingCrowns(m: Manuscript, lang: Language): Finding[] {
  const byBuilding = new Map<string, Told[]>();
  const built: ChangeTold[] = [];
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m)) {
    if (lang.enclosureBuilt.test(s.text)) built.push({ order, paragraph: p.text, text: s.text.toLowerCase() });
    for (const b of s.text.matchAll(lang.crownedBuilding)) {
      const crown = lang.crownAfter.exec(s.text.slice((b.index ?? 0) + b[0].length));
      const kind = crown ? lang.crownKinds.get(crown[3] as string) : undefined;
      if (!crown || !kind) continue;
      const building = b[2] as string;
      const word = b[1];
      byBuilding.set(building, [
        ...(byBuilding.get(building) ?? []),
        {
          kind,
          shown: crown[2] as string,
          which: word && !lang.stopWords.has(word.toLowerCase()) ? word.toLowerCase() : undefined,
          // "the church's spire": a possessive points at the one known.
          known: crown[1] === undefined || lang.knownFeature.test(crown[1]),
          file: chapter.file,
          line: s.line,
          sentence: s.text,
          paragraph: p.text,
          order,
        },
      ]);
    }
  }
  const findings: Finding[] = [];
  for (const [building, told] of byBuilding) {
    const held = keptAndOnce(told, (t) => t.kind);
    if (!held) continue;
    const { kept, keptUses } = held;
    const whiches = new Set(keptUses.map((k) => k.which).filter((w) => w !== undefined));
    for (const { value: kind, told: slip } of unchangedSlips(held, built, (k) => [k])) {
      if (slip.which !== undefined && whiches.size > 0 && !whiches.has(slip.which)) continue;
      const against = againstOf(keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `the ${building}'s ${kind} here ("${slip.shown}"); ${against.file}:${against.line} and ${keptUses.length - 1} more give it a ${kept} ("${against.shown}")`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}
