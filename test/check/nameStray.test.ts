import { describe, expect, it } from 'vitest';
import { strayFirstNameSlips, surnameSlips } from '../../src/check/checks/nameSlips.js';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A first name changed once before the surname of the one person who bears
 * it ("Matt Whitfield" where Mark Whitfield is named again and again), with
 * texts written for these tests; a relative, a family, a nickname and a
 * rank stay quiet.
 */

const MARK = [
  'Mark Whitfield came out onto the porch. Mark lifted a hand. Nell waved back.',
  'Mark carried her bag up the steps. Mark talked about the roof all through supper.',
  'In the morning Mark made coffee, and Mark Whitfield read the paper.',
];

const slips = (...later: string[]) =>
  strayFirstNameSlips(manuscriptOf(chaptersOf(...MARK, ...later)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a first name changed once', () => {
  for (const later of [
    'Matt Whitfield drove her to the station at noon.',
    'At the station she waved to Matt Whitfield until the train turned.',
  ])
    it(`reports "${later}"`, () => {
      expect(slips(later)).toEqual([
        expect.stringMatching(
          /^chapter_04\.md:3 "Matt Whitfield" here, once; chapter_01\.md:3 calls them "Mark Whitfield"/,
        ),
      ]);
    });

  it('stays quiet on a relative, both named together, another letter, and a family of three', () => {
    for (const later of [
      'His mother, Maud Whitfield, wrote every week.',
      'Maud Whitfield, his mother, wrote every week.',
      'Mark and Matt Whitfield were both at the funeral.',
      'At school they had called him Tarry Whitfield.',
      'Lieutenant Whitfield, the records said, had served in Malta.',
    ])
      expect(slips(later), later).toEqual([]);
    // A third Whitfield: a family, where a name once may be a cousin.
    expect(slips('Dana Whitfield phoned. Dana laughed.', 'Matt Whitfield drove her home.')).toEqual([]);
  });
});

describe('a first name changed once, in any script', () => {
  // JavaScript's \\b is ASCII-only: after "Zoë" it sees no word's end, so "Zoë and Zoa" was not read as two named together.
  const ZOE = [
    'Zoë Whitfield came out onto the porch. Zoë lifted a hand. Nell waved back.',
    'Zoë carried her bag up the steps. Zoë talked about the roof all through supper.',
    'In the morning Zoë made coffee, and Zoë Whitfield read the paper.',
  ];
  const zoeSlips = (later: string) =>
    strayFirstNameSlips(manuscriptOf(chaptersOf(...ZOE, later)), ENGLISH).map(
      (f) => `${f.file}:${f.line} ${f.message}`,
    );

  it('reports "Zoa Whitfield" once beside the many "Zoë", and not when both are named together', () => {
    expect(zoeSlips('Zoa Whitfield drove her to the station at noon.')).toEqual([
      expect.stringMatching(
        /^chapter_04\.md:3 "Zoa Whitfield" here, once; chapter_01\.md:3 calls them "Zoë Whitfield"/,
      ),
    ]);
    expect(zoeSlips('Zoë and Zoa Whitfield were both at the funeral.')).toEqual([]);
  });
});

describe('names that stay quiet beside a near spelling', () => {
  it('takes a word between a first name and a surname for a middle name, not a surname slipped', () => {
    const text = [
      'Mark Halloran ran the yard. Halloran Marine built boats, and Halloran Marine mended them, and Halloran Marine sold them.',
      'He married Helen Marie Ostrowski in 1959.',
    ];
    const found = surnameSlips(manuscriptOf(chaptersOf(...text)), ENGLISH);
    expect(found).toEqual([]);
    // A surname slipped is still one: "Helen Marie" with nothing after it.
    const slipped = surnameSlips(manuscriptOf(chaptersOf(text[0] as string, 'He waved to Helen Marie.')), ENGLISH);
    expect(slipped.map((f) => f.message)).toEqual([expect.stringMatching(/^"Helen Marie" here/)]);
  });

  it('takes a name used three times or more beside the bible’s near one for a second person, not a slip', () => {
    const bible = '## Characters\n\n### Dr. Ames\n- age: 50\n';
    const text = [
      'Dr. Ames came at noon. Dr. Ames looked at the hip.',
      'James came to the door. James said nothing. Later James left, and James did not come back.',
    ];
    const found = checkNames(manuscriptOf(chaptersOf(...text), bible), ENGLISH).findings.filter(
      (f) => f.confidence >= 0.5,
    );
    expect(found).toEqual([]);
    // Once, it is a slip of the bible's name.
    const once = checkNames(manuscriptOf(chaptersOf(text[0] as string, 'James came to the door.'), bible), ENGLISH);
    expect(once.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^"James" is not a name in the bible; did you mean "Ames"/),
    ]);
  });
});
