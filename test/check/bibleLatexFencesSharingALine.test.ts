import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A LaTeX bible that opens or closes an environment on a line holding words of its own: only a fence alone on its
 * line is dropped (src/check/bibleMarkup.ts, latexAsMarkdown).
 */

const document = (lines: string[]) =>
  ['\\documentclass{article}', '\\begin{document}', '\\section{Characters}', ...lines, '\\end{document}', ''].join(
    '\n',
  );

const deaths = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.diesIn?.value, c.diesIn?.line]);

describe('an environment fence sharing its line', () => {
  it('keeps a death told after a quote opens on the same line', () => {
    const bible = document(['\\subsection{Mara Voss}', '\\begin{quote} Mara drowns in chapter 9.', '\\end{quote}']);
    expect(deaths(bible)).toEqual([['Mara Voss', 9, 5]]);
  });

  it('keeps a death told before a quote closes on the same line', () => {
    const bible = document(['\\subsection{Tomas Reed}', '\\begin{quote}', 'Tomas dies in chapter 4. \\end{quote}']);
    expect(deaths(bible)).toEqual([['Tomas Reed', 4, 6]]);
  });

  it('keeps a heading whose line also opens the list of its fields', () => {
    const bible = document(['\\subsection{Anne Hale} \\begin{description}', '\\item[Eyes] grey', '\\end{description}']);
    expect(parseBible(bible, ENGLISH).characters.map((c) => [c.name, c.line, c.fields.eyes?.value])).toEqual([
      ['Anne Hale', 4, 'grey'],
    ]);
  });
});
