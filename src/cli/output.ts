import { closeSync, openSync, writeSync } from 'node:fs';

let stdoutClosed = false;
let stderrClosed = false;
let onStdoutClosed: (() => void) | undefined;

/** True once the reader of stdout went away (`writer … | head`). */
export function isStdoutClosed(): boolean {
  return stdoutClosed;
}

/** While a run is going, a closed stdout calls `handler` (stop and save) instead of ending the process. */
export function whenStdoutCloses(handler: () => void): () => void {
  onStdoutClosed = handler;
  return () => {
    if (onStdoutClosed === handler) onStdoutClosed = undefined;
  };
}

/** Later writes to a stream whose reader is gone are dropped, instead of raising again. */
function silence(stream: NodeJS.WriteStream): void {
  (stream as { write: (...args: unknown[]) => boolean }).write = () => true;
}

/**
 * A reader that closes the pipe early is the reader's choice, not a crash:
 * `writer --help | head` ends quietly. During a run the work is not dropped
 * silently: the run is told (it saves and stops, non-zero), and what is
 * still printed goes nowhere. stderr is no different (`writer … 2>&1 | head`,
 * `2>&1 | tee log` and Ctrl+C): a closed stderr never ends the process with
 * exit 0 halfway through saving, and never leaves the lock behind.
 */
export function guardOutput(): void {
  const closed = (stream: NodeJS.WriteStream) => (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    silence(stream);
    if (stream === process.stderr) stderrClosed = true;
    if (stdoutClosed) return;
    // Either stream gone: the person cannot see the run any more, so it stops and saves as for `| head`.
    stdoutClosed = true;
    silence(process.stdout);
    if (onStdoutClosed) onStdoutClosed();
    else process.exit(process.exitCode ?? 0);
  };
  process.stdout.on('error', closed(process.stdout));
  process.stderr.on('error', closed(process.stderr));
}

/**
 * The last word of a run whose output was closed (the final line with its
 * resume command) goes to stderr, or, when stderr has lost its reader too,
 * to the person's terminal. `writer "…" 2>&1 | tee run.log` and Ctrl+C: the
 * terminal's SIGINT ends tee at once, so nothing writer prints after it
 * reaches run.log; without this the resume command would be seen nowhere.
 * Written synchronously, so a closed stderr is found out here and then.
 */
export function sayLast(text: string): void {
  if (!stderrClosed) {
    try {
      writeSync(process.stderr.fd, text);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EPIPE') {
        process.stderr.write(text); // busy (EAGAIN), not gone: the stream queues it
        return;
      }
      stderrClosed = true;
    }
  }
  try {
    const terminal = openSync('/dev/tty', 'w');
    try {
      writeSync(terminal, text);
    } finally {
      closeSync(terminal);
    }
  } catch {
    // No terminal either (a pipe in a script or CI): there is no one left to tell.
  }
}
