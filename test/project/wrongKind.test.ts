import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeReview, readReview } from '../../src/craft/review.js';
import { projectStatus } from '../../src/craft/status.js';
import { readJournalFile } from '../../src/journal/journal.js';
import { acquireLock, LockError, projectLockPath } from '../../src/project/lock.js';
import { NotAFileError } from '../../src/util/files.js';
import { tempDir } from '../support/cli.js';
import { runInProcess } from '../support/inProcess.js';

/** A folder where writer keeps a file (review.md, the journal, the lock) is reported in words, never as EISDIR. */

function project(): string {
  const dir = path.join(tempDir(), 'P');
  mkdirSync(path.join(dir, '.writer'), { recursive: true });
  writeFileSync(path.join(dir, 'outline.md'), '# Outline\n\n- `ch1.md` — One — 100 words\n');
  writeFileSync(path.join(dir, 'ch1.md'), 'Some words here.\n');
  return dir;
}

describe('writer files of the wrong kind', () => {
  it('review.md as a folder: the review is reported unreadable, and status still shows the project', async () => {
    const dir = project();
    mkdirSync(path.join(dir, 'review.md'));
    writeFileSync(path.join(dir, 'review.md', 'notes.md'), 'notes');
    const counts = await readReview(dir);
    expect(counts && describeReview(counts)).toBe('review.md is a folder, not a file: no findings could be read');
    expect((await projectStatus(dir)).review?.unreadable).toMatch(/review\.md is a folder/);
  });

  it('a journal that is a folder is named, with what to do', async () => {
    const dir = project();
    const journal = path.join(dir, '.writer', 'session.jsonl');
    mkdirSync(journal);
    await expect(readJournalFile(journal)).rejects.toThrow(NotAFileError);
    await expect(readJournalFile(journal)).rejects.toThrow(
      `${journal} is a folder, not a file (writer keeps the session journal there). Move it aside or remove it, then run again.`,
    );
  });

  it('a lock that is a folder is named, not taken for a lock changing hands', async () => {
    const dir = project();
    mkdirSync(projectLockPath(dir));
    const locking = acquireLock(projectLockPath(dir), `the project folder ${dir}`);
    await expect(locking).rejects.toThrow(LockError);
    await expect(acquireLock(projectLockPath(dir), 'it')).rejects.toThrow(/is a folder, not writer's lock file.*rm -r/);
  });

  it('writer revise on a journal that is a folder says so in one line, exit 1, no "unexpected error"', async () => {
    const dir = project();
    mkdirSync(path.join(dir, '.writer', 'session.jsonl'));
    const result = await runInProcess(['revise', dir, 'fix it'], { cwd: path.dirname(dir) });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/session\.jsonl is a folder, not a file \(writer keeps the session journal there\)/);
    expect(result.stderr).not.toMatch(/unexpected error|EISDIR/);
  });
});
