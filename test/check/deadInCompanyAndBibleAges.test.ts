import { describe, expect, it } from 'vitest';
import { ageIn, parseBible } from '../../src/check/bible.js';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Two readings of the twenty-fifth blind set: the dead among those who come with someone ("Geertje came with Anna and
 * Wiebe"), and no act where the dead are the object of a preposition ("cried about Wiebe and I held her hand"); and
 * a bible's ages, where a list of chapters in brackets ("(ch. 3, 5, 7)") or an aside wrapped over two lines ("…(the
 * ice by the sluice,\n aged nine)") was taken for the age.
 */

const TOLD = '# One\n\nAnselm kept the bees. Anselm was drowned in the mill race that spring.\n';
const acts = (later: string) =>
  checkDead(manuscriptOf({ 'chapter_01.md': TOLD, 'chapter_02.md': `# Two\n\n${later}\n` }), ENGLISH).findings.map(
    (f) => `${f.line} ${f.message.split(' here')[0]}`,
  );

describe('the dead in company', () => {
  it('come with the living: "Mara came with Tilly and Anselm" is an act of his', () => {
    expect(acts('Mara came with Tilly and Anselm to the gate.')).toEqual(['3 Anselm acts ("Anselm came")']);
    expect(acts('Mara went down with Anselm to the boats.')).toEqual(['3 Anselm acts ("Anselm went")']);
  });

  it('are no subject after a preposition: "cried about Anselm and I held her hand" is no act of his', () => {
    expect(acts('Then Mara cried a little about Anselm and I held her hand.')).toEqual([]);
    expect(acts('It was a letter for Anselm and Tilly took it to the grave.')).toEqual([]);
    // With no preposition before him, he is one of two who act.
    expect(acts('Then Anselm and I held the ladder.')).toEqual(['3 Anselm acts ("Anselm held")']);
  });
});

describe('a bible’s age', () => {
  it('is no chapter of a list in brackets', () => {
    expect(ageIn('Fifty-six; bald as an egg; a gold watch chain (ch. 3, 5, 7).', ENGLISH)).toBe(5);
    const bible = parseBible(
      '## Characters\n\n### Sietse Boer\n\nBald as an egg; red face; a new gold watch chain (ch. 3, 5, 7).\n',
      ENGLISH,
    );
    expect(bible.characters[0]?.fields.age).toBeUndefined();
  });

  it('is no age of an aside wrapped from the line before', () => {
    expect(ageIn('ice by the sluice, aged nine). Fair hair in one'.replace(ENGLISH.bible.ageAside, ''), ENGLISH)).toBe(
      undefined,
    );
    expect(ageIn('(ice by the sluice, aged nine). Fair hair'.replace(ENGLISH.bible.ageAside, ''), ENGLISH)).toBe(
      undefined,
    );
    // An age told with no bracket is the age.
    expect(ageIn('A fisherman, aged forty.'.replace(ENGLISH.bible.ageAside, ''), ENGLISH)).toBe(40);
  });
});
