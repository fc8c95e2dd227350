import { describe, expect, it } from 'vitest';
import { renderMessage } from '../../src/context/transcript.js';

describe('transcript for summaries', () => {
  it('joins streamed text parts as sent: a word cut between parts stays whole', () => {
    const text = renderMessage({
      role: 'model',
      parts: [
        { text: 'The first ha' },
        { text: 'lf is written.' },
        { functionCall: { name: 'list_files', args: {} } },
        { text: 'Next.' },
      ],
    });
    expect(text).toContain('### author\nThe first half is written.\n[call list_files]');
    expect(text).toMatch(/\nNext\.$/);
  });
});
