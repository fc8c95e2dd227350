/**
 * What a pattern of the English words reads in a text, as the examples in test/check/englishPatterns/*.json write
 * it: a pattern with the g flag gives every match, each as its whole and its groups ([] when none); any other gives
 * its first match the same way, or null. A group that takes no part is null. Shared by the examples' test and
 * stryker/patternMutants.mjs, which reads Stryker's mutants of the patterns on the same examples (so it is built).
 */
export type Reading = Array<string | null>;

export function readingsOf(pattern: RegExp, text: string): Reading[] | Reading | null {
  const read = (m: RegExpExecArray | RegExpMatchArray): Reading => [...m].map((part) => part ?? null);
  if (pattern.global) return [...text.matchAll(pattern)].map(read);
  // A fresh copy: a sticky pattern reads from the text's start, whatever an earlier use left in lastIndex.
  const m = new RegExp(pattern.source, pattern.flags).exec(text);
  return m ? read(m) : null;
}

/** The pattern at a path of keys in the words ("reading.titleOpening", "bible.givingVerbs[2]"). */
export function patternAt(words: object, at: string): RegExp {
  let value: unknown = words;
  for (const key of at.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '')) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  if (!(value instanceof RegExp)) throw new Error(`no pattern at ${at}`);
  return value;
}
