import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { waterShades } from '../../src/check/checks/waters.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { wordlessLanguage } from '../../src/check/lang/index.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A tarn's water black in two chapters, then once clear. Written for these tests. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const DARK = [
  'Greywater Tarn lies above the farm, small and deep. Its water is so dark, from the bog under it, that it looks like tar.',
  'Ruth walked up to Greywater Tarn, and a ring of black water stood round the stones. She sat down on her coat.',
];
const SLIP =
  'Ruth showed her brother the barn and Greywater Tarn, where the water was clear as glass over the pebbles.';

describe('the look of a named water', () => {
  it('told as the other kind once is found, with the kept kind on the other side', () => {
    expect(waterShades(book(...DARK, SLIP), ENGLISH)).toEqual([
      {
        file: 'chapter_03.md',
        line: 3,
        category: 'place',
        message:
          'the water of the Greywater Tarn is clear here ("clear"); chapter_02.md:3 and 1 more tell it dark ("black")',
        evidence: SLIP,
        confidence: 0.6,
        against: {
          file: 'chapter_02.md',
          line: 3,
          evidence: 'Ruth walked up to Greywater Tarn, and a ring of black water stood round the stones.',
        },
      },
    ]);
    expect(checkPlaces(book(...DARK, SLIP), ENGLISH).findings.map((f) => f.file)).toContain('chapter_03.md');
  });

  it('reads a sentence that names no water as of the name its paragraph opens on', () => {
    // Without the first chapter's "so dark", the black water is told in one chapter only: nothing is kept.
    expect(waterShades(book(DARK[1] as string, SLIP), ENGLISH)).toEqual([]);
    expect(waterShades(book(...DARK, SLIP), ENGLISH)).toHaveLength(1);
  });

  it('is left alone for water of the night or a flood, another water, or two kinds each told twice', () => {
    expect(waterShades(book(...DARK, `${SLIP.slice(0, -1)} in the moonlight.`), ENGLISH)).toEqual([]);
    expect(waterShades(book(...DARK, 'At Sandy Cove the water was clear as glass.'), ENGLISH)).toEqual([]);
    expect(waterShades(book(...DARK, SLIP, SLIP.replace('brother', 'sister')), ENGLISH)).toEqual([]);
  });

  it('needs the words of the language', () => {
    expect(waterShades(book(...DARK, SLIP), wordlessLanguage('fr', 'French'))).toEqual([]);
  });
});
