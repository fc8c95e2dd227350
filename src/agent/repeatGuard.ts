import type { FunctionCall } from '@google/genai';

/**
 * Notices a model stuck in a loop: the same calls (names and arguments)
 * turn after turn. What to do about it is judged in judge.ts.
 */
export class RepeatGuard {
  // Stryker disable next-line StringLiteral: a key is JSON of an array (it starts with "["), so no start value can equal one
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
