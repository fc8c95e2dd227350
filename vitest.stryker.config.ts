import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs against each mutant: the in-process unit
 * tests. End-to-end tests spawn the built CLI from dist/, which a mutant of
 * src/ never reaches (and spawning hundreds of times per mutant would take
 * hours); export tests cover no mutated folder. batch/runnerConcurrency.test.ts
 * expects three drafts in flight at one moment, which the slower instrumented
 * code does not always reach (a test of timing); the rest of the runner's tests
 * (batch/runner.test.ts) are run. The
 * studio's browser test drives chromium for over a minute (npm run test:browser); its server and command
 * tests run writer's command line in-process, which changes the working folder (process.chdir, refused in the
 * worker threads Stryker's runner uses), like the end-to-end tests, and src/studio is not mutated; so do
 * project/wrongKind.test.ts (writer in-process on files of the wrong kind) and printed.test.ts (printed commands run
 * by sh with writer in the test's process).
 */
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // coveragePerFile.ts: each test file reports its own tests' coverage, not all before it (memory; see the file).
    setupFiles: ['test/support/setup.ts', 'stryker/coveragePerFile.ts'],
    isolate: false,
    exclude: [
      'test/e2e/**',
      'test/export/**',
      'test/batch/runnerConcurrency.test.ts',
      'test/studio/browser.test.ts',
      'test/studio/server.test.ts',
      'test/studio/cli.test.ts',
      'test/project/wrongKind.test.ts',
      'test/printed.test.ts',
      '**/node_modules/**',
    ],
    // Instrumented code runs several times slower (the bounded-search tests of edit_file most of all).
    testTimeout: 180_000,
    hookTimeout: 30_000,
  },
});
