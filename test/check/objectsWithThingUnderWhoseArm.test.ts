import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Nora stood by Tom with the ledger under her arm": the arm says whose the thing is; the name before "with" holds
 * it only when the arm is theirs ("saw Tom with the ledger under his arm"). Texts written for these tests.
 */

const cast = 'Nora Vance came in. She sat down. Tom Ilsley came in. He sat down.';

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a name, "with" the thing, and whose arm it is under', () => {
  it('is the subject’s when the arm is hers and not the name’s before "with"', () => {
    expect(found(`${cast} Nora gave the ledger to Tom.`, 'Nora stood by Tom with the ledger under her arm.')).toEqual([
      'chapter_02.md:3 Nora Vance has the ledger here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('is the name’s before "with" when the arm is his, not the subject’s', () => {
    expect(found(`${cast} Tom gave the ledger to Nora.`, 'Nora saw Tom with the ledger under his arm.')).toEqual([
      'chapter_02.md:3 Tom Ilsley has the ledger here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
