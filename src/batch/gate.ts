import { type RateGate, sleep } from '../model/retry.js';

/**
 * One gate for every session of a batch: when any of them is told to wait
 * (a 429 with a retry delay), all of them hold back until then, instead of
 * each hammering the quota on its own.
 */
export class SharedRateGate implements RateGate {
  private pausedUntil = 0;

  constructor(private readonly now: () => number = Date.now) {}

  pause(ms: number): void {
    this.pausedUntil = Math.max(this.pausedUntil, this.now() + ms);
  }

  async wait(signal?: AbortSignal): Promise<void> {
    for (;;) {
      const remaining = this.pausedUntil - this.now();
      if (remaining <= 0) return;
      await sleep(remaining, signal);
    }
  }
}
