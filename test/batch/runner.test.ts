import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseBatchFile } from '../../src/batch/file.js';
import { type DraftJob, planBatch } from '../../src/batch/plan.js';
import { draftTargetWords, runBatch } from '../../src/batch/runner.js';
import { DEFAULT_PRICES } from '../../src/config/prices.js';
import { SpendAccount } from '../../src/cost/budget.js';
import type { TurnRequest } from '../../src/model/types.js';
import { systemPrompt } from '../../src/prompts/system.js';
import { BAD_PLAN, deps, firstRunWithChapterBegun, jobs, writeCall, writesOwnText } from '../support/batchDrafts.js';
import { tempDir } from '../support/cli.js';
import { call, ScriptedModel, text, turn } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

describe('runBatch', () => {
  it('a failed draft does not stop the others', async () => {
    const outputDir = tempDir();
    const apiError = Object.assign(
      new Error(JSON.stringify({ error: { code: 400, message: 'bad request', status: 'INVALID_ARGUMENT' } })),
      { status: 400 },
    );
    const { d } = deps(outputDir, {
      behaviour: (job) => (job.positionKey === '2' ? () => apiError : writesOwnText(job)),
    });
    const results = await runBatch(jobs(4), d);
    expect(results.map((r) => r.state)).toEqual(['done', 'failed', 'done', 'done']);
    expect(results[1]!.resumeCommand).toBe(`writer --recover ${path.join(outputDir, 'draft-2')}`);
  });

  it('a second run skips finished drafts and resumes the unfinished from their journals', async () => {
    const outputDir = tempDir();
    // First run: draft 2 hits its iteration cap after writing.
    const first = deps(outputDir, {
      behaviour: (job) =>
        job.positionKey === '2'
          ? () => turn([call('write_file', { filename: `part${Math.random()}.md`, content: 'More.', mode: 'create' })])
          : writesOwnText(job),
      maxIterations: 2,
    });
    const before = await runBatch(jobs(3), first.d);
    expect(before.map((r) => r.state)).toEqual(['done', 'max-iterations', 'done']);

    const requests: string[] = [];
    const second = deps(outputDir, {
      behaviour: (job) => (turnIndex) => {
        requests.push(`${job.positionKey}@${turnIndex}`);
        return text('Finished now.');
      },
    });
    const after = await runBatch(jobs(3), second.d);
    expect(after.map((r) => [r.state, r.skipped, r.resumed])).toEqual([
      ['done', true, false],
      ['done', false, true],
      ['done', true, false],
    ]);
    expect(requests).toEqual(['2@2']); // only draft 2 talked to the model, continuing after its two turns
    expect(readdirSync(outputDir).sort()).toEqual(['draft-1', 'draft-2', 'draft-3']);
  });

  it('an abort stops running drafts (saved) and leaves the rest not started', async () => {
    const outputDir = tempDir();
    const controller = new AbortController();
    const { d } = deps(outputDir, {
      concurrency: 1,
      signal: controller.signal,
      behaviour: () => (turnIndex) => {
        if (turnIndex === 1) controller.abort();
        return turn([call('write_file', { filename: `f${turnIndex}.md`, content: 'x', mode: 'create' })]);
      },
    });
    const results = await runBatch(jobs(3), d);
    expect(results.map((r) => r.state)).toEqual(['interrupted', 'not started', 'not started']);
    expect(results[2]).toMatchObject({
      skipped: false,
      resumed: false,
      files: 0,
      message: 'not started: the batch was interrupted',
    });
    expect(readdirSync(path.join(outputDir, 'draft-1')).some((f) => f.startsWith('.context_summary_'))).toBe(true);
  });

  it('never takes over a folder of the same name that belongs to something else', async () => {
    const outputDir = tempDir();
    await runBatch(jobs(1), deps(outputDir).d);
    const other = deps(outputDir, { batchFile: '/other/batch.yaml' });
    const results = await runBatch(jobs(1), other.d);
    expect(results[0]!.folder).toBe(path.join(outputDir, 'draft-1-2'));
  });

  it('keeps drafts attached to their folders when the batch file is edited (a draft added at the top)', async () => {
    const outputDir = tempDir();
    const file = (drafts: string) => planBatch(parseBatchFile(`drafts:\n${drafts}`, 'drafts.yaml'));
    const original = file('  - prompt: Write about otters\n    name: otter\n  - prompt: Write about herons\n');
    // First run: the otter finishes, the heron stops at its cap (partial).
    const first = deps(outputDir, {
      behaviour: (job) =>
        job.label === 'otter'
          ? writesOwnText(job)
          : () =>
              turn([call('write_file', { filename: `part${Math.random()}.md`, content: 'Heron.', mode: 'create' })]),
      maxIterations: 2,
    });
    expect((await runBatch(original, first.d)).map((r) => r.state)).toEqual(['done', 'max-iterations']);

    const edited = file(
      '  - prompt: Write about newts\n  - prompt: Write about otters\n    name: otter\n  - prompt: Write about herons\n',
    );
    const asked: string[] = [];
    const second = deps(outputDir, {
      behaviour: (job) => (turnIndex) => {
        asked.push(`${job.label}@${turnIndex}`);
        return job.label === 'newts' ? writesOwnText(job)(turnIndex) : text('Finished now.');
      },
    });
    const results = await runBatch(edited, second.d);
    expect(results.map((r) => [r.label, r.state, r.skipped, r.resumed])).toEqual([
      ['newts', 'done', false, false],
      ['otter', 'done', true, false],
      ['herons', 'done', false, true],
    ]);
    expect(asked.filter((a) => !a.startsWith('newts'))).toEqual(['herons@2']);
    expect(readdirSync(outputDir).sort()).toEqual(['herons', 'newts', 'otter']);
  });

  it('adopts a folder whose marker is missing when its journal names the draft, and an empty unmarked one', async () => {
    const outputDir = tempDir();
    const partial = deps(outputDir, {
      behaviour: () => () =>
        turn([call('write_file', { filename: `p${Math.random()}.md`, content: 'x', mode: 'create' })]),
      maxIterations: 1,
    });
    await runBatch(jobs(1), partial.d);
    rmSync(path.join(outputDir, 'draft-1', '.writer', 'batch.json'));
    // A kill right after making the second draft's folder, before its marker: an empty folder.
    mkdirSync(path.join(outputDir, 'draft-2'));
    const rerun = deps(outputDir, { behaviour: () => () => text('Finished now.') });
    const results = await runBatch(jobs(2), rerun.d);
    expect(results.map((r) => [r.folder, r.resumed])).toEqual([
      [path.join(outputDir, 'draft-1'), true],
      [path.join(outputDir, 'draft-2'), false],
    ]);
    expect(readdirSync(outputDir).sort()).toEqual(['draft-1', 'draft-2']);
    expect(JSON.parse(readFileSync(path.join(outputDir, 'draft-1', '.writer', 'batch.json'), 'utf8')).key).toBe(
      jobs(1)[0]!.key,
    );
  });
});

