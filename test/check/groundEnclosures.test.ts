import { describe, expect, it } from 'vitest';
import { groundEnclosures } from '../../src/check/checks/enclosures.js';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A cemetery inside a fence over chapters, then once inside a wall. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const FENCE = [
  'On the flat ground beyond the stream is the cemetery, inside a white picket fence.',
  'I could see the catchers and the cemetery over the stream with its white fence.',
];
const SLIP = 'The snow has gone and the cemetery is green inside its stone wall.';

describe('what closes a ground in', () => {
  it('told as another kind once is found, with the kept kind on the other side', () => {
    expect(groundEnclosures(book(...FENCE, SLIP), ENGLISH)).toEqual([
      {
        file: 'chapter_03.md',
        line: 3,
        category: 'place',
        message: 'the cemetery inside a wall here; chapter_02.md:3 and 1 more close it with a fence',
        evidence: SLIP,
        confidence: 0.6,
        against: { file: 'chapter_02.md', line: 3, evidence: FENCE[1] },
      },
    ]);
    expect(checkPlaces(book(...FENCE, SLIP), ENGLISH).findings.map((f) => f.message)).toContain(
      'the cemetery inside a wall here; chapter_02.md:3 and 1 more close it with a fence',
    );
  });

  it('is left alone for another wall, a second kind, a comparison, a building told, or too few tellings', () => {
    // "a wall": perhaps another.
    expect(groundEnclosures(book(...FENCE, 'The cemetery lay behind a wall.'), ENGLISH)).toEqual([]);
    // Told twice: the cemetery has both.
    expect(groundEnclosures(book(...FENCE, `${SLIP} The cemetery with its wall.`), ENGLISH)).toEqual([]);
    // Both in one paragraph.
    expect(groundEnclosures(book(FENCE[0] as string, `${FENCE[1]} ${SLIP}`), ENGLISH)).toEqual([]);
    // A wall built before it, or beside it: a change.
    const builtWall = 'In the spring the men built a wall of stones from the beach.';
    expect(groundEnclosures(book(...FENCE, builtWall, SLIP), ENGLISH)).toEqual([]);
    expect(
      groundEnclosures(book(...FENCE, `${SLIP} They had torn down the old one and put up a wall.`), ENGLISH),
    ).toEqual([]);
    // The fence in one chapter only: not yet kept.
    expect(groundEnclosures(book(FENCE.join(' '), SLIP), ENGLISH)).toEqual([]);
    // Two kinds each kept: no one kind to hold it to.
    const hedge = ['The cemetery with its hedge.', 'The cemetery behind its hedge.'];
    expect(groundEnclosures(book(...FENCE, ...hedge, SLIP), ENGLISH)).toEqual([]);
    expect(groundEnclosures(book(...FENCE, SLIP), wordlessLanguage('xx', 'X'))).toEqual([]);
  });
});
