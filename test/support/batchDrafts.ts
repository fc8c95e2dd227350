/** Drafts of a batch run in-process: jobs, a model per draft that counts requests in flight, and the runner's deps. */

import path from 'node:path';
import type { DraftJob } from '../../src/batch/plan.js';
import { renderBatchMarkdown } from '../../src/batch/report.js';
import { type BatchDeps, type DraftResult, runBatch } from '../../src/batch/runner.js';
import type { ModelClient, TurnChunk, TurnRequest } from '../../src/model/types.js';
import { silentReporter } from '../../src/ui/reporter.js';
import { guard } from './guard.js';
import { call, text, turn } from './scriptedModel.js';
import { testSettings } from './session.js';

export const jobs = (n: number): DraftJob[] =>
  Array.from({ length: n }, (_, i) => ({
    key: `name:draft-${i + 1}#1`,
    positionKey: String(i + 1),
    label: `draft-${i + 1}`,
    prompt: `Write story ${i + 1}`,
    settings: {},
  }));

export interface Shared {
  inFlight: number;
  max: number;
  /**
   * First turns wait here until this many drafts are in a request at once: the drafts meet whatever the
   * machine's speed (a sleep would only make meeting likely). Never met, the guard fails the test.
   */
  meet?: { drafts: number; met: () => void; done: Promise<void> };
}

/** A model for one draft: writes its own file, then finishes; counts how many drafts are in a request at once. */
export function draftModel(shared: Shared, behaviour: (turnIndex: number) => TurnChunk[] | Error): ModelClient {
  return {
    async *streamTurn(request: TurnRequest) {
      const turnIndex = request.contents.filter((c) => c.role === 'model').length;
      shared.inFlight++;
      shared.max = Math.max(shared.max, shared.inFlight);
      try {
        if (shared.meet && shared.inFlight >= shared.meet.drafts) shared.meet.met();
        if (shared.meet && turnIndex === 0) {
          await guard(shared.meet.done, `${shared.meet.drafts} drafts in a request at once`, { ms: 10_000 });
        }
        // A turn takes a moment, so a runner that started more drafts than allowed would show it here.
        await new Promise((resolve) => setTimeout(resolve, 5));
        const result = behaviour(turnIndex);
        if (result instanceof Error) throw result;
        yield* result;
      } finally {
        shared.inFlight--;
      }
    },
    countTokens: async () => 10,
    inputTokenLimit: async () => 1_000_000,
  };
}

export const writesOwnText = (job: DraftJob) => (turnIndex: number) =>
  turnIndex === 0
    ? turn([call('write_file', { filename: 'story.md', content: `The text of ${job.label}.`, mode: 'create' })])
    : text('Done.');

export function deps(
  outputDir: string,
  overrides: Partial<BatchDeps> & {
    behaviour?: (job: DraftJob) => (turnIndex: number) => TurnChunk[] | Error;
    maxIterations?: number;
  } = {},
) {
  const shared: Shared = { inFlight: 0, max: 0 };
  const d: BatchDeps = {
    batchFile: '/batch/drafts.yaml',
    concurrency: 3,
    settingsFor: () =>
      testSettings({ outputDir, ...(overrides.maxIterations ? { maxIterations: overrides.maxIterations } : {}) }),
    modelFor: (job) => draftModel(shared, (overrides.behaviour ?? writesOwnText)(job)),
    reporterFor: () => silentReporter,
    resumeCommand: (_job, folder) => `writer --recover ${folder}`,
    signal: new AbortController().signal,
    ...overrides,
  };
  return { d, shared };
}

/** A plan whose chapters have no word budgets: it does not add up, so the plan gate holds its chapters. */
export const BAD_PLAN = '# Tale\n\n- `ch1.md` — One\n- `ch2.md` — Two\n';
/** A plan that adds up for a small target. */
export const GOOD_PLAN = '# Tale\n\n- `ch1.md` — One — 50 words\n- `ch2.md` — Two — 50 words\n';
/** A model's call to create a file. */
export const writeCall = (filename: string, content: string) =>
  call('write_file', { filename, content, mode: 'create' });

/**
 * A first run of one draft that writes a plan that adds up and its first chapter, then notes until its cap of two
 * iterations: the draft's folder ("draft-1") is left unfinished, with ch1.md begun.
 */
export async function firstRunWithChapterBegun(
  outputDir: string,
): Promise<{ state: string | undefined; folder: string }> {
  const first = deps(outputDir, {
    behaviour: () => (turnIndex) =>
      turnIndex === 0
        ? turn([writeCall('outline.md', GOOD_PLAN), writeCall('ch1.md', 'The ferry.')])
        : turn([writeCall(`note${turnIndex}.md`, 'x')]),
    maxIterations: 2,
  });
  const [result] = await runBatch(jobs(1), first.d);
  return { state: result?.state, folder: path.join(outputDir, 'draft-1') };
}

/** The batch report of drafts run in-process, as `writer batch` writes it (times left out). */
export function reportOf(drafts: readonly DraftResult[], allDone: boolean): string {
  return renderBatchMarkdown({
    batchFile: '/batch/drafts.yaml',
    startedAt: '',
    finishedAt: '',
    seconds: 0,
    concurrency: 1,
    drafts: [...drafts],
    allDone,
  });
}
