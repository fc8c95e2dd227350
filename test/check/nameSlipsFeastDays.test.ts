import { describe, expect, it } from 'vitest';
import { bibleFirstNameSlips, strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A weekday after a capital word is a day's name ("Easter Sunday", "Whit Monday"), not a first name and surname: one
 * feast is no misspelling of another that ends in the same weekday, whether the other is the bible's or the text's.
 * Written for these tests.
 */

const messages = (found: Array<{ message: string }>) => found.map((f) => f.message);

describe('a feast day beside a bible entry that ends in the same weekday', () => {
  const bible = '## Characters\n\n### Mara Voss\n- role: the keeper\n\n### Regatta Sunday\n- the race day\n';
  it('is no slip of it', () => {
    const m = manuscriptOf(chaptersOf('Mara Voss came up.', 'On Easter Sunday the bells rang.'), bible);
    expect(messages(bibleFirstNameSlips(m, ENGLISH))).toEqual([]);
  });
  it('while a person with a changed first name still is', () => {
    const m = manuscriptOf(
      chaptersOf('Mara Voss came up.', 'Anna Voss rang the bell.'),
      '## Characters\n\n### Mara Voss\n- role: the keeper\n',
    );
    expect(messages(bibleFirstNameSlips(m, ENGLISH))).toEqual([
      '"Anna Voss" here, once; the bible\'s only Voss is "Mara Voss" (bible.md:3)',
    ]);
  });
});

describe('two feasts of the same weekday in the text', () => {
  it('are two days, not one name given two first names', () => {
    const book = chaptersOf(
      'On Palm Sunday they walked to the chapel.',
      'Palm Sunday was wet that year.',
      'By Palm Sunday the snow had gone.',
      'On Passion Sunday they sang.',
    );
    expect(messages(strayFirstNameSlips(manuscriptOf(book), ENGLISH))).toEqual([]);
  });
});
