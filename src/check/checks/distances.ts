import { numberOf, readFacts } from '../facts.js';
import { findingOn } from '../finding.js';
import { isCalendarWord, type Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, keptAndOnce, sentencesInOrder } from './keptOnce.js';

/**
 * A place keeps its distance: "seven miles north on the Coteau road" and, chapters on, "walked the seven miles home up
 * the Coteau road", then once "It's twelve miles to your father's … on the Coteau road". A distance told with the
 * same place after it (the language's distancePlace, no one's name) in two chapters or more is that place's; another
 * distance told with it once is a slip, unless its paragraph tells the kept one too (a comparison, a way measured in
 * parts).
 */

interface Told {
  distance: string;
  /** The distance as written ("twelve miles"): what the finding names, to stand on its line. */
  shown: string;
  file: string;
  line: number;
  sentence: string;
  paragraph: string;
  order: number;
}

export function placeDistances(m: Manuscript, lang: Language): Finding[] {
  const people = new Set(readFacts(m, lang).facts.cast.flatMap((c) => c.names.flatMap((n) => n.split(' '))));
  const byPlace = new Map<string, Told[]>();
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m))
    for (const d of s.text.matchAll(lang.distanceTold)) {
      const count = numberOf(d[1] as string, lang);
      const place = lang.distancePlace.exec(s.text.slice((d.index ?? 0) + d[0].length))?.[1];
      if (count === undefined || !place) continue;
      // Stryker disable next-line Regex: a place opens on a capital, so its first word is the same; split at each space a run
      // only adds empty words, and no one's name is empty
      const words = place.split(/\s+/);
      if (words.some((w) => people.has(w)) || isCalendarWord(words[0] as string, lang)) continue;
      const told: Told = {
        distance: `${count} ${(d[2] as string).toLowerCase()}`,
        shown: d[0].replace(/\s+/g, ' '),
        file: chapter.file,
        line: s.line,
        sentence: s.text,
        paragraph: p.text,
        order,
      };
      byPlace.set(place, [...(byPlace.get(place) ?? []), told]);
    }
  const findings: Finding[] = [];
  for (const [place, told] of byPlace) {
    const held = keptAndOnce(told, (t) => t.distance);
    if (!held) continue;
    for (const { value, told: slip } of held.once) {
      if (held.keptUses.some((k) => k.paragraph === slip.paragraph)) continue;
      const against = againstOf(held.keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `${slip.shown} here (${value}), told with ${place}; ${against.file}:${against.line} and ${held.keptUses.length - 1} more tell ${held.kept} with it`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}
