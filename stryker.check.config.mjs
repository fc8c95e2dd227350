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
  // The dry run of every check test with per-test coverage outgrows Node's default heap, and since 3,500 tests
  // (5 December 2026) 8 GB too, for a sample of 300 lines; at 3,650 tests (6 December) 14 GB ran out twice and
  // 19 GB of a 23 GB machine held (17 GB in use at its peak). Over all of src/check at once (22,000 mutants) it
  // outgrows even that: run it in groups with --mutate (checks/**, facts.ts, bible*.ts, …).
  testRunnerNodeArgs: ['--max-old-space-size=19456'],
  incrementalFile: `reports/inc-${name}.json`,
  htmlReporter: { fileName: `reports/${name}.html` },
  jsonReporter: { fileName: `reports/${name}.json` },
};
