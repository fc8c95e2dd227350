import { describe, expect, it } from 'vitest';
import { paragraphSurnameSlips } from '../../src/check/checks/nameSlips.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * One person brought in by first name and surname, then called by a title and a surname one letter away in the
 * same paragraph ("Ruth Pellow … Mrs Pallow"), each spelling used once in the book: one surname spelt two ways.
 * A first name before the second (another person), kin or a wedding in the paragraph, and the two in different
 * paragraphs stay quiet. Texts written for these tests.
 */

const OPENING = [
  'Mr Hale kept the inn. Dr Amos came on Fridays. Bosun Rowe walked the quay.',
  'Bosun Bligh had sailed with him, and Bosun Mabb had gone to Truro.',
];

const slips = (...later: string[]) =>
  paragraphSurnameSlips(manuscriptOf(chaptersOf(...OPENING, ...later)), ENGLISH).map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('one surname spelt two ways in a paragraph', () => {
  it('reports the full name and the titled one a letter away', () => {
    expect(
      slips(
        'The parish took Ruth Pellow on as schoolmistress in May. She was thirty. The children called her Mrs Pallow within a week, and she did not mind.',
      ),
    ).toEqual([
      'chapter_03.md:3 "Ruth Pellow" here, and "Mrs Pallow" later in the same paragraph (chapter_03.md:3): one surname spelt two ways?',
    ]);
  });

  it('reads a word before several names as a title ("Bosun")', () => {
    expect(
      slips(
        'The men made Tom Varrow their leader in June. He was forty. By July they called him Bosun Verrow, and he let them.',
      ),
    ).toHaveLength(1);
  });

  it('stays quiet on another first name, kin, a wedding, and two paragraphs', () => {
    for (const later of [
      ['The parish took Ruth Pellow on in May. Ann Pallow came with her, and stayed a week.'],
      ['The parish took Ruth Pellow on in May. Her aunt, Mrs Pallow, came with her.'],
      ['The parish took Ruth Pellow on in May. After the wedding they called her Mrs Pallow.'],
      ['The parish took Ruth Pellow on in May. She was thirty.', 'The children called her Mrs Pallow.'],
    ])
      expect(slips(...later), later.join(' / ')).toEqual([]);
  });
});
