import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * What the words beside a capitalised name tell of it (src/check/facts.ts, collect): a speech verb before it makes
 * it someone who speaks, with nothing after it. Texts written for these tests.
 */

/** Each character of chapters given as texts: its name and its gender ("-" when none is told). */
function castOf(...texts: string[]): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts)), ENGLISH);
  return facts.cast.map((c) => [c.name, c.gender ?? '-']);
}

describe('a name after a speech verb', () => {
  it('is a person though nothing follows it: "“Go,” said Tom."', () => {
    // A man by his given name: "Tom" is a man's name.
    expect(castOf('“Go,” said Tom.\n\n“Stay,” said Tom.')).toEqual([['Tom', 'male']]);
  });
});
