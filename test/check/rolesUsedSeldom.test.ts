import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A role the book names once beside a person ("said the harbourmaster, Tobias Crane") but uses only twice in all:
 * too seldom to be that person all through, so what "the harbourmaster" has is not his (src/check/facts.ts,
 * rolesNamed). Texts written for these tests.
 */

const chapters = chaptersOf(
  'Lena Moss worked the ferry that winter. Tobias Crane came to the quay at six. "Late again," said the harbourmaster, Tobias Crane. Lena laughed. Tobias had grey eyes.',
  'The harbourmaster came down the steps. His eyes were blue. Lena Moss looked away.',
);

describe('a role said twice in the whole book', () => {
  it('is no name of the man named beside it once', () => {
    const tobias = buildFactBase(manuscriptOf(chapters, ''), ENGLISH).cast.find((c) => c.name === 'Tobias Crane');
    expect(tobias?.names).toEqual(['Tobias Crane', 'Tobias', 'Crane']);
  });

  it("gives him none of the role's eyes: no slip against his own grey", () => {
    expect(checkAttributes(manuscriptOf(chapters, ''), ENGLISH).findings).toEqual([]);
  });
});
