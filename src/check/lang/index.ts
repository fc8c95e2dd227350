import { ENGLISH } from './en.js';
import type { Language } from './language.js';

/**
 * The one door to language: every word and pattern a check reads comes from a
 * Language. English lives in en.ts; a book in a language with no file here
 * gets the checks that need no words (see readsWords).
 */

export type { Language } from './language.js';
export { ENGLISH };

/** Whether a word is what someone calls a parent or grandparent ("Daddy", "Mum", "Gran"): no one's given name. */
export function isParentWord(word: string, lang: Language): boolean {
  const roles = lang.roleNames;
  const lower = word.toLowerCase();
  return roles.father.has(lower) || roles.mother.has(lower) || roles.other.has(lower);
}

const calendars = new WeakMap<Language, ReadonlySet<string>>();

/** Whether a word is a weekday's or a month's name ("Saturday", "May"), in any case: no one's name. */
export function isCalendarWord(word: string, lang: Language): boolean {
  let calendar = calendars.get(lang);
  // Stryker disable next-line ConditionalExpression: a cache: building the set again gives the same set
  if (!calendar) {
    calendar = new Set([...lang.weekdays, ...lang.months]);
    calendars.set(lang, calendar);
  }
  return calendar.has(word.toLowerCase());
}

/** A never-matching pattern: a language whose words are not known. */
const NEVER = /(?!)/;

/**
 * The same shape as a language's words with nothing in it: every pattern
 * never matches (with its flags kept, so a global one still serves
 * matchAll), every list and table is empty, every pattern source never
 * matches. Built from English's shape so a field added there is never
 * forgotten here.
 */
export function emptied<T extends object>(words: T): T {
  const empty = (value: unknown): unknown => {
    if (value instanceof RegExp) return new RegExp(NEVER.source, value.flags);
    if (value instanceof Set) return new Set();
    if (value instanceof Map) return new Map();
    if (Array.isArray(value)) return value.every((v) => v instanceof RegExp) ? value.map(empty) : [];
    if (typeof value === 'string') return NEVER.source;
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, empty(v)]));
    return value;
  };
  return empty(words) as T;
}

/**
 * A language this checker knows no words of: names (capitals), repetition,
 * dates in figures and length still work; everything else is skipped.
 */
export function wordlessLanguage(code: string, name: string): Language {
  return {
    ...emptied(ENGLISH),
    code,
    name,
    readsWords: false,
    // Two things the names check needs are written alike across Latin-script languages, so a book in one of them
    // keeps them: an apostrophe ending is no part of a name (Dutch "Anna's" as English "Anna's": not a second
    // spelling of Anna), a full stop after "Dr." or "St." ends no sentence (German "Dr. Müller"), and a family
    // takes its name with -s (German "die Müllers", Dutch "de Jansens"): not a misspelling of Müller.
    nameClitic: ENGLISH.nameClitic,
    possessiveEnding: ENGLISH.possessiveEnding,
    abbreviations: ENGLISH.abbreviations,
    familyPlural: ENGLISH.familyPlural,
    // Pet forms are made otherwise in each language (-chen, -ito, -ou): none is read.
    petEnding: /(?!)/,
  };
}

const NAMES: Record<string, string> = {
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  nb: 'Norwegian',
  fi: 'Finnish',
  pl: 'Polish',
  ru: 'Russian',
  ja: 'Japanese',
  zh: 'Chinese',
  ko: 'Korean',
};

/** The language of a project's `lang` tag ("en-GB" → English; "fr" → French, read without words). */
export function languageFor(tag: string | undefined): Language {
  // Stryker disable next-line StringLiteral: 'en' as '' before the split: an empty code falls to 'en' by the `|| 'en'` after it
  const code = (tag ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';
  if (code === 'en') return ENGLISH;
  return wordlessLanguage(code, NAMES[code] ?? tag ?? code);
}
