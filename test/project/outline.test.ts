import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { completionGaps } from '../../src/craft/completion.js';
import {
  countWork,
  countWorkIn,
  isPlanFile,
  parseOutline,
  planningDocuments,
  readOutline,
  workFiles,
  workWords,
} from '../../src/project/outline.js';
import { tempDir } from '../support/cli.js';

const OUTLINE = `# The Keeper

A novella in three chapters.

## Chapters
- \`chapter_01.md\` — The Lamp — Elias trims the wick — 3,000 words
- \`chapter_02.md\` — A Well-Known Bottle: the message arrives (2500 words)
3. chapters/03.md | Storm | everything breaks | ~4k words
- see bible.md and outline.md for the rest
`;

describe('parseOutline', () => {
  it('reads file, title, purpose and budget from each chapter line, in order', () => {
    expect(parseOutline(OUTLINE)).toEqual([
      { file: 'chapter_01.md', title: 'The Lamp', purpose: 'Elias trims the wick', budget: 3000 },
      { file: 'chapter_02.md', title: 'A Well-Known Bottle', purpose: 'the message arrives', budget: 2500 },
      { file: 'chapters/03.md', title: 'Storm', purpose: 'everything breaks', budget: 4000 },
    ]);
  });

  it('ignores prose and the planning files themselves', () => {
    expect(parseOutline('Just some notes.\nSee bible.md.\n- review.md — the critique, once drafted')).toEqual([]);
  });
});

describe('completionGaps', () => {
  const outline = parseOutline(OUTLINE);
  it('names the chapters not written yet', () => {
    const gaps = completionGaps(outline, [
      { path: 'chapter_01.md', words: 3000, bytes: 1 },
      { path: 'chapter_02.md', words: 10, bytes: 1 },
    ]);
    expect(gaps).toEqual(['2 of 3 chapters in outline.md are not written yet: chapter_02.md, chapters/03.md']);
  });

  it('flags a total below 80% of the target', () => {
    const files = outline.map((entry) => ({ path: entry.file, words: 1000, bytes: 1 }));
    expect(completionGaps(outline, files, 3750)).toEqual([]);
    expect(completionGaps(outline, files, 4000)).toEqual(['the work has 3,000 words, far below the target of 4,000']);
  });
});

describe('planningDocuments', () => {
  it('carries outline.md and bible.md in full, and nothing when they are missing', async () => {
    const dir = tempDir();
    expect(await planningDocuments(dir)).toBe('');
    writeFileSync(path.join(dir, 'outline.md'), OUTLINE);
    writeFileSync(path.join(dir, 'bible.md'), 'Elias Marr, 61, keeper of Gull Rock.');
    const docs = await planningDocuments(dir);
    expect(docs).toContain('--- outline.md (current, in full) ---\n# The Keeper');
    expect(docs).toContain('Elias Marr, 61, keeper of Gull Rock.');
  });
});

describe('parseOutline: chapter lines', () => {
  it('takes each file once, and never a plan file or a seam line as a chapter', () => {
    const text = [
      '1. `ch1.md` — One',
      '   - Opens: where ch2.md left off',
      '   * **Ends:** on the road to `ch3.md`',
      '+ ch1.md — One again',
      'outline.md',
      '2) ch2.md — Two',
    ].join('\n');
    expect(parseOutline(text)).toEqual([
      { file: 'ch1.md', title: 'One' },
      { file: 'ch2.md', title: 'Two' },
    ]);
  });

  it('reads files in folders and in any script, with or without backticks', () => {
    expect(parseOutline('* part_1/gl-02/章一.md: 灯台\n- `Kapitel_3.md`').map((entry) => entry.file)).toEqual([
      'part_1/gl-02/章一.md',
      'Kapitel_3.md',
    ]);
  });

  it.each([
    ['- a.md — A — 3,000 words', 3000],
    ['- a.md — A — 1,234,567 words', 1234567],
    ['- a.md — A (2500 words)', 2500],
    ['- a.md — A — ~4k words', 4000],
    ['- a.md — A — 1.5K Words', 1500],
    ['- a.md — A — 2.5 words', 3],
    ['- a.md — A — 1 word', 1],
    ['- a.md — A — (~12 k words )', 12000],
  ])('reads the budget of %j', (line, budget) => {
    expect(parseOutline(line)).toEqual([{ file: 'a.md', title: 'A', budget }]);
  });

  it('has no budget without a word count', () => {
    expect(parseOutline('- a.md — A — 3000 years later')).toEqual([
      { file: 'a.md', title: 'A', purpose: '3000 years later' },
    ]);
  });

  it.each([
    ['- a.md — Title — what it is for', 'Title', 'what it is for'],
    ['- a.md – Title – what it is for', 'Title', 'what it is for'],
    ['- a.md | Title|what it is for', 'Title', 'what it is for'],
    ['- a.md - Title -- what it is for', 'Title', 'what it is for'],
    ['- a.md -- Title - what it is for', 'Title', 'what it is for'],
    ['- a.md: Title: what: for', 'Title', 'what — for'],
    ['- **a.md** — **A Well-Known Title** — ends at 10:30', 'A Well-Known Title', 'ends at 10:30'],
    ['12. a.md — Title', 'Title', undefined],
    ['* a.md — Title —  ', 'Title', undefined],
  ])('splits title and purpose in %j', (line, title, purpose) => {
    const [entry] = parseOutline(line);
    expect(entry?.title).toBe(title);
    expect(entry?.purpose).toBe(purpose);
  });

  it('takes a list marker only at the start of the line', () => {
    expect(parseOutline('ch1.md — Chapter 3. The End')[0]?.title).toBe('Chapter 3. The End');
    expect(parseOutline('  * Dawn — a.md')[0]?.title).toBe('Dawn');
    expect(parseOutline('1.Dawn — a.md')[0]?.title).toBe('Dawn');
  });

  it('gives a line with only a file an empty title', () => {
    expect(parseOutline('- `a.md`')).toEqual([{ file: 'a.md', title: '' }]);
  });
});

