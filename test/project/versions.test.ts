import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { keepVersion, listVersions, readVersion, versionNumbers, versionsDir } from '../../src/project/versions.js';
import { tempDir } from '../support/cli.js';

/** A chapter's kept versions: made once each, never replaced, listed with their words and why. */

describe('versions', () => {
  it('keeps a text once, numbers new texts in turn, and finds an old text where it is', async () => {
    const dir = tempDir();
    expect(await keepVersion(dir, 'chapter_03.md', 'One two three.', 'before redraft 1: darker')).toEqual({
      number: 1,
      made: true,
    });
    // Run again (a crash and a rerun): the text is already kept.
    expect(await keepVersion(dir, 'chapter_03.md', 'One two three.', 'again')).toEqual({ number: 1, made: false });
    expect(await keepVersion(dir, 'chapter_03.md', 'Four five.', 'before restore of version 1')).toEqual({
      number: 2,
      made: true,
    });
    // An older text is found where it is, not kept a third time.
    expect(await keepVersion(dir, 'chapter_03.md', 'One two three.', 'x')).toEqual({ number: 1, made: false });
    expect(await versionNumbers(dir, 'chapter_03.md')).toEqual([1, 2]);
    expect(await readVersion(dir, 'chapter_03.md', 2)).toBe('Four five.');
    expect(await readVersion(dir, 'chapter_03.md', 3)).toBeUndefined();
    const listed = await listVersions(dir, 'chapter_03.md');
    expect(listed.map((v) => [v.number, v.words, v.why])).toEqual([
      [1, 3, 'before redraft 1: darker'],
      [2, 2, 'before restore of version 1'],
    ]);
    expect(listed[0]?.kept).toBeInstanceOf(Date);
    expect(readFileSync(path.join(dir, '.writer/versions/chapter_03/v1.md'), 'utf8')).toBe('One two three.');
  });

  it('never replaces a version another writer made meanwhile: it takes the next number', async () => {
    const dir = tempDir();
    await keepVersion(dir, 'chapter_01.md', 'First.', 'a');
    // v2 appears after the numbers were read but is not yet listed as a text this one equals.
    const folder = path.join(dir, versionsDir('chapter_01.md'));
    writeFileSync(path.join(folder, 'v3.md'), 'Someone else.');
    expect(await keepVersion(dir, 'chapter_01.md', 'Second.', 'b')).toEqual({ number: 4, made: true });
    expect(readFileSync(path.join(folder, 'v3.md'), 'utf8')).toBe('Someone else.');
  });

  it('has no versions for a chapter never kept, and reads only vN.md files', async () => {
    const dir = tempDir();
    expect(await versionNumbers(dir, 'chapter_09.md')).toEqual([]);
    expect(await listVersions(dir, 'chapter_09.md')).toEqual([]);
    const folder = path.join(dir, versionsDir('part_2/chapter_09.md'));
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, 'v10.md'), 'Ten.');
    writeFileSync(path.join(folder, 'v2.md'), 'Two.');
    writeFileSync(path.join(folder, 'notes.md'), 'not a version');
    writeFileSync(path.join(folder, 'v2.why'), '\n');
    expect(versionsDir('part_2/chapter_09.md')).toBe('.writer/versions/part_2__chapter_09');
    expect(await versionNumbers(dir, 'part_2/chapter_09.md')).toEqual([2, 10]);
    expect((await listVersions(dir, 'part_2/chapter_09.md')).map((v) => v.why)).toEqual([undefined, undefined]);
    expect(readdirSync(folder)).toContain('notes.md');
  });
});
