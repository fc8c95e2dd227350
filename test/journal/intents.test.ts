import { describe, expect, it } from 'vitest';
import { fileState, interruptedCallResponse, reconcileIntent } from '../../src/journal/intents.js';
import { intentRecord } from '../support/records.js';

const call = { id: 'c1', name: 'write_file', args: { filename: 'a.md' } };
const intent = (before: string | undefined, after: string) =>
  intentRecord({
    iteration: 3,
    callId: 'c1',
    mode: 'append',
    before: before === undefined ? null : fileState(before),
    after: fileState(after),
  });

describe('reconcileIntent', () => {
  it('knows a write landed when the file equals what the write leaves', () => {
    expect(reconcileIntent(intent('One.', 'One.\nTwo.'), fileState('One.\nTwo.'))).toBe('done');
    expect(reconcileIntent(intent(undefined, 'New.'), fileState('New.'))).toBe('done');
  });

  it('knows a write did not land when the file is as it was (or still missing)', () => {
    expect(reconcileIntent(intent('One.', 'One.\nTwo.'), fileState('One.'))).toBe('not-done');
    expect(reconcileIntent(intent(undefined, 'New.'), null)).toBe('not-done');
  });

  it('is unknown only when the file matches neither', () => {
    expect(reconcileIntent(intent('One.', 'One.\nTwo.'), fileState('Edited by hand.'))).toBe('unknown');
    expect(reconcileIntent(intent('One.', 'One.\nTwo.'), null)).toBe('unknown');
  });

  it('is unknown for a file of the same size as either state but other text', () => {
    expect(reconcileIntent(intent('One.', 'Two.'), fileState('Six.'))).toBe('unknown');
  });

  it('counts a write that changes nothing as done', () => {
    expect(reconcileIntent(intent('Same.', 'Same.'), fileState('Same.'))).toBe('done');
  });
});

describe('interruptedCallResponse', () => {
  const responseOf = (part: ReturnType<typeof interruptedCallResponse>) => part.functionResponse?.response ?? {};

  it('answers with the real outcome, echoing the call id', () => {
    const done = interruptedCallResponse(call, intent('a', 'ab'), 'done', true);
    expect(done.functionResponse?.id).toBe('c1');
    expect(responseOf(done)).toMatchObject({ ok: true, file: 'a.md' });
    expect(String(responseOf(done).recovered)).toMatch(/Do not repeat it/);
    expect(String(responseOf(interruptedCallResponse(call, intent('a', 'ab'), 'not-done', true)).error)).toMatch(
      /before this call changed anything/,
    );
  });

  it('names the file left as it was, and the file a landed write is in', () => {
    const notDone = interruptedCallResponse(call, intent('a', 'ab'), 'not-done', true);
    expect(responseOf(notDone).error).toBe(
      'The session was interrupted before this call changed anything ("a.md" is as it was). Repeat the call if it is still needed.',
    );
    expect(responseOf(interruptedCallResponse(call, intent('a', 'ab'), 'done', true))).toEqual({
      ok: true,
      file: 'a.md',
      mode: 'append',
      recovered: 'The session was interrupted after this write reached the disk: "a.md" holds it. Do not repeat it.',
    });
  });

  it('says a writing call without an intent never wrote (the intent always comes first)', () => {
    expect(responseOf(interruptedCallResponse(call, undefined, undefined, true)).error).toBe(
      'The session was interrupted before this call changed anything. Repeat the call if it is still needed.',
    );
  });

  it('reports unknown only for a changed file or a tool that keeps no intents', () => {
    expect(String(responseOf(interruptedCallResponse(call, intent('a', 'ab'), 'unknown', true)).error)).toMatch(
      /matches neither/,
    );
    expect(String(responseOf(interruptedCallResponse(call, undefined, undefined, false)).error)).toMatch(
      /may not have completed/,
    );
  });
});
