import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * With no narrator in the bible, a first-person chapter's "my grey eyes" are the narrator's, and the narrator is
 * the character the chapter's heading names ("# Nell"), wherever the heading stands in the chapter's file: after
 * an epigraph too. A copy editor sees this as whose eyes the fact base holds, and where they were told.
 */

const I = 'I opened the shop. I swept the floor and I waited by the door.';

/** Each character of a one-chapter book (with Nell in the bible): name, then each eye colour and its place. */
function eyesOf(chapter: string): string[] {
  const m = manuscriptOf({ 'chapter_01.md': chapter }, '## Nell\nHair: brown\n');
  return readFacts(m, ENGLISH).facts.cast.map(
    (c) =>
      `${c.name}: ${c.attributes
        .filter((a) => a.field === 'eyes')
        .map((a) => `${a.value} ${a.at.file}:${a.at.line}`)
        .join(', ')}`,
  );
}

describe('the narrator a first-person chapter’s heading names', () => {
  it('gives "my grey eyes" to the character of the heading', () => {
    expect(eyesOf(`# Nell\n\n${I}\n\nI pushed my grey eyes shut. ${I}\n\n${I}\n`)).toEqual([
      'Nell: grey chapter_01.md:5',
    ]);
  });

  it('reads the heading after an epigraph that opens the file, not the epigraph', () => {
    expect(eyesOf(`*For my mother.*\n\n# Nell\n\n${I}\n\nI pushed my grey eyes shut. ${I}\n\n${I}\n`)).toEqual([
      'Nell: grey chapter_01.md:7',
    ]);
  });

  it('gives them to an unnamed narrator when the heading names no one of the cast', () => {
    expect(eyesOf(`# The Shop\n\n${I}\n\nI pushed my grey eyes shut. ${I}\n\n${I}\n`)).toEqual([
      'Nell: ',
      'The narrator: grey chapter_01.md:5',
    ]);
  });
});
