import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { edgeWords } from '../../src/parallel/brief.js';
import type { ChapterResult } from '../../src/parallel/chapterSession.js';
import { STITCH_MARKER, stitchNote } from '../../src/parallel/stitch.js';
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
      /- chapter_02\.md:1 — attribute — Mara( Vell)?'s eyes are "grey"/,
    );
    expect(seam('chapter_02.md → chapter_03.md')).not.toContain('chapter_02.md:1');
  });
});
