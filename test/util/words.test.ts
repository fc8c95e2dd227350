import { describe, expect, it } from 'vitest';
import { countRunByHand, countWords, formatNumber } from '../../src/util/words.js';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1048576, '1,048,576'],
    [-12345.6, '-12,346'],
  ])('%d → %s', (n, text) => {
    expect(formatNumber(n)).toBe(text);
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['One two  three.', 3],
    ["Don't stop — it's well-known.", 4],
    ['# Chapter 1\n\nThe end.', 4],
    ['등대지기 이야기', 2],
    ['灯台守', 3],
    ['Café Müller', 2],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('a run without white space longer than the regular expression is given', () => {
  it('is counted by hand by the same rule: a 5 MB word is one word, with no stack to overflow', () => {
    expect(countWords('x'.repeat(5_242_880))).toBe(1);
    expect(countWords(`${'x'.repeat(200_000)}-${'y'.repeat(10)} next`)).toBe(2);
  });

  it('counts as the pattern does, on every short text of its hard characters', () => {
    // Letters, a combining mark, digits, Han and Kana, the joiners and other marks: every text of up to four of them.
    const parts = ['a', 'é', '\u0301', '1', '漢', 'か', '-', "'", '’', '.', ' '];
    const pattern =
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;
    const texts: string[] = [''];
    for (let n = 0; n < 4; n++) for (const t of [...texts]) for (const p of parts) texts.push(t + p);
    const differ = texts.filter((t) => countRunByHand(t) !== [...t.matchAll(pattern)].length && !/\s/.test(t));
    expect(differ).toEqual([]);
  });
});
