import { spawn, spawnSync } from 'node:child_process';
import { cliPath, testEnv, track } from './cli.js';
import { guard } from './guard.js';

/**
 * The built CLI on a real pseudo-terminal, through `script(1)` (util-linux):
 * what a person types (a prompt, ^C, ^D) goes through the terminal's line
 * discipline exactly as at a keyboard, so ^C becomes SIGINT only when the
 * terminal is not in raw mode.
 */

export const hasScript = spawnSync('script', ['--version']).status === 0;

export interface PtyRun {
  /** Type bytes at the terminal. */
  type(text: string): void;
  /** Resolves once the terminal has shown text matching `pattern` (after `from` characters). */
  waitFor(pattern: RegExp, from?: number): Promise<void>;
  output(): string;
  /** Exit code of the CLI (script -e passes on its child's); rejects if the guard had to kill it. */
  result: Promise<{ code: number | null; output: string }>;
}

const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export function startInPty(
  args: string[],
  options: {
    cwd: string;
    env?: Record<string, string | undefined>;
    command?: string;
    columns?: number;
    guardMs?: number;
  },
): PtyRun {
  // A person at a terminal: not CI (where writer shows no spinner), no settings of this machine's own.
  const env = testEnv(options.cwd, { CI: undefined, ...options.env });
  const command = options.command ?? `${shellWord(process.execPath)} ${shellWord(cliPath)}`;
  const line = `stty cols ${options.columns ?? 100} rows 40; exec ${command} ${args.map(shellWord).join(' ')}`;
  const child = track(spawn('script', ['-qec', line, '/dev/null'], { cwd: options.cwd, env }));
  let out = '';
  const waiters: Array<{ pattern: RegExp; from: number; resolve: () => void }> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
    for (const waiter of [...waiters]) {
      if (waiter.pattern.test(out.slice(waiter.from))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  });
  const closed = new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, output: out }));
  });
  // Killing script(1) makes it exit 0: a guard that fires must fail the test, never hand on that 0.
  const result = guard(closed, () => `the terminal run still going:\n${out}`, {
    ms: options.guardMs,
    onFire: () => child.kill('SIGKILL'),
  });
  return {
    type: (text) => child.stdin.write(text),
    output: () => out,
    waitFor: (pattern, from = 0) =>
      new Promise<void>((resolve, reject) => {
        if (pattern.test(out.slice(from))) return resolve();
        waiters.push({ pattern, from, resolve });
        void result.then(() => reject(new Error(`the CLI exited before showing ${pattern}:\n${out}`)), reject);
      }),
    result,
  };
}
