import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import {
  chapterSteps,
  estimateChapterSession,
  estimateDraft,
  formatEstimate,
  replaySession,
} from '../../src/cost/estimate.js';

const base = { model: 'gemini-2.5-flash', prices: DEFAULT_PRICES, mainFixedTokens: 2_000, planTokens: 1_000 };
const twenty = Array.from({ length: 20 }, () => ({ budget: 3_000 }));

describe('estimateDraft', () => {
  it('replays the requests: every prompt carries the fixed part and the history so far', () => {
    const usages = replaySession({
      fixedTokens: 100,
      startTokens: 10,
      steps: [{ outputTokens: 5 }, { outputTokens: 7 }],
    });
    expect(usages.map((usage) => usage.promptTokens)).toEqual([110, 110 + 5 + 60]);
    expect(usages.map((usage) => usage.outputTokens)).toEqual([5, 7]);
  });

  it('writes a chapter in pieces of about 1,000 words', () => {
    expect(chapterSteps(3_000)).toHaveLength(3);
    expect(chapterSteps(2_500)).toHaveLength(3);
    expect(chapterSteps(200)).toHaveLength(1);
  });

  it('costs more for more words, and names a range around its point', () => {
    const small = estimateDraft({ ...base, chapters: twenty.slice(0, 5) });
    const large = estimateDraft({ ...base, chapters: twenty });
    expect(large.cost?.point).toBeGreaterThan((small.cost?.point ?? 0) * 4);
    expect(large.cost?.low).toBeLessThan(large.cost?.point ?? 0);
    expect(large.cost?.high).toBeGreaterThan(large.cost?.point ?? 0);
    expect(large.words).toBe(60_000);
  });

  it('with chapter sessions, each prompt stays small: cheaper than one long history', () => {
    const one = estimateDraft({ ...base, chapters: twenty });
    const eight = estimateDraft({ ...base, chapters: twenty, parallel: 8, chapterFixedTokens: 1_500 });
    expect(eight.tokens.prompt).toBeLessThan(one.tokens.prompt);
    expect(eight.requests.point).toBeGreaterThan(one.requests.point);
  });

  it('prices at the model: a pro model costs more than a flash one', () => {
    const flash = estimateDraft({ ...base, chapters: twenty });
    const pro = estimateDraft({ ...base, model: 'gemini-2.5-pro', chapters: twenty });
    expect(pro.cost?.point).toBeGreaterThan((flash.cost?.point ?? 0) * 3);
  });

  it('a model without a price gets requests and no dollars', () => {
    const estimate = estimateDraft({ ...base, model: 'mystery-model', chapters: twenty });
    expect(estimate.cost).toBeUndefined();
    expect(formatEstimate(estimate)).toMatch(/^no price known for this model in \d+–\d+ requests with mystery-model/);
  });

  it('one chapter session for a redraft', () => {
    const estimate = estimateChapterSession({ ...base, budget: 3_000, fixedTokens: 1_500, briefTokens: 4_000 });
    expect(estimate.requests.point).toBe(4);
    expect(estimate.chapters).toBe(1);
    expect(formatEstimate(estimate)).toMatch(
      /^about \$0\.\d+ \(\$0\.\d+–\$0\.\d+\) in 4–6 requests with gemini-2\.5-flash, one session$/,
    );
  });
});
