import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A quoted document naming two people, each with the place they are of ("Mara Venn of the Gull Point Light writes
 * that Tobias Marsh of Harbour Road died"): both places are taken out, and the death is the second one's. Mara
 * Venn is named in every chapter, so she is of the cast.
 */

const KEEPER = 'Tobias Marsh had kept the Gull Point light for forty years. Mara Venn sorted the post in the kitchen.';
const LATER =
  'On Sunday Tobias came up the path from the harbour and knocked at the kitchen door. Mara Venn came in after him.';
const dead = (quoted: string) =>
  checkDead(manuscriptOf(chaptersOf(`${KEEPER}\n\n> ${quoted}`, LATER)), ENGLISH).findings.map((f) => [
    `${f.file}:${f.line}`,
    f.confidence,
    f.message.split(' here')[0],
    `${f.against?.file}:${f.against?.line}`,
  ]);

describe('a death in a quoted document that names someone of a place before the dead', () => {
  it('is the death of the one the verb follows', () => {
    const expected = [['chapter_02.md:3', 0.7, 'Tobias Marsh acts ("Tobias came")', 'chapter_01.md:5']];
    expect(dead('Mara Venn of the Gull Point Light writes that Tobias Marsh of Harbour Road died on Monday.')).toEqual(
      expected,
    );
    expect(
      dead('We hear from Mara Venn of the Point that Tobias Marsh of Gull Point Harbour Road died on Monday.'),
    ).toEqual(expected);
  });

  it('is not the death of a relative named in an aside before the verb', () => {
    const first =
      'Mara Venn had kept the Gull Point light for forty years. Tobias Marsh sorted the post in the kitchen.';
    const later = 'On Sunday Tobias came up the path from the harbour. Mara Venn came in after him.';
    const found = (quoted: string) =>
      checkDead(manuscriptOf(chaptersOf(`${first}\n\n> ${quoted}`, later)), ENGLISH).findings.map(
        (f) => f.message.split(' here')[0],
      );
    expect(
      found('Mara Venn of Gull Point, sister of Tobias R. Marsh of the Point, died peacefully on Monday.'),
    ).toEqual(['Mara Venn acts ("Mara Venn came")']);
    expect(found('At the Point, cousin of Tobias Marsh, Mara Venn of Gull Point Light Road died on Monday.')).toEqual([
      'Mara Venn acts ("Mara Venn came")',
    ]);
  });
});
