import { Worker } from 'node:worker_threads';

/**
 * Finding the lines of some texts that match a pattern. A plain-text search
 * runs here; a regular expression from the model runs in a worker thread
 * with a time limit, because JavaScript's regex engine backtracks and a
 * pattern like (a+)+$ can take minutes on one paragraph, with no way to
 * interrupt it inside the thread that runs it. The worker is simply ended.
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
}

/** Lines containing `query`, ignoring case unless told otherwise. Linear: safe to run in the main thread. */
export function scanPlain(query: string, caseSensitive: boolean, texts: readonly string[], keep: number): ScanResult {
  const wanted = caseSensitive ? query : query.toLowerCase();
  const hits: LineHit[] = [];
  let total = 0;
  texts.forEach((text, file) => {
    text.split('\n').forEach((line, index) => {
      const at = (caseSensitive ? line : line.toLowerCase()).indexOf(wanted);
      if (at === -1) return;
      total++;
      if (hits.length < keep) hits.push({ file, line: index, at });
    });
  });
  return { hits, total };
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
texts.forEach((text, file) => {
  text.split('\\n').forEach((line, index) => {
    const at = line.search(pattern);
    if (at === -1) return;
    total++;
    if (hits.length < keep) hits.push({ file, line: index, at });
  });
});
parentPort.postMessage({ hits, total });
`;

export class ScanTimeout extends Error {}

/**
 * Lines matching the regular expression `source` (already known to compile
 * with `flags`, which must not include "g" or "y"), ended after `timeoutMs`
 * or when `signal` aborts (rejecting with its reason).
 */
export function scanRegex(
  source: string,
  flags: string,
  texts: readonly string[],
  keep: number,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<ScanResult> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { source, flags, texts, keep } });
    const timer = setTimeout(() => {
      finish();
      void worker.terminate();
      reject(new ScanTimeout(`the search took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    // Ctrl+C stops a long search at once rather than after its timeout.
    const abort = () => {
      finish();
      void worker.terminate();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', abort, { once: true });
    const finish = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
    };
    worker.once('message', (result: ScanResult) => {
      finish();
      void worker.terminate();
      resolve(result);
    });
    worker.once('error', (error) => {
      finish();
      reject(error);
    });
  });
}
