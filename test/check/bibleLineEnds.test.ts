import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

// A bible saved on Windows ends its lines in CRLF: a LaTeX one lost its "\item[Eyes] grey" lines, the "\r" left on
// each line keeping its pattern from matching.
describe('a bible saved with Windows line ends', () => {
  const latex = [
    '\\documentclass{article}',
    '\\begin{document}',
    '\\section{Characters}',
    '\\subsection{Mara Voss}',
    '\\begin{description}',
    '\\item[Eyes] grey',
    '\\item[Age] 34',
    '\\end{description}',
    '\\end{document}',
    '',
  ];
  const markdown = ['# Bible', '', '## Characters', '### Mara Voss', '- eyes: grey', '- age: 34', ''];

  it.each([
    ['LaTeX', latex],
    ['markdown', markdown],
  ])('is read as with LF, %s, each fact on its own line', (_, lines) => {
    const read = (text: string) => parseBible(text, ENGLISH).characters.map((c) => [c.name, c.fields]);
    expect(read(lines.join('\r\n'))).toEqual(read(lines.join('\n')));
    expect(read(lines.join('\r\n'))[0]?.[1]).toMatchObject({ eyes: { value: 'grey' }, age: { value: '34' } });
  });
});
