import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectStatus } from '../../src/craft/status.js';
import { loadBook } from '../../src/export/book.js';
import { tempDir } from '../support/cli.js';
import { CHAPTER_TITLES, META, sampleProject, words } from './support.js';

describe('loadBook', () => {
  it('takes the chapters in outline order, leaves the plan, the review and stray notes out', async () => {
    const book = await loadBook(sampleProject(), META);
    expect(book.title).toBe('Salt & Iron');
    expect(book.chapters.map((c) => c.file)).toEqual(['prologue.md', 'ch1.md', 'ch3.md']);
    expect(book.chapters.map((c) => c.title)).toEqual(CHAPTER_TITLES);
    expect(book.missing).toEqual(['ch2.md']);
    expect(book.leftOut).toEqual(['notes.md']);
    expect(book).toMatchObject({ author: 'Ann Lee', lang: 'fr' });
  });

  it("makes a chapter's own heading its title and moves the headings below it under the chapter level", async () => {
    const book = await loadBook(sampleProject(), META);
    const ch1 = book.chapters[1];
    expect(ch1?.markdown.startsWith('One: Arrival')).toBe(false);
    expect(ch1?.markdown).toContain('### At the quay\n');
    expect(ch1?.markdown).toContain('#### Later\n');
    expect(ch1?.html).toContain('<h3>At the quay</h3>');
    // A chapter without a heading keeps its text whole and takes the outline's title.
    expect(book.chapters[0]?.markdown.startsWith('fog fog')).toBe(true);
  });

  it('counts words exactly as writer status does: the chapter files as written', async () => {
    const dir = sampleProject();
    const [book, status] = await Promise.all([loadBook(dir, META), projectStatus(dir)]);
    expect(book.words).toBe(status.workWords);
    expect(book.chapters.map((c) => c.words)).toEqual(status.chapters.filter((c) => c.words > 0).map((c) => c.words));
  });

  it('without an outline takes every chapter file in numeric order, and status counts the same files', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'chapter_10.md'), words(10, 'ten'));
    writeFileSync(path.join(dir, 'chapter_2.md'), words(20, 'two'));
    writeFileSync(path.join(dir, 'bible.md'), words(30, 'bible'));
    writeFileSync(path.join(dir, 'review.md'), words(40, 'review'));
    writeFileSync(path.join(dir, 'scratch.txt'), words(50, 'txt'));
    const book = await loadBook(dir, META);
    expect(book.chapters.map((c) => c.file)).toEqual(['chapter_2.md', 'chapter_10.md']);
    expect(book.chapters.map((c) => c.title)).toEqual(['Chapter 2', 'Chapter 10']);
    expect(book.words).toBe(30);
    expect((await projectStatus(dir)).workWords).toBe(30);
  });

  it('falls back to the folder name for the title when the outline has none', async () => {
    const dir = path.join(tempDir(), 'The_Long_Night');
    sampleProject(path.dirname(dir), 'The_Long_Night');
    writeFileSync(path.join(dir, 'outline.md'), '# Outline\n\n- `ch1.md` — Arrival\n');
    expect((await loadBook(dir, META)).title).toBe('The Long Night');
  });
});
