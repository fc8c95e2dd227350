import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A "with" phrase gives the subject's hair ("He is sixty, broad, with grey hair, thin and long"): its length is
 * read from the words after the hair, however many spaces the text puts between them.
 */

const looks = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) => [
    ...(c.hairLengths ?? []).map((h) => `${c.name} ${h.value} ${h.at.file}:${h.at.line}`),
    ...c.attributes.map((a) => `${c.name} ${a.field} ${a.value}`),
  ]);

describe('hair in a "with" phrase', () => {
  it('is long when the third word after it says so', () => {
    expect(looks('Piet Haas came in. He is sixty, broad, with grey hair, thin and long.')).toEqual([
      'Piet Haas long chapter_01.md:3',
      'Piet Haas age 60',
      'Piet Haas hair grey',
    ]);
  });

  it('is long when two spaces part the words after it', () => {
    expect(looks('Piet Haas came in. He is sixty, broad, with grey hair, thin  and  long.')).toEqual([
      'Piet Haas long chapter_01.md:3',
      'Piet Haas age 60',
      'Piet Haas hair grey',
    ]);
  });
});
