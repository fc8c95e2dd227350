import { yaml } from '../util/yaml.js';
import type { Book } from './book.js';
import { plainText } from './chapterText.js';
import { isoDate } from './meta.js';

/**
 * The book as one markdown file: YAML front matter with the metadata (pandoc,
 * static site generators and most editors read it), "# Title", a contents
 * list linking to the chapters, then each chapter as "## Title". The links
 * use the heading ids GitHub and most previewers derive from the text, so
 * no raw HTML anchors are needed.
 */

/** GitHub's heading id: lower case, punctuation dropped, spaces to hyphens; repeats get -1, -2. */
export function headingSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = text
      .toLowerCase()
      .trim()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base);
    seen.set(base, (count ?? 0) + 1);
    return count === undefined ? base : `${base}-${count}`;
  };
}

export function renderMarkdown(book: Book): string {
  const meta: Record<string, string> = { title: book.title };
  if (book.author) meta.author = book.author;
  meta.lang = book.lang;
  meta.date = isoDate(book.date);

  // Slugs are handed out in document order, body headings included, as a previewer does.
  const slug = headingSlugger();
  slug(book.title);
  const anchors = book.chapters.map((chapter) => {
    const anchor = slug(chapter.title);
    for (const token of chapter.tokens)
      if (token.type === 'heading' && 'tokens' in token) slug(plainText(token.tokens ?? []));
    return anchor;
  });

  const contents = book.chapters
    .map((chapter, i) => `${i + 1}. [${chapter.title.replace(/[[\]\\]/g, '\\$&')}](#${anchors[i]})`)
    .join('\n');
  const chapters = book.chapters.map((chapter) => `## ${chapter.title}\n\n${chapter.markdown}`.trim()).join('\n\n');
  const byline = book.author ? `*${book.author}*\n\n` : '';
  return `---\n${yaml().stringify(meta).trim()}\n---\n\n# ${book.title}\n\n${byline}**Contents**\n\n${contents}\n\n${chapters}\n`;
}
