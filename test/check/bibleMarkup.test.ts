import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { htmlAsMarkdown, isHtml, isLatex, latexAsMarkdown } from '../../src/check/bibleMarkup.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Bibles kept as an HTML export or a LaTeX document, read as the markdown they mean. */

const people = (bible: string) =>
  parseBible(bible, ENGLISH).characters.map((c) => ({
    name: c.name,
    line: c.line,
    eyes: c.fields.eyes?.value,
    age: c.fields.age?.value,
    hair: c.fields.hair?.value,
  }));

const HTML = [
  '<html><head><style>',
  '.c0{font-weight:700}',
  '</style></head><body>',
  '<h1 id="h.people"><span>People</span></h1>',
  '<h2><span>Nora Vance</span></h2>',
  '<ul>',
  '<li class="c4"><span class="c0">Age:</span><span>&nbsp;29 (born 1945).</span></li>',
  '<li class="c4"><span class="c0">Eyes:</span><span>&nbsp;grey &mdash; her father&rsquo;s.</span></li>',
  '</ul>',
  '<table><tr><td>Name</td><td>Eyes</td></tr>',
  '<tr><td>Tom Reyes</td><td>brown</td></tr></table>',
  '</body></html>',
].join('\n');

describe('an HTML bible', () => {
  it('is told from markdown and prose by its closed elements on most lines, or its opening', () => {
    expect(isHtml(HTML)).toBe(true);
    expect(isHtml('## Nora Vance\n- Eyes: grey <her father’s>\n')).toBe(false);
    expect(isHtml('<!DOCTYPE html>\n<p>x</p>')).toBe(true);
    // A markdown bible with one table in HTML stays markdown.
    const md =
      '## Nora\n- Eyes: grey\n- Children:\n  - Faith Morgan\n- Home: Alba\n- Age: 40\n<table><tr><td>a</td><td>b</td><td>c</td></tr></table>\n';
    expect(isHtml(md)).toBe(false);
  });

  it('keeps each element at its line: headings, bullets with their entities read, rows; the head blank', () => {
    const lines = htmlAsMarkdown(HTML).split('\n');
    expect(lines).toHaveLength(HTML.split('\n').length);
    expect(lines.slice(0, 3)).toEqual(['', '', '']);
    expect(lines[3]).toBe('# People');
    expect(lines[4]).toBe('## Nora Vance');
    expect(lines[7]).toBe('- Eyes: grey — her father’s.');
    expect(lines[9]).toBe('| Name | Eyes |');
    expect(lines[10]).toBe('| Tom Reyes | brown |');
  });

  it('is read as the bible it means, each entry at its own line', () => {
    expect(people(HTML)).toEqual([
      { name: 'Nora Vance', line: 5, eyes: 'grey', age: '29 (born 1945).', hair: undefined },
      { name: 'Tom Reyes', line: 11, eyes: 'brown', age: undefined, hair: undefined },
    ]);
  });

  it("reads a definition's term and description as a labelled line, beside each other or on two lines", () => {
    expect(htmlAsMarkdown('<dl>\n<dt>Eyes</dt><dd>grey</dd>\n<dt>Age</dt>\n<dd>29</dd>\n</dl>').split('\n')).toEqual([
      '',
      '- Eyes: grey',
      '- Age: 29',
      '',
      '',
    ]);
  });

  it('reads the layouts word processors write: items run together, a row over lines, a heading wrapped, a paragraph beside a heading', () => {
    const md = (html: string) => htmlAsMarkdown(html).split('\n');
    expect(md('<ul><li>Eyes: blue</li><li>Age: 54</li></ul>')).toEqual(['- Eyes: blue', '- Age: 54']);
    expect(md('<dl><dt>Age</dt><dd>54</dd><dt>Eyes</dt><dd>blue</dd></dl>')).toEqual(['- Age: 54', '- Eyes: blue']);
    expect(md('<table>\n<tr>\n<td>Walter</td>\n<td>blue</td>\n</tr>\n</table>\n<p>After.</p>')).toEqual([
      '',
      '| Walter | blue |',
      '',
      '',
      '',
      '',
      'After.',
    ]);
    expect(md('<h2>Walter\nHalloran</h2>\n<p>Blue eyes.</p>')).toEqual(['## Walter Halloran', '', 'Blue eyes.']);
    expect(md('<h2>Walter Halloran</h2> <p>Blue eyes</p>')).toEqual(['## Walter Halloran', 'Blue eyes']);
  });

  it('blanks an unclosed style to the end, at once', () => {
    expect(htmlAsMarkdown('<h2>Ada</h2>\n<style>p{}\n<style>q{}')).toBe('## Ada\n\n');
  });

  it('breaks a page run together on one line at each element', () => {
    const one = '<h2>Nora Vance</h2><ul><li>Eyes: grey</li><li>Age: 29</li></ul><p>A pilot.</p>';
    expect(
      htmlAsMarkdown(one)
        .split('\n')
        .filter((l) => l !== ''),
    ).toEqual(['## Nora Vance', '- Eyes: grey', '- Age: 29', 'A pilot.']);
  });

  it('breaks elements run together on any line of a page of many lines', () => {
    const page = '<h2>Nora Vance</h2>\n<ul><li>Eyes: grey</li><li>Age: 29</li></ul>\n<p>A pilot.</p>\n';
    expect(
      htmlAsMarkdown(page)
        .split('\n')
        .filter((l) => l !== ''),
    ).toEqual(['## Nora Vance', '- Eyes: grey', '- Age: 29', 'A pilot.']);
  });
});

