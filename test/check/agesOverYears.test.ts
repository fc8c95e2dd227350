import { describe, expect, it } from 'vitest';
import { ageMovedOn, checkAttributes } from '../../src/check/checks/attributes.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chapterYear, yearAt } from '../../src/check/storyYears.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * A book that crosses the years ("# Chapter Two: 1966") ages its people: an age said in one year is held to one said
 * later grown by the years between, from the chapter's year or a year its paragraph names before the age. Written
 * for these tests.
 */

const saga = (one: string, two: string, bible = '') =>
  checkAttributes(
    manuscriptOf(
      { 'chapter_01.md': `# Chapter One: 1952\n\n${one}\n`, 'chapter_02.md': `# Chapter Two: 1966\n\n${two}\n` },
      bible,
    ),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

const ONE = 'In the summer of 1952 Susan Pask was seven. Her mother took her to the sea.';

describe('an age in a book that crosses the years', () => {
  it('is held to an earlier one grown by the years between the chapters', () => {
    expect(saga(ONE, 'Susan Pask was twenty-one that spring and worked at the bank.')).toEqual([]);
    expect(saga(ONE, 'Susan Pask was thirty that spring and worked at the bank.')).toEqual([
      'chapter_02.md:3 Susan Pask\'s age is 30 here; chapter_01.md:3 says "seven" in 1952, so 21 by 1966',
    ]);
  });

  it('stands in the year its paragraph names before it, not in a year named after it', () => {
    // Told in 1966 of 1960: seven in 1952 is fifteen in 1960.
    expect(saga(ONE, 'Susan Pask left school in the spring of 1960. She was fifteen.')).toEqual([]);
    // "…in 1905" after the age is the ring's year, not the age's: the age stands in the chapter's 1952.
    expect(
      saga(
        'Edith Cole was sixty-six, and the ring had not left her finger since the spring of 1905.',
        'Edith Cole was eighty that winter.',
      ),
    ).toEqual([]);
  });

  it("holds the bible's age as the book's first year's", () => {
    const bible = '## Characters\n\n### Susan Pask\n- Age: 7\n';
    expect(saga(ONE, 'Susan Pask was twenty-one that spring.', bible)).toEqual([]);
    expect(saga(ONE, 'Susan Pask was thirty that spring.', bible)).toHaveLength(1);
  });

  it('compares ages as they stand when the chapters name no years', () => {
    const found = checkAttributes(
      manuscriptOf({
        'chapter_01.md': '# One\n\nSusan Pask was seven. Her mother took her to the sea.\n',
        'chapter_02.md': '# Two\n\nSusan Pask was twenty-one that spring.\n',
      }),
      ENGLISH,
    ).findings.map((f) => f.message);
    expect(found).toEqual(['Susan Pask\'s age is 21 here; chapter_01.md:3 says "seven"']);
  });
});

describe('the years of chapters and statements', () => {
  const chapter = (text: string) => manuscriptOf({ 'chapter_01.md': text }).chapters[0];

  it("takes a chapter's year from its heading alone, not from its narration", () => {
    const of = (text: string) => {
      const c = chapter(text);
      return c ? chapterYear(c) : 'none';
    };
    expect(of('# Part Two — 1979\n\nThe dye came in a box.\n')).toBe(1979);
    expect(of('# Two\n\nIn the winter of 1966 the mill closed.\n')).toBeUndefined();
    // A span in the heading is no one year ("1952–1966").
    expect(of('# The years 1952–1966\n\nThe mill closed.\n')).toBeUndefined();
  });

  /** The year of a chapter's sentence `raw` (at `line`; its words `said`), the chapter written as `text`. */
  const yearOf = (text: string, line: number, raw: string, said: string) => {
    const c = chapter(text);
    if (!c) throw new Error('no chapter');
    return yearAt(c, line, raw, said, ENGLISH);
  };

  it("takes a statement's year from its paragraph before it, else its chapter's", () => {
    const two = '# 1966\n\nShe left in the spring of 1960. She was fifteen.\n\nShe was twenty-one.\n';
    expect(yearOf(two, 3, 'She was fifteen.', 'fifteen')).toBe(1960);
    expect(yearOf(two, 5, 'She was twenty-one.', 'twenty-one')).toBe(1966);
    const one = (raw: string) => `# 1966\n\n${raw}\n`;
    const alone = 'In the spring of 1960 she was fifteen.';
    expect(yearOf(one(alone), 3, alone, 'fifteen')).toBe(1960);
    // Not a year after the chapter's ("she would retire in 1990"), nor a birth's, nor any in a chapter with no year.
    expect(yearOf(one('She would retire in 1990. She was fifteen.'), 3, 'She was fifteen.', 'fifteen')).toBe(1966);
    expect(yearOf(one('She was born in 1951. She was fifteen.'), 3, 'She was fifteen.', 'fifteen')).toBe(1966);
    // Words said aloud are blanked in the narration: the year its sentence names is theirs.
    const spoken = 'In the spring of 1960 she said, "I am fifteen."';
    expect(yearOf(one(spoken), 3, spoken, 'fifteen')).toBe(1960);
    // An age that opens its sentence has no year before it there.
    const opening = 'Fifteen, she left school in the spring of 1960.';
    expect(yearOf(one(opening), 3, opening, 'Fifteen')).toBe(1966);
    expect(yearOf(`# Two\n\n${alone}\n`, 3, alone, 'fifteen')).toBeUndefined();
  });

  it('moves an age, a span or a decade on by the years', () => {
    expect(ageMovedOn('7', 14)).toBe('21');
    expect(ageMovedOn('57-59', 10)).toBe('67-69');
    expect(ageMovedOn('40s', 5)).toBe('45-54');
    expect(ageMovedOn('7', 0)).toBe('7');
    expect(ageMovedOn('40s', 0)).toBe('40s');
  });
});
