import { readdirSync } from 'node:fs';
import type { Part } from '@google/genai';
import { describe, expect, it } from 'vitest';
import { estimateContentsTokens } from '../../src/context/tokens.js';
import { SpendAccount } from '../../src/cost/budget.js';
import type { TurnChunk, TurnRequest } from '../../src/model/types.js';
import { loadRecovery, resumeSession } from '../../src/recovery.js';
import { call, ScriptedModel, text, usage } from '../support/scriptedModel.js';
import { RecordingReporter, runScripted, testSettings } from '../support/session.js';

/**
 * Every turn of these scripts reports 1,000 prompt tokens and 8,192 output
 * tokens: at Gemini 3 Flash prices ($0.50 and $3 per million) $0.025076 a
 * turn, and the budget's estimate of a turn is about the same.
 */
const TURN_USD = (1_000 * 0.5 + 8_192 * 3) / 1_000_000;
const costly = (parts: Part[]): TurnChunk[] => [
  {
    parts,
    finishReason: 'STOP',
    usage: { promptTokens: 1_000, cachedTokens: 0, outputTokens: 8_192, thoughtTokens: 0, totalTokens: 9_192 },
  },
];
const write = (n: number) =>
  costly([call('write_file', { filename: `ch${n}.md`, content: `Chapter ${n}.`, mode: 'create' })]);
const script = () => [
  costly([call('create_project', { project_name: 'Budget' })]),
  ...Array.from({ length: 8 }, (_, i) => write(i + 1)),
  text('Done.'),
];

describe('--budget', () => {
  it('stops before the request that would pass the budget: context saved, resume command, status budget', async () => {
    const model = new ScriptedModel(script());
    const reporter = new RecordingReporter();
    const { session, outcome } = await runScripted(model, { settings: { budget: 0.06 }, reporter });
    // $0.025 + $0.025 spent; a third turn would reach about $0.075.
    expect(model.requests).toHaveLength(2);
    expect(outcome.status).toBe('budget');
    expect(outcome.message).toMatch(/^Stopped at the budget: \$0\.0502 spent of \$0\.0600/);
    expect(outcome.spend?.run).toBeCloseTo(2 * TURN_USD, 6);
    expect(outcome.spend!.run).toBeLessThanOrEqual(0.06);
    expect(session.iteration).toBe(2); // the turn never sent is no iteration
    expect(outcome.resumeCommand).toBe(`writer --recover ${session.project!.dir}`);
    expect(outcome.summaryFile).toBeDefined();
    expect(readdirSync(session.project!.dir).some((f) => f.startsWith('.context_summary_'))).toBe(true);
    // The iteration line carries the spend so far.
    const iterations = reporter.of('iteration') as Array<{ tokens: { spend: { run: number; budget: number } } }>;
    expect(iterations[1]?.tokens.spend.run).toBeCloseTo(TURN_USD, 6);
    expect(iterations[1]?.tokens.spend.budget).toBe(0.06);
  });

  it('a resumed run takes a new budget for its own spend and reports the spend in all', async () => {
    const first = await runScripted(new ScriptedModel(script()), { settings: { budget: 0.06 } });
    const dir = first.session.project!.dir;
    const settings = testSettings({ outputDir: first.session.settings.outputDir, budget: 0.03 });
    const session = await resumeSession(await loadRecovery(dir), settings);
    const model = new ScriptedModel([write(3), write(4), text('Done.')]);
    const { outcome } = await runScripted(model, { session });
    expect(model.requests).toHaveLength(1);
    expect(outcome.status).toBe('budget');
    expect(outcome.spend?.run).toBeCloseTo(TURN_USD, 6);
    expect(outcome.spend?.total).toBeCloseTo(3 * TURN_USD, 6);
  });

  it("waits while another draft's request in flight holds the batch's money, and says so once", async () => {
    const batch = new SpendAccount(0.05);
    const otherDraft = new SpendAccount(undefined, batch);
    otherDraft.reserve(0.04);
    const reporter = new RecordingReporter();
    const model = new ScriptedModel([text('Done.')]);
    const running = runScripted(model, { reporter, account: batch });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(model.requests).toHaveLength(0);
    otherDraft.charge(0.001);
    otherDraft.release(0.04);
    await running;
    expect(model.requests.length).toBeGreaterThan(0); // sent once the money came back
    expect(reporter.of('notice').filter((notice) => String(notice).startsWith('Waiting'))).toEqual([
      "Waiting for requests in flight to finish: they hold $0.04 of the batch's budget, and the next request needs about $0.03.",
    ]);
  });

  it('without a budget nothing stops, and the spend is still counted', async () => {
    const model = new ScriptedModel(script());
    const { outcome } = await runScripted(model);
    expect(outcome.status).toBe('done');
    expect(outcome.spend?.run).toBeCloseTo(9 * TURN_USD + (0 * 0.5 + 10 * 3) / 1e6, 6);
  });
});

describe('the estimate before a request covers everything sent', () => {
  it('matches the promptTokenCount of each request once the first reply told what the system prompt and tools cost', async () => {
    // A model that bills 700 tokens for the system prompt and tools, and the contents as writer estimates them.
    const billed: number[] = [];
    const reply = (parts: Part[]) => (request: TurnRequest) => {
      const promptTokens = 700 + estimateContentsTokens(request.contents);
      billed.push(promptTokens);
      return [{ parts, finishReason: 'STOP', usage: { ...usage(promptTokens), outputTokens: 10 } }];
    };
    const steps = [
      reply([call('create_project', { project_name: 'Sea' })]),
      ...[1, 2, 3].map((n) =>
        reply([call('write_file', { filename: `ch${n}.md`, content: 'word '.repeat(n * 200), mode: 'create' })]),
      ),
      reply([{ text: 'Done.' }]),
    ];
    const reporter = new RecordingReporter();
    await runScripted(new ScriptedModel(steps), { reporter });
    const estimated = (reporter.of('iteration') as Array<{ tokens: { tokens: number } }>).map((e) => e.tokens.tokens);
    expect(estimated.slice(1)).toEqual(billed.slice(1));
  });

  it("after a recovery starts from the journal's last exact size", async () => {
    const billed: number[] = [];
    const reply = (parts: Part[]) => (request: TurnRequest) => {
      const promptTokens = 700 + estimateContentsTokens(request.contents);
      billed.push(promptTokens);
      return [{ parts, finishReason: 'STOP', usage: { ...usage(promptTokens), outputTokens: 10 } }];
    };
    const write = (n: number) =>
      reply([call('write_file', { filename: `ch${n}.md`, content: 'word '.repeat(300), mode: 'create' })]);
    const first = await runScripted(
      new ScriptedModel([reply([call('create_project', { project_name: 'Sea' })]), write(1), write(2)]),
      { settings: { maxIterations: 3 } },
    );
    billed.length = 0;
    const session = await resumeSession(
      await loadRecovery(first.session.project!.dir),
      testSettings({ outputDir: first.session.settings.outputDir }),
    );
    const model = new ScriptedModel([write(3), reply([{ text: 'Done.' }])]);
    const reporter = new RecordingReporter();
    await runScripted(model, { session, reporter });
    const estimated = (reporter.of('iteration') as Array<{ tokens: { tokens: number } }>).map((e) => e.tokens.tokens);
    // The count a resumed run makes tells, with the journal's last promptTokenCount, what the overhead is.
    expect(model.countCalls).toBe(1);
    // The resume note joins the tool results in one request turn: a few tokens of framing apart.
    expect(Math.abs(estimated[0]! - billed[0]!)).toBeLessThanOrEqual(5);
  });
});