describe("a draft's result", () => {
  it('done: its files, words, tokens and spend; no resume command; the states each draft went through', async () => {
    const outputDir = tempDir();
    const states: string[] = [];
    const { d } = deps(outputDir, {
      prices: DEFAULT_PRICES,
      onState: (job, state) => states.push(`${job.label}:${state}`),
    });
    const [done] = await runBatch(jobs(1), d);
    expect(done).toMatchObject({
      key: 'name:draft-1#1',
      label: 'draft-1',
      prompt: 'Write story 1',
      state: 'done',
      folder: path.join(outputDir, 'draft-1'),
      files: 1,
      words: 4,
      message: 'The work is done.',
    });
    expect(done).not.toHaveProperty('resumeCommand');
    expect(typeof done?.cost).toBe('number');
    expect(done?.tokens.outputTokens).toBeGreaterThan(0);
    // Whole seconds of its run (a bound, not a timing: an in-process draft of two turns takes well under an hour).
    expect(done?.seconds).toBeGreaterThanOrEqual(0);
    expect(done?.seconds).toBeLessThan(3_600);
    expect(states).toEqual(['draft-1:running', 'draft-1:done']);
    // A rerun skips it: one "skipped" state, its figures from the folder, nothing spent.
    const again: string[] = [];
    const [skipped] = await runBatch(jobs(1), deps(outputDir, { onState: (_job, state) => again.push(state) }).d);
    expect(skipped).toMatchObject({ state: 'done', skipped: true, files: 1, words: 4, seconds: 0 });
    expect(skipped?.message).toBe('done in an earlier run');
    expect(skipped?.tokens.outputTokens).toBe(0);
    expect(again).toEqual(['skipped']);
  });

  it('ended with its work missing: incomplete, the message names what is missing, and how to resume', async () => {
    const outputDir = tempDir();
    const { d } = deps(outputDir, {
      behaviour: () => (turnIndex) =>
        turnIndex === 0
          ? turn([call('write_file', { filename: 'story.md', content: 'Too short.', mode: 'create' })])
          : text('Done.'),
      settingsFor: () => testSettings({ outputDir, targetWords: 5_000 }),
    });
    const [result] = await runBatch(jobs(1), d);
    expect(result?.state).toBe('incomplete');
    expect(result?.message).toMatch(/^The model ended the work with parts missing\. Missing: /);
    expect(result?.resumeCommand).toBe(`writer --recover ${path.join(outputDir, 'draft-1')}`);
  });

  it("a draft whose folder cannot be made fails alone, its state told; the batch's budget spent starts none", async () => {
    const outputDir = tempDir();
    writeFileSync(path.join(outputDir, 'blocked'), 'a file, not a folder');
    const failed: string[] = [];
    const { d } = deps(path.join(outputDir, 'blocked'), {
      onState: (job, state) => failed.push(`${job.label}:${state}`),
    });
    const [result] = await runBatch(jobs(1), d);
    expect(result).toMatchObject({ state: 'failed', folder: path.join(outputDir, 'blocked', 'draft-1'), files: 0 });
    expect(failed).toEqual(['draft-1:failed']);
    const spent = deps(tempDir(), { account: new SpendAccount(0) });
    const told: string[] = [];
    spent.d.onState = (_job, state) => told.push(state);
    const [unstarted] = await runBatch(jobs(1), spent.d);
    expect(unstarted).toMatchObject({
      state: 'not started (budget)',
      message: "not started: the batch's budget is spent",
    });
    expect(told).toEqual(['not started (budget)']);
  });

  it("a draft's target words: its settings', else the prompt's", () => {
    const [job] = jobs(1) as [DraftJob];
    expect(draftTargetWords({ ...job, prompt: 'Write a 2,000-word story' }, undefined)).toBe(2_000);
    expect(draftTargetWords({ ...job, prompt: 'Write a 2,000-word story' }, 900)).toBe(900);
    expect(draftTargetWords(job, undefined)).toBeUndefined();
  });

  it("is asked with the run's system prompt for its target, and for thoughts only under --show-thinking", async () => {
    for (const showThinking of [true, false]) {
      const outputDir = tempDir();
      const model = new ScriptedModel([
        turn([call('write_file', { filename: 'story.md', content: 'The ferry. '.repeat(30), mode: 'create' })]),
        text('Done.'),
      ]);
      const asked: Array<boolean | undefined> = [];
      const recording = {
        ...model,
        streamTurn: (request: TurnRequest) => {
          asked.push(request.includeThoughts);
          return model.streamTurn(request);
        },
        countTokens: model.countTokens.bind(model),
        inputTokenLimit: model.inputTokenLimit.bind(model),
      };
      const { d } = deps(outputDir, {
        modelFor: () => recording,
        settingsFor: () => testSettings({ outputDir, targetWords: 60 }),
        ...(showThinking ? { showThinking } : {}),
      });
      const [result] = await runBatch(jobs(1), d);
      expect(result?.state).toBe('done');
      expect(model.requests[0]?.systemInstruction).toBe(systemPrompt({ targetWords: 60 }));
      expect(asked).toEqual([showThinking || undefined, showThinking || undefined]);
    }
  });
});

