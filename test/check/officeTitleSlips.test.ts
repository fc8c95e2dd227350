import { describe, expect, it } from 'vitest';
import { titledFirstNameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A surname changed once under the title of an office ("Father Doherty" once where the priest is Father Devereux
 * three times): the slip keeps the opening letter, and the two are the only names after that title. A second
 * doctor of another letter, or a third name under the title, is a second person. Texts written for these tests.
 */

const PRIEST = [
  'Father Devereux came over in the boat on Sunday and said the Mass in the school.',
  'After the Mass Father Devereux had his dinner at the Foleys and talked about the ice.',
  'In March Father Devereux wrote to say he could not come till the thaw.',
];

const slips = (later: string, earlier = PRIEST) =>
  titledFirstNameSlips(manuscriptOf(chaptersOf(...earlier, later)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a surname changed once under the title of an office', () => {
  it('is reported against the name the book gives the office again and again', () => {
    expect(slips('At Easter Father Doherty came across on the mail boat and heard confessions all afternoon.')).toEqual(
      ['chapter_04.md:3 "Father Doherty" here, once; chapter_01.md:3 and 2 more call him "Father Devereux"'],
    );
    const doctor = PRIEST.map((t) => t.replace('Father Devereux', 'Dr. Munro'));
    expect(slips('Doctor Murray came from the village in the afternoon.', doctor)).toEqual([
      'chapter_04.md:3 "Doctor Murray" here, once; chapter_01.md:3 and 2 more call her or him "Dr Munro"',
    ]);
  });

  it('stays quiet on another opening letter, a third name under the title, and a name set too seldom', () => {
    expect(slips('At Easter Father Kelly came across on the mail boat.')).toEqual([]);
    expect(
      slips('At Easter Father Doherty came across on the mail boat.', [
        ...PRIEST,
        'Father Quinn wrote from Placentia.',
      ]),
    ).toEqual([]);
    expect(slips('At Easter Father Doherty came across on the mail boat.', PRIEST.slice(0, 2))).toEqual([]);
  });
});
