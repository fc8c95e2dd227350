import { chmodSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { editFileTool } from '../../src/tools/editFile.js';
import { createProjectTool } from '../../src/tools/project.js';
import {
  findOccurrences,
  foldForMatch,
  lineSpans,
  listLines,
  nearestPassage,
  type WorkMeter,
} from '../../src/tools/textMatch.js';
import { MAX_WRITE_BYTES } from '../../src/tools/writeFile.js';
import { tempDir } from '../support/cli.js';
import { TestToolContext } from '../support/toolContext.js';

let context: TestToolContext;
let dir: string;
const edit = (args: Record<string, unknown>) => editFileTool.run(args, context);
const file = (name: string) => readFileSync(path.join(dir, name), 'utf8');

const CHAPTER = [
  '# Chapter Three', // 1
  '', // 2
  'Mara looked up. Her grey eyes caught the lamp.', // 3
  '“Not tonight,” she said.', // 4
  'Elias said nothing.', // 5
  'Later, Elias climbed the stair.', // 6
  'The lamp turned. Elias watched it.', // 7
].join('\n');

beforeEach(async () => {
  context = new TestToolContext();
  await createProjectTool.run({ project_name: 'Book' }, context);
  dir = context.project?.dir as string;
  writeFileSync(path.join(dir, 'chapter_03.md'), CHAPTER);
});

describe('edit_file', () => {
  it('replaces the one occurrence and reports the lines changed and the new word count', async () => {
    const { response } = await edit({ filename: 'chapter_03.md', old_text: 'grey eyes', new_text: 'green eyes' });
    expect(file('chapter_03.md')).toBe(CHAPTER.replace('grey eyes', 'green eyes'));
    expect(response).toEqual({
      ok: true,
      file: 'chapter_03.md',
      replacements: 1,
      lines_changed: '3',
      file_words: 29,
      words_added: 0,
    });
    expect(context.writes).toEqual([['chapter_03.md', 29]]);
  });

  it('gives the span of a replacement that adds lines, and counts the words it adds', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: 'Elias said nothing.',
      new_text: 'Elias said nothing.\nHe had nothing to say.',
    });
    expect(response).toMatchObject({ lines_changed: '5-6', words_added: 5 });
    expect(file('chapter_03.md').split('\n')[5]).toBe('He had nothing to say.');
  });

  it('refuses several matches, saying how many and on which lines, and changes nothing', async () => {
    const { response } = await edit({ filename: 'chapter_03.md', old_text: 'Elias', new_text: 'Tomas' });
    expect(response.error).toBe(
      'old_text occurs 3 times in "chapter_03.md" (lines 5, 6, 7). Include more of the surrounding text so it ' +
        'matches exactly once, or set replace_all to true to change every occurrence.',
    );
    expect(file('chapter_03.md')).toBe(CHAPTER);
  });

  it('replaces every occurrence with replace_all, literally (no $ patterns)', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: 'Elias',
      new_text: 'To$&mas',
      replace_all: true,
    });
    expect(file('chapter_03.md')).toBe(CHAPTER.replaceAll('Elias', () => 'To$&mas'));
    expect(response).toMatchObject({ replacements: 3, lines_changed: '5, 6, 7' });
  });

  it('says when nothing matches and shows the passage that differs only in quotes and spacing', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: '"Not  tonight," she said.',
      new_text: '"Not now," she said.',
    });
    expect(response.error).toMatch(
      /^old_text was not found in "chapter_03.md" \(0 matches\)\. The nearest passage is at line 4; it differs only in quotes, dashes or spacing/,
    );
    expect(String(response.error).endsWith('\n“Not tonight,” she said.')).toBe(true);
    expect(file('chapter_03.md')).toBe(CHAPTER);
  });

  it('finds a passage whose line breaks were written as spaces', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: 'Later, Elias climbed the stair. The lamp turned.',
      new_text: 'x',
    });
    expect(response.error).toMatch(
      /nearest passage is at line 6-7;.*\nLater, Elias climbed the stair\.\nThe lamp turned\.$/s,
    );
  });

  it('shows a passage with different wording when it shares most of the words', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: 'Mara looked up. Her blue eyes caught the lamp.',
      new_text: 'x',
    });
    expect(response.error).toMatch(/nearest passage is at line 3; it shares \d+% of old_text's word pairs/);
  });

  it('says so when nothing is even close', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: 'A whale sang in the harbour.',
      new_text: 'x',
    });
    expect(response.error).toBe(
      'old_text was not found in "chapter_03.md" (0 matches). No similar passage either: read the file with read_file and copy the exact text.',
    );
  });

  it.each([
    ['../outside.md', /leaves the project folder/],
    ['/etc/passwd', /absolute path/],
    ['.writer/session.jsonl', /reserved for writer's own files/],
    ['missing.md', /does not exist/],
  ])('refuses %s', async (filename, message) => {
    const { response } = await edit({ filename, old_text: 'a', new_text: 'b' });
    expect(String(response.error)).toMatch(message);
  });

  it('does not follow a link out of the project', async () => {
    const outside = tempDir();
    writeFileSync(path.join(outside, 'secret.md'), 'secret text');
    symlinkSync(outside, path.join(dir, 'escape'));
    const { response } = await edit({ filename: 'escape/secret.md', old_text: 'secret', new_text: 'public' });
    expect(String(response.error)).toMatch(/outside the project folder/);
    expect(readFileSync(path.join(outside, 'secret.md'), 'utf8')).toBe('secret text');
  });

  it('refuses empty and unchanged edits and needs an active project', async () => {
    expect((await edit({ filename: 'chapter_03.md', old_text: '', new_text: 'x' })).response.error).toMatch(/empty/);
    expect((await edit({ filename: 'chapter_03.md', old_text: 'Mara', new_text: 'Mara' })).response.error).toMatch(
      /the same/,
    );
    const fresh = new TestToolContext();
    expect((await editFileTool.run({ filename: 'a.md', old_text: 'a', new_text: 'b' }, fresh)).response).toEqual({
      error: 'No active project. Call create_project first.',
    });
  });

  it('writes atomically: a new file takes the name (never written in place), no temporary file is left, and a failed write leaves the file as it was', async () => {
    const before = statSync(path.join(dir, 'chapter_03.md')).ino;
    await edit({ filename: 'chapter_03.md', old_text: 'grey', new_text: 'green' });
    expect(statSync(path.join(dir, 'chapter_03.md')).ino).not.toBe(before);
    expect(readdirSync(dir).sort()).toEqual(['chapter_03.md']);
    mkdirSync(path.join(dir, 'locked'));
    writeFileSync(path.join(dir, 'locked', 'a.md'), 'one two');
    chmodSync(path.join(dir, 'locked'), 0o500);
    try {
      const { response } = await edit({ filename: 'locked/a.md', old_text: 'one', new_text: 'three' });
      // Root may write anywhere; everyone else gets the error and an untouched file.
      if (process.getuid?.() !== 0) {
        expect(String(response.error)).toMatch(/Permission denied/);
        expect(readFileSync(path.join(dir, 'locked', 'a.md'), 'utf8')).toBe('one two');
        expect(readdirSync(path.join(dir, 'locked'))).toEqual(['a.md']);
      }
    } finally {
      chmodSync(path.join(dir, 'locked'), 0o700);
    }
  });

  it('refuses an edit that would take the file over the size limit, leaving it as it was', async () => {
    const big = 'a'.repeat(MAX_WRITE_BYTES - 10);
    writeFileSync(path.join(dir, 'big.md'), `${big} end`);
    const { response } = await edit({ filename: 'big.md', old_text: 'end', new_text: 'x'.repeat(20) });
    expect(String(response.error)).toMatch(/would be 5,242,891 bytes; a file may be at most 5,242,880/);
    expect(file('big.md')).toBe(`${big} end`);
  });

  it('describes a call in one short line', () => {
    expect(
      editFileTool.describe({
        filename: 'chapter_03.md',
        old_text: 'grey eyes',
        new_text: 'green eyes',
        replace_all: true,
      }),
    ).toBe('edit_file chapter_03.md ("grey eyes" → "green eyes", all)');
  });
});

