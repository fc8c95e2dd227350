import { describe, expect, it } from 'vitest';
import { checkNames } from '../../src/check/checks/names.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import { chaptersOf, manuscriptOf } from '../support/manuscript.js';

/** "Los Álamos" is a town, not a Mr Álamos: "Aurelio Lemos" is no misspelt surname of it. Written for these tests. */

const TOWN =
  'The train reached Los Álamos at noon. The stationmaster at Los Álamos waved. Nobody left Los Álamos that day.';
const names = (...texts: string[]) =>
  checkNames(manuscriptOf(chaptersOf(...texts)), ENGLISH).findings.map((f) => `${f.file}:${f.line} ${f.message}`);

describe('a town whose name opens with "Los", "San", "Port"', () => {
  it('gives no surname for another name to be a slip of', () => {
    expect(names(TOWN, TOWN, 'Aurelio Lemos came up the road with his mule.')).toEqual([]);
  });

  it('leaves a surname written after a first name to be held to its spelling', () => {
    const jose = 'José Álamos came in. José Álamos sat. José Álamos ate. José Álamos slept.';
    expect(names(jose, jose, 'Aurelio Álamis came up the road with his mule.')).toHaveLength(1);
  });
});
