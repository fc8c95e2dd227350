import { findingOn } from '../finding.js';
import { isCalendarWord, type Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';
import { againstOf, keptAndOnce, sentencesInOrder } from './keptOnce.js';

/**
 * A house keeps its place: "the yellow house on the Point" in chapter after chapter, then once "the yellow house
 * next door to the post office". A building the book calls by its colour (the language's colouredBuilding) is a
 * name, and where it stands (siteAfter) told by one landmark in two chapters or more is held to it where another
 * landmark is told once. A landmark told with it twice or more is a second true bearing ("on the Point", "above the
 * harbour"), and one the book itself places by the kept one ("the post office on the Point") is no other place.
 */

interface Sited {
  /** The landmark in lower case, to compare; shown as the text wrote it. */
  landmark: string;
  shown: string;
  file: string;
  line: number;
  sentence: string;
}

/** The landmark a site names right at the start of `rest`, as written (none for "on Sunday"). */
export function siteOf(rest: string, lang: Language): string | undefined {
  const site = lang.siteAfter.exec(rest);
  const landmark = site?.[1] ?? site?.[2];
  if (!landmark || isCalendarWord(landmark.split(/\s+/)[0] as string, lang)) return undefined;
  return landmark;
}

export function placeSites(m: Manuscript, lang: Language): Finding[] {
  const byBuilding = new Map<string, Sited[]>();
  const sentences: string[] = [];
  for (const { chapter, sentence: s } of sentencesInOrder(m)) {
    sentences.push(s.text);
    for (const b of s.text.matchAll(lang.colouredBuilding)) {
      const shown = siteOf(s.text.slice((b.index ?? 0) + b[0].length), lang);
      if (!shown) continue;
      const landmark = shown.toLowerCase();
      const key = `${lang.colours.get(b[1] as string) ?? b[1]} ${b[2]}`;
      const told = { landmark, shown, file: chapter.file, line: s.line, sentence: s.text };
      byBuilding.set(key, [...(byBuilding.get(key) ?? []), told]);
    }
  }
  const findings: Finding[] = [];
  for (const [building, sited] of byBuilding) {
    const held = keptAndOnce(sited, (t) => t.landmark);
    if (!held) continue;
    const { kept: keptLandmark, keptUses } = held;
    for (const { value: landmark, told: slip } of held.once) {
      // "the post office on the Point": the book puts one landmark by the other, so both bearings may hold.
      if (besides(sentences, landmark, keptLandmark, lang) || besides(sentences, keptLandmark, landmark, lang))
        continue;
      const against = keptUses[0] as Sited;
      findings.push(
        findingOn(
          'place',
          slip,
          `the ${building} stands by the ${slip.shown} here; ${against.file}:${against.line} and ${keptUses.length - 1} more stand it by the ${against.shown}`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}

/** Whether any sentence places one landmark by the other ("the post office on the Point"). */
function besides(sentences: readonly string[], one: string, other: string, lang: Language): boolean {
  return sentences.some((s) => {
    const lower = s.toLowerCase();
    for (let at = lower.indexOf(one); at >= 0; at = lower.indexOf(one, at + 1))
      if (siteOf(s.slice(at + one.length), lang)?.toLowerCase() === other) return true;
    return false;
  });
}

interface OnStreet {
  street: string;
  /** The owner as this sentence names them ("Mrs. Crowell"). */
  owner: string;
  file: string;
  line: number;
  sentence: string;
  order: number;
}

/**
 * Someone's house keeps its street: "Mrs. Crowell's on Water Street", "Mrs. Crowell's boarding house stands halfway
 * up Water Street", "up Water Street … to Mrs. Crowell's", then once "down the hill to Front Street … and knocks on
 * Mrs. Crowell's door". A house (the language's houseOnStreet, by the name its owner goes by) told on one street in
 * two chapters or more is held to it where another street is told once; a street told with it twice or more is a
 * second true one (a corner house), and a move told of its owner before the odd street is a new house.
 */
export function houseStreets(m: Manuscript, lang: Language): Finding[] {
  const byHouse = new Map<string, OnStreet[]>();
  /** Where each owner is told moving, in reading order. */
  const moves: Array<{ order: number; text: string }> = [];
  for (const { chapter, sentence: s, order } of sentencesInOrder(m)) {
    if (lang.movesHouse.test(s.text)) moves.push({ order, text: s.text });
    for (const h of s.text.matchAll(lang.houseOnStreet)) {
      const surname = (h[1] ?? h[4]) as string;
      const at = (h.index ?? 0) + (h[1] ? 0 : h[0].lastIndexOf(surname));
      const owner = ownerOf(s.text.slice(0, at), surname, lang);
      const street = (h[2] ?? h[3]) as string;
      const told = { street, owner, file: chapter.file, line: s.line, sentence: s.text, order };
      // "Mrs Crowell" and "Mrs. Crowell" are one owner.
      const key = owner.replace(/\./g, '');
      byHouse.set(key, [...(byHouse.get(key) ?? []), told]);
    }
  }
  const findings: Finding[] = [];
  for (const told of byHouse.values()) {
    const held = keptAndOnce(told, (t) => t.street);
    if (!held) continue;
    const { kept: keptStreet, keptUses } = held;
    for (const { value: street, told: slip } of held.once) {
      if (moves.some((mv) => mv.order <= slip.order && mv.text.includes(surnameOf(slip.owner)))) continue;
      const against = againstOf(keptUses, slip);
      findings.push(
        findingOn(
          'place',
          slip,
          `${slip.owner}'s house is on ${street} here; ${against.file}:${against.line} and ${keptUses.length - 1} more put it on ${keptStreet}`,
          0.6,
          against,
        ),
      );
    }
  }
  return findings;
}

/**
 * Whose house, by the words before the surname: "Mrs. Annis Crowell" and "Mrs. Crowell" are one owner (the title
 * kept, the given name dropped), "Tom Crowell" another, a bare "Crowell" a third.
 */
export function ownerOf(before: string, surname: string, lang: Language): string {
  const words = before.trimEnd().split(/\s+/).slice(-2);
  const title = words.find((w) => lang.titles.has(w.replace(/\.$/, '').toLowerCase()));
  if (title) return `${title} ${surname}`;
  const given = words[words.length - 1] ?? '';
  return /^\p{Lu}\p{Ll}+$/u.test(given) ? `${given} ${surname}` : surname;
}

const surnameOf = (owner: string) => owner.split(' ').pop() as string;
