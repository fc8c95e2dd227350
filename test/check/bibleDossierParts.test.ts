import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A dossier whose parts are titled by what they hold ("PART B:  PLACES", "C. SEQUENCE", "PART E. LOOSE ENDS"):
 * each such part opens that section of the bible; a part about people ("PART A. THE FAMILY", "II. SIMON ACHEBE")
 * or about anything else ("PART D. THE INQUEST") closes the section before it, and each numbered paragraph, wrapped
 * at the margin or not, is read as prose about whom it names. Written for these tests (src/check/bibleTyped.ts).
 */

const REPORT = `REPORT ON THE PERSONS OF THE GLASSHOUSE

PART A. THE FAMILY

1. Constance Mare is forty-one; her eyes are dark brown
and her hair is auburn.
2. Her brother, Felix Mare, is thirty-six and has grey eyes and fair hair.

II. SIMON ACHEBE

3. Dr. Simon Achebe, the family's physician, is fifty and grey-haired.

PART B:  PLACES

4. The Glasshouse: a Victorian range of three bays on the south lawn.

C. SEQUENCE

5. Chapter one, Saturday 3 June 1995; chapter two, Sunday 4 June 1995.

PART D. THE INQUEST

6. On Tuesday 6 June 1995, chapter three, the coroner sat at Truro.

PART E. LOOSE ENDS

7. Who wrote the letter to the coroner?
`;

describe('a dossier with parts titled by what they hold', () => {
  it('reads each numbered paragraph, a wrapped one whole, as prose about the person it names, at its line', () => {
    const people = parseBible(REPORT, ENGLISH).characters.map((c) => [
      c.name,
      c.line,
      c.fields.age?.value,
      c.fields.eyes?.value,
      c.fields.hair?.value,
    ]);
    expect(people).toEqual([
      ['Constance Mare', 5, '41', 'dark brown', 'auburn'],
      ['Felix Mare', 7, '36', 'grey', 'fair'],
      ['Simon Achebe', 11, '50', undefined, 'grey'],
    ]);
  });

  it('opens places, the timeline and threads at the parts so titled, and ends the timeline at the next part', () => {
    const bible = parseBible(REPORT, ENGLISH);
    expect([...bible.sections]).toEqual(['characters', 'places', 'timeline', 'threads']);
    expect(bible.timeline.map((t) => [t.chapter, t.line, t.text])).toEqual([
      [1, 19, 'chapter 1, Saturday 3 June 1995; chapter 2, Sunday 4 June 1995.'],
    ]);
  });
});
