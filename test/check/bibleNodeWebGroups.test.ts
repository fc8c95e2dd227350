import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { numberedLinesOf } from '../support/bibleRead.js';

/**
 * A character web whose nodes fall under group headings ("== THE PAPER =="): the heading says nothing of anyone and
 * reads as a blank line, the node under it keeping its own line (src/check/bibleNodeWeb.ts).
 */

const WEB = [
  '== FAMILY ==',
  '(Nora Keane)      34 | eyes green | editor',
  '(Tom Hanlon)      58 | eyes blue-grey | compositor',
  '== THE PAPER ==',
  '(Con Walsh)       81 | bald | brown eyes',
].join('\n');

describe('a group heading right above a node', () => {
  it('reads as a blank line between the entries, the node under it a person at its own line', () => {
    expect(numberedLinesOf(WEB)).toEqual(
      expect.arrayContaining([
        '3 ### Tom Hanlon — age: 58; eyes: blue-grey; compositor',
        '4 ',
        '5 ### Con Walsh — age: 81; bald; brown eyes',
      ]),
    );
    expect(parseBible(WEB, ENGLISH).characters.map((c) => [c.name, c.line])).toEqual([
      ['Nora Keane', 2],
      ['Tom Hanlon', 3],
      ['Con Walsh', 5],
    ]);
  });
});
