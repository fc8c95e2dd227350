import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EXIT } from '../../src/cli/exitCodes.js';
import { lockOrExit } from '../../src/cli/lockOrExit.js';
import { acquireLock, projectLockPath } from '../../src/project/lock.js';
import { tempDir } from '../support/cli.js';

/** What writer redraft, writer restore and writer batch do when they cannot have their lock. */
describe('lockOrExit', () => {
  it('refuses while another writer holds the lock: exit 2, and the reason said', async () => {
    const file = projectLockPath(tempDir());
    const held = await acquireLock(file, 'the project');
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await lockOrExit(file, 'the project')).toBe(EXIT.usage);
      expect(said.mock.calls.map((call) => String(call[0])).join('')).toMatch(/Another writer is already working/);
    } finally {
      said.mockRestore();
      await held.release();
    }
  });

  it('gives the lock when it is free, and exit 1 when it cannot be written', async () => {
    const file = projectLockPath(tempDir());
    const lock = await lockOrExit(file, 'the project');
    expect(typeof lock).toBe('object');
    if (typeof lock === 'object') await lock.release();
    // A folder where the lock file should be: it cannot be written.
    const blocked = projectLockPath(tempDir());
    mkdirSync(blocked, { recursive: true });
    const said = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await lockOrExit(blocked, path.basename(blocked))).toBe(EXIT.failed);
    } finally {
      said.mockRestore();
    }
  });
});
