import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';

/**
 * Manuscripts as an author hands them over, made from the shared
 * public-domain novels (chapter_NN.md each): the chapters joined into one
 * plain-text file (the "# " of each heading taken off, as a text file has
 * none), and into one Word document (each heading a Heading 1 paragraph, each
 * paragraph of the text one Word paragraph).
 */

/** ../shared/corpus/public-domain beside the clone, from test/support/ or its build in dist/test/support/. */
export const CORPUS = [3, 4]
  .map((up) => path.resolve(import.meta.dirname, ...Array<string>(up).fill('..'), 'shared', 'corpus', 'public-domain'))
  .find((dir) => existsSync(dir)) as string;
export const NOVELS = ['a-study-in-scarlet', 'pride-and-prejudice'] as const;

/** The novel's chapters, in order, as their files hold them. */
export function corpusChapters(novel: string): string[] {
  const dir = path.join(CORPUS, novel);
  return readdirSync(dir)
    .filter((name) => /^chapter_\d+\.md$/.test(name))
    .sort()
    .map((name) => readFileSync(path.join(dir, name), 'utf8'));
}

/** One plain-text file: each chapter's heading without its "# ", a blank line between chapters. */
export function joinedText(chapters: readonly string[]): string {
  return chapters.map((text) => text.replace(/^# /, '').trimEnd()).join('\n\n\n');
}

/** One Word document: the headings in Heading 1, the text's paragraphs (blank-line separated) one each. */
export async function joinedDocx(chapters: readonly string[]): Promise<Buffer> {
  const paragraphs: Paragraph[] = [];
  for (const chapter of chapters) {
    const [heading = '', ...rest] = chapter.split('\n');
    paragraphs.push(new Paragraph({ text: heading.replace(/^# /, ''), heading: HeadingLevel.HEADING_1 }));
    for (const block of rest.join('\n').split(/\n\s*\n/)) {
      const text = block.replace(/\s*\n\s*/g, ' ').trim();
      if (text !== '') paragraphs.push(new Paragraph({ text }));
    }
  }
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}
