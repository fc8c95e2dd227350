import { mkdirSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRelativeName, isInside, resolveProjectFile } from '../../src/tools/paths.js';
import { tempDir } from '../support/cli.js';

const refusal = (value: unknown) => (value as { response: { error: string } }).response.error;

describe('checkRelativeName', () => {
  it('splits a name into its folders and file, adding .md to a name without extension', () => {
    expect(checkRelativeName('chapter_01')).toEqual(['chapter_01.md']);
    expect(checkRelativeName('notes.txt')).toEqual(['notes.txt']);
    expect(checkRelativeName('part 1//./chapters\\ch 2')).toEqual(['part 1', 'chapters', 'ch 2.md']);
    expect(checkRelativeName(`${'x'.repeat(252)}.md`)).toEqual([`${'x'.repeat(252)}.md`]);
  });

  it.each([
    ['', 'The file name is empty.'],
    ['   ', 'The file name is empty.'],
    ['././/', 'The file name is empty.'],
    ['a\u0007b.md', 'The file name contains control characters.'],
    ['a\u0085b.md', 'The file name contains control characters.'],
    [
      '/etc/passwd',
      '"/etc/passwd" is an absolute path. Use a path relative to the project folder, like "chapters/chapter_01.md".',
    ],
    [
      '\\server\\x.md',
      '"\\server\\x.md" is an absolute path. Use a path relative to the project folder, like "chapters/chapter_01.md".',
    ],
    [
      'c:notes.md',
      '"c:notes.md" is an absolute path. Use a path relative to the project folder, like "chapters/chapter_01.md".',
    ],
    [
      'Z:\\x.md',
      '"Z:\\x.md" is an absolute path. Use a path relative to the project folder, like "chapters/chapter_01.md".',
    ],
    ['a/../../b.md', '"a/../../b.md" leaves the project folder. Use a path inside it.'],
    [' a.md', '" a.md" starts or ends with spaces.'],
    ['part 1 /a.md', '"part 1 " starts or ends with spaces.'],
    ['a/ /b.md', '" " starts or ends with spaces.'],
    ['.writer/lock', '".writer": names starting with "." are reserved for writer\'s own files.'],
    ['a/.hidden.md', '".hidden.md": names starting with "." are reserved for writer\'s own files.'],
    [`${'x'.repeat(253)}.md`, `"${'x'.repeat(40)}…" is longer than 255 bytes.`],
    [`${'é'.repeat(127)}.md`, `"${'é'.repeat(40)}…" is longer than 255 bytes.`],
  ])('refuses %j: %s', (name, message) => {
    expect(refusal(checkRelativeName(name))).toBe(message);
  });

  it('takes a drive letter only at the start', () => {
    expect(checkRelativeName('notes c:x.md')).toEqual(['notes c:x.md']);
    expect(checkRelativeName('1:x.md')).toEqual(['1:x.md']);
  });
});

describe('isInside', () => {
  it('is true for the folder itself and what is under it, false for what is beside or above it', () => {
    expect(isInside('/p/book', '/p/book')).toBe(true);
    expect(isInside('/p/book', '/p/book/a/b.md')).toBe(true);
    expect(isInside('/p/book', '/p/book-2/a.md')).toBe(false);
    expect(isInside('/p/book', '/p')).toBe(false);
    expect(isInside('/p/book', '/elsewhere')).toBe(false);
  });
});

describe('resolveProjectFile', () => {
  function project(): string {
    return realpathSync(tempDir());
  }

  it('resolves a new file, in a folder not made yet, inside the project', async () => {
    const dir = project();
    expect(await resolveProjectFile(dir, 'part/ch1')).toEqual({
      absolute: path.join(dir, 'part', 'ch1.md'),
      relative: 'part/ch1.md',
    });
  });

  it('resolves a name under a file (the write fails later, in words)', async () => {
    const dir = project();
    writeFileSync(path.join(dir, 'a.md'), 'x');
    expect(await resolveProjectFile(dir, 'a.md/b.md')).toEqual({
      absolute: path.join(dir, 'a.md', 'b.md'),
      relative: 'a.md/b.md',
    });
  });

  it('refuses a folder, a link, and a path out through a link, in words', async () => {
    const dir = project();
    mkdirSync(path.join(dir, 'chapters.md'));
    writeFileSync(path.join(dir, 'real.md'), 'x');
    symlinkSync(path.join(dir, 'real.md'), path.join(dir, 'alias.md'));
    symlinkSync(tempDir(), path.join(dir, 'out'));
    expect(refusal(await resolveProjectFile(dir, 'chapters.md'))).toBe('"chapters.md" is a folder, not a file.');
    expect(refusal(await resolveProjectFile(dir, 'alias'))).toBe(
      '"alias.md" is a link; write to a plain file instead.',
    );
    expect(refusal(await resolveProjectFile(dir, 'out/x'))).toBe(
      '"out/x" leads outside the project folder (through a link).',
    );
    expect(refusal(await resolveProjectFile(dir, '../x'))).toBe(
      '"../x" leaves the project folder. Use a path inside it.',
    );
  });

  it('throws what it cannot judge (a link loop), for the caller to put in words', async () => {
    const dir = project();
    symlinkSync(path.join(dir, 'loop.md'), path.join(dir, 'loop.md'));
    await expect(resolveProjectFile(dir, 'loop.md')).rejects.toMatchObject({ code: 'ELOOP' });
  });

  it('throws when the project folder is gone', async () => {
    const dir = project();
    rmSync(dir, { recursive: true });
    await expect(resolveProjectFile(dir, 'a.md')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
