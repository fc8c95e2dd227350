import { describe, expect, it } from 'vitest';
import { checkPlaces } from '../../src/check/checks/places.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/** A place's feature told in two colours, neither the bible's: both named in the finding, apart. */

const BIBLE = ['# Bible', '', '## Places', '### The Lantern Inn', '- A red-brown door.'].join('\n');

describe('a feature in two colours against the bible', () => {
  it('names both colours of the text and both of the bible', () => {
    const found = checkPlaces(
      manuscriptOf({ 'chapter_01.md': "# 1\n\nThe Lantern Inn's green white door banged.\n" }, BIBLE),
      ENGLISH,
    ).findings;
    expect(found.map((f) => [`${f.file}:${f.line}`, f.confidence, f.message])).toEqual([
      ['chapter_01.md:3', 0.75, "The Lantern Inn's door is green/white here; bible: red/brown (bible.md:4)"],
    ]);
  });
});
