import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Tomas Reyez" beside "Tomas Reyes" (src/check/facts.ts, the drafts of the cast): one person, one part misspelt.
 * Which spelling is the person's name decides what a finding calls the slip: the bible's, else the form used more,
 * else the one the book used first; a surname the whole family bears outweighs them.
 */

/** Each character: its name and its variants ("slip→right"). */
function spellingsOf(texts: string[], bible = ''): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.variants.map((v) => `${v.name}→${v.of}`)].join(' | '));
}

describe('two full names a slip apart', () => {
  it('are one person named by the form used more', () => {
    expect(
      spellingsOf(['Tomas Reyes came in. Tomas Reyes sat down. Tomas Reyes laughed.', 'Tomas Reyez waved.']),
    ).toEqual(['Tomas Reyes | Reyez→Reyes | Tomas Reyez→Tomas Reyes']);
    expect(
      spellingsOf(['Tomas Reyes came in. Tomas Reyes sat.', 'Tomas Reyez waved. Tomas Reyez sat. Tomas Reyez left.']),
    ).toEqual(['Tomas Reyez | Reyes→Reyez | Tomas Reyes→Tomas Reyez']);
  });

  it('are named by the form the book used first when both are used as often', () => {
    expect(spellingsOf(['Tomas Reyes came in.', 'Tomas Reyez waved.'])).toEqual([
      'Tomas Reyes | Reyez→Reyes | Tomas Reyez→Tomas Reyes',
    ]);
    expect(spellingsOf(['Tomas Reyez came in.', 'Tomas Reyes waved.'])).toEqual([
      'Tomas Reyez | Reyes→Reyez | Tomas Reyes→Tomas Reyez',
    ]);
  });

  it('are named by the first used when the slip is a letter longer or shorter', () => {
    expect(spellingsOf(['Tomas Reyes came in.', 'Tomas Reyess waved.'])).toEqual([
      'Tomas Reyes | Reyess→Reyes | Tomas Reyess→Tomas Reyes',
    ]);
    // Used more, the later form is the name whichever came first.
    expect(spellingsOf(['Tomas Reyes came in.', 'Tomas Reyess waved. Tomas Reyess sat.'])).toEqual([
      'Tomas Reyess | Reyes→Reyess | Tomas Reyes→Tomas Reyess',
    ]);
    expect(spellingsOf(['Tomas Reyess came in.', 'Tomas Reyes waved.'])).toEqual([
      'Tomas Reyess | Reyes→Reyess | Tomas Reyes→Tomas Reyess',
    ]);
  });

  it('are named as the bible names the person, however rare that form is in the text', () => {
    expect(
      spellingsOf(
        ['Tomas Reyes came in. Tomas Reyes sat down. Tomas Reyes laughed.', 'Tomas Reyez waved.'],
        '## Characters\n### Tomas Reyez\n- eyes: blue\n',
      ),
    ).toEqual(['Tomas Reyez | Reyes→Reyez | Tomas Reyes→Tomas Reyez']);
  });

  it('take the surname the family bears three times as often, whichever full name came first', () => {
    const family = (right: string, slip: string, others = ['Hal', 'Ann']) => [
      `Peg ${slip} came in. ${others.map((o) => `${o} ${right} waved.`).join(' ')}`,
      `Peg ${right} waved.`,
    ];
    expect(spellingsOf(family('Tolley', 'Tolly')).at(-1)).toBe('Peg Tolley | Tolly→Tolley | Peg Tolly→Peg Tolley');
    expect(spellingsOf(family('Tolly', 'Tolley')).at(-1)).toBe('Peg Tolly | Tolley→Tolly | Peg Tolley→Peg Tolly');
    // Three uses of "Tolley" against two of "Tolly": not three times as often, so the full name used more wins.
    expect(
      spellingsOf(['Peg Tolly came in. Hal Tolley waved. Ann Tolley sang.', 'Peg Tolley waved. Peg Tolly sat.']).at(-1),
    ).toBe('Peg Tolly | Tolley→Tolly | Peg Tolley→Peg Tolly');
    // Twice as often is not enough: the form the book used first is the name.
    expect(spellingsOf(family('Tolley', 'Tolly', ['Hal'])).at(-1)).toBe(
      'Peg Tolly | Tolley→Tolly | Peg Tolley→Peg Tolly',
    );
  });
});

describe('two full names more than a slip apart', () => {
  const reyes = 'Tomas Reyes came in. Tomas Reyes sat down. Tomas Reyes laughed.';

  it('are two people when two parts differ, or one part differs wholly', () => {
    expect(spellingsOf([reyes, 'Tomaz Reyez waved.'])).toEqual(['Tomas Reyes', 'Tomaz Reyez']);
    expect(spellingsOf([reyes, 'Tomas Garcia waved.'])).toEqual(['Tomas Garcia', 'Tomas Reyes']);
  });

  it('are two people when one has a word more, however near the rest', () => {
    expect(spellingsOf([reyes, 'Tomas Reyez Cruz waved.'])).toEqual(['Tomas Reyez Cruz', 'Tomas Reyes']);
  });
});
