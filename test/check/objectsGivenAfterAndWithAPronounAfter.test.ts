import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Hope Marsh went to the mantel and gave it to Kit Bell, and he laughed": the giver after "and" is the subject
 * before it, not a pronoun further on in the sentence; after "and then—" too. Written for these tests.
 */

// Hope, Kit and Nell are named and acting, so the text tells who "she" and "he" are.
const PEOPLE = 'Hope Marsh came in. She laughed. Kit Bell ran up. He laughed. Nell Alder sat. She sighed.';

describe('a giving after "and"', () => {
  it('is the giving of the subject before "and", whatever pronoun follows', () => {
    const first = [
      PEOPLE,
      'Hope Marsh took the knife from the drawer.',
      'Hope Marsh went to the mantel and gave it to Kit Bell, and he laughed.',
    ].join('\n\n');
    const m = manuscriptOf({
      'chapter_01.md': `# 1\n\n${first}\n`,
      'chapter_02.md': '# 2\n\nHope Marsh cut the twine using the knife.\n',
    });
    expect(
      checkObjects(m, ENGLISH).findings.map((f) => `${f.file}:${f.line} against ${f.against?.file}:${f.against?.line}`),
    ).toEqual(['chapter_02.md:3 against chapter_01.md:7']);
  });

  it('is the giving of the subject before "and then" and a dash', () => {
    const first = [
      PEOPLE,
      'Hope Marsh took the knife from the drawer.',
      'Hope Marsh stood a long while at the mantel, and then—gave it to Kit Bell.',
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
