// Mutation testing of the checker alone, against its unit tests only (vitest.stryker.check.config.ts):
//   node --import ./stryker/typescript5.mjs node_modules/@stryker-mutator/core/bin/stryker.js run \
//     stryker.check.config.mjs --concurrency 1 [--mutate src/check/cast.ts,...]
// Its reports and incremental file are apart from the full run's, so the two do not overwrite each other.
import base from './stryker.config.mjs';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...base,
  vitest: { configFile: 'vitest.stryker.check.config.ts' },
  mutate: ['src/check/**/*.ts'],
  concurrency: 1,
  incrementalFile: 'reports/stryker-check-incremental.json',
  htmlReporter: { fileName: 'reports/mutation-check/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation-check/mutation.json' },
};
