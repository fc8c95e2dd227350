import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** A hair colour said of a head ("her chestnut head"), hair the colour of straw, and a street that is no person. */

const book = (...chapters: string[]) =>
  manuscriptOf(Object.fromEntries(chapters.map((text, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\n${text}\n`])));
const found = (...chapters: string[]) =>
  checkAttributes(book(...chapters), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const ROSA = 'Rosa Meireles came in. Rosa had straw-coloured hair. Rosa had straw-coloured hair still.';

describe('hair told by a head or by straw', () => {
  it('reads a colour before a head as the hair’s, and straw as fair', () => {
    expect(found(ROSA, 'Rosa Meireles sat. Rosa bent her chestnut head over the script.')).toEqual([
      'chapter_02.md:3 Rosa Meireles\'s hair is "chestnut" here; chapter_01.md:3 says "straw-coloured"',
    ]);
  });

  it('reads a dark head as dark hair', () => {
    expect(found(ROSA, 'Rosa Meireles sat. Rosa bent her dark head over the script.')).toHaveLength(1);
  });

  it('takes nothing from a head with no colour before it, or a colour after it', () => {
    expect(found(ROSA, 'Rosa Meireles sat. Rosa bent her weary head.')).toEqual([]);
    expect(found(ROSA, 'Rosa Meireles sat. Her head was white with frost.')).toEqual([]);
    // "the match's black head": a head with no person's possessive before it.
    expect(found(ROSA, 'Rosa Meireles sat. The black head of the match flared.')).toEqual([]);
  });
});

describe('a street in the language of the setting', () => {
  it('is a place, not a person: "Rosa" stays Rosa Meireles beside the Rua da Rosa', () => {
    const facts = readFacts(
      manuscriptOf(
        chaptersOf(
          'Rosa Meireles came in. Rosa laughed. Rosa sang. She lived in the Rua da Rosa.',
          'Rosa walked home up the Rua da Rosa. Rua da Rosa was steep. Rosa slept.',
        ),
      ),
      ENGLISH,
    );
    expect(facts.characters.map((c) => `${c.name}: ${[...c.names].sort().join('|')}`)).toEqual([
      'Rosa Meireles: Meireles|Rosa|Rosa Meireles',
    ]);
  });
});
