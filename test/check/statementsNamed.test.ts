import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A home said after a name, and an age in a "who was" clause held to the one it follows, not to every name. */

const attributes = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('statements after a name', () => {
  it('reads a home "lived in" a place', () => {
    expect(
      attributes('Ivo Brand came in. Ivo Brand lived in Leith.', 'Ivo Brand came in. Ivo Brand lived in Perth.'),
    ).toEqual(['chapter_02.md:3 Ivo Brand\'s home is "Perth" here; chapter_01.md:3 says "Leith"']);
  });

  it('gives a "who was" age to the name just before it only', () => {
    expect(
      attributes('Ivo Brand came in. Ivo Brand was forty.', 'Ivo Brand came in with Tom Hale, who was thirty-five.'),
    ).toEqual([]);
    expect(
      attributes(
        'Ivo Brand came in. Ivo Brand, who was forty, sat.',
        'Ivo Brand came in. Ivo Brand, who was fifty, sat.',
      ),
    ).toEqual(['chapter_02.md:3 Ivo Brand\'s age is 50 here; chapter_01.md:3 says "forty"']);
  });
});
