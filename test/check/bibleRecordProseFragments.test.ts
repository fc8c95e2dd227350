import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A record's terse prose ("Keeper, grey eyes, St.Voss Farm."): a fragment that shares a word with the person's
 * name is another name of theirs only when it is a person's name, and a farm typed with no space after "St." is
 * still a place (src/check/bibleRecords.ts, recordLines). Written for these tests.
 */

const mara = (bible: string) => parseBible(bible, ENGLISH).characters.find((c) => c.name === 'Mara Voss');

describe('a fragment of terse prose that names a place', () => {
  it('is no name of the person’s, even with no space after "St."', () => {
    const bible = '## Mara Voss\nAge: 34\nKeeper, grey eyes, St.Voss Farm.\n';
    expect(mara(bible)?.names).toEqual(['Mara Voss', 'Mara', 'Voss']);
    expect(mara(bible)?.fields).toEqual({
      age: { value: '34', line: 2 },
      role: { value: 'keeper', line: 3 },
      eyes: { value: 'grey', line: 3 },
    });
  });

  it('is a name of theirs when it is a person’s ("Mara V.")', () => {
    expect(mara('## Mara Voss\nAge: 34\nKeeper, grey eyes, Mara V.\n')?.names).toEqual([
      'Mara Voss',
      'Mara',
      'Voss',
      'Mara V',
    ]);
  });
});
