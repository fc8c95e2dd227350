import { describe, expect, it } from 'vitest';
import { readFacts } from '../../src/check/facts.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * "Bill Pruitt" beside "William Pruitt" (src/check/facts.ts, the drafts of the cast): a short form of a given name
 * before the same surname is one person, named as the bible or the book names them more; named side by side in a
 * paragraph they are two. What a copy editor sees is the cast a finding names.
 */

/** Each character of chapters given as texts: its name, then its other names sorted. */
function castOf(texts: string[], bible = ''): string[][] {
  const { facts } = readFacts(manuscriptOf(chaptersOf(...texts), bible), ENGLISH);
  return facts.cast.map((c) => [c.name, ...c.names.filter((n) => n !== c.name).sort()]);
}

const BILL = 'Bill Pruitt was the lawyer. Bill Pruitt sat down.';
const WILLIAM = 'William Pruitt signed the deed.';

describe('a short form of a given name before the same surname', () => {
  it('is one person, named by the form the book uses more', () => {
    expect(castOf([`${BILL}\n\n${WILLIAM}`, 'Bill Pruitt frowned. He paid.'])).toEqual([
      ['Bill Pruitt', 'Bill', 'Pruitt', 'William', 'William Pruitt'],
    ]);
    expect(castOf([`${BILL}\n\n${WILLIAM}`, 'He paid.\n\nWilliam Pruitt came in.'])).toEqual([
      ['William Pruitt', 'Bill', 'Bill Pruitt', 'Pruitt', 'William'],
    ]);
  });

  it('is named as the bible names them, however often the book uses the short form', () => {
    expect(
      castOf(
        [`${BILL}\n\n${WILLIAM}`, 'Bill Pruitt frowned. He paid.'],
        '## Characters\n### William Pruitt\n- eyes: blue\n',
      ),
    ).toEqual([['William Pruitt', 'Bill', 'Bill Pruitt', 'Pruitt', 'William']]);
  });

  it('is one person beside someone else of another name', () => {
    expect(
      castOf([`${BILL}\n\n${WILLIAM}`, 'Bill Pruitt frowned. He paid.\n\nArne Pedersen came in. Arne Pedersen sat.']),
    ).toEqual([
      ['Arne Pedersen', 'Arne', 'Pedersen'],
      ['Bill Pruitt', 'Bill', 'Pruitt', 'William', 'William Pruitt'],
    ]);
  });

  it('is not a person of another surname, nor of a given name the short form does not stand for', () => {
    expect(
      castOf([`${BILL}\n\nWilliam Hale signed the deed. William Hale sat.`, 'Bill Pruitt frowned. He paid.']),
    ).toEqual([
      ['William Hale', 'Hale', 'William'],
      ['Bill Pruitt', 'Bill', 'Pruitt'],
    ]);
    expect(castOf([`${BILL}\n\nTom Pruitt signed the deed. Tom Pruitt sat.`, 'Bill Pruitt frowned. He paid.'])).toEqual(
      [
        ['Bill Pruitt', 'Bill'],
        ['Tom Pruitt', 'Tom'],
      ],
    );
  });

  it('is two people when both are named in one paragraph', () => {
    expect(castOf([`${BILL} ${WILLIAM}`, 'Bill Pruitt frowned. He paid.'])).toEqual([
      ['William Pruitt', 'William'],
      ['Bill Pruitt', 'Bill'],
    ]);
  });
});