describe("a draft's plan and budget", () => {
  it('a new draft writes no chapter while its plan does not add up', async () => {
    const outputDir = tempDir();
    const { d } = deps(outputDir, {
      behaviour: () => (turnIndex) =>
        turnIndex === 0 ? turn([writeCall('outline.md', BAD_PLAN), writeCall('ch1.md', 'The ferry.')]) : text('Done.'),
    });
    await runBatch(jobs(1), d);
    expect(readdirSync(path.join(outputDir, 'draft-1'))).not.toContain('ch1.md');
  });

  it('a resumed draft whose chapters are begun is not held to its plan again (the author may have edited it)', async () => {
    const outputDir = tempDir();
    const { state, folder } = await firstRunWithChapterBegun(outputDir);
    expect(state).toBe('max-iterations');
    writeFileSync(path.join(folder, 'outline.md'), BAD_PLAN);
    const second = deps(outputDir, {
      behaviour: () => (turnIndex) => (turnIndex === 2 ? turn([writeCall('ch2.md', 'The far shore.')]) : text('Done.')),
    });
    const [resumed] = await runBatch(jobs(1), second.d);
    expect(resumed?.resumed).toBe(true);
    expect(readFileSync(path.join(folder, 'ch2.md'), 'utf8')).toBe('The far shore.');
  });

  it("stopped by the batch's budget before its first request: not started; after one, or resumed: stopped by the budget", async () => {
    // Room for no request at all (but not spent, so the draft starts and its loop refuses the first request).
    const [none] = await runBatch(
      jobs(1),
      deps(tempDir(), { prices: DEFAULT_PRICES, account: new SpendAccount(0.000_000_1) }).d,
    );
    expect(none?.state).toBe('not started (budget)');

    const outputDir = tempDir();
    const first = deps(outputDir, {
      behaviour: () => (turnIndex) => turn([writeCall(`part${turnIndex}.md`, 'More.')]),
      maxIterations: 1,
    });
    expect((await runBatch(jobs(1), first.d))[0]?.state).toBe('max-iterations');
    const [resumed] = await runBatch(
      jobs(1),
      deps(outputDir, { prices: DEFAULT_PRICES, account: new SpendAccount(0.000_000_1) }).d,
    );
    expect(resumed).toMatchObject({ state: 'budget', resumed: true });
    expect(resumed?.resumeCommand).toBe(`writer --recover ${path.join(outputDir, 'draft-1')}`);
  });

  it('a folder whose journal is empty (killed as it began) starts afresh, not as a resume', async () => {
    const outputDir = tempDir();
    await runBatch(jobs(1), deps(outputDir).d);
    writeFileSync(path.join(outputDir, 'draft-1', '.writer', 'session.jsonl'), '');
    const [again] = await runBatch(jobs(1), deps(outputDir).d);
    expect(again).toMatchObject({ state: 'done', resumed: false, skipped: false });
  });
});
