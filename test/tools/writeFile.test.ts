import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProjectTool } from '../../src/tools/project.js';
import { appendedText, MAX_WRITE_BYTES, writeFileTool } from '../../src/tools/writeFile.js';
import { tempDir } from '../support/cli.js';
import { TestToolContext } from '../support/toolContext.js';

let context: TestToolContext;
let dir: string;
const write = (filename: string, content: string, mode: string) =>
  writeFileTool.run({ filename, content, mode }, context).then((outcome) => outcome.response);

beforeEach(async () => {
  context = new TestToolContext();
  await createProjectTool.run({ project_name: 'Book' }, context);
  dir = context.project!.dir;
});

describe('write_file', () => {
  it('needs an active project', async () => {
    const fresh = new TestToolContext();
    expect((await writeFileTool.run({ filename: 'a.md', content: 'x', mode: 'create' }, fresh)).response).toEqual({
      error: 'No active project. Call create_project first.',
    });
  });

  it('creates a file, adding .md when there is no extension, and reports words', async () => {
    const result = await write('chapter_01', 'One two three.', 'create');
    expect(readFileSync(path.join(dir, 'chapter_01.md'), 'utf8')).toBe('One two three.');
    expect(result).toMatchObject({
      ok: true,
      file: 'chapter_01.md',
      characters_written: 14,
      words_written: 3,
      file_words: 3,
      work_words: 3,
    });
    expect(context.writes).toEqual([['chapter_01.md', 3]]);
  });

  it('refuses to create over an existing file and leaves it untouched', async () => {
    await write('a.md', 'original', 'create');
    const result = await write('a.md', 'clobber', 'create');
    expect(String(result.error)).toMatch(/already exists.*append.*overwrite/);
    expect(readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('original');
  });

  it('appends, creating the file if needed, and never fuses words across pieces', async () => {
    await write('b.md', 'First part.', 'append');
    const result = await write('b.md', 'Second part.', 'append');
    expect(readFileSync(path.join(dir, 'b.md'), 'utf8')).toBe('First part.\nSecond part.');
    expect(result).toMatchObject({ words_written: 2, file_words: 4, work_words: 4 });
  });

  it('overwrites the whole file', async () => {
    await write('c.md', 'old text here', 'create');
    await write('c.md', 'new', 'overwrite');
    expect(readFileSync(path.join(dir, 'c.md'), 'utf8')).toBe('new');
  });

  it('writes into subfolders and counts the work: its markdown chapters, not the plan or other files', async () => {
    await write('chapters/01.md', 'a b', 'create');
    await write('outline.md', 'plan plan plan', 'create');
    const result = await write('notes/ideas.txt', 'c d e', 'create');
    expect(readFileSync(path.join(dir, 'chapters', '01.md'), 'utf8')).toBe('a b');
    expect(result.work_words).toBe(2);
  });

  it('leaves no temporary files behind', async () => {
    await write('a.md', 'x', 'create');
    await write('a.md', 'y', 'append');
    await write('a.md', 'z', 'overwrite');
    expect(readdirSync(dir)).toEqual(['a.md']);
  });

  it.each([
    ['/etc/passwd'],
    ['../escape.md'],
    ['chapters/../../escape.md'],
    ['..\\escape.md'],
    ['C:\\Windows\\evil.md'],
    ['bad\u0000name.md'],
    ['line\nbreak.md'],
    ['.writer/session.jsonl'],
    ['.context_summary_20260101_000000.md'],
    [`${'x'.repeat(256)}.md`],
  ])('refuses %j and writes nothing', async (filename) => {
    const result = await write(filename, 'x', 'overwrite');
    expect(typeof result.error).toBe('string');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a symlink that leads out of the project', async () => {
    const outside = tempDir();
    symlinkSync(outside, path.join(dir, 'link'));
    const result = await write('link/file.md', 'x', 'create');
    expect(String(result.error)).toMatch(/outside the project/);
    expect(readdirSync(outside)).toEqual([]);
  });

  it('refuses to write through a symlinked file', async () => {
    const outside = path.join(tempDir(), 'target.md');
    writeFileSync(outside, 'keep');
    symlinkSync(outside, path.join(dir, 'chapter.md'));
    const result = await write('chapter.md', 'x', 'overwrite');
    expect(typeof result.error).toBe('string');
    expect(readFileSync(outside, 'utf8')).toBe('keep');
  });

  it.each(['overwrite', 'append', 'create'])(
    'refuses (%s) a link in the project that points out to a file not yet there, and leaves the link as it is',
    async (mode) => {
      const outside = path.join(tempDir(), 'new.md');
      symlinkSync(outside, path.join(dir, 'chapter.md'));
      const result = await write('chapter.md', 'x', mode);
      expect(String(result.error)).toMatch(/"chapter\.md" is a link; write to a plain file instead/);
      expect(lstatSync(path.join(dir, 'chapter.md')).isSymbolicLink()).toBe(true);
      expect(existsSync(outside)).toBe(false);
    },
  );

  it('refuses a write over the size cap', async () => {
    const result = await write('big.md', 'x'.repeat(MAX_WRITE_BYTES + 1), 'create');
    expect(String(result.error)).toMatch(/at most/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses to write onto a folder', async () => {
    mkdirSync(path.join(dir, 'chapters.md'));
    const result = await write('chapters.md', 'x', 'overwrite');
    expect(String(result.error)).toMatch(/folder/);
  });
});

describe('appendedText', () => {
  it('adds a newline only where words would otherwise fuse', () => {
    expect(appendedText('', 'a')).toBe('a');
    expect(appendedText('a\n', 'b')).toBe('a\nb');
    expect(appendedText('a', '\nb')).toBe('a\nb');
    expect(appendedText('a', 'b')).toBe('a\nb');
  });
});
