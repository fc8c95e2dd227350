/**
 * npm run bench [-- --quick]: measures the loop against the original design,
 * running the real CLI against the local Gemini-compatible server, and
 * rewrites BENCHMARKS.md with the figures next to their goals. Each
 * measurement lives in its own file and returns its rows.
 */
import { batch } from './batch.js';
import { checkerQuality } from './check.js';
import { checkerReading } from './checkReading.js';
import { checkerStories } from './checkStories.js';
import { compression } from './compression.js';
import { novelCost } from './cost.js';
import { durability } from './durability.js';
import { edits } from './edits.js';
import { estimateAccuracy } from './estimate.js';
import { importSpeed } from './importBench.js';
import { log } from './lib/process.js';
import { type Measurement, mergeReport, type Row, writeReport } from './lib/report.js';
import { peakMemory } from './memory.js';
import { NOTES } from './notes.js';
import { loopOverhead } from './overhead.js';
import { parallelNovel } from './parallel.js';
import { novelSession } from './session.js';
import { startup } from './startup.js';
import { studioBench } from './studio.js';

const quick = process.argv.includes('--quick');
/** `--only "writer check"`: run these steps alone and put their rows into the BENCHMARKS.md there is. */
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? (process.argv[onlyAt + 1] ?? '').split(',').map((name) => name.trim()) : undefined;

async function main(): Promise<void> {
  const started = performance.now();
  const steps: Array<[string, Measurement]> = [
    ['start-up', startup],
    ['session vs baseline', novelSession],
    ['novel spend', novelCost],
    ['loop overhead', loopOverhead],
    ['durability', durability],
    ['compression', compression],
    ['peak memory', peakMemory],
    ['batch', batch],
    ['edits', edits],
    ['parallel novel', parallelNovel],
    ['estimate', estimateAccuracy],
    ['writer check', checkerQuality],
    ['writer check reading', checkerReading],
    ['writer check dialects', checkerStories],
    ['writer import', importSpeed],
    ['studio', studioBench],
  ];
  const rows: Row[] = [];
  for (const [name, step] of steps) {
    if (only && !only.includes(name)) continue;
    log(`bench: ${name}…`);
    rows.push(...(await step(quick)));
  }
  if (only) mergeReport(rows);
  else writeReport(rows, NOTES, (performance.now() - started) / 1000, quick);
  for (const row of rows)
    log(`${row.met === false ? 'MISSED' : 'ok    '} ${row.metric}: ${row.result} (goal ${row.goal})`);
  log('bench: wrote BENCHMARKS.md');
}

await main();
