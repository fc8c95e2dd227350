import { describe, expect, it } from 'vitest';
import { checkKin } from '../../src/check/checks/kin.js';
import { kinInSentence } from '../../src/check/kin.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Kin told with a verb of being ("His sister was May Kessell", "May Rowse, who was Ben's sister and sixty-seven"), and
 * a woman known by her maiden name in one part of the book and her married name in another.
 */

describe('kin told by "was"', () => {
  it('reads the owner, the role and the name, a little word as a name too', () => {
    const [first, second] = kinInSentence(
      "His sister was May Kessell. Loveday sat by May Rowse, who was Ben's cousin and sixty-seven.",
      ENGLISH,
    );
    expect(first).toMatchObject({ owner: 'his', role: 'sister', kin: 'May Kessell', told: true });
    expect(second).toMatchObject({ owner: 'Ben', role: 'cousin', kin: 'May Rowse', told: true });
  });
});

const ben = 'Ben Kessell came in. He sat down. Ben Kessell laughed and he sang.';
const chapters = (later: string) =>
  chaptersOf(
    `${ben}\n\nThat was Ben Kessell. He was twenty-five. His sister was Nan Kessell, who worked in the shop. Nan Kessell laughed at her own jokes, and she sang.`,
    `Fifty years on the hall was full. Nan Rowse came in with her bag and she sat down. ${later} Nan Rowse said nothing.`,
  );
const relations = (later: string) =>
  checkKin(manuscriptOf(chapters(later)), ENGLISH).findings.map((f) => `${f.category} ${f.file}:${f.line}`);

describe('one woman under two surnames', () => {
  it('is held to the kinship told under her maiden name', () => {
    expect(relations("Loveday sat by Nan Rowse, who was Ben's cousin and sixty-seven.")).toEqual([
      'relation chapter_02.md:3',
    ]);
  });

  it('agrees when the kinship is the same', () => {
    expect(relations("Loveday sat by Nan Rowse, who was Ben's sister and sixty-seven.")).toEqual([]);
  });

  it('is no rule for two women neither of whom bears his surname: a cousin and an aunt of one name', () => {
    const files = chaptersOf(
      `${ben}\n\nThat was Ben Kessell. His aunt was Nan Kerr, who worked in the shop. Nan Kerr laughed at her own jokes, and she sang.`,
      "Fifty years on the hall was full. Nan Rowse came in with her bag and she sat down. Loveday sat by Nan Rowse, who was Ben's cousin and sixty-seven. Nan Rowse said nothing.",
    );
    expect(checkKin(manuscriptOf(files), ENGLISH).findings).toEqual([]);
  });

  it('is no rule for men, whose surname stays: two Toms are two cousins', () => {
    const files = chaptersOf(
      `${ben}\n\nThat was Ben Kessell. His brother was Tom Kerr, who worked in the shop. Tom Kerr laughed at his own jokes, and he sang.`,
      "Fifty years on the hall was full. Tom Lane came in with his bag and he sat down. Loveday sat by Tom Lane, who was Ben's cousin and sixty-seven. Tom Lane said nothing.",
    );
    expect(checkKin(manuscriptOf(files), ENGLISH).findings).toEqual([]);
  });

  it('takes no word after "was" for a person the cast does not hold', () => {
    const files = chaptersOf(
      `${ben}\n\nBen Kessell sang. His mother was Irish.`,
      `${ben}\n\nBen Kessell laughed. His father was Irish too.`,
    );
    expect(checkKin(manuscriptOf(files), ENGLISH).findings).toEqual([]);
  });
});
