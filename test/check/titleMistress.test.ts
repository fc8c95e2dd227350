import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** "Mistress Quayle" in historical fiction is a title and a surname, as "Mrs Quayle" is: no first name "Mistress". */
describe('Mistress as a title', () => {
  it('reads "Mistress Quayle" as the woman Quayle, not a first name and a surname', () => {
    const facts = readFacts(
      manuscriptOf(
        chaptersOf(
          'Mistress Quayle kept the inn. Mistress Quayle poured the ale. She smiled at Tom.',
          'Tom Hale sat by the fire.',
        ),
      ),
      ENGLISH,
    );
    const quayle = facts.characters.find((c) => c.name.endsWith('Quayle'));
    expect(quayle?.names).toEqual(['Mistress Quayle', 'Quayle']);
    expect(quayle?.gender).toBe('female');
  });
});
