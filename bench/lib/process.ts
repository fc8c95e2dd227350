import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Running the built CLI (and the baseline) as processes, and the small arithmetic every measurement uses. */

export const cliPath = fileURLToPath(new URL('../../src/writer.js', import.meta.url));
export const baselinePath = fileURLToPath(new URL('../baseline.js', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export const tmp = (prefix: string) => mkdtempSync(path.join(os.tmpdir(), `writer-bench-${prefix}-`));

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const log = (text: string) => process.stderr.write(`${text}\n`);

export interface ProcessRun {
  code: number | null;
  ms: number;
  /** Peak resident memory (VmHWM) in MB, read from /proc while the process ran. */
  peakMb: number;
  /** Date.now() when the process was spawned. */
  spawnedAt: number;
  stdout: string;
}

/** Run node with args, timing it and following its peak memory. */
export function runNode(args: string[], cwd: string, env: Record<string, string> = {}): Promise<ProcessRun> {
  return new Promise((resolve) => {
    const started = performance.now();
    const spawnedAt = Date.now();
    const child = spawn(process.execPath, args, {
      cwd,
      env: {
        ...process.env,
        GEMINI_API_KEY: 'bench-key',
        NO_COLOR: '1',
        XDG_CONFIG_HOME: path.join(cwd, '.config'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let peakKb = 0;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', () => {});
    const poll = setInterval(() => {
      try {
        const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
        if (match) peakKb = Math.max(peakKb, Number(match[1]));
      } catch {
        // the process has gone
      }
    }, 20);
    child.on('close', (code) => {
      clearInterval(poll);
      resolve({ code, ms: performance.now() - started, peakMb: peakKb / 1024, spawnedAt, stdout });
    });
  });
}
