import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { looksIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character, Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A beard keeps the colour the text first gave it, unless the years grey it or a dye or a new beard is told. */

const beardFindings = (...texts: string[]): Finding[] =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.filter((f) => f.message.includes('beard is'));

const FIRST = 'Bram Okafor stood at the tiller. Bram Okafor’s red beard shone in the lamplight.';

describe('a beard’s colour', () => {
  it('is held to the colour first given, by name or by pronoun', () => {
    const found = beardFindings(FIRST, 'Bram Okafor came up the steps. He wiped his black beard with his sleeve.');
    expect(found.map((f) => `${f.file}:${f.line} ${f.confidence}`)).toEqual(['chapter_02.md:3 0.75']);
    expect(found[0]?.message).toContain('black');
    expect(found[0]?.against?.file).toBe('chapter_01.md');
  });

  it('reads a beard given with "with a"', () => {
    const found = beardFindings(
      'Bram Okafor was a broad man with a red beard.',
      'Bram Okafor came up the steps. He was a broad man with a black beard.',
    );
    expect(found).toHaveLength(1);
  });

  it('is quiet on the same colour, on a beard gone grey, and on a beard with no colour', () => {
    for (const later of [
      'He wiped his red beard with his sleeve.',
      'He wiped his grey beard with his sleeve.',
      'He wiped his white beard with his sleeve.',
      'He wiped his beard with his sleeve.',
      'He wiped his long beard with his sleeve.',
    ])
      expect(beardFindings(FIRST, `Bram Okafor came up the steps. ${later}`), later).toEqual([]);
  });

  it('is quiet when the beard was shaved off and grown again between', () => {
    expect(
      beardFindings(
        FIRST,
        'Bram Okafor shaved off his beard for the wedding.',
        'Bram Okafor came up the steps. He wiped his black beard with his sleeve.',
      ),
    ).toEqual([]);
  });
});

describe('the colour of a beard a "his" gives', () => {
  const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
  const colours = (text: string) =>
    looksIn(
      text,
      text.includes('Tomas') ? [{ character: tomas, name: 'Tomas', index: text.indexOf('Tomas') }] : [],
      [{ character: tomas, index: 0 }],
      [],
      false,
      ENGLISH,
    ).beards.map((b) => `${b.character.name} ${b.colour ?? '-'}`);

  it('is the paragraph’s man’s', () => {
    expect(colours('He stood at the wheel with his black beard lit by the sun.')).toEqual(['Tomas black']);
  });

  it('is no one’s colour after an unnamed person the "his" may mean', () => {
    expect(colours('She thought him older than the boy Tomas met off the train, with his soft black beard.')).toEqual([
      'Tomas -',
    ]);
  });
});
