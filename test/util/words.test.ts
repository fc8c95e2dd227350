import { describe, expect, it } from 'vitest';
import { countWords, formatNumber } from '../../src/util/words.js';

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
