import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * '"You are older than you sound," said Ada.' then '… he said, "Sixty-one. It is not old."': a bare number said as a
 * sentence of its own and called old or young is the speaker's age; the speaker is the one a pronoun tag right
 * before the speech means, the one man the scene has named.
 */

const opening =
  'Ada Lind lay on the terrace in the sun. Anton Weiss lay beside her behind the glass, with his newspaper over his face.\n\n"You are older than you sound," said Ada.';
const answer = (n: string) =>
  `He laughed, and coughed for a while. Then he said, "${n}. It is not old. In Graz it is nothing at all." Ada did not answer.`;

describe('an age said bare in speech and called old', () => {
  it('is the speaker’s, by the pronoun tag right before the speech', () => {
    expect(attributesOf(`${opening}\n\n${answer('Sixty-one')}`)).toContain('Anton Weiss age 61');
  });

  it('is held against the age the narration gave', () => {
    const findings = (n: string) =>
      checkAttributes(
        manuscriptOf(
          chaptersOf(
            'Anton Weiss, sixty-one years old, came up in May.',
            `${opening}

${answer(n)}`,
          ),
        ),
        ENGLISH,
      ).findings.map((f) => `${f.file}:${f.line} ${f.category}`);
    expect(findings('Fifty-four')).toEqual(['chapter_02.md:7 attribute']);
    expect(findings('Sixty-one')).toEqual([]);
  });

  it('is no age when the number is not called old or young; another man named before the tag says it', () => {
    expect(
      attributesOf(`${opening}\n\n${answer('Sixty-one').replace('It is not old', 'It is the hour')}`),
    ).not.toContain('Anton Weiss age 61');
    const another = `${opening}\n\nKarl Roth came in with the post. He laughed, and then he said, "Sixty-one. It is not old."`;
    expect(attributesOf(another).filter((a) => a.includes(' age '))).toEqual(['Karl Roth age 61']);
  });
});
