import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** The words of an entry's name that are names of their own: those that open on a capital, not a quoted word. */
describe('the words of a listed name', () => {
  it('takes the capitalised words as names they go by, and no word in single quotes, quotes and all', () => {
    const bible = parseBible("# Characters\n\n- Tom 'Ace' Bell: the pilot\n", ENGLISH);
    const tom = bible.characters[0];
    expect(tom?.names).toEqual(expect.arrayContaining(['Tom', 'Bell']));
    expect(tom?.names).not.toContain("'Ace'");
    expect(tom?.fields.role).toEqual({ value: 'pilot', line: 3 });
  });
});
