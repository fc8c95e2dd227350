import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "I saw Tom Hale and Ruth Penn. She's fifty-two," Ada said: an age a speaker gives through a pronoun is the one
 * person of that gender just named, even when someone of the other gender was named beside her; and the finding's
 * evidence is the sentence that says it, not another of the same paragraph. Texts written for these tests.
 */

const PEOPLE =
  'Ada Marsh came up the lane. She was cold. Tom Hale waited at the gate. He was cold too. Ruth Penn kept the lamp. She was cold too.';

const ages = (text: string) =>
  readFacts(manuscriptOf(chaptersOf(text)), ENGLISH).facts.cast.flatMap((c) =>
    c.attributes.filter((a) => a.field === 'age').map((a) => [c.name, a.value, a.at.file, a.at.line, a.at.text]),
  );

describe('an age said in speech after a man and a woman are named', () => {
  it('is the woman’s when the pronoun is "she"', () => {
    expect(ages(`${PEOPLE}\n\n"I saw Tom Hale and Ruth Penn. She's fifty-two," Ada said.`)).toEqual([
      ['Ruth Penn', '52', 'chapter_01.md', 5, `"I saw Tom Hale and Ruth Penn. She's fifty-two," Ada said.`],
    ]);
  });
});

describe('an age said in speech on the second line of a paragraph', () => {
  it('quotes that line as its evidence, not the paragraph’s first', () => {
    expect(ages(`${PEOPLE}\n\nAda sat down by the lamp.\n"I saw Ruth Penn. She's fifty-two," Tom said.`)).toEqual([
      ['Ruth Penn', '52', 'chapter_01.md', 6, `"I saw Ruth Penn. She's fifty-two," Tom said.`],
    ]);
  });
});
