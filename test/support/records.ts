import type { IntentRecord } from '../../src/journal/records.js';

/**
 * A journal `intent` record for tests: a write_file that creates a.md with one
 * byte, in iteration 1. Tests override only what they are about.
 */
export const intentRecord = (overrides: Partial<IntentRecord> = {}): IntentRecord => ({
  type: 'intent',
  iteration: 1,
  index: 0,
  tool: 'write_file',
  file: 'a.md',
  mode: 'create',
  contentHash: 'h',
  contentBytes: 1,
  before: null,
  after: { size: 1, hash: 'h' },
  ...overrides,
});
