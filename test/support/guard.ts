/**
 * Guard timers for tests that wait on something that might never end: a child
 * process, a terminal, a condition polled on disk or on the test server.
 *
 * A guard that fires is a failure, never a pass: it cleans up (kills the
 * child, so no process is left behind) and the wait rejects with
 * "guard fired after N ms". Before this, a guard that killed `script(1)`
 * let the test go on with script's own exit code 0, and the test passed.
 */

/** Long enough for a slow, loaded machine; shorter than vitest's testTimeout, so the guard's message is the one seen. */
export const GUARD_MS = 25_000;

export class GuardFired extends Error {
  constructor(
    readonly ms: number,
    what: string,
  ) {
    super(`guard fired after ${ms} ms: ${what}`);
    this.name = 'GuardFired';
  }
}

/**
 * `work`, unless `ms` pass first: then `onFire` runs (kill the child) and the
 * returned promise rejects with GuardFired. `what` may be a function, to say
 * what had happened by then (the output so far).
 */
export function guard<T>(
  work: Promise<T>,
  what: string | (() => string),
  options: { ms?: number | undefined; onFire?: () => void } = {},
): Promise<T> {
  const ms = options.ms ?? GUARD_MS;
  let timer: NodeJS.Timeout | undefined;
  const fired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      options.onFire?.();
      reject(new GuardFired(ms, typeof what === 'string' ? what : what()));
    }, ms);
  });
  return Promise.race([work, fired]).finally(() => clearTimeout(timer));
}

/** Resolves once `condition()` holds, polling every `everyMs`; the guard fails the wait if it never does. */
export function until(
  condition: () => boolean,
  what: string,
  options: { ms?: number | undefined; everyMs?: number; onFire?: () => void } = {},
): Promise<void> {
  let stop = false;
  const poll = (async () => {
    while (!stop && !condition()) await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 20));
  })();
  return guard(poll, `waiting for ${what}`, options).finally(() => {
    stop = true;
  });
}
