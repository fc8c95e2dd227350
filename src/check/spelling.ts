import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';

/**
 * Two spellings of one name: one slip (or two that sound the same) apart.
 * Language-free: it reads letters and sounds, so it runs on any book.
 */

/** Whether `variant` reads as a misspelling of `name` (never of itself: the same name is no edit away). */
export function nearName(variant: string, name: string): boolean {
  const a = variant.toLowerCase();
  const b = name.toLowerCase();
  const shorter = Math.min(a.length, b.length);
  if (shorter < 3) return false;
  // Names of lengths three or more apart are at least three edits apart: no slip.
  const d = distance(a, b);
  if (d === 1) return shorter >= 5 || sameSound(a, b);
  // "Castaigne" for "Castaing": two neighbouring letters swapped and a letter more at the end, in a long name.
  if (d === 2) return shorter >= 5 && (sameSound(a, b) || (shorter >= 7 && swappedAndOneMore(a, b)));
  // "Kathryn" for "Katherine": a long name respelt as it sounds, its opening kept.
  if (d === 3) return shorter >= 6 && a.slice(0, 2) === b.slice(0, 2) && sameSound(a, b);
  return false;
}

/** Whether the longer of two names, its last letter dropped, is the shorter with two neighbouring letters swapped. */
function swappedAndOneMore(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.length === short.length + 1 && transposed(long.slice(0, -1), short);
}

function sameSound(a: string, b: string): boolean {
  const [pa, sa] = doubleMetaphone(a);
  const [pb, sb] = doubleMetaphone(b);
  return pa === pb || pa === sb || sa === pb;
}

/** Whether `a` is `b` with two neighbouring letters swapped ("Jonha", "Jonah"): the commonest slip of the fingers. */
export function transposed(a: string, b: string): boolean {
  // The same word has no letters that differ, so is no swap.
  if (a.length !== b.length) return false;
  const diff: number[] = [];
  // Stryker disable next-line EqualityOperator: a[a.length] and b[b.length] are both undefined, never a difference
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) diff.push(i);
  // Two differences, so both are defined (the defaults are for the type).
  const [i = 0, j = 0] = diff;
  return diff.length === 2 && j === i + 1 && a[i] === b[j] && a[j] === b[i];
}

/** A word with its accents taken off ("Concepción" → "Concepcion"): the letters a keyboard without accents types. */
export function withoutAccents(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '');
}
