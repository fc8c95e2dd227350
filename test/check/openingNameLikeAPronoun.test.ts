import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "She was the tallest woman Nives had ever seen": a sentence opening on "she" or "he" is someone the name after it
 * sees. A sentence opening on a name that begins like a pronoun ("He Yun") opens on that person, not on a "he": the
 * "his" after it is still theirs (src/check/facts.ts, readSentence). Texts written for these tests.
 */

const BIBLE = '# Bible\n\n## Characters\n### He Yun\nGender: male\n### Li Wei\nGender: male\n';
const eyes = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text), BIBLE), ENGLISH).facts.cast.map((c) => [
    c.name,
    c.attributes.filter((a) => a.field === 'eyes').map((a) => a.value),
  ]);

describe('a sentence opening on a name that begins like "he"', () => {
  it('is the named one, whose eyes the next sentence tells', () => {
    expect(eyes('He Yun was the tallest man Li Wei had ever seen. His eyes were grey.')).toEqual([
      ['He Yun', ['grey']],
      ['Li Wei', []],
    ]);
  });
});
