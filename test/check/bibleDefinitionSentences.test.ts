import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A wiki's definition list of people, each definition a run of sentences ("Keeper. Eyes grey. Hair black."): the
 * sentences that say a look, an age or a fate are read as that field, at the definition's line; any other sentence
 * with a colon in it ("Has one fear: the lamp going out.") is prose about the person, not a label
 * (src/check/bibleRecords.ts, recordBody).
 */

const PEOPLE = `# The Lamp (wiki)

## People

Mara Voss
: Keeper. Eyes grey. Hair black, cut short. Age about forty. Fate: drowns in chapter 2.

Tomas Reyes
: Relief man, of the quay by the mill. Eyes brown. Has one fear: the lamp going out.
`;

describe('the sentences of a definition in a wiki’s list of people', () => {
  it('reads the eyes, hair, age and fate each sentence says, at the definition’s line', () => {
    const mara = parseBible(PEOPLE, ENGLISH).characters.find((c) => c.name === 'Mara Voss');
    expect(mara?.fields).toEqual({
      eyes: { value: 'grey', line: 6 },
      hair: { value: 'black, cut short', line: 6 },
      age: { value: 'about forty', line: 6 },
      role: { value: 'keeper', line: 6 },
    });
    expect(mara?.diesIn).toEqual({ value: 2, line: 6 });
  });

  it('keeps a sentence with a colon that is no look, age or fate as prose: it gives the person no object', () => {
    const bible = parseBible(PEOPLE, ENGLISH);
    expect(bible.characters.find((c) => c.name === 'Tomas Reyes')?.fields.eyes).toEqual({ value: 'brown', line: 9 });
    expect(bible.objects).toEqual([]);
  });
});
