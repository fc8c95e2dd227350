import type { EndRecord, JournalRecord } from './records.js';

/**
 * How the journal's last run ended: its `end` record, unless the session
 * went on after it (a message, or a `resume` opening the next run); then
 * undefined: that run is still going, or was killed. The one rule for
 * "how did the last run end" (a recovery, a batch rerun, a chapter session,
 * `writer status`); records after an end that are no new turn (a usage, a
 * compression) leave the end standing.
 */
export function lastEnd(records: readonly JournalRecord[]): EndRecord | undefined {
  let last: EndRecord | undefined;
  for (const record of records) {
    if (record.type === 'end') last = record;
    else if (record.type === 'message' || record.type === 'resume') last = undefined;
  }
  return last;
}
