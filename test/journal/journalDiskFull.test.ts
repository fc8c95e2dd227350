import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  Journal,
  type JournalRecord,
  JournalWriteError,
  journalPath,
  parseJournal,
} from '../../src/journal/journal.js';
import { tempDir } from '../support/cli.js';
import { fillingDisk } from '../support/fillingDisk.js';
import { intentRecord } from '../support/records.js';

const message = (iteration: number, text: string): JournalRecord => ({
  type: 'message',
  iteration,
  content: { role: 'user', parts: [{ text }] },
});

describe('Journal on a full disk', () => {
  it('never leaves a torn line, keeps what it could not write, and catches up when space comes back', async () => {
    const dir = tempDir();
    const room = { bytes: 200 };
    const journal = new Journal(fillingDisk(room));
    await journal.attach(dir);
    expect(journal.append(message(1, 'first'))).toBe(true);
    expect(journal.append(message(2, 'x'.repeat(500)))).toBe(false);
    expect(journal.append(message(3, 'third'))).toBe(false);

    const text = readFileSync(journalPath(dir), 'utf8');
    expect(parseJournal(text).skippedLines).toEqual([]); // the partial write was cut back
    expect(text.endsWith('\n')).toBe(true);
    expect(journal.failure).toMatchObject({ code: 'ENOSPC', unwritten: 2, savedThrough: 1 });

    room.bytes = 10_000; // space freed
    expect(journal.flush()).toBe(true);
    expect(journal.failure).toBeUndefined();
    journal.close();
    const records = parseJournal(readFileSync(journalPath(dir), 'utf8')).records;
    expect(records.map((r) => (r.type === 'message' ? r.iteration : -1))).toEqual([1, 2, 3]);
  });

  it('refuses a record that must be on disk first (an intent) and keeps nothing of it', async () => {
    const dir = tempDir();
    const journal = new Journal(fillingDisk({ bytes: 0 }));
    await journal.attach(dir);
    const intent = intentRecord();
    expect(() => journal.appendNow(intent)).toThrow(JournalWriteError);
    expect(journal.failure?.unwritten ?? 0).toBe(0);
    expect(readFileSync(journalPath(dir), 'utf8')).toBe('');
  });
});
