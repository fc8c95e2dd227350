import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBook } from '../../src/export/book.js';
import { renderEpub } from '../../src/export/epub.js';
import { metaProblem } from '../../src/export/meta.js';
import { exportProject } from '../../src/export/project.js';
import { tempDir } from '../support/cli.js';
import { META, sampleProject } from './support.js';

/** A book never lands on the project it is made from, and never carries metadata a reader would reject. */

describe('an export into its own project is refused, nothing written', () => {
  it.each([
    ['the journal', '.writer/session.jsonl', /inside \.writer\/, writer's own records/],
    [
      'a new file beside the chapters',
      'book.md',
      /inside the project folder, where the book would become one of the work's files/,
    ],
    ['a chapter', 'ch1.md', /one of the project's files, which the book would replace/],
    ['the folder itself', '.', /it is the project folder itself/],
  ])('%s', async (_, out, message) => {
    const dir = sampleProject();
    mkdirSync(path.join(dir, '.writer'), { recursive: true });
    writeFileSync(path.join(dir, '.writer', 'session.jsonl'), '{"type":"session"}\n');
    const before = readFileSync(path.join(dir, 'ch1.md'), 'utf8');
    await expect(exportProject(dir, path.join(dir, out), 'md', META)).rejects.toThrow(message);
    expect(readFileSync(path.join(dir, '.writer', 'session.jsonl'), 'utf8')).toBe('{"type":"session"}\n');
    expect(readFileSync(path.join(dir, 'ch1.md'), 'utf8')).toBe(before);
  });

  it('also through a link that leads into the project', async () => {
    const dir = sampleProject();
    const elsewhere = tempDir();
    symlinkSync(dir, path.join(elsewhere, 'alias'));
    await expect(exportProject(dir, path.join(elsewhere, 'alias', 'ch1.md'), 'md', META)).rejects.toThrow(
      /one of the project's files/,
    );
  });

  it('but a path beside the project is fine', async () => {
    const dir = sampleProject();
    const done = await exportProject(dir, `${dir}-book.md`, 'md', META);
    expect(done.book.chapters).toHaveLength(3);
  });
});

describe('metadata', () => {
  it.each([
    [{ author: 'Ann\u0007 Lee', lang: 'en' }, /control character \(U\+0007\)/],
    [{ author: 'Ann\nLee', lang: 'en' }, /control character \(U\+000A\)/],
    [{ author: 'Ann \u009b Lee', lang: 'en' }, /control character \(U\+009B\)/],
    [{ author: 'Ann Lee', lang: 'e\u0001n' }, /"e\?n" is not a language tag/],
    [{ author: 'Ann Lee', lang: 'english please' }, /is not a language tag/],
  ])('refuses %j', async (meta, message) => {
    expect(metaProblem(meta)).toMatch(message);
    const dir = sampleProject();
    const out = path.join(tempDir(), 'book.epub');
    await expect(exportProject(dir, out, 'epub', { ...META, ...meta })).rejects.toThrow(message);
  });

  it('takes ordinary names and tags', () => {
    for (const meta of [
      { author: 'Ann Lee', lang: 'en' },
      { author: 'Zoë Ó Súilleabháin', lang: 'pt-BR' },
      { lang: 'zh-Hant-TW' },
    ])
      expect(metaProblem(meta)).toBeUndefined();
  });
});

describe('the last check of an EPUB', () => {
  it('fails on a character XML forbids, wherever it came from, instead of making a book readers reject', async () => {
    const book = await loadBook(sampleProject(), META);
    (book.chapters[0] as { title: string }).title = 'Before\u0007';
    expect(() => renderEpub(book)).toThrow(/the book would hold the character U\+0007, which XML forbids/);
  });
});

describe('a chapter nested 5,000 block quotes deep', () => {
  it.each(['md', 'html', 'epub', 'docx'] as const)(
    'exports as %s without overflowing the stack, keeping its words',
    async (format) => {
      const dir = sampleProject();
      writeFileSync(path.join(dir, 'ch1.md'), `# One\n\n${'> '.repeat(5_000)}deep down\n\nAfter.\n`);
      const done = await exportProject(dir, path.join(tempDir(), `book.${format}`), format, META);
      const chapter = done.book.chapters.find((c) => c.file === 'ch1.md');
      expect(chapter?.html).toContain('deep down');
      expect(chapter?.html).toContain('After.');
      expect(chapter?.markdown.startsWith(`${'> '.repeat(32)}deep down`)).toBe(true);
    },
  );
});
