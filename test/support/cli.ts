import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
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

const live = new Set<ChildProcess>();

/** Remember a child until it closes, so one a failed test left running is killed after it (test/support/setup.ts). */
export function track<T extends ChildProcess>(child: T): T {
  live.add(child);
  child.on('close', () => live.delete(child));
  return child;
}

/** Kill every tracked child still running. */
export function killLeftovers(): void {
  for (const child of live) child.kill('SIGKILL');
}

export function tempDir(prefix = 'writer-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export interface CliOptions {
  cwd: string;
  env?: Record<string, string | undefined>;
  /** The guard: a run still going after this long is killed and the test fails (default GUARD_MS). */
  guardMs?: number;
}

export function startCli(args: string[], options: CliOptions): CliRun {
  // The developer's own settings must not leak into a test: no WRITER_* variables, no user config file.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('WRITER_') && name !== 'GOOGLE_API_KEY'),
  );
  const env: Record<string, string | undefined> = {
    ...inherited,
    GEMINI_API_KEY: 'test-key-123456',
    NO_COLOR: '1',
    XDG_CONFIG_HOME: path.join(options.cwd, '.test-config-home'),
    ...options.env,
  };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const child = track(
    spawn(process.execPath, [cliPath, ...args], {
      cwd: options.cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
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
  const result = guard(closed, () => `writer ${args.join(' ')} still running:\n${stdout}\n${stderr}`, {
    ms: options.guardMs,
    onFire: () => child.kill('SIGKILL'),
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
