import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { questionnaireAsMarkdown } from '../../src/check/questionnaire.js';

/** A questionnaire's answers typed with spaces after them: the spaces are no part of the answer. */

describe('an answer with spaces after it', () => {
  it('is read without them, in a person’s sheet, a sheet of objects and one of places', () => {
    const sheets = [
      'SHEET 1',
      'Full name?     Ines Valadares   ',
      'Eye colour?    Dark brown.   ',
      '',
      'OBJECTS SHEET',
      'Who has the key?   Gaspar   ',
      '',
      'PLACES SHEET',
      'Where is the theatre?   Teatro da Estrela   ',
    ].join('\n');
    expect(questionnaireAsMarkdown(sheets, ENGLISH).split('\n')).toEqual([
      '# Characters',
      '## Ines Valadares',
      'Q: Eye colour? A: Dark brown.',
      '# Objects',
      '',
      '### the key — holder: Gaspar',
      '# Places',
      '',
      '## Teatro da Estrela',
    ]);
  });
});
