import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

// "Mairi can see him through the window at his table, a grey head bent over a ledger": "a grey head" is the man's,
// and the possessive before the comma ("his table") says nothing of whose; read through "his", it was given to the
// sentence's subject as hair "table, a grey".
describe('an article between a possessive and a feature', () => {
  it('starts another thing, whose the possessive does not say', () => {
    const text =
      'Mairi Crerar crossed the road. Mairi Crerar can see the Exciseman through the window at his table, a grey head bent over a ledger.';
    expect(attributesOf(text, 'Mairi Crerar sat down.').filter((a) => a.includes('hair'))).toEqual([]);
  });

  it('still lets the possessive own the feature with no article between', () => {
    const text = 'Mairi Crerar crossed the road. Mairi Crerar bent her grey head over the ledger.';
    expect(attributesOf(text, 'Mairi Crerar sat down.')).toEqual(['Mairi Crerar hair grey']);
  });
});
