// Mutation testing of the checker alone, against its unit tests only (vitest.stryker.check.config.ts):
//   node --import ./stryker/typescript5.mjs node_modules/@stryker-mutator/core/bin/stryker.js run \
//     stryker.check.config.mjs --concurrency 1 [--mutate src/check/cast.ts,...]
// Its reports and incremental file are apart from the full run's, so the two do not overwrite each other;
// STRYKER_NAME=x names them reports/x.json and reports/inc-x.json, so runs on different files keep theirs.
import base from './stryker.config.mjs';

const name = process.env.STRYKER_NAME ?? 'check';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: process.env.STRYKER_VITEST ?? 'vitest.stryker.check.config.ts' },
  mutate: ['src/check/**/*.ts'],
  concurrency: 1,
  // The dry run of every check test with per-test coverage once outgrew 19 GB (each test file's report carried all
  // the coverage before it); stryker/coveragePerFile.ts ends that, and 1.3 GB was its peak at 4,000 tests. The
  // margin is for instrumented code, which runs several times heavier.
  testRunnerNodeArgs: ['--max-old-space-size=4096'],
  incrementalFile: `reports/inc-${name}.json`,
  htmlReporter: { fileName: `reports/${name}.html` },
  jsonReporter: { fileName: `reports/${name}.json` },
};
