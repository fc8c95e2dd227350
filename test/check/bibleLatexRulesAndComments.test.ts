import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { latexAsMarkdown } from '../../src/check/bibleMarkup.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** A LaTeX bible of Mara Voss, her items `items` (lines joined by `eol`). */
function bible(items: string[], eol = '\n'): string {
  return [
    '\\documentclass{article}',
    '\\begin{document}',
    '\\section{Characters}',
    '\\subsection{Mara Voss}',
    '\\begin{description}',
    ...items,
    '\\end{description}',
    '\\end{document}',
    '',
  ].join(eol);
}

describe('rules and comments in a LaTeX bible', () => {
  it('drops a rule alone on its line, not a line that ends in one', () => {
    expect(latexAsMarkdown('\\begin{document}\nMara keeps bees. \\hline\n\\hline\n').split('\n')).toEqual([
      '',
      'Mara keeps bees.',
      '',
      '',
    ]);
  });

  it('reads a field whose line ends in a comment, the comment left out', () => {
    const b = parseBible(bible(['\\item[Eyes] grey % brown in draft one']), ENGLISH);
    expect(b.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Mara Voss', 'grey']]);
  });

  it('reads a field whose line ends in a comment in a bible with Windows line ends', () => {
    const b = parseBible(bible(['\\item[Eyes] grey % brown in draft one'], '\r\n'), ENGLISH);
    expect(b.characters.map((c) => [c.name, c.fields.eyes?.value])).toEqual([['Mara Voss', 'grey']]);
  });
});
