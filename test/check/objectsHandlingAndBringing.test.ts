import { describe, expect, it } from 'vitest';
import { givenAway } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * What a giver does with a thing after giving it, in more of the words novelists use: the care a thing gets in its
 * holder's hands ("dried the knife", "unhooked the keys from her belt"), a thing set down in front of another or
 * taken to them (a giving), another thing of the same kind taken out (no taking back), and a noun that only names
 * another thing ("her watch chain", "her ring finger").
 * Texts written for these tests.
 */

const found = (...texts: string[]) =>
  givenAway(manuscriptOf(chaptersOf(...texts)), ENGLISH).map((f) => `${f.file}:${f.line} ${f.message}`);

const cast = 'Ada Quill came in. She sat down. Ben Orr came in. He sat down.';

describe('a giver caring for the thing she gave', () => {
  for (const [label, act] of [
    ['dried', 'Ada dried the knife on a cloth.'],
    ['wiped', 'Ada wiped the knife on her apron.'],
    ['sharpened', 'Ada sharpened the knife on the back step.'],
    ['wrapped', 'Ada wrapped the knife in a clean rag.'],
  ] as const)
    it(`is seen holding it (${label})`, () => {
      expect(found(`${cast} Ada gave the knife to Ben.`, act)).toEqual([
        'chapter_02.md:3 Ada Quill has the knife here, but gave it away at chapter_01.md:3, and nothing between gives it back',
      ]);
    });

  it('unhooking the keys from her own belt holds them', () => {
    expect(found(`${cast} Ada gave the keys to Ben.`, 'Ada unhooked the keys from her belt.')).toEqual([
      'chapter_02.md:3 Ada Quill has the keys here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('the one she gave it to caring for it is no slip', () => {
    expect(found(`${cast} Ada gave the knife to Ben.`, 'Ben dried the knife on a cloth.')).toEqual([]);
  });
});

describe('a thing set down in front of another', () => {
  for (const [label, act] of [
    ['on the table in front of a name', 'Ada put the compass on the table in front of Ben.'],
    ['down in front of him', 'Ben stood by the stove. Ada laid the compass down in front of him.'],
    ['across the table in front of him', 'Ben stood by the stove. Ada pushed it across the table in front of him.'],
  ] as const)
    it(`is given (${label})`, () => {
      expect(found(`${cast} Ada had the compass in her hand. ${act}`, 'Ada opened the compass.')).toEqual([
        'chapter_02.md:3 Ada Quill has the compass here, but gave it away at chapter_01.md:3, and nothing between gives it back',
      ]);
    });

  it('set down in front of herself is still hers', () => {
    expect(found(`${cast} Ada put the compass on the table in front of her.`, 'Ada opened the compass.')).toEqual([]);
  });
});

describe('a thing taken to another', () => {
  it('is given by the one who takes it there, not by the one who held it before', () => {
    const before = `${cast} Cora Finch came in. She sat down. Ben had the key in his hand. Ada took the key straight to Cora.`;
    expect(found(before, 'Ada turned the key in the lock.')).toEqual([
      'chapter_02.md:3 Ada Quill has the key here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
    expect(found(before, 'Ben turned the key in the lock.')).toEqual([]);
  });

  it('taken to a place is no giving', () => {
    expect(found(`${cast} Ada took the key to Dublin.`, 'Ada turned the key in the lock.')).toEqual([]);
  });
});

describe('another thing of the same kind', () => {
  it('taken out by the one it was taken from is no taking back of the thing she gave', () => {
    const first = `${cast} Ben had the iron key in his hand. Ada took the iron key from him.`;
    const second = 'Ada took out the brass key and held it out. Ben took it.';
    expect(found(`${first}\n\n${second}`, 'Ada turned the brass key in the lock.')).toEqual([
      'chapter_02.md:3 Ada Quill has the brass key here, but gave it away at chapter_01.md:5, and nothing between gives it back',
    ]);
  });
});

describe('a noun that names another thing after the thing’s', () => {
  it('"her watch chain" is no watch handed on', () => {
    expect(
      found(
        `${cast} Ada gave the watch to Ben.`,
        'Tom Rudd took the key off his watch chain and put it in Ada’s hand.',
        'Ada wound the watch.',
      ),
    ).toEqual([
      'chapter_03.md:3 Ada Quill has the watch here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });

  it('"her ring finger" is no ring held', () => {
    expect(found(`${cast} Ada gave the ring to Ben.`, 'Ada held up her ring finger.')).toEqual([]);
  });

  it('"the key ring" is a ring', () => {
    expect(found(`${cast} Ada gave the key ring to Ben.`, 'Ada held the ring up to the light.')).toEqual([
      'chapter_02.md:3 Ada Quill has the ring here, but gave it away at chapter_01.md:3, and nothing between gives it back',
    ]);
  });
});
