import { describe, expect, it, vi } from 'vitest';
import { GuardFired, guard, until } from './support/guard.js';

describe('guard timers fail the test when they fire', () => {
  it('rejects with "guard fired after N ms" and cleans up when the work never ends', async () => {
    vi.useFakeTimers();
    try {
      const onFire = vi.fn();
      const waiting = guard(new Promise<number>(() => {}), 'a run that never ends', { ms: 1_000, onFire });
      const failure = expect(waiting).rejects.toThrow('guard fired after 1000 ms: a run that never ends');
      await vi.advanceTimersByTimeAsync(1_000);
      await failure;
      expect(onFire).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands on the result when the work ends in time, and never fires afterwards', async () => {
    vi.useFakeTimers();
    try {
      const onFire = vi.fn();
      await expect(guard(Promise.resolve(7), 'a quick run', { ms: 1_000, onFire })).resolves.toBe(7);
      await vi.advanceTimersByTimeAsync(5_000);
      expect(onFire).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('until() polls a condition, and fails when it never holds', async () => {
    let ready = false;
    setTimeout(() => (ready = true), 30);
    await until(() => ready, 'ready', { ms: 5_000, everyMs: 5 });
    await expect(until(() => false, 'never', { ms: 50, everyMs: 5 })).rejects.toBeInstanceOf(GuardFired);
  });
});
