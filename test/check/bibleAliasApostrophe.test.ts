import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible's other names keep an apostrophe inside a word ("the Guv'nor", "O'Brien"), as the text writes them; quotes
 * around a name go. Written for these tests.
 */

describe("a bible's other names", () => {
  it('keep an apostrophe inside a word and lose the quotes around one', () => {
    const bible = parseBible(
      "# Bible\n\n## Characters\n\n### Henry Cobham\n- Also known as: the Guv'nor, 'Hal', Mr O'Brien\n- Age: 58\n",
      ENGLISH,
    );
    expect(bible.characters[0]?.names).toEqual(expect.arrayContaining(["the Guv'nor", 'Hal', "Mr O'Brien"]));
  });
});
