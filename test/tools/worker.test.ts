import { getEventListeners } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { runInWorker, WorkerAborted, WorkerTimeout } from '../../src/tools/worker.js';

const ECHO = `const { parentPort, workerData } = require('node:worker_threads'); parentPort.postMessage(workerData * 2);`;
/** Atomics.waitAsync (Node 16+), missing from the TypeScript lib this project targets. */
const waitAsync = (
  Atomics as unknown as {
    waitAsync(
      array: Int32Array,
      index: number,
      value: number,
      timeout: number,
    ): { async: boolean; value: string | Promise<string> };
  }
).waitAsync;

/** A program that never posts its message (a pattern that never finishes matching). */
const ENDLESS = 'setInterval(() => {}, 1_000);';

describe('runInWorker', () => {
  it('resolves with the message the program posts, and leaves nothing on the run signal', async () => {
    const signal = new AbortController().signal;
    await expect(runInWorker(ECHO, 21, 5_000, signal)).resolves.toBe(42);
    // A long run makes many searches with one signal: each must take its listener away again.
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });

  it('leaves no time limit running once the program has answered (it would keep writer from exiting)', async () => {
    // Its own limit is the timer set for 60,000 ms, watched through the real timer functions (no fake clock: a
    // timer another file's leftover work sets meanwhile — test files share a worker — is neither counted nor frozen).
    // And never spy on a fake timer: vitest restores every spy again between files (isolate false), and a spy taken
    // on a fake setTimeout put that dead clock's setTimeout back for the next file, whose timers then never fired.
    const set = vi.spyOn(globalThis, 'setTimeout');
    const cleared = vi.spyOn(globalThis, 'clearTimeout');
    try {
      await expect(runInWorker(ECHO, 1, 60_000)).resolves.toBe(2);
      const limits = set.mock.calls.flatMap((call, i) => (call[1] === 60_000 ? [set.mock.results[i]?.value] : []));
      expect(limits).toHaveLength(1);
      expect(cleared.mock.calls.map((call) => call[0])).toContain(limits[0]);
    } finally {
      set.mockRestore();
      cleared.mockRestore();
    }
  });

  it('refuses to start when the run is already interrupted, with the reason as the cause', async () => {
    const controller = new AbortController();
    controller.abort(new Error('Ctrl+C'));
    const error = await runInWorker(ENDLESS, null, 2_000, controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerAborted);
    expect((error as Error).message).toBe('interrupted');
    expect(((error as Error).cause as Error).message).toBe('Ctrl+C');
  });

  it('stops the program when the run is interrupted, with the reason as the cause', async () => {
    const controller = new AbortController();
    const running = runInWorker(ENDLESS, null, 20_000, controller.signal).catch((e: unknown) => e);
    controller.abort(new Error('SIGTERM'));
    const error = await running;
    expect(error).toBeInstanceOf(WorkerAborted);
    expect(((error as Error).cause as Error).message).toBe('SIGTERM');
  });

  it('stops the program at its time limit and says so', async () => {
    const error = await runInWorker(ENDLESS, null, 200).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WorkerTimeout);
    expect((error as Error).message).toBe('the work took longer than 200 ms');
  });

  it('ends the thread that ran past its limit (a runaway pattern must not go on burning a core)', async () => {
    const ticks = new Int32Array(new SharedArrayBuffer(4));
    const ticking = `const a = new Int32Array(require('node:worker_threads').workerData);
      setInterval(() => { Atomics.add(a, 0, 1); Atomics.notify(a, 0); }, 1);`;
    await expect(runInWorker(ticking, ticks.buffer, 200)).rejects.toBeInstanceOf(WorkerTimeout);
    // Ending takes a moment: the count must soon stop moving for half a second.
    let still = false;
    for (let tries = 0; tries < 6 && !still; tries++) {
      const wait = waitAsync(ticks, 0, Atomics.load(ticks, 0), 500);
      still = (wait.async ? await wait.value : wait.value) === 'timed-out';
    }
    expect(still).toBe(true);
  });

  it('passes on an error the program throws', async () => {
    await expect(runInWorker('throw new Error("bad pattern")', null, 5_000)).rejects.toThrow('bad pattern');
  });

  it('says so when the program ends without a message', async () => {
    await expect(runInWorker('process.exit(3)', null, 5_000)).rejects.toThrow('the worker stopped (exit code 3)');
  });
});