const LATEX = [
  '\\documentclass{article}',
  '\\newcommand{\\dead}{\\textsc{dead}}',
  '\\newcommand{\\ch}[1]{ch.~#1}',
  '\\begin{document}',
  '\\section{Characters} % the cast',
  '\\subsection{Nora Vance}',
  '\\begin{description}',
  '  \\item[Eyes] grey; \\emph{never} blue.',
  '  \\item[Hair] long black plait $\\rightarrow$ cut short (\\ch{4}).',
  '\\end{description}',
  '\\subsection{Tom Reyes \\dead}',
  'Died Sunday, 14~March 1971 -- after lunch --- at home.',
  'Ada Lee & cook; 50\\\\',
  '\\end{document}',
].join('\n');

describe('a LaTeX bible', () => {
  it('is told by its document class or its sections and items on a third of its lines', () => {
    expect(isLatex(LATEX)).toBe(true);
    expect(isLatex('\\section{A}\n\\item one\n\\item two\n')).toBe(true);
    expect(isLatex('## Nora\n- Eyes: grey\n')).toBe(false);
    const prose =
      '## Notes\nI moved this from LaTeX: \\section, \\subsection and \\item were its marks.\n- Hair: 50% grey\n- Eyes: blue\n- Age: 40\n';
    expect(isLatex(prose)).toBe(false);
    // A command or two opening short notes is too few to tell, however many of the lines they open.
    expect(isLatex('\\newpage\nMara Voss, grey eyes.\n')).toBe(false);
  });

  it('reads a section with a short title or a label after it, and money and line breaks in a line', () => {
    const md = latexAsMarkdown(
      '\\section{Walter Halloran}\\label{sec:walter}\n\\subsection[Walter]{Walter Halloran}\nPaid \\$40 \\\\ then left.',
    ).split('\n');
    expect(md).toEqual(['## Walter Halloran', '### Walter Halloran', 'Paid $40 then left.']);
  });

  it('reads sections, labelled items, the author’s own commands, dashes and table rows, line for line', () => {
    const lines = latexAsMarkdown(LATEX).split('\n');
    expect(lines).toHaveLength(LATEX.split('\n').length);
    expect(lines.slice(0, 4)).toEqual(['', '', '', '']);
    expect(lines[4]).toBe('## Characters');
    expect(lines[5]).toBe('### Nora Vance');
    expect(lines[7]).toBe('- Eyes: grey; never blue.');
    expect(lines[8]).toBe('- Hair: long black plait → cut short (ch. 4).');
    expect(lines[10]).toBe('### Tom Reyes dead');
    expect(lines[11]).toBe('Died Sunday, 14 March 1971 – after lunch — at home.');
    expect(lines[12]).toBe('| Ada Lee | cook; 50 |');
  });

  it('is read as the bible it means', () => {
    expect(people(LATEX)[0]).toEqual({
      name: 'Nora Vance',
      line: 6,
      eyes: 'grey',
      age: undefined,
      hair: expect.stringContaining('long black'),
    });
  });
});
