import { AlignmentType, Document, HeadingLevel, Packer, Paragraph, TableOfContents, TextRun } from 'docx';
import type { Book } from './book.js';
import { chapterBlocks, ORDERED, ORDERED_LEVELS } from './docxBody.js';
import { isoDate } from './meta.js';

/**
 * The book as a Word document (what editors and Google Docs take): the
 * title as Heading 1, each chapter as Heading 2 starting a new page, the
 * chapters' own headings as Heading 3 and below, and a table of contents
 * field over the chapter headings. Real heading styles, not big bold text,
 * so Word's navigation pane, its contents and pandoc all see the structure.
 */

function titleBlock(book: Book): Paragraph[] {
  const centered = (text: string, size: number) =>
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text, size })] });
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(book.title)] }),
    ...(book.author ? [centered(book.author, 32)] : []),
    centered(isoDate(book.date), 22),
  ];
}

export async function renderDocx(book: Book): Promise<Uint8Array> {
  const lists = { count: 0 };
  const chapters = book.chapters.flatMap((chapter) => [
    new Paragraph({ heading: HeadingLevel.HEADING_2, pageBreakBefore: true, children: [new TextRun(chapter.title)] }),
    ...chapterBlocks(chapter.tokens, lists),
  ]);
  const document = new Document({
    title: book.title,
    // An empty creator is left out; without it the library writes "Un-named" as the author.
    creator: book.author ?? '',
    lastModifiedBy: 'writer',
    description: `${book.title}, ${book.chapters.length} chapters`,
    numbering: { config: [{ reference: ORDERED, levels: ORDERED_LEVELS }] },
    styles: {
      default: {
        document: {
          run: { font: 'Georgia', size: 24, language: { value: book.lang } },
          paragraph: { spacing: { after: 120, line: 312 } },
        },
        heading1: {
          run: { font: 'Georgia', size: 52, bold: false, color: '000000' },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 2400, after: 480 } },
        },
        heading2: {
          run: { font: 'Georgia', size: 36, bold: false, color: '000000' },
          paragraph: { alignment: AlignmentType.CENTER, spacing: { before: 1200, after: 480 } },
        },
        heading3: { run: { font: 'Georgia', size: 28, bold: true, color: '000000' } },
      },
    },
    sections: [
      {
        children: [
          ...titleBlock(book),
          // Chapter titles only (Heading 2): the book title and the chapters' inner headings stay out of it.
          new TableOfContents('Contents', { hyperlink: true, headingStyleRange: '2-2' }),
          ...chapters,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}
