import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/batch/runner.js';
import { deps, jobs } from '../support/batchDrafts.js';
import { tempDir } from '../support/cli.js';
import { call, text, turn } from '../support/scriptedModel.js';
import { testSettings } from '../support/session.js';

describe('how a draft that did not finish is reported', () => {
  it('interrupted just as it started (before its first request): interrupted, with how to resume, not a budget stop', async () => {
    const outputDir = tempDir();
    const controller = new AbortController();
    const { d } = deps(outputDir, {
      signal: controller.signal,
      // Ctrl+C arrives as the draft starts: after the batch let it start, before it asked the model anything.
      onState: (_job, state) => {
        if (state === 'running') controller.abort();
      },
    });
    const [result] = await runBatch(jobs(1), d);
    expect(result?.state).toBe('interrupted');
    expect(result?.resumeCommand).toBe(`writer --recover ${path.join(outputDir, 'draft-1')}`);
  });

  it('failed after its folder was chosen: reported in that folder, not in the one its label names', async () => {
    const outputDir = tempDir();
    // "draft-1" is someone else's: this draft gets "draft-1-2", and fails there.
    mkdirSync(path.join(outputDir, 'draft-1'));
    writeFileSync(path.join(outputDir, 'draft-1', 'notes.md'), 'Not this batch.\n');
    const { d } = deps(outputDir, {
      modelFor: () => {
        throw new Error('The model could not be set up.');
      },
    });
    const [result] = await runBatch(jobs(1), d);
    expect(result).toMatchObject({
      state: 'failed',
      folder: path.join(outputDir, 'draft-1-2'),
      message: 'The model could not be set up.',
    });
  });

  it('failed on a rerun: its folder and what the first run wrote there, not nothing', async () => {
    const outputDir = tempDir();
    mkdirSync(path.join(outputDir, 'draft-1'));
    writeFileSync(path.join(outputDir, 'draft-1', 'notes.md'), 'Not this batch.\n');
    // The first run writes its story and stops at its iteration cap, unfinished.
    const [first] = await runBatch(jobs(1), deps(outputDir, { maxIterations: 1 }).d);
    expect(first?.folder).toBe(path.join(outputDir, 'draft-1-2'));
    expect(first?.state).not.toBe('done');
    const { d } = deps(outputDir, {
      maxIterations: 1,
      modelFor: () => {
        throw new Error('The model could not be set up.');
      },
    });
    const [again] = await runBatch(jobs(1), d);
    expect(first?.words).toBe(4);
    expect(again).toMatchObject({ state: 'failed', folder: path.join(outputDir, 'draft-1-2'), files: 1, words: 4 });
  });

  it('ended with two parts missing: the message names both, apart', async () => {
    const outputDir = tempDir();
    const plan = '# Tale\n\n- `ch1.md` — One — 2,500 words\n- `ch2.md` — Two — 2,500 words\n';
    const { d } = deps(outputDir, {
      behaviour: () => (turnIndex) =>
        turnIndex === 0
          ? turn([call('write_file', { filename: 'outline.md', content: plan, mode: 'create' })])
          : text('Done.'),
      settingsFor: () => testSettings({ outputDir, targetWords: 5_000 }),
    });
    const [result] = await runBatch(jobs(1), d);
    expect(result?.state).toBe('incomplete');
    expect(result?.message).toBe(
      'The model ended the work with parts missing. Missing: 2 of 2 chapters in outline.md are not written yet: ch1.md, ch2.md; the work has 0 words, far below the target of 5,000',
    );
  });
});
