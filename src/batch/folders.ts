import { closeSync, promises as fs, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { journalPath } from '../journal/journal.js';
import { isJournalRecord } from '../journal/journalShape.js';
import { makeFolders, writeFileAtomic } from '../util/atomicWrite.js';
import { errnoCode } from '../util/errors.js';
import type { DraftJob } from './plan.js';

/**
 * Where each draft of a batch lives: `<output>/<label>` (or label-2, -3 when
 * that name belongs to something else), marked with `.writer/batch.json`
 * naming the batch file and the draft's stable key. A rerun finds a draft's
 * folder by that mark wherever it is, so editing the batch file (a draft
 * added at the top, labels shifting) keeps finished and partial drafts
 * attached. A folder whose mark was lost (a kill between making the folder
 * and marking it) is still found by its journal, which names the draft too.
 */

export interface DraftMarker {
  batchFile: string;
  key: string;
}

const markerPath = (folder: string) => path.join(folder, '.writer', 'batch.json');

async function readMarker(folder: string): Promise<DraftMarker | undefined> {
  try {
    const value: unknown = JSON.parse(await fs.readFile(markerPath(folder), 'utf8'));
    if (typeof value !== 'object' || value === null || !('batchFile' in value) || !('key' in value)) return undefined;
    const { batchFile, key } = value;
    return typeof batchFile === 'string' && typeof key === 'string' ? { batchFile, key } : undefined;
  } catch {
    return undefined;
  }
}

/** The draft named by the first record of a folder's journal (the session record), read without loading the rest. */
function journalDraft(folder: string): DraftMarker | undefined {
  let fd: number;
  try {
    fd = openSync(journalPath(folder), 'r');
  } catch {
    return undefined;
  }
  try {
    const chunks: Buffer[] = [];
    const buffer = Buffer.alloc(64 * 1024);
    for (let total = 0; total < 16 * 1024 * 1024; ) {
      const read = readSync(fd, buffer, 0, buffer.length, total);
      if (read === 0) break;
      const chunk = buffer.subarray(0, read);
      const newline = chunk.indexOf(0x0a);
      chunks.push(Buffer.from(newline >= 0 ? chunk.subarray(0, newline) : chunk));
      if (newline >= 0) break;
      total += read;
    }
    const record: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return isJournalRecord(record) && record.type === 'session' ? record.draft : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Whether a mark (or a journal's draft) is this draft's: its stable key, or its position key from older versions. */
export function isDraftsMark(mark: DraftMarker | undefined, job: DraftJob, batchFile: string): boolean {
  if (!mark || mark.batchFile !== batchFile) return false;
  return mark.key === job.key || (!mark.key.includes(':') && mark.key === job.positionKey);
}

/** Holds nothing: no entries, or only an empty `.writer` folder (made before the mark was written). */
async function isEmptyFolder(folder: string): Promise<boolean> {
  const entries = await fs.readdir(folder).catch(() => ['?']);
  if (entries.length === 0) return true;
  if (entries.length > 1 || entries[0] !== '.writer') return false;
  return (await fs.readdir(path.join(folder, '.writer')).catch(() => ['?'])).length === 0;
}

function writeMarker(folder: string, job: DraftJob, batchFile: string): Promise<void> {
  // Atomic: a kill mid-write must not leave a mark that names nothing.
  return writeFileAtomic(markerPath(folder), `${JSON.stringify({ batchFile, key: job.key })}\n`);
}

/**
 * The draft's folder, and whether it is new. `claimed` holds the folders
 * drafts of this process took already (several drafts claim at once).
 */
export async function claimDraftFolder(
  outputDir: string,
  job: DraftJob,
  batchFile: string,
  claimed: Set<string>,
): Promise<{ folder: string; fresh: boolean }> {
  await makeFolders(outputDir);
  const entries = await fs.readdir(outputDir, { withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(outputDir, entry.name);
    if (claimed.has(folder)) continue;
    if (isDraftsMark(await readMarker(folder), job, batchFile)) {
      claimed.add(folder);
      return { folder, fresh: false };
    }
  }
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    const folder = path.join(outputDir, entry.name);
    if (claimed.has(folder) || (await readMarker(folder))) continue;
    if (isDraftsMark(journalDraft(folder), job, batchFile)) {
      claimed.add(folder);
      await makeFolders(path.dirname(markerPath(folder)));
      await writeMarker(folder, job, batchFile);
      return { folder, fresh: false };
    }
  }
  for (let n = 1; ; n++) {
    const folder = path.join(outputDir, n === 1 ? job.label : `${job.label}-${n}`);
    if (claimed.has(folder)) continue;
    try {
      await fs.mkdir(folder);
    } catch (error) {
      if (errnoCode(error) !== 'EEXIST') throw error;
      // Made by a run killed before it could mark it: nothing is in it, it is no one's (checked again after the awaits).
      const orphan = !(await readMarker(folder)) && (await isEmptyFolder(folder)) && !claimed.has(folder);
      if (!orphan) continue;
    }
    claimed.add(folder);
    await makeFolders(path.dirname(markerPath(folder)));
    await writeMarker(folder, job, batchFile);
    return { folder, fresh: true };
  }
}
