import { defineConfig } from 'vitest/config';

/**
 * The tests a mutant of src/check runs (`stryker.check.config.mjs`): the checker's unit tests, without the
 * whole-book ones. The seeded manuscripts (seeded.test.ts) and the slips example (slips.test.ts) read a book
 * through every check, so with per-test coverage they covered nearly every mutant and ran for each (a run of the
 * checks group took 92 minutes); each rule they exercise also has a unit test of its own here, and `npm test`
 * still runs them. languageBoundary.test.ts reads src/ files as text and covers no mutated code.
 */
export default defineConfig({
  test: {
    include: ['test/check/**/*.test.ts'],
    exclude: [
      'test/check/seeded.test.ts',
      'test/check/slips.test.ts',
      'test/check/languageBoundary.test.ts',
      '**/node_modules/**',
    ],
    // coveragePerFile.ts: each test file reports its own tests' coverage, not all before it (memory; see the file).
    setupFiles: ['test/support/setup.ts', 'stryker/coveragePerFile.ts'],
    isolate: false,
    // Instrumented code runs several times slower.
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
