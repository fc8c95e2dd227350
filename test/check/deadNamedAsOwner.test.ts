import { describe, expect, it } from 'vitest';
import { afterAbelsBurial } from '../support/abelBuried.js';

/**
 * The dead named only as an owner ("Abel Marsh's pipe") are not the "he" of the next sentence: the thing is the topic,
 * and so is anyone else the sentence names. Texts written for these tests.
 */

// Abel acts in chapter 1 (so the text tells he is a man) and is buried in chapter 2; Nell Hart, a woman, is alive.
const ABEL =
  '# One\n\nAbel Marsh sat on his bench by the lock. He knocked his pipe out. Abel Marsh nodded to the boats.\n\nNell Hart came out of the lock-house. She waved.\n';
const found = (later: string) =>
  afterAbelsBurial(ABEL, later).map(
    (f) => `${f.file}:${f.line} ${f.confidence} ${f.message} | ${f.against?.file}:${f.against?.line}`,
  );

describe('the dead named as an owner before a pronoun', () => {
  it('raises nothing when the dead are named only as the owner of a thing', () => {
    expect(found('Abel Marsh’s pipe was still on the bench. He lifted it to the light.')).toEqual([]);
    expect(found("Abel Marsh's pipe was still on the bench. He lifted it to the light.")).toEqual([]);
  });

  it('raises nothing when a woman takes the dead man’s things', () => {
    expect(found('Nell Hart took Abel Marsh’s pipe from the shelf. He lifted it to the light.')).toEqual([]);
  });

  it('still reports the dead named as the subject beside a woman named as an owner', () => {
    expect(found('Abel Marsh was out on the bench by Nell Hart’s door. He lifted his pipe to her.')).toEqual([
      expect.stringMatching(
        /^chapter_03\.md:3 0\.7 Abel Marsh acts \("He lifted"\) here, but chapter_02\.md:3 .* \| chapter_02\.md:3$/,
      ),
    ]);
  });
});
