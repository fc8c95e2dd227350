import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A book of statements, each chapter a witness who gives their own name: the chapters stand in the order the
 * statements were taken, not in the order of the days they tell, so the dead acting in another witness's account
 * (of the night before the death) is no slip of the death one witness told (src/check/checks/dead.ts; narrators.ts,
 * severalTellers). In a book told by one "I", the dead acting in a later chapter still is. Written for these tests.
 */

const death =
  'My name is Agnes Pellow. I sat with Walter Gurney through the Sunday. Walter Gurney died on the Monday morning, before it was light, and I closed his eyes.';
const night = (opening: string) =>
  `${opening} On the night of the storm Walter Gurney came down the steps with his lamp, and I held the door for him. Agnes Pellow was at the inn.`;
const more = 'I went home after. Agnes Pellow and Walter Gurney were friends, and I knew them both.';

describe('the dead acting in another witness’s statement', () => {
  it('is no slip in a book of statements', () => {
    const found = checkDead(manuscriptOf(chaptersOf(death, night('I am Tobias Crane, ferryman.'), more)), ENGLISH);
    expect(found.findings).toEqual([]);
  });

  it('is still a slip in a book told by one "I"', () => {
    const found = checkDead(manuscriptOf(chaptersOf(death, night('I went down to the quay.'), more)), ENGLISH);
    expect(found.findings.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});
