import { findingOn } from '../finding.js';
import { isCalendarWord, type Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, type ChangeTold, keptAndOnce, sentencesInOrder, unchangedSlips } from './keptOnce.js';

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
  const repaintings: ChangeTold[] = [];
  for (const { chapter, paragraph: p, sentence: s, order } of sentencesInOrder(m)) {
    // A sentence as read may run on where its stops are masked (a letter or a diary in italics): the repainting is
    // told in one of its own sentences ("It is very plain, whitewashed" says nothing of "the door" before it).
    for (const part of s.text.split(/(?<=[.!?])\s+(?=[*_"“]*\p{Lu})/u))
      if (lang.repainted.test(part) && !lang.repaintKept.test(part))
        repaintings.push({ order, paragraph: p.text, text: part.toLowerCase() });
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
    const held = keptAndOnce(told, (t) => t.colour) ?? otherThingMiscoloured(told, lang);
    if (!held) continue;
    const { kept: keptColour, keptUses } = held;
    // "I painted the door yesterday … The yellow house with a blue door.": a change told, before or beside it.
    for (const { value: colour, told: slip } of unchangedSlips(held, repaintings, (c) => [feature, c])) {
      // "her blue shutters", "Ida's blue door": someone's, so the house the kept colour was told of must be theirs too,
      // a name of the slip's paragraph named where the kept colour is ("Kravos died … her blue shutters" and "At Casa
      // Kravos we closed the green shutters"); Mrs Hale's door is not the shop's.
      if (slip.owned) {
        const names = namesIn(slip.paragraph, lang);
        if (!keptUses.some((k) => [...namesIn(k.paragraph, lang)].some((n) => names.has(n)))) continue;
      }
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

/** How often the kept colour must be told, beside a second thing's, to hold a telling of that one to it. */
const KEPT_BESIDE_SECOND = 3;

/**
 * Two colours of a feature, each told in two chapters: two things of that kind ("the blue door" of the laboratory, "a
 * green door onto the street" of the flat). A colour told just twice, once bringing its thing on ("a green door") and
 * once as known ("the green door"), is that thing only where its paragraph is about it: a known telling whose
 * paragraph names nothing its introduction's does, and something the other colour's paragraphs do ("Lazzeri had the
 * crate taken out through the green door"), is the other thing told in the wrong colour: it is returned as told once
 * against the other colour kept, as keptAndOnce returns. The other colour must be told three times or more.
 */
export function otherThingMiscoloured<T extends { colour: string; known: boolean; paragraph: string; order: number }>(
  told: readonly T[],
  lang: Language,
): { kept: string; keptUses: T[]; once: Array<{ value: string; told: T }> } | undefined {
  const byColour = new Map<string, T[]>();
  for (const t of told) byColour.set(t.colour, [...(byColour.get(t.colour) ?? []), t]);
  if (byColour.size !== 2) return undefined;
  const [[first, firstUses], [second, secondUses]] = [...byColour] as [[string, T[]], [string, T[]]];
  const [kept, keptUses, value, uses] =
    secondUses.length === 2 ? [first, firstUses, second, secondUses] : [second, secondUses, first, firstUses];
  if (uses.length !== 2 || keptUses.length < KEPT_BESIDE_SECOND) return undefined;
  const [intro, slip] = [...uses].sort((a, b) => a.order - b.order) as [T, T];
  if (intro.known || !slip.known) return undefined;
  // A day's or a month's name ("On the Monday") is no name of a place's people or parts.
  const namedIn = (text: string) => new Set([...namesIn(text, lang)].filter((n) => !isCalendarWord(n, lang)));
  const names = namedIn(slip.paragraph);
  const introNames = namedIn(intro.paragraph);
  if ([...names].some((n) => introNames.has(n))) return undefined;
  const about = keptUses.some((k) => [...namedIn(k.paragraph)].some((n) => names.has(n)));
  return about ? { kept, keptUses, once: [{ value, told: slip }] } : undefined;
}

/** The names a paragraph tells: capitalised words that are no common word ("Kravos", "Ida"; not "The", "She"). */
function namesIn(text: string, lang: Language): Set<string> {
  const words = text.match(/\p{Lu}\p{Ll}+/gu) ?? [];
  return new Set(words.filter((w) => !lang.stopWords.has(w.toLowerCase()) && !lang.titles.has(w.toLowerCase())));
}
