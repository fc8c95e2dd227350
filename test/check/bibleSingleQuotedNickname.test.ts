import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

// "- Tom ‘Ace’ Bell: the pilot": a nickname in single quotes between the names gave no one at all.
describe('a nickname in single quotes between a first name and a surname', () => {
  it('is a name the person goes by, as one in double quotes is', () => {
    const bible =
      "## Characters\n- Tom ‘Ace’ Bell: the pilot\n- Mara 'Mar' Voss: the keeper\n- Sean O’Brien: the cook\n";
    const people = parseBible(bible, ENGLISH).characters;
    expect(people.map((c) => c.name)).toEqual(['Tom Bell', 'Mara Voss', 'Sean O’Brien']);
    expect(people.map((c) => c.names[1])).toEqual(['Ace', 'Mar', 'Sean']);
  });
});
