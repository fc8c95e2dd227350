import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A YAML bible's timeline: once, whether the file holds only a timeline or people and objects beside it. */

const timeline = (written: string) => parseBible(written, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.text]);

describe('a YAML bible’s timeline', () => {
  it('lists each event of a file holding only a timeline once', () => {
    expect(timeline('timeline:\n  - Mara is born (ch 1)\n  - Mara leaves (ch 3)\n')).toEqual([
      [1, 2, 'Mara is born (ch 1)'],
      [3, 3, 'Mara leaves (ch 3)'],
    ]);
  });

  it('is kept beside one person and one object', () => {
    const written =
      'characters:\n  - name: Mara Voss\n    eyes: grey\nobjects:\n  - name: the key\n    holder: Mara\ntimeline:\n  1990-03-06: Mara is born (ch 1)\n';
    expect(timeline(written)).toEqual([[1, 8, '6 March 1990: Mara is born (ch 1)']]);
    expect(parseBible(written, ENGLISH).characters.map((c) => c.name)).toEqual(['Mara Voss']);
  });
});
