import { describe, expect, it } from 'vitest';
import { featureColours } from '../../src/check/checks/colours.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A repainting told as a habit ("painted the shutters every second spring") or a need ("the shutters want painting")
 * changes no colour, so it excuses no odd one told later; a feature brought on at the end of a list ("…, and green
 * shutters") is told in its colour as one brought on with "with". Texts written for these tests.
 */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const found = (...chapters: string[]) =>
  featureColours(book(...chapters), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const FIRST =
  'The mill house is plain: two rooms below, two above, a bell by the door, and green shutters. Her uncle painted the shutters every second spring.';
const ODD = 'Across the yard the mill house stood with its blue shutters closed.';
const LAST = 'The sun came over the green shutters.';

describe('a repainting of habit or of need', () => {
  it('excuses no odd colour between two tellings of the kept one', () => {
    expect(found(FIRST, ODD, LAST)).toEqual([
      'chapter_02.md:3 the blue shutters here; chapter_01.md:3 and 1 more tell the green shutters',
    ]);
    expect(found(FIRST, ODD, `The shutters want painting. ${LAST}`)).toHaveLength(1);
  });

  it('still excuses it when the painting is done once, or into the new colour', () => {
    const done = 'The mill house is plain, with a bell by the door and green shutters. Her uncle painted the shutters.';
    expect(found(done, ODD, LAST)).toEqual([]);
    expect(found(FIRST, 'In March he painted the shutters blue.', ODD, LAST)).toEqual([]);
  });
});
