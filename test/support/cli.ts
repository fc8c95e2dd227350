import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

export function startCli(args: string[], options: { cwd: string; env?: Record<string, string | undefined> }): CliRun {
  return watch(
    spawn(process.execPath, [cliPath, ...args], {
      cwd: options.cwd,
      env: testEnv(options.cwd, options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

/**
 * A command line run through sh exactly as a person would paste it (a
 * command writer printed, a pipe), in the test environment.
 */
export function startShell(
  command: string,
  options: { cwd: string; env?: Record<string, string | undefined> },
): CliRun {
  return watch(
    spawn('sh', ['-c', command], {
      cwd: options.cwd,
      env: testEnv(options.cwd, options.env),
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
}

export function runShell(
  command: string,
  options: { cwd: string; env?: Record<string, string | undefined> },
): Promise<CliResult> {
  return startShell(command, options).result;
}

function watch(child: ReturnType<typeof spawn>): CliRun {
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
  const result = new Promise<CliResult>((resolve) => {
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return {
    child,
    result,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(stdout)) return resolve();
        waiters.push({ pattern, resolve });
        void result.then(() => reject(new Error(`the CLI exited before printing ${pattern}:\n${stdout}\n${stderr}`)));
      }),
  };
}

export function runCli(
  args: string[],
  options: { cwd: string; env?: Record<string, string | undefined> },
): Promise<CliResult> {
  return startCli(args, options).result;
}
