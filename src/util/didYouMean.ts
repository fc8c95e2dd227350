/**
 * "Did you mean …?" for a mistyped name (a command, a config key): the
 * closest known name within a small edit distance, as git and cargo suggest.
 */

/**
 * Edits between two words (insert, delete, replace, or swap two neighbours:
 * "stauts" is one edit from "status"), case-insensitive.
 */
export function editDistance(from: string, to: string): number {
  const a = from.toLowerCase();
  const b = to.toLowerCase();
  // d[i][j]: edits from the first i letters of a to the first j of b.
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    const row = d[i] as number[];
    const above = d[i - 1] as number[];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min((above[j] as number) + 1, (row[j - 1] as number) + 1, (above[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      row[j] = best;
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** How far a word may be from a name and still be taken for it: one edit for short names, two for longer. */
function tolerance(name: string): number {
  return name.length <= 4 ? 1 : 2;
}

/** The known name closest to `word` within its tolerance (the first of equals), or undefined. */
export function closestName(word: string, names: readonly string[]): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const name of names) {
    const distance = editDistance(word, name);
    if (distance > tolerance(name)) continue;
    if (!best || distance < best.distance) best = { name, distance };
  }
  return best?.name;
}

/** ` Did you mean "status"?`, or nothing when no name is close. */
export function didYouMean(word: string, names: readonly string[]): string {
  const name = closestName(word, names);
  return name === undefined ? '' : ` Did you mean "${name}"?`;
}
