import { describe, expect, it } from 'vitest';
import { typstAsMarkdown } from '../../src/check/bibleTypst.js';

/**
 * A Typst bible's tables and symbols (bibleTypst.ts `typstAsMarkdown`): a table's "columns:" as a count, as a
 * fraction (one column), or as sizes repeated ("(1fr,) * 3") sets how its cells fall into rows; "#sym.arrow.l"
 * prints its arrow. Files written for these tests.
 */

const words = { isLabel: () => false, sectionOf: () => undefined };

const tableOf = (columns: string, cells: string[]) =>
  typstAsMarkdown(
    [
      '#set page(paper: "a5")',
      '',
      `#table(columns: ${columns},`,
      `  ${cells.map((c) => `[${c}]`).join(', ')},`,
      ')',
    ].join('\n'),
    words,
  )
    .markdown.split('\n')
    .filter((l) => l.startsWith('|'));

describe('a Typst table’s columns', () => {
  it('are as many as a count says, of one figure or more', () => {
    expect(tableOf('2', ['Mara', '30', 'Ned', '41'])).toEqual(['| Mara | 30 |', '| --- | --- |', '| Ned | 41 |']);
    const ten = Array.from({ length: 10 }, (_, k) => `c${k}`);
    expect(tableOf('10', ten)).toEqual([`| ${ten.join(' | ')} |`, `|${ten.map(() => ' --- ').join('|')}|`]);
  });

  it('are one for a single size', () => {
    expect(tableOf('1fr', ['Mara', 'Ned'])).toEqual(['| Mara |', '| --- |', '| Ned |']);
  });

  it('are the sizes times the count for repeated sizes', () => {
    expect(tableOf('(1fr,) * 3', ['Ch.', 'Date', 'Event', '1', '3 July 1965', 'the wedding'])).toEqual([
      '| Ch. | Date | Event |',
      '| --- | --- | --- |',
      '| 1 | 3 July 1965 | the wedding |',
    ]);
  });
});

describe('a Typst symbol', () => {
  it('prints the left arrow', () => {
    const { markdown } = typstAsMarkdown(
      ['#set page(paper: "a5")', '', 'Mara: grey eyes #sym.arrow.l blue'].join('\n'),
      words,
    );
    expect(markdown).toContain('Mara: grey eyes ← blue');
  });
});
