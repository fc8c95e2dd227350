import { describe, expect, it } from 'vitest';
import { chapterView, plainView } from '../../src/studio/chapterView.js';

/**
 * The reader shows a chapter the parser cannot take (a RangeError, as a stack overflow on a 5 MB paragraph once
 * was in a loaded run) as its plain paragraphs, escaped, each at the line it starts on; any other error is no
 * chapter's to hide.
 */
const TEXT = '# Storm\n\nThe sea was <b>grey</b>.\nIt rose.\n\nMara & Tom went down.\n';

describe('a chapter the parser cannot take', () => {
  it('is shown as its plain paragraphs at their lines, escaped, under its heading', () => {
    const overflow = () => {
      throw new RangeError('Maximum call stack size exceeded');
    };
    expect(chapterView(TEXT, 'chapter_03.md', 3, (n) => `#c${n}`, overflow)).toEqual({
      title: 'Storm',
      blocks: [
        { line: 3, html: '<p>The sea was &lt;b&gt;grey&lt;/b&gt;.\nIt rose.</p>' },
        { line: 6, html: '<p>Mara &amp; Tom went down.</p>' },
      ],
    });
  });

  it('keeps the fallback title and a last paragraph with no newline after it', () => {
    expect(plainView('First line.\n\nLast line.', 'chapter_07.md')).toEqual({
      title: 'chapter_07.md',
      blocks: [
        { line: 1, html: '<p>First line.</p>' },
        { line: 3, html: '<p>Last line.</p>' },
      ],
    });
  });

  it('passes any other error on', () => {
    const broken = () => {
      throw new TypeError('not a chapter');
    };
    expect(() => chapterView(TEXT, 'chapter_03.md', 3, (n) => `#c${n}`, broken)).toThrow('not a chapter');
  });

  it('is read by the parser when it can', () => {
    expect(chapterView(TEXT, 'chapter_03.md', 3, (n) => `#c${n}`).blocks.map((b) => b.line)).toEqual([3, 6]);
  });
});
