import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { htmlAsMarkdown } from '../../src/check/bibleMarkup.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * An HTML bible whose element wraps over lines just after one of its kind closed on its own line (a list item on
 * one line, the next over two): the wrapped one is joined on its first line and read, the one before it kept.
 */

const PAGE = [
  '<html><body>',
  '<h2>Mara Voss</h2>',
  '<ul>',
  '<li>Age: 34</li>',
  '<li>Eyes:',
  '  grey</li>',
  '</ul>',
  '</body></html>',
].join('\n');

describe('an HTML element wrapped over lines after one of its kind', () => {
  it('is joined on its first line, the one closed before it kept', () => {
    expect(htmlAsMarkdown(PAGE).split('\n')).toEqual(['', '## Mara Voss', '', '- Age: 34', '- Eyes: grey', '', '', '']);
  });

  it('gives the bible the field it holds, at its first line', () => {
    const [mara, ...others] = parseBible(PAGE, ENGLISH).characters;
    expect(others).toEqual([]);
    expect([mara?.name, mara?.fields.age, mara?.fields.eyes]).toEqual([
      'Mara Voss',
      { value: '34', line: 4 },
      { value: 'grey', line: 5 },
    ]);
  });
});
