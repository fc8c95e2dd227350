import { describe, expect, it } from 'vitest';
import { lastEnd } from '../../src/journal/lastEnd.js';
import type { JournalRecord } from '../../src/journal/records.js';

const session: JournalRecord = {
  type: 'session',
  version: 1,
  prompt: 'p',
  model: 'm',
  startedAt: '2026-01-01T00:00:00Z',
};
const message: JournalRecord = { type: 'message', iteration: 1, content: { role: 'model', parts: [{ text: 'x' }] } };
const end = (status: string): JournalRecord => ({ type: 'end', iteration: 1, at: '2026-01-01T00:01:00Z', status });
const resume: JournalRecord = {
  type: 'resume',
  iteration: 1,
  at: '2026-01-01T00:02:00Z',
  from: 'journal',
  reset: false,
};
const usage: JournalRecord = {
  type: 'usage',
  iteration: 1,
  usage: { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thoughtTokens: 0, totalTokens: 2 },
};

describe('how the last run ended (one rule for recovery, batch, chapter sessions and status)', () => {
  it('is the last end record', () => {
    const records: JournalRecord[] = [session, message, end('max-iterations'), resume, message, end('done')];
    expect(lastEnd(records)?.status).toBe('done');
  });

  it('is nothing when the session went on after it (a message) or a new run began (a resume): running, or killed', () => {
    expect(lastEnd([session, message, end('done'), message])).toBeUndefined();
    expect(lastEnd([session, message, end('interrupted'), resume])).toBeUndefined();
    expect(lastEnd([session, message])).toBeUndefined();
    expect(lastEnd([])).toBeUndefined();
  });

  it('stands when only bookkeeping follows it (a usage record is no new turn)', () => {
    expect(lastEnd([session, message, end('done'), usage])?.status).toBe('done');
  });
});
