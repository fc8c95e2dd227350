import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Language } from '../../src/check/lang/language.js';

/**
 * A record writes its fields by writer's own names ("- eyes: grey"), whatever the book's language: a language whose
 * own words for the fields are others still reads them.
 */
const OTHER: Language = { ...ENGLISH, bible: { ...ENGLISH.bible, fieldKeys: [] } };

describe("a bible's fields by writer's own names", () => {
  it('are read in a language that has other words for them', () => {
    const bible = parseBible('# Bible\n\n## Characters\n\n### Mara Voss\n\n- eyes: grey\n- hair: black\n', OTHER);
    const mara = bible.characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields.eyes?.value).toBe('grey');
    expect(mara?.fields.hair?.value).toBe('black');
  });
});
