import { describe, expect, it } from 'vitest';
import { strayFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name changed once before a surname the book writes in full with another first name of the same letter,
 * twice or more, though that person is seldom named at all ("Doctor Lindgren" most of the time): the full name
 * written again and again is the book's own, and the one written once is the slip. Texts written for these tests.
 */

const TOBIAS = [
  'Tobias Lindgren kept the pharmacy on the square. Nell bought aspirin there on Mondays.',
  'The pharmacist was out. Nell waited by the scales until Doctor Lindgren came back with the post.',
  'Nell found the note under her door: the prescription was ready, signed by Tobias Lindgren.',
];

const slips = (...later: string[]) =>
  strayFirstNameSlips(manuscriptOf(chaptersOf(...TOBIAS, ...later)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message} [${f.confidence}]`,
  );

describe('a first name changed once beside a full name written twice', () => {
  for (const later of [
    'At nine Teodor Lindgren unlocked the shop and let her in out of the rain.',
    'Nell crossed the square and asked Teodor Lindgren for something to help her sleep.',
    // An initial of the shared letter fits either name, and tells no third person.
    'The label read T. Lindgren, Chemist. Teodor Lindgren wrapped the bottle in brown paper.',
  ])
    it(`reports "${later}"`, () => {
      expect(slips(later)).toEqual([
        expect.stringMatching(
          /^chapter_04\.md:3 "Teodor Lindgren" here, once; chapter_01\.md:3 calls them "Tobias Lindgren" \(2 times "Tobias" in all, and no other Lindgren is named\) \[0\.6\]$/,
        ),
      ]);
    });

  it('stays quiet on the usual long form of the name written twice ("Frank" and "Francis")', () => {
    const frank = TOBIAS.map((t) => t.replaceAll('Tobias', 'Frank'));
    expect(
      strayFirstNameSlips(
        manuscriptOf(chaptersOf(...frank, 'The will was signed in a clear hand: Francis Lindgren, of this parish.')),
        ENGLISH,
      ),
    ).toEqual([]);
  });

  it('is a names finding of the whole check, with the full name on the other side', () => {
    const m = manuscriptOf(chaptersOf(...TOBIAS, 'Teodor Lindgren wrapped the bottle.'));
    const found = checkNames(m, ENGLISH).findings.filter((f) => f.message.includes('Teodor'));
    expect(found.map((f) => [f.file, f.line, f.against?.file, f.against?.line])).toEqual([
      ['chapter_04.md', 3, 'chapter_01.md', 3],
    ]);
  });

  it('stays quiet on a relative, both named together, another letter, an initial of another, a name used again', () => {
    for (const later of [
      'His brother, Teodor Lindgren, came up from the coast for the funeral.',
      'Teodor Lindgren, his brother, came up from the coast.',
      'Tobias and Teodor Lindgren stood in the doorway together.',
      'At nine Anders Lindgren unlocked the shop.',
    ])
      expect(slips(later), later).toEqual([]);
    expect(slips('The label read K. Lindgren, Chemist. Teodor Lindgren wrapped it.')).toEqual([]);
    expect(slips('Teodor Lindgren unlocked the shop.', 'Teodor waved from the door.')).toEqual([]);
  });

  it('wants the full name written twice: once is not enough', () => {
    const once = TOBIAS.map((t) => t.replace('signed by Tobias Lindgren', 'signed in a clerk’s hand'));
    expect(strayFirstNameSlips(manuscriptOf(chaptersOf(...once, 'Teodor Lindgren wrapped it.')), ENGLISH)).toEqual([]);
  });
});
