import { describe, expect, it } from 'vitest';
import type { ChapterRecord } from '../../src/parallel/chapterState.js';
import { describeChapterSession } from '../../src/parallel/status.js';
import type { LockOwner } from '../../src/project/lock.js';

const record = (extra: Partial<ChapterRecord> = {}): ChapterRecord => ({
  state: 'unfinished',
  iteration: 3,
  usages: [],
  proposals: [],
  ...extra,
});
const holder: LockOwner = { pid: 4242, host: 'here', startedAt: '2026-12-03T10:00:00.000Z' };

describe('a chapter session in `writer status`', () => {
  it('is running (with its process) when the live holder of the book began its run', () => {
    expect(describeChapterSession(record({ lastStart: '2026-12-03T10:00:05.000Z' }), holder)).toBe(
      'running (process 4242)',
    );
  });

  it('is killed when no live process holds the book', () => {
    expect(describeChapterSession(record({ lastStart: '2026-12-03T10:00:05.000Z' }))).toBe(
      'killed: resumes from its journal',
    );
  });

  it('was killed in an earlier run when its run began before the live holder started (waiting to be resumed)', () => {
    expect(describeChapterSession(record({ lastStart: '2026-12-03T09:00:00.000Z' }), holder)).toBe(
      'killed in an earlier run: process 4242 resumes it from its journal',
    );
  });

  it('says how a stopped one stopped, whoever holds the book', () => {
    expect(describeChapterSession(record({ lastStatus: 'max-iterations' }), holder)).toBe(
      'stopped (max-iterations), resumes from its journal',
    );
    expect(describeChapterSession(record({ state: 'incomplete' }))).toBe('ended short of its budget');
    expect(describeChapterSession(record({ state: 'done' }), holder)).toBe('done');
  });
});
