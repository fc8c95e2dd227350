import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A sentence's subject is the name opening it, past its speech or a bracket ("“Sit down,” Ada called, as Mara had
 * said she would."): the next sentence's opening pronoun is hers first, not the last woman named (facts.ts, the
 * subject carried from sentence to sentence). Texts written for these tests.
 */

const WOMEN = 'Ada Lind lived on the hill. She kept goats.\n\nMara Voss lived by the sea. She kept boats.';
const readings = (paragraph: string) =>
  readFacts(manuscriptOf(chaptersOf(`${WOMEN}\n\n${paragraph}`)), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.map((a) => `${c.name} ${a.field} ${a.value} ${a.via}`),
  );

describe('the subject opening a sentence after its speech or a bracket', () => {
  it('is who the next sentence’s opening pronoun means', () => {
    for (const opening of [
      'Ada called, as Mara had said she would.',
      '“Sit down,” Ada called, as Mara had said she would.',
      '(Ada called, as Mara had said she would.)',
    ]) {
      expect(readings(`${opening} Her eyes were green.`), opening).toEqual(['Ada Lind eyes green pronoun']);
      expect(readings(`${opening} She was a tall woman of sixty.`), opening).toEqual(['Ada Lind age 60 pronoun']);
    }
  });
});
