import { describe, expect, it } from 'vitest';
import { htmlAsMarkdown, latexAsMarkdown } from '../../src/check/bibleMarkup.js';

/** LaTeX sections where they are and are not headings, and HTML elements closed in another case than opened. */

const md = (html: string) => htmlAsMarkdown(html).split('\n');
const tex = (latex: string) => latexAsMarkdown(latex).split('\n');

describe('a LaTeX section command', () => {
  it('is a heading when it opens its line, indented or not', () => {
    expect(tex('\\section{Ada Byrne}\n  \\subsection{Eyes}')).toEqual(['## Ada Byrne', '### Eyes']);
  });

  it('named in the middle of a line is no heading, its title kept as text', () => {
    expect(tex('Notes as in \\section{Ada Byrne} above')).toEqual(['Notes as in Ada Byrne above']);
  });

  it('keeps a title with a styled word in it, of one letter or many, as the heading', () => {
    expect(tex('\\section{Walter \\textsc{Halloran}}')).toEqual(['## Walter Halloran']);
    expect(tex('\\subsection{Ada \\emph{B}. Byrne}')).toEqual(['### Ada B. Byrne']);
  });
});

describe('an HTML heading closed in another case than it was opened', () => {
  it('is closed on its own line: the lines after it are not joined to it', () => {
    expect(md('<H2>Ada Byrne</h2>\n<p>Eyes: grey</p>\n<h2>Walter</h2>')).toEqual([
      '## Ada Byrne',
      'Eyes: grey',
      '## Walter',
    ]);
  });
});
