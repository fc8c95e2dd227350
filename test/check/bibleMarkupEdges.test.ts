import { describe, expect, it } from 'vitest';
import { htmlAsMarkdown, isHtml, isLatex, latexAsMarkdown } from '../../src/check/bibleMarkup.js';

/** The edges of HTML and LaTeX bibles read as markdown: what tells them, and each element and mark, line for line. */

const md = (html: string) => htmlAsMarkdown(html).split('\n');
const tex = (latex: string) => latexAsMarkdown(latex).split('\n');

describe('what tells an HTML bible', () => {
  it('wants three closed elements of any heading level, on more than half its lines', () => {
    expect(isHtml('<h2>Ada</h2>\n<h3>Eyes</h3>\n<h4>grey</h4>\n')).toBe(true);
    expect(isHtml('<h2>Ada</h2>\n<p>Eyes: grey</p>\n')).toBe(false);
    // Exactly half the lines open on a tag: notes with some HTML in them.
    expect(isHtml('Notes on Ada\n<p>Eyes</p> <p>grey</p>\n<p>Age: 40</p>\nMore to come\n')).toBe(false);
    expect(isHtml('Notes on Ada\n<p>Eyes</p> <p>grey</p>\n<p>Age: 40</p>\n')).toBe(true);
  });
});

describe('an HTML page read as markdown', () => {
  it('reads entities by number in either case of x, by name in any case, and keeps one it does not know', () => {
    expect(md('<p>a &#x2014; b &#X2013; c &#8230; &foo; &AMP; d</p>')).toEqual(['a — b – c … &foo; & d']);
  });

  it('runs spaces together and trims them', () => {
    expect(md('<p>  Eyes:   grey\tblue  </p>')).toEqual(['Eyes: grey blue']);
  });

  it('reads a heading left open at the end, or closed on a later line a dozen lines on, but no further', () => {
    expect(md('<h2>Walter Halloran')).toEqual(['## Walter Halloran']);
    const wrapped = (n: number) => md(['<h2>Walter', ...Array(n - 1).fill('Halloran'), '</h2>'].join('\n'));
    expect(wrapped(12)[0]).toBe(`## Walter${' Halloran'.repeat(11)}`);
    expect(wrapped(12)).toHaveLength(13);
    expect(wrapped(13)[0]).toBe('## Walter');
    expect(wrapped(13)[1]).toBe('Halloran');
  });

  it('reads cells with attributes, a last cell left open, and an empty row as no row', () => {
    expect(md('<tr><td class="n">Walter</td><td style="x">blue</td></tr>')).toEqual(['| Walter | blue |']);
    expect(md('<tr><td>Walter</td><td>blue')).toEqual(['| Walter | blue |']);
    expect(md('<table><tr></tr></table>')).toEqual(['']);
  });

  it('reads a term and description with attributes and spaces, one left open, a term or a description alone', () => {
    expect(md('<dt class="t">Eye colour</dt> <dd class="d">grey blue</dd>')).toEqual(['- Eye colour: grey blue']);
    expect(md('<dt>Eyes</dt><dd>grey')).toEqual(['- Eyes: grey']);
    expect(md('<dl>\n<dt>People</dt>\n</dl>')).toEqual(['', '**People**', '']);
    expect(md('<dl>\n<dd>grey</dd>\n</dl>')).toEqual(['', '- grey', '']);
    // A term on its line with a description already beside it is not joined to the next.
    expect(md('<dt>Eyes</dt><dd>grey</dd>\n<dd>blue</dd>')).toEqual(['- Eyes: grey', '- blue']);
  });

  it('breaks no line for text on the line before an element', () => {
    expect(md('Intro text\n<p>More.</p>')).toEqual(['Intro text', 'More.']);
  });

  it('blanks a closed style or head in any case, the text after it kept, each line kept once', () => {
    expect(md('<STYLE>p{}</STYLE><h2>Ada</h2>')).toEqual(['## Ada']);
    const page = '<head>\n<style>\np{}\n</style>\n</head>\n<h2>Ada</h2>';
    expect(md(page)).toEqual(['', '', '', '', '', '## Ada']);
  });
});

describe('what tells a LaTeX bible', () => {
  it('takes a document begun without a class, and wants a third of the lines to open on a command', () => {
    expect(isLatex('Notes\n\\begin{document}\n')).toBe(true);
    const third = '\\section{Ada}\nEyes grey.\nAge 40.\n\\item one\nHair red.\nHome Alba.\n\\item two\nA.\nB.\n';
    expect(isLatex(third)).toBe(true);
    expect(isLatex(`${third}C.\n`)).toBe(false);
  });
});

describe('a LaTeX document read as markdown', () => {
  it('reads the headings of each depth, starred or not', () => {
    expect(tex('\\section*{Ada}\n\\subsubsection{Eyes}\n\\paragraph{Notes}')).toEqual([
      '## Ada',
      '#### Eyes',
      '##### Notes',
    ]);
  });

  it("expands the author's commands written without braces, and renewed", () => {
    const doc = '\\newcommand\\dead{died}\n\\renewcommand{\\aka}{also}\n\\begin{document}\nTom \\dead, \\aka Ada.';
    expect(tex(doc)).toEqual(['', '', '', 'Tom died, also Ada.']);
  });

  it('keeps an escaped per cent and drops a comment', () => {
    expect(tex('Hair: 50\\% grey % ask Ada')).toEqual(['Hair: 50% grey']);
  });

  it('blanks the fences of environments, with arguments and spaces', () => {
    expect(tex('\\begin{tabular}{ll}\n  \\end{tabular}  \nAda')).toEqual(['', '', 'Ada']);
  });

  it('reads items with a label and no space, or indented', () => {
    expect(tex('\\item[Eyes]grey\n   \\item  blue eyes')).toEqual(['- Eyes: grey', '- blue eyes']);
  });

  it('reads a row only where a bare ampersand and a line break end it, and drops the rules', () => {
    expect(tex('Ada & cook \\\\  \nSmith \\& Sons \\\\\nAda & Tom')).toEqual([
      '| Ada | cook |',
      'Smith & Sons',
      'Ada & Tom',
    ]);
    expect(tex('\\hline\n  \\midrule\n\\toprule\n\\bottomrule\n\\maketitle\n\\noindent\n\\noindent Ada')).toEqual([
      '',
      '',
      '',
      '',
      '',
      '',
      'Ada',
    ]);
    // A rule with the table's end beside it: nothing of it is text.
    expect(tex('  \\bottomrule \\end{tabular}')).toEqual(['']);
  });

  it('reads the inline marks: maths, escapes, spaces, breaks, commands with options', () => {
    expect(tex('Height $5\\,ft$ and \\textbf{very tall}.')).toEqual(['Height 5 ft and very tall.']);
    expect(tex('Tom \\_ \\# \\{x\\} a\\,b a\\;b a\\ b')).toEqual(['Tom _ # x a b a b a b']);
    expect(tex('Tall \\\\[2pt] thin')).toEqual(['Tall thin']);
    expect(tex('see \\cite[p.~4]{kell} now \\hfill then \\vspace*{1em}')).toEqual(['see kell now then 1em']);
  });
});

describe('TeX quotation marks', () => {
  it('are written as double quotes', () => {
    expect(tex("\\section{Characters}\n\\subsection{Mara Voss}\nCalled ``Marrie'' by her brother.\n")).toEqual([
      '## Characters',
      '### Mara Voss',
      'Called "Marrie" by her brother.',
      '',
    ]);
  });
});