describe('edit_file with a passage that occurs more than once', () => {
  it('refuses exactly two occurrences without replace_all, naming both lines, and changes nothing', async () => {
    writeFileSync(path.join(dir, 'two.md'), 'The lamp turned.\nShe slept.\nThe lamp turned.\n');
    const { response } = await edit({ filename: 'two.md', old_text: 'The lamp turned.', new_text: 'The lamp died.' });
    expect(String(response.error)).toMatch(/^old_text occurs 2 times in "two\.md" \(lines 1, 3\)/);
    expect(file('two.md')).toBe('The lamp turned.\nShe slept.\nThe lamp turned.\n');
  });

  it('replaces a passage whose occurrences would overlap only once, as it is found first', async () => {
    writeFileSync(path.join(dir, 'laugh.md'), 'He said ha ha ha.');
    const { response } = await edit({ filename: 'laugh.md', old_text: 'ha ha', new_text: 'ho ho' });
    expect(response).toMatchObject({ ok: true, replacements: 1 });
    expect(file('laugh.md')).toBe('He said ho ho ha.');
  });
});

describe('nearestPassage', () => {
  it('maps a normalized match back to the exact text of the file', () => {
    const text = 'one\nShe said — “it’s yes”.\nthree';
    expect(nearestPassage(text, 'She said - "it\'s yes".')).toMatchObject({
      text: 'She said — “it’s yes”.',
      lines: '2',
      why: expect.stringMatching(/only in quotes/),
    });
  });

  it('folds quotes and dashes (and case) without moving any character', () => {
    expect(foldForMatch('A  “b”\n\n—c ‘d’', false)).toBe('A  "b"\n\n-c \'d\'');
    expect(foldForMatch('The LAMP', true)).toBe('the lamp');
    expect(foldForMatch('İstanbul', true)).toBe('İstanbul');
    expect(nearestPassage('x\nThe  lamp —\tturned', 'the lamp - turned')).toMatchObject({
      text: 'The  lamp —\tturned',
      lines: '2',
    });
  });

  it('falls back to letter case', () => {
    expect(nearestPassage('The Lamp turned.', 'the lamp turned.')?.why).toMatch(/upper and lower case/);
  });
});

