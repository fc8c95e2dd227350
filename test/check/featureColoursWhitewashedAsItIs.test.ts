import { describe, expect, it } from 'vitest';
import { featureColours } from '../../src/check/checks/colours.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Whitewashed" tells a change only when it is done ("had the wall whitewashed", "whitewashed the shutters"); "a
 * room at the top, whitewashed" or "the whitewashed house" is how a thing is, and excuses no other colour of the
 * shutters told later. Texts written for these tests.
 */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const found = (...chapters: string[]) =>
  featureColours(book(...chapters), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const LODGING =
  'My landlady lived in a narrow house with a green door and a room at the top for me, whitewashed, with a bed and a chair.';
const SHUTTERS = [
  'The Pellas house stood at the top of the lane, a square house with blue shutters.',
  'From the quay I could see the blue shutters of the house.',
];
const ODD = 'From my window I could see the lane, and the green shutters at the top of it.';

describe('whitewashed as a thing is', () => {
  it('excuses no odd colour of the shutters when a room is whitewashed beside a green door', () => {
    expect(found(LODGING, ...SHUTTERS, ODD)).toEqual([
      'chapter_04.md:3 the green shutters here; chapter_03.md:3 and 1 more tell the blue shutters',
    ]);
  });

  it('excuses none after "the whitewashed house" either', () => {
    expect(found(...SHUTTERS, 'Mara walked past the whitewashed house with its green gate.', ODD)).toEqual([
      'chapter_04.md:3 the green shutters here; chapter_02.md:3 and 1 more tell the blue shutters',
    ]);
  });

  it('is a change when the shutters are whitewashed or had whitewashed', () => {
    expect(found(...SHUTTERS, 'In the spring Mara whitewashed the shutters and then painted them green.', ODD)).toEqual(
      [],
    );
    expect(found(...SHUTTERS, 'In the spring the shutters were whitewashed, and green after.', ODD)).toEqual([]);
  });
});
