import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast line's age in a decade's word ("RUTH ABERNATHY, twenties: …"): the twenties are an age as the forties are
 * (src/check/bibleFormats.ts, castAge). Text written for this test.
 */

describe('a cast line opening on "twenties"', () => {
  it('gives the age 20s', () => {
    const bible = parseBible(
      '# Notes\n\nRUTH ABERNATHY, twenties: the widow who keeps the post office. Grey eyes.\n\nTOM HALE, 40s: the ferryman.\n',
      ENGLISH,
    );
    expect(bible.characters.map((c) => [c.name, c.fields.age?.value, c.fields.age?.line])).toEqual([
      ['Ruth Abernathy', '20s', 3],
      ['Tom Hale', '40s', 5],
    ]);
  });
});
