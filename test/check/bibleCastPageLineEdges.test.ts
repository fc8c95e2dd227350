import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A typed cast page's lines at their edges: a note at the margin right under its entry, a line of spaces only
 * between an entry and a line at the margin, and schedule lines with spaces left at their ends.
 */

const page = (between: string) => `                 DRAMATIS PERSONAE

WALTER GREIG ...................... harbourmaster, 61
CORA VANCE ........................ a lighthouse keeper
Brown eyes, white hair worn in a plait.
ALFIE MORROW ...................... the relief keeper
${between}
Green eyes, black hair.
MAY LOWRIE ........................ her sister

                                SCHEDULE

Ch 1   MON 2 MAR 1981...Alfie arrives.${'   '}
Ch 2   TUE 3 MAR 1981  Cora rows out.${'  '}
`;

const bible = (between = '   ') => parseBible(page(between), ENGLISH);
const looks = (name: string, between = '   ') => {
  const c = bible(between).characters.find((p) => p.name === name);
  return [c?.fields.eyes?.value, c?.fields.hair?.value];
};

describe('the edges of a typed cast page’s lines', () => {
  it('reads a line at the margin right under an entry as that entry’s', () => {
    expect(looks('Cora Vance')).toEqual(['Brown', 'white']);
  });

  it('takes a line of spaces only under an entry for a blank line: the margin line after it is read as after a blank', () => {
    for (const name of ['Alfie Morrow', 'May Lowrie']) expect(looks(name, '   ')).toEqual(looks(name, ''));
    expect(looks('Alfie Morrow', '')).toEqual([undefined, undefined]);
  });

  it('reads a schedule line with spaces at its end without a dash after what happens', () => {
    expect(bible().timeline.map((t) => [t.chapter, t.text])).toEqual([
      [1, 'chapter 1 — Mon 2 Mar 1981 — Alfie arrives.'],
      [2, 'chapter 2 — Tue 3 Mar 1981 — Cora rows out.'],
    ]);
  });
});
