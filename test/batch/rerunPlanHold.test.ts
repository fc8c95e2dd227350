import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/batch/runner.js';
import { BAD_PLAN, deps, firstRunWithChapterBegun, jobs, writeCall } from '../support/batchDrafts.js';
import { tempDir } from '../support/cli.js';
import { text, turn } from '../support/scriptedModel.js';

describe('a draft run again is held to its plan until a chapter of it is begun', () => {
  it('a resumed draft that wrote only a plan that does not add up writes no chapter', async () => {
    const outputDir = tempDir();
    // First run: the plan, then the cap.
    const first = deps(outputDir, {
      behaviour: () => () => turn([writeCall('outline.md', BAD_PLAN)]),
      maxIterations: 1,
    });
    expect((await runBatch(jobs(1), first.d))[0]?.state).toBe('max-iterations');
    const second = deps(outputDir, {
      behaviour: () => (turnIndex) => (turnIndex === 1 ? turn([writeCall('ch1.md', 'The ferry.')]) : text('Done.')),
    });
    const [resumed] = await runBatch(jobs(1), second.d);
    expect(resumed?.resumed).toBe(true);
    expect(readdirSync(path.join(outputDir, 'draft-1'))).not.toContain('ch1.md');
  });

  it('a draft started afresh (its journal lost) is held to its plan even with chapters on disk', async () => {
    const outputDir = tempDir();
    const { state, folder } = await firstRunWithChapterBegun(outputDir);
    expect(state).toBe('max-iterations');
    expect(readdirSync(folder)).toContain('ch1.md');
    writeFileSync(path.join(folder, 'outline.md'), BAD_PLAN);
    // Killed as it began again: an empty journal, so the draft starts over as a new session.
    writeFileSync(path.join(folder, '.writer', 'session.jsonl'), '');
    const second = deps(outputDir, {
      behaviour: () => (turnIndex) => (turnIndex === 0 ? turn([writeCall('ch2.md', 'The far shore.')]) : text('Done.')),
    });
    const [again] = await runBatch(jobs(1), second.d);
    expect(again).toMatchObject({ resumed: false, skipped: false });
    expect(readdirSync(folder)).not.toContain('ch2.md');
  });
});
