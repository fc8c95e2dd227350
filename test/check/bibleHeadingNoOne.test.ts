import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A heading in a bible with no cast section is a person's record when what is under it says something of a person
 * (eyes, an age, a fate, other names); one over only a name ("*Name*: Kittiwake", a boat's) or only a role
 * ("*Role*: the smugglers’ ring", a society's) is no one's (src/check/bibleRecords.ts, isPersonBody).
 */

const names = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names]);

const MARA = '## Mara Voss\n*Eyes*: grey\n\n';

describe('a heading over a name or a role alone', () => {
  it('is no character when all it gives is a name: her boat', () => {
    expect(names(`${MARA}## Her Boat\n*Name*: Kittiwake\n`)).toEqual([['Mara Voss', ['Mara Voss', 'Mara', 'Voss']]]);
  });

  it('is no character when all it gives is a role: a society', () => {
    expect(names(`${MARA}## Black Lantern Society\n*Role*: the smugglers’ ring\n`)).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss']],
    ]);
  });
});
