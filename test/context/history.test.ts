import type { Content } from '@google/genai';
import { describe, expect, it } from 'vitest';
import {
  compressedHistory,
  recoveredMessage,
  requestContents,
  resumedNote,
  summaryMessage,
} from '../../src/context/history.js';
import type { ProjectFile } from '../../src/project/files.js';

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

describe('the messages that stand in for history', () => {
  const files: ProjectFile[] = [{ path: 'ch1.md', words: 2_000, bytes: 11_000 }];
  const textOf = (content: { parts?: { text?: string }[] }) => content.parts?.[0]?.text ?? '';

  it('a summary names the project, carries the summary, the files on disk and the plan, and asks to go on', () => {
    const message = summaryMessage('  Chapter 1 is written.\n', files, 'Sea', '# Outline\n1. Storm');
    expect(message.role).toBe('user');
    expect(textOf(message)).toBe(
      '[CONTEXT SUMMARY]\nThe earlier part of this session was summarized to save context. The active project folder is "Sea".\n\n' +
        'Chapter 1 is written.\n\nFiles on disk now:\n- ch1.md (2,000 words)\n\nThe plan as it stands on disk:\n# Outline\n1. Storm\n\n' +
        'Continue the work from here.',
    );
  });

  it('a summary before any project says so, and leaves out an empty plan', () => {
    const text = textOf(summaryMessage('Planning.', [], undefined, '  \n'));
    expect(text).toContain('No project folder has been created yet.');
    expect(text).toContain('Files on disk now:\n(no files yet)\n\nContinue the work from here.');
    expect(text).not.toContain('The plan as it stands');
  });

  it('a recovered summary and a resume note say the project is active again', () => {
    const recovered = textOf(recoveredMessage(' Summary. ', files, 'Sea'));
    expect(recovered).toBe(
      '[RECOVERED CONTEXT]\nThis session was interrupted and is being resumed from a saved summary. The project folder "Sea" is active again: write_file writes there, do not call create_project.\n\n' +
        'Summary.\n\nFiles on disk now:\n- ch1.md (2,000 words)\n\nPlease continue the work from where we left off.',
    );
    const resumed = textOf(resumedNote(files, 'Sea', 'Plan.'));
    expect(resumed).toBe(
      '[RESUMED] The session was interrupted and has been resumed from its journal. The project folder "Sea" is still active.\n\n' +
        'Files on disk now:\n- ch1.md (2,000 words)\n\nThe plan as it stands on disk:\nPlan.\n\nPlease continue the work from where we left off.',
    );
  });

  it('each goes to the model as a user turn', () => {
    expect(summaryMessage('S.', files, 'Sea').role).toBe('user');
    expect(recoveredMessage('S.', files, 'Sea').role).toBe('user');
    expect(resumedNote(files, 'Sea').role).toBe('user');
  });

  it('given no plan, a summary and a resume note have no plan section', () => {
    expect(textOf(summaryMessage('S.', files, 'Sea'))).toContain(
      'Files on disk now:\n- ch1.md (2,000 words)\n\nContinue the work from here.',
    );
    expect(textOf(resumedNote(files, 'Sea'))).toContain(
      'Files on disk now:\n- ch1.md (2,000 words)\n\nPlease continue the work from where we left off.',
    );
  });

  it('a compressed history is the summary, then the kept messages as they were', () => {
    const summary = user('[CONTEXT SUMMARY] ...');
    expect(compressedHistory(summary, [calls, responses])).toEqual([summary, calls, responses]);
  });
});

describe('requestContents of messages without parts', () => {
  it('joins them all the same', () => {
    expect(requestContents([{ role: 'user' }, user('a'), { role: 'user' }])).toEqual([
      { role: 'user', parts: [{ text: 'a' }] },
    ]);
  });
});
