import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "his scarred left eyebrow", "his tattooed right forearm": a mark the reader already knows, on its side. Texts
 * written for these tests.
 */

function marksOf(text: string): string[] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(text)), ENGLISH);
  return facts.cast.flatMap((c) => (c.marks ?? []).map((k) => `${c.name} ${k.mark} ${k.side} ${k.part}`));
}

describe('a mark told by an adjective before the part', () => {
  it('is the mark the adjective names ("tattooed" a tattoo, "scarred" a scar), on that side', () => {
    expect(marksOf('Oskar Brandt sat down. He raised his tattooed right forearm.')).toEqual([
      'Oskar Brandt tattoo right forearm',
    ]);
    expect(marksOf('Oskar Brandt sat down. He rubbed his scarred left eyebrow.')).toEqual([
      'Oskar Brandt scar left eyebrow',
    ]);
  });
});
