import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bullet of a look the bible has no field for ("- Beard: white", "- Moustache: grey") under a person's heading was
 * read as a person of its own called "Beard", who took the fields after it.
 */

describe('a look with no field of its own', () => {
  for (const label of ['Beard', 'Moustache', 'Complexion', 'Face', 'Spectacles'])
    it(`stays in the entry it stands in: "- ${label}: …"`, () => {
      const bible = parseBible(
        `## Characters\n\n### Jelle Visser\n- Age: 71\n- ${label}: white, cut square\n- Eyes: pale grey\n`,
        ENGLISH,
      );
      expect(bible.characters.map((c) => c.name)).toEqual(['Jelle Visser']);
      expect(bible.characters[0]?.fields.eyes?.value).toBe('pale grey');
      // A beard's colour is no hair colour.
      expect(bible.characters[0]?.fields.hair).toBeUndefined();
    });
});
