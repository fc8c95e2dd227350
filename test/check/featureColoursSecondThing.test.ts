import { describe, expect, it } from 'vitest';
import { featureColours } from '../../src/check/checks/colours.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A feature the book gives two things of (the workshop's blue door, "a green door onto the street" of the flat), the
 * second colour told once more as known ("the green door") in a paragraph about the first thing: that telling is the
 * first thing in the wrong colour. In a paragraph about the second thing, or one that names nothing of the first's,
 * it is the second thing. Texts written for these tests.
 */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));

const WORKSHOP = [
  'The workshop of Bruno Salvi stood at the end of the lane, with a blue door wide enough for a cart.',
  'On Monday Bruno shut the blue door and put the bar across it.',
  'When Bruno came through the blue door at nine, Lidia did not stop carving.',
];
const FLAT =
  'The flat is in Via Roma, above the bakery of Pucci. It has a green door onto the street, with a brass knocker.';

describe('a second thing of the kind, told in its colour', () => {
  it('is the first thing in the wrong colour where its paragraph is about the first', () => {
    const found = featureColours(
      book(...WORKSHOP, FLAT, 'On the Monday Bruno had the crate taken out through the green door on a lorry.'),
      ENGLISH,
    );
    expect(found.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([
      'chapter_05.md:3 the green door here; chapter_03.md:3 and 2 more tell the blue door',
    ]);
  });

  it('is so after a letter in italics whose own sentences tell a whitewashing, but not of the door', () => {
    const letter = '*Sunday. I sit at the back, away from the door. The chapel is plain and whitewashed.*';
    const found = featureColours(
      book(...WORKSHOP, `${FLAT}\n\n${letter}`, 'On the Monday Bruno had the crate taken out through the green door.'),
      ENGLISH,
    );
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_05.md:3']);
  });

  it('is the second thing where its paragraph names what its introduction does, or nothing of the first’s', () => {
    const back = 'On the Monday Bruno came home to Via Roma and knocked at the green door.';
    expect(featureColours(book(...WORKSHOP, FLAT, back), ENGLISH)).toEqual([]);
    const neither = 'On the Monday someone knocked at the green door.';
    expect(featureColours(book(...WORKSHOP, FLAT, neither), ENGLISH)).toEqual([]);
  });

  it('holds nothing when the first colour is told only twice', () => {
    expect(
      featureColours(
        book(...WORKSHOP.slice(0, 2), FLAT, 'On the Monday Bruno had the crate taken out through the green door.'),
        ENGLISH,
      ),
    ).toEqual([]);
  });
});
