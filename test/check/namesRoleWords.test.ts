import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** "Daddy" beside "Paddy Joyce": what a child calls a parent is no misspelt name, in the text or against the bible. Written for these tests. */

const PADDY = 'Paddy Joyce set the paper. Paddy Joyce locked up. Paddy Joyce went home. Paddy Joyce came back at six.';
const names = (bible: string, ...texts: string[]) =>
  checkNames(manuscriptOf(chaptersOf(...texts), bible), ENGLISH).findings.map(
    (f) => `${f.file}:${f.line} ${f.message}`,
  );

describe('a word for a parent near a name', () => {
  it('is no variant of the name in the text', () => {
    expect(names('', PADDY, PADDY, '"Daddy says I am to help," Aoife said.')).toEqual([]);
    expect(names('', PADDY, PADDY, '"Pady says I am to help," Aoife said.')).toEqual([
      'chapter_03.md:3 "Pady" here; chapter_01.md:3 spells it "Paddy" (Paddy Joyce)',
    ]);
  });

  it('is no slip of a bible name', () => {
    const bible = '## Characters\n### Paddy Joyce\n- age: 73\n';
    expect(names(bible, PADDY, '"Daddy says I am to help," Aoife said.')).toEqual([]);
  });
});
