import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A real full disk for tests: a tmpfs of a few hundred kilobytes, mounted
 * where the test writes. Mounting needs root (or CAP_SYS_ADMIN); where it is
 * not allowed the tests that need it are skipped, saying why, and the
 * injected-failure unit tests still cover the journal.
 */

function run(args: string[]): { ok: boolean; error: string } {
  const result = spawnSync(args[0] as string, args.slice(1), { encoding: 'utf8' });
  return { ok: result.status === 0, error: (result.stderr || result.error?.message || '').trim() };
}

/** Why a tmpfs cannot be mounted here, or undefined when it can. */
export function tinyDiskUnavailable(): string | undefined {
  if (process.platform !== 'linux') return `tmpfs mounts need Linux (this is ${process.platform})`;
  const probe = mkdtempSync(path.join(tmpdir(), 'writer-tmpfs-probe-'));
  try {
    const mounted = run(['mount', '-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', probe]);
    if (!mounted.ok)
      return `cannot mount a tmpfs (${mounted.error || 'mount failed'}); run the tests as root to include it`;
    run(['umount', probe]);
    return undefined;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

export interface TinyDisk {
  dir: string;
  /** Give the disk more room (the files stay). */
  grow(size: string): void;
  /** Make the file system read-only (the files stay). */
  readOnly(): void;
  remove(): void;
}

export function mountTinyDisk(size: string): TinyDisk {
  const dir = mkdtempSync(path.join(tmpdir(), 'writer-tmpfs-'));
  const mounted = run(['mount', '-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir]);
  if (!mounted.ok) throw new Error(`mount failed: ${mounted.error}`);
  return {
    dir,
    grow(newSize) {
      const grown = run(['mount', '-o', `remount,size=${newSize}`, dir]);
      if (!grown.ok) throw new Error(`remount failed: ${grown.error}`);
    },
    readOnly() {
      const remounted = run(['mount', '-o', 'remount,ro', dir]);
      if (!remounted.ok) throw new Error(`remount failed: ${remounted.error}`);
    },
    remove() {
      run(['umount', dir]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