describe('bounded work', () => {
  const line = (i: number) => `Line ${i}: the keeper climbed the stair and the lamp turned over the sea ${i % 97}.`;
  const wordCount = (text: string) => text.split(/\s+/).length;

  it('finds the nearest passage of a 1,000-line old_text in 10,000 lines in work linear in their words', () => {
    const text = Array.from({ length: 10_000 }, (_, i) => line(i)).join('\n');
    const needle = Array.from({ length: 1_000 }, (_, i) => line(i + 3_000).replace('stair', 'ladder')).join('\n');
    const meter: WorkMeter = { steps: 0 };
    expect(nearestPassage(text, needle, meter)).toMatchObject({ lines: '3001-4000' });
    // A window compared afresh at every line would be 9,000 windows × 1,000 lines × 15 words.
    expect(meter.steps).toBeGreaterThan(wordCount(text));
    expect(meter.steps).toBeLessThan(4 * (wordCount(text) + wordCount(needle)));
  });

  it('gives up a hostile loose search after a bounded number of steps', () => {
    const text = 'a '.repeat(200_000);
    const needle = `${'a '.repeat(2_000)}b`;
    const meter: WorkMeter = { steps: 0 };
    nearestPassage(text, needle, meter);
    expect(meter.steps).toBeGreaterThan(1_000_000);
    expect(meter.steps).toBeLessThan(2_100_000 + 4 * (wordCount(text) + wordCount(needle)));
  });

  it('numbers 60,000 matches in one pass over the text and names each line once', () => {
    const text = Array.from({ length: 20_000 }, (_, i) => line(i)).join('\n');
    const offsets = findOccurrences(text, 'the');
    const meter: WorkMeter = { steps: 0 };
    const spans = lineSpans(text, offsets, 'the', meter);
    expect(spans).toHaveLength(80_000);
    expect(meter.steps).toBeGreaterThan(10_000);
    expect(meter.steps).toBeLessThanOrEqual(20_000);
    expect(listLines(spans.slice(0, 9), 5)).toBe('1, 2, 3');
  });
});

