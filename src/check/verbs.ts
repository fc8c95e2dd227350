import type { Language } from './lang/index.js';

/**
 * Verb forms read from the word after a subject: past or present, or
 * neither (a noun, an adjective, a word the tables do not know). Only what
 * is sure counts: "walked", "said", "walks", "says" — never a bare "-s" noun.
 */

export type Tense = 'past' | 'present';

interface VerbIndex {
  past: Set<string>;
  third: Set<string>;
  base: Set<string>;
}

const cache = new WeakMap<Language, VerbIndex>();

export function verbIndex(lang: Language): VerbIndex {
  let index = cache.get(lang);
  if (index) return index;
  index = { past: new Set(), third: new Set(), base: new Set() };
  for (const [base, [third, past]] of lang.verbs) {
    // be, have, do and the modals: verbs of state, not of action, left out of the tables (tenseOf reads their forms).
    if (lang.auxiliaryBases.has(base)) continue;
    index.base.add(base);
    index.third.add(third);
    index.past.add(past);
  }
  cache.set(lang, index);
  return index;
}

/** The tense of a finite verb after a third-person singular subject, or after I/we/they. */
export function tenseOf(
  word: string,
  subject: 'first-singular' | 'plural' | 'third-singular',
  lang: Language,
): Tense | undefined {
  const w = word.toLowerCase();
  const v = verbIndex(lang);
  if (lang.pastAuxiliaries.has(w)) return 'past';
  if (lang.presentAuxiliaries.has(w)) return 'present';
  // "I put", "they set": after any subject but the third person singular, a verb whose past is its base tells no tense.
  if (v.past.has(w) && subject !== 'third-singular' && v.base.has(w)) return undefined;
  if (v.past.has(w)) return 'past';
  if (subject === 'third-singular' ? v.third.has(w) : v.base.has(w)) return 'present';
  return undefined;
}

/** Whether a word is an action verb in the past or present (not be/have/do/modals). */
export function isActionVerb(word: string, lang: Language): boolean {
  const w = word.toLowerCase();
  const v = verbIndex(lang);
  // be, have, do and the modals are in neither table.
  return v.past.has(w) || v.third.has(w);
}

/**
 * Whether a sentence's first finite verb in the past is a past perfect ("Mr. Marsh had brought it out", "With the
 * advance, which he had paid, the bank could be paid"), not a simple past with a past perfect later in it ("Teresa
 * took the letter back when Nives had finished"); "was", "had" and the modals before it decide nothing ("That was how
 * she had known").
 */
export function opensInPastPerfect(narration: string, lang: Language): boolean {
  // The first past perfect, found once: every paragraph's sentences pass here.
  const perfect = lang.pastPerfect.exec(narration);
  if (!perfect) return false;
  // "Teresa took": an action verb in the simple past before it. "That was how she had known": a "was" decides nothing.
  const past = verbIndex(lang).past;
  // Stryker disable next-line ArrayDeclaration: with no word before the perfect, no verb and the one word "Stryker was here" (no past verb) decide alike
  return !(narration.slice(0, perfect.index).match(/\p{L}+/gu) ?? []).some((w) => past.has(w.toLowerCase()));
}
