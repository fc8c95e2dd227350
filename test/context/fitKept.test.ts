import type { Content, Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { fitKept, SKIP_SIGNATURE } from '../../src/context/fitKept.js';
import { estimateContentsTokens } from '../../src/context/tokens.js';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const write = (content: string, signature?: string): Content => ({
  role: 'model',
  parts: [
    {
      functionCall: { id: 'w', name: 'write_file', args: { filename: 'book.md', content, mode: 'create' } },
      ...(signature ? { thoughtSignature: signature } : {}),
    } satisfies Part,
  ],
});
const result: Content = {
  role: 'user',
  parts: [{ functionResponse: { id: 'w', name: 'write_file', response: { ok: true } } }],
};
const huge = 'word '.repeat(40_000); // about 50k tokens

describe('fitKept', () => {
  it('keeps the usual messages when they fit', () => {
    const history = [user('Write.'), write('short'), result, write('short'), result];
    expect(fitKept(history, 3, 10_000, estimateContentsTokens)).toEqual({
      cut: 3,
      kept: history.slice(3),
      replacedArguments: 0,
    });
  });

  it('keeps fewer messages when one of them is too big, never splitting a call from its response', () => {
    const history = [user('Write.'), write(huge), result, write('Next part.'), result];
    const fitted = fitKept(history, 1, 5_000, estimateContentsTokens);
    expect(fitted.cut).toBe(3);
    expect(fitted.kept).toEqual(history.slice(3));
  });

  it('replaces an oversized content argument in the last exchange when it alone is too big', () => {
    const history = [user('Write.'), write('Opening.'), result, write(huge, 'c2ln'), result];
    const fitted = fitKept(history, 1, 5_000, estimateContentsTokens);
    expect(fitted.cut).toBe(3);
    expect(fitted.replacedArguments).toBe(1);
    const part = fitted.kept[0]!.parts![0]!;
    expect(String(part.functionCall?.args?.content)).toMatch(/"book\.md" on disk holds them/);
    expect(part.thoughtSignature).toBe(SKIP_SIGNATURE);
    expect(fitted.kept[1]).toBe(result);
    expect(history[3]!.parts![0]!.functionCall?.args?.content).toBe(huge); // the history itself is not changed
  });

  it('keeps nothing when even that does not fit', () => {
    const history = [user('Write.'), write('Opening.'), result, user(huge)];
    expect(fitKept(history, 1, 5_000, estimateContentsTokens)).toEqual({ cut: 4, kept: [], replacedArguments: 0 });
  });

  it('keeps the usual messages when they measure exactly the budget', () => {
    const history = [user('Write.'), write('short'), result, write('short'), result];
    const budget = estimateContentsTokens(history.slice(1));
    expect(fitKept(history, 1, budget, estimateContentsTokens).cut).toBe(1);
    expect(fitKept(history, 1, budget - 1, estimateContentsTokens).cut).toBe(3);
  });

  it('keeps fewer messages when they measure exactly the budget', () => {
    const done: Content = { role: 'model', parts: [{ text: 'Done.' }] };
    const history = [user('Write.'), write(huge), result, write('Next part.'), result, done];
    const budget = estimateContentsTokens(history.slice(3));
    expect(fitKept(history, 1, budget, estimateContentsTokens)).toEqual({
      cut: 3,
      kept: history.slice(3),
      replacedArguments: 0,
    });
  });

  it('shortens the last exchange when it starts right at the cut', () => {
    // keepRecent 2: the cut is the call itself, and nothing after it can be kept alone.
    const history = [user('Write.'), write(huge, 'c2ln'), result];
    const fitted = fitKept(history, 1, 5_000, estimateContentsTokens);
    expect(fitted.cut).toBe(1);
    expect(fitted.replacedArguments).toBe(1);
    expect(fitted.kept[1]).toBe(result);
  });

  it('keeps the shortened exchange only when it fits exactly or better', () => {
    const history = [user('Write.'), write('Opening.'), result, write(huge), result];
    const shortened = fitKept(history, 1, 5_000, estimateContentsTokens).kept;
    const budget = estimateContentsTokens(shortened);
    expect(fitKept(history, 1, budget, estimateContentsTokens).replacedArguments).toBe(1);
    expect(fitKept(history, 1, budget - 1, estimateContentsTokens)).toEqual({
      cut: 5,
      kept: [],
      replacedArguments: 0,
    });
  });

  it('replaces only arguments over 2,000 characters, and names the file when the call gives one', () => {
    const noName = (content: string): Content => ({
      role: 'model',
      parts: [{ functionCall: { id: 'a', name: 'append_file', args: { content } } }],
    });
    const bigEnough = 'x'.repeat(2_000);
    const history = [user('Write.'), noName(`${bigEnough}y`), result];
    const fitted = fitKept(history, 1, 200, estimateContentsTokens);
    expect(fitted.replacedArguments).toBe(1);
    expect(fitted.kept[0]!.parts![0]!.functionCall?.args?.content).toBe(
      "[writer] 2001 characters, left out of the context to fit the model's input limit; the file on disk holds them (read_file shows them).",
    );
    // At exactly 2,000 characters the argument stays: nothing can be shortened, so nothing is kept.
    expect(fitKept([user('Write.'), noName(bigEnough), result], 1, 200, estimateContentsTokens)).toEqual({
      cut: 3,
      kept: [],
      replacedArguments: 0,
    });
  });

  it('leaves a content argument that is not text alone', () => {
    const history: Content[] = [
      user('Write.'),
      { role: 'model', parts: [{ functionCall: { name: 'x', args: { content: { text: huge } } } }] },
      result,
    ];
    expect(fitKept(history, 1, 5_000, estimateContentsTokens).replacedArguments).toBe(0);
  });

  it('replaces the signatures the shortened turn had, and adds none', () => {
    const parallel: Content = {
      role: 'model',
      parts: [
        { functionCall: { name: 'write_file', args: { filename: 'a.md', content: huge } }, thoughtSignature: 'c2ln' },
        { functionCall: { name: 'write_file', args: { filename: 'b.md', content: 'short' } } },
      ],
    };
    const fitted = fitKept([user('Write.'), parallel, result], 1, 5_000, estimateContentsTokens);
    expect(fitted.replacedArguments).toBe(1);
    const [first, second] = fitted.kept[0]!.parts!;
    expect(first!.thoughtSignature).toBe(SKIP_SIGNATURE);
    expect(second).toEqual(parallel.parts![1]);
    expect(second).not.toHaveProperty('thoughtSignature');
  });

  it('leaves a short history alone (nothing old enough to summarize)', () => {
    const history = [user('Write.'), write('short'), result];
    expect(fitKept(history, 0, 5_000, estimateContentsTokens).cut).toBe(0);
  });
});
