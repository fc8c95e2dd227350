import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * From a blind set written this session: a surname with a capital inside it ("Dodie MacPhail") was read as "Dodie
 * Mac", so "Dodie MacFie" was the same name and no slip; "She was dark-haired and grey-eyed" gave the hair and not
 * the eyes. Texts written for these tests.
 */

describe('a name with a capital inside it', () => {
  const macphail = (slip: string) =>
    chaptersOf(
      'Dodie MacPhail is already there, on his stool by the spirit safe. Dodie MacPhail nods.',
      'Dodie MacPhail pours the tea. Calum watches Dodie MacPhail at the safe.',
      `${slip} comes in at nine with the log book under his arm.`,
    );

  it('is one word of the name, and a slip in its second half is reported', () => {
    const found = checkNames(manuscriptOf(macphail('Dodie MacFie')), ENGLISH).findings;
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_03.md:3']);
    expect(found[0]?.message).toContain('MacFie');
    expect(found[0]?.message).toContain('MacPhail');
  });

  it('names the character whole, alone and as a possessive', () => {
    const { characters } = readFacts(
      manuscriptOf(
        chaptersOf(
          'Dodie MacPhail is on his stool. He is fifty-eight. MacPhail nods at the safe.',
          "MacPhail's mug is cold. Dodie MacPhail laughs. MacPhail sighs.",
        ),
      ),
      ENGLISH,
    );
    const dodie = characters.find((c) => c.name === 'Dodie MacPhail');
    expect(dodie?.names).toEqual(expect.arrayContaining(['MacPhail']));
    expect(characters.map((c) => c.name)).not.toContain('Dodie Mac');
  });

  it('names one only ever called by such a surname', () => {
    const { characters } = readFacts(
      manuscriptOf(
        chaptersOf(
          "MacPhail nods at the safe. MacPhail's mug is cold. The stillman sighs.",
          'MacPhail laughs. Calum looks at MacPhail and says nothing.',
        ),
      ),
      ENGLISH,
    );
    expect(characters.map((c) => c.name)).toContain('MacPhail');
    expect(characters.map((c) => c.name)).not.toContain('Mac');
  });

  it('is quiet when the name is written the same each time', () => {
    expect(checkNames(manuscriptOf(macphail('Dodie MacPhail')), ENGLISH).findings).toEqual([]);
  });
});

describe('looks listed after "was" or "is"', () => {
  it.each([
    [
      'Mairi Crerar came in. She was dark-haired and grey-eyed.',
      ['Mairi Crerar hair brown/black', 'Mairi Crerar eyes grey'],
    ],
    [
      'Mairi Crerar came in. She is twenty-nine years old, dark-haired and grey-eyed, with a scar.',
      ['Mairi Crerar eyes grey'],
    ],
    ['Mairi Crerar was tall, thin and grey-eyed.', ['Mairi Crerar eyes grey']],
  ])('gives each to the one described: "%s"', (text, facts) => {
    expect(attributesOf(text, 'Mairi Crerar sat down. Mairi Crerar laughed.')).toEqual(expect.arrayContaining(facts));
  });

  it('gives no one eyes described through someone else between', () => {
    const text = 'Mairi Crerar came in. She was talking to a grey-eyed boy from the pier.';
    expect(attributesOf(text, 'Mairi Crerar sat down.').filter((a) => a.includes('eyes'))).toEqual([]);
  });
});
