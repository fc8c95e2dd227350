import type { SessionState } from '../agent/loop.js';
import type { DraftResult } from '../batch/runner.js';
import { EXIT } from './exitCodes.js';

/**
 * 0 only when every draft is done; otherwise the gravest outcome: a failure
 * (or a draft never started) 1, a stop at the cap or a budget 3, an incomplete ending 4.
 */
export function batchExitCode(results: readonly DraftResult[]): number {
  const states = new Set(results.map((result) => result.state));
  if (states.has('failed') || states.has('not started') || states.has('interrupted')) return EXIT.failed;
  // A stop at a limit (the cap, a budget) is resumable, like a single run's exit 3.
  const limits: readonly SessionState[] = ['max-iterations', 'budget', 'not started (budget)'];
  if (limits.some((state) => states.has(state))) return EXIT.maxIterations;
  if (states.has('incomplete')) return EXIT.incomplete;
  return EXIT.done;
}
