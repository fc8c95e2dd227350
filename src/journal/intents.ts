import { createHash } from 'node:crypto';
import type { FunctionCall, Part } from '@google/genai';
import { functionResponse } from '../model/parts.js';
import type { FileState, IntentRecord } from './journal.js';

/**
 * Exactly-once writes across crashes. A writing tool journals an intent (the
 * file as it is and as the write will leave it) before touching the disk, and
 * the call's result after. When a crash falls between the two, recovery reads
 * the file and decides what really happened; only a file that matches neither
 * state (changed by something else since) leaves the outcome unknown.
 */

export type IntentOutcome = 'done' | 'not-done' | 'unknown';

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

export function fileState(text: string): FileState {
  return { size: Buffer.byteLength(text, 'utf8'), hash: sha256(text) };
}

const same = (a: FileState | null, b: FileState | null) =>
  a === null || b === null
    ? a === b
    : a.hash === b.hash &&
      // Stryker disable next-line ConditionalExpression: fileState takes size and hash from the same text, so equal SHA-256 hashes mean equal sizes
      a.size === b.size;

/** What became of an intended write, given the file on disk now (null: no such file). */
export function reconcileIntent(intent: Pick<IntentRecord, 'before' | 'after'>, now: FileState | null): IntentOutcome {
  // A write that changes nothing (an overwrite with the same text) counts as done: the file holds it either way.
  if (same(now, intent.after)) return 'done';
  if (same(now, intent.before)) return 'not-done';
  return 'unknown';
}

export const UNKNOWN_OUTCOME =
  'The session was interrupted before this call reported a result; it may not have completed. Check the file list before repeating it.';

/**
 * The response recovery gives a call of an interrupted turn that never
 * reported: its real outcome when an intent and the disk tell it; "not run"
 * for a writing tool with no intent (the intent always precedes the write);
 * else, for tools that do not journal intents, that it may not have completed.
 */
export function interruptedCallResponse(
  call: FunctionCall,
  intent: IntentRecord | undefined,
  outcome: IntentOutcome | undefined,
  recordsIntents: boolean,
): Part {
  if (intent && outcome === 'done') {
    return functionResponse(call, {
      ok: true,
      file: intent.file,
      mode: intent.mode,
      recovered: `The session was interrupted after this write reached the disk: "${intent.file}" holds it. Do not repeat it.`,
    });
  }
  if ((intent && outcome === 'not-done') || (!intent && recordsIntents)) {
    return functionResponse(call, {
      error: `The session was interrupted before this call changed anything${intent ? ` ("${intent.file}" is as it was)` : ''}. Repeat the call if it is still needed.`,
    });
  }
  if (intent) {
    return functionResponse(call, {
      error: `The session was interrupted during this call and "${intent.file}" has changed since in a way that matches neither before nor after the write; check it with read_file before repeating the call.`,
    });
  }
  return functionResponse(call, { error: UNKNOWN_OUTCOME });
}
