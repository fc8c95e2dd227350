import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A newcomer who gives her own name in speech ('Now the woman turns. "Ada Albright. Mrs. Albright, to the
 * choir."') is named: the next paragraph's "Her eyes" are hers, as they would be after "That was Ada Albright".
 */

const church = (speech: string, eyes: string) =>
  `Nadia Brandt came into the church. The woman at the front did not look round.\n\n"Walter would have had a fit." Now the woman turns, and holds out a hand in a grey knitted glove. ${speech}\n\n${eyes}`;
const later = 'Ada Albright played the hymn. She sang it through, and then she sat down. Ada Albright was tired.';

describe('a newcomer who names herself', () => {
  it('owns the eyes of the next paragraph', () => {
    const text = church(
      '"Ada Albright. Mrs. Albright, to the choir."',
      'Her eyes are the bright, washed blue of a sky.',
    );
    expect(attributesOf(text, later)).toEqual(['Ada Albright eyes blue']);
    expect(
      checkAttributes(manuscriptOf(chaptersOf(text, `${later} Her grey eyes were wet.`)), ENGLISH).findings.map(
        (f) => `${f.file}:${f.line}`,
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('is not named by a speech that only speaks of her or calls her', () => {
    for (const speech of ['"I knew Ada Albright once."', '"You are late, Nadia Brandt."', '"Ada Albright, come here."'])
      expect(attributesOf(church(speech, 'Her eyes are the bright, washed blue of a sky.'), later), speech).toEqual([]);
  });
});

describe('a possessive opening the sentence', () => {
  it('makes its owner the subject the next "she" means, not the name the sentence comes to', () => {
    const text = church(
      '"Ada Albright. Mrs. Albright, to the choir."',
      'Her eyes are the bright, washed blue of a sky, and they look at Nadia Brandt carefully. She is seventy-eight, she says.',
    );
    expect(attributesOf(text, later)).toEqual(['Ada Albright eyes blue', 'Ada Albright age 78']);
  });
});
