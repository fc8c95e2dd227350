import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * How the cast is drafted from the text's runs of capitals and the bible (src/check/facts.ts): a title inside a
 * run starts another name only after a word that is no title ("General Sir John Moore" is one man), and a bible's
 * character is the author's: a short form of a name there ("Bill Pruitt") is never folded into the text's fuller
 * name ("William Pruitt"); the text's fuller name is folded into it. A copy editor sees this as the characters a finding names.
 */

/** Each character of a book: its name, its names, and where it comes from. */
function castOf(texts: string[], bible = ''): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH);
  return facts.cast.map((c) => `${c.name} [${c.names.join('|')}] ${c.source}`);
}

describe('titles in a run of capitals', () => {
  it('keeps a title after a title in the one name', () => {
    const { facts } = readFacts(
      manuscriptOf(
        chaptersOf(
          'General Sir John Moore rode to the river. Moore looked at the water. General Sir John Moore turned back.',
        ),
      ),
      ENGLISH,
    );
    expect(facts.cast.map((c) => c.name)).toEqual(['General Sir John Moore']);
    expect(facts.cast[0]?.names).toEqual(expect.arrayContaining(['John', 'Moore']));
  });

  it('gives him none of his titles as a name: a boy\'s "Yes, Sir" in another chapter is not General Moore', () => {
    const { facts } = readFacts(
      manuscriptOf(
        chaptersOf(
          'General Sir John Moore rode to the river. Moore looked at the water. General Sir John Moore turned back.',
          '"Yes, Sir," the boy said. The boy ran.',
        ),
      ),
      ENGLISH,
    );
    expect(facts.cast.map((c) => [c.name, c.names, c.appearances.map((a) => a.file)])).toEqual([
      [
        'General Sir John Moore',
        ['General Sir John Moore', 'John', 'Moore'],
        ['chapter_01.md', 'chapter_01.md', 'chapter_01.md'],
      ],
    ]);
  });
});

describe('a short form of a given name in the bible', () => {
  it('keeps the bible’s "Bill Pruitt" as the author named him, the text’s "William Pruitt" one of his names', () => {
    expect(
      castOf(
        ['William Pruitt rowed out. He came back.', 'Bill Pruitt waved. He laughed.'],
        '## Bill Pruitt\nHair: red\n',
      ),
    ).toEqual(['Bill Pruitt [Bill Pruitt|Bill|Pruitt|William Pruitt|William] bible']);
  });

  it('folds the text’s own "Bill Pruitt" into its "William Pruitt"', () => {
    expect(castOf(['William Pruitt rowed out. He came back.', 'Bill Pruitt waved. He laughed.'])).toEqual([
      'William Pruitt [William Pruitt|William|Pruitt|Bill Pruitt|Bill] text',
    ]);
  });
});
