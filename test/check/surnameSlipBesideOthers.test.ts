import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * "Mr Grey" once beside "Mr Gray" often (facts.ts, the titled slips): the known surname is the one some full name
 * of the book ends in, though other people's full names end otherwise, and though the same person has a first name
 * also near the slip ("Hal" beside "Hall"). The book writes the slip as a word too ("grey", "the hall"), so only
 * the title reads it as a name. Texts written for these tests.
 */

const often = Array.from({ length: 4 }, () => 'Mr Gray nods.').join(' ');
const said = (one: string, two: string) =>
  checkNames(
    manuscriptOf({ 'chapter_01.md': `# One\n\n${one}\n`, 'chapter_02.md': `# Two\n\n${two}\n` }),
    ENGLISH,
  ).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a titled surname misspelt into a word', () => {
  it('is read beside another person’s full name', () => {
    expect(
      said(
        `Euan Gray comes off the boat with Ada Lind. ${often} Ada Lind waves. The sky is grey.`,
        'On the pier Mr Grey lifts his hand.',
      ),
    ).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Grey" here; chapter_01\.md:3 spells it "Gray" \(Euan Gray\)/),
    ]);
  });

  it('is read of the surname, past a first name near the slip that ends no full name', () => {
    const hale = Array.from({ length: 4 }, () => 'Mr Hale nods.').join(' ');
    expect(said(`Hal Hale comes into the hall. Hal waves. ${hale}`, 'On the pier Mr Hall lifts his hand.')).toEqual([
      expect.stringMatching(/^chapter_02\.md:3 "Hall" here; chapter_01\.md:3 spells it "Hale" \(Hal Hale\)/),
    ]);
  });
});
