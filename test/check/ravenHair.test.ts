import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** "Raven hair" is black hair (ENGLISH colours): the fact base reads it as black. Texts written for these tests. */

const hair = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text), '# Bible\n\n## Characters\n### Mara Voss\n'), ENGLISH).facts.cast.flatMap(
    (c) => c.attributes.filter((a) => a.field === 'hair').map((a) => `${c.name}: ${a.value}`),
  );

describe('raven hair', () => {
  it('is black', () => {
    expect(hair('Mara Voss had raven hair and a quick laugh.')).toEqual(['Mara Voss: black']);
  });
});
