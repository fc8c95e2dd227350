import { runInWorker } from './worker.js';

/**
 * Finding the lines of some texts that match a pattern. A plain-text search
 * runs here; a regular expression from the model runs in a worker thread
 * with a time limit (worker.ts), because JavaScript's regex engine
 * backtracks and a pattern like (a+)+$ can take minutes on one paragraph.
 */

export interface LineHit {
  /** Index into the texts given. */
  file: number;
  /** 0-based line index. */
  line: number;
  /** Where in the line the match starts (for cutting a long line around it). */
  at: number;
}

export interface ScanResult {
  /** The first `keep` matching lines, in order. */
  hits: LineHit[];
  /** Every matching line. */
  total: number;
  /** Texts with at least one matching line. */
  files: number;
}

/** Lines containing `query`, ignoring case unless told otherwise. Linear: safe to run in the main thread. */
export function scanPlain(query: string, caseSensitive: boolean, texts: readonly string[], keep: number): ScanResult {
  const wanted = caseSensitive ? query : query.toLowerCase();
  const hits: LineHit[] = [];
  let total = 0;
  let files = 0;
  texts.forEach((text, file) => {
    const before = total;
    text.split('\n').forEach((line, index) => {
      const at = (caseSensitive ? line : line.toLowerCase()).indexOf(wanted);
      if (at === -1) return;
      total++;
      if (hits.length < keep) hits.push({ file, line: index, at });
    });
    if (total > before) files++;
  });
  return { hits, total, files };
}

/**
 * The worker's whole program, as source: an eval'd worker needs no file of
 * its own (which the build and the test runner would each place elsewhere).
 * It mirrors scanPlain with a RegExp search per line, so a slow pattern
 * never runs in the main thread.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { source, flags, texts, keep } = workerData;
const pattern = new RegExp(source, flags);
const hits = [];
let total = 0;
let files = 0;
texts.forEach((text, file) => {
  const before = total;
  const lines = text.split('\\n');
  // The empty "line" after a final newline is no line of the file (a pattern like ^$ would match it).
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  lines.forEach((line, index) => {
    const at = line.search(pattern);
    if (at === -1) return;
    total++;
    if (hits.length < keep) hits.push({ file, line: index, at });
  });
  if (total > before) files++;
});
parentPort.postMessage({ hits, total, files });
`;

/**
 * Lines matching the regular expression `source` (already known to compile
 * with `flags`, which must not include "g" or "y"), in a worker thread ended
 * after `timeoutMs` (WorkerTimeout) or when `signal` fires (WorkerAborted).
 */
export function scanRegex(
  source: string,
  flags: string,
  texts: readonly string[],
  keep: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ScanResult> {
  return runInWorker<ScanResult>(WORKER_SOURCE, { source, flags, texts, keep }, timeoutMs, signal);
}
