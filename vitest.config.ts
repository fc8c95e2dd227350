import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/support/setup.ts'],
    // vitest's default is one worker per core but one; on a 2-core machine that is a single worker, and the
    // second core idles while it waits on a CLI it spawned. Two keep both busy.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // End-to-end tests spawn the built CLI; give them room on a busy 2-core machine. Their guards
    // (test/support/guard.ts, 25 s) fire first and fail the test with what the run had printed.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
