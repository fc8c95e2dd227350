import { describe, expect, it } from 'vitest';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { attributesOf, chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A haircut changes a length, never a colour: black hair cut short is black still, so fair hair after it is a slip.
 * And what people remember of someone ("the first thing people remembered about her") is how she is, no memory
 * told: the eyes and hair said there are the story's. Texts written for these tests.
 */

const findings = (...texts: string[]) =>
  checkAttributes(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

describe('a colour after a haircut', () => {
  const BLACK = 'Maud Kerrigan came into the shop. She had black hair and a quick way of talking.';
  const FAIR = 'Maud Kerrigan sat by the stove. Her fair hair was drying in the heat.';

  it.each([
    'Maud Kerrigan sat on the back step. After supper she cut her hair.',
    'Maud Kerrigan took the scissors to the mirror. She cut her hair to the jaw.',
    'Maud Kerrigan came home late. Her sister had cut her hair short in the yard.',
  ])('reports the fair hair after "%s"', (cut) => {
    expect(findings(BLACK, cut, FAIR)).toEqual(['chapter_03.md:3']);
  });

  it('stays quiet when the hair is dyed between', () => {
    expect(findings(BLACK, 'Maud Kerrigan came home late. She had dyed her hair with peroxide.', FAIR)).toEqual([]);
  });
});

describe('what people remember of someone', () => {
  it.each([
    'Maud Kerrigan stood at the counter. It was the first thing people remembered about her, the hair and then her eyes, which were green.',
    'Maud Kerrigan stood at the counter. What everyone remembers of her is her green eyes.',
    'Maud Kerrigan stood at the counter. Everybody recalled her green eyes, and her laugh.',
  ])('reads the eyes of "%s" as the story\'s own', (text) => {
    expect(attributesOf(text)).toContain('Maud Kerrigan eyes green');
  });

  it('reports brown eyes after them', () => {
    expect(
      findings(
        'Maud Kerrigan stood at the counter. The first thing people remembered about her was her eyes, which were green.',
        'Maud Kerrigan sat by the stove. Her brown eyes were half shut.',
      ),
    ).toEqual(['chapter_02.md:3']);
  });

  it('still keeps her own remembering out of the story', () => {
    expect(attributesOf('Maud Kerrigan stood at the counter. She remembered her brown eyes as a girl.')).toEqual([]);
  });
});
