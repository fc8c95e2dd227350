import { describe, expect, it } from 'vitest';
import { lengthScore, targetWordsFromPrompt } from '../../src/craft/length.js';

describe('targetWordsFromPrompt', () => {
  it.each([
    ['Write a 30,000-word novella about a lighthouse', 30_000],
    ['a novella of 30000 words', 30_000],
    ['about 45k words, literary', 45_000],
    ['a 2.5k word story', 2_500],
    ['30 000 words of horror', 30_000],
    ['Write 12 stories about one street', undefined],
    ['Write a novella', undefined],
    ['a 5-word poem', undefined],
  ])('%j → %s', (prompt, words) => {
    expect(targetWordsFromPrompt(prompt)).toBe(words);
  });
});

describe('lengthScore (LongBench-Write)', () => {
  it('is 100 on target and falls linearly on either side', () => {
    expect(lengthScore(1000, 1000)).toBe(100);
    expect(lengthScore(1000, 2500)).toBe(50); // over: 1 - (2.5 - 1) / 3
    expect(lengthScore(1000, 4000)).toBe(0);
    expect(lengthScore(1000, 9000)).toBe(0);
    expect(lengthScore(1000, 500)).toBe(50); // under: 1 - (2 - 1) / 2
    expect(lengthScore(3000, 1000)).toBe(0);
    expect(lengthScore(1000, 0)).toBe(0);
  });
});
