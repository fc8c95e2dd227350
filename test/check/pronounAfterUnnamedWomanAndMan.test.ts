import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Two unnamed people after a name, a woman and then a man, block the next sentence's pronouns of both genders
 * (src/check/facts.ts, personBlock): "His eyes were grey" may be the boy's as well as Tom's.
 */

const attributesOf = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.map((a) => `${c.name} ${a.field} ${a.value} ${a.via} ${a.at.file}:${a.at.line}`),
  );

describe('a pronoun after an unnamed woman and an unnamed man', () => {
  it("is not the named man's when the man comes after the woman", () => {
    expect(
      attributesOf(
        'Tom Hale walked up the lane, and he whistled.\n\nTom nodded to the old woman and the boy by the gate. His eyes were grey.',
      ),
    ).toEqual([]);
  });

  it("is still the named man's after the woman alone", () => {
    expect(
      attributesOf(
        'Tom Hale walked up the lane, and he whistled.\n\nTom nodded to the old woman by the gate. His eyes were grey.',
      ),
    ).toEqual(['Tom Hale eyes grey pronoun chapter_01.md:5']);
  });
});
