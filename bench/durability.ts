import path from 'node:path';
import { Journal, type JournalIo, type JournalRecord, nodeJournalIo } from '../src/journal/journal.js';
import { syncDir, writeFileAtomic } from '../src/util/atomicWrite.js';
import { fmt, median, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';

/**
 * What write-ahead durability costs a write turn: the journal fsynced after
 * each write's intent (and, once per session, the folders of a new journal),
 * and the project folder fsynced after the rename. Measured on this machine's
 * disk, as the steps a write_file call takes: the intent, the atomic write
 * (its data fsync was there before), the result.
 */
export async function durability(quick: boolean): Promise<Row[]> {
  const writes = quick ? 40 : 200;
  const chapter = 'The lamp burned all night on Gull Rock. '.repeat(400); // about 16 KB, a chapter
  const record = (iteration: number, type: 'intent' | 'usage'): JournalRecord =>
    type === 'intent'
      ? {
          type: 'intent',
          iteration,
          index: 0,
          tool: 'write_file',
          file: 'chapter.md',
          mode: 'overwrite',
          contentHash: 'x'.repeat(64),
          contentBytes: chapter.length,
          before: null,
          after: { size: chapter.length, hash: 'x'.repeat(64) },
        }
      : {
          type: 'usage',
          iteration,
          usage: { promptTokens: 1, cachedTokens: 0, outputTokens: 1, thoughtTokens: 0, totalTokens: 2 },
        };

  /** One write turn's disk work: intent, write, result; timed per turn, and the journal fsync alone. */
  async function turns(
    io: JournalIo,
    syncFolder: boolean,
  ): Promise<{ turn: number[]; journalSync: number[]; folderSync: number[] }> {
    const dir = tmp('durability');
    const journal = new Journal(io);
    await journal.attach(dir);
    const file = path.join(dir, 'chapter.md');
    const turn: number[] = [];
    const journalSync: number[] = [];
    const folderSync: number[] = [];
    for (let i = 1; i <= writes; i++) {
      const start = performance.now();
      journal.appendNow(record(i, 'intent'));
      const intentDone = performance.now();
      await writeFileAtomic(file, `${chapter}${i}`);
      if (syncFolder) {
        // The folder fsync alone, timed beside the write that already did it.
        const folderStart = performance.now();
        await syncDir(dir);
        folderSync.push(performance.now() - folderStart);
      }
      journal.append(record(i, 'usage'));
      turn.push(performance.now() - start - (folderSync.at(-1) ?? 0));
      journalSync.push(intentDone - start);
    }
    journal.close();
    return { turn, journalSync, folderSync };
  }

  const noSync: JournalIo = { ...nodeJournalIo, sync: () => {}, syncDir: () => {} };
  const durable = await turns(nodeJournalIo, true);
  const plain = await turns(noSync, false);
  const journalCost = median(durable.journalSync) - median(plain.journalSync);
  const folderCost = median(durable.folderSync);
  const added = journalCost + folderCost;
  return [
    {
      metric: 'Write-ahead durability: added disk time per write turn',
      result: `${fmt(added, 2)} ms (journal fsync after the intent ${fmt(journalCost, 2)} ms, project folder fsync after the rename ${fmt(folderCost, 2)} ms; a whole write turn's disk work ${fmt(median(durable.turn), 2)} ms, median of ${writes})`,
      goal: '≤ 10 ms (model turns take seconds)',
      met: added <= 10,
    },
  ];
}
