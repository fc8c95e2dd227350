import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A blind eye and a deaf ear keep their side; the good one of the pair tells the other. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));
const found = (...chapters: string[]) =>
  checkAttributes(book(...chapters), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const BAS = 'Bas Gallo came up from the cellar. His blind left eye was milky in the lantern light.';
const ADELE = 'Adele Rovere sat down. She turned so that her right ear, the good one, was towards me.';

describe('a blind eye or a deaf ear', () => {
  it('moved to the other side is found, the good one telling the other side', () => {
    expect(found(BAS, 'Bas Gallo turned his head so that his good left eye went round the vault.')).toEqual([
      "chapter_02.md:3 Bas Gallo's blind eye (eye) is on the right here; chapter_01.md:3 puts it on the left",
    ]);
    expect(found(ADELE, 'Adele Rovere stood so that her left ear, the good one, was towards me.')).toEqual([
      "chapter_02.md:3 Adele Rovere's deaf ear (ear) is on the right here; chapter_01.md:3 puts it on the left",
    ]);
    expect(found(BAS, 'Bas Gallo sat. Bas was blind in his right eye.')).toHaveLength(1);
    expect(found(ADELE, 'Adele Rovere sat. Her deaf right ear was turned to the wall.')).toHaveLength(1);
  });

  it('kept on its side, by either eye named, is no slip', () => {
    expect(found(BAS, 'Bas Gallo turned his head so that his good right eye went round the vault.')).toEqual([]);
    expect(found(BAS, 'Bas Gallo sat. His left eye, the blind one, watered.')).toEqual([]);
    expect(found(ADELE, 'Adele Rovere sat. Her left ear, the deaf one, was to the wall.')).toEqual([]);
    // A good eye with no blind one told: nothing known to move.
    expect(
      found('Bas Gallo sat. His good left eye watered.', 'Bas Gallo sat. His good right eye watered.'),
    ).toHaveLength(1);
  });
});
