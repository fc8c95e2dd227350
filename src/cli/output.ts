let stdoutClosed = false;
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
