import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { guard } from './guard.js';

/** Runs the built CLI (dist/) as a subprocess, the way a user runs `writer`. */

export const cliPath = fileURLToPath(new URL('../../dist/src/writer.js', import.meta.url));

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface CliRun {
  child: ReturnType<typeof spawn>;
  result: Promise<CliResult>;
  /** Resolves once stdout has shown text matching `pattern`. */
  waitFor(pattern: RegExp): Promise<void>;
}

export interface CliOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** The guard: a run still going after this long is killed and the test fails (default GUARD_MS). */
  guardMs?: number;
}

const live = new Set<ChildProcess>();
/** Children that lead a process group of their own (a shell). */
const groups = new WeakSet<ChildProcess>();

/** Remember a child until it closes, so one a failed test left running is killed after it (test/support/setup.ts). */
export function track<T extends ChildProcess>(child: T): T {
  live.add(child);
  child.on('close', () => live.delete(child));
  return child;
}

/** Kill every tracked child still running (a shell's with its whole process group). */
export function killLeftovers(): void {
  for (const child of live) killGroup(child);
}

/** SIGKILL to the child's process group when it leads one (a shell and what it started), else to the child. */
function killGroup(child: ChildProcess): void {
  try {
    if (child.pid !== undefined && groups.has(child)) process.kill(-child.pid, 'SIGKILL');
    else child.kill('SIGKILL');
  } catch {
    // already gone
  }
}
export function tempDir(prefix = 'writer-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

let pathWithoutWriter: string | undefined;

/**
 * The PATH a test runs writer with: `node` is this node, and no `writer` is on
 * it, whatever this machine has (after `npm link`, a `writer` on the PATH
 * makes every printed command start `writer` instead of `node …/writer.js`).
 * A test that wants a `writer` on the PATH puts its own in front.
 */
export function testPath(): string {
  if (pathWithoutWriter === undefined) {
    const bin = path.join(mkdtempSync(path.join(tmpdir(), 'writer-test-bin-')), 'bin');
    mkdirSync(bin);
    symlinkSync(process.execPath, path.join(bin, 'node'));
    const others = (process.env.PATH ?? '')
      .split(path.delimiter)
      .filter((dir) => dir !== '' && !existsSync(path.join(dir, 'writer')));
    pathWithoutWriter = [bin, ...others].join(path.delimiter);
  }
  return pathWithoutWriter;
}

let pathOfWriter: string | undefined;

/**
 * testPath() with `writer` on it (the built CLI, as `npm link` or a global install puts it there): the PATH for a
 * shell that runs a command an in-process run printed (runInProcess prints `writer …`, as an installed writer
 * does). The `node …/writer.js` form of a printed command is tested with spawned runs (test/e2e/runs.test.ts).
 */
export function pathWithWriter(): string {
  if (pathOfWriter === undefined) {
    const bin = path.join(mkdtempSync(path.join(tmpdir(), 'writer-test-installed-')), 'bin');
    mkdirSync(bin);
    symlinkSync(cliPath, path.join(bin, 'writer'));
    pathOfWriter = [bin, testPath()].join(path.delimiter);
  }
  return pathOfWriter;
}

/**
 * The environment of a CLI under test: the developer's own settings do not
 * leak in (no WRITER_* variables, no user config file, no `writer` on the
 * PATH); a test key; `env` on top (a value undefined removes the variable).
 */
export function testEnv(cwd: string, env: Record<string, string | undefined> = {}): Record<string, string> {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('WRITER_') && name !== 'GOOGLE_API_KEY'),
  );
  const merged: Record<string, string | undefined> = {
    ...inherited,
    PATH: testPath(),
    GEMINI_API_KEY: 'test-key-123456',
    NO_COLOR: '1',
    XDG_CONFIG_HOME: path.join(cwd, '.test-config-home'),
    ...env,
  };
  for (const [name, value] of Object.entries(merged)) if (value === undefined) delete merged[name];
  return merged as Record<string, string>;
}

export function startCli(args: string[], options: CliOptions): CliRun {
  return watch(
    spawn(process.execPath, [cliPath, ...args], {
      cwd: options.cwd,
      env: testEnv(options.cwd, options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    `writer ${args.join(' ')}`,
    options.guardMs,
  );
}

/**
 * A command line run through sh exactly as a person would paste it (a
 * command writer printed, a pipe), in the test environment.
 */
export function startShell(command: string, options: CliOptions): CliRun {
  const child = spawn('sh', ['-c', command], {
    cwd: options.cwd,
    env: testEnv(options.cwd, options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a guard kills sh and the writer it started
  });
  groups.add(child);
  // sh's exit code is the command's (the last one it runs).
  return watch(child, `sh -c ${command}`, options.guardMs);
}

export function runShell(command: string, options: CliOptions): Promise<CliResult> {
  return startShell(command, options).result;
}

/** Output, waits and the exit of a child; a guard kills it and fails the test if it never ends. */
function watch(child: ChildProcess, what: string, guardMs: number | undefined): CliRun {
  track(child);
  let stdout = '';
  let stderr = '';
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(stdout)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const closed = new Promise<CliResult>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  const result = guard(closed, () => `${what} still running:\n${stdout}\n${stderr}`, {
    ms: guardMs,
    onFire: () => killGroup(child),
  });
  return {
    child,
    result,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(stdout)) return resolve();
        waiters.push({ pattern, resolve });
        void result.then(
          () => reject(new Error(`the CLI exited before printing ${pattern}:\n${stdout}\n${stderr}`)),
          reject,
        );
      }),
  };
}

export function runCli(args: string[], options: CliOptions): Promise<CliResult> {
  return startCli(args, options).result;
}
