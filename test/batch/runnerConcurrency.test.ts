import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runBatch } from '../../src/batch/runner.js';
import { deps, jobs } from '../support/batchDrafts.js';
import { tempDir } from '../support/cli.js';

/** Apart from the other runner tests: `npm run mutate` leaves it out (it waits for three drafts in a request at once). */
describe('runBatch', () => {
  it('runs every draft in its own folder, never more than `concurrency` at once', async () => {
    const outputDir = tempDir();
    const { d, shared } = deps(outputDir);
    let met = () => {};
    shared.meet = { drafts: 3, met: () => met(), done: new Promise<void>((resolve) => (met = resolve)) };
    const results = await runBatch(jobs(5), d);
    expect(results.map((r) => r.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect(shared.max).toBe(3);
    for (let i = 1; i <= 5; i++) {
      expect(readFileSync(path.join(outputDir, `draft-${i}`, 'story.md'), 'utf8')).toBe(`The text of draft-${i}.`);
    }
    expect(results[0]).toMatchObject({ files: 1, words: 4, skipped: false, resumed: false });
  });
});
