import { createHash } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  promises as fs,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { JournalWriteError } from '../../src/journal/journal.js';
import { createProjectTool } from '../../src/tools/project.js';
import type { LastWrite, WriteIntent } from '../../src/tools/registry.js';
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

describe('write_file: what it answers and journals', () => {
  it('refuses one byte over the cap, saying how to write it instead, and takes exactly the cap', async () => {
    const over = await write('big.md', 'x'.repeat(MAX_WRITE_BYTES + 1), 'create');
    expect(over.error).toBe(
      'The content is 5,242,881 bytes; one write may be at most 5,242,880. Write it in smaller pieces with mode "append".',
    );
    expect(context.intents).toEqual([]);
    const exact = await write('big.md', 'x'.repeat(MAX_WRITE_BYTES), 'create');
    expect(exact).toMatchObject({ ok: true, file: 'big.md', mode: 'create' });
  });

  it('journals each write before it is made: the file before and after', async () => {
    await write('a.md', 'One.', 'create');
    await write('a.md', 'Two.', 'append');
    await write('a.md', 'Three.', 'overwrite');
    await write('a.md', 'Four.', 'create');
    expect(context.intents).toEqual([
      { tool: 'write_file', file: 'a.md', mode: 'create', content: 'One.', before: undefined, after: 'One.' },
      { tool: 'write_file', file: 'a.md', mode: 'append', content: 'Two.', before: 'One.', after: 'One.\nTwo.' },
      { tool: 'write_file', file: 'a.md', mode: 'overwrite', content: 'Three.', before: 'One.\nTwo.', after: 'Three.' },
      // A create that is refused journals the file as it stays.
      { tool: 'write_file', file: 'a.md', mode: 'create', content: 'Four.', before: 'Three.', after: 'Four.' },
    ]);
  });

  it('counts characters, not UTF-16 units, and reports the file the write left', async () => {
    const result = await write('a', 'Lamp 🙂 lit', 'create');
    expect(result).toEqual({
      ok: true,
      file: 'a.md',
      mode: 'create',
      characters_written: 10,
      words_written: 2,
      file_words: 2,
      work_words: 2,
    });
  });

  it('gives progress toward the target when the run has one', async () => {
    const targeted = Object.assign(new TestToolContext(), { targetWords: 10 });
    await createProjectTool.run({ project_name: 'Book' }, targeted);
    const { response } = await writeFileTool.run(
      { filename: 'a.md', content: 'one two three', mode: 'create' },
      targeted,
    );
    expect(response.progress).toBe('3 of 10 words in the work (30%)');
    expect(await write('a.md', 'x', 'create')).not.toHaveProperty('progress');
  });

  it.each(['create', 'append', 'overwrite'])('names a path too long for the disk (%s)', async (mode) => {
    // Within the 255 bytes of one name, but not with the temporary file's suffix.
    const name = `${'x'.repeat(248)}.md`;
    const result = await write(name, 'x', mode);
    expect(result).toEqual({ error: `The path "${name}" is too long.` });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('writes nothing when the journal cannot record the write, and says the disk is the problem', async () => {
    context.recordIntent = () => {
      throw new JournalWriteError('ENOSPC: no space left on device', 'ENOSPC');
    };
    for (const mode of ['create', 'append', 'overwrite']) {
      const outcome = await writeFileTool.run({ filename: 'a.md', content: 'x', mode }, context);
      expect(outcome).toEqual({
        response: {
          error:
            '"a.md" was not written: the session journal could not record the write (the disk is full). Nothing on disk was changed.',
        },
        effects: { storageFailure: true },
        failed: 'storage_full',
      });
    }
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('write_file append: a file another program writes to meanwhile', () => {
  /** Another program appends a line right after the tool journals its write, `times` times. */
  function racing(times: number): void {
    const record = context.recordIntent.bind(context);
    context.recordIntent = (intent: WriteIntent) => {
      record(intent);
      if (times-- > 0) appendFileSync(path.join(dir, 'a.md'), 'line from another program\n');
    };
  }

  it('appends to what the file holds once it is still', async () => {
    writeFileSync(path.join(dir, 'a.md'), 'Start.\n');
    racing(2);
    expect(await write('a.md', 'End.', 'append')).toMatchObject({ ok: true, file_words: 10 });
    expect(readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe(`Start.\n${'line from another program\n'.repeat(2)}End.`);
    expect(context.intents).toHaveLength(3);
  });

  it('of a file that cannot be read fails, and never takes it for a new file (which would drop its text)', async () => {
    writeFileSync(path.join(dir, 'a.md'), 'Start.\n');
    const unreadable = Object.assign(new Error('EIO: i/o error, read'), { code: 'EIO' });
    const read = vi.spyOn(fs, 'readFile').mockRejectedValueOnce(unreadable);
    try {
      expect(await write('a.md', 'End.', 'append')).toEqual({ error: 'Could not write "a.md": EIO: i/o error, read' });
    } finally {
      read.mockRestore();
    }
    expect(readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe('Start.\n');
    expect(context.intents).toEqual([]);
  });

  it('gives up after three tries, appending nothing', async () => {
    writeFileSync(path.join(dir, 'a.md'), 'Start.\n');
    racing(100);
    expect(await write('a.md', 'End.', 'append')).toEqual({
      error:
        '"a.md" kept changing while the text was being appended (another program is writing to it), 3 times; nothing was appended. Try again when it is still.',
    });
    expect(readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe(`Start.\n${'line from another program\n'.repeat(3)}`);
    expect(context.intents).toHaveLength(3);
  });
});

describe('write_file append: a repeated append', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const piece = 'The lamp turned all night.\n';

  /** The session's memory of the last write to a.md. */
  function remembers(last: LastWrite): void {
    Object.assign(context, { lastWriteTo: (file: string) => (file === 'a.md' ? last : undefined) });
  }
  const stateOf = (text: string) => ({ size: Buffer.byteLength(text), hash: sha256(text) });

  it('is not appended again while the file ends as that append left it', async () => {
    writeFileSync(path.join(dir, 'a.md'), `Dusk.\n${piece}`);
    remembers({ iteration: 4, mode: 'append', contentHash: sha256(piece), after: stateOf(`Dusk.\n${piece}`) });
    expect(await write('a.md', piece, 'append')).toEqual({
      ok: true,
      file: 'a.md',
      mode: 'append',
      appended: false,
      message: 'Already appended at iteration 4; not appended again ("a.md" already ends with this exact text).',
      file_words: 6,
    });
    expect(readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe(`Dusk.\n${piece}`);
    expect(context.intents).toEqual([]);
  });

  it.each([
    ['the last write was no append', { mode: 'overwrite' }],
    ['the last append was another text', { contentHash: sha256('Other.\n') }],
    ['the file changed since', { after: stateOf(`Dawn.\n${piece}`) }],
  ])('is appended when %s', async (_why, change) => {
    writeFileSync(path.join(dir, 'a.md'), `Dusk.\n${piece}`);
    remembers({
      iteration: 4,
      mode: 'append',
      contentHash: sha256(piece),
      after: stateOf(`Dusk.\n${piece}`),
      ...change,
    });
    expect(await write('a.md', piece, 'append')).toMatchObject({ ok: true, file_words: 11 });
    expect(readFileSync(path.join(dir, 'a.md'), 'utf8')).toBe(`Dusk.\n${piece}${piece}`);
  });

  it('of a file not there is a first append', async () => {
    remembers({ iteration: 4, mode: 'append', contentHash: sha256(piece), after: stateOf('') });
    expect(await write('a.md', piece, 'append')).toMatchObject({ ok: true, file_words: 5 });
  });
});
