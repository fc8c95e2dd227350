import type { Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import type { DraftJob } from '../../src/batch/plan.js';
import { type BatchDeps, runBatch } from '../../src/batch/runner.js';
import { SpendAccount } from '../../src/cost/budget.js';
import type { TurnChunk } from '../../src/model/types.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { reportOf } from '../support/batchDrafts.js';
import { tempDir } from '../support/cli.js';
import { call, ScriptedModel } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

/** Each turn: 1,000 prompt and 8,192 output tokens, $0.025076 at Gemini 3 Flash prices. */
const TURN_USD = (1_000 * 0.5 + 8_192 * 3) / 1_000_000;
const costly = (parts: Part[]): TurnChunk[] => [
  {
    parts,
    finishReason: 'STOP',
    usage: { promptTokens: 1_000, cachedTokens: 0, outputTokens: 8_192, thoughtTokens: 0, totalTokens: 9_192 },
  },
];
/** A draft of two turns: write its story, then finish. */
const draftScript = () => [
  costly([call('write_file', { filename: 'story.md', content: 'Once there was a ferry.', mode: 'create' })]),
  costly([{ text: 'Done.' }]),
];

const jobs: DraftJob[] = [1, 2, 3].map((n) => ({
  key: `name:draft-${n}#1`,
  positionKey: String(n),
  label: `draft-${n}`,
  prompt: `Write story ${n}`,
  settings: n === 1 ? { budget: 0.03 } : {},
}));

function batchDeps(outputDir: string, account: SpendAccount, concurrency: number): BatchDeps {
  return {
    batchFile: '/batch/drafts.yaml',
    concurrency,
    // A draft's own budget comes from the file; the batch's is the shared account.
    settingsFor: (job) => testSettings({ outputDir, ...(job.settings.budget ? { budget: job.settings.budget } : {}) }),
    modelFor: () => new ScriptedModel(draftScript()),
    reporterFor: () => silentReporter,
    resumeCommand: (_job, folder) => `writer --recover ${folder}`,
    signal: new AbortController().signal,
    account,
  };
}

describe('batch --budget: one account for every draft', () => {
  it("caps a draft by its own budget, stops the next at the batch's, and does not start the rest", async () => {
    const account = new SpendAccount(0.09);
    const results = await runBatch(jobs, batchDeps(tempDir(), account, 1));
    // Draft 1: one turn, then its own $0.03 stops it. Draft 2: both turns ($0.075 in all).
    // Draft 3: its first turn would pass the batch's $0.09.
    expect(results.map((r) => r.state)).toEqual(['budget', 'done', 'not started (budget)']);
    expect(results[0]!.message).toMatch(/^Stopped at the budget: \$0\.0251 spent of \$0\.0300/);
    expect(results[2]!.message).toMatch(/^Stopped at the batch's budget: \$0\.08 spent of \$0\.09/);
    expect(account.spent).toBeCloseTo(3 * TURN_USD, 6);
    expect(results.map((r) => r.cost)).toEqual([
      expect.closeTo(TURN_USD, 6),
      expect.closeTo(2 * TURN_USD, 6),
      expect.closeTo(0, 6),
    ]);
    const report = reportOf(results, false);
    expect(report).toContain('| draft-1 | stopped at the budget |');
    expect(report).toContain('| draft-3 | not started (budget) |');
    expect(report).toContain('- Spent: $0.08 (estimated from the price table)');
    expect(report).toMatch(/\| draft-2 \| done \|.*\| \$0\.05 \| \d+s \|/);
  });

  it('drafts running at once never spend more than the batch budget together', async () => {
    const account = new SpendAccount(0.06);
    const uncapped = jobs.map((job) => ({ ...job, settings: {} }));
    const deps = batchDeps(tempDir(), account, 3);
    // Replies that take a moment, so all three drafts ask before any usage is in: what is in flight must count.
    const slow = (): ScriptedModel =>
      new ScriptedModel(
        draftScript().map((chunks) => async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return chunks;
        }),
      );
    const results = await runBatch(uncapped, { ...deps, modelFor: slow });
    expect(account.spent).toBeLessThanOrEqual(0.06);
    expect(results.map((r) => r.state).sort()).toEqual(['budget', 'budget', 'not started (budget)']);
  });

  it('five drafts at once with replies far above the estimate stay under the budget, and say what each needed', async () => {
    // Replies of 25,000 output tokens ($0.075 each), three times the 8,192 a first request is priced at.
    const long = (parts: Part[]): TurnChunk[] => [
      {
        parts,
        finishReason: 'STOP',
        usage: { promptTokens: 1_000, cachedTokens: 0, outputTokens: 25_000, thoughtTokens: 0, totalTokens: 26_000 },
      },
    ];
    const models: ScriptedModel[] = [];
    const slowLong = (): ScriptedModel => {
      const model = new ScriptedModel(
        [
          long([call('write_file', { filename: 'story.md', content: 'Once there was a ferry.', mode: 'create' })]),
          long([{ text: 'Done.' }]),
        ].map((chunks) => async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return chunks;
        }),
      );
      models.push(model);
      return model;
    };
    const five: DraftJob[] = [1, 2, 3, 4, 5].map((n) => ({ ...jobs[0]!, key: `d${n}`, label: `d${n}`, settings: {} }));
    const account = new SpendAccount(0.1);
    const results = await runBatch(five, { ...batchDeps(tempDir(), account, 5), modelFor: slowLong });
    expect(account.spent).toBeLessThanOrEqual(0.1);
    expect(account.held).toBe(0);
    // Every request sent asked for no more output than the budget could pay for at that moment.
    const sent = models.flatMap((model) => model.requests);
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent) expect(request.maxOutputTokens).toBeLessThanOrEqual(33_166);
    const unstarted = results.filter((r) => r.state === 'not started (budget)');
    expect(unstarted.length).toBeGreaterThan(0);
    for (const result of unstarted)
      expect(result.message).toMatch(
        /^Stopped at the batch's budget: \$0\.\d+ spent of \$0\.10, \$0\.\d+ left, and the next request would need about \$0\.\d+\.$/,
      );
  });

  it('a batch whose budget is already spent starts nothing', async () => {
    const account = new SpendAccount(0.01);
    account.charge(0.01);
    const results = await runBatch(jobs, batchDeps(tempDir(), account, 1));
    expect(results.map((r) => r.state)).toEqual([
      'not started (budget)',
      'not started (budget)',
      'not started (budget)',
    ]);
  });
});
