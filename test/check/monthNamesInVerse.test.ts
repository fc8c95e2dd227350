import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A month that is a given name, said by someone at the head of a line of verse ("Said May to the keeper's wife"):
 * the speech verb is capitalised there, and still tells a person. Texts written for these tests.
 */

const BALLAD = [
  '"Come in, come in," the keeper cried,',
  "Said May to the keeper's wife,",
  'And oh, the door was open wide,',
  'Said May, for all her life.',
].join('\n');

const names = (...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH).facts.cast.flatMap((c) => c.names);

describe('a month said by someone in verse', () => {
  it('is a given name after a capitalised speech verb', () => {
    expect(names(`Nell Ash came in. "Sit down," she said.\n\n${BALLAD}`)).toContain('May');
  });

  it('stays a month where the verse dates by it', () => {
    const dated = BALLAD.replaceAll('Said May', 'In May');
    expect(names(`Nell Ash came in. "Sit down," she said.\n\n${dated}`)).not.toContain('May');
  });
});
