import { describe, expect, it } from 'vitest';
import { loadBook } from '../../src/export/book.js';
import { renderDocx } from '../../src/export/docx.js';
import { renderEpub } from '../../src/export/epub.js';
import { renderHtml } from '../../src/export/html.js';
import { renderMarkdown } from '../../src/export/markdown.js';
import { hostileProject, META, unzip } from './support.js';

/**
 * Hostile links in a chapter: only http, https, mailto and in-book links stay
 * links, in every format; everything else is its text.
 */

const UNSAFE_HREF = /<a [^>]*href\s*=\s*"(?!https?:|mailto:|#chapter-\d+"|chapter-\d{3}\.xhtml#)/i;
const LIVE_SCHEMES = /(?:href|src|action)\s*=\s*"\s*(?:java|data|vbscript)/i;

describe('links in every format', () => {
  it('html: only web, mail and in-book links are links; the rest is their text', async () => {
    const html = renderHtml(await loadBook(hostileProject(), META));
    expect(html).not.toMatch(LIVE_SCHEMES);
    expect(html).not.toMatch(UNSAFE_HREF);
    for (const text of ['click me', 'by reference', 'data link', 'vb link', 'tabbed', 'no such chapter'])
      expect(html).toMatch(new RegExp(`>[^<]*${text}|${text}[^<]*<`));
    expect(html).toContain('<a href="https://example.com/page">the web</a>');
    expect(html).toContain('<a href="mailto:ann@example.com">mail</a>');
    expect(html).toContain('<a href="#chapter-2">next chapter</a>');
    expect(html).toContain('no such chapter');
    expect(html).not.toContain('href="#chapter-9"');
    // The raw anchor is shown as the text it is.
    expect(html).toContain('&lt;a href=&quot;javascript:');
  });

  it('epub: the same, an in-book link naming the chapter file', async () => {
    const files = unzip(renderEpub(await loadBook(hostileProject(), META)));
    const chapter = files['EPUB/chapter-001.xhtml'] ?? '';
    expect(chapter).not.toMatch(LIVE_SCHEMES);
    expect(chapter).not.toMatch(UNSAFE_HREF);
    expect(chapter).toContain('<a href="chapter-002.xhtml#chapter-2">next chapter</a>');
    expect(chapter).toContain('<a href="https://example.com/page">the web</a>');
  });

  it('docx: only web and mail links become hyperlinks', async () => {
    const files = unzip(await renderDocx(await loadBook(hostileProject(), META)));
    const rels = files['word/_rels/document.xml.rels'] ?? '';
    const targets = [...rels.matchAll(/Target="([^"]+)"[^>]*TargetMode="External"/g)].map((m) => m[1]);
    expect(targets.sort()).toEqual(['https://example.com/page', 'mailto:ann@example.com']);
    expect(files['word/document.xml']).toContain('click me');
  });

  it('md: the links that may not be links are their text, and their definitions are gone', async () => {
    const markdown = renderMarkdown(await loadBook(hostileProject(), META));
    expect(markdown).not.toMatch(/\]\((?:java|data|vbscript)|<javascript:|\]:\s*javascript|<a href/i);
    expect(markdown).toContain('click me');
    expect(markdown).toContain('[the web](https://example.com/page)');
    expect(markdown).toContain('[mail](mailto:ann@example.com)');
    expect(markdown).toContain('&lt;a href="javascript:');
  });
});
