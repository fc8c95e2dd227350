import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAPTER_LINE, chapterBrief, edgeWords } from '../../src/parallel/brief.js';
import { tempDir } from '../support/cli.js';

/** The first message of a chapter session: the book's shared part first, its own chapter last. */

const words = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `w${from + i}`).join(' ');

describe('the brief of a chapter session', () => {
  it('bible and outline first (the same for every chapter), then its own line, purpose, seams and budget', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'bible.md'), '\n# Bible\nMara.\n\n');
    writeFileSync(path.join(dir, 'outline.md'), '# Outline\n');
    writeFileSync(path.join(dir, 'chapter_01.md'), words(1, 400));
    const brief = await chapterBrief({
      projectDir: dir,
      chapter: {
        file: 'chapter_02.md',
        title: 'Two',
        budget: 2_500,
        purpose: 'Mara finds the letter.',
        opens: 'at dawn',
      },
      previous: { file: 'chapter_01.md', title: 'One', ends: 'at the harbour' },
      next: { file: 'chapter_03.md', title: 'Three' },
      number: 2,
      of: 3,
    });
    expect(brief.split('\n\n')).toEqual([
      'The book as planned, the same for every chapter writer; your own chapter follows it.',
      '--- bible.md ---\n# Bible\nMara.\n--- end of bible.md ---',
      '--- outline.md ---\n# Outline\n--- end of outline.md ---',
      `${CHAPTER_LINE} \`chapter_02.md\`, chapter 2 of 3, "Two": write it, about 2,500 words.`,
      'Its purpose: Mara finds the letter.',
      'The seams:',
      '- The previous chapter, chapter_01.md, ends: at the harbour',
      '- Yours opens: at dawn',
      '- Yours ends: (not given in the outline)',
      '- The next chapter, chapter_03.md, opens: (not given in the outline)',
      `The previous chapter is already written; its last words, which yours must follow on from:\n<<<\n… ${words(101, 400)}\n>>>`,
      'Write the chapter now into `chapter_02.md`, in several write_file calls ("create", then "append"). Hand facts for bible.md back with propose_bible_change. When the chapter is complete, end with a short note without calling a tool.',
    ]);
  });

  it('the first and last chapter, no budget, no bible: said so; a chapter begun already is continued, not restarted', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_01.md'), 'The lamp was lit at dusk.\n');
    const brief = await chapterBrief({
      projectDir: dir,
      chapter: { file: 'chapter_01.md', title: '' },
      number: 1,
      of: 1,
    });
    expect(brief).toContain('--- bible.md ---\n(none)\n--- end of bible.md ---');
    expect(brief).toContain(
      `${CHAPTER_LINE} \`chapter_01.md\`, chapter 1 of 1: write it, the length its place in the book needs.`,
    );
    expect(brief).toContain('- Yours is the first chapter: it opens the book.');
    expect(brief).toContain('- Yours is the last chapter: it closes the book.');
    expect(brief).not.toContain('Its purpose');
    expect(brief).toContain(
      'chapter_01.md already has 6 words (read it with read_file): continue it with write_file "append" rather than starting again.',
    );
    expect(brief).not.toContain('The previous chapter is already written');
  });

  it('a previous chapter that is empty on disk gives no ending to follow; an empty own file is not "begun"', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_01.md'), '  \n');
    writeFileSync(path.join(dir, 'chapter_02.md'), '\n');
    const brief = await chapterBrief({
      projectDir: dir,
      chapter: { file: 'chapter_02.md', title: '' },
      previous: { file: 'chapter_01.md', title: '' },
      number: 2,
      of: 2,
    });
    expect(brief).not.toContain('The previous chapter is already written');
    expect(brief).not.toContain('already has');
  });
});

describe('edgeWords at its bounds', () => {
  it('exactly n words: the text whole, no ellipsis; n + 1: cut', () => {
    expect(edgeWords(' a b c ', 3, 'start')).toBe('a b c');
    expect(edgeWords('a b c d', 3, 'start')).toBe('a b c …');
    expect(edgeWords('a b c d', 3, 'end')).toBe('… b c d');
    expect(edgeWords('', 3, 'end')).toBe('');
  });
});
