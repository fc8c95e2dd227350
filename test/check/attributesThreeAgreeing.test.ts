import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * With no bible to hold them to, the first statement of a look is a slip only when the next two agree with each
 * other and not with it; three chapters that say the same colour raise nothing (src/check/checks/attributes.ts).
 */

const found = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('the first of three statements of a look, with no bible', () => {
  it('raises nothing when all three say the same colour', () => {
    expect(found('Ines Vaz had grey eyes.', 'Ines Vaz had grey eyes.', 'Ines Vaz had grey eyes still.')).toEqual([]);
  });

  it('is the slip when the two after it agree with each other and not with it', () => {
    expect(found('Ines Vaz had blue eyes.', 'Ines Vaz had grey eyes.', 'Ines Vaz had grey eyes still.')).toEqual([
      'chapter_01.md:3 Ines Vaz\'s eyes are "blue" here; chapter_02.md:3 and chapter_03.md:3 say "grey"',
    ]);
  });
});
