import http from 'node:http';
import https from 'node:https';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { killLeftovers } from './cli.js';

// A test that failed while its CLI ran leaves no process behind to disturb the next one.
afterEach(() => killLeftovers());

/**
 * Test files share a worker (vitest.config.ts: isolate false), so whatever one leaves in the process is
 * there for the next: a test would then pass or fail by the order files happen to run in. Each file must
 * leave the process as it found it; the one that does not fails here, naming what it left.
 */
type ProcessState = Map<string, unknown>;

const EVENTS = ['SIGINT', 'SIGTERM', 'SIGPIPE', 'exit', 'uncaughtException', 'unhandledRejection'] as const;

function processState(): ProcessState {
  const state: ProcessState = new Map<string, unknown>([
    ['the working folder', process.cwd()],
    ['process.exitCode', process.exitCode],
    ['process.argv', process.argv.join(' ')],
    ['process.stdout.write', process.stdout.write],
    ['process.stderr.write', process.stderr.write],
    ['process.stdin', Object.getOwnPropertyDescriptor(process, 'stdin')?.value],
    // A fake clock left in place (or one a spy put back: see beforeAll below) never fires the next file's timers.
    ['setTimeout', globalThis.setTimeout],
    ['clearTimeout', globalThis.clearTimeout],
    ['setInterval', globalThis.setInterval],
    ['clearInterval', globalThis.clearInterval],
    ['setImmediate', globalThis.setImmediate],
    ['Date', globalThis.Date],
    // nock left active (its interceptors replace these) would stand between every later test and its server.
    ['fetch', globalThis.fetch],
    ['http.request', http.request],
    ['https.request', https.request],
  ]);
  for (const event of EVENTS) state.set(`${event} listeners`, process.listenerCount(event));
  // vitest numbers each file's run in VITEST_WORKER_ID; the rest of the environment is the tests' own.
  for (const [name, value] of Object.entries(process.env)) if (!name.startsWith('VITEST')) state.set(`$${name}`, value);
  return state;
}

const shown = (value: unknown): string =>
  typeof value === 'function' ? `function ${value.name || '(anonymous)'}` : String(value);

// This file is evaluated again before each test file, but the first time comes before any test file has
// been imported (importing nock, say, already changes fetch): that first state is the worker's baseline.
const BASELINE = Symbol.for('writer.test.processState');
const worker = globalThis as { [BASELINE]?: ProcessState };
worker[BASELINE] ??= processState();

const TIMERS = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'Date'] as const;

// vitest restores every spy again after each file (vi.restoreAllMocks, isolate false), after this file's afterAll:
// a spy taken on a fake setTimeout puts that uninstalled clock's setTimeout back then, and the next file's timers
// never fire (its tests hang until vitest's timeout, its guards silent). Caught here, before the file runs: this
// file fails, naming the previous one, and the real timers are put back so the files after it are not hit too.
const PREVIOUS = Symbol.for('writer.test.previousFile');
const previous = globalThis as { [PREVIOUS]?: string };
beforeAll(() => {
  const baseline = worker[BASELINE];
  const replaced = TIMERS.filter((name) => baseline?.has(name) && !Object.is(baseline.get(name), globalThis[name]));
  if (baseline === undefined || replaced.length === 0) return;
  for (const name of replaced) Object.assign(globalThis, { [name]: baseline.get(name) });
  throw new Error(
    `${replaced.join(', ')} replaced between files, after ${previous[PREVIOUS] ?? 'the previous file'} ended in this ` +
      'worker (a vi.spyOn on a fake timer there? vitest restores spies again between files); put back for the next file',
  );
});

afterAll(() => {
  previous[PREVIOUS] = expect.getState().testPath ?? 'the previous file';
  // Fake timers left installed would stop every timer of the files after this one.
  const fake = vi.isFakeTimers();
  if (fake) vi.useRealTimers();
  const before = worker[BASELINE] ?? new Map<string, unknown>();
  const after = processState();
  const left = [...new Set([...before.keys(), ...after.keys()])].filter(
    (key) => !Object.is(before.get(key), after.get(key)),
  );
  // The next file is judged on what it does itself, not on what this one left.
  worker[BASELINE] = after;
  const changes = left.map((key) => `${key} (${shown(before.get(key))} → ${shown(after.get(key))})`);
  if (fake) changes.unshift('fake timers installed (vi.useFakeTimers without vi.useRealTimers; now put back)');
  if (changes.length > 0)
    throw new Error(`this test file left the process changed for the next file in its worker: ${changes.join(', ')}`);
});
