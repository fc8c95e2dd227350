import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

// "with grey hair, thin , wet , long": a comma typed with a space before it was one of the three words read after the
// hair, so "long" fell out of them and long hair after a cut was not seen.
describe('the words after hair, with commas spaced on both sides', () => {
  it.each(['thin , wet , long', 'thin, wet, long'])('still tell its length: "%s"', (words) => {
    const found = checkAttributes(
      manuscriptOf(
        chaptersOf('Piet Haas sat down. He cut his hair short.', `Piet Haas came in, with grey hair, ${words}.`),
      ),
      ENGLISH,
    ).findings;
    expect(found.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_02.md:3']);
  });
});
