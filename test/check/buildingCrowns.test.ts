import { describe, expect, it } from 'vitest';
import { buildingCrowns } from '../../src/check/checks/crowns.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A church under a spire over chapters, then once under a dome. Written for these tests. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const SPIRE = [
  'Below the pass lay the town of Arnau with its grey church and its tall spire and its slate roofs.',
  'They were married in the grey church under the tall spire, in the rain.',
];
const SLIP = 'On Sunday she went to the grey church under its onion dome and sat at the back.';

describe('the crown of a church', () => {
  it('told as another shape once is found, with the kept one on the other side', () => {
    expect(buildingCrowns(book(...SPIRE, SLIP), ENGLISH)).toEqual([
      {
        file: 'chapter_03.md',
        line: 3,
        category: 'place',
        message: 'the church\'s dome here ("onion dome"); chapter_02.md:3 and 1 more give it a spire ("tall spire")',
        evidence: SLIP,
        confidence: 0.6,
        against: { file: 'chapter_02.md', line: 3, evidence: SPIRE[1] },
      },
    ]);
    expect(checkPlaces(book(...SPIRE, SLIP), ENGLISH).findings.map((f) => f.file)).toContain('chapter_03.md');
  });

  it('holds a steeple as a spire and a possessive as the one known', () => {
    expect(buildingCrowns(book(...SPIRE, 'From the bridge she saw the church steeple.'), ENGLISH)).toEqual([]);
    expect(buildingCrowns(book(...SPIRE, "The grey church's dome shone in the rain."), ENGLISH)).toHaveLength(1);
  });

  it('is left alone for another church, a first telling, a rebuilding, or too few tellings', () => {
    // "a church with a dome": perhaps another.
    expect(buildingCrowns(book(...SPIRE, 'Further on was a church with a dome.'), ENGLISH)).toEqual([]);
    // Another church by its own word.
    expect(buildingCrowns(book(...SPIRE, 'The Russian church under its onion dome was shut.'), ENGLISH)).toEqual([]);
    // Rebuilt with a dome.
    expect(
      buildingCrowns(
        book(...SPIRE, 'After the fire they built a dome. The grey church under its dome was new.'),
        ENGLISH,
      ),
    ).toEqual([]);
    // One telling of the spire is no kept crown.
    expect(buildingCrowns(book(SPIRE[0] as string, SLIP), ENGLISH)).toEqual([]);
    // Two shapes each told twice: two churches, or a book that has both.
    expect(buildingCrowns(book(...SPIRE, SLIP, SLIP), ENGLISH)).toEqual([]);
  });

  it('needs the words of the language', () => {
    expect(buildingCrowns(book(...SPIRE, SLIP), wordlessLanguage('fr', 'French'))).toEqual([]);
  });
});
