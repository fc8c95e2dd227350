// Mutation testing: `npm run mutate` (not part of `npm test`; it takes a while).
// Each mutant (one small change to src/) must make at least one unit test fail.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  checkers: ['typescript'],
  tsconfigFile: 'tsconfig.json',
  checkerNodeArgs: ['--import', './stryker/typescript5.mjs'],
  mutate: [
    'src/agent/**/*.ts',
    'src/context/**/*.ts',
    'src/journal/**/*.ts',
    'src/tools/**/*.ts',
    'src/project/**/*.ts',
    'src/cost/**/*.ts',
    // Many sessions at once: a --parallel book's phases, chapter sessions and stitch; a batch's drafts.
    'src/parallel/**/*.ts',
    'src/batch/**/*.ts',
    // How sums of money are shown: the budget's refusal depends on its rounding.
    'src/util/money.ts',
    // writer check: its rules are pure functions of the text, tested directly.
    'src/check/**/*.ts',
    // Its matcher is sent to a worker thread as source text (Function.toString), where
    // Stryker's instrumentation (calls to its own globals) cannot run.
    '!src/tools/glob.ts',
  ],
  coverageAnalysis: 'perTest',
  // A mutant of a module-level constant would need every test run against it; those are left out (and counted as ignored).
  ignoreStatic: true,
  // The machine has 2 cores shared with others.
  concurrency: 2,
  // Results of unchanged code and tests are reused from the last run (reports/ is not committed).
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 5_000,
  // The first run of every unit test with coverage takes several minutes on a loaded 2-core machine.
  dryRunTimeoutMinutes: 30,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
