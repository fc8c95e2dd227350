import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * How a typed cast page's capitals come out as names: a full name in brackets typed with two spaces, a title typed
 * without its stop ("DR RANSOME"), a hyphen or an apostrophe inside a name ("ANNE-MARIE O'NEILL"); and the titles of
 * its list of sets, whose words in capitals keep a capital only when the page writes them so inside a sentence
 * ("kept by Mrs. Doyle", "Frost's since 1931"). Written for these tests.
 */

const PAGE = `THE SALT ROAD

TUCK (Thomas  Keogh) ................. the narrator
DR RANSOME (Hugh) .................... the surgeon
ANNE-MARIE O'NEILL ................... a nurse
CORA VANCE ........................... a lighthouse keeper
     Brown eyes. Home: a flat off the quay with NO garden.
WALTER GREIG ......................... harbourmaster
     Blue eyes, "like the sea."  GREY hair, a beard.
MAUD GREIG ........................... Widow. RED hair.
NORA LACEY ........................... a student nurse
     GREEN eyes.

SETS

THE DOYLE HOUSE -- kept by Mrs. Doyle
OLD FROST'S WATCH -- a Hamilton, Frost's since 1931
THE HANLON BAR -- the quay bar kept by  Hanlon
THE GRAND HOTEL -- across from the CBC. Grand only in name.
`;

const person = (name: string) => parseBible(PAGE, ENGLISH).characters.find((c) => c.name === name);

describe('a cast page’s names in capitals', () => {
  it('reads a full name in brackets typed with two spaces as one name', () => {
    expect(person('Thomas Keogh')?.names).toEqual(['Thomas Keogh', 'Thomas', 'Keogh', 'Tuck', 'Tuck Keogh']);
  });

  it('gives a title typed without its stop the stop ("DR RANSOME" is Dr. Ransome)', () => {
    expect(person('Hugh Ransome')?.names).toEqual(['Hugh Ransome', 'Hugh', 'Ransome', 'Dr. Ransome']);
  });

  it('gives a short form at the end of a name no stop: a title stands before a name ("NED ST" is Ned St)', () => {
    const page = [
      'THE SALT ROAD',
      '',
      'CORA VANCE ........................ a lighthouse keeper',
      'NED ST ............................ a lodger',
      'DR RANSOME ........................ the doctor',
      '',
    ].join('\n');
    expect(parseBible(page, ENGLISH).characters.map((c) => c.name)).toEqual(['Cora Vance', 'Ned St', 'Dr. Ransome']);
  });

  it('capitalises each part of a name after a hyphen or an apostrophe', () => {
    expect(person('Anne-Marie O’Neill'.replace('’', "'"))?.names).toEqual([
      "Anne-Marie O'Neill",
      'Anne-Marie',
      "O'Neill",
    ]);
  });

  it('sets a word of a note typed in capitals for emphasis in lower case', () => {
    expect(person('Cora Vance')?.fields.home).toEqual({ value: 'a flat off the quay with no garden', line: 7 });
  });
});

describe('a word in capitals opening a sentence of a cast note', () => {
  it('keeps its capital as the sentence’s first word', () => {
    expect(person('Walter Greig')?.fields.hair).toEqual({ value: 'Grey', line: 9 });
    expect(person('Maud Greig')?.fields.hair).toEqual({ value: 'Red', line: 10 });
    expect(person('Nora Lacey')?.fields.eyes).toEqual({ value: 'Green', line: 12 });
  });
});

describe('the titles of a cast page’s list of sets', () => {
  it('keep a capital for a name the page writes inside a sentence, and only for it', () => {
    const places = parseBible(PAGE, ENGLISH).places.map((p) => p.name);
    expect(places).toEqual(['The Doyle house', "Old Frost's watch", 'The Hanlon bar', 'The grand hotel']);
  });
});
