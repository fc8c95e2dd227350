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

  it('leaves a short history alone (nothing old enough to summarize)', () => {
    const history = [user('Write.'), write('short'), result];
    expect(fitKept(history, 0, 5_000, estimateContentsTokens).cut).toBe(0);
  });
});
