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

/**
 * A reader that closes the pipe early is the reader's choice, not a crash:
 * `writer --help | head` ends quietly. During a run the work is not dropped
 * silently: the run is told (it saves and stops, non-zero), and what is
 * still printed to stdout goes nowhere.
 */
export function guardOutput(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (stdoutClosed) return;
    if (error.code !== 'EPIPE') throw error;
    stdoutClosed = true;
    // Nothing can reach the reader any more: later writes are dropped instead of raising again.
    (process.stdout as { write: (...args: unknown[]) => boolean }).write = () => true;
    if (onStdoutClosed) onStdoutClosed();
    else process.exit(process.exitCode ?? 0);
  });
  process.stderr.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}
