import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing lost in the text, then taken: from a person, who must have found it, it is found; from a shelf or a
 * drawer, it is used with nothing between that finds it. Texts written for these tests
 * (src/check/checks/objects.ts, givenAway).
 */

const findings = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.against?.file}:${f.against?.line} ${f.message}`,
  );

const LOSS = 'Tom Ilsley leaned over the rail. A wave caught the boat and the compass went over the side.';

describe('a lost thing taken later', () => {
  it('is found when taken from a person, and its use after is no finding', () => {
    expect(
      findings(
        LOSS,
        'Ada Price came in. Ada Price sat down. Tom Ilsley took the compass from Ada Price. Tom Ilsley opened the compass.',
      ),
    ).toEqual([]);
  });

  it('is used with nothing between that finds it when taken from the drawer', () => {
    expect(
      findings(LOSS, 'Ada Price came in. Ada Price sat down. Tom Ilsley took the compass from the drawer.'),
    ).toEqual([
      'chapter_02.md:3 chapter_01.md:3 Tom Ilsley has the compass here, but it was lost at chapter_01.md:3, and nothing between finds it',
    ]);
  });
});
