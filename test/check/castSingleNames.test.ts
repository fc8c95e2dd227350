import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Names used alone (src/check/facts.ts, the drafts of the cast): "Catherine" claimed only by "Lady Catherine" is
 * hers; a rare one-word name a slip away from a common one ("Hendrek" beside "Hendrik") is a misspelling of it, not
 * another person, when the common one is used often enough. A copy editor sees this as the characters findings name
 * and the slips they report.
 */

/** Each character: its name, then its other names sorted, then its variants ("slip→right"). */
function castOf(...texts: string[]): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) =>
    [c.name, ...c.names.filter((n) => n !== c.name).sort(), ...c.variants.map((v) => `${v.name}→${v.of}`)].join(' | '),
  );
}

const times = (n: number, sentence: string) => Array.from({ length: n }, () => sentence).join(' ');

describe('a first name used alone', () => {
  it('is the one titled name that ends in it', () => {
    expect(castOf('Lady Catherine came in. Lady Catherine sat down. Catherine laughed. Catherine said no.')).toEqual([
      'Lady Catherine | Catherine',
    ]);
  });

  it('names no one alone when a full name holds it too', () => {
    expect(
      castOf(
        'Lady Catherine came in. Lady Catherine sat down. Catherine Bell laughed. Catherine said no. Catherine went out.',
      ),
    ).toEqual(['Lady Catherine', 'Catherine Bell | Bell']);
  });
});

describe('a name used alone that no full name holds', () => {
  it('is a person once the text has it act mid-sentence, or act and be named twice', () => {
    expect(castOf('Then Hendrik said no.')).toEqual(['Hendrik']);
    expect(castOf('Then Hendrik said no. We went to Hendrik.')).toEqual(['Hendrik']);
  });

  it('is no one when it only opens a sentence once, never acts, or is gone to more than it acts', () => {
    expect(castOf('Hendrik said no.')).toEqual([]);
    expect(castOf('I saw Hendrik at the gate. I waved at Hendrik.')).toEqual([]);
    expect(castOf('We went to Hendrik. We sailed to Hendrik. Then Hendrik said no.')).toEqual([]);
  });
});

describe('a rare one-word name a slip away from a common one', () => {
  it('is a slip of two letters swapped once the right name is used three times', () => {
    expect(castOf(times(3, 'Jonah said no.'), 'Jonha said no.')).toEqual(['Jonah | Jonha | Jonha→Jonah']);
    expect(castOf(times(2, 'Jonah said no.'), 'Jonha said no.')).toEqual(['Jonah']);
  });

  it('is a slip of another letter once the right name is used five times, and four times as often as it', () => {
    expect(castOf(times(5, 'Hendrik said no.'), 'Hendrek said no.')).toEqual(['Hendrik | Hendrek | Hendrek→Hendrik']);
    expect(castOf(times(4, 'Hendrik said no.'), 'Hendrek said no.')).toEqual(['Hendrik']);
    expect(castOf(times(8, 'Hendrik said no.'), 'Hendrek said no. Hendrek left.')).toEqual([
      'Hendrik | Hendrek | Hendrek→Hendrik',
    ]);
    expect(castOf(times(7, 'Hendrik said no.'), 'Hendrek said no. Hendrek left.')).toEqual(['Hendrik', 'Hendrek']);
  });

  it('is another person when used three times, however common the other', () => {
    expect(castOf(times(20, 'Hendrik said no.'), 'Hendrek said no. Hendrek left. Hendrek sat.')).toEqual([
      'Hendrik',
      'Hendrek',
    ]);
  });
});
