import { describe, expect, it } from 'vitest';
import { buildFactBase, type FeatureRead, featuresIn } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character } from '../../src/check/types.js';
import { attributesOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Edges of the eye and hair reading (facts.ts `featuresIn`) and of the gender
 * a next sentence's pronoun tells, each found by a mutation that survived:
 * the narrator's "I had", a "with" phrase after a name that is not the
 * subject, eyes peering over a shoulder, a knot of hair with no possessive.
 * Texts written for these tests.
 */

const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
const kit: Character = { name: 'Kit', names: ['Kit'], line: 0, fields: {} };
const piet: Character = { name: 'Piet', names: ['Piet'], line: 0, fields: {}, gender: 'male' };
const at = (character: Character, index: number) => ({ character, index, name: character.name });
const shown = (reads: FeatureRead[]) =>
  reads.map((f) => `${f.character.name} ${f.field} ${f.value} "${f.said}" ${f.via}${f.length ? ` ${f.length}` : ''}`);

describe('whose eyes and hair a sentence tells', () => {
  it('gives "I had grey eyes" to the narrator, and to no one without one', () => {
    expect(shown(featuresIn('I had grey eyes.', [], [], ENGLISH, kit))).toEqual(['Kit eyes grey "grey" pronoun']);
    expect(featuresIn('I had grey eyes.', [], [], ENGLISH)).toEqual([]);
  });

  it('gives a "with" phrase to the pronoun opening the sentence, not to a name later in it', () => {
    const text = 'He sat down beside Mara, with grey hair falling to his collar.';
    expect(shown(featuresIn(text, [at(mara, 19)], [at(tomas, 0)], ENGLISH))).toEqual([
      'Tomas hair grey "grey" pronoun',
    ]);
    // The name opening the sentence is its subject.
    expect(
      shown(featuresIn('Mara sat down, with grey hair to her collar.', [at(mara, 0)], [at(tomas, 0)], ENGLISH)),
    ).toEqual(['Mara hair grey "grey" name']);
  });

  it('takes the name opening the narration after a line of speech as the subject of a "with" phrase', () => {
    expect(
      attributesOf('Mara Voss came in from the yard. "Go." Mara Voss sat down, with grey hair to her collar.'),
    ).toEqual(['Mara Voss hair grey']);
  });

  it('gives no one the eyes peering over his shoulder', () => {
    expect(featuresIn('Two grey eyes peered over his shoulder.', [], [at(tomas, 0)], ENGLISH)).toEqual([]);
  });

  it('reads "a knot of hair at the nape of her neck" as her long hair, with no possessive before the hair', () => {
    const text = 'Mara wore a knot of hair at the nape of her neck.';
    expect(shown(featuresIn(text, [at(mara, 0)], [], ENGLISH))).toEqual(['Mara hair  "" pronoun long']);
  });
});

describe('"his" and "her" before a look', () => {
  it('is the name before it in the sentence, though an unnamed person stands before that name', () => {
    const text = 'The woman watched Tomas rub his grey eyes.';
    expect(shown(featuresIn(text, [at(tomas, 18)], [], ENGLISH))).toEqual(['Tomas eyes grey "grey" pronoun']);
  });

  it('is the paragraph’s man, unless the paragraph is blocked', () => {
    expect(shown(featuresIn('His grey eyes were wet.', [], [at(tomas, 0)], ENGLISH))).toEqual([
      'Tomas eyes grey "grey" pronoun',
    ]);
    expect(featuresIn('His grey eyes were wet.', [], [at(tomas, 0)], ENGLISH, undefined, true)).toEqual([]);
    // The block of the paragraph counts only when the sentence names no one.
    expect(shown(featuresIn('Tomas rubbed his grey eyes.', [at(tomas, 0)], [], ENGLISH, undefined, true))).toEqual([
      'Tomas eyes grey "grey" pronoun',
    ]);
  });

  it('is no one’s when an unnamed woman opens the sentence as its subject; a man there leaves it hers', () => {
    expect(featuresIn('The woman beside Mara smiled, her hair white.', [at(mara, 17)], [], ENGLISH)).toEqual([]);
    expect(shown(featuresIn('The man beside Mara smiled, her hair white.', [at(mara, 15)], [], ENGLISH))).toEqual([
      'Mara hair white "white" pronoun',
    ]);
  });
});

describe('a "with" phrase, a "had" and a colour "of"', () => {
  it('gives "with his eyes closed" to the man "his" means, not to the name opening the sentence', () => {
    const text = 'Mara sat beside Tomas with his eyes closed.';
    expect(shown(featuresIn(text, [at(mara, 0), at(tomas, 16)], [], ENGLISH))).toEqual(['Tomas eyes  "" pronoun']);
  });

  it('gives "a thin man with grey hair" to the name the comma sets him beside, with its length', () => {
    const text = 'Piet is on the step, a thin man with grey hair cut short.';
    expect(shown(featuresIn(text, [at(piet, 0)], [], ENGLISH))).toEqual(['Piet hair grey "grey" name short']);
    const long = 'Piet is on the step, a thin man with grey hair, long and loose.';
    expect(shown(featuresIn(long, [at(piet, 0)], [], ENGLISH))).toEqual(['Piet hair grey "grey" name long']);
  });

  it('gives a "with" phrase to the subject though a stranger is named before another name', () => {
    const text = 'Mara spoke to the stranger and to Piet, with grey hair to her collar.';
    expect(shown(featuresIn(text, [at(mara, 0), at(piet, 34)], [], ENGLISH))).toEqual(['Mara hair grey "grey" name']);
  });

  it('gives no one a "with" phrase after an unnamed person, though a name follows it', () => {
    const text = 'Mara spoke to the stranger, with grey hair to her collar, and Piet nodded.';
    expect(featuresIn(text, [at(mara, 0), at(piet, 62)], [], ENGLISH)).toEqual([]);
  });

  it('gives "he had grey eyes" to the man of the paragraph, unless an unnamed person says it of him', () => {
    expect(
      shown(featuresIn('The woman told Mara that he had grey eyes.', [at(mara, 15)], [at(tomas, 0)], ENGLISH)),
    ).toEqual(['Tomas eyes grey "grey" pronoun']);
    expect(featuresIn('The woman said he had grey eyes.', [], [at(tomas, 0)], ENGLISH)).toEqual([]);
    // Only a name before "he" may be him: one of untold gender there may be, and then no one is.
    expect(shown(featuresIn('He had grey eyes, Kit said.', [at(kit, 18)], [at(tomas, 0)], ENGLISH))).toEqual([
      'Tomas eyes grey "grey" pronoun',
    ]);
    expect(featuresIn('Then Kit said he had grey eyes.', [at(kit, 5)], [at(tomas, 0)], ENGLISH)).toEqual([]);
    // "his" before the eyes already tells whose they are, and what was said of them: "had" adds nothing.
    expect(shown(featuresIn('Tomas had his grey eyes on her.', [at(tomas, 0)], [at(mara, 0)], ENGLISH))).toEqual([
      'Tomas eyes grey "grey" pronoun',
    ]);
    expect(shown(featuresIn('Tomas had his eyes on her.', [at(tomas, 0)], [at(mara, 0)], ENGLISH))).toEqual([
      'Tomas eyes  "" pronoun',
    ]);
  });

  it('says nothing of a colour "of" a thing that is no colour', () => {
    expect(shown(featuresIn('Her eyes were the colour of mud.', [], [at(mara, 0)], ENGLISH))).toEqual([
      'Mara eyes  "" pronoun',
    ]);
  });
});

describe('the words around hair', () => {
  it('takes "dark" for the hair only from the words right before it, not from the sentence’s opening', () => {
    expect(featuresIn('The dark water rose round Mara, her hair loose.', [at(mara, 26)], [], ENGLISH)).toEqual([]);
  });

  it('reads "to her waist" six words after the hair as long', () => {
    expect(shown(featuresIn('Her hair hung straight down to her waist.', [], [at(mara, 0)], ENGLISH))).toEqual([
      'Mara hair  "" pronoun long',
    ]);
  });
});

describe('hair whose owner comes after it ("at the nape of her neck")', () => {
  const knot = (text: string, named: ReturnType<typeof at>[], earlier: ReturnType<typeof at>[], blocked = false) =>
    shown(featuresIn(text, named, earlier, ENGLISH, kit, blocked));

  it('is the narrator’s after "my", the man’s after "his", long for a knot', () => {
    expect(knot('I wore a knot of hair at the nape of my neck.', [], [])).toEqual(['Kit hair  "" name long']);
    expect(knot('He wore a knot of hair at the nape of his neck.', [], [at(mara, 0), at(tomas, 5)])).toEqual([
      'Tomas hair  "" pronoun long',
    ]);
  });

  it('is no one’s after an unnamed person, or when the sentence names no one and the paragraph is blocked', () => {
    expect(knot('The woman came in, a knot of hair at the nape of her neck.', [], [at(mara, 0)])).toEqual([]);
    expect(knot('A knot of hair sat at the nape of his neck.', [], [at(tomas, 0)], true)).toEqual([]);
    // A man named after the hair is not the one "his" looks back to.
    expect(knot('A knot of hair sat at the nape of his neck as Piet watched.', [at(piet, 46)], [at(tomas, 0)])).toEqual(
      ['Tomas hair  "" pronoun long'],
    );
  });

  it('is the name’s before it, when the unnamed person stands before that name', () => {
    const text = 'The woman nodded to Tomas, a knot of hair at the nape of his neck.';
    expect(knot(text, [at(tomas, 20)], [])).toEqual(['Tomas hair  "" pronoun long']);
    expect(knot('Tomas nodded, a knot of hair at the nape of his neck.', [at(tomas, 0)], [], true)).toEqual([
      'Tomas hair  "" pronoun long',
    ]);
  });
});

describe('the gender the next sentence tells', () => {
  it('reads "He" opening the narration after a line of speech', () => {
    const text = 'Kit came in by the back door. "Go." He sat down by the fire. Kit was cold. "No." He went out.';
    const m = manuscriptOf({ 'chapter_01.md': `# 1\n\n${text}\n` });
    expect(buildFactBase(m, ENGLISH).cast.find((c) => c.name === 'Kit')?.gender).toBe('male');
  });
});
