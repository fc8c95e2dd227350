import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Ben stood by the door, and Ada held the binoculars out to him": "him" is the man the sentence names, not one named
 * in a sentence before, nor the one who holds it out. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast =
  'Ada Quill came in. She sat down. Ben Orr came in. He sat down. Tom Hale came in. He sat down. Cora Lind came in. She sat down.';
const seen = 'Ben stood at the window with the binoculars at his eyes.';

describe('a thing held out to "him" in a sentence that names him', () => {
  it('goes to the man that sentence names, not to the man named before it', () => {
    const offer = 'Tom went out to the yard. Ben stood by the door, and Ada held the binoculars out to him.';
    expect(found(`${cast}\n\n${offer}\n\n${seen}`, 'Ada raised the binoculars.')).toEqual([
      'chapter_02.md:3 Ada Quill has the binoculars here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('goes to the man, not to a woman the sentence names after him', () => {
    const offer = 'Tom went out to the yard. Ben stood by the door with Cora, and Ada held the binoculars out to him.';
    expect(found(`${cast}\n\n${offer}\n\n${seen}`, 'Ada raised the binoculars.')).toEqual([
      'chapter_02.md:3 Ada Quill has the binoculars here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });

  it('goes to the man named before when the sentence names no other man', () => {
    const offer = 'Tom went out to the yard. Ada held the binoculars out to him.';
    expect(found(`${cast}\n\n${offer}\n\n${seen}`, 'Ada raised the binoculars.')).toEqual([]);
  });
});

describe('a thing given to "him" in a sentence that names him', () => {
  it('names the man who holds it, not the man who gave it, when a third takes it from its place', () => {
    const gave = 'Ada went out to the yard. Ben stood by the door, and Tom gave the binoculars to him.';
    expect(found(`${cast}\n\n${gave}`, 'Cora took the binoculars down from the shelf.')).toEqual([
      'chapter_02.md:3 Cora Lind takes the binoculars from its place here, but chapter_01.md:5 gave it to Ben Orr, and nothing between brings it back',
    ]);
  });
});
