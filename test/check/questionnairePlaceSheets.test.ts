import { describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { questionnaireAsMarkdown } from '../../src/check/questionnaire.js';

/**
 * A numbered sheet's line names a person only on the characters' sheets: on the places' sheets it is the sheet's
 * own title, and the place is the answer to its question.
 */
describe("a questionnaire's numbered sheets among its places", () => {
  it('reads a place from its answer, not from the sheet line above it', () => {
    const text = [
      'PLACES',
      'SHEET 12    The harbour -- where she walks',
      'Where is the lighthouse?  North point, above the harbour.',
    ].join('\n');
    expect(questionnaireAsMarkdown(text, ENGLISH).split('\n')).toEqual(['# Places', '', '## North point']);
  });
});
