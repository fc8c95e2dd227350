import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { requestContents } from '../../src/context/history.js';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });
const responses: Content = {
  role: 'user',
  parts: [{ functionResponse: { name: 'write_file', response: { ok: true } } }],
};
const calls: Content = {
  role: 'model',
  parts: [{ functionCall: { name: 'write_file', args: {} }, thoughtSignature: 'c2ln' }],
};

describe('requestContents', () => {
  it('passes an alternating history through untouched (same objects, so the prefix stays byte for byte)', () => {
    const history = [user('Write.'), calls, responses];
    const contents = requestContents(history);
    expect(contents).toEqual(history);
    for (const [i, content] of contents.entries()) expect(content).toBe(history[i]);
  });

  it('joins a note that follows another user turn into it, without changing the history', () => {
    const history = [user('Write.'), calls, responses, user('[RESUMED] go on')];
    const contents = requestContents(history);
    expect(contents.map((c) => c.role)).toEqual(['user', 'model', 'user']);
    expect(contents[2]!.parts).toEqual([...responses.parts!, { text: '[RESUMED] go on' }]);
    expect(history).toHaveLength(4);
    expect(responses.parts).toHaveLength(1);
  });

  it('joins any run of same-role turns', () => {
    expect(requestContents([user('a'), user('b'), user('c')])).toEqual([
      { role: 'user', parts: [{ text: 'a' }, { text: 'b' }, { text: 'c' }] },
    ]);
  });
});
