import { acquireLock, type HeldLock, LockError } from '../project/lock.js';
import { EXIT } from './exitCodes.js';
import { printError } from './messages.js';

/**
 * The lock of a project or a batch, or the exit code when it cannot be had: another writer holds it (refused,
 * like a usage error, exit 2) or it could not be written (exit 1). The reason is printed either way.
 */
export async function lockOrExit(file: string, what: string): Promise<HeldLock | number> {
  try {
    return await acquireLock(file, what);
  } catch (error) {
    if (!(error instanceof LockError)) throw error;
    printError(error.message);
    return error.reason === 'held' ? EXIT.usage : EXIT.failed;
  }
}
