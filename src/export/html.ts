import type { Book } from './book.js';
import { placeInBookLinks } from './links.js';
import { isoDate } from './meta.js';
import { BOOK_CSS, PAGE_CSS } from './style.js';
import { escapeXml } from './xhtml.js';

/**
 * The book as one self-contained web page: the stylesheet inline, a title
 * block, contents linking to each chapter, the chapters as sections. No
 * script, font or image is fetched, so the file reads the same offline and
 * can be mailed or put on any web server as it is.
 */
export function renderHtml(book: Book): string {
  const date = isoDate(book.date);
  const contents = book.chapters
    .map((chapter, i) => `<li><a href="#chapter-${i + 1}">${escapeXml(chapter.title)}</a></li>`)
    .join('\n');
  const chapters = book.chapters
    .map(
      (chapter, i) =>
        `<section class="chapter" id="chapter-${i + 1}">\n<h2>${escapeXml(chapter.title)}</h2>\n${placeInBookLinks(chapter.html, book.chapters.length, (n) => `#chapter-${n}`)}\n</section>`,
    )
    .join('\n');
  const author = book.author ? escapeXml(book.author) : undefined;
  return `<!DOCTYPE html>
<html lang="${escapeXml(book.lang)}">
<head>
<meta charset="utf-8"/>
<meta name="viewport" content="width=device-width, initial-scale=1"/>
<title>${escapeXml(book.title)}</title>
${author ? `<meta name="author" content="${author}"/>\n` : ''}<meta name="dcterms.date" content="${date}"/>
<meta name="generator" content="writer"/>
<style>
${BOOK_CSS}
${PAGE_CSS}
</style>
</head>
<body>
<header class="title-page">
<h1>${escapeXml(book.title)}</h1>
${author ? `<p class="author">${author}</p>\n` : ''}<p class="date"><time datetime="${date}">${date}</time></p>
</header>
<nav class="contents" aria-label="Contents">
<p class="nav-title">Contents</p>
<ol>
${contents}
</ol>
</nav>
<main>
${chapters}
</main>
</body>
</html>
`;
}
