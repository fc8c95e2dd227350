import { describe, expect, it } from 'vitest';
import { parseBible } from '../../src/check/bible.js';
import { ENGLISH } from '../../src/check/lang/en.js';

/**
 * A style sheet's person, surname first ("Mshana, Daudi -- assistant manager"), however it is spaced or dashed: two
 * spaces where one would do, a bracket typed close to the name, an em dash, two given names. Sheets written for these
 * tests.
 */

const names = (line: string) => parseBible(`## Characters\n\n${line}\n`, ENGLISH).characters.map((c) => c.name);

describe('a style sheet’s person, surname first', () => {
  it('is read whatever the spaces around its comma and its dash', () => {
    expect(names('Mshana,  Daudi -- assistant manager. 31.')).toEqual(['Daudi Mshana']);
    expect(names('Mshana, Daudi  -- assistant manager. 31.')).toEqual(['Daudi Mshana']);
    expect(names('Mshana, Daudi --  assistant manager. 31.')).toEqual(['Daudi Mshana']);
  });

  it('is read with an em dash, and with a name in brackets typed close to the given name', () => {
    expect(names('Mshana, Daudi — assistant manager. 31.')).toEqual(['Daudi Mshana']);
    expect(names('Mshana, Daudi(Dee) -- assistant manager. 31.')).toEqual(['Daudi Mshana']);
  });

  it('takes two given names, however spaced', () => {
    expect(names('Mshana, Daudi Juma -- assistant manager. 31.')).toEqual(['Daudi Juma Mshana']);
    expect(names('Mshana, Daudi  Juma -- assistant manager. 31.')).toEqual(['Daudi Juma Mshana']);
  });

  it('is no person when the line does not open on the surname', () => {
    expect(names('see Mshana, Daudi -- assistant manager. 31.')).not.toContain('Daudi Mshana');
  });
});
