import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A paragraph told wholly in the past perfect ("She had been eleven on the day. It had been a Thursday…") is the
 * time before the story's, as a marked memory is: a child's age in it ("Frankie, who was two") is no slip against
 * his age now. One sentence of the simple past among them makes it the story's own again (src/check/text.ts).
 */

const NOW = 'Frankie Keough was nine that winter. He ran down to the wharf every morning. He waved at the boats.';
const ages = (paragraph: string) =>
  checkAttributes(manuscriptOf(chaptersOf(NOW, `${paragraph}\n\nTheresa walked home. She lit the stove.`)), ENGLISH)
    .findings.filter((f) => f.message.includes('age'))
    .map((f) => `${f.file}:${f.line}`);

describe('a paragraph in the past perfect throughout', () => {
  it('is memory: an age told in it is of then', () => {
    expect(
      ages(
        'She had been eleven on the day. It had been a Thursday, and she had been in school. Frankie, who was two, had been under the table with the cat.',
      ),
    ).toEqual([]);
  });

  it('is the story again with a sentence of the simple past in it', () => {
    expect(
      ages(
        'She had been eleven on the day. It had been a Thursday, and she had been in school. Frankie, who was two, sat under the table with the cat.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });
});
