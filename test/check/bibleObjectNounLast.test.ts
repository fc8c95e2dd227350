import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An object's noun, the word the text calls it by, is the last word of its name: "The silver pocket watch" is a
 * watch, "Tomas's brass fishing reel" a reel (src/check/bible.ts, storyObject).
 */

describe('an object of three words or more', () => {
  it('is called by its last word, with or without an owner before it', () => {
    const bible =
      "## Characters\n\n### Mara Voss\n- eyes: grey\n\n## Objects\n\n### The silver pocket watch\n- Mara keeps it in the lamp room.\n\n### Tomas's brass fishing reel\n- left on the quay.\n";
    const objects = parseBible(bible, ENGLISH).objects.map((o) => [o.name, o.noun, o.line]);
    expect(objects).toEqual([
      ['The silver pocket watch', 'watch', 8],
      ["Tomas's brass fishing reel", 'reel', 11],
    ]);
  });
});
