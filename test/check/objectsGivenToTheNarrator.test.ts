import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A thing a character hands to the narrator ("into my hand", "in front of me", "took it to me") is given away: "my"
 * and "me" beside another's giving are the narrator's, not the giver's. Texts written for these tests
 * (src/check/checks/objects.ts, givenAway).
 */

const findings = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

const HAD = 'Tom Ilsley came to the door. Tom Ilsley had the compass.';
const GAVE =
  'chapter_02.md:3 Tom Ilsley has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back';

describe('a thing handed to the narrator', () => {
  for (const giving of [
    'Tom Ilsley pressed the compass into my hand.',
    'Tom Ilsley put the compass down in front of me.',
    'Tom Ilsley took the compass to me.',
  ])
    it(`is given away, and the giver who has it again is reported: "${giving}"`, () => {
      expect(findings(`${HAD} ${giving}`, 'Tom Ilsley opened the compass.')).toEqual([GAVE]);
    });

  it("put in one's own pocket is kept", () => {
    expect(findings(`${HAD} Tom Ilsley put the compass in his pocket.`, 'Tom Ilsley opened the compass.')).toEqual([]);
  });
});
