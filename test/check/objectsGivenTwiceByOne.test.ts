import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * One who gave a thing away twice, and then uses it after a third person gave it on: the finding stands against
 * their later giving, the one that last parted them from it. Written for these tests.
 */

// Hope, Kit and Nell are named and acting, so the text tells who "she" and "he" are.
const PEOPLE = 'Hope Marsh came in. She laughed. Kit Bell ran up. He laughed. Nell Alder sat. She sighed.';

describe('a thing given away twice by one, then given on by another', () => {
  it('is held against the later of the two givings', () => {
    const first = [
      PEOPLE,
      'Hope Marsh gave the knife to Kit Bell.',
      'Hope Marsh held the knife out to Nell Alder.',
      'Nell Alder cut the string using the knife.',
      'Nell Alder held the knife out to Kit Bell.',
      'Kit Bell cut the rope using the knife.',
    ].join('\n\n');
    const m = manuscriptOf({
      'chapter_01.md': `# 1\n\n${first}\n`,
      'chapter_02.md': '# 2\n\nHope Marsh cut the twine using the knife.\n',
    });
    expect(
      checkObjects(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} against ${f.against?.file}:${f.against?.line}`),
    ).toEqual(['chapter_02.md:3 against chapter_01.md:7']);
  });
});
