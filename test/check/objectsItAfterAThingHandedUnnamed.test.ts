import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "I held out the letter to Ruth. I gave it to her": a thing handed that is no object the book follows is what "it"
 * is next, so the watch named paragraphs before is not given away. Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ruth Amory keeps the lock-house. Sam Kerr works the barges.';
const scene = (middle: string) =>
  found(
    `${cast} I wound Grandad's watch at the lock gate and put it back in my waistcoat.\n\n${middle}\n\nAt dusk I wound Grandad's watch again.`,
  );

describe('"it" given after another thing handed', () => {
  it("is that thing, so the watch is still the narrator's at dusk", () => {
    expect(scene('I held out the letter to Ruth. I gave it to her and went in.')).toEqual([]);
    expect(scene('I handed Ruth the letter. Ruth took it and went in.')).toEqual([]);
  });

  it('is the watch when nothing else was handed', () => {
    expect(scene('I went down to Ruth. I gave it to her and went in.')).toEqual([
      'chapter_01.md:7 The narrator has the watch here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });
});
