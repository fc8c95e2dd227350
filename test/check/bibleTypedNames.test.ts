import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * The names a cast page's entry gives its person beyond the heading: a one-word nickname in quotes is also said with
 * the surname ("Birdie" and "Birdie Vance"); a nickname of two words is not ("Birdie Mae", never "Birdie Mae
 * Vance"), and the surname alone in the heading with the given name in brackets ("RANSOME (Hugh)") is no nickname
 * to put before itself ("Ransome Ransome"). Each test reads its page itself.
 */

const PAGE = `THE SALT ROAD

CORA "BIRDIE" VANCE ........................ a lighthouse keeper
MAY "BIRDIE MAE" LOWRIE .................... her sister
RANSOME (Hugh) ............................. the doctor
WALTER GREIG ............................... harbourmaster, 61
`;

const names = (name: string) => parseBible(PAGE, ENGLISH).characters.find((c) => c.name === name)?.names;

describe('a cast entry’s other names', () => {
  it('says a one-word nickname alone and with the surname', () => {
    expect(names('Cora Vance')).toEqual(['Cora Vance', 'Cora', 'Vance', 'Birdie', 'Birdie Vance']);
  });

  it('says a nickname of two words alone, not with the surname', () => {
    expect(names('May Lowrie')).toEqual(['May Lowrie', 'May', 'Lowrie', 'Birdie Mae']);
  });

  it('gives the surname of "RANSOME (Hugh)" no second surname', () => {
    expect(names('Hugh Ransome')).toEqual(['Hugh Ransome', 'Hugh', 'Ransome']);
  });

  it('gives an entry with no nickname only its own name and its parts', () => {
    expect(names('Walter Greig')).toEqual(['Walter Greig', 'Walter', 'Greig']);
  });
});

/**
 * A cast entry's record beyond its names: an age on a later line of its paragraph ("27." under "Green eyes, black
 * hair."), an age its own labelled line gives at that line rather than the bracket's, and a death its own line dates
 * rather than the "(deceased)" of the heading.
 */
const RECORDS = `THE SALT ROAD

MAGGIE "MAG" "MAGS" ........................ the cook
HESTER ..................................... the maid
ALFIE MORROW ............................... the relief keeper
     Green eyes, black hair.
     27.
NORA LACEY (23) ............................ a student nurse
     Age: 23 in the spring of 1981.
PETER VANCE (deceased) ..................... her husband
     Fate: drowned in chapter 3.
`;

const person = (name: string) => parseBible(RECORDS, ENGLISH).characters.find((c) => c.name === name);

describe('a cast entry of one name', () => {
  it('says its nicknames alone, never with the one name after them', () => {
    expect(person('Maggie')?.names).toEqual(['Maggie', 'Mag', 'Mags']);
  });

  it('with no nickname, is only that name', () => {
    expect(person('Hester')?.names).toEqual(['Hester']);
  });
});

describe('a cast entry’s age and death in its own lines', () => {
  it('takes an age alone on a later line of the paragraph', () => {
    expect(person('Alfie Morrow')?.fields.age).toEqual({ value: '27', line: 5 });
  });

  it('takes the age its labelled line gives, at that line', () => {
    expect(person('Nora Lacey')?.fields.age).toEqual({ value: '23', line: 9 });
  });

  it('takes the death its own line dates, not the heading’s "(deceased)"', () => {
    expect(person('Peter Vance')?.diesIn).toEqual({ value: 3, line: 11 });
  });
});
