import { ENGLISH } from './en.js';
import type { Language } from './language.js';

/**
 * The one door to language: every word and pattern a check reads comes from a
 * Language. English lives in en.ts; a book in a language with no file here
 * gets the checks that need no words (see readsWords).
 */

export type { Language } from './language.js';
export { ENGLISH };

/** A never-matching pattern: a language whose words are not known. */
const NEVER = /(?!)/;

/**
 * A language this checker knows no words of: names (capitals), repetition,
 * dates in figures and length still work; everything else is skipped.
 */
export function wordlessLanguage(code: string, name: string): Language {
  return {
    code,
    name,
    readsWords: false,
    sections: {},
    firstPerson: new Set(),
    thirdPerson: new Set(),
    subjects: new Map(),
    verbs: new Map(),
    adverbs: new Set(),
    colours: new Map(),
    weekdays: [],
    months: [],
    seasons: new Map(),
    ordinals: new Map(),
    numbers: new Map(),
    memoryMarkers: NEVER,
    movement: NEVER,
    occupations: new Set(),
    fatigue: [],
    stopWords: new Set(),
    speech: new Set(),
    titles: new Map(),
    pronouns: { female: new Set(), male: new Set() },
    personNouns: NEVER,
    properWords: new Set(),
    deathAfter: NEVER,
    deathBefore: NEVER,
    deathDoubt: NEVER,
    placeBefore: NEVER,
    features: { eyes: '\u0000', hair: '\u0000', eyed: '\u0000', haired: '\u0000' },
    remembered: NEVER,
    changeCues: NEVER,
    recollection: NEVER,
    ageAfterName: '(?!)',
    pronounAge: NEVER,
    objectNouns: new Set(),
    letterOpening: NEVER,
    letterClosing: NEVER,
    objectPassing: NEVER,
    objectGiving: new Set(),
    objectUsing: new Set(),
    objectReturn: NEVER,
    speechVerbs: NEVER,
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
  const code = (tag ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';
  if (code === 'en') return ENGLISH;
  return wordlessLanguage(code, NAMES[code] ?? tag ?? code);
}
