import { describe, expect, it } from 'vitest';
import { exitCodeFor } from '../../src/cli/run.js';

describe('exit codes', () => {
  it.each([
    ['done', 0],
    ['failed', 1],
    ['max-iterations', 3],
    ['incomplete', 4],
    ['interrupted', 130],
  ] as const)('%s → %i', (status, code) => {
    expect(exitCodeFor(status)).toBe(code);
  });
});
