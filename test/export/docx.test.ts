import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBook } from '../../src/export/book.js';
import { renderDocx } from '../../src/export/docx.js';
import { tempDir } from '../support/cli.js';
import { CHAPTER_TITLES, META, pandocAvailable, pandocRead, sampleProject, unzip } from './support.js';

const docx = async () => renderDocx(await loadBook(sampleProject(), META));

/** The document's paragraphs as "style: text", in order (runs joined). */
function paragraphs(documentXml: string): string[] {
  return [...documentXml.matchAll(/<w:p\b[^>]*>([\s\S]*?)<\/w:p>/g)].map((m) => {
    const body = m[1] as string;
    const style = /<w:pStyle w:val="([^"]+)"/.exec(body)?.[1] ?? 'Normal';
    const text = [...body.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('');
    return `${style}: ${text}`;
  });
}

describe('DOCX export', () => {
  it('uses Word heading styles: the title Heading 1, the chapters Heading 2 in order, their scenes below', async () => {
    const files = unzip(await docx());
    const headings = paragraphs(files['word/document.xml'] ?? '').filter((p) => /^Heading\d/.test(p));
    expect(headings).toEqual([
      'Heading1: Salt &amp; Iron',
      'Heading2: Before',
      'Heading2: One: Arrival',
      'Heading3: At the quay',
      'Heading4: Later',
      'Heading2: Home',
    ]);
    // Real built-in styles Word recognises by name, not look-alike formatting.
    const styles = files['word/styles.xml'] ?? '';
    expect(styles).toMatch(/<w:style [^>]*w:styleId="Heading1"[^>]*>\s*<w:name w:val="(?:h|H)eading 1"\/>/);
    expect(styles).toMatch(/<w:style [^>]*w:styleId="Heading2"[^>]*>\s*<w:name w:val="(?:h|H)eading 2"\/>/);
  });

  it('has a table of contents over the chapter titles, the author and the language', async () => {
    const files = unzip(await docx());
    const document = files['word/document.xml'] ?? '';
    expect(document).toMatch(/TOC [^<]*\\o &quot;2-2&quot;/);
    // Filled in already, so the contents show before Word or LibreOffice updates the field.
    const entries = paragraphs(document).filter((p) => p.startsWith('TOC2: '));
    expect(entries).toEqual(CHAPTER_TITLES.map((title) => `TOC2: ${title}`));
    expect(files['docProps/core.xml']).toContain('<dc:creator>Ann Lee</dc:creator>');
    expect(files['docProps/core.xml']).toContain('<dc:title>Salt &amp; Iron</dc:title>');
    expect(files['word/styles.xml']).toContain('<w:lang w:val="fr"/>');
    // The first chapter heading starts a new page: the contents stay on their own.
    expect(document).toMatch(/<w:pStyle w:val="Heading2"\/>\s*<w:pageBreakBefore\/>/);
  });

  it('names no made-up author when none is given', async () => {
    const files = unzip(await renderDocx(await loadBook(sampleProject(), { ...META, author: undefined })));
    expect(files['docProps/core.xml']).not.toContain('dc:creator');
  });

  it('reads back with pandoc as the same chapters in order', async (context) => {
    const pandoc = pandocAvailable();
    if (pandoc !== true) {
      console.warn(`skipped: ${pandoc.reason}`);
      return context.skip(pandoc.reason);
    }
    const file = path.join(tempDir(), 'salt.docx');
    writeFileSync(file, await docx());
    const { headers } = pandocRead(file, 'docx');
    expect(headers.filter((h) => /^[12] /.test(h))).toEqual([
      '1 Salt & Iron',
      ...CHAPTER_TITLES.map((title) => `2 ${title}`),
    ]);
  });
});
