import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { redraftBrief, redraftPlace, redraftRecords, redraftsDir } from '../../src/parallel/redraft.js';
import { tempDir } from '../support/cli.js';

/** `writer redraft`: where each redraft session keeps its state, and the brief it starts from. */

const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(' ');

/** A redraft session's journal under r<n>, ended as `status` (or not ended). */
function redraft(dir: string, n: number, status?: string): void {
  const folder = path.join(dir, redraftsDir('chapter_02.md'), `r${n}`);
  mkdirSync(folder, { recursive: true });
  const records = [
    { type: 'session', version: 1, prompt: 'p', model: `model-${n}`, startedAt: 'x' },
    { type: 'message', iteration: 0, content: { role: 'user', parts: [{ text: 'p' }] } },
    ...(status ? [{ type: 'end', iteration: 1, at: 'y', status }] : []),
  ];
  writeFileSync(path.join(folder, 'session.jsonl'), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
}

describe('where a redraft keeps its state', () => {
  it('one folder per chapter under .writer/redrafts, its subfolders flattened', () => {
    expect(redraftsDir('chapter_02.md')).toBe('.writer/redrafts/chapter_02');
    expect(redraftsDir('part1/chapter_02.md')).toBe('.writer/redrafts/part1__chapter_02');
  });

  it('the first redraft is r1', async () => {
    expect(await redraftPlace(tempDir(), 'chapter_02.md')).toEqual({
      stateDir: '.writer/redrafts/chapter_02/r1',
      number: 1,
      unfinished: false,
    });
  });

  it('the newest (by number, not by name) resumed when it never finished; a new one after a finished one', async () => {
    const dir = tempDir();
    redraft(dir, 2, 'done');
    redraft(dir, 10);
    mkdirSync(path.join(dir, redraftsDir('chapter_02.md'), 'notes'));
    expect(await redraftPlace(dir, 'chapter_02.md')).toEqual({
      stateDir: '.writer/redrafts/chapter_02/r10',
      number: 10,
      unfinished: true,
    });
    redraft(dir, 10, 'done');
    expect(await redraftPlace(dir, 'chapter_02.md')).toEqual({
      stateDir: '.writer/redrafts/chapter_02/r11',
      number: 11,
      unfinished: false,
    });
    // Every redraft's record, oldest first.
    expect((await redraftRecords(dir, 'chapter_02.md')).map((r) => [r.state, r.model])).toEqual([
      ['done', 'model-2'],
      ['done', 'model-10'],
    ]);
  });

  it('a redrafts path that is a file, not a folder, is an error, not "no redrafts"', async () => {
    const dir = tempDir();
    mkdirSync(path.join(dir, '.writer', 'redrafts'), { recursive: true });
    writeFileSync(path.join(dir, redraftsDir('chapter_02.md')), 'x');
    await expect(redraftPlace(dir, 'chapter_02.md')).rejects.toThrow();
    expect(await redraftRecords(tempDir(), 'chapter_02.md')).toEqual([]);
  });
});

describe('the brief of a redraft', () => {
  const chapter = { file: 'chapter_02.md', title: 'Two', budget: 1_500 };
  const previous = { file: 'chapter_01.md', title: 'One' };
  const next = { file: 'chapter_03.md', title: 'Three' };

  it('the note first, then the bible, the outline, the chapter as it stands and both seams as written', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'bible.md'), '# Bible\nMara.\n');
    writeFileSync(path.join(dir, 'outline.md'), '# Outline\n');
    writeFileSync(path.join(dir, 'chapter_01.md'), words(1, 400));
    writeFileSync(path.join(dir, 'chapter_02.md'), 'The storm came.\n');
    writeFileSync(path.join(dir, 'chapter_03.md'), words(1001, 1400));
    const brief = await redraftBrief({
      projectDir: dir,
      chapter,
      previous,
      next,
      number: 2,
      of: 3,
      note: '  Make the storm louder.  ',
    });
    expect(brief.split('\n\n')).toEqual([
      'Redraft `chapter_02.md`, chapter 2 of 3, "Two": it has 3 words now; its budget is about 1,500 words.',
      "The author's note, what to change:\n<<<\nMake the storm louder.\n>>>",
      '--- bible.md ---\n# Bible\nMara.\n--- end of bible.md ---',
      '--- outline.md ---\n# Outline\n--- end of outline.md ---',
      'The chapter as it stands:\n<<<\nThe storm came.\n>>>',
      'The seams, as the neighbouring chapters are actually written (they stay as they are):',
      `- chapter_01.md ends:\n<<<\n… ${words(101, 400)}\n>>>`,
      `- chapter_03.md begins:\n<<<\n${words(1001, 1300)} …\n>>>`,
      'Redraft `chapter_02.md` now as the note asks (edit_file inside it, or write_file "overwrite" then "append" to rewrite it whole). You may write no other file. When it is done, end with a short note on what you changed, without calling a tool.',
    ]);
  });

  it('neighbours not written yet, a chapter with no file, no bible or outline, no budget or title', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_01.md'), '   \n');
    const brief = await redraftBrief({
      projectDir: dir,
      chapter: { file: 'chapter_02.md', title: '' },
      previous,
      next,
      number: 2,
      of: 3,
      note: 'More.',
    });
    expect(brief).toContain(
      'Redraft `chapter_02.md`, chapter 2 of 3: it has 0 words now; it has no budget in the outline.',
    );
    expect(brief).toContain('--- bible.md ---\n(none)\n--- end of bible.md ---');
    expect(brief).toContain('The chapter as it stands:\n<<<\n(the file is empty)\n>>>');
    expect(brief).toContain('- chapter_01.md, before yours, is not written yet.');
    expect(brief).toContain('- chapter_03.md, after yours, is not written yet.');
  });

  it('the first and last chapter say so at their open side', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_02.md'), 'Alone.');
    const brief = await redraftBrief({ projectDir: dir, chapter, number: 1, of: 1, note: 'x' });
    expect(brief).toContain('- Yours is the first chapter: it opens the book.');
    expect(brief).toContain('- Yours is the last chapter: it closes the book.');
  });

  it('a chapter past 60,000 characters is shown up to there, with where to read the rest', async () => {
    const dir = tempDir();
    const long = `${'a'.repeat(60_000)}TAIL`;
    writeFileSync(path.join(dir, 'chapter_02.md'), long);
    const brief = await redraftBrief({ projectDir: dir, chapter, number: 1, of: 1, note: 'x' });
    expect(brief).toContain(`<<<\n${'a'.repeat(60_000)}\n[… cut here; read the rest with read_file]\n>>>`);
    expect(brief).not.toContain('TAIL');
    const exact = 'b'.repeat(60_000);
    writeFileSync(path.join(dir, 'chapter_02.md'), exact);
    const whole = await redraftBrief({ projectDir: dir, chapter, number: 1, of: 1, note: 'x' });
    expect(whole).toContain(`<<<\n${exact}\n>>>`);
  });
});
