import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

// "Dr Ransome died in the night." then "Doctor Ransome walked into the kitchen": one man, his title written short and
// long, in a text with no bible as in one with.
describe('a title written short and long in the text alone', () => {
  it('is one person, so the dead one acting is seen', () => {
    const found = checkDead(
      manuscriptOf(
        chaptersOf(
          'Dr Ransome came up the stairs. Dr Ransome sat by the fire. Dr Ransome died in the night.',
          'Doctor Ransome walked into the kitchen and put the kettle on.',
        ),
      ),
      ENGLISH,
    ).findings;
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});
