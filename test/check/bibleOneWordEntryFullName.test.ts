import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * "- Walter: organist…" and elsewhere in the bible "since Walter Albright died": a one-word entry goes by the full
 * name the bible gives it, when it gives only one; a possessive or another entry's name after it is not a surname
 * (src/check/bible.ts, parseBible). Bibles written for these tests.
 */

const names = (bible: string) => parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.names]);

describe('a one-word entry’s full name from elsewhere in the bible', () => {
  it('goes by the full name the timeline gives it', () => {
    expect(
      names(
        '# Characters\n\n- Walter: organist at the chapel.\n- Rose: his sister.\n\n# Timeline\n\n- Chapter 3: since Walter Albright died, the organ is silent.\n',
      ),
    ).toEqual([
      ['Walter', ['Walter', 'Walter Albright']],
      ['Rose', ['Rose']],
    ]);
  });

  it('takes a surname ending in s', () => {
    expect(names('# Characters\n\n- Walter: organist at the chapel, Walter Jones to the village.\n')).toEqual([
      ['Walter', ['Walter', 'Walter Jones']],
    ]);
  });

  it('takes a surname with an apostrophe before an s inside it', () => {
    expect(names("# Characters\n\n- Walter: organist at the chapel, Walter D'souza to the village.\n")).toEqual([
      ['Walter', ['Walter', "Walter D'souza"]],
    ]);
  });

  it('does not take a possessive for a surname', () => {
    expect(
      names("# Characters\n\n- Walter: organist at the chapel; Walter Albright's hat hangs by the door.\n"),
    ).toEqual([['Walter', ['Walter']]]);
  });

  it('does not count another entry’s name after it as a second surname', () => {
    expect(
      names(
        '# Characters\n\n- Walter: organist at the chapel. Walter Albright plays; Walter Rose is a joke.\n- Rose: his sister.\n',
      ),
    ).toEqual([
      ['Walter', ['Walter', 'Walter Albright']],
      ['Rose', ['Rose']],
    ]);
  });

  it('gives no full name when the bible gives two', () => {
    expect(
      names('# Characters\n\n- Walter: organist at the chapel. Walter Albright plays; Walter Penrose sings.\n'),
    ).toEqual([['Walter', ['Walter']]]);
  });
});
