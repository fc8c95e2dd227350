import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bullet that opens on a dash or a colon ("- — Tom Lee, her brother") under a list of entries: a line of the
 * entry above, never an entry of its own named "— Tom Lee". Written for these tests.
 */

describe('a bullet opening on a dash or a colon', () => {
  it('names no one by the mark it opens on, and leaves the entry above as it is', () => {
    for (const line of ['- — Tom Lee, her brother', '- : Tom Lee']) {
      const bible = parseBible(`## Characters\n\n- Ann Lee — the keeper\n${line}\n`, ENGLISH);
      const names = bible.characters.map((c) => c.name);
      expect(names[0]).toBe('Ann Lee');
      // Whatever the line gives, no one's name opens on the mark the bullet opened on.
      expect(names.filter((n) => !/^\p{L}/u.test(n))).toEqual([]);
      expect(bible.characters[0]?.fields.role).toEqual({ value: 'keeper', line: 3 });
    }
  });
});
