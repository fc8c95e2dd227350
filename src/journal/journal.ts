import {
  closeSync,
  promises as fs,
  fstatSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { errnoCode, errorMessage } from '../util/errors.js';
import { NotAFileError } from '../util/files.js';
import { isJournalRecord } from './journalShape.js';
import type { JournalRecord } from './records.js';

/**
 * The session journal: `<project>/.writer/session.jsonl`, append-only, one
 * JSON record per line, written as each message joins the history. A crash or
 * kill -9 loses at most the turn in flight; a torn last line is skipped on load.
 */

export type {
  CompressionRecord,
  EndRecord,
  FileState,
  IntentRecord,
  JournalRecord,
  MessageRecord,
  ResumeRecord,
  SessionRecord,
  ToolResponseRecord,
  UsageRecord,
} from './records.js';
export { JOURNAL_VERSION } from './records.js';

export function journalPath(projectDir: string): string {
  return path.join(projectDir, '.writer', 'session.jsonl');
}

export interface ParsedJournal {
  records: JournalRecord[];
  /** 1-based numbers of lines that could not be read (torn or corrupt). */
  skippedLines: number[];
}

/** Lines that are not JSON (torn by a crash) or not a record of a known shape are skipped, by number. */
export function parseJournal(text: string): ParsedJournal {
  const records: JournalRecord[] = [];
  const skippedLines: number[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      const value: unknown = JSON.parse(line);
      if (isJournalRecord(value)) records.push(value);
      else skippedLines.push(i + 1);
    } catch {
      skippedLines.push(i + 1);
    }
  });
  return { records, skippedLines };
}

export function readJournal(projectDir: string): Promise<ParsedJournal | undefined> {
  return readJournalFile(journalPath(projectDir));
}

