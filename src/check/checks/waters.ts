import { type Cast, mentions } from '../cast.js';
import { readFacts } from '../facts.js';
import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, keptAndOnce, sentencesInOrder } from './keptOnce.js';

/**
 * A named water keeps how it looks through: "the Moorsee, and a ring of black water", "the Moorsee, where the water
 * was black as ink" in chapter after chapter, then once "the Moorsee, where the water was clear as glass". Water of
 * one kind (the language's waterKinds: dark or clear) told of one name in two chapters or more is held to it where
 * the other kind is told once. The water is the first name's of its sentence that is no one in the cast, or, in a
 * sentence that names none, the name its paragraph opens on ("Lej Nair means Black Lake. … In summer the water is so
 * dark …"). Water of an hour or a weather (at night, in the moonlight, after the rain, in flood) is not its own look.
 */

interface Told {
  kind: string;
  shade: string;
  file: string;
  line: number;
  sentence: string;
  order: number;
}

/** Capitalised runs of words ("Lej Nair", "The Moorsee"), each with where it starts. */
const NAME_RUN = /\p{Lu}[\p{L}'’-]*(?:[ \t]+\p{Lu}[\p{L}'’-]*)*/gu;

/**
 * The first name a text writes that is no one of the cast, with a little word opening it ("The", "In") left off. One
 * of the cast is someone the book tells a gender of: a name the cast holds with none ("Greywater Tarn lies above the
 * farm", a bible's place read among its people) may be a place.
 */
export function firstPlaceName(text: string, cast: Cast, lang: Language): string | undefined {
  const people = mentions(text, cast).filter((p) => p.character.gender !== undefined);
  for (const run of text.matchAll(NAME_RUN)) {
    const at = run.index ?? 0;
    const words = run[0].split(/[ \t]+/);
    while (words.length > 0 && lang.stopWords.has((words[0] as string).toLowerCase())) words.shift();
    if (words.length === 0) continue;
    const start = at + run[0].length - words.join(' ').length;
    const end = at + run[0].length;
    if (people.some((p) => p.index < end && p.index + p.name.length > start)) continue;
    return words.join(' ');
  }
  return undefined;
}

export function waterShades(m: Manuscript, lang: Language): Finding[] {
  const { cast } = readFacts(m, lang);
  const byWater = new Map<string, Told[]>();
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m)) {
    if (p.kind !== 'prose' || lang.waterOfTheHour.test(s.narration)) continue;
    for (const w of s.narration.matchAll(lang.waterShade)) {
      const shade = ((w[1] ?? w[2]) as string).toLowerCase();
      const kind = lang.waterKinds.get(shade);
      const opening = p.sentences[0];
      const water =
        firstPlaceName(s.narration, cast, lang) ??
        (opening ? firstPlaceName(opening.narration, cast, lang) : undefined);
      if (!kind || !water) continue;
      const told = { kind, shade, file: chapter.file, line: s.line, sentence: s.text, order };
      byWater.set(water, [...(byWater.get(water) ?? []), told]);
    }
  }
  const findings: Finding[] = [];
  for (const [water, told] of byWater) {
    const held = keptAndOnce(told, (t) => t.kind);
    if (!held) continue;
    const { kept, keptUses } = held;
    for (const { value: kind, told: slip } of held.once) {
      const against = againstOf(keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `the water of the ${water} is ${kind} here ("${slip.shade}"); ${against.file}:${against.line} and ${keptUses.length - 1} more tell it ${kept} ("${against.shade}")`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}
