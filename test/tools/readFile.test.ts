import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { listFilesTool } from '../../src/tools/listFiles.js';
import { createProjectTool } from '../../src/tools/project.js';
import { MAX_READ_CHARS, MAX_READ_LINES, readFileTool } from '../../src/tools/readFile.js';
import { TestToolContext } from '../support/toolContext.js';

let context: TestToolContext;
const read = async (args: Record<string, unknown>) => (await readFileTool.run(args, context)).response;

beforeEach(async () => {
  context = new TestToolContext();
  await createProjectTool.run({ project_name: 'Book' }, context);
  const lines = Array.from({ length: 1500 }, (_, i) => `line ${i + 1}`).join('\n');
  writeFileSync(path.join(context.project!.dir, 'long.md'), `${lines}\n`);
  writeFileSync(path.join(context.project!.dir, 'short.md'), 'one two\nthree');
});

describe('read_file', () => {
  it('returns numbered lines from the start by default', async () => {
    const result = await read({ filename: 'short' });
    expect(result).toEqual({
      file: 'short.md',
      total_lines: 2,
      from_line: 1,
      to_line: 2,
      content: '1| one two\n2| three',
    });
  });

  it('pages with offset and limit, and says where to go on', async () => {
    const result = await read({ filename: 'long.md', offset: 100, limit: 3 });
    expect(result).toMatchObject({
      total_lines: 1500,
      from_line: 100,
      to_line: 102,
      next_offset: 103,
      content: '100| line 100\n101| line 101\n102| line 102',
    });
  });

  it(`never returns more than ${MAX_READ_LINES} lines`, async () => {
    const result = await read({ filename: 'long.md', limit: 5000 });
    expect(result.to_line).toBe(MAX_READ_LINES);
    expect(String(result.content).split('\n')).toHaveLength(MAX_READ_LINES);
  });

  it('takes offset 0 as the start, as models send it', async () => {
    const result = await read({ filename: 'short.md', offset: 0 });
    expect(result).toMatchObject({ from_line: 1, to_line: 2, content: '1| one two\n2| three' });
  });

  it('caps the characters of one result even inside a single line of many reads, and pages on through it', async () => {
    // One line of 250,000 characters: five reads' worth (each read scans the file, so a 3 MB line took 50 slow reads).
    const line = 'abcdefghij'.repeat(25_000);
    writeFileSync(path.join(context.project!.dir, 'one-line.md'), `${line}\nafter`);
    let args: Record<string, unknown> = { filename: 'one-line.md' };
    let rebuilt = '';
    let reads = 0;
    for (;;) {
      const result = await read(args);
      reads++;
      const content = String(result.content);
      expect(content.length).toBeLessThanOrEqual(MAX_READ_CHARS);
      const [first, ...rest] = content.split('\n');
      rebuilt += first!.replace(/^\s*1\| /, '');
      if (rest.length > 0 || result.next_offset !== 1) {
        expect(rest).toEqual(rest.length > 0 ? ['2| after'] : []);
        break;
      }
      args = { filename: 'one-line.md', offset: result.next_offset, char_offset: result.next_char };
    }
    expect(rebuilt).toBe(line);
    expect(reads).toBe(Math.ceil(line.length / (MAX_READ_CHARS - 3)));
  });

  it('explains a missing file, an offset past the end, and a path outside the project', async () => {
    expect((await read({ filename: 'nope.md' })).error).toMatch(/does not exist.*list_files/);
    expect((await read({ filename: 'short.md', offset: 9 })).error).toMatch(/has 2 lines; offset 9 is past its end/);
    expect((await read({ filename: '../../etc/passwd' })).error).toMatch(/leaves the project folder/);
    expect((await read({ filename: '.writer/session.jsonl' })).error).toMatch(/reserved/);
  });
});

