import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/model/errors.js';
import { goneModelProblem } from '../../src/model/retired.js';

const notFound = (model: string) => ({
  httpStatus: 404,
  status: 'NOT_FOUND',
  message: `models/${model} is not found for API version v1beta, or is not supported for generateContent. Call ListModels to see the list of available models and their supported methods.`,
  quotaIds: [],
});

describe('a model that is gone', () => {
  it('is named with its shutdown and replacement, from the table or from the API’s message', () => {
    expect(goneModelProblem('gemini-3-pro-preview')).toBe(
      'The model gemini-3-pro-preview is gone: Google shut it down on 2026-03-09. Use gemini-3.1-pro-preview instead (-m gemini-3.1-pro-preview).',
    );
    expect(goneModelProblem('gemini-old', 'models/gemini-old was retired; use gemini-2.5-flash.')).toBe(
      'The model gemini-old is gone. Use gemini-2.5-flash instead (-m gemini-2.5-flash).',
    );
    // A name neither the table nor the API calls gone: an unknown model, said elsewhere.
    expect(goneModelProblem('gemini-2.5-flahs', notFound('gemini-2.5-flahs').message)).toBeUndefined();
  });

  it('a 404 of generateContent mid-run says the same one line', () => {
    expect(describeFailure(notFound('gemini-3-pro-preview'))).toBe(
      'The model gemini-3-pro-preview is gone: Google shut it down on 2026-03-09. Use gemini-3.1-pro-preview instead (-m gemini-3.1-pro-preview).',
    );
    expect(describeFailure(notFound('gemini-2.5-flahs'))).toMatch(
      /^Not found \(404\): models\/gemini-2\.5-flahs is not found.*Check the model name \(--model\)\.$/,
    );
  });
});
