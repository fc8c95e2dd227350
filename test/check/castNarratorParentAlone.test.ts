import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "My father was Walter Greer" makes the text's "Pa" that man (src/check/facts.ts, parentOfNarrator), but only a
 * "Pa" the text alone gives: the bible's own "Pa" keeps its entry and what it records, and a father the narrator
 * names as "Pa" himself ("Pa, my father, mended nets") is that one character still.
 */

/** Each character: its name, its names, how often the text names it, the facts it holds. */
const castOf = (bible: string, ...texts: string[]) =>
  readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).facts.cast.map(
    (c) =>
      `${c.name} (${c.source}): ${c.names.join(', ')} (${c.appearances.length})${c.attributes.map((a) => ` ${a.field} ${a.value}`).join('')}`,
  );

describe("the narrator's named father", () => {
  it('is the text\'s "Pa", who joins him', () => {
    expect(castOf('', 'My father was Walter Greer. Walter Greer kept bees.', 'Pa sat at the table.')).toEqual([
      'Walter Greer (text): Walter Greer, Walter, Greer, Pa (3)',
    ]);
  });

  it('leaves the bible\'s "Pa" its own entry, with the hair it records', () => {
    expect(
      castOf(
        '## Characters\n### Pa\n- hair: grey\n',
        'My father was Walter Greer. Walter Greer kept bees.',
        'Pa sat at the table.',
      ),
    ).toEqual(['Pa (bible): Pa (1) hair grey', 'Walter Greer (text): Walter Greer, Walter, Greer (2)']);
  });

  it('is "Pa" himself when the narrator names him so, one character all through', () => {
    expect(
      castOf('', 'Pa, my father, mended nets on the quay. Pa sang while he worked.', 'Pa rowed out at dawn.'),
    ).toEqual(['Pa (text): Pa (3)']);
  });

  it('takes "Daddy" with its misspelling ("Daddey" once) into the named father', () => {
    const daddy = 'Daddy came home late. Daddy sat down. Daddy ate. Daddy slept. Daddy woke.';
    const found = castOf('', 'My father was Walter Greer. Walter Greer kept bees.', daddy, 'Daddey rowed out at dawn.');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^Walter Greer \(text\): Walter Greer, Walter, Greer, Daddy, Daddey \(\d+\)$/);
  });
});
