import { findingOn } from '../finding.js';
import type { Language } from '../lang/index.js';
import type { Finding, Manuscript } from '../types.js';

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

/** A kind told in this many chapters is the ground's; another told once beside it is a slip. */
const KEPT_CHAPTERS = 2;

export function groundEnclosures(m: Manuscript, lang: Language): Finding[] {
  const byGround = new Map<string, Told[]>();
  const built: Array<{ order: number; paragraph: string; text: string }> = [];
  let order = 0;
  for (const chapter of m.chapters)
    for (const p of chapter.paragraphs) {
      if (p.kind === 'heading') continue;
      for (const s of p.sentences) {
        order++;
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
    }
  const findings: Finding[] = [];
  for (const [ground, told] of byGround) {
    const byKind = new Map<string, Told[]>();
    for (const t of told) byKind.set(t.kind, [...(byKind.get(t.kind) ?? []), t]);
    const kept = [...byKind].filter(([, uses]) => new Set(uses.map((u) => u.file)).size >= KEPT_CHAPTERS);
    if (kept.length !== 1) continue;
    const [keptKind, keptUses] = kept[0] as [string, Told[]];
    for (const [kind, uses] of byKind) {
      const slip = uses[0] as Told;
      if (kind === keptKind || uses.length !== 1 || !slip.known) continue;
      if (keptUses.some((k) => k.paragraph === slip.paragraph)) continue;
      const changed = built.some(
        (b) => (b.order <= slip.order || b.paragraph === slip.paragraph) && b.text.includes(kind),
      );
      if (changed) continue;
      const against = keptUses.filter((k) => k.order < slip.order).pop() ?? (keptUses[0] as Told);
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
