import { describe, expect, it } from 'vitest';
import { clausePronounAgeIn, readFacts, spokenOf } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterOf } from '../../src/check/manuscript.js';
import type { Character } from '../../src/check/types.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * Small readings of facts.ts: "…, and he was sixty" is a man named before the pronoun, never one named after it;
 * what a sentence's characters say is "" for a sentence of narration alone; and a death read from a quoted document
 * says so in how it was told. Texts written for these tests.
 */

const tomas: Character = { name: 'Tomas', names: ['Tomas'], line: 0, fields: {}, gender: 'male' };
const mara: Character = { name: 'Mara', names: ['Mara'], line: 0, fields: {}, gender: 'female' };
const piet: Character = { name: 'Piet', names: ['Piet'], line: 0, fields: {}, gender: 'male' };
const named = (text: string, ...cast: Character[]) =>
  cast.map((character) => ({ character, index: text.indexOf(character.name), name: character.name }));

describe('an age "and he was sixty" with a name after the pronoun', () => {
  it('is the man named before it', () => {
    const text = 'Mara met Tomas at the gate, and he was sixty; Piet was younger.';
    expect(clausePronounAgeIn(text, named(text, mara, tomas, piet), [], [], false, ENGLISH)).toEqual({
      character: tomas,
      years: 60,
      said: 'sixty',
    });
  });
});

describe('what a sentence’s characters say', () => {
  it('is nothing for narration alone, and the speech with the narration blanked', () => {
    const chapter = chapterOf(
      'chapter_01.md',
      '# 1\n\nMara walked to the gate.\n\n“Come in,” she said.\n',
      0,
      1,
      ENGLISH,
    );
    const sentences = chapter.paragraphs.flatMap((p) => p.sentences);
    expect(sentences.map((s) => spokenOf(s))).toEqual(['', expect.stringMatching(/^\s*“Come in,”\s*$/)]);
  });

  it('keeps the speech where it stands in the sentence, nothing past its end', () => {
    const chapter = chapterOf('chapter_01.md', '# 1\n\n“Come in,” she said.\n', 0, 1, ENGLISH);
    const [said] = chapter.paragraphs.flatMap((p) => p.sentences);
    if (!said) throw new Error('no sentence read');
    const spoken = spokenOf(said);
    expect(spoken).toHaveLength(said.text.length);
    expect(spoken.trimEnd()).toBe('“Come in,”');
  });
});

describe('a death read from a quoted obituary', () => {
  it('tells how it was read', () => {
    const keeper = 'Tobias Marsh had kept the Gull Point light for forty years. Mara sorted the post in the kitchen.';
    const obituary = `${keeper}\n\n> Tobias R. Marsh of Gull Point died peacefully on Monday, March 3, at home.`;
    const { facts } = readFacts(manuscriptOf(chaptersOf(obituary)), ENGLISH);
    expect(facts.cast.find((c) => c.name === 'Tobias Marsh')?.death).toMatchObject({
      how: 'died (in a quoted document)',
      at: { file: 'chapter_01.md', line: 5 },
    });
  });
});
