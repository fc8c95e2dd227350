import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalWriteError } from '../../src/journal/journal.js';
import {
  decodeText,
  errnoMessage,
  FileChanged,
  firstNonUtf8Line,
  journalRefusal,
  readTarget,
  readTargetFile,
  targetFile,
  unchangedSince,
  writeFailure,
} from '../../src/tools/target.js';
import { tempDir } from '../support/cli.js';

/** An error as Node's file system functions throw them. */
const fsError = (code: string, message = `${code}: something`) => Object.assign(new Error(message), { code });

describe('errnoMessage', () => {
  it.each([
    ['ENOSPC', '"a.md" was not written: the disk is full. Nothing already on disk was changed.'],
    ['EDQUOT', '"a.md" was not written: the disk quota is used up. Nothing already on disk was changed.'],
    ['EACCES', 'Permission denied writing "a.md".'],
    ['EPERM', 'Permission denied writing "a.md".'],
    ['ENAMETOOLONG', 'The path "a.md" is too long.'],
    ['EROFS', 'The file system is read-only; "a.md" was not written.'],
    ['ENOTDIR', '"a.md" needs a folder where a file of that name already exists.'],
    ['EEXIST', '"a.md" needs a folder where a file of that name already exists.'],
    ['EIO', 'Could not write "a.md": EIO: something'],
  ])('%s', (code, message) => {
    expect(errnoMessage(fsError(code), 'a.md')).toBe(message);
  });
});

describe('writeFailure', () => {
  it('a full disk is also an effect, so the loop saves the context', () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      expect(writeFailure(fsError(code), 'a.md').effects).toEqual({ storageFailure: true });
      expect(writeFailure(fsError(code), 'a.md').failed).toBe('storage_full');
    }
    expect(writeFailure(fsError('EACCES'), 'a.md')).toEqual({
      response: { error: 'Permission denied writing "a.md".' },
      failed: 'io_error',
    });
  });

  it('a journal that could not record the write: nothing touched, and a storage failure', () => {
    const error = new JournalWriteError('ENOSPC: no space left', 'ENOSPC');
    const message =
      '"a.md" was not written: the session journal could not record the write (the disk is full). Nothing on disk was changed.';
    expect(journalRefusal(error, 'a.md')).toBe(message);
    expect(writeFailure(error, 'a.md')).toEqual({
      response: { error: message },
      effects: { storageFailure: true },
      failed: 'storage_full',
    });
  });

  it("the run's interruption: the file was left as it was", () => {
    const controller = new AbortController();
    const interrupted = '"a.md" was not written: the run was interrupted first. Nothing on disk was changed.';
    controller.abort(new Error('Ctrl+C'));
    expect(writeFailure(controller.signal.reason, 'a.md', controller.signal)).toEqual({
      response: { error: interrupted },
      failed: 'interrupted',
    });
    // Another error while the run is interrupted is that error.
    expect(writeFailure(fsError('EROFS'), 'a.md', controller.signal).response.error).toMatch(/read-only/);
    // The same error without an interruption is just an error.
    const live = new AbortController();
    expect(writeFailure(controller.signal.reason, 'a.md', live.signal).response.error).toBe(
      'Could not write "a.md": Ctrl+C',
    );
  });
});

describe('targetFile', () => {
  it('gives back the failure when the project folder is gone', async () => {
    const dir = tempDir();
    rmSync(dir, { recursive: true });
    const outcome = await targetFile(dir, 'a.md');
    expect(outcome).toEqual({
      response: { error: expect.stringMatching(/^Could not write "a\.md": ENOENT/) },
      failed: 'io_error',
    });
  });

  it('gives back a refusal of the name as it is', async () => {
    expect(await targetFile(tempDir(), '../a.md')).toEqual({
      response: { error: '"../a.md" leaves the project folder. Use a path inside it.' },
      failed: 'invalid_path',
    });
  });
});

