import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgeWords } from '../../src/parallel/brief.js';
import type { ChapterResult } from '../../src/parallel/chapterSession.js';
import { STITCH_MARKER, seamEdges, seamFindingLines, seamSide, stitchNote } from '../../src/parallel/stitch.js';
import { tempDir } from '../support/cli.js';

const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(' ');

function result(file: string, extra: Partial<ChapterResult> = {}): ChapterResult {
  return {
    file,
    status: 'done',
    message: '',
    skipped: false,
    resumed: false,
    words: 1000,
    budget: 1000,
    iterations: 4,
    runIterations: 0,
    filesWritten: [],
    usages: { run: [], total: [] },
    model: 'm',
    proposals: [],
    ...extra,
  };
}

describe('edgeWords', () => {
  it('keeps the first or last n words, whitespace inside as it is', () => {
    expect(edgeWords('one two\nthree  four five', 2, 'start')).toBe('one two …');
    expect(edgeWords('one two\nthree  four five', 3, 'end')).toBe('… three  four five');
    expect(edgeWords('short text', 300, 'end')).toBe('short text');
  });
});

describe('the stitch note', () => {
  it('gives every proposal, each seam as the end of one chapter beside the start of the next, and the short chapters', async () => {
    const dir = tempDir();
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'chapter_01.md'), words(1, 1000));
    writeFileSync(path.join(dir, 'chapter_02.md'), words(2001, 3000));
    writeFileSync(path.join(dir, 'chapter_03.md'), words(4001, 4200));
    const chapters = [
      { file: 'chapter_01.md', title: 'One', ends: 'Mara at the harbour' },
      { file: 'chapter_02.md', title: 'Two', opens: 'Mara at the harbour' },
      { file: 'chapter_03.md', title: 'Three' },
    ];
    const note = await stitchNote(dir, chapters, [
      result('chapter_01.md', { proposals: ['Jonas Pell, harbourmaster'] }),
      result('chapter_02.md'),
      result('chapter_03.md', { words: 200, status: 'incomplete' }),
    ]);
    expect(note.startsWith(STITCH_MARKER)).toBe(true);
    expect(note).toContain('### chapter_01.md\n- Jonas Pell, harbourmaster');
    expect(note).toContain('- chapter_03.md: 200 of 1,000 words');
    expect(note).toContain('### chapter_01.md → chapter_02.md');
    expect(note).toContain(
      'Planned: chapter_01.md ends "Mara at the harbour"; chapter_02.md opens "Mara at the harbour".',
    );
    // The last 300 words of chapter 1, not its start; the first 300 of chapter 2, not its end.
    expect(note).toContain(`… ${words(701, 1000)}\n>>>`);
    expect(note).not.toContain('w700 ');
    expect(note).toContain(`${words(2001, 2300)} …`);
    expect(note).not.toContain('w2301');
    expect(note).toContain('### chapter_02.md → chapter_03.md');
    expect(note.split('### chapter_').length - 1).toBe(3); // one proposal heading and two seams
  });
});

describe('the stitch note: what a hand mutation sample showed untested', () => {
  it("keeps the proposals of chapters finished in an earlier run (their session's journal holds them)", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_01.md'), words(1, 100));
    writeFileSync(path.join(dir, 'chapter_02.md'), words(101, 200));
    const note = await stitchNote(
      dir,
      [
        { file: 'chapter_01.md', title: 'One' },
        { file: 'chapter_02.md', title: 'Two' },
      ],
      [
        result('chapter_01.md', { skipped: true, proposals: ['The lamp burns whale oil'] }),
        result('chapter_02.md', { resumed: true, proposals: ['Jonas Pell, harbourmaster'] }),
      ],
    );
    expect(note).toContain('## Bible proposals\n### chapter_01.md\n- The lamp burns whale oil');
    expect(note).toContain('### chapter_02.md\n- Jonas Pell, harbourmaster');
    expect(note).not.toContain('(none)');
  });

  it('puts a finding at the opening of a chapter at the seam before it, one at its ending at the seam after it', async () => {
    const dir = tempDir();
    const filler = (n: number) => 'The tide came in over the salt flats. '.repeat(n);
    writeFileSync(
      path.join(dir, 'outline.md'),
      '# Salt\n\n- `chapter_01.md` — One — 400 words\n- `chapter_02.md` — Two — 400 words\n- `chapter_03.md` — Three — 400 words\n',
    );
    writeFileSync(
      path.join(dir, 'bible.md'),
      '# Bible\n\n## Characters\n### Mara Vell\n- eyes: green\n- pronouns: she/her\n',
    );
    writeFileSync(path.join(dir, 'chapter_01.md'), `Mara Vell had green eyes.\n\n${filler(60)}`);
    // chapter_02 opens with the wrong eyes (the seam with chapter_01) and is long enough for a middle.
    writeFileSync(
      path.join(dir, 'chapter_02.md'),
      `Mara looked out with her grey eyes.\n\n${filler(60)}\n\n${filler(60)}\n\n${filler(60)}`,
    );
    writeFileSync(path.join(dir, 'chapter_03.md'), filler(60));
    const note = await stitchNote(
      dir,
      [
        { file: 'chapter_01.md', title: 'One' },
        { file: 'chapter_02.md', title: 'Two' },
        { file: 'chapter_03.md', title: 'Three' },
      ],
      [result('chapter_01.md'), result('chapter_02.md'), result('chapter_03.md')],
    );
    const seam = (heading: string) => {
      const from = note.indexOf(`### ${heading}`);
      const next = note.indexOf('### ', from + 4);
      return note.slice(from, next === -1 ? undefined : next);
    };
    expect(seam('chapter_01.md → chapter_02.md')).toMatch(
      /\n- chapter_02\.md:1 — attribute — Mara( Vell)?'s eyes are "grey"/,
    );
    expect(seam('chapter_02.md → chapter_03.md')).not.toContain('chapter_02.md:1');
  });
});

