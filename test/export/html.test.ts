import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBook } from '../../src/export/book.js';
import { renderHtml } from '../../src/export/html.js';
import { tempDir } from '../support/cli.js';
import { CHAPTER_TITLES, META, pandocAvailable, pandocRead, sampleProject } from './support.js';

const html = async () => renderHtml(await loadBook(sampleProject(), META));

describe('HTML export', () => {
  it('is one self-contained page: the style inline, nothing to fetch, no script', async () => {
    const page = await html();
    expect(page).toMatch(/<style>[\s\S]*font-family[\s\S]*<\/style>/);
    expect(page).not.toMatch(/<link\b|<script\b|\bsrc=|@import|url\(/i);
    expect(page).not.toMatch(/href="(?!#)/);
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('<meta name="author" content="Ann Lee"/>');
    expect(page).toContain('<title>Salt &amp; Iron</title>');
  });

  it('has the title one level above the chapters, and contents whose links reach them in order', async () => {
    const page = await html();
    expect([...page.matchAll(/<h1>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual(['Salt &amp; Iron']);
    expect([...page.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1])).toEqual(CHAPTER_TITLES);
    const links = [...page.matchAll(/<li><a href="#([^"]+)">([^<]+)<\/a><\/li>/g)];
    expect(links.map((m) => m[2])).toEqual(CHAPTER_TITLES);
    for (const [, id, title] of links) expect(page).toMatch(new RegExp(`id="${id}">\\s*<h2>${title}</h2>`));
  });

  it('reads back with pandoc as the same chapters in order', async (context) => {
    const pandoc = pandocAvailable();
    if (pandoc !== true) {
      console.warn(`skipped: ${pandoc.reason}`);
      return context.skip(pandoc.reason);
    }
    const file = path.join(tempDir(), 'salt.html');
    writeFileSync(file, await html());
    const { title, headers } = pandocRead(file, 'html');
    expect(title).toBe('Salt & Iron');
    expect(headers.filter((h) => /^[12] /.test(h))).toEqual(['1 Salt & Iron', ...CHAPTER_TITLES.map((t) => `2 ${t}`)]);
  });
});
