import { describe, expect, it } from 'vitest';
import { paragraphVoice, readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Language } from '../../src/check/lang/index.js';
import type { Paragraph } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A paragraph's votes of person and tense are kept for the cast and the language they were counted with: asked
 * again with the same two, the same votes; with another language (here one that knows no subject pronouns), the
 * votes of that language. Written for these tests.
 */

describe("a paragraph's votes asked twice", () => {
  it('are the same for the same cast and language, and counted again for another language', () => {
    const m = manuscriptOf({ 'chapter_01.md': '# One\n\nI walked out. She sat down.\n' });
    const p = m.chapters[0]?.paragraphs[1] as Paragraph;
    const { cast } = readFacts(m, ENGLISH);
    const none: Language = { ...ENGLISH, subjects: new Map() };
    const english = {
      first: 1,
      third: 1,
      past: 2,
      present: 0,
      firstPast: 1,
      firstPresent: 0,
      actsPresent: 0,
      second: 0,
    };
    expect(paragraphVoice(p, cast, ENGLISH)).toEqual(english);
    expect(paragraphVoice(p, cast, ENGLISH)).toEqual(english);
    expect(paragraphVoice(p, cast, none)).toMatchObject({ first: 0, third: 0 });
    expect(paragraphVoice(p, cast, ENGLISH)).toEqual(english);
  });
});
