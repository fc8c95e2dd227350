import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { questionnaireAsMarkdown } from '../../src/check/questionnaire.js';

/**
 * A questionnaire's lines outside what its sheets ask: a question answered on the title page or on the sheet of
 * chapters is no one's answer, a line opening on a number word outside that sheet is no chapter's row, and a row
 * there whose first word is no number is no chapter (src/check/questionnaire.ts). Written for these tests.
 */

const SHEETS = [
  'CHARACTER QUESTIONNAIRES',
  'One      novel, three parts.',
  'Whose story?   Ines, mostly.',
  '',
  'SHEET 1',
  'Full name?   Ines Valadares',
  'Age?   31',
  'Two      sisters in Porto.',
  '',
  'WHEN DOES EACH CHAPTER HAPPEN?',
  'Which year?   1961.',
  'One      Monday 2 October 1961     Ines',
  'Epilogue      Sunday 22 October 1961',
  'Second   Tuesday 3 October 1961',
].join('\n');

describe('a questionnaire’s lines outside its questions', () => {
  it('makes answers only on a person’s sheet and chapters only from number rows on the sheet of chapters', () => {
    expect(questionnaireAsMarkdown(SHEETS, ENGLISH).split('\n')).toEqual([
      '',
      'One      novel, three parts.',
      '',
      '',
      '# Characters',
      '## Ines Valadares',
      'Q: Age? A: 31',
      '',
      '# Timeline',
      '',
      '',
      '- Chapter 1: Monday 2 October 1961; Ines',
      '',
      '- Chapter 2: Tuesday 3 October 1961',
    ]);
  });
});
