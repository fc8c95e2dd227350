import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A cast page whose entries' paragraphs open on an age in brackets ("     (29) A painter."): the age, then the rest. */

const PAGE = `CAST OF CHARACTERS

MARA VOSS ........................ the keeper
     (34) Night orderly at the asylum.
     Grey eyes.
TOM REYES ........................ her brother
     (29) A painter.
JONAH PELL ....................... a boatman
     (19)
     Red hair.
`;

describe('a cast page’s paragraph opening on an age in brackets', () => {
  const who = (name: string) => parseBible(PAGE, ENGLISH).characters.find((c) => c.name === name);

  it('reads the words after the bracket as the rest of the line (a role)', () => {
    expect(who('Tom Reyes')?.fields).toMatchObject({ age: { value: '29' }, role: { value: 'painter', line: 7 } });
  });

  it('reads the age alone on its line, and the looks on the next at their own line', () => {
    expect(who('Jonah Pell')?.fields).toMatchObject({ age: { value: '19' }, hair: { value: 'Red', line: 10 } });
  });

  it('reads the looks typed straight after the bracket, with no space', () => {
    const page = PAGE.replace('(29) A painter.', '(29)Grey eyes.');
    expect(parseBible(page, ENGLISH).characters.find((c) => c.name === 'Tom Reyes')?.fields).toEqual({
      age: { value: '29', line: 6 },
      eyes: { value: 'Grey', line: 7 },
    });
  });
});
