/** Everything a run is configured with; one per session, so batch can vary it per draft. */
export interface RunSettings {
  model: string;
  outputDir: string;
  /** How many iterations this run may take (a recovered run gets this many more). */
  maxIterations: number;
  /** Overrides the model's input token limit. */
  tokenLimit?: number;
  /** Compress when the history reaches this share of the limit (at most 1), or this many tokens (above 1). */
  compressAt: number;
  /** Messages kept verbatim by a compression. */
  keepRecent: number;
  /** Write a summary file every this many iterations (0: never). */
  backupEvery: number;
  /** Target length of the whole work in words (--words, or read from the prompt). */
  targetWords?: number;
  /** Ask for a review pass before accepting the end of a work with an outline (default on). */
  review?: boolean;
  /** Most USD this run may spend. */
  budget?: number;
  /** Chapters are drafted by chapter sessions, this many at once (unset: one loop writes them in turn). */
  parallel?: number;
}
