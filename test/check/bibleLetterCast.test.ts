import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A bible sent as a letter: a salutation, then "THE PEOPLE" in capitals over paragraphs of prose, each opening on
 * a name. The paragraphs are read as prose is, sentence by sentence; a name opening on an accented letter ("Inés")
 * is no sentence's opening word ("In"). Texts written for this test.
 */

const LETTER = [
  'Dear Celia,',
  '',
  'As promised, here is everything your copy editor should need to keep me honest on the book.',
  '',
  'THE PEOPLE',
  '',
  'Inés Vidal Fuentes is the head cook, thirty-eight in the story. Green eyes, like her mother. Black hair worn in one long braid down her back.',
  '',
  'Amparo Vidal is her aunt, seventy-one. White hair in a bun, brown eyes. Only remembered by the old customers.',
  '',
].join('\n');

const cast = (text: string) =>
  parseBible(text, ENGLISH).characters.map((c) => `${c.name}: eyes ${c.fields.eyes?.value}`);

describe('a letter whose cast is paragraphs under "THE PEOPLE"', () => {
  it('reads each paragraph as the person it opens on, and no salutation or opening word as a person', () => {
    expect(cast(LETTER)).toEqual(['Inés Vidal Fuentes: eyes Green', 'Amparo Vidal: eyes brown']);
  });

  it('reads a name opening on an accented letter as prose outside any section too', () => {
    expect(cast('# About the book\n\nInés Vidal is the head cook. Green eyes.\n')).toEqual(['Inés Vidal: eyes Green']);
  });

  it('reads a paragraph of eighty letters under "THE PEOPLE" as prose about the one it opens on', () => {
    const paragraph = 'Amparo Vidal is the old aunt of the cook, seventy-one. Brown eyes, white hair...';
    expect(paragraph).toHaveLength(80);
    expect(cast(`THE PEOPLE\n\n${paragraph}\n`)).toEqual(['Amparo Vidal: eyes Brown']);
  });

  it('keeps a short line naming two under "THE PEOPLE" as a note over the list, and reads the list', () => {
    const bible = [
      'THE PEOPLE',
      '',
      'Mara Voss and her son are the two who matter.',
      '',
      '- Mara Voss — the cook; eyes: blue',
      '- Jon Voss — her son; eyes: grey',
      '',
    ].join('\n');
    expect(cast(bible)).toEqual(['Mara Voss: eyes blue', 'Jon Voss: eyes grey']);
  });
});
