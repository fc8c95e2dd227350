import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A word also written in lower case ("I hope so") is a name only when it acts mid-sentence four times
 * (src/check/facts.ts, wordNames). A capital after an opening bracket, an opening quotation mark, a colon's
 * italics or a semicolon tells nothing: a sentence (or a quoted one) opens there, and the word stays a word.
 */

const castOf = (text: string) => buildFactBase(manuscriptOf(chaptersOf(text)), ENGLISH).cast.map((c) => c.name);

/** "I hope so." and four sentences where Hope acts, each written by `form`. */
const fourTimes = (form: (act: string) => string) =>
  [
    'I hope so.',
    ...['turned back to the stove', 'went out to the cart', 'came home at dusk', 'looked up at the sky'].map(form),
  ].join('\n\n');

describe('a word that is also a name, after an opening', () => {
  it('is a name when it acts four times in the middle of a sentence', () => {
    expect(castOf(fourTimes((act) => `At noon Tom waved, and Hope ${act}.`))).toEqual(['Tom', 'Hope']);
  });

  it('stays a word when it opens a sentence in brackets', () => {
    expect(castOf(fourTimes((act) => `(Hope ${act}.)`))).toEqual([]);
  });

  it('stays a word right after an opening quotation mark', () => {
    expect(castOf(fourTimes((act) => `He said, “Hope ${act}.”`))).toEqual([]);
  });

  it('stays a word after an opening quotation mark or bracket set off by a space', () => {
    expect(castOf(fourTimes((act) => `He said, “ Hope ${act}. ”`))).toEqual([]);
    expect(castOf(fourTimes((act) => `It was late; ( Hope ${act}. )`))).toEqual([]);
  });

  it('stays a word after a dialogue dash opening the paragraph', () => {
    expect(castOf(fourTimes((act) => `— Hope ${act}.`))).toEqual([]);
  });

  it('stays a word at the start of italics after a colon', () => {
    expect(castOf(fourTimes((act) => `The note read: *Hope ${act}.*`))).toEqual([]);
  });

  it('stays a word after a semicolon', () => {
    expect(castOf(fourTimes((act) => `It was late; Hope ${act}.`))).toEqual([]);
  });
});

describe('a word that is also a name, with a speech tag after it', () => {
  it('is a name when a tag set off by a comma follows it four times', () => {
    const text = [
      'I hope so.',
      'At dawn Hope, said Nell, had gone to the well.',
      'By noon Hope, said Nell, was back.',
      'That night Hope, said Nell, slept badly.',
      'In the end Hope, said Nell, forgave them.',
    ].join('\n\n');
    expect(castOf(text)).toEqual(['Hope', 'Nell']);
  });

  it('stays a word when it is only spoken to, though it acts once', () => {
    const text = [
      'I hope so.',
      'Come here, Hope.',
      'Sit down, Hope.',
      'Eat up, Hope.',
      'Nell laughed, and Hope turned away.',
    ];
    expect(castOf(text.join('\n\n'))).toEqual([]);
  });

  it('is a name when a speech verb stands just before it four times, early in the sentence', () => {
    const lines = ['"Come in," said Hope.', '"Sit," said Hope.', '"Eat," said Hope.', '"Sleep now," said Hope.'];
    expect(castOf(['I hope so.', ...lines].join('\n\n'))).toEqual(['Hope']);
    // Two spaces typed after the verb change nothing.
    expect(castOf(['I hope so.', ...lines.map((l) => l.replace(' Hope', '  Hope'))].join('\n\n'))).toEqual(['Hope']);
  });
});
