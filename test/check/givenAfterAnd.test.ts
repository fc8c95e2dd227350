import { describe, expect, it } from 'vitest';
import { checkObjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Hope went to the mantel and gave Kit the knife": the giver of a verb after "and" is the subject of the clause
 * before it (Hope), never the one given to after the verb (Kit). Then Hope using the knife is a slip, and Kit using
 * it is no finding. Written for these tests.
 */

const PEOPLE = 'Hope Marsh came in. She laughed. Kit Bell ran up. He laughed. Nell Alder sat. She sighed.';
const two = (first: string, second: string) =>
  manuscriptOf({ 'chapter_01.md': `# 1\n\n${PEOPLE}\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` });

describe('a thing given in a clause after "and"', () => {
  it('takes the giver from before "and": her using it later is reported, the one given it is quiet', () => {
    for (const giving of [
      'Hope Marsh went to the mantel and gave Kit Bell the knife.',
      'Hope Marsh went to the mantel and then gave Kit the knife.',
    ]) {
      const found = checkObjects(two(giving, 'Hope Marsh cut the twine using the knife.'), ENGLISH).findings;
      expect(
        found.map((f) => `${f.file}:${f.line} ${f.message}`),
        giving,
      ).toEqual([
        'chapter_02.md:3 Hope Marsh has the knife here, but gave it away at chapter_01.md:5, and nothing between gives it back',
      ]);
      expect(checkObjects(two(giving, 'Kit Bell cut the twine using the knife.'), ENGLISH).findings, giving).toEqual(
        [],
      );
    }
  });
});