describe('list_files', () => {
  it('lists files with words, the total and progress toward the target', async () => {
    const withTarget = Object.assign(context, { targetWords: 6000 });
    const { response: result } = await listFilesTool.run({}, withTarget);
    expect(result).toEqual({
      files: [
        { path: 'long.md', words: 3000 },
        { path: 'short.md', words: 3 },
      ],
      total_words: 3003,
      progress: '3,003 of 6,000 words in the work (50%)',
    });
  });
});

describe('read_file: edges', () => {
  const put = (name: string, text: string) => writeFileSync(path.join(context.project!.dir, name), text);

  it('reads the last line as an offset, and an empty file as one empty line', async () => {
    expect(await read({ filename: 'short.md', offset: 2 })).toEqual({
      file: 'short.md',
      total_lines: 2,
      from_line: 2,
      to_line: 2,
      content: '2| three',
    });
    put('empty.md', '');
    expect(await read({ filename: 'empty.md' })).toMatchObject({ total_lines: 1, to_line: 1, content: '1| ' });
  });

  it('pads line numbers to the widest one shown', async () => {
    expect((await read({ filename: 'long.md', offset: 8, limit: 2 })).content).toBe('8| line 8\n9| line 9');
    expect((await read({ filename: 'long.md', offset: 9, limit: 2 })).content).toBe(' 9| line 9\n10| line 10');
  });

  it('says where the next read starts, and from which character a read inside a line started', async () => {
    expect(await read({ filename: 'long.md', offset: 1499, limit: 1 })).toEqual({
      file: 'long.md',
      total_lines: 1500,
      from_line: 1499,
      to_line: 1499,
      next_offset: 1500,
      content: '1499| line 1499',
    });
    expect(await read({ filename: 'short.md', offset: 1, limit: 1, char_offset: 4 })).toEqual({
      file: 'short.md',
      total_lines: 2,
      from_line: 1,
      from_char: 4,
      to_line: 1,
      next_offset: 2,
      content: '1| two',
    });
  });

  it('fills a read up to its character cap with whole lines, and not one character more', async () => {
    // "1| " + a + "\n" + "2| " + b is exactly the cap; the empty third line would take it over.
    const a = 'a'.repeat(30_000);
    const b = 'b'.repeat(MAX_READ_CHARS - 30_000 - 7);
    put('full.md', `${a}\n${b}\n\nafter`);
    const result = await read({ filename: 'full.md' });
    expect(String(result.content)).toHaveLength(MAX_READ_CHARS);
    expect(result).toMatchObject({ to_line: 2, next_offset: 3 });
    expect(result.next_char).toBeUndefined();
  });

  it('shows a first line that just fits whole', async () => {
    const line = 'a'.repeat(MAX_READ_CHARS - 3);
    put('fits.md', `${line}\nafter`);
    const result = await read({ filename: 'fits.md' });
    expect(result).toMatchObject({ to_line: 1, next_offset: 2, content: `1| ${line}` });
    expect(result.next_char).toBeUndefined();
  });

  it('describes a call with the line it starts from', () => {
    expect(readFileTool.describe({ filename: 'a.md' })).toBe('read_file a.md');
    expect(readFileTool.describe({ filename: 'a.md', offset: 40 })).toBe('read_file a.md from line 40');
  });
});

describe('list_files: edges', () => {
  it('gives no progress without a target, and needs an active project', async () => {
    expect((await listFilesTool.run({}, context)).response).toEqual({
      files: [
        { path: 'long.md', words: 3000 },
        { path: 'short.md', words: 3 },
      ],
      total_words: 3003,
    });
    expect((await listFilesTool.run({}, new TestToolContext())).response).toEqual({
      error: 'No active project. Call create_project first.',
    });
    expect(listFilesTool.describe({})).toBe('list_files');
  });
});

describe('read_file without a project', () => {
  it('says to create one', async () => {
    expect((await readFileTool.run({ filename: 'a.md' }, new TestToolContext())).response).toEqual({
      error: 'No active project. Call create_project first.',
    });
  });
});
