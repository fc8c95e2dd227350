import { describe, expect, it } from 'vitest';
import { checkDead } from '../../src/check/checks/dead.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/**
 * A death told in a dated record set in italics (a log's entry), the name followed by short asides before its verb
 * ("Marc Gagnon, channel man, of St. Georges, Beauce, P.Q., drowned in saving her"). Texts written for these tests.
 */

const dead = (...texts: string[]) =>
  checkDead(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line}`);

const ice = 'Marc Gagnon poles the channel. Théo Gagnon watches him from the bank.';
const log =
  'Clara writes it in the book.\n\n*Thursday, 23rd January 1896. Rain, thaw. Ice 14 in. under slush. Marc Gagnon, channel man, of St. Georges, Beauce, P.Q., drowned in saving her, aged 29 yrs.*';
const later = 'Marc Gagnon walks down to the ice and takes up his pole.';

describe('a death told in a dated record', () => {
  it('is read past the asides after the name', () => {
    expect(dead(ice, log, later)).toEqual(['chapter_03.md:3']);
  });

  it('is not read from italics that open on no date', () => {
    expect(dead(ice, log.replace('*Thursday, 23rd January 1896. ', '*'), later)).toEqual([]);
  });
});
