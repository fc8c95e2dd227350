import { describe, expect, it } from 'vitest';
import { htmlAsMarkdown } from '../../src/check/bibleMarkup.js';

/**
 * A definition list's description stays beside its term only when it follows the term's close at once; any other
 * element after a term, or a description after text on a line of its own, goes on a line of its own.
 */
describe('terms and what follows them in an HTML bible', () => {
  it('puts a paragraph after a term on its own line, not into the term', () => {
    expect(htmlAsMarkdown('<dl><dt>Mara</dt><p>The keeper</p>\n</dl>').split('\n')).toEqual([
      '**Mara**',
      'The keeper',
      '',
    ]);
  });

  it('keeps a description beside the term it follows at once', () => {
    expect(htmlAsMarkdown('<dl><dt>Mara</dt><dd>The keeper</dd>\n</dl>').split('\n')).toEqual([
      '- Mara: The keeper',
      '',
    ]);
  });

  it('puts a description after a line of text on a line of its own, not into the text', () => {
    expect(htmlAsMarkdown('<dl><dt>Mara</dt>\nnotes <dd>The keeper</dd>\n</dl>').split('\n')).toEqual([
      '**Mara**',
      'notes',
      '- The keeper',
      '',
    ]);
  });

  it('keeps a description beside its term in a page written in capitals ("<DT>", "<DD>")', () => {
    expect(htmlAsMarkdown('<DL><DT>Mara</DT><DD>The keeper</DD>\n</DL>').split('\n')).toEqual([
      '- Mara: The keeper',
      '',
    ]);
  });
});
