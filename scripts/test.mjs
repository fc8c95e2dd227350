#!/usr/bin/env node
/**
 * `npm test` after the build: the type-check of src/, bench/ and test/ runs beside vitest, not before it (vitest
 * strips types without checking them, so a test that no longer type-checks would still pass). The end-to-end tests
 * spend some of their time waiting on the CLI they spawned; the check takes that time instead of seconds of its own.
 * Its output is held until vitest has finished, so it never breaks into vitest's; the exit code is the first
 * failure's (vitest's, then the check's). Biome is not run here: the suite is bound by two cores' CPU, and Biome's
 * five seconds of it are `npm run lint`'s, which .ci/run runs before the tests. Arguments go to vitest
 * (`npm test -- test/check`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const bin = (name) => path.join(import.meta.dirname, '..', 'node_modules', '.bin', name);

/** Runs a command; with `hold`, keeps its output to print later, else lets it write to the terminal as it goes. */
function run(command, args, hold) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (hold) {
      child.stdout.on('data', (d) => {
        output += d;
      });
      child.stderr.on('data', (d) => {
        output += d;
      });
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n` }));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const checks = [
  // Incremental, its record kept in node_modules/.cache (no output is written, so none can go stale): a run after the
  // first checks only what changed, and leaves vitest the CPU.
  {
    name: 'tsc -p tsconfig.test.json',
    done: run(
      bin('tsc'),
      [
        '-p',
        'tsconfig.test.json',
        '--incremental',
        '--tsBuildInfoFile',
        'node_modules/.cache/writer-typecheck.tsbuildinfo',
      ],
      true,
    ),
  },
];
const tests = await run(bin('vitest'), ['run', ...process.argv.slice(2)], false);
let code = tests.code;
for (const check of checks) {
  const { code: checkCode, output } = await check.done;
  if (checkCode !== 0 || output.trim() !== '') process.stdout.write(`\n> ${check.name}\n${output}`);
  if (code === 0) code = checkCode;
}
process.exitCode = code;
