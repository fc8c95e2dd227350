import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A change an outline's item tells ("2.1 Mags dyes Ishbel's hair red"): the change of the person named by the
 * given name alone ("Ishbel" for Ishbel Rae, a name no bracket or nickname gave her), in the item's chapter.
 */

describe('a change in an outline’s item', () => {
  it('is the change of the person whose given name it uses, in the item’s chapter', () => {
    const bible = parseBible(
      'The Ferry: an outline\n\n1. The Croft (Tuesday 3 March)\n   1.1 The narrator is Ishbel Rae. She has brown hair.\n\n' +
        "2. The Dance (Friday 6 March)\n   2.1 Mags dyes Ishbel's hair red for the dance.\n",
      ENGLISH,
    );
    expect(bible.changes).toEqual([{ character: 'Ishbel Rae', field: 'hair', value: 'red', chapter: 2, line: 7 }]);
    expect(bible.characters.map((c) => [c.name, c.fields.hair])).toEqual([['Ishbel Rae', { value: 'brown', line: 4 }]]);
  });
});
