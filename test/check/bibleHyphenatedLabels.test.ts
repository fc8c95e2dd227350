import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A label whose words are joined by a hyphen ("Eye-colour", "Hair-colour") means what it means with a space
 * between them (src/check/bibleRecords.ts, labelField).
 */

describe('labels with a hyphen between their words', () => {
  it('reads "Eye-colour" as the eyes and "Hair-colour" as the hair', () => {
    const bible = ['# Lamp bible', '', '**Mara Voss**', '**Eye-colour:** grey', '**Hair-colour:** black', ''].join(
      '\n',
    );
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.fields])).toEqual([
      ['Mara Voss', { eyes: { value: 'grey', line: 4 }, hair: { value: 'black', line: 5 } }],
    ]);
  });
});
