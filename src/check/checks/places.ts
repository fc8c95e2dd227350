import { mentions } from '../cast.js';
import { readFacts } from '../facts.js';
import type { Language } from '../lang/en.js';
import { escapeRegExp, evidenceOf } from '../text.js';
import type { Character, Finding, Manuscript, Place, Skipped } from '../types.js';

/**
 * Places: a character stated to be in one of the bible's places and then in
 * another within the same scene with no journey between (no movement, no
 * passing of time), and a place described against the bible ("the blue door
 * of the Lantern Inn" when the bible gives it a red one).
 */

const BEING =
  '(?:was|is|sat|sits|stood|stands|waited|waits|lay|lies|slept|sleeps|worked|works|remained|remains|stayed|stays|hid|hides)';

/** (colour, noun) pairs of a description: "a red door and white walls" → door: red, walls: white. */
export function colouredNouns(text: string, lang: Language): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  for (let i = 0; i < words.length; i++) {
    if (!lang.colours.has(words[i] as string)) continue;
    let j = i;
    const colours: string[] = [];
    while (j < words.length && lang.colours.has(words[j] as string))
      colours.push(lang.colours.get(words[j++] as string) as string);
    const noun = words[j];
    if (noun && noun.length >= 3 && !lang.stopWords.has(noun)) out.set(noun, [...new Set(colours)]);
    i = j;
  }
  return out;
}

const AT = new RegExp(
  `^\\s+${BEING}\\s+(?:in|at|inside|on)\\s+(?:the\\s+)?(\\p{Lu}[\\p{L}'’-]*(?:\\s+\\p{Lu}[\\p{L}'’-]*)*)`,
  'u',
);

function placePattern(places: readonly Place[]): RegExp | undefined {
  const names = places.flatMap((p) => p.names.filter((n) => n.length >= 3)).sort((a, b) => b.length - a.length);
  return names.length > 0 ? new RegExp(`\\b(?:the\\s+)?(${names.map(escapeRegExp).join('|')})\\b`, 'g') : undefined;
}

export function checkPlaces(m: Manuscript, lang: Language): { findings: Finding[]; skipped: Skipped[] } {
  const read = readFacts(m, lang);
  // The bible's places, and those the text names as places ("in Lisbon", "from the Lantern Inn") that it does not list.
  const listed = new Set(m.bible.places.flatMap((p) => p.names));
  const places: Place[] = [
    ...m.bible.places,
    ...read.facts.places
      .filter((p) => p.source === 'text' && !listed.has(p.name))
      .map((p) => ({ name: p.name, names: [p.name], line: 0, description: '' })),
  ];
  if (places.length === 0)
    return {
      findings: [],
      skipped: [
        {
          check: 'places',
          reason: 'the text names no place ("in Lisbon", "from the Lantern Inn") and there is no Places section',
        },
      ],
    };
  const findings: Finding[] = [];
  const cast = read.cast;
  const byName = new Map(places.flatMap((p) => p.names.map((n) => [n, p] as const)));
  const described = new Map(places.map((p) => [p, colouredNouns(p.description, lang)]));
  const anyPlace = placePattern(places);
  if (!anyPlace) return { findings, skipped: [] };
  // The same pattern without the global flag, for a quick test that keeps no state between sentences.
  const placeNamed = new RegExp(anyPlace.source);
  for (const chapter of m.chapters) {
    let where = new Map<Character, { place: Place; line: number; scene: number }>();
    let scene = -1;
    for (const p of chapter.paragraphs) {
      if (p.scene !== scene) {
        scene = p.scene;
        where = new Map();
      }
      if (p.kind !== 'prose' || p.memory) continue;
      for (const s of p.sentences) {
        const text = s.narration;
        // Any journey or passing of time frees everyone named in the sentence (or everyone, for "later").
        if (lang.movement.test(text)) {
          const named = mentions(text, cast).map((n) => n.character);
          if (named.length === 0 || /\b(later|hours|next day|afterwards|morning|evening|night)\b/i.test(text))
            where.clear();
          else for (const c of named) where.delete(c);
        }
        for (const mention of mentions(text, cast)) {
          const rest = text.slice(mention.index + mention.name.length);
          const at = AT.exec(rest);
          const place = at
            ? (byName.get(at[1] as string) ??
              places.find((pl) => pl.names.some((n) => (at[1] as string).startsWith(n))))
            : undefined;
          if (!place) continue;
          const before = where.get(mention.character);
          if (before && before.place !== place)
            findings.push({
              file: chapter.file,
              line: s.line,
              category: 'place',
              message: `${mention.name} is in ${place.name} here but in ${before.place.name} at ${chapter.file}:${before.line} of the same scene, with no journey between`,
              evidence: evidenceOf(s.text),
              confidence: 0.75,
              against: { file: chapter.file, line: before.line, evidence: `${mention.name} in ${before.place.name}` },
            });
          where.set(mention.character, { place, line: s.line, scene });
        }
        // A place described against the bible: the same feature in another colour.
        if (!placeNamed.test(s.narration)) continue;
        // "the Lantern Inn" is found as "Lantern" and as "Inn": one place, compared once.
        const compared = new Set<Place>();
        for (const match of s.narration.matchAll(anyPlace)) {
          const place = byName.get(match[1] as string);
          const bibleNouns = place ? described.get(place) : undefined;
          if (!place || !bibleNouns || bibleNouns.size === 0 || compared.has(place)) continue;
          compared.add(place);
          for (const [noun, colours] of colouredNouns(s.narration, lang)) {
            const expected = bibleNouns.get(noun);
            if (!expected || colours.some((c) => expected.includes(c))) continue;
            findings.push({
              file: chapter.file,
              line: s.line,
              category: 'place',
              message: `${place.name}'s ${noun} is ${colours.join('/')} here; bible: ${expected.join('/')} (bible.md:${place.line})`,
              evidence: evidenceOf(s.text),
              confidence: 0.75,
            });
          }
        }
      }
    }
  }
  return { findings, skipped: [] };
}
