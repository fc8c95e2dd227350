import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadBook } from '../../src/export/book.js';
import { headingSlugger, renderMarkdown } from '../../src/export/markdown.js';
import { CHAPTER_TITLES, META, sampleProject } from './support.js';

describe('markdown export', () => {
  it('puts the book title one level above the chapter titles, with metadata and no raw anchors', async () => {
    const md = renderMarkdown(await loadBook(sampleProject(), META));
    const headings = md.split('\n').filter((line) => /^#{1,2} /.test(line));
    expect(headings).toEqual(['# Salt & Iron', ...CHAPTER_TITLES.map((title) => `## ${title}`)]);
    expect(md).not.toContain('<a id');
    const front = /^---\n([\s\S]*?)\n---\n/.exec(md)?.[1] ?? '';
    expect(parse(front)).toEqual({ title: 'Salt & Iron', author: 'Ann Lee', lang: 'fr', date: '2026-03-04' });
  });

  it('links the contents to the ids previewers give the chapter headings', async () => {
    const md = renderMarkdown(await loadBook(sampleProject(), META));
    const links = [...md.matchAll(/^\d+\. \[(.+)\]\(#(.+)\)$/gm)].map((m) => [m[1], m[2]]);
    expect(links).toEqual([
      ['Before', 'before'],
      ['One: Arrival', 'one-arrival'],
      ['Home', 'home'],
    ]);
  });

  it('numbers repeated heading ids as GitHub does', () => {
    const slug = headingSlugger();
    expect([slug('Salt & Iron'), slug('The End'), slug('The End!'), slug('Été 1914')]).toEqual([
      'salt--iron',
      'the-end',
      'the-end-1',
      'été-1914',
    ]);
  });
});