/** A journal at any path (a chapter session keeps its own under .writer/chapters/). */
export async function readJournalFile(file: string): Promise<ParsedJournal | undefined> {
  try {
    return parseJournal(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (errnoCode(error) === 'ENOENT') return undefined;
    if (errnoCode(error) === 'EISDIR') throw new NotAFileError(file, 'the session journal');
    throw error;
  }
}

/** The few system calls the journal makes, replaceable in tests (a full disk, the order of syncs). */
export interface JournalIo {
  write(fd: number, data: Buffer, offset: number, length: number): number;
  truncate(fd: number, size: number): void;
  /** Wait until the file's data is on the disk (fsync). */
  sync(fd: number): void;
  /** Wait until a folder's entries (a file created in it) are on the disk. */
  syncDir(dir: string): void;
}

export const nodeJournalIo: JournalIo = {
  write: (fd, data, offset, length) => writeSync(fd, data, offset, length),
  truncate: (fd, size) => ftruncateSync(fd, size),
  sync: (fd) => fsyncSync(fd),
  syncDir: (dir) => syncDirSync(dir),
};

/** Platforms that cannot fsync a folder (Windows, some network file systems) say so with these: nothing to wait for. */
const NO_DIR_SYNC = new Set(['EINVAL', 'EISDIR', 'EPERM', 'EACCES', 'ENOTSUP', 'EBADF']);

/** The system calls syncDirSync makes, replaceable in tests (a platform that cannot fsync a folder). */
export interface DirSyncCalls {
  open(dir: string): number;
  fsync(fd: number): void;
  close(fd: number): void;
}

const nodeDirSyncCalls: DirSyncCalls = {
  open: (dir) => openSync(dir, 'r'),
  fsync: (fd) => fsyncSync(fd),
  close: (fd) => closeSync(fd),
};

export function syncDirSync(dir: string, calls: DirSyncCalls = nodeDirSyncCalls): void {
  let fd: number;
  try {
    fd = calls.open(dir);
  } catch (error) {
    // Stryker disable next-line StringLiteral: the fallback only has to be a string that is no code in NO_DIR_SYNC, and any other text is not one either
    if (NO_DIR_SYNC.has(errnoCode(error) ?? '')) return;
    throw error;
  }
  try {
    calls.fsync(fd);
  } catch (error) {
    // Stryker disable next-line StringLiteral: the fallback only has to be a string that is no code in NO_DIR_SYNC, and any other text is not one either
    if (!NO_DIR_SYNC.has(errnoCode(error) ?? '')) throw error;
  } finally {
    calls.close(fd);
  }
}

/** Why records could not be written, and how much of the session the file still holds. */
export interface JournalFailure {
  /** errno code (ENOSPC, EDQUOT, EIO, ...) or the message. */
  code: string;
  message: string;
  /** Records that exist only in memory. */
  unwritten: number;
  /** The highest iteration whose records are all on disk (undefined: nothing of the session is). */
  savedThrough: number | undefined;
}

/** A record that had to be on disk before going on (an intent) could not be written. */
export class JournalWriteError extends Error {
  // Stryker disable next-line StringLiteral: nothing reads the name: the tools catch this error (writeFailure, the registry's catch-all) and say only its message and code, so it never reaches a printed stack
  override name = 'JournalWriteError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/**
 * Appends records to a journal. Until the project folder exists the records
 * wait in memory; `attach` writes them out and every later record goes
 * straight to disk (a synchronous write each, so nothing sits in a buffer
 * when the process dies).
 *
 * A failed write (a full disk) never leaves a torn line: the file is cut back
 * to its last whole record, and the record waits in memory with every later
 * one; each append tries them again, so the journal catches up by itself
 * when space comes back. `failure` says what is not on disk.
 */
export class Journal {
  private fd: number | undefined;
  private pending: JournalRecord[] = [];
  private filePath: string | undefined;
  /** Bytes of whole records in the file: a failed write is cut back to this. */
  private size = 0;
  // Stryker disable next-line BooleanLiteral: never read before open() sets it from the file's last byte (flush reads it only with a file open() opened)
  private needsNewline = false;
  private error: { code: string; message: string } | undefined;
  private writtenThrough: number | undefined;
  private attached = false;
  /**
   * Folders whose entries must reach the disk before the journal can be
   * trusted after a power cut (see open). Synced with the first durable record.
   */
  private unsyncedDirs: string[] = [];

  constructor(private readonly io: JournalIo = nodeJournalIo) {}

  get path(): string | undefined {
    return this.filePath;
  }

  /** What is not on disk, or undefined when every record is. */
  get failure(): JournalFailure | undefined {
    if (!this.error || (this.pending.length === 0 && this.fd !== undefined)) return undefined;
    // Complete on disk: every iteration before the first record that is not (part of that one may be there too).
    const first = this.pending[0];
    const through = first && 'iteration' in first ? first.iteration - 1 : this.writtenThrough;
    const nothing = this.writtenThrough === undefined || through === undefined || through < 0;
    return { ...this.error, unwritten: this.pending.length, savedThrough: nothing ? undefined : through };
  }

  /** Write to the project's journal, or to `file` (a chapter session's own journal). */
  async attach(projectDir: string, file: string = journalPath(projectDir)): Promise<void> {
    if (this.attached) return; // one session, one journal
    this.attached = true;
    this.filePath = file;
    this.flush();
  }

  /** The open file, opened now if need be; undefined (and `failure` set) when it cannot be opened. */
  private open(): number | undefined {
    if (this.fd !== undefined) return this.fd;
    const file = this.filePath;
    if (file === undefined) return undefined;
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      const fd = openSync(file, 'a');
      this.size = fstatSync(fd).size;
      // A new journal is only a name in `.writer/` until that folder is synced, and `.writer/` and the project
      // folder (new with the session, most often) are names in theirs: all three, once, with the first intent.
      if (this.size === 0) {
        const writerDir = path.dirname(file);
        const projectDir = path.dirname(writerDir);
        this.unsyncedDirs.push(writerDir, projectDir, path.dirname(projectDir));
      }
      this.needsNewline = this.size > 0 && lastByte(file, this.size) !== 0x0a;
      this.fd = fd;
      return fd;
    } catch (error) {
      // Stryker disable next-line StringLiteral: only node:fs calls can throw here (no JournalIo), and every error node:fs throws carries a code
      this.error = { code: errnoCode(error) ?? 'EIO', message: errorMessage(error) };
      return undefined;
    }
  }

  /**
   * Write every waiting record, in order. Returns true when all are on disk.
   * Before `attach` records wait in memory and this returns true.
   */
  flush(): boolean {
    if (!this.attached) return true;
    // Stryker disable next-line ConditionalExpression: with nothing waiting and the file open, going on writes nothing and returns true just the same
    if (this.pending.length === 0 && this.fd !== undefined) return true;
    const fd = this.open();
    if (fd === undefined) return false;
    try {
      // A line torn by a crash must not swallow the next record: end it first.
      if (this.needsNewline) {
        this.writeBytes(fd, Buffer.from('\n'));
        this.needsNewline = false;
      }
      for (let record = this.pending[0]; record !== undefined; record = this.pending[0]) {
        this.writeBytes(fd, Buffer.from(`${JSON.stringify(record)}\n`));
        this.pending.shift();
        // Stryker disable next-line MethodExpression: only whether writtenThrough is set is ever read (failure takes the iteration from the first record not written, which always has one once any iteration is on disk), so max and min agree
        if ('iteration' in record) this.writtenThrough = Math.max(this.writtenThrough ?? 0, record.iteration);
      }
      this.error = undefined;
      return true;
    } catch (error) {
      this.error = { code: errnoCode(error) ?? 'EIO', message: errorMessage(error) };
      return false;
    }
  }

  /** Write all of `data` or nothing: a partial write is cut off again. */
  private writeBytes(fd: number, data: Buffer): void {
    let offset = 0;
    try {
      while (offset < data.length) offset += this.io.write(fd, data, offset, data.length - offset);
    } catch (error) {
      try {
        this.io.truncate(fd, this.size);
      } catch {
        // The torn end stays; the next attach ends it with a newline and a reader skips it.
      }
      throw error;
    }
    this.size += data.length;
  }

  /** Add a record; false when it could not be written yet (see `failure`). */
  append(record: JournalRecord): boolean {
    this.pending.push(record);
    return this.flush();
  }

  /**
   * Add a record that must be on disk before the caller goes on (an intent
   * before its write), as a write-ahead log does: written, then fsynced
   * (with every record before it, and the folder when the file is new), so a
   * power cut or a kernel crash cannot lose it once the write has begun.
   * Throws JournalWriteError, and keeps nothing of it in memory, when it
   * cannot be written or synced.
   */
  appendNow(record: JournalRecord): void {
    if (this.append(record) && this.syncNow()) return;
    // Stryker disable next-line ConditionalExpression: when append failed the record is the last one waiting, and when it succeeded nothing is waiting, so popping unconditionally does the same
    if (this.pending[this.pending.length - 1] === record) this.pending.pop();
    const failure = this.error ?? { code: 'EIO', message: 'the journal is not open' };
    throw new JournalWriteError(failure.message, failure.code);
  }

  /** fsync the journal, then any folder whose new entry it depends on; false (and `error` set) when that failed. */
  private syncNow(): boolean {
    const fd = this.fd;
    if (fd === undefined) return false;
    try {
      this.io.sync(fd);
      while (this.unsyncedDirs.length > 0) {
        this.io.syncDir(this.unsyncedDirs[0] as string);
        this.unsyncedDirs.shift();
      }
      return true;
    } catch (error) {
      this.error = { code: errnoCode(error) ?? 'EIO', message: errorMessage(error) };
      return false;
    }
  }

  close(): void {
    if (this.fd !== undefined) closeSync(this.fd);
    this.fd = undefined;
  }
}

function lastByte(file: string, size: number): number | undefined {
  const last = Buffer.alloc(1);
  const reader = openSync(file, 'r');
  try {
    readSync(reader, last, 0, 1, size - 1);
  } finally {
    closeSync(reader);
  }
  return last[0];
}
