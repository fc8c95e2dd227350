import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A speaker with no name ('"…," said the engineer.') is who the next paragraph's opening "He" may mean: the man named
 * before him is not given that paragraph's age. The twenty-fifth blind set's engineer, 34, made the deckhand 34.
 */

const BIBLE = '## Characters\n\n### Dirk Schouten\n- Age: 21\n';
const ages = (between: string) =>
  checkAttributes(
    manuscriptOf(
      {
        'chapter_01.md': [
          '# One',
          'Dirk Schouten offered to take the case and went red to the roots of his hair.',
          between,
          'He was thirty-four, we learned later. He was tall and fair.',
        ].join('\n\n'),
      },
      BIBLE,
    ),
    ENGLISH,
  ).findings.map((f) => `${f.line} ${f.message}`);

describe('a pronoun after a speaker with no name', () => {
  it('is no one’s: "said the engineer." and "The old man said," come between', () => {
    expect(ages('"It is not that I do not trust you," said the engineer. "I do not trust myself."')).toEqual([]);
    expect(ages('The old man said, "Leave it on the quay."')).toEqual([]);
  });

  it('is still the man named before when no unnamed person spoke: reported speech, a tag after a thing', () => {
    const held = ["7 Dirk Schouten's age is 34 here; bible: 21 (bible.md:4)"];
    expect(ages('Klaas said the road was shut.')).toEqual(held);
    expect(ages('He knocked out his pipe against the brazier and said, "Go on."')).toEqual(held);
    // A name after the unnamed speaker is the one the next "He" may mean again.
    expect(ages('"Go on," said the engineer. Dirk Schouten nodded and went on.')).toEqual(held);
  });
});
