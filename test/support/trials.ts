/**
 * How many trials a property test runs. `npm test` runs a few of each, so the
 * suite stays near a minute; `npm run test:slow` sets TEST_TRIALS=full and
 * runs them all. Every property test takes its count from here, so one
 * variable turns them all up.
 */

/** True under `npm run test:slow` (TEST_TRIALS=full), which also runs the slow checks npm test leaves out (epubcheck). */
export const FULL_TRIALS = process.env.TEST_TRIALS === 'full';

/** `full` under test:slow, else `quick` (a tenth of full by default, at least one). */
export function trials(full: number, quick = Math.max(1, Math.ceil(full / 10))): number {
  return FULL_TRIALS ? full : quick;
}
