/** The process exit codes, documented in --help and the README. */
export const EXIT = {
  done: 0,
  failed: 1,
  usage: 2,
  /** Stopped at a limit: --max-iterations or --budget (resumable). */
  maxIterations: 3,
  /** The model ended the work with parts missing (or nothing written). */
  incomplete: 4,
  interrupted: 130,
} as const;
