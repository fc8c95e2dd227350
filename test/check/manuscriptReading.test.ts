import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ENGLISH } from '../../src/check/lang/en.js';
import { CheckInputError, lowerWordsOf, readManuscript } from '../../src/check/manuscript.js';

/** A folder of markdown files, any writer's. */
let dir = '';
function folder(files: Record<string, string>): string {
  dir = mkdtempSync(path.join(os.tmpdir(), 'writer-check-read-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = '';
});

const summary = async (files: Record<string, string>) => {
  const m = await readManuscript(folder(files), ENGLISH);
  return {
    chapters: m.chapters.map(
      (c) => `${c.file} #${c.number} [${c.index}] ${c.words}w${c.budget ? ` /${c.budget}` : ''}`,
    ),
    finished: m.finished,
    missing: m.outline.missing,
    target: m.target,
    characters: m.bible.characters.map((c) => c.name),
    bible: m.bible.found,
    outlineLines: m.outline.lines.length,
  };
};

describe('reading a folder of chapters', () => {
  it('refuses a folder that is not there, or a file', async () => {
    await expect(readManuscript('/nonexistent/writer-book', ENGLISH)).rejects.toThrow(CheckInputError);
    const file = path.join(folder({ 'a.md': 'x' }), 'a.md');
    await expect(readManuscript(file, ENGLISH)).rejects.toThrow(`No such folder: ${file}`);
  });

  it("reads chapter files in their numbers' order, leaving out hidden files, other files and the plan", async () => {
    expect(
      await summary({
        'chapter_10.md': 'Ten words here.',
        'chapter_2.md': 'Two.',
        'Chapter_1.md': 'One.',
        'notes.md': 'Not a chapter.',
        'old-chapter_9.md': 'An old draft.',
        '.draft.md': 'Hidden.',
        'bible.md': '## Characters\n\n### Mara Voss\n- Age: 30\n',
      }),
    ).toEqual({
      chapters: ['Chapter_1.md #1 [0] 1w', 'chapter_2.md #2 [1] 1w', 'chapter_10.md #10 [2] 3w'],
      finished: true,
      missing: [],
      target: undefined,
      characters: ['Mara Voss'],
      bible: true,
      outlineLines: 0,
    });
  });

  it('takes "chapter1.md" as a chapter too', async () => {
    expect((await summary({ 'chapter1.md': 'A.', 'notes.md': 'B.' })).chapters).toEqual(['chapter1.md #1 [0] 1w']);
  });

  it('reads every markdown file but the plan when no file is called chapter, by name with numbers in order, each numbered by its place when one has no number', async () => {
    const read = await summary({
      'part 10.md': 'C.',
      'part 9.md': 'B.',
      'prologue.md': 'A.',
      'outline.md': '# Outline\n',
      'review.md': 'Notes.',
      'cover.txt': 'x',
    });
    expect(read.chapters).toEqual(['part 9.md #1 [0] 1w', 'part 10.md #2 [1] 1w', 'prologue.md #3 [2] 1w']);
    expect(read.finished).toBe(true);
    rmSync(dir, { recursive: true, force: true });
    expect((await summary({ 'part 10.md': 'C.', 'part 9.md': 'B.' })).chapters).toEqual([
      'part 9.md #9 [0] 1w',
      'part 10.md #10 [1] 1w',
    ]);
  });

  it("numbers chapters by their place when the names' numbers repeat", async () => {
    const read = await summary({
      'book1/chapter_1.md': 'A.',
      'chapter_1.md': 'B.',
      'outline.md': '- chapter_1.md — One\n- book1/chapter_1.md — Two\n',
    });
    expect(read.chapters).toEqual(['chapter_1.md #1 [0] 1w', 'book1/chapter_1.md #2 [1] 1w']);
  });

  it("follows the outline's order and budgets, and says which of its chapters are not written yet", async () => {
    const read = await summary({
      'outline.md':
        '# Outline\n\n- chapter_02.md — The storm (1,500 words)\n- chapter_01.md — The quay (2k words)\n- chapter_03.md — The end (500 words)\n',
      'chapter_01.md': 'One two.',
      'chapter_02.md': 'Three.',
    });
    expect(read).toEqual({
      chapters: ['chapter_02.md #2 [0] 1w /1500', 'chapter_01.md #1 [1] 2w /2000'],
      finished: false,
      missing: ['chapter_03.md'],
      target: { words: 4000, source: "the outline's budgets" },
      characters: [],
      bible: false,
      outlineLines: 6,
    });
  });

  it("takes the target the work was given over the budgets, and a revision's new target over it", async () => {
    const journal = [
      { type: 'session', version: 1, prompt: 'Write.', model: 'm', startedAt: 't', targetWords: 9000 },
      { type: 'session', version: 1, prompt: 'Again.', model: 'm', startedAt: 't', targetWords: 1 },
    ];
    const files = {
      'outline.md': '- chapter_01.md — One (500 words)\n',
      'chapter_01.md': 'One.',
      '.writer/session.jsonl': `${journal.map((r) => JSON.stringify(r)).join('\n')}\n`,
    };
    expect((await summary(files)).target).toEqual({ words: 9000, source: 'the target the work was given' });
    rmSync(dir, { recursive: true, force: true });
    const resumed = [
      ...journal,
      { type: 'resume', iteration: 3, at: 't', from: 'f', reset: false, targetWords: 12000 },
    ];
    expect(
      (await summary({ ...files, '.writer/session.jsonl': `${resumed.map((r) => JSON.stringify(r)).join('\n')}\n` }))
        .target,
    ).toEqual({ words: 12000, source: 'the target the work was given' });
  });

  it('calls a folder with no chapters unfinished, and knows the words the text writes in lower case', async () => {
    const m = await readManuscript(
      folder({ 'chapter_01.md': "Will said the will and Rose's; rose-red, zeal.\n" }),
      ENGLISH,
    );
    expect(m.writtenLower('will')).toBe(true);
    expect(m.writtenLower('rose-red')).toBe(true);
    expect(m.writtenLower('zeal')).toBe(true);
    expect(m.writtenLower('rose')).toBe(false);
    expect([...lowerWordsOf(m.chapters)].sort()).toEqual(['and', 'rose-red', 'said', 'the', 'will', 'zeal']);
    rmSync(dir, { recursive: true, force: true });
    const empty = await readManuscript(folder({ 'notes.txt': 'x' }), ENGLISH);
    expect([empty.chapters.length, empty.finished]).toEqual([0, false]);
  });
});
