import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A bible's age in words with a note in brackets after it ("Age: forty-one (eleven in 1944)") is forty-one: the
 * year in the note is no age, so the text's "I'm forty-one" agrees with it and "I'm forty-six" does not. Texts
 * written for these tests.
 */

const BIBLE = (age: string) => `## Characters\n\n### Ivo Penn\n\n- Age: ${age}\n- Role: farmer\n`;
const ivo = (age: string) => parseBible(BIBLE(age), ENGLISH).characters.find((c) => c.name === 'Ivo Penn');
const found = (said: string) =>
  checkAttributes(
    manuscriptOf(
      chaptersOf(`Ivo Penn came into the kitchen.\n\n"I'm ${said} years old and I never once sat here," said Ivo.`),
      BIBLE('forty-one (eleven in 1944).'),
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('an age in words before a bracketed note', () => {
  it.each([
    ['forty-one (eleven in 1944).', '41'],
    ['sixty-two (born in the spring of 1880)', '62'],
  ])('is read as the age: "%s"', (age, value) => {
    expect(ivo(age)?.fields.age?.value).toBe(value);
  });

  it('agrees with the same age said in the text', () => {
    expect(found('forty-one')).toEqual([]);
  });

  it('is held against another age said in the text', () => {
    expect(found('forty-six')).toEqual(["chapter_01.md:5 Ivo Penn's age is 46 here; bible: 41 (bible.md:5)"]);
  });
});
