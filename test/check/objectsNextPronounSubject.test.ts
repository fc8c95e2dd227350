import { describe, expect, it } from 'vitest';
import { noteSubjects } from '../../src/check/checks/objects.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Character, Gender } from '../../src/check/types.js';

/**
 * Who the next "she" or "he" of a scene is, after a sentence: the name a pronoun's verb takes when no one of that
 * gender is known yet, and a name whose gender the book never settled, given the one gender the words after it tell.
 */

const person = (name: string, gender?: Gender) => ({ name, names: [name], gender }) as unknown as Character;
const nadia = person('Nadia', 'female');
const tomas = person('Tomas', 'male');
const peg = person('Peg');

/** The scene's "she" and "he" after the sentence, given who they were before it. */
const pronounsAfter = (text: string, named: Character[], before: Array<[Gender, Character]> = []) => {
  const last = new Map<Gender, Character>(before);
  noteSubjects(
    text,
    named.map((character) => ({ character, index: text.indexOf(character.name) })),
    last,
    ENGLISH,
  );
  return { she: last.get('female')?.name, he: last.get('male')?.name };
};

describe('the next "she" after a sentence whose "she" is no one yet', () => {
  it('is the woman the sentence names, when no "she" was known before it', () => {
    expect(pronounsAfter('She told Nadia the news.', [nadia])).toEqual({ she: 'Nadia', he: undefined });
  });

  it('stays the one known before, when the pronoun’s verb only takes the name', () => {
    const june = person('June', 'female');
    expect(pronounsAfter('She told Nadia the news.', [nadia], [['female', june]])).toEqual({
      she: 'June',
      he: undefined,
    });
  });
});

describe('a name whose gender the book never settled', () => {
  it('is the next "she" when only "her" follows it', () => {
    expect(pronounsAfter('He nodded to Peg, who had something in her hand.', [peg])).toEqual({
      she: 'Peg',
      he: undefined,
    });
  });

  it('is the next "he" when only "his" follows it', () => {
    expect(pronounsAfter('Peg had something in his hand.', [peg])).toEqual({ she: undefined, he: 'Peg' });
  });

  it('is the next "she" when the "Her" after it opens a new sentence', () => {
    expect(pronounsAfter('Peg looked down. Her hands were empty.', [peg])).toEqual({ she: 'Peg', he: undefined });
  });

  it('is no one’s pronoun when "his" and "her" both follow it', () => {
    expect(pronounsAfter('Peg had his coat over her arm.', [peg])).toEqual({ she: undefined, he: undefined });
  });

  it('does not take "her" from a woman named beside it', () => {
    expect(pronounsAfter('Peg sat by Nadia with something in her hand.', [peg, nadia])).toEqual({
      she: 'Nadia',
      he: undefined,
    });
  });
});

describe('a man named before "her"', () => {
  it('is never the next "she"', () => {
    expect(pronounsAfter('Tomas looked at her.', [tomas])).toEqual({ she: undefined, he: 'Tomas' });
  });
});
