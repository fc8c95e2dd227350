import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A title of kinship before a first name ("Aunt Ada") takes in another title before it only from the text. */

const castOf = (files: Record<string, string>, bible = '') =>
  readFacts(manuscriptOf(files, bible), ENGLISH).facts.cast.map((c) => `${c.name} [${[...c.names].join(', ')}]`);

describe('"Aunt Ada" in the text', () => {
  it('leaves the bible’s "Miss Ada" her own record', () => {
    expect(
      castOf(
        chaptersOf('Aunt Ada came in. Aunt Ada sat down. Aunt Ada smiled.'),
        '# Characters\n\n### Miss Ada\n- eyes: grey\n',
      ),
    ).toEqual(['Miss Ada [Miss Ada, Ada]', 'Aunt Ada [Aunt Ada]']);
  });
});
