import { describe, expect, it } from 'vitest';
import { journalHolds, journalStopMessage } from '../../src/journal/journalHealth.js';

describe('what the journal holds, told to the person', () => {
  it('says the whole session is there when nothing failed', () => {
    expect(journalHolds(undefined)).toBe('the journal in .writer/ holds the whole session');
  });

  it('says nothing is there when no iteration reached the disk', () => {
    const failure = { code: 'ENOSPC', message: 'no space', unwritten: 3, savedThrough: undefined };
    expect(journalHolds(failure)).toBe('the journal holds nothing of this session');
  });

  it('says up to which iteration the session is there, and how many records are not', () => {
    const failure = { code: 'ENOSPC', message: 'no space', unwritten: 2, savedThrough: 4 };
    expect(journalHolds(failure)).toBe(
      'the journal holds the session up to iteration 4 only (2 later record(s) could not be written)',
    );
  });

  it('stops the run with what failed, what is saved, and what to do', () => {
    const failure = { code: 'EDQUOT', message: 'quota', unwritten: 1, savedThrough: 0 };
    expect(journalStopMessage(failure)).toBe(
      'The session journal could not be written (the disk quota is used up), so the run stopped. ' +
        'Saved: every file written so far (writes are atomic, none is half-written); ' +
        'the journal holds the session up to iteration 0 only (1 later record(s) could not be written). ' +
        'Free some space, then resume.',
    );
  });
});
