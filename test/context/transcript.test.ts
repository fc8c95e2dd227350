import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { chunkTranscript, renderMessage, renderTranscript, shorten } from '../../src/context/transcript.js';

const user = (text: string): Content => ({ role: 'user', parts: [{ text }] });

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

  it('shows each call with its arguments on their own lines, and each result after its name', () => {
    const call = renderMessage({
      role: 'model',
      parts: [
        { text: 'Writing.', thoughtSignature: 'c2ln' },
        { functionCall: { name: 'write_file', args: { filename: 'ch1.md', mode: 'create', lines: 3 } } },
      ],
    });
    expect(call).toBe('### author\nWriting.\n[call write_file]\n  filename: ch1.md\n  mode: create\n  lines: 3');
    const result = renderMessage({
      role: 'user',
      parts: [{ functionResponse: { name: 'write_file', response: { ok: true, words: 2_000 } } }],
    });
    expect(result).toBe('### user\n[result of write_file] {"ok":true,"words":2000}');
    // Nameless calls and results with nothing in them still show what they were.
    expect(renderMessage({ role: 'model', parts: [{ functionCall: {} }] })).toBe('### author\n[call ]\n');
    expect(renderMessage({ role: 'user', parts: [{ functionResponse: {} }] })).toBe('### user\n[result of ] {}');
  });

  it('leaves out thoughts, empty text and parts with nothing to show', () => {
    const text = renderMessage({
      role: 'model',
      parts: [
        { text: 'Planning the chapter in secret.', thought: true },
        { text: '   ' },
        { thoughtSignature: 'c2ln' },
        { text: 'Done.' },
      ],
    });
    expect(text).toBe('### author\n   Done.');
    expect(renderMessage({ role: 'model', parts: [{ text: 'Hidden.', thought: true }] })).toBe('### author\n');
    expect(renderMessage({ role: 'model', parts: [{ text: '  ' }] })).toBe('### author\n');
    expect(renderMessage({ role: 'model' })).toBe('### author\n');
  });

  it('shows a part that carries both text and a call as the call, the way the agent runs it', () => {
    const text = renderMessage({
      role: 'model',
      parts: [
        { text: 'Next.' },
        { text: 'I will write chapter 2.', functionCall: { name: 'write_file', args: { filename: 'ch2.md' } } },
      ],
    });
    expect(text).toBe('### author\nNext.\n[call write_file]\n  filename: ch2.md');
  });

  it('puts a result and the text around it in one message on lines of their own', () => {
    const text = renderMessage({
      role: 'user',
      parts: [
        { text: 'Before.' },
        { functionResponse: { name: 'list_files', response: { files: [] } } },
        { text: '[RESUMED] Go on.' },
      ],
    });
    expect(text).toBe('### user\nBefore.\n[result of list_files] {"files":[]}\n[RESUMED] Go on.');
  });

  it('adds no blank line for an empty text part (as streamed with a signature) between two calls', () => {
    const text = renderMessage({
      role: 'model',
      parts: [
        { functionCall: { name: 'read_file', args: { filename: 'ch1.md' } } },
        { text: '', thoughtSignature: 'c2ln' },
        { functionCall: { name: 'read_file', args: { filename: 'ch2.md' } } },
      ],
    });
    expect(text).toBe('### author\n[call read_file]\n  filename: ch1.md\n[call read_file]\n  filename: ch2.md');
  });

  it('shortens long file contents to their opening and ending', () => {
    const content = `${'a'.repeat(1_500)}${'b'.repeat(1_000)}${'c'.repeat(500)}`;
    const text = renderMessage({ role: 'model', parts: [{ functionCall: { name: 'write_file', args: { content } } }] });
    expect(text).toBe(
      `### author\n[call write_file]\n  content: ${'a'.repeat(1_500)}\n[... 1,000 characters omitted ...]\n${'c'.repeat(500)}`,
    );
    const response = { text: 'r'.repeat(3_000) };
    const result = renderMessage({ role: 'user', parts: [{ functionResponse: { name: 'read_file', response } }] });
    expect(result).toContain('[... ');
    expect(result.length).toBeLessThan(2_200);
  });

  it('shortens only text longer than the opening, the ending and 50 more characters', () => {
    const limit = 'x'.repeat(2_050);
    expect(shorten(limit)).toBe(limit);
    expect(shorten(`${limit}y`)).toBe(`${'x'.repeat(1_500)}\n[... 51 characters omitted ...]\n${'x'.repeat(499)}y`);
    expect(shorten('abcdefghij'.repeat(10), 10, 5)).toBe('abcdefghij\n[... 85 characters omitted ...]\nfghij');
  });

  it('renders a transcript as messages apart', () => {
    expect(renderTranscript([user('Write.'), { role: 'model', parts: [{ text: 'Yes.' }] }])).toBe(
      '### user\nWrite.\n\n### author\nYes.',
    );
  });
});

describe('chunkTranscript', () => {
  // Each renders as "### user\n" + 91 characters = 100 characters.
  const message = (i: number) => user(`${String(i).padStart(2, '0')}${'.'.repeat(89)}`);

  it('puts as many whole messages in a chunk as fit, counting the blank line between them', () => {
    const messages = Array.from({ length: 5 }, (_, i) => message(i));
    expect(renderMessage(message(0))).toHaveLength(100);
    // Two messages and their separator make 202 characters.
    expect(chunkTranscript(messages, 202)).toEqual([
      renderTranscript(messages.slice(0, 2)),
      renderTranscript(messages.slice(2, 4)),
      renderTranscript(messages.slice(4)),
    ]);
    expect(chunkTranscript(messages, 201).map((chunk) => chunk.length)).toEqual([100, 100, 100, 100, 100]);
    expect(chunkTranscript(messages, 10_000)).toEqual([renderTranscript(messages)]);
    expect(chunkTranscript([], 100)).toEqual([]);
  });

  it('shortens a single message longer than a chunk to fit one', () => {
    const long = user('w'.repeat(10_000));
    const chunks = chunkTranscript([message(0), long, message(1)], 1_000);
    expect(chunks).toHaveLength(3);
    expect(chunks[1]!.length).toBeLessThanOrEqual(1_000);
    expect(chunks[1]).toMatch(/^### user\nw{691}\n\[\.\.\. 9,109 characters omitted \.\.\.\]\nw{200}$/);
  });

  it('makes a message that even shortened passes a tiny chunk a chunk of its own, with no empty chunk before it', () => {
    const chunks = chunkTranscript([user('w'.repeat(1_000)), message(1)], 100);
    expect(chunks).toHaveLength(2);
    expect(chunks[0]).toMatch(/^### user\nw{61}\n\[\.\.\. 919 characters omitted \.\.\.\]\nw{20}$/);
    expect(chunks[1]).toBe(renderMessage(message(1)));
  });

  it('keeps whole a message exactly as long as a chunk', () => {
    const fits = user('w'.repeat(1_000 - '### user\n'.length));
    expect(chunkTranscript([fits], 1_000)).toEqual([renderMessage(fits)]);
    expect(renderMessage(fits)).toHaveLength(1_000);
  });
});
