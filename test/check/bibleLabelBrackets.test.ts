import { describe, expect, it } from 'vitest';
import { checkManuscript } from '../../src/check/index.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { castRead } from '../support/bibleRead.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A label with a bracket in it ("*Hair (natural)*:", "*Hair(natural)*:", "*Age (1889) at start*:", "Name(s)/
 * nickname(s)", a column "Eyes (colour)"): a bracket closing the label is no part of what it means, with or without
 * a space before it; a bracket inside it is read as a space (src/check/bibleRecords.ts, labelledLine, labelField).
 */

const read = castRead;

describe('a bracket closing a label', () => {
  it('is left out of the label: the value is what follows the colon', () => {
    expect(read('## Mara Voss\n*Hair (natural)*: auburn\n')).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { hair: 'auburn @2' }],
    ]);
  });

  it('is left out with no space before it', () => {
    expect(read('## Mara Voss\n*Hair(natural)*: auburn\n')).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { hair: 'auburn @2' }],
    ]);
  });

  it('after a word that names a list ("Name(s)/nickname(s)") leaves the list’s meaning: her other names', () => {
    expect(read('## Eleanor Vane\n*Name(s)/nickname(s)*: Nell, Ellie\n')).toEqual([
      ['Eleanor Vane', ['Eleanor Vane', 'Eleanor', 'Vane', 'Nell', 'Ellie'], {}],
    ]);
  });

  it('holds the text to the value: black hair is a slip against the bible’s auburn', () => {
    const findings = checkManuscript(
      manuscriptOf(
        chaptersOf('Mara Voss came in from the rain. Her black hair was soaked.'),
        '## Mara Voss\n*Hair (natural)*: auburn\n',
      ),
      { lang: ENGLISH },
    ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);
    expect(findings.filter((f) => f.includes('hair'))).toEqual([
      'chapter_01.md:3 Mara Voss\'s hair is "black" here; bible: auburn (bible.md:2)',
    ]);
  });
});

describe('a bracket inside a label', () => {
  it('keeps the words on either side apart: "Age (1889) at start" is an age', () => {
    expect(read('## Mara Voss\n*Age (1889) at start*: 19\n')).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { age: '19 @2' }],
    ]);
  });

  it('in a table’s column ("Eyes (colour)") leaves the column’s meaning: eyes', () => {
    expect(read('Name,Eyes (colour),Hair\nMara Voss,grey,red\n')).toEqual([
      ['Mara Voss', ['Mara Voss', 'Mara', 'Voss'], { eyes: 'grey @2', hair: 'red @2' }],
    ]);
  });
});
