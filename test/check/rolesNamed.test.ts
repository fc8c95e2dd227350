import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Finding } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A person the book calls by a trade or post ("the harbourmaster") and names once beside it ("said the
 * harbourmaster, Tobias Crane"): what "the harbourmaster" has is that person's. Short texts written for these tests.
 */

const attributes = (chapters: Record<string, string>): Finding[] =>
  checkAttributes(manuscriptOf(chapters, ''), ENGLISH).findings;
const where = (found: Finding[]) => found.map((f) => `${f.file}:${f.line}`);
const namesOf = (chapters: Record<string, string>, who: string): string[] =>
  buildFactBase(manuscriptOf(chapters, ''), ENGLISH).cast.find((c) => c.name === who)?.names ?? [];

const opening = (named: string) =>
  `Lena Moss worked the ferry that winter. The harbourmaster had grey eyes and a limp. Tobias came to the quay at six. ${named} Lena laughed. The harbourmaster walked off along the wall.`;
const later = (sentence: string) => `The harbourmaster came down the steps. ${sentence} Lena Moss looked away.`;

describe('a role the book names once is that person all through', () => {
  for (const named of [
    '"Late again," said the harbourmaster, Tobias Crane.',
    'Tobias Crane, the harbourmaster, said nothing at all.',
    'The harbourmaster, Tobias Crane, asked for the papers.',
  ])
    it(`gives the role's eyes to the named man: ${named}`, () => {
      const chapters = chaptersOf(opening(named), later('His eyes were blue.'));
      expect(namesOf(chapters, 'Tobias Crane')).toContain('the harbourmaster');
      expect(where(attributes(chapters))).toEqual(['chapter_02.md:3']);
    });

  it('is quiet when the same colour comes back', () => {
    const chapters = chaptersOf(opening('"Late," said the harbourmaster, Tobias Crane.'), later('His eyes were grey.'));
    expect(attributes(chapters)).toEqual([]);
  });

  it('reads no one into a role two names are given for, nor a place beside a name', () => {
    const two = chaptersOf(
      `${opening('"Late," said the harbourmaster, Tobias Crane.')} In the spring the harbourmaster, Ivo Petrak, took over.`,
      later('His eyes were blue.'),
    );
    expect(namesOf(two, 'Tobias Crane')).not.toContain('the harbourmaster');
    const place = chaptersOf(
      'Lena Moss lived by the kitchen. In the kitchen, Tobias Crane. The kitchen was cold. The kitchen was warm.',
      'The kitchen was dark.',
    );
    expect(namesOf(place, 'Tobias Crane')).not.toContain('the kitchen');
  });
});

describe('a man described as "a tired man" is no one new coming in', () => {
  const first = 'Tobias Crane came to the quay. Tobias had grey eyes. Lena Moss waved to Tobias.';
  const second = (described: string) =>
    chaptersOf(first, `Tobias Crane knocked at the door.\n\n${described} Lena Moss let him in.\n\nHis eyes were blue.`);

  it('reads "he looked older, a tired man" as him, not someone coming in', () => {
    for (const him of [
      'Out of the yard he looked older, a tired man in a wet anorak.',
      'He was a broad man with a parcel under his arm.',
      'In the lamplight he seemed a smaller man than before.',
    ])
      expect(ENGLISH.personArrival.test(him), him).toBe(false);
    expect(ENGLISH.personArrival.test('When he turned round, a man in a wet anorak was at the gate.')).toBe(true);
  });

  it('still reads a man coming in as someone else', () => {
    for (const described of ['At the gate, a man in a wet anorak was waiting.', 'Then a tall man came up the path.'])
      expect(attributes(second(described)), described).toEqual([]);
  });
});