describe('the work and its plan', () => {
  const files = [
    { path: 'chapter_10.md', words: 10 },
    { path: 'chapter_2.md', words: 2 },
    { path: 'outline.md', words: 100 },
    { path: 'bible.md', words: 200 },
    { path: 'review.md', words: 300 },
    { path: 'notes.txt', words: 1000 },
  ];

  it('without an outline: every markdown file but the plan, numbers in numeric order', () => {
    expect(workFiles([], files)).toEqual(['chapter_2.md', 'chapter_10.md']);
    expect(workWords([], files)).toBe(12);
  });

  it('with an outline: the chapters it names, in its order, written or not', () => {
    const outline = parseOutline('- chapter_10.md — Ten\n- chapter_3.md — Three\n');
    expect(workFiles(outline, files)).toEqual(['chapter_10.md', 'chapter_3.md']);
    expect(workWords(outline, files)).toBe(10);
    expect(countWork(outline, files)).toEqual({
      words: 10,
      chapters: ['chapter_10.md'],
      plan: [
        { path: 'outline.md', words: 100 },
        { path: 'bible.md', words: 200 },
        { path: 'review.md', words: 300 },
      ],
    });
  });

  it('plan files are the outline, the bible and the review', () => {
    expect(['outline.md', 'bible.md', 'review.md', 'chapter_1.md', 'notes/outline.md'].map(isPlanFile)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('reads the outline from the project folder, if there is one', async () => {
    const dir = tempDir();
    expect(await readOutline(dir)).toEqual([]);
    expect((await countWorkIn(dir, files)).chapters).toEqual(['chapter_2.md', 'chapter_10.md']);
    writeFileSync(path.join(dir, 'outline.md'), '- chapter_2.md — Two\n');
    expect(await readOutline(dir)).toEqual([{ file: 'chapter_2.md', title: 'Two' }]);
    expect(await countWorkIn(dir, files)).toMatchObject({ words: 2, chapters: ['chapter_2.md'] });
  });
});

describe('planningDocuments: long and empty documents', () => {
  it('cuts a document past 30,000 characters, saying how to read the rest', async () => {
    const dir = tempDir();
    const head = '--- bible.md (current, in full) ---\n';
    const tail = '\n--- end of bible.md ---';
    writeFileSync(path.join(dir, 'bible.md'), `${'b'.repeat(30_000)}TAIL`);
    const cut = await planningDocuments(dir);
    expect(cut.startsWith(`${head}bbb`)).toBe(true);
    expect(cut.endsWith(`b\n[… cut here; read the rest with read_file]${tail}`)).toBe(true);
    expect(cut.length).toBe(head.length + 30_000 + '\n[… cut here; read the rest with read_file]'.length + tail.length);
    // 30,000 characters exactly are carried whole (and trimmed).
    writeFileSync(path.join(dir, 'bible.md'), `  ${'b'.repeat(29_995)}  \n`);
    const whole = await planningDocuments(dir);
    expect(whole.endsWith(`b${tail}`)).toBe(true);
    expect(whole.length).toBe(head.length + 29_995 + tail.length);
  });

  it('leaves out a blank document, and puts the outline before the bible', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'outline.md'), ' \n\n');
    writeFileSync(path.join(dir, 'bible.md'), 'Elias.');
    expect(await planningDocuments(dir)).toBe('--- bible.md (current, in full) ---\nElias.\n--- end of bible.md ---');
    writeFileSync(path.join(dir, 'outline.md'), '- a.md — A\n');
    expect(await planningDocuments(dir)).toBe(
      '--- outline.md (current, in full) ---\n- a.md — A\n--- end of outline.md ---\n\n' +
        '--- bible.md (current, in full) ---\nElias.\n--- end of bible.md ---',
    );
  });
});
