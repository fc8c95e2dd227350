/**
 * Length targets: read from the prompt ("a 30,000-word novella") or --words,
 * and scored the way LongBench-Write scores length adherence.
 */

const TARGET = /(\d{1,3}(?:[,.\s]\d{3})+|\d+(?:\.\d+)?)\s*(k|thousand)?[\s-]*words?\b/i;

/** The target length a prompt asks for, e.g. "a 30,000-word novella" → 30000; undefined when it names none. */
export function targetWordsFromPrompt(prompt: string): number | undefined {
  const match = TARGET.exec(prompt);
  if (!match) return undefined;
  const digits = (match[1] as string).replace(/[,.\s](?=\d{3}\b)/g, '');
  let words = Number(digits);
  if (match[2]) words *= 1000;
  return Number.isFinite(words) && words >= 100 ? Math.round(words) : undefined;
}

/**
 * LongBench-Write's length score for target x and actual y: 100 when equal,
 * falling linearly to 0 at four times the target or a third of it.
 */
export function lengthScore(target: number, actual: number): number {
  if (target <= 0) return 0;
  if (actual <= 0) return 0;
  const score = actual > target ? 1 - (actual / target - 1) / 3 : 1 - (target / actual - 1) / 2;
  return Math.round(100 * Math.max(0, score));
}
