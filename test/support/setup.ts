import http from 'node:http';
import https from 'node:https';
import { afterAll, afterEach } from 'vitest';
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

afterAll(() => {
  const before = worker[BASELINE] ?? new Map<string, unknown>();
  const after = processState();
  const left = [...new Set([...before.keys(), ...after.keys()])].filter(
    (key) => !Object.is(before.get(key), after.get(key)),
  );
  // The next file is judged on what it does itself, not on what this one left.
  worker[BASELINE] = after;
  if (left.length > 0)
    throw new Error(
      `this test file left the process changed for the next file in its worker: ${left
        .map((key) => `${key} (${shown(before.get(key))} → ${shown(after.get(key))})`)
        .join(', ')}`,
    );
});
