import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  Journal,
  type JournalIo,
  type JournalRecord,
  JournalWriteError,
  journalPath,
  nodeJournalIo,
  parseJournal,
  readJournal,
  syncDirSync,
} from '../../src/journal/journal.js';
import { NotAFileError } from '../../src/util/files.js';
import { tempDir } from '../support/cli.js';
import { intentRecord } from '../support/records.js';

const session: JournalRecord = { type: 'session', version: 1, prompt: 'Write.', model: 'm', startedAt: 't' };
const message = (iteration: number, text = 'x'): JournalRecord => ({
  type: 'message',
  iteration,
  content: { role: 'user', parts: [{ text }] },
});
const intent = (iteration: number): JournalRecord => intentRecord({ iteration });
const coded = (code: string) => Object.assign(new Error(`${code}: failed`), { code });
const linesOf = (dir: string) => readFileSync(journalPath(dir), 'utf8').split('\n');

/** Journal I/O that logs each call (writes by record type) and can be told to fail the next sync or folder sync. */
function loggingIo() {
  const log: string[] = [];
  const fail: { sync?: Error | undefined; syncDir?: Error | undefined } = {};
  const io: JournalIo = {
    write(fd, data, offset, length) {
      log.push(`write ${/"type":"(\w+)"/.exec(data.toString('utf8'))?.[1] ?? 'newline'}`);
      return nodeJournalIo.write(fd, data, offset, length);
    },
    truncate: nodeJournalIo.truncate,
    sync(fd) {
      log.push('sync');
      const error = fail.sync;
      fail.sync = undefined;
      if (error) throw error;
      nodeJournalIo.sync(fd);
    },
    syncDir(dir) {
      log.push(`sync folder ${path.basename(dir)}`);
      const error = fail.syncDir;
      fail.syncDir = undefined;
      if (error) throw error;
    },
  };
  return { io, log, fail };
}

describe('parseJournal', () => {
  it('passes over blank lines without counting them as damage', () => {
    const line = JSON.stringify(session);
    const parsed = parseJournal(`${line}\n   \n\n${line}\n`);
    expect(parsed.records).toHaveLength(2);
    expect(parsed.skippedLines).toEqual([]);
  });
});

describe('readJournal', () => {
  it('finds no journal in a project without one', async () => {
    expect(await readJournal(tempDir())).toBeUndefined();
  });

  it('says so when the journal is a folder', async () => {
    const dir = tempDir();
    mkdirSync(journalPath(dir), { recursive: true });
    const reading = readJournal(dir);
    await expect(reading).rejects.toThrow(NotAFileError);
    await expect(reading).rejects.toThrow(
      /session\.jsonl is a folder, not a file \(writer keeps the session journal there\)/,
    );
  });

  it('passes on any other error', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'file'), 'x');
    await expect(readJournal(path.join(dir, 'file'))).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});

