import type { CastMember, MarkFact, ReadFacts } from '../facts.js';
import type { Character, Finding, Gender } from '../types.js';

/**
 * A mark that is one person's, told of "his" or "her" where no name settles whose: "A tall man waits at the door.
 * He has a scar through his left eyebrow", "the man on the trolley … his left hand was missing two fingers". A
 * copy editor reads it as the one person of that gender the book gives that mark (the same mark on the same part),
 * or, when no name ever bears it, as the one unnamed bearer; and a later sentence that puts it on the other side
 * is a slip. Two people of one gender named with that mark, or unnamed bearers of both genders, leave it alone:
 * whose it is is then a guess.
 */

/** One telling of a mark: a named character's, or an unnamed "his"/"her". */
interface Told {
  mark: Omit<MarkFact, 'via'>;
  /** The character a name gave it to; none for a pronoun no name settled. */
  owner?: Character;
}

/** A finding through an unnamed bearer is a reading of whose the mark is, less sure than a name's. */
const CONFIDENCE = 0.6;

export function unownedMarkMoved(read: ReadFacts): Finding[] {
  const unowned = read.facts.unownedMarks ?? [];
  if (unowned.length === 0) return [];
  const findings: Finding[] = [];
  for (const [key, loose] of group(unowned, (u) => `${u.mark} ${u.part}`)) {
    const genders = new Set<Gender>(loose.map((u) => u.gender));
    const [gender] = genders;
    if (genders.size !== 1 || !gender) continue;
    const owners = namedBearers(read, key);
    // The one bearer a name gives, if any, must be known of the pronoun's gender; two named bearers are two people.
    if (owners.size > 1) continue;
    const [owner] = owners.keys();
    // A bearer whose gender the book never settled may be the other one: no guess.
    if (owner && owner.gender !== gender) continue;
    const told: Told[] = [
      ...loose.map((mark) => ({ mark })),
      ...(owner ? (owners.get(owner) ?? []).map((mark) => ({ mark, owner })) : []),
    ].sort((a, b) => a.mark.chapter - b.mark.chapter || a.mark.at.line - b.mark.at.line);
    findings.push(...sidesMoved(told, owner));
  }
  return findings;
}

/** The first telling holds the side; a later one naming the known mark ("the scar", "his bad hand") on the other is a slip. */
function sidesMoved(told: Told[], owner: Character | undefined): Finding[] {
  const [first, ...rest] = told;
  if (!first) return [];
  const findings: Finding[] = [];
  for (const t of rest) {
    const k = t.mark;
    if (!k.definite || k.side === first.mark.side) continue;
    // Both told by a name: markMoved tells it.
    if (t.owner && first.owner) continue;
    const whose = owner ? `${owner.name}'s` : 'the';
    findings.push({
      file: k.at.file,
      line: k.at.line,
      category: 'attribute',
      message: `${whose} ${k.mark} (${k.part}) is on the ${k.side} here; ${first.mark.at.file}:${first.mark.at.line} puts it on the ${first.mark.side}${owner ? '' : ' (no one else in the book bears it)'}`,
      evidence: k.at.text,
      confidence: CONFIDENCE,
      against: { file: first.mark.at.file, line: first.mark.at.line, evidence: first.mark.at.text },
    });
    // One slip told once: the rest are held to the first, not to the slip.
  }
  return findings;
}

/** The characters a name gives a mark to ("scar eyebrow"), each with their tellings. */
function namedBearers(read: ReadFacts, key: string): Map<Character, MarkFact[]> {
  const out = new Map<Character, MarkFact[]>();
  for (const [member, character] of read.characterOf) {
    const marks = (member as CastMember).marks?.filter((k) => `${k.mark} ${k.part}` === key) ?? [];
    if (marks.length > 0) out.set(character, [...(out.get(character) ?? []), ...marks]);
  }
  return out;
}

function group<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(keyOf(item), [...(out.get(keyOf(item)) ?? []), item]);
  return out;
}
