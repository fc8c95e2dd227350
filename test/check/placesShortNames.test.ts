import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A place of two letters ("Oz", "Ur") is a place like any other. Written for these tests. */

const places = (bible: string, text: string) =>
  checkPlaces(manuscriptOf({ 'chapter_01.md': `# One\n\n${text}\n` }, bible), ENGLISH).findings.map(
    (f) => `${f.line} ${f.message}`,
  );

describe('a place with a short name', () => {
  it('is held to the same scene when every place the bible names is short', () => {
    expect(
      places(
        '## Places\n### Oz\n- a city\n### Ur\n- a city\n',
        'Mara Voss was in Oz at dawn, and the rain fell. Mara Voss was in Ur at noon, buying bread.',
      ),
    ).toEqual(['3 Mara Voss is in Ur here but in Oz at chapter_01.md:3 of the same scene, with no journey between']);
  });

  it('holds no paragraph of memory to the scene', () => {
    expect(
      places(
        '## Places\n### Oz\n- a city\n### Ur\n- a city\n',
        'Mara Voss was in Oz at dawn, and the rain fell.\n\nMara Voss remembered the day. Mara Voss was in Ur at noon, buying bread.',
      ),
    ).toEqual([]);
  });
});
