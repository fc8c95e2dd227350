/**
 * The book's stylesheet, shared by the HTML file (inline) and the EPUB
 * (style.css): a book's typography, serif text in a readable measure,
 * indented paragraphs, centered scene breaks, and nothing fetched from
 * anywhere, so the book reads the same offline.
 */
export const BOOK_CSS = `
body { font-family: Georgia, "Iowan Old Style", "Palatino Linotype", Palatino, "Times New Roman", serif; line-height: 1.6; }
h1, h2, h3, h4, h5, h6 { font-weight: normal; line-height: 1.25; hyphens: none; }
h1 { font-size: 2.2em; text-align: center; margin: 2em 0 0.5em; }
h2 { font-size: 1.6em; text-align: center; margin: 2.5em 0 1.5em; }
h3 { font-size: 1.2em; margin: 1.5em 0 0.75em; }
p { margin: 0; text-align: justify; hyphens: auto; }
p + p { text-indent: 1.5em; }
blockquote { margin: 1em 2em; font-style: italic; }
hr { border: none; margin: 1.5em 0; text-align: center; }
hr::after { content: "* * *"; letter-spacing: 0.5em; }
pre, code { font-family: "DejaVu Sans Mono", Menlo, Consolas, monospace; font-size: 0.9em; }
pre { white-space: pre-wrap; }
table { border-collapse: collapse; margin: 1em auto; }
th, td { border: 1px solid #999; padding: 0.25em 0.5em; }
.title-page { text-align: center; margin: 4em 0; }
.title-page p { text-indent: 0; }
.title-page .author { font-size: 1.3em; margin-top: 1em; text-align: center; }
.title-page .date { margin-top: 2em; text-align: center; font-size: 0.9em; }
.contents ol { list-style: none; padding: 0; }
.contents li { margin: 0.3em 0; }
.contents a { text-decoration: none; }
`.trim();

/** Extra rules for one long web page: a measure, margins, a dark mode, page breaks when printed. */
export const PAGE_CSS = `
body { max-width: 34em; margin: 0 auto; padding: 1em 1.25em 4em; font-size: 1.15em; color: #222; background: #fdfcf8; }
a { color: #36c; }
.contents { margin: 3em 0; }
.contents .nav-title { text-align: center; font-size: 1.3em; margin-bottom: 1em; }
.contents li { text-align: center; }
.chapter { margin-top: 4em; }
@media (prefers-color-scheme: dark) { body { color: #ddd; background: #1b1b1b; } a { color: #8ab4f8; } }
@media print { body { max-width: none; background: none; } .chapter { break-before: page; } a { color: inherit; } }
`.trim();
