import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Hair: brown; dyes it black in the last chapter": "the last chapter" names no chapter by its number, so the dye is
 * no change at a chapter; the new colour is no slip anywhere, nor the old one, and any other colour is.
 */
const BIBLE = '# Characters\n\n## Nora Lacey\n- Hair: brown; dyes it black in the last chapter\n';

describe('a change in the last chapter', () => {
  it('records no change at a chapter, and both colours as the hair’s', () => {
    const bible = parseBible(BIBLE, ENGLISH);
    expect(bible.changes).toEqual([]);
    expect(bible.characters[0]?.fields.hair).toEqual({ value: 'brown, black', line: 4 });
  });

  it('lets the new colour stand in an early chapter, and holds another colour to the bible', () => {
    const text = chaptersOf('Nora Lacey shook out her black hair.', 'Nora Lacey shook out her red hair.');
    expect(checkAttributes(manuscriptOf(text, BIBLE), ENGLISH).findings).toEqual([
      expect.objectContaining({
        file: 'chapter_02.md',
        line: 3,
        message: expect.stringContaining('Nora Lacey\'s hair is "red" here; bible: brown, black (bible.md:4)'),
        against: expect.objectContaining({ file: 'bible.md', line: 4 }),
      }),
    ]);
  });
});
