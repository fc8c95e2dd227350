import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * An old narrator tells from her kitchen table and turns to the past in nearly every paragraph ("I remember…"): the
 * sentences before the memory are her present, and they tell the chapter's voice. A likeness of a boy's haircut is
 * no memory of boyhood (src/check/facts.ts, voiceOf; lang/en.ts, memoryMarkers).
 */

const RECALLING = [
  'I sit at the kitchen table and I open the shoebox. I take out the first letter and I read it. I remember the summer we spent on the island, when we swam in the cove every day.',
  'I put the letter down and I look at the water. I hear the gulls and I wait. I remember my father at the wharf, years ago, with his hands in his pockets.',
  'I get up and I make the tea. I carry it back to the table and I drink it. Back then we had no tea, only the tin of cocoa my mother kept for Sundays.',
].join('\n\n');

const voiceOf = (text: string) => {
  const v = readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).facts.voice.chapters[0]?.voice;
  return [v?.person, v?.tense];
};

describe('a narrator who turns to memory in every paragraph', () => {
  it('is told by the present before each memory: first person, present tense', () => {
    expect(voiceOf(RECALLING)).toEqual(['first', 'present']);
  });

  it('reads "her hair cut short as a boy\'s" as a likeness: the scene it opens is no flashback', () => {
    const opening =
      "Maeve is on my doorstep at seven with her hair cut short as a boy's. I let her in and I give her a coffee. She drinks it and she smiles.";
    const rest =
      'I put on my boots and I take my coat. We walk down to the wharf together. The boat is waiting and we get on.';
    expect(voiceOf(`${opening}\n\n${rest}`)).toEqual(['first', 'present']);
  });
});
