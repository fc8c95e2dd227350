import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A colour straight after hair ("her hair red under the lamp") is the hair's, however much white space stands
 * between them: two spaces typed, or a line wrapped after a trailing space. Texts written for these tests.
 */

describe('a colour straight after hair', () => {
  it('is read across a line wrapped after a trailing space, and two spaces', () => {
    expect(attributesOf('Mara Voss came in, her hair \nred under the lamp.')).toEqual(['Mara Voss hair red']);
    expect(attributesOf('Mara Voss came in, her hair  red under the lamp.')).toEqual(['Mara Voss hair red']);
    expect(attributesOf('Mara Voss came in, her hair red under the lamp.')).toEqual(['Mara Voss hair red']);
  });

  it('is held against a black head later, at the line its colour stands on in the wrapped sentence', () => {
    const m = manuscriptOf(
      chaptersOf('Mara Voss came in, her hair \nred under the lamp.', 'Mara Voss sat down. Her hair was black.'),
    );
    const findings = checkAttributes(m, ENGLISH).findings;
    expect(findings.map((f) => `${f.file}:${f.line} ${f.confidence}`)).toEqual(['chapter_02.md:3 0.65']);
    expect(findings[0]?.message).toMatch(/^Mara Voss's hair is "black" here; chapter_01\.md:4 says "red/);
    expect(findings[0]?.against?.line).toBe(4);
  });
});
