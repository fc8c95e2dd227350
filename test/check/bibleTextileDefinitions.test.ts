import { describe, expect, it } from 'vitest';
import { textileAsMarkdown } from '../../src/check/bibleTextile.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/** Textile's definition list ("- term := definition") as labelled lines. Written for these tests. */

const lines = (page: string) => textileAsMarkdown(page, ENGLISH.months).markdown.split('\n');

describe('a Textile definition list', () => {
  it('reads "- term := definition" as a labelled line, however it is spaced', () => {
    expect(lines('- eyes := grey\n-  hair  :=  black, cut short\n- home := the mill\n- age := 34')).toEqual([
      '- eyes: grey',
      '- hair: black, cut short',
      '- home: the mill',
      '- age: 34',
    ]);
  });

  it('is a line that opens on the dash, and has its term and definition spaced from the ":="', () => {
    expect(lines('Mara - eyes := grey\n-eyes := grey\n- eyes:= grey\n- eyes :=grey\n- e := g')).toEqual([
      'Mara - eyes := grey',
      '-eyes := grey',
      '- eyes:= grey',
      '- eyes :=grey',
      '- e: g',
    ]);
  });
});