describe('the stitch note: its parts when there is nothing to say', () => {
  const two = [
    { file: 'chapter_01.md', title: 'One' },
    { file: 'chapter_02.md', title: 'Two' },
  ];
  it('says (none) without proposals, lists no short chapters when none is short, and no plan where the outline gave none', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_01.md'), words(1, 50));
    writeFileSync(path.join(dir, 'chapter_02.md'), words(51, 100));
    // chapter_02 has no budget: it is never short.
    const { budget: _none, ...unbudgeted } = result('chapter_02.md', { words: 10 });
    const note = await stitchNote(dir, two, [result('chapter_01.md', { words: 800, budget: 1000 }), unbudgeted]);
    expect(note).toContain('## Bible proposals\n(none)\n\n## Seams');
    expect(note).not.toContain('## Short chapters');
    expect(note).not.toContain('Planned:');
    expect(note).toContain(`End of chapter_01.md (50 words in all):\n<<<\n${words(1, 50)}\n>>>`);
  });

  it('lists a chapter as short below 80% of its budget, with its words of its budget', async () => {
    const dir = tempDir();
    const note = await stitchNote(dir, two, [
      result('chapter_01.md', { words: 799, budget: 1000 }),
      result('chapter_02.md', { words: 800, budget: 1000 }),
    ]);
    expect(note).toContain('## Short chapters\n- chapter_01.md: 799 of 1,000 words\n\n## Seams');
    expect(note).toContain('Start of chapter_02.md:\n<<<\n(empty)\n>>>');
  });

  it('puts a finding at the ending of a chapter at the seam after it, not the one before', async () => {
    const dir = tempDir();
    const filler = (n: number) => 'The tide came in over the salt flats. '.repeat(n);
    writeFileSync(
      path.join(dir, 'outline.md'),
      '# Salt\n\n- `chapter_01.md` — One — 400 words\n- `chapter_02.md` — Two — 400 words\n- `chapter_03.md` — Three — 400 words\n',
    );
    writeFileSync(
      path.join(dir, 'bible.md'),
      '# Bible\n\n## Characters\n### Mara Vell\n- eyes: green\n- pronouns: she/her\n',
    );
    writeFileSync(path.join(dir, 'chapter_01.md'), `Mara Vell had green eyes.\n\n${filler(60)}`);
    writeFileSync(
      path.join(dir, 'chapter_02.md'),
      `${filler(60)}\n\n${filler(60)}\n\n${filler(60)}\n\nMara looked out with her grey eyes.`,
    );
    writeFileSync(path.join(dir, 'chapter_03.md'), filler(60));
    const chapters = [
      { file: 'chapter_01.md', title: 'One' },
      { file: 'chapter_02.md', title: 'Two' },
      { file: 'chapter_03.md', title: 'Three' },
    ];
    const note = await stitchNote(dir, chapters, [
      result('chapter_01.md'),
      result('chapter_02.md'),
      result('chapter_03.md'),
    ]);
    const seam = (heading: string) => {
      const from = note.indexOf(`### ${heading}`);
      const next = note.indexOf('### ', from + 4);
      return note.slice(from, next === -1 ? undefined : next);
    };
    expect(seam('chapter_02.md → chapter_03.md')).toMatch(
      /The continuity checker at this seam:\n(- .*\n)*- chapter_02\.md:7 — attribute — Mara Vell.s eyes are "grey"/,
    );
    expect(seam('chapter_01.md → chapter_02.md')).not.toContain('chapter_02.md:7');
  });
});

