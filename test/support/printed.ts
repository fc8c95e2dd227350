import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CliOptions, type CliResult, cliPath, runShell, tempDir } from './cli.js';
import { runInProcess } from './inProcess.js';

/**
 * A command writer printed for the person to type, run as printed: sh reads
 * the line and runs it (its quoting, its words, a `cd` or `--` in it), in the
 * test's folder and environment. Only the last step differs from a paste
 * into a terminal: the `writer` the line calls (or `node …/writer.js`) is a
 * shell function that hands its words and working folder back, and writer
 * runs with exactly those in this process (test/support/inProcess.ts). A
 * process start costs about half a second of CPU; sh costs a few
 * milliseconds.
 *
 * What only a process shows stays with runShell: `writer` found on the PATH,
 * `node …/writer.js` run by node, exit codes of signals and closed pipes
 * (test/e2e/runs.test.ts runs both printed forms with the built CLI, and
 * each command keeps one printed line run by the built CLI in its own test).
 */

const shellWord = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Each call adds its folder, its word count and its words to $WRITER_CALLS, NUL after each. */
const SHIMS = [
  `writer() { printf '%s\\0' "$PWD" "$#" "$@" >> "$WRITER_CALLS"; }`,
  `node() { if [ "$1" = ${shellWord(cliPath)} ]; then shift; writer "$@"; else echo "not writer: node $*" >&2; return 127; fi; }`,
].join('\n');

/** The folder and words of each writer call the shims wrote down. */
function calls(record: string): Array<{ cwd: string; args: string[] }> {
  const fields = record.split('\0');
  fields.pop(); // after the last NUL
  const found: Array<{ cwd: string; args: string[] }> = [];
  while (fields.length > 0) {
    const [cwd = '', count] = fields.splice(0, 2);
    found.push({ cwd, args: fields.splice(0, Number(count)) });
  }
  return found;
}

/**
 * Runs `command` as printed (see above); resolves as runCli does. The line must
 * call writer exactly once and do nothing else sh could fail at.
 */
export async function runPrinted(command: string, options: CliOptions): Promise<CliResult> {
  const record = path.join(tempDir('writer-printed-'), 'calls');
  writeFileSync(record, '');
  const shell = await runShell(`${SHIMS}\n${command}`, { ...options, env: { ...options.env, WRITER_CALLS: record } });
  if (shell.code !== 0 || shell.stderr !== '')
    throw new Error(`sh could not run the printed command (exit ${shell.code}): ${command}\n${shell.stderr}`);
  if (shell.stdout !== '') throw new Error(`the printed command printed more than writer did: ${shell.stdout}`);
  const found = calls(readFileSync(record, 'utf8'));
  if (found.length !== 1)
    throw new Error(`the printed command called writer ${found.length} times, not once: ${command}`);
  const [{ cwd, args }] = found as [{ cwd: string; args: string[] }];
  // sh names the folder by its real path; the test's own spelling of it, when it is the same folder.
  const same = realpathSync(cwd) === realpathSync(options.cwd);
  return runInProcess(args, { ...options, cwd: same ? options.cwd : cwd });
}
