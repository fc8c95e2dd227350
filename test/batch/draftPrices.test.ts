import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/batch/runner.js';
import type { PriceTable } from '../../src/config/prices.js';
import type { TurnChunk } from '../../src/model/types.js';
import { deps, jobs, reportOf } from '../support/batchDrafts.js';
import { tempDir } from '../support/cli.js';
import { call } from '../support/scriptedModel.js';

/** A turn of 1,000 prompt and 9,000 output tokens: $1.00 at $100 a million tokens. */
const costly = (parts: TurnChunk['parts']): TurnChunk[] => [
  {
    parts,
    finishReason: 'STOP',
    usage: { promptTokens: 1_000, cachedTokens: 0, outputTokens: 9_000, thoughtTokens: 0, totalTokens: 10_000 },
  },
];

describe("a draft's spend is priced from the batch's price table", () => {
  it('a config that prices the model at $100 a million tokens: two turns cost $2.00, as the report says', async () => {
    const prices: PriceTable = { 'gemini-3-flash-preview': { input: 100, output: 100, cached: 100 } };
    const { d } = deps(tempDir(), {
      prices,
      behaviour: () => (turnIndex) =>
        turnIndex === 0
          ? costly([call('write_file', { filename: 'story.md', content: 'Once there was a ferry.', mode: 'create' })])
          : costly([{ text: 'Done.' }]),
    });
    const results = await runBatch(jobs(1), d);
    expect(results[0]?.state).toBe('done');
    expect(results[0]?.cost).toBeCloseTo(2, 6);
    const report = reportOf(results, true);
    expect(report).toContain('- Spent: $2.00 (estimated from the price table)');
  });
});
