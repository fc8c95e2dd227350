import { describe, expect, it } from 'vitest';
import { attributesOf } from '../support/manuscript.js';

/**
 * Every colour word the English reading knows names its family on a person's hair (src/check/lang/en.ts COLOURS):
 * "auburn hair" is red hair and "raven hair" black, so "auburn" in one chapter and "red" in another agree, and a
 * word dropped from the list would no longer be read at all. The families as a copy editor groups them.
 */
const FAMILIES: Array<[string, string]> = [
  ['grey', 'grey'],
  ['gray', 'grey'],
  ['silver', 'grey'],
  ['slate', 'grey'],
  ['green', 'green'],
  ['emerald', 'green'],
  ['jade', 'green'],
  ['blue', 'blue'],
  ['sapphire', 'blue'],
  ['brown', 'brown'],
  ['hazel', 'hazel'],
  ['amber', 'amber'],
  ['black', 'black'],
  ['violet', 'violet'],
  ['red', 'red'],
  ['auburn', 'red'],
  ['ginger', 'red'],
  ['copper', 'red'],
  ['blond', 'blond'],
  ['blonde', 'blond'],
  ['fair', 'blond'],
  ['golden', 'blond'],
  ['flaxen', 'blond'],
  ['straw', 'blond'],
  ['platinum', 'blond'],
  ['raven', 'black'],
  ['ebony', 'black'],
  ['mousy', 'brown'],
  ['titian', 'red'],
  ['russet', 'red'],
  ['white', 'white'],
  ['chestnut', 'brown'],
  ['sandy', 'blond'],
  ['yellow', 'yellow'],
  ['purple', 'violet'],
  ['orange', 'orange'],
  ['pink', 'pink'],
];

describe('a colour word on the hair', () => {
  it.each(FAMILIES)('reads "%s hair" as %s', (word, family) => {
    expect(attributesOf(`Ann Lee had ${word} hair. Ann Lee walked home.`)).toEqual([`Ann Lee hair ${family}`]);
  });
});