describe('firstNonUtf8Line', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : Buffer.from(part))));

  it('names the first line that holds bytes of another encoding', () => {
    expect(firstNonUtf8Line(bytes('Caf', [0xe9], '\n'))).toBe(1);
    expect(firstNonUtf8Line(bytes('one\ntwo\nth', [0xff], 'ree\nfour', [0xff]))).toBe(3);
    expect(firstNonUtf8Line(bytes('one\n\ncaf', [0xe9]))).toBe(3);
  });

  it('is undefined for UTF-8', () => {
    expect(firstNonUtf8Line(bytes(''))).toBeUndefined();
    expect(firstNonUtf8Line(bytes('é\n'))).toBeUndefined();
    expect(firstNonUtf8Line(bytes('a\nb'))).toBeUndefined();
  });
});

describe('decodeText', () => {
  it('gives the text, or says why bytes of another encoding cannot be changed', () => {
    expect(decodeText(Buffer.from('Café\n'), 'a.md')).toBe('Café\n');
    expect(decodeText(Buffer.from('ok\nCaf\xe9\n', 'latin1'), 'a.md')).toEqual({
      response: {
        error:
          '"a.md" is not UTF-8 text (line 2 holds bytes of another encoding, such as Latin-1), so writer cannot ' +
          'change it without damaging those bytes; it was left as it is. Replace the whole file with write_file ' +
          'mode "overwrite" if it should be rewritten.',
      },
      failed: 'not_utf8',
    });
  });
});

describe('readTargetFile', () => {
  it("reads an existing file's bytes and text", async () => {
    const absolute = path.join(tempDir(), 'a.md');
    writeFileSync(absolute, 'Text.');
    const read = await readTargetFile({ absolute, relative: 'a.md' });
    expect(read).toEqual({ bytes: Buffer.from('Text.'), text: 'Text.' });
    expect(await readTarget({ absolute, relative: 'a.md' })).toBe('Text.');
  });

  it('points a missing file to list_files, and names any other failure', async () => {
    const dir = tempDir();
    expect(await readTarget({ absolute: path.join(dir, 'none.md'), relative: 'none.md' })).toEqual({
      response: { error: '"none.md" does not exist. Call list_files to see the project\'s files.' },
      failed: 'file_not_found',
    });
    mkdirSync(path.join(dir, 'folder.md'));
    expect(await readTargetFile({ absolute: path.join(dir, 'folder.md'), relative: 'folder.md' })).toEqual({
      response: { error: expect.stringMatching(/^Could not read "folder\.md": EISDIR/) },
      failed: 'io_error',
    });
  });

  it('refuses a file that is not UTF-8', async () => {
    const absolute = path.join(tempDir(), 'a.md');
    writeFileSync(absolute, Buffer.from('Caf\xe9', 'latin1'));
    expect(
      String(((await readTarget({ absolute, relative: 'a.md' })) as { response: { error: string } }).response.error),
    ).toMatch(/^"a\.md" is not UTF-8 text \(line 1/);
  });
});

describe('unchangedSince', () => {
  it('passes while the file holds the same bytes, or is still missing', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.md');
    await expect(unchangedSince(file, undefined)()).resolves.toBeUndefined();
    writeFileSync(file, 'same');
    await expect(unchangedSince(file, Buffer.from('same'))()).resolves.toBeUndefined();
  });

  it('throws FileChanged when the file changed, appeared or went away', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.md');
    await expect(unchangedSince(file, Buffer.from('was here'))()).rejects.toThrow(FileChanged);
    writeFileSync(file, 'new');
    await expect(unchangedSince(file, undefined)()).rejects.toThrow(FileChanged);
    await expect(unchangedSince(file, Buffer.from('old'))()).rejects.toThrow(
      `${file} changed while it was being written`,
    );
  });

  it('throws what keeps it from reading the file', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'a.md'));
    await expect(unchangedSince(path.join(dir, 'a.md'), undefined)()).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
