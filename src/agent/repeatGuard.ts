import type { FunctionCall } from '@google/genai';

/** The same calls this many turns in a row get a corrective note… */
export const REPEAT_WARNING_AT = 5;
/** …and this many stop the run. */
export const REPEAT_STOP_AT = 8;

/**
 * Notices a model stuck in a loop: the same calls (names and arguments)
 * turn after turn. A write that keeps failing the same way will not succeed
 * on the hundredth try, and each try costs a request.
 */
export class RepeatGuard {
  private lastKey = '';
  private count = 0;

  /** How many turns in a row have now made exactly these calls. */
  observe(calls: readonly FunctionCall[]): number {
    const key = JSON.stringify(calls.map((call) => [call.name, call.args ?? {}]));
    this.count = key === this.lastKey ? this.count + 1 : 1;
    this.lastKey = key;
    return this.count;
  }
}
