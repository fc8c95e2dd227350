import { readFileSync } from 'node:fs';
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

/**
 * When the kernel started a process, as an opaque string (Linux: field 22 of
 * /proc/<pid>/stat, in clock ticks since boot); undefined elsewhere or when
 * it cannot be read. Together with the pid it names one process for good.
 */
export function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}
