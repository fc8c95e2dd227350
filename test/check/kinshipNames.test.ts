import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Mum", "Dad", "Gran": a person the narrator calls by what they are, whom no
 * bible (or none at all) names. A pronoun after them may be theirs, so it is
 * not handed back to the last character named before.
 */

const story = (scene: string) =>
  checkAttributes(
    manuscriptOf({
      'chapter_01.md':
        '# One\n\nAunt Jo met me off the bus. I had only ever known her with short grey hair, cropped close, and she had not changed.\n',
      'chapter_02.md': `# Two\n\n${scene}\n`,
    }),
    ENGLISH,
  ).findings.map((f) => f.message);

describe('a parent called by what they are', () => {
  it('takes the pronoun after them from the aunt named before', () => {
    expect(
      story(
        'Aunt Jo came as far as the door and went to sit in the bar. Mum was at a table by the window. She was fifty that spring, and her hair was still red.',
      ),
    ).toEqual([]);
    expect(
      story(
        'Aunt Jo walked me up the hill. Gran opened the door before we knocked. Her hair was red, and she had put on lipstick.',
      ),
    ).toEqual([]);
  });

  it('takes it from the aunt when someone with a title and a name the cast does not know came in', () => {
    expect(
      story(
        'Aunt Jo went down to the bar. Afterwards DS Crane came up the stair, past the crane on the quay. She was out of breath, and her hair was red.',
      ),
    ).toEqual([]);
  });

  it('leaves it with the aunt when no one else came', () => {
    expect(
      story(
        'Aunt Jo came as far as the door and then sat by the window. She was fifty that spring, and her hair was still red.',
      ),
    ).toEqual([expect.stringContaining('Aunt Jo\'s hair is "still red" here')]);
  });
});
