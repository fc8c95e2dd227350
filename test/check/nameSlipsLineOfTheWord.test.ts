import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * In a hard-wrapped manuscript a sentence runs over lines: a slipped surname is reported on the line it is on, not
 * the line its sentence opens on. Texts written for these tests.
 */

const lines = (...texts: string[]) =>
  checkNames(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

describe('a surname slipped inside a wrapped sentence', () => {
  it('is reported on its own line', () => {
    const known =
      'Lefteris Hatzis kept the post. Captain Lefteris Hatzis read the names.\n\nThe boys waited for Lefteris Hatzis by the tanker, and Captain Hatzis came at noon.';
    const wrapped =
      'The post came out with the tanker once a fortnight, and it was sorted on the deck\nby Captain Hatzidis himself, who read the names aloud.';
    expect(lines(known, wrapped)).toEqual(['chapter_02.md:4']);
  });
});
