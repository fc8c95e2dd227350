import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBook } from '../../src/export/book.js';
import { renderEpub } from '../../src/export/epub.js';
import { tempDir } from '../support/cli.js';
import { FULL_TRIALS } from '../support/trials.js';
import {
  CHAPTER_TITLES,
  epubcheckCommand,
  META,
  pandocAvailable,
  pandocRead,
  sampleProject,
  unzip,
  xmlProblems,
} from './support.js';

const epub = async () => renderEpub(await loadBook(sampleProject(), META));

/** Every `attr="value"` of the elements named `tag`, in document order. */
function attributes(xml: string, tag: string, attr: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}\\b[^>]*\\b${attr}="([^"]*)"`, 'g'))].map((m) => m[1] as string);
}

describe('EPUB export', () => {
  it('starts with the mimetype entry, stored uncompressed, as readers require', async () => {
    const bytes = await epub();
    const header = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(header.readUInt32LE(0)).toBe(0x04034b50); // a local file header
    expect(header.readUInt16LE(8)).toBe(0); // compression method 0: stored
    const nameLength = header.readUInt16LE(26);
    const extraLength = header.readUInt16LE(28);
    expect(header.toString('latin1', 30, 30 + nameLength)).toBe('mimetype');
    expect(extraLength).toBe(0);
    expect(header.toString('latin1', 30 + nameLength, 30 + nameLength + 20)).toBe('application/epub+zip');
  });

  it('has a container pointing at a package whose manifest and spine follow the outline', async () => {
    const files = unzip(await epub());
    const container = files['META-INF/container.xml'] ?? '';
    const [opfPath] = attributes(container, 'rootfile', 'full-path');
    expect(opfPath).toBeDefined();
    const opf = files[opfPath as string] ?? '';
    const base = path.posix.dirname(opfPath as string);

    const ids = attributes(opf, 'item', 'id');
    const hrefs = attributes(opf, 'item', 'href');
    for (const href of hrefs) expect(Object.keys(files)).toContain(`${base}/${href}`);
    // Nothing in the zip the manifest does not list (but the container files).
    const listed = new Set(hrefs.map((href) => `${base}/${href}`));
    expect(Object.keys(files).filter((name) => !listed.has(name))).toEqual([
      'mimetype',
      'META-INF/container.xml',
      opfPath,
    ]);

    const spine = attributes(opf, 'itemref', 'idref').map((idref) => hrefs[ids.indexOf(idref)] as string);
    const chapterTitles = spine
      .map((href) => files[`${base}/${href}`] ?? '')
      .map((xhtml) => /<h2>(.*?)<\/h2>/.exec(xhtml)?.[1])
      .filter((title) => title !== undefined && title !== 'Contents');
    expect(spine[0]).toBe('title.xhtml');
    expect(chapterTitles).toEqual(CHAPTER_TITLES);
  });

  it('carries the metadata and a nav document listing the chapters in order', async () => {
    const files = unzip(await epub());
    const opf = files['EPUB/package.opf'] ?? '';
    expect(opf).toContain('<dc:title>Salt &amp; Iron</dc:title>');
    expect(opf).toContain('<dc:creator id="author">Ann Lee</dc:creator>');
    expect(opf).toContain('<dc:language>fr</dc:language>');
    expect(opf).toContain('<dc:date>2026-03-04</dc:date>');
    expect(opf).toContain('<meta property="dcterms:modified">2026-03-04T05:06:07Z</meta>');
    expect(opf).toMatch(/<item [^>]*href="nav\.xhtml"[^>]*properties="nav"/);

    const nav = files['EPUB/nav.xhtml'] ?? '';
    expect(nav).toContain('epub:type="toc"');
    const toc = /<nav [^>]*epub:type="toc"[\s\S]*?<\/nav>/.exec(nav)?.[0] ?? '';
    const entries = [...toc.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [m[1], m[2]]);
    expect(entries.map(([, title]) => title)).toEqual(CHAPTER_TITLES);
    for (const [href, title] of entries) expect(files[`EPUB/${href}`]).toContain(`<h2>${title}</h2>`);
    const titlePage = files['EPUB/title.xhtml'] ?? '';
    expect(titlePage).toContain('<h1>Salt &amp; Iron</h1>');
    expect(titlePage).toContain('xml:lang="fr"');
  });

  it('writes chapters as XHTML: raw HTML shown as text, HTML-only entities as characters, void tags closed, comments dropped', async () => {
    const files = unzip(await epub());
    const ch1 = files['EPUB/chapter-002.xhtml'] ?? '';
    expect(ch1).toContain('She &lt;b&gt;stepped&lt;/b&gt; off \u00a0here.');
    expect(ch1).toContain('<hr/>');
    // A <br> is the line break its writer meant; a comment is a note never meant to be read.
    expect(ch1).toContain('Night.<br/>Dawn.');
    expect(ch1).not.toContain('fix later');
    const prologue = files['EPUB/chapter-001.xhtml'] ?? '';
    expect(prologue).toContain('The harbour — grey, &amp; cold.');
    const ch3 = files['EPUB/chapter-003.xhtml'] ?? '';
    expect(ch3).not.toContain('<img');
    expect(ch3).toContain('a map of the bay');
    expect(ch3).toContain('<th style="text-align: left">port</th>');
  });

  it('is well-formed XML in every document: tags closed and nested, only XML entities, one root', async () => {
    const files = unzip(await epub());
    const documents = Object.keys(files).filter((name) => /\.(xhtml|opf|xml|ncx)$/.test(name));
    expect(documents.length).toBeGreaterThan(5);
    for (const name of documents) expect(xmlProblems(files[name] ?? ''), name).toEqual([]);
  });

  it('the well-formedness check sees what an XML reader refuses', () => {
    expect(xmlProblems('<html><body><p>a<br></p></body></html>')).toEqual(['</p> closes <br>']);
    expect(xmlProblems('<html><p>a &mdash; b</p></html>')).toEqual(['&mdash; is not an XML entity']);
    expect(xmlProblems('<html><p>a</html>')).toEqual(['</html> closes <p>']);
    expect(xmlProblems('<p>a</p><p>b</p>')).toEqual(['more than one root element']);
    expect(xmlProblems('<html><p>a & b</p></html>')).toEqual(['a bare & in the text']);
  });

  // epubcheck is a Java program: about 5 s of CPU on this 2-core machine (its start-up alone takes many seconds
  // when the machine is busy), a tenth of what npm test may take. It runs under `npm run test:slow`, which .ci/run
  // runs; npm test checks the structure above (the zip's order, the manifest, the spine, the nav, well-formed XML).
  it.runIf(FULL_TRIALS)(
    'passes epubcheck',
    async (context) => {
      const check = epubcheckCommand();
      if ('reason' in check) {
        console.warn(`skipped: ${check.reason}`);
        return context.skip(check.reason);
      }
      const file = path.join(tempDir(), 'salt.epub');
      writeFileSync(file, await epub());
      const [command, ...args] = check.command;
      const result = spawnSync(command as string, [...args, file], { encoding: 'utf8' });
      expect(`${result.stdout}${result.stderr}`).toContain('No errors or warnings detected');
      expect(result.status).toBe(0);
    },
    180_000,
  );

  it('reads back with pandoc as the titled book with its chapters in order', async (context) => {
    const pandoc = pandocAvailable();
    if (pandoc !== true) {
      console.warn(`skipped: ${pandoc.reason}`);
      return context.skip(pandoc.reason);
    }
    const file = path.join(tempDir(), 'salt.epub');
    writeFileSync(file, await epub());
    const { title, headers } = pandocRead(file, 'epub');
    expect(title).toBe('Salt & Iron');
    expect(headers.filter((h) => !h.endsWith('Contents'))).toEqual([
      '2 Before',
      '2 One: Arrival',
      '3 At the quay',
      '4 Later',
      '2 Home',
    ]);
  });
});
