import { describe, expect, it } from 'vitest';
import { buildFactBase } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Nell thought about Danny Reed. He had been dead six years." (src/check/facts.ts, pronounDeath): a pronoun
 * opening its sentence is the previous sentence's person. It still opens the sentence after a line of speech
 * ("'Oh, Danny.' He had been dead…"), which leaves only blanks before it in the narration, or after a bracket.
 * Texts written for these tests.
 */

const OPENING = 'Nell kept the gate. She was forty-one. Danny Reed was her brother. He was tall.';

const deathOf = (sentence: string) =>
  buildFactBase(
    manuscriptOf(chaptersOf(`${OPENING}\n\nNell thought about Danny Reed. ${sentence}`)),
    ENGLISH,
  ).cast.find((c) => c.name === 'Danny Reed')?.death;

describe('a death told of a pronoun opening its sentence', () => {
  it('is the previous sentence’s person after a line of speech', () => {
    expect(deathOf('"Oh, Danny." He had been dead six years.')).toMatchObject({
      chapter: 0,
      how: 'died',
      at: { file: 'chapter_01.md', line: 5, text: '"Oh, Danny." He had been dead six years.' },
    });
  });

  it('is the previous sentence’s person inside a bracket', () => {
    expect(deathOf('(He had been dead six years.)')).toMatchObject({
      how: 'died',
      at: { file: 'chapter_01.md', line: 5, text: '(He had been dead six years.)' },
    });
  });

  it('is the previous sentence’s person when that sentence ran on past its speech ("…slow." Then he…)', () => {
    const died = buildFactBase(
      manuscriptOf(
        chaptersOf(
          `${OPENING}\n\nTowards four in the morning Danny Reed said, quite clearly, "Tell my mother I came up slow." Then he did not say anything else. He died at a quarter to five.`,
        ),
      ),
      ENGLISH,
    ).cast.find((c) => c.name === 'Danny Reed')?.death;
    expect(died).toMatchObject({ how: 'died', at: { file: 'chapter_01.md', line: 5 } });
  });
});
