import { Readable } from 'node:stream';
import { runWriter } from '../../src/writer.js';
import { type CliOptions, type CliResult, cliPath, testEnv } from './cli.js';
import { guard } from './guard.js';

/**
 * writer's command line run inside the test process: the same parsing,
 * settings, model client (over real HTTP to the test server), loop, journal
 * and summary as `node dist/src/writer.js …`, without a process start
 * (node and the SDK load once per test file instead of once per run).
 *
 * What needs a real process stays with runCli/startCli/startInPty: exit
 * codes as a shell sees them, signals, kill -9, a terminal, pipes, a
 * printed command run as printed, anything that hangs on exit. Here the
 * process's stdout/stderr writes are captured, and its environment, working
 * folder, argv and exitCode are set for the run and put back after it.
 *
 * Runs are serialized: they share the process's globals. Printed resume
 * commands name `writer` here (the entry point is not the running script);
 * the spawned tests check the `node …/writer.js` form.
 */

type Write = typeof process.stdout.write;
type Stdio = NodeJS.ReadStream | NodeJS.WriteStream;

let queue: Promise<unknown> = Promise.resolve();

function replaceEnv(next: Record<string, string | undefined>): void {
  for (const name of Object.keys(process.env))
    if (!(name in next) || next[name] === undefined) delete process.env[name];
  for (const [name, value] of Object.entries(next)) if (value !== undefined) process.env[name] = value;
}

function capture(into: { text: string }): Write {
  return ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    into.text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  }) as Write;
}

/** Sets `isTTY` on a stdio stream; returns how to put it back. */
function setTty(stream: Stdio, value: boolean): () => void {
  const own = Object.getOwnPropertyDescriptor(stream, 'isTTY');
  Object.defineProperty(stream, 'isTTY', { value, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(stream, 'isTTY', own);
    else delete (stream as { isTTY?: boolean }).isTTY;
  };
}

/** In-process runs take what is piped into writer as text (nothing, by default): never the test runner's own stdin. */
export type InProcessOptions = CliOptions & { stdin?: string };

/** Puts `text` in place of process.stdin (as a pipe would); returns how to put it back. */
function setStdin(text: string): () => void {
  const own = Object.getOwnPropertyDescriptor(process, 'stdin');
  const stream = Object.assign(Readable.from([Buffer.from(text)]), { isTTY: false });
  Object.defineProperty(process, 'stdin', { value: stream, configurable: true, writable: true });
  return () => {
    if (own) Object.defineProperty(process, 'stdin', own);
  };
}

async function runNow(args: string[], options: InProcessOptions): Promise<CliResult> {
  const saved = {
    env: { ...process.env },
    cwd: process.cwd(),
    argv: process.argv,
    exitCode: process.exitCode,
    out: process.stdout.write,
    err: process.stderr.write,
  };
  const stdout = { text: '' };
  const stderr = { text: '' };
  // Not a terminal, as under a pipe: no prompt question, no spinner, no live display.
  const untty = [setStdin(options.stdin ?? ''), setTty(process.stdout, false), setTty(process.stderr, false)];
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    for (const undo of untty) undo();
    replaceEnv(saved.env);
    process.chdir(saved.cwd);
    process.argv = saved.argv;
    process.exitCode = saved.exitCode;
  };
  try {
    replaceEnv(testEnv(options.cwd, options.env));
    process.chdir(options.cwd);
    process.argv = [process.execPath, cliPath, ...args];
    process.exitCode = undefined;
    process.stdout.write = capture(stdout);
    process.stderr.write = capture(stderr);
    await guard(runWriter(process.argv), () => `writer ${args.join(' ')} (in-process) still running:\n${stdout.text}`, {
      ms: options.guardMs,
      onFire: restore,
    });
    const code = Number(process.exitCode ?? 0);
    return { code, signal: null, stdout: stdout.text, stderr: stderr.text };
  } finally {
    restore();
  }
}

/** writer's command line in this process; resolves as runCli does (signal always null). */
export function runInProcess(args: string[], options: InProcessOptions): Promise<CliResult> {
  const run = queue.then(() => runNow(args, options));
  queue = run.catch(() => undefined);
  return run;
}
