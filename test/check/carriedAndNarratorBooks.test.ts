import { describe, expect, it } from 'vitest';
import { carriedNouns, firstPersonNarrator } from '../../src/check/checks/objects.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The things a book carries are learned from its present: a noun carried and owned in a memory or a quoted letter
 * is not. And a book told by "I" in every chapter has no narrator of alternating chapters to find, however often
 * the others call someone by name. Texts written for these tests.
 */

describe('the things a book carries', () => {
  it('are learned from the present, not from a memory or a quotation', () => {
    const learned = (text: string) => [...carriedNouns(manuscriptOf(chaptersOf(text)), ENGLISH).learned];
    expect(learned("Tom takes Arlo's sextant out of his coat pocket.")).toEqual(['sextant']);
    expect(learned("He remembered the summer at the lake. Tom took Arlo's sextant out of his coat pocket.")).toEqual(
      [],
    );
    expect(learned("> Tom takes Arlo's sextant out of his coat pocket.")).toEqual([]);
  });
});

describe('the narrator of first-person chapters', () => {
  const ONE = '"You\'re late, Lou," Ada says. I take off my coat and I sit down.\n\nI walk to the shop. I buy bread.';
  const THREE =
    '"Sorry, Lou," Nat says at the gate. I walk up the hill with him.\n\n"Lou, wait," Ada calls. I stop and wait for her.\n\nI go in.\n\n"Are you cold, Lou?" she asks. I say I am not.';
  const THIRD = 'Nat Bryce waited by the door. He was cold. He looked at the road for a long time.';
  /** The bible puts Lou in the cast whether or not the narration names her. */
  const CAST = '# Bible\n\n## Characters\n### Lou\n### Ada\n### Nat Bryce\n';
  const narrator = (...texts: string[]) => {
    const m = manuscriptOf(chaptersOf(...texts), CAST);
    const told = firstPersonNarrator(m, readFacts(m, ENGLISH).cast, ENGLISH);
    return told ? [...told.forms].map((c) => c.name) : 'no one';
  };

  it('is found when other chapters are told in the third person', () => {
    expect(narrator(ONE, THIRD, THREE)).toEqual(['Lou']);
  });

  it('is no one when every chapter is told by "I"', () => {
    expect(narrator(ONE, THREE)).toBe('no one');
  });
});
