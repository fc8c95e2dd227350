import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An unnamed person after a name blocks the next sentence's pronoun of their gender only (src/check/facts.ts,
 * personBlock): after "the old woman by the gate", the noun's last word tells a woman, so "His eyes were grey" is
 * still the man named before her.
 */

const attributesOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.map((a) => `${c.name} ${a.field} ${a.value} ${a.via} ${a.at.file}:${a.at.line}`),
  );

describe('a pronoun after an unnamed person', () => {
  it("is the named man's when the unnamed one is a woman", () => {
    expect(
      attributesOf(
        'Tom Hale walked up the lane, and he whistled.\n\nTom nodded to the old woman by the gate. His eyes were grey.',
      ),
    ).toEqual(['Tom Hale eyes grey pronoun chapter_01.md:5']);
  });
});
