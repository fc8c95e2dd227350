import { writeProblem } from '../util/errors.js';
import type { JournalFailure } from './journal.js';

/**
 * What to tell the person when the session journal cannot be written (a
 * full disk): exactly what is on disk and what is not. The run stops then:
 * going on would make the model work that nothing could save or resume.
 */

/** What the journal holds, in one clause. */
export function journalHolds(failure: JournalFailure | undefined): string {
  if (!failure) return 'the journal in .writer/ holds the whole session';
  if (failure.savedThrough === undefined) return 'the journal holds nothing of this session';
  return `the journal holds the session up to iteration ${failure.savedThrough} only (${failure.unwritten} later record(s) could not be written)`;
}

/** The run's closing message when the journal stopped taking records. */
export function journalStopMessage(failure: JournalFailure): string {
  return (
    `The session journal could not be written (${writeProblem(failure)}), so the run stopped. ` +
    `Saved: every file written so far (writes are atomic, none is half-written); ${journalHolds(failure)}. ` +
    'Free some space, then resume.'
  );
}
