import { describe, expect, it } from 'vitest';
import { awayButHere } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * Somewhere named and somewhere within it ("Mr. Gillies is in Glasgow in a room with the Dunlevys"): away now, held
 * in the chapter as a going with its span is; the next chapter may bring them home unsaid. Texts written for these
 * tests.
 */

const BIBLE = '# Bible\n\n## Characters\n### Robert Gillies\n- Manager.\n### Dodie MacPhail\n- Stillman.\n';

const found = (...chapters: string[]) =>
  awayButHere(
    manuscriptOf(
      Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])),
      BIBLE,
    ),
    ENGLISH,
  ).map((f) => `${f.file}:${f.line} ${f.message}`);

const TOLD = 'Everybody knows Mr. Gillies is in Glasgow in a room with the Dunlevys.';
const HERE = 'At ten Mr. Gillies looks in at the door to ask after the charge, and Dodie MacPhail nods to him.';

describe('away somewhere within a place', () => {
  it('holds against acting later in the chapter', () => {
    expect(found(`${TOLD}\n\n${HERE}`)).toEqual([
      'chapter_01.md:5 Mr. Gillies acts here, but chapter_01.md:3 has them away (Glasgow), and nothing between brings them back',
    ]);
  });

  it('holds only in its chapter', () => {
    expect(found(TOLD, HERE)).toEqual([]);
  });

  it('is no absence when the place is a street or a room of the scene', () => {
    expect(found(`Mr. Gillies is in the office at the back.\n\n${HERE}`)).toEqual([]);
  });
});
