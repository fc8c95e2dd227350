import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * The places of the fact base (src/check/facts.ts, placesFrom): the bible's first, then runs of capitals after a
 * place's preposition twice ("in the Lantern Inn"), then single words so used. The words of a run are no places of
 * their own, nor is a run with a character's name in it. Texts written for these tests.
 */

const placesOf = (text: string, bible = '') => buildFactBase(manuscriptOf(chaptersOf(text), bible), ENGLISH).places;

describe('the places of the fact base', () => {
  it("lists the bible's places, then the text's runs and single words, with no appearances or features yet", () => {
    expect(
      placesOf(
        'They came to Kerrow. In the rain they stayed in Kerrow. Wren went to Lisk and slept in Lisk. ' +
          'Later Nell Quill found him in the Lantern Inn. Nell slept in the Lantern Inn. ' +
          'Wren sat in the Wren Room. Wren left the Wren Room.',
        '## Places\n\n### Kerrow\n- a harbour\n',
      ),
    ).toEqual([
      { name: 'Kerrow', source: 'bible', first: { file: 'bible.md', line: 3 }, appearances: [], features: [] },
      {
        name: 'Lantern Inn',
        source: 'text',
        first: { file: 'chapter_01.md', line: 3 },
        appearances: [],
        features: [],
      },
      { name: 'Lisk', source: 'text', first: { file: 'chapter_01.md', line: 3 }, appearances: [], features: [] },
    ]);
  });

  it('reads a run that names a bible place as that place, and its words as no places of their own', () => {
    expect(
      placesOf(
        'Tom went in the Grey Mill. Tom ate in the Grey Mill. Tom walked in Lisk. Tom read in Lisk.',
        '## Places\n\n### Grey Mill\n- a mill\n',
      ).map((p) => `${p.name} ${p.source}`),
    ).toEqual(['Grey Mill bible', 'Lisk text']);
  });

  it('takes no place from a run met only once', () => {
    expect(placesOf('Tom slept in the Old Barn. Tom walked in Lisk. Tom read in Lisk.').map((p) => p.name)).toEqual([
      'Lisk',
    ]);
  });

  it("takes no place from a run with a character's name in it, nor from its words", () => {
    expect(
      placesOf('Wren sat in the Wren Room. Wren slept in the Wren Room. Tom walked in Lisk. Tom read in Lisk.').map(
        (p) => p.name,
      ),
    ).toEqual(['Lisk']);
  });

  it('takes no place from a single word after "in" only once', () => {
    expect(placesOf('Tom walked in Lisk. Tom read in Lisk. Tom slept in Kerrow.').map((p) => p.name)).toEqual(['Lisk']);
  });
});
