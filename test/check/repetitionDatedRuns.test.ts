import { describe, expect, it } from 'vitest';
import { checkRepetition } from '../../src/check/checks/repetition.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A run said again that holds a whole date keeps a fact of the story straight, as a name is kept; one of a passage's
 * length (sixteen words or more) is a careless copy all the same. Written for these tests.
 */

const repeats = (run: string) =>
  checkRepetition(
    manuscriptOf({
      'chapter_01.md': `# One\n\nAt dawn ${run} all morning.\n`,
      'chapter_02.md': `# Two\n\nThe storm passed.\n\nAt noon ${run} again.\n`,
      'chapter_03.md': '# Three\n\nThe ferry left at noon.\n',
    }),
    ENGLISH,
  ).findings.map((f) => f.message);

describe('a run with a whole date in it, said again', () => {
  it('is no repetition when shorter than a passage', () => {
    expect(repeats('on the day the hotel opened, the twelfth of September 1904')).toEqual([]);
  });

  it('is a repetition from a passage’s length on', () => {
    const sixteen = 'on the day the hotel opened its doors, the twelfth of September 1904, the band played';
    expect(sixteen.split(' ')).toHaveLength(16);
    expect(repeats(sixteen)).toEqual([expect.stringMatching(/^16 words repeated from chapter_01\.md:3: /)]);
  });
});
