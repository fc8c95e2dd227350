import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * How a run of capitalised words is cut into names (src/check/facts.ts, collect): a title inside the run opens
 * another name, titles in a row open one, and a common word opening the sentence is no part of the name. A copy
 * editor sees this as the characters the findings name. Texts written for these tests.
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(...texts: string[]): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

describe('a title inside a run of capitals', () => {
  it('opens another name: "At Netherfield Mr Bingley" is Mr Bingley, not a man called Netherfield', () => {
    expect(castOf('At Netherfield Mr Bingley laughed. Mr Bingley sat down. Then Mr Bingley left.')).toEqual([
      ['Mr Bingley', 'Bingley'],
    ]);
  });

  it('keeps titles in a row together: "General Sir John Moore" is one man under both titles', () => {
    expect(castOf('General Sir John Moore rode in. General Sir John Moore waved. John Moore smiled.')).toEqual([
      ['General Sir John Moore', 'John', 'John Moore', 'Moore'],
    ]);
  });
});

describe('a common word opening the sentence before a capital', () => {
  it('is dropped, and the article before it makes "The Council said no" a body, no character', () => {
    expect(castOf('The Council said no. The Council said yes. Nell Hay laughed. Nell Hay went home.')).toEqual([
      ['Nell Hay', 'Hay', 'Nell'],
    ]);
  });
});

describe('a word the text also writes in lower case, before a name', () => {
  it('is part of the name in the middle of a sentence: "that Faith Munro had gone"', () => {
    expect(castOf('Nell knew that Faith Munro had gone. She had kept her faith. Nell wrote to Faith Munro.')).toEqual([
      ['Faith Munro', 'Faith', 'Munro'],
      ['Nell'],
    ]);
  });

  it('is no part of it opening a sentence: "Faith Munro had gone" there names Munro', () => {
    expect(castOf('Faith Munro had gone. She had kept her faith. Faith Munro wrote back.')).toEqual([['Munro']]);
  });
});

describe('a word before a name in the middle of a sentence', () => {
  it('is no part of the name when it is never one: "that Sunday Tom Hay came back" names Tom Hay', () => {
    expect(castOf('Nell said that Sunday Tom Hay came back. Nell saw Tom Hay.')).toEqual([
      ['Tom Hay', 'Hay', 'Tom'],
      ['Nell'],
    ]);
  });

  it('after the name is no part of it: "Nell told Tom Hay Grace was ill" names Tom Hay', () => {
    expect(castOf('Nell told Tom Hay Grace was ill. It was done with grace. Nell saw Tom Hay.')).toEqual([
      ['Tom Hay', 'Hay', 'Tom'],
      ['Nell'],
    ]);
  });
});

describe('a speech verb or a word of endearment opening the sentence', () => {
  it('is no part of the name, in a book that never writes "said" in lower case: "Said Nell" is Nell', () => {
    expect(castOf('Said Nell, very quietly, that it was late. Nell went out. Nell came back in.')).toEqual([['Nell']]);
  });

  it('alone, acting, is a name: "Darling said no" is someone called Darling', () => {
    expect(castOf('Darling said no. Darling said yes. Tom left. Tom came.')).toEqual([['Darling'], ['Tom']]);
  });

  it('alone is a name too: "Said smiled" is a man called Said', () => {
    expect(castOf('Said smiled at Nell. Said left early. Nell waved.')).toEqual([['Said'], ['Nell']]);
  });
});
