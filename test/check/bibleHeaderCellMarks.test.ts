import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A wiki table marks its header cells ("|!Fate / notes |" in TiddlyWiki): the mark is no part of the label, so a
 * "Fate / notes" column is read as the notes it is (a move in chapter 7 is no death), and a "Looks" column as looks.
 */
describe("a wiki table's header cell marks", () => {
  const bible = [
    '!! People',
    '',
    '|!Name |!Looks |!Age |!Fate / notes |',
    '|[[Hester Quayle]] |grey eyes; white hair |61 |keeps house at the mill; moves to Bradford in chapter 7 |',
    '|[[Amos Quayle]] |big, red beard |58 |drowned in the mill race in chapter 3 |',
    '',
  ].join('\n');
  const people = parseBible(bible, ENGLISH).characters;
  const hester = people.find((c) => c.name === 'Hester Quayle');
  const amos = people.find((c) => c.name === 'Amos Quayle');
  it('reads no death in a notes column that tells a move', () => {
    expect(hester?.diesIn).toBeUndefined();
  });
  it('still reads a death the column tells', () => {
    expect(amos?.diesIn?.value).toBe(3);
  });
  it('reads the looks column as looks', () => {
    expect(hester?.fields.eyes?.value).toBe('grey');
  });
});
