import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * One person the text names by the whole of a long name and by part of it: "Don Anselmo" (the opening, the surname
 * left off) or "Anselmo Ruiz" (the end) beside "Don Anselmo Ruiz", or the bible's "Don Anselmo Ruiz" beside the
 * text's "Don Anselmo". The parts are one character, so his death told by one name holds for the others. A woman
 * the text names by the opening of a man's name in the bible is someone else. Written for these tests.
 */

const cast = (bible: string, ...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH)
    .characters.map((c) => c.name)
    .sort();

const STORY = [
  'Don Anselmo Ruiz kept the sluice on the north canal. Don Anselmo opened the gate at dawn. Don Anselmo said the water was late. Don Anselmo laughed at the clouds.',
  'The papers called him Anselmo Ruiz, tomero. Ruiz shut the gate. Ruiz walked the bank. Ruiz slept in his hut. Ruiz fed the dog. Ruiz spat in the water. Ruiz mended the plank. Ruiz cursed the rain. Ruiz lit the brazier. Ruiz counted the turns. Ruiz sharpened the bar. Ruiz whistled.',
];

describe('a name that is part of a longer one', () => {
  it('reads "Don Anselmo" and "Anselmo Ruiz" as the man "Don Anselmo Ruiz" is', () => {
    expect(cast('', ...STORY).filter((n) => /Anselmo|Ruiz/.test(n))).toEqual(['Don Anselmo Ruiz']);
  });

  it('reads the text\'s "Don Anselmo" and "Anselmo Ruiz" as the bible\'s "Don Anselmo Ruiz"', () => {
    const bible = '## Characters\n### Don Anselmo Ruiz\n- the tomero, a man of seventy\n';
    expect(cast(bible, ...STORY).filter((n) => /Anselmo|Ruiz/.test(n))).toEqual(['Don Anselmo Ruiz']);
  });

  it('keeps a woman apart from the bible man whose name hers opens', () => {
    const bible = '## Characters\n### Rosa Maria Vidal\n- He is the priest, a man of fifty.\n';
    const names = cast(
      bible,
      'Rosa Maria came in from the yard. She set the basket down. Rosa Maria smiled at her mother. She was nine.',
      'Rosa Maria ran to the gate. She waved.',
    );
    expect(names).toContain('Rosa Maria');
  });

  it('finds the man acting by his short name after a death told by his register name', () => {
    const findings = checkDead(
      manuscriptOf(
        chaptersOf(
          ...STORY,
          '> Burial of A. Ruiz, San Vicente, 4 p.m. All hands.',
          'On Sunday Don Anselmo came up the road with his dog and stopped at the gate.',
        ),
      ),
      ENGLISH,
    ).findings;
    expect(findings.map((f) => `${f.file}:${f.line}`)).toEqual(['chapter_04.md:3']);
  });
});

describe('a death told before a name with a first name or initial the cast does not hold', () => {
  const later = 'Corran walked into the shop and asked for tobacco.';
  const findings = (told: string) =>
    checkDead(
      manuscriptOf(
        chaptersOf(
          'Corran came to the harbour in spring. Corran mended nets. Corran drank at the Anchor. Corran sang.',
          told,
          later,
        ),
      ),
      ENGLISH,
    ).findings.map((f) => `${f.file}:${f.line}`);

  for (const told of [
    'We regret to record the death on Tuesday night of Mr. Ezra Corran, net-maker.',
    'The funeral of Ezra Corran was held at the chapel.',
    'Burial of E. Corran, the chapel yard, noon.',
  ])
    it(`reads "${told}" as his death`, () => {
      expect(findings(told)).toEqual(['chapter_03.md:3']);
    });

  it('reads no death in "the death of the season"', () => {
    expect(findings('The death of the season came early. Ezra Corran counted the boats.')).toEqual([]);
  });
});
