import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { questionnaireAsMarkdown } from '../../src/check/questionnaire.js';

/**
 * A person on a sheet's one line, "SHEET 4    Dona Benedita -- old actress", whatever the spaces about the dash and
 * however many dashes: the name is the part before it, the note the part after, one em dash between.
 */
const heading = (line: string) =>
  questionnaireAsMarkdown(
    [
      'CHARACTER QUESTIONNAIRES -- the novel',
      '',
      'SHEET 1',
      'Full name?                 Ines Valadares',
      '',
      line,
    ].join('\n'),
    ENGLISH,
  )
    .split('\n')
    .filter((l) => l.startsWith('## '));

describe("a questionnaire's person on one sheet line", () => {
  it('reads the name before two dashes with spaces doubled on both sides', () => {
    expect(heading('SHEET 4    Dona Benedita  --  old actress; cries.')).toEqual([
      '## Ines Valadares',
      '## Dona Benedita — old actress; cries.',
    ]);
  });

  it('reads the name before a single dash', () => {
    expect(heading('SHEET 4    Dona Benedita - old actress; cries.')).toEqual([
      '## Ines Valadares',
      '## Dona Benedita — old actress; cries.',
    ]);
  });
});
