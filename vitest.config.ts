import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests in a real browser: the studio takes over a minute, and chromium's start alone costs the exported page's
    // link test about 3 s of CPU. `npm run test:browser` runs them (and .ci/run runs that).
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.WRITER_BROWSER_TESTS ? [] : ['test/studio/browser.test.ts', 'test/export/browser.test.ts']),
      // The kill -9 properties (each trial spawns, kills and resumes writer several times) and the import of a
      // public-domain novel as a Word document: seconds of CPU each, which two cores shared by three workers
      // cannot spare within npm test's minute. `npm run test:slow` (TEST_TRIALS=full) runs them, and .ci/run runs that.
      ...(process.env.TEST_TRIALS === 'full'
        ? []
        : [
            'test/e2e/killRecover.property.test.ts',
            'test/e2e/parallelKill.property.test.ts',
            'test/import/corpus.test.ts',
          ]),
    ],
    setupFiles: ['test/support/setup.ts'],
    // Test files share their worker's module cache instead of each importing node, the SDK and src/ afresh:
    // that import was a third of the suite's CPU time. What a file could leave behind for the next one (the
    // environment, the working folder, exit code, signal listeners, stdio, nock) is checked after every file by
    // test/support/setup.ts, which fails the file that leaked. writer itself keeps no module state (batch runs
    // many sessions in one process), so sharing the cache also tests that.
    isolate: false,
    // Vite's transform of each TypeScript file kept on disk (node_modules/.experimental-vitest-cache) between runs:
    // a run after the first transforms only what changed.
    experimental: { fsModuleCache: true },
    // One worker more than cores: end-to-end tests spend much of their time waiting on a CLI they spawned or
    // on a server's delay, and the extra worker uses that idle core time. No test depends on the machine's speed.
    maxWorkers: availableParallelism() + 1,
    // End-to-end tests spawn the built CLI; give them room on a busy 2-core machine. Their guards
    // (test/support/guard.ts, 25 s) fire first and fail the test with what the run had printed.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
