import { errnoCode } from './errors.js';

/** Whether a process with this pid exists on this host (signal 0 checks without sending anything). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return errnoCode(error) === 'EPERM';
  }
}
