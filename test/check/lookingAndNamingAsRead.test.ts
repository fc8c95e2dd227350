import { describe, expect, it } from 'vitest';
import { surnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Looks, ages and names read as a copy editor reads them: "red-headed" is a hair colour; a description set off after
 * the verb of the name opening the sentence is that person's; a kin possessive in apposition names whose kin the
 * subject is; "a big man, forty-five," and "all his forty-five years" are ages; a common word after a given name,
 * once, beside a surname of that sound used throughout, is the surname misspelt.
 */

const of = (field: string, ...texts: string[]) => attributesOf(...texts).filter((a) => a.includes(` ${field} `));

describe('hair told by an epithet or a description set off after the verb', () => {
  it('reads "-headed" as "-haired", and gives no colour for "hot-headed"', () => {
    expect(of('hair', 'The red-headed Davie Rennie came in.')).toEqual(['Davie Rennie hair red']);
    expect(of('hair', 'Davie Rennie was hot-headed and sorry for it.')).toEqual([]);
  });

  it("gives a description after the opening name's verb to that name, not with another person in the clause", () => {
    expect(of('hair', 'Davie Rennie stood there instead, tall and fair-headed, with the dog at his feet.')).toEqual([
      'Davie Rennie hair blond',
    ]);
    expect(of('hair', 'Tom Hale came in. Davie Rennie kissed her, tall and fair-headed.')).toEqual([]);
  });
});

describe('a kin possessive set off after the subject', () => {
  it('names whose kin the subject is: a later "his" is still the subject\'s', () => {
    expect(
      of(
        'hair',
        "Angus Rennie came in. Davie Rennie was nineteen, Angus's brother's boy, up from the town; he was tall now, and his red hair stood up.",
      ),
    ).toEqual(['Davie Rennie hair red']);
  });
});

describe('ages told after a description, or as the years of a life', () => {
  it('reads "He was a big man, forty-five," when the paragraph has named one man', () => {
    expect(
      of('age', 'Ewan Lockhart got down and took off his hat. He was a big man, forty-five, with a black beard.'),
    ).toEqual(['Ewan Lockhart age 45']);
    expect(
      of(
        'age',
        'Calum Shaw came with me, since Robert Gillies could spare him. He is a good boy, nineteen, all wrists and ankles.',
      ),
    ).toEqual([]);
  });

  it('reads "in all his forty-five years", not "his forty years at the mill"', () => {
    expect(
      of('age', 'Ewan Lockhart came at noon. He was never late for anything in all his forty-five years.'),
    ).toEqual(['Ewan Lockhart age 45']);
    expect(of('age', 'Ewan Lockhart came at noon. He had worked all his forty years at the mill.')).toEqual([]);
  });
});

describe('a common word after a given name, once, beside a surname of its sound', () => {
  const text = (slip: string) =>
    chaptersOf(
      `The minister, the Reverend Hugh ${slip}, came up on horseback. He had a beard like a prophet.`,
      'Mr. Baird read the service at eleven.',
      'Afterwards Mr. Baird took tea in the kitchen.',
      'Mr. Baird rode home before dark, and Mr. Baird wrote that week.',
    );
  const slips = (slip: string) => surnameSlips(manuscriptOf(text(slip)), ENGLISH).map((f) => `${f.file}:${f.line}`);

  it('is the surname misspelt', () => {
    expect(slips('Beard')).toEqual(['chapter_01.md:3']);
  });

  it('is not when the word sounds like no surname of the book', () => {
    expect(slips('Prophet')).toEqual([]);
  });
});
