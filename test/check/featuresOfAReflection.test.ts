import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { reflectionIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Edda looked in the mirror. A stranger looked back: a pale girl with wide green eyes and cropped red hair": the one
 * seen in the glass is the one who looked, so the eyes are hers, and so is the length of the hair (its colour is
 * left alone, as for any fragment after a look at oneself).
 */

const mirror =
  'Edda Brun came up from the cellar with the scissors still in her hand. Edda Brun looked in the mirror by the door. A stranger looked back: a pale girl with wide green eyes and cropped red hair that stood up at the back, and a long neck.';

describe('the one seen in a glass', () => {
  it('reads the eyes’ colours and the hair’s length after the colon', () => {
    expect(
      reflectionIn('A stranger looked back: a pale girl with wide green eyes and cropped red hair.', ENGLISH),
    ).toEqual([
      { field: 'eyes', value: 'green', said: 'wide green' },
      { field: 'hair', value: '', said: 'cropped red', length: 'short' },
    ]);
    expect(reflectionIn('A stranger looked back at the door, with green eyes.', ENGLISH)).toEqual([]);
  });

  it('gives them to the one who looked in the glass', () => {
    expect(attributesOf(mirror)).toContain('Edda Brun eyes green');
  });

  it('so long hair a chapter later, with nothing grown back between, is a slip, and short hair is none', () => {
    const later = (hair: string) =>
      checkAttributes(
        manuscriptOf(chaptersOf(mirror, `Edda Brun lay ill in the high bed with ${hair} on the pillow.`)),
        ENGLISH,
      ).findings.map((f) => `${f.file}:${f.line} ${f.category}`);
    expect(later('her long hair in a plait')).toEqual(['chapter_02.md:3 attribute']);
    expect(later('her short hair stuck to her forehead')).toEqual([]);
  });
});
