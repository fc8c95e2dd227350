import { mkdirSync, readFileSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatFileList,
  listProjectFiles,
  progressToward,
  totalWords,
  WordCountCache,
  workWordsOf,
} from '../../src/project/files.js';
import { tempDir } from '../support/cli.js';

const files = [
  { path: 'chapter_01.md', words: 1234, bytes: 1 },
  { path: 'outline.md', words: 1, bytes: 1 },
];

describe('listProjectFiles', () => {
  it('lists the files of the work with words and bytes, in path order, subfolders included', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, 'part 2', 'deep'), { recursive: true });
    writeFileSync(path.join(dir, 'b.md'), 'two words');
    writeFileSync(path.join(dir, 'a.md'), 'one');
    writeFileSync(path.join(dir, 'part 2', 'deep', 'c.md'), 'three small words');
    writeFileSync(path.join(dir, 'part 2', 'café.md'), 'é');
    expect(await listProjectFiles(dir)).toEqual([
      { path: 'a.md', words: 1, bytes: 3 },
      { path: 'b.md', words: 2, bytes: 9 },
      { path: 'part 2/café.md', words: 1, bytes: 2 },
      { path: 'part 2/deep/c.md', words: 3, bytes: 17 },
    ]);
  });

  it('lists chapters with numbers in reading order, as status and a revision show them', async () => {
    const dir = tempDir();
    for (const name of ['chapter_10.md', 'chapter_2.md', 'chapter_1.md', 'Bible.md'])
      writeFileSync(path.join(dir, name), 'x');
    expect((await listProjectFiles(dir)).map((file) => file.path)).toEqual([
      'Bible.md',
      'chapter_1.md',
      'chapter_2.md',
      'chapter_10.md',
    ]);
  });

  it("leaves out names starting with '.' (writer's own files) and links", async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, '.writer'));
    writeFileSync(path.join(dir, '.writer', 'session.jsonl'), '{}');
    writeFileSync(path.join(dir, '.context_summary_1.md'), 'summary words');
    writeFileSync(path.join(dir, 'a.md'), 'one');
    symlinkSync(path.join(dir, 'a.md'), path.join(dir, 'link.md'));
    expect((await listProjectFiles(dir)).map((file) => file.path)).toEqual(['a.md']);
  });

  it('sorts by path whatever order the folder lists them in', async () => {
    const dir = tempDir();
    for (const name of ['B.md', 'a.md', 'Z.md', 'c.md']) writeFileSync(path.join(dir, name), 'x');
    // In the reader's order, not by code point (which puts every capital first).
    expect((await listProjectFiles(dir)).map((file) => file.path)).toEqual(['a.md', 'B.md', 'c.md', 'Z.md']);
  });
});

describe('WordCountCache', () => {
  it('reads a file again only when its size or modification time changed', async () => {
    const file = path.join(tempDir(), 'a.md');
    writeFileSync(file, 'one two three');
    const cache = new WordCountCache();
    expect(await cache.words(file, 13, 1000)).toBe(3);
    // Same size and time: the remembered count, without reading.
    writeFileSync(file, 'four five six seven');
    expect(await cache.words(file, 13, 1000)).toBe(3);
    expect(await cache.words(file, 19, 1000)).toBe(4);
    writeFileSync(file, 'one two three four five six seven eight');
    expect(await cache.words(file, 19, 2000)).toBe(8);
    expect(await cache.words(file, 19, 2000)).toBe(8);
  });

  it('is what a listing uses: a file rewritten to the same size and time keeps its count', async () => {
    const dir = tempDir();
    const file = path.join(dir, 'a.md');
    writeFileSync(file, 'aaa bbb');
    utimesSync(file, 1000, 1000);
    const cache = new WordCountCache();
    expect((await listProjectFiles(dir, cache))[0]?.words).toBe(2);
    writeFileSync(file, 'aaaaaaa');
    utimesSync(file, 1000, 1000);
    expect((await listProjectFiles(dir, cache))[0]?.words).toBe(2);
    expect((await listProjectFiles(dir))[0]?.words).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe('aaaaaaa');
  });
});

describe('word totals', () => {
  it('totalWords adds every file, the plan too', () => {
    expect(totalWords(files)).toBe(1235);
    expect(totalWords([])).toBe(0);
  });

  it("workWordsOf and progressToward count the work's chapters only", async () => {
    const dir = tempDir();
    expect(await workWordsOf(dir, files)).toBe(1234);
    expect(await progressToward(dir, files, 3000)).toBe('1,234 of 3,000 words in the work (41%)');
    writeFileSync(path.join(dir, 'outline.md'), '- `chapter_02.md` — Two\n');
    expect(await workWordsOf(dir, [...files, { path: 'chapter_02.md', words: 10, bytes: 1 }])).toBe(10);
    expect(await progressToward(dir, [...files, { path: 'chapter_02.md', words: 10, bytes: 1 }], 1000)).toBe(
      '10 of 1,000 words in the work (1%)',
    );
  });

  it('formatFileList: one line per file, or says there are none', () => {
    expect(formatFileList(files)).toBe('- chapter_01.md (1,234 words)\n- outline.md (1 word)');
    expect(formatFileList([])).toBe('(no files yet)');
  });
});
