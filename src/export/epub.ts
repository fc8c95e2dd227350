import { strToU8, type ZipOptions, zipSync } from 'fflate';
import type { Book } from './book.js';
import { placeInBookLinks } from './links.js';
import { bookUuid, isoDate, isoSeconds } from './meta.js';
import { BOOK_CSS } from './style.js';
import { escapeXml } from './xhtml.js';

/**
 * The book as an EPUB 3 (what e-readers and phones open): a generated title
 * page, a navigation document, one XHTML document per chapter and a package
 * document (OPF) with the metadata, a manifest of every file and a spine in
 * outline order. The container is a zip whose first entry is `mimetype`,
 * stored uncompressed, as the OCF spec requires.
 */

export const EPUB_DIR = 'EPUB';

/** "EPUB/chapter-003.xhtml": zero-padded so the files list in reading order too. */
export function chapterHref(index: number): string {
  return `chapter-${String(index + 1).padStart(3, '0')}.xhtml`;
}

function xhtmlPage(book: Book, title: string, body: string): string {
  const lang = escapeXml(book.lang);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${lang}" lang="${lang}">
<head>
<meta charset="utf-8"/>
<title>${escapeXml(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

function titlePage(book: Book): string {
  const author = book.author ? `\n<p class="author">${escapeXml(book.author)}</p>` : '';
  return xhtmlPage(
    book,
    book.title,
    `<section class="title-page" epub:type="titlepage">\n<h1>${escapeXml(book.title)}</h1>${author}\n<p class="date">${isoDate(book.date)}</p>\n</section>`,
  );
}

function navDocument(book: Book): string {
  const items = book.chapters
    .map((chapter, i) => `<li><a href="${chapterHref(i)}">${escapeXml(chapter.title)}</a></li>`)
    .join('\n');
  return xhtmlPage(
    book,
    'Contents',
    `<nav class="contents" epub:type="toc" id="toc">
<h2>Contents</h2>
<ol>
${items}
</ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
<ol>
<li><a epub:type="titlepage" href="title.xhtml">Title page</a></li>
<li><a epub:type="toc" href="nav.xhtml">Contents</a></li>
<li><a epub:type="bodymatter" href="${chapterHref(0)}">Start</a></li>
</ol>
</nav>`,
  );
}

function chapterPage(book: Book, index: number): string {
  const chapter = book.chapters[index];
  if (!chapter) throw new Error(`no chapter ${index + 1}`);
  // Each chapter is its own document: an in-book link names the chapter's file.
  const inBook = placeInBookLinks(chapter.html, book.chapters.length, (n) => `${chapterHref(n - 1)}#chapter-${n}`);
  return xhtmlPage(
    book,
    chapter.title,
    `<section epub:type="chapter" id="chapter-${index + 1}">\n<h2>${escapeXml(chapter.title)}</h2>\n${inBook}\n</section>`,
  );
}

function packageDocument(book: Book): string {
  const lang = escapeXml(book.lang);
  const creator = book.author ? `\n<dc:creator id="author">${escapeXml(book.author)}</dc:creator>` : '';
  const chapterItems = book.chapters
    .map((_, i) => `<item id="chapter-${i + 1}" href="${chapterHref(i)}" media-type="application/xhtml+xml"/>`)
    .join('\n');
  const chapterRefs = book.chapters.map((_, i) => `<itemref idref="chapter-${i + 1}"/>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${lang}">
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
<dc:identifier id="book-id">urn:uuid:${bookUuid(book.title, book.author)}</dc:identifier>
<dc:title>${escapeXml(book.title)}</dc:title>${creator}
<dc:language>${lang}</dc:language>
<dc:date>${isoDate(book.date)}</dc:date>
<meta property="dcterms:modified">${isoSeconds(book.date)}</meta>
</metadata>
<manifest>
<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
<item id="style" href="style.css" media-type="text/css"/>
<item id="title" href="title.xhtml" media-type="application/xhtml+xml"/>
${chapterItems}
</manifest>
<spine>
<itemref idref="title"/>
<itemref idref="nav"/>
${chapterRefs}
</spine>
</package>
`;
}

const CONTAINER = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
<rootfiles>
<rootfile full-path="${EPUB_DIR}/package.opf" media-type="application/oebps-package+xml"/>
</rootfiles>
</container>
`;

/** Characters XML 1.0 forbids (control characters but tab and line breaks, and the non-characters). */
const NOT_XML = /(?![\t\n\r])[\p{Cc}\uFFFE\uFFFF]/u;

/**
 * The last check before a document goes into the book: a character XML
 * forbids makes the whole EPUB unreadable, so it fails the export instead
 * of reporting success for a book e-readers and epubcheck reject.
 */
function assertXmlText(text: string): string {
  const bad = NOT_XML.exec(text);
  if (bad)
    throw new Error(
      `the book would hold the character U+${(bad[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}, which XML forbids`,
    );
  return text;
}

export function renderEpub(book: Book): Uint8Array {
  // Zip times are local DOS times from 1980 on; the book's date keeps a rebuild byte-identical.
  const mtime = book.date.getTime() < Date.UTC(1980, 1, 1) ? new Date(Date.UTC(1980, 1, 1)) : book.date;
  const deflated: ZipOptions = { level: 9, mtime };
  const entry = (text: string): [Uint8Array, ZipOptions] => [strToU8(assertXmlText(text)), deflated];
  const files: Record<string, [Uint8Array, ZipOptions]> = {
    // First and stored (level 0): readers identify the file by these bytes at offset 38.
    mimetype: [strToU8('application/epub+zip'), { level: 0, mtime }],
    'META-INF/container.xml': entry(CONTAINER),
    [`${EPUB_DIR}/package.opf`]: entry(packageDocument(book)),
    [`${EPUB_DIR}/nav.xhtml`]: entry(navDocument(book)),
    [`${EPUB_DIR}/style.css`]: entry(`${BOOK_CSS}\n`),
    [`${EPUB_DIR}/title.xhtml`]: entry(titlePage(book)),
  };
  book.chapters.forEach((_, i) => {
    files[`${EPUB_DIR}/${chapterHref(i)}`] = entry(chapterPage(book, i));
  });
  return zipSync(files);
}
