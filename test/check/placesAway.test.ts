import { describe, expect, it } from 'vitest';
import { awayButHere, checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Away, yet here (issue 29 and 30, mutation): what is no presence in the
 * scene — speech, a second mention in the sentence that sends them away —
 * a language the checker cannot read, a place of three letters described
 * against the bible, and time passing. Short texts written for these tests.
 */

const away = (text: string) =>
  awayButHere(manuscriptOf({ 'chapter_01.md': `# 1\n\nRab Kerr came in. He laughed.\n\n${text}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line}`,
  );
const GONE = 'Rab Kerr is stormbound in Tobermory.\n\nOn Saturday';

describe('away, and only speaking', () => {
  it('is no presence: a voice may come down a line', () => {
    expect(away(`${GONE} Rab Kerr carries the coffin.`)).toEqual(['chapter_01.md:7']);
    expect(away(`${GONE} Rab Kerr says nothing at all.`)).toEqual([]);
    expect(away(`${GONE} Rab Kerr and the keeper said goodbye.`)).toEqual([]);
  });

  it('is not undone by the same sentence naming them again', () => {
    expect(away('Rab Kerr is stormbound in Tobermory, so Rab Kerr waits.')).toEqual([]);
  });
});

describe('a language without word lists', () => {
  it('gives no finding', () => {
    const lang = wordlessLanguage('fr', 'French');
    const m = manuscriptOf(
      { 'chapter_01.md': `# 1\n\nRab Kerr came in. He laughed.\n\n${GONE} Rab Kerr carries the coffin.\n` },
      '',
      lang,
    );
    expect(awayButHere(m, { ...ENGLISH, readsWords: false })).toEqual([]);
    expect(awayButHere(m, lang)).toEqual([]);
  });
});

describe('places of the bible', () => {
  const BIBLE =
    '# Bible\n\n## Characters\n### Ines Carvalho\n### Duarte Lobo\n\n## Places\n### Ely\n- A red door.\n### Saltmarsh\n- Grey reeds.\n';
  const places = (text: string) =>
    checkPlaces(manuscriptOf({ 'chapter_01.md': `# 1\n\n${text}\n` }, BIBLE), ENGLISH).findings.map((f) => f.message);

  it('holds a place of three letters to its colours', () => {
    expect(places('The blue door of Ely stood open.')).toEqual(["Ely's door is blue here; bible: red (bible.md:8)"]);
  });

  it('lets time passing free everyone, whoever the sentence names', () => {
    expect(places('Ines sat in Ely.\n\nHours later Duarte came back.\n\nInes stood in Saltmarsh.')).toEqual([]);
    expect(places('Ines sat in Ely.\n\nDuarte came back.\n\nInes stood in Saltmarsh.')).toHaveLength(1);
  });
});
