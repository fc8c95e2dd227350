import type { Chapter, Manuscript, Paragraph, Sentence } from '../types.js';

/**
 * The shape the place rules share (a house's colour, a ground's fence, a house's landmark, a house's street): what
 * one thing is told to be in two chapters or more is kept; a value told of it once beside that is a slip, unless the
 * rule's own guards (a repainting, a move) say otherwise.
 */

/** A value kept must be told in this many chapters; another told once beside it is the candidate slip. */
export const KEPT_CHAPTERS = 2;

/** Each sentence of the book's paragraphs (a heading has none), with its place in reading order. */
export function* sentencesInOrder(
  m: Manuscript,
): Generator<{ chapter: Chapter; paragraph: Paragraph; sentence: Sentence; order: number }> {
  let order = 0;
  for (const chapter of m.chapters)
    for (const paragraph of chapter.paragraphs)
      for (const sentence of paragraph.sentences) yield { chapter, paragraph, sentence, order: ++order };
}

/**
 * Of one thing's tellings: the value kept (told in KEPT_CHAPTERS chapters or more, when exactly one value is: two so
 * told are two things, or two true bearings, and neither is a slip), its tellings, and each other value told only
 * once with that telling. Undefined when no single value is kept.
 */
export function keptAndOnce<T extends { file: string }>(
  tellings: readonly T[],
  said: (t: T) => string,
): { kept: string; keptUses: T[]; once: Array<{ value: string; told: T }> } | undefined {
  const byValue = new Map<string, T[]>();
  for (const t of tellings) byValue.set(said(t), [...(byValue.get(said(t)) ?? []), t]);
  const kept = [...byValue].filter(([, uses]) => new Set(uses.map((u) => u.file)).size >= KEPT_CHAPTERS);
  if (kept.length !== 1) return undefined;
  const [value, keptUses] = kept[0] as [string, T[]];
  const once = [...byValue]
    .filter(([v, uses]) => v !== value && uses.length === 1)
    .map(([v, uses]) => ({ value: v, told: uses[0] as T }));
  return { kept: value, keptUses, once };
}

/** The kept telling to set a slip against: the last before it in reading order, or the first there is. */
export function againstOf<T extends { order: number }>(keptUses: readonly T[], slip: T): T {
  return keptUses.filter((k) => k.order < slip.order).pop() ?? (keptUses[0] as T);
}

/** A sentence that tells a thing changed (repainted, fenced, pulled down), in reading order, in lower case. */
export interface ChangeTold {
  order: number;
  paragraph: string;
  text: string;
}

/**
 * The values told once that stand as slips against the kept one: told of the thing as known ("the green door", not
 * "a green door"), in a paragraph no kept telling shares, and with no change told before it or beside it in its
 * paragraph that names one of `changeWords` ("I painted the door yesterday", "the new wall").
 */
export function unchangedSlips<T extends { known: boolean; paragraph: string; order: number }>(
  held: { keptUses: readonly T[]; once: ReadonlyArray<{ value: string; told: T }> },
  changes: readonly ChangeTold[],
  changeWords: (value: string) => string[],
): Array<{ value: string; told: T }> {
  return held.once.filter(
    ({ value, told: slip }) =>
      slip.known &&
      !held.keptUses.some((k) => k.paragraph === slip.paragraph) &&
      !changes.some(
        (c) =>
          (c.order <= slip.order || c.paragraph === slip.paragraph) &&
          changeWords(value).some((w) => c.text.includes(w)),
      ),
  );
}
