import { describe, expect, it } from 'vitest';
import { ageIn, parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A cast list's terse lines give an age as a clause of its own between others ("Boatman; 61; white beard", "Keeper's
 * widow. 44. Green eyes"): the number alone is the age, as a number alone on its line is. A number inside a clause
 * (a count, a room, a chapter) is none. Texts written for these tests.
 */

describe('an age standing as a clause of its own', () => {
  it('reads the number between semicolons or stops, or alone, as the age', () => {
    expect(ageIn('Boatman; 61; white beard; pipe.', ENGLISH)).toBe(61);
    expect(ageIn('Keeper’s widow. 44. Green eyes.', ENGLISH)).toBe(44);
    expect(ageIn('44.', ENGLISH)).toBe(44);
    expect(ageIn('52; the harbour master', ENGLISH)).toBe(52);
  });

  it('reads no age from a number inside a clause', () => {
    expect(ageIn('Sold 120 lambs; kept the ewes.', ENGLISH)).toBeUndefined();
    expect(ageIn('Lives in room 12; upstairs.', ENGLISH)).toBeUndefined();
    expect(ageIn('Shore 162 on the Monday.', ENGLISH)).toBeUndefined();
    expect(ageIn('3. The Loft', ENGLISH)).toBeUndefined();
  });

  it('gives an entry its age from such a line', () => {
    const bible = parseBible('## Characters\n\n### Joao Pires\n\n- Boatman; 61; white beard.\n', ENGLISH);
    expect(bible.characters[0]?.fields.age?.value).toBe('61');
  });
});
