import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { questionnaireAsMarkdown } from '../../src/check/questionnaire.js';

/**
 * A character questionnaire's answers that tell no death ("Alive at the end? Yes. He leaves for Lisbon in chapter
 * 9.", "Does he die? No." run on to a line about someone else), and a row of its chapters' sheet that dates a part,
 * not a chapter ("Part Two    Tuesday 10 October 1961") (src/check/questionnaire.ts). Sheets written for these tests.
 */

const SHEETS = [
  'CHARACTER SHEETS',
  '',
  'SHEET 1',
  'Full name?                 Ines Valadares',
  'How old is she?            Thirty-one.',
  'Eye colour?                Dark brown.',
  '',
  'SHEET 2',
  'Full name?                 Duarte Lobo',
  'Age?                       Twenty-seven.',
  "Does he die?               No. His brother Tomas does; Tomas's",
  '                           hair is red.',
  'Alive at the end?          Yes. He leaves for Lisbon in chapter 9.',
  '',
  'WHEN DOES EACH CHAPTER HAPPEN?',
  'One      Monday 2 October 1961        the read-through',
  'Part Two      Tuesday 10 October 1961        the second week',
  'Two      Wednesday 11 October 1961      the dress rehearsal',
].join('\n');

describe('a questionnaire’s answers that tell no death', () => {
  it('give no fate: "Yes" to being alive, with where he goes after it', () => {
    const duarte = parseBible(SHEETS, ENGLISH).characters.find((c) => c.name === 'Duarte Lobo');
    expect(duarte?.diesIn).toBeUndefined();
    expect(duarte?.fields).toEqual({ age: { value: '27', line: 10 } });
  });

  it('leave a "No" to "Does he die?" and what it runs on to say of another out of the person’s lines', () => {
    const lines = questionnaireAsMarkdown(SHEETS, ENGLISH).split('\n');
    expect(lines.slice(8, 13)).toEqual(['## Duarte Lobo', 'Q: Age? A: Twenty-seven.', '', '', '']);
  });
});

describe('a questionnaire’s sheet of chapters', () => {
  it('dates each chapter by its row in words, and no chapter by a part’s row', () => {
    expect(parseBible(SHEETS, ENGLISH).timeline.map((t) => [t.chapter, t.line, t.weekday])).toEqual([
      [1, 16, 1],
      [2, 18, 3],
    ]);
  });
});
