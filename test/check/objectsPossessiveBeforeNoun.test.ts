import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "gave Pieter Haas Anselm's watch": the owner's name right before the thing is passed over to find the verb, and
 * only that one (another possessive earlier in the sentence is no owner of the thing). Texts written for these tests.
 */

const two = (first: string, second: string) =>
  givenAway(manuscriptOf({ 'chapter_01.md': `# 1\n\n${first}\n`, 'chapter_02.md': `# 2\n\n${second}\n` }), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe("a giving of a thing named with its owner's name", () => {
  it('finds the verb past the owner, with another possessive earlier in the sentence', () => {
    expect(
      two(
        'Ottilie Marsh met Pieter Haas at the gate. By Tomas’s grave Ottilie Marsh gave Pieter Haas Anselm’s watch.',
        'That night Ottilie Marsh wound Anselm’s watch.',
      ),
    ).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Ottilie Marsh has the watch here, but gave it away at chapter_01\.md:3/),
    ]);
  });

  it('finds it across a line break and its indent', () => {
    expect(
      two(
        'Ottilie Marsh met Pieter Haas at the gate. She gave Pieter Haas Anselm’s\n   watch.',
        'That night Ottilie Marsh wound Anselm’s watch.',
      ),
    ).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 Ottilie Marsh has the watch here, but gave it away at chapter_01\.md:3/),
    ]);
  });
});