describe('Journal', () => {
  it('takes records before it is attached, and attaches once', async () => {
    const first = tempDir();
    const second = tempDir();
    const journal = new Journal();
    expect(journal.append(session)).toBe(true);
    expect(journal.failure).toBeUndefined();
    await journal.attach(first);
    await journal.attach(second);
    journal.append(message(1));
    journal.close();
    expect(journal.path).toBe(journalPath(first));
    expect(existsSync(journalPath(second))).toBe(false);
    expect(parseJournal(readFileSync(journalPath(first), 'utf8')).records).toEqual([session, message(1)]);
  });

  it('refuses a record that must be on disk before the journal is open, and keeps nothing of it', async () => {
    const dir = tempDir();
    const journal = new Journal();
    journal.append(session);
    let thrown: unknown;
    try {
      journal.appendNow(intent(1));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(JournalWriteError);
    expect(thrown).toMatchObject({ message: 'the journal is not open', code: 'EIO' });
    await journal.attach(dir);
    journal.close();
    expect(parseJournal(readFileSync(journalPath(dir), 'utf8')).records).toEqual([session]);
  });

  it('syncs a new journal, then its folders once, with the first record that must be on disk', async () => {
    const dir = tempDir();
    const { io, log } = loggingIo();
    const journal = new Journal(io);
    await journal.attach(dir);
    journal.append(session);
    journal.appendNow(intent(1));
    journal.appendNow(intent(2));
    journal.close();
    expect(log).toEqual([
      'write session',
      'write intent',
      'sync',
      'sync folder .writer',
      `sync folder ${path.basename(dir)}`,
      `sync folder ${path.basename(path.dirname(dir))}`,
      'write intent',
      'sync',
    ]);
  });

  it('syncs no folder for a journal that already had records', async () => {
    const dir = tempDir();
    const first = new Journal();
    await first.attach(dir);
    first.append(session);
    first.close();
    const { io, log } = loggingIo();
    const again = new Journal(io);
    await again.attach(dir);
    again.appendNow(intent(1));
    again.close();
    expect(log).toEqual(['write intent', 'sync']);
    expect(linesOf(dir)).toEqual([JSON.stringify(session), JSON.stringify(intent(1)), '']); // no blank line between
  });

  it('throws when a sync fails, with the record written, and syncs the folders again next time', async () => {
    const dir = tempDir();
    const { io, log, fail } = loggingIo();
    const journal = new Journal(io);
    await journal.attach(dir);
    fail.syncDir = coded('EIO');
    expect(() => journal.appendNow(intent(1))).toThrow(JournalWriteError);
    expect(journal.failure).toBeUndefined(); // the record itself is in the file
    fail.sync = coded('EIO');
    expect(() => journal.appendNow(intent(2))).toThrow(expect.objectContaining({ code: 'EIO' }));
    log.length = 0;
    journal.appendNow(intent(3));
    journal.close();
    expect(log).toEqual([
      'write intent',
      'sync',
      'sync folder .writer',
      `sync folder ${path.basename(dir)}`,
      `sync folder ${path.basename(path.dirname(dir))}`,
    ]);
    expect(parseJournal(readFileSync(journalPath(dir), 'utf8')).records).toEqual([intent(1), intent(2), intent(3)]);
  });

  it('says what is not on disk when the journal cannot be opened', async () => {
    const dir = tempDir();
    mkdirSync(journalPath(dir), { recursive: true }); // a folder where the journal goes
    const journal = new Journal();
    journal.append(session);
    await journal.attach(dir);
    expect(journal.append(message(1))).toBe(false);
    expect(journal.failure).toMatchObject({ code: 'EISDIR', unwritten: 2, savedThrough: undefined });
    expect(() => journal.appendNow(intent(1))).toThrow(expect.objectContaining({ code: 'EISDIR' }));
    expect(journal.failure?.unwritten).toBe(2);
  });

  it('says at once when the journal cannot be opened, even with nothing waiting to be written', async () => {
    const dir = tempDir();
    mkdirSync(journalPath(dir), { recursive: true }); // a folder where the journal goes
    const journal = new Journal();
    await journal.attach(dir);
    expect(journal.flush()).toBe(false);
    expect(journal.failure).toMatchObject({ code: 'EISDIR', unwritten: 0, savedThrough: undefined });
  });

  it('says every record is on disk when nothing is waiting', async () => {
    const dir = tempDir();
    const journal = new Journal();
    await journal.attach(dir);
    journal.append(session);
    expect(journal.flush()).toBe(true);
    expect(journal.failure).toBeUndefined();
    journal.close();
  });

  it('reports a fault that carries no errno code as EIO, with its message', async () => {
    const faults: { write?: Error | undefined; sync?: Error | undefined; syncDir?: Error | undefined } = {};
    const take = (name: keyof typeof faults) => {
      const error = faults[name];
      faults[name] = undefined;
      if (error) throw error;
    };
    const journal = new Journal({
      write: (fd, data, offset, length) => {
        take('write');
        return nodeJournalIo.write(fd, data, offset, length);
      },
      truncate: nodeJournalIo.truncate,
      sync: (fd) => {
        take('sync');
        nodeJournalIo.sync(fd);
      },
      syncDir: () => take('syncDir'),
    });
    await journal.attach(tempDir());
    journal.append(session);
    faults.write = new Error('the device went away');
    expect(journal.append(message(1))).toBe(false);
    expect(journal.failure).toEqual({
      code: 'EIO',
      message: 'the device went away',
      unwritten: 1,
      savedThrough: undefined,
    });
    faults.syncDir = new Error('the folder could not be synced');
    expect(() => journal.appendNow(intent(1))).toThrow(
      expect.objectContaining({ code: 'EIO', message: 'the folder could not be synced' }),
    );
    faults.sync = new Error('the file could not be synced');
    expect(() => journal.appendNow(intent(2))).toThrow(
      expect.objectContaining({ code: 'EIO', message: 'the file could not be synced' }),
    );
    journal.close();
  });

  it('counts an iteration as saved only when every record of it is on disk', async () => {
    const failing = (written: JournalRecord[], refused: JournalRecord) => {
      const room = { full: false };
      const journal = new Journal({
        ...nodeJournalIo,
        write: (fd, data, offset, length) => {
          if (room.full) throw coded('ENOSPC');
          return nodeJournalIo.write(fd, data, offset, length);
        },
      });
      return (async () => {
        await journal.attach(tempDir());
        for (const record of written) journal.append(record);
        room.full = true;
        journal.append(refused);
        journal.close();
        return journal.failure?.savedThrough;
      })();
    };
    expect(await failing([session, message(0), message(1)], message(1))).toBe(0);
    expect(await failing([session, message(0)], message(0))).toBeUndefined();
    expect(await failing([session], message(2))).toBeUndefined(); // no iteration at all on disk
    expect(await failing([session, message(0), message(3)], message(4))).toBe(3);
  });

  it('opens the journal again after close, and closes quietly when never opened', async () => {
    const dir = tempDir();
    const journal = new Journal();
    expect(() => new Journal().close()).not.toThrow();
    await journal.attach(dir);
    journal.append(session);
    journal.close();
    journal.close();
    expect(journal.append(message(1))).toBe(true);
    journal.close();
    expect(parseJournal(readFileSync(journalPath(dir), 'utf8')).records).toEqual([session, message(1)]);
  });

  it('ends a torn line once, and writes no blank lines after it', async () => {
    const dir = tempDir();
    const first = new Journal();
    await first.attach(dir);
    first.append(session);
    first.close();
    appendFileSync(journalPath(dir), '{"type":"mess');
    const second = new Journal();
    await second.attach(dir);
    second.append(message(1));
    second.append(message(2));
    second.close();
    expect(linesOf(dir)).toEqual([
      JSON.stringify(session),
      '{"type":"mess',
      JSON.stringify(message(1)),
      JSON.stringify(message(2)),
      '',
    ]);
  });

  it('leaves a torn end it could not cut back for the next run to close off', async () => {
    const dir = tempDir();
    const journal = new Journal({
      ...nodeJournalIo,
      write: (fd, data, offset, length) => {
        if (data.includes('"iteration":2')) {
          nodeJournalIo.write(fd, data, offset, 5);
          throw coded('EIO');
        }
        return nodeJournalIo.write(fd, data, offset, length);
      },
      truncate: () => {
        throw coded('EIO');
      },
    });
    await journal.attach(dir);
    journal.append(session);
    expect(journal.append(message(2))).toBe(false);
    expect(journal.failure).toMatchObject({ code: 'EIO', unwritten: 1 });
    journal.close();
    const next = new Journal();
    await next.attach(dir);
    next.append(message(3));
    next.close();
    const parsed = parseJournal(readFileSync(journalPath(dir), 'utf8'));
    expect(parsed.records).toEqual([session, message(3)]);
    expect(parsed.skippedLines).toEqual([2]);
  });

  it('writes a record whole when the disk takes it in several short writes', async () => {
    const dir = tempDir();
    // A write may store fewer bytes than asked (a signal, a pipe, a nearly full disk): the rest is asked for again.
    const asked: number[] = [];
    const journal = new Journal({
      ...nodeJournalIo,
      write: (fd, data, offset, length) => {
        asked.push(length);
        return nodeJournalIo.write(fd, data, offset, asked.length % 2 === 1 ? Math.min(length, 10) : length);
      },
    });
    await journal.attach(dir);
    expect(journal.append(session)).toBe(true);
    expect(journal.append(message(1, 'The lamp.'))).toBe(true);
    journal.close();
    expect(linesOf(dir)).toEqual([JSON.stringify(session), JSON.stringify(message(1, 'The lamp.')), '']);
    expect(asked).toHaveLength(4);
  });

  it('leaves no file open after attaching to a journal that has records', async () => {
    if (!existsSync('/proc/self/fd')) return; // counting open files needs Linux's /proc
    const dir = tempDir();
    const first = new Journal();
    await first.attach(dir);
    first.append(session);
    first.close();
    const open = readdirSync('/proc/self/fd').length;
    for (let i = 0; i < 5; i++) {
      const again = new Journal();
      await again.attach(dir);
      again.append(message(i));
      again.close();
    }
    expect(readdirSync('/proc/self/fd').length).toBe(open);
  });

  it('keeps one file open however many records it writes', async () => {
    if (!existsSync('/proc/self/fd')) return; // counting open files needs Linux's /proc
    const journal = new Journal();
    await journal.attach(tempDir());
    journal.append(session);
    const open = readdirSync('/proc/self/fd').length;
    for (let i = 0; i < 20; i++) journal.append(message(i));
    expect(readdirSync('/proc/self/fd').length).toBeLessThanOrEqual(open);
    journal.close();
  });
});

describe('syncDirSync', () => {
  const fake = (fail: { open?: Error; fsync?: Error }) => {
    const log: string[] = [];
    return {
      log,
      calls: {
        open(dir: string) {
          log.push(`open ${dir}`);
          if (fail.open) throw fail.open;
          return 7;
        },
        fsync(fd: number) {
          log.push(`fsync ${fd}`);
          if (fail.fsync) throw fail.fsync;
        },
        close(fd: number) {
          log.push(`close ${fd}`);
        },
      },
    };
  };

  it('syncs a real folder, and fails on a missing one', () => {
    const dir = tempDir();
    expect(() => syncDirSync(dir)).not.toThrow();
    expect(() => syncDirSync(path.join(dir, 'missing'))).toThrow(expect.objectContaining({ code: 'ENOENT' }));
  });

  it('does nothing where a folder cannot be opened or synced (Windows, some network file systems)', () => {
    for (const code of ['EINVAL', 'EISDIR', 'EPERM', 'EACCES', 'ENOTSUP', 'EBADF']) {
      const cannotOpen = fake({ open: coded(code) });
      expect(() => syncDirSync('/d', cannotOpen.calls)).not.toThrow();
      expect(cannotOpen.log).toEqual(['open /d']);
      const cannotSync = fake({ fsync: coded(code) });
      expect(() => syncDirSync('/d', cannotSync.calls)).not.toThrow();
      expect(cannotSync.log).toEqual(['open /d', 'fsync 7', 'close 7']);
    }
  });

  it('passes on a real failure, and closes the folder', () => {
    const broken = fake({ fsync: coded('EIO') });
    expect(() => syncDirSync('/d', broken.calls)).toThrow(/EIO/);
    expect(broken.log).toEqual(['open /d', 'fsync 7', 'close 7']);
    expect(() => syncDirSync('/d', fake({ open: new Error('no code') }).calls)).toThrow('no code');
    expect(() => syncDirSync('/d', fake({ fsync: new Error('no code') }).calls)).toThrow('no code');
  });
});