describe('edit_file: what it records and reports', () => {
  it('journals the edit before writing it: the file, the mode, the new text, the file before and after', async () => {
    await edit({ filename: 'chapter_03.md', old_text: 'grey eyes', new_text: 'green eyes' });
    await edit({ filename: 'chapter_03.md', old_text: 'Elias', new_text: 'Tomas', replace_all: true });
    const once = CHAPTER.replace('grey eyes', 'green eyes');
    expect(context.intents).toEqual([
      {
        tool: 'edit_file',
        file: 'chapter_03.md',
        mode: 'replace',
        content: 'green eyes',
        before: CHAPTER,
        after: once,
      },
      {
        tool: 'edit_file',
        file: 'chapter_03.md',
        mode: 'replace_all',
        content: 'Tomas',
        before: once,
        after: once.replaceAll('Elias', 'Tomas'),
      },
    ]);
  });

  it('names the lines of every replacement in the new file, each moved by the lines added before it', async () => {
    const { response } = await edit({
      filename: 'chapter_03.md',
      old_text: 'Elias',
      new_text: 'Tomas,\nthe keeper,',
      replace_all: true,
    });
    expect(response).toMatchObject({ replacements: 3, lines_changed: '5-6, 7-8, 9-10' });
    const shorter = await edit({
      filename: 'chapter_03.md',
      old_text: 'Tomas,\nthe keeper,',
      new_text: 'T',
      replace_all: true,
    });
    expect(shorter).toMatchObject({ response: { replacements: 3, lines_changed: '5, 6, 7' } });
  });

  it('names the line a deletion was made in', async () => {
    const { response } = await edit({ filename: 'chapter_03.md', old_text: 'Elias said nothing.\n', new_text: '' });
    expect(response).toMatchObject({ ok: true, lines_changed: '5', words_added: -3 });
    expect(file('chapter_03.md').split('\n')[4]).toBe('Later, Elias climbed the stair.');
  });

  it('edits for a context that does not count words written', async () => {
    const quiet = Object.create(context) as TestToolContext;
    Object.defineProperty(quiet, 'noteWrite', { value: undefined });
    const { response } = await editFileTool.run(
      { filename: 'chapter_03.md', old_text: 'grey', new_text: 'green' },
      quiet,
    );
    expect(response).toMatchObject({ ok: true, replacements: 1 });
    expect(file('chapter_03.md')).toContain('green eyes');
  });

  it('accepts an edit that brings the file to exactly the size limit', async () => {
    const big = 'a'.repeat(MAX_WRITE_BYTES - 10);
    writeFileSync(path.join(dir, 'big.md'), `${big} end`);
    const { response } = await edit({ filename: 'big.md', old_text: 'end', new_text: 'x'.repeat(9) });
    expect(response).toMatchObject({ ok: true });
    expect(statSync(path.join(dir, 'big.md')).size).toBe(MAX_WRITE_BYTES);
  });

  it('describes a call by the first words of each text, on one line', () => {
    expect(editFileTool.describe({ filename: 'a.md', old_text: '  Mara\n\n  looked  up ', new_text: 'x' })).toBe(
      'edit_file a.md ("Mara looked up" → "x")',
    );
    const forty = 'abcdefghij'.repeat(4);
    expect(editFileTool.describe({ filename: 'a.md', old_text: forty, new_text: `${forty}k` })).toBe(
      `edit_file a.md ("${forty}" → "${forty.slice(0, 39)}…")`,
    );
  });
});