describe("the checker's findings at one seam", () => {
  const finding = (line: number, confidence: number) => ({
    file: 'chapter_02.md',
    line,
    category: 'attribute',
    message: `finding at line ${line}`,
    evidence: 'e',
    confidence,
  });

  it('none: no lines at all (no heading)', () => {
    expect(seamFindingLines([])).toEqual([]);
  });

  it('the most certain first; past six, the rest are counted and writer check named', () => {
    const found = [0.5, 0.9, 0.6, 0.95, 0.7, 0.8, 0.55, 0.65].map((confidence, i) => finding(i + 1, confidence));
    expect(seamFindingLines(found)).toEqual([
      'The continuity checker at this seam:',
      '- chapter_02.md:4 — attribute — finding at line 4',
      '- chapter_02.md:2 — attribute — finding at line 2',
      '- chapter_02.md:6 — attribute — finding at line 6',
      '- chapter_02.md:5 — attribute — finding at line 5',
      '- chapter_02.md:8 — attribute — finding at line 8',
      '- chapter_02.md:3 — attribute — finding at line 3',
      '- (and 2 more here: `writer check` lists them all)',
    ]);
    // The findings handed in are left in their order.
    expect(found.map((f) => f.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('exactly six: all shown, nothing counted', () => {
    const lines = seamFindingLines([1, 2, 3, 4, 5, 6].map((line) => finding(line, 0.9)));
    expect(lines).toHaveLength(7);
    expect(lines.at(-1)).toBe('- chapter_02.md:6 — attribute — finding at line 6');
  });
});

describe("the stitch note's instructions to the main session", () => {
  it('says what to do, in order: merge the proposals, repair the seams, extend what is short, then end', async () => {
    const dir = tempDir();
    const note = await stitchNote(
      dir,
      [
        { file: 'chapter_01.md', title: 'One' },
        { file: 'chapter_02.md', title: 'Two' },
      ],
      [result('chapter_01.md'), result('chapter_02.md')],
    );
    expect(note.split('\n').slice(0, 5)).toEqual([
      `${STITCH_MARKER} Every chapter is drafted: 2 chapter writers wrote them at the same time, each from outline.md, bible.md and the seams around its chapter. Now make them one book:`,
      '1. Merge the bible proposals below into bible.md (edit_file). Where two disagree, choose one and fix the chapter that used the other.',
      '2. Repair each seam below: the next chapter must open where the one before leaves the characters (place, time, who knows what), with no beat told twice or contradicted, in the same voice and tense. Fix with edit_file, a few sentences at a time; read_file and search_files for more of a chapter.',
      '3. Extend any chapter listed as short with write_file "append" where the story needs it.',
      '4. Then end with a short note without calling a tool.',
    ]);
    // Chapters missing on disk: both sides of the seam are said to be empty, with 0 words.
    expect(note).toContain('End of chapter_01.md (0 words in all):\n<<<\n(empty)\n>>>');
  });

  it('a planned seam with only one side given marks the other with "?"', async () => {
    const dir = tempDir();
    const note = await stitchNote(
      dir,
      [
        { file: 'chapter_01.md', title: 'One' },
        { file: 'chapter_02.md', title: 'Two', opens: 'at dawn' },
        { file: 'chapter_03.md', title: 'Three' },
      ],
      [],
    );
    expect(note).toContain('Planned: chapter_01.md ends "?"; chapter_02.md opens "at dawn".');
    expect(note).not.toContain('Planned: chapter_02.md');
  });
});

describe('which seam a line of a chapter is at', () => {
  it("a chapter's opening is the lines of its first 300 words; its ending the lines of its last 300", () => {
    // One long line of 400 words, then 400 lines of one word: the opening is line 1, the ending the last 300 lines.
    const text = `${words(1, 400)}\n${Array.from({ length: 400 }, (_, i) => `v${i}`).join('\n')}`;
    expect(seamEdges(text)).toEqual({ head: 1, from: 101 });
    // The same, the other way round: 400 one-word lines, then one line of 400 words.
    const reversed = `${Array.from({ length: 400 }, (_, i) => `v${i}`).join('\n')}\n${words(1, 400)}`;
    expect(seamEdges(reversed)).toEqual({ head: 300, from: 400 });
    // A short chapter is all opening and all ending.
    expect(seamEdges('one\ntwo\nthree')).toEqual({ head: 3, from: 0 });
  });

  it("up to the opening's last line: the seam before; past the ending's first: the seam after; between: none", () => {
    const edge = { head: 5, from: 20 };
    expect(seamSide(1, edge)).toBe('start');
    expect(seamSide(5, edge)).toBe('start');
    expect(seamSide(6, edge)).toBeUndefined();
    expect(seamSide(20, edge)).toBeUndefined();
    expect(seamSide(21, edge)).toBe('end');
  });
});

describe('the stitch note: its layout', () => {
  it('each part after a blank line; a seam planned only at its end marks the opening with "?"', async () => {
    const dir = tempDir();
    const note = await stitchNote(
      dir,
      [
        { file: 'chapter_01.md', title: 'One', ends: 'at dusk' },
        { file: 'chapter_02.md', title: 'Two' },
      ],
      [result('chapter_01.md', { words: 10, budget: 1000 })],
    );
    expect(note).toContain(
      '4. Then end with a short note without calling a tool.\n\n## Bible proposals\n(none)\n\n## Short chapters\n',
    );
    expect(note).toContain('- chapter_01.md: 10 of 1,000 words\n\n## Seams\n### chapter_01.md → chapter_02.md\n');
    expect(note).toContain('Planned: chapter_01.md ends "at dusk"; chapter_02.md opens "?".');
  });

  it('one chapter: no seams', async () => {
    const note = await stitchNote(tempDir(), [{ file: 'chapter_01.md', title: 'One' }], []);
    expect(note.endsWith('## Seams')).toBe(true);
  });
});
