import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The word before a colour in an entry's prose: an article or an owner ("the black hair", "Mum's black hair") makes
 * the feature someone else's; any other word ("dour grey eyes", "mythic green eyes") leaves it the entry's own, even a
 * word that begins or ends as one of those does. Bibles written for these tests.
 */

const features = (prose: string) => {
  const c = parseBible(`# Bible\n\n## Characters\n\n### Tom Hale\n\n${prose}\n`, ENGLISH).characters[0];
  return [c?.fields.eyes?.value, c?.fields.hair?.value];
};

describe('the word before a feature’s colour', () => {
  it('gives the feature to another when it is an owner’s name', () => {
    expect(features('A fisherman. He dreams of Mum’s black hair.')).toEqual([undefined, undefined]);
    expect(features("A fisherman. He dreams of Ann's black hair.")).toEqual([undefined, undefined]);
  });

  it('leaves it the entry’s own when the word only begins or ends like an article or an owner', () => {
    expect(features('A fisherman with dour grey eyes.')).toEqual(['grey', undefined]);
    expect(features('A fisherman with mythic green eyes.')).toEqual(['green', undefined]);
    expect(features('A fisherman with theatric black hair.')).toEqual([undefined, 'black']);
  });

  it('takes a colour of two words before "-eyed", and a colour set apart from "eyes" by several spaces', () => {
    expect(features('A fisherman, grey-green-eyed and slow.')).toEqual(['grey-green', undefined]);
    expect(features('A fisherman, pale blue-eyed and slow.')).toEqual(['pale blue', undefined]);
    expect(features('A fisherman with grey  eyes.')).toEqual(['grey', undefined]);
  });
});
