import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  functionCallPart,
  type GenerateReply,
  type RecordedRequest,
  startGeminiServer,
  turnReply,
} from '../test/support/geminiServer.js';
import { cliPath, fmt, runNode, tmp } from './lib/process.js';
import type { Row } from './lib/report.js';
import { modelTurns } from './lib/scripts.js';

function batchFile(dir: string, drafts: number): string {
  const file = path.join(dir, 'drafts.yaml');
  writeFileSync(
    file,
    `drafts:\n${Array.from({ length: drafts }, (_, i) => `  - prompt: "Write a short story, number ${i + 1}"\n    name: story-${i + 1}\n`).join('')}`,
  );
  return file;
}

function batchScript(request: RecordedRequest): GenerateReply {
  return modelTurns(request) === 0
    ? turnReply([
        functionCallPart('write_file', {
          filename: 'story.md',
          content: 'Once there was a ferry. '.repeat(50),
          mode: 'create',
        }),
      ])
    : turnReply([{ text: 'Done.' }]);
}

/** Batch efficiency against concurrency 1, and scale. */
export async function batch(quick: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  const drafts = quick ? 8 : 20;
  const levels = quick ? [1, 4] : [1, 4, 8];
  const latencyMs = 200;
  // Two clocks: the API span (first request in to last answer out, at the server) is the batch engine's
  // work; the wall time adds the one process start-up, which no concurrency can share out.
  const spans = new Map<number, number>();
  const walls = new Map<number, number>();
  for (const concurrency of levels) {
    const server = await startGeminiServer({ replies: batchScript, latencyMs });
    const dir = tmp('batch');
    const run = await runNode(
      [cliPath, 'batch', batchFile(dir, drafts), '--concurrency', String(concurrency), '--backup-every', '0'],
      dir,
      { GOOGLE_GEMINI_BASE_URL: server.url },
    );
    // The drafts' own requests: the one models.get before them is a fixed cost like the start-up.
    const arrivals = server.turns().map((r) => r.at);
    await server.close();
    if (run.code !== 0) throw new Error(`batch at concurrency ${concurrency} failed (${run.code})`);
    spans.set(concurrency, Math.max(...arrivals) + latencyMs - Math.min(...arrivals));
    walls.set(concurrency, run.ms);
  }
  const oneSpan = spans.get(1) as number;
  const oneWall = walls.get(1) as number;
  for (const concurrency of levels.filter((c) => c > 1)) {
    const span = spans.get(concurrency) as number;
    const wall = walls.get(concurrency) as number;
    const ideal = drafts / Math.ceil(drafts / concurrency);
    const speedup = oneSpan / span;
    const wallSpeedup = oneWall / wall;
    rows.push({
      metric: `Batch: ${drafts} drafts at concurrency ${concurrency}, ${latencyMs} ms latency`,
      result: `API span ${fmt(span)} ms vs ${fmt(oneSpan)} ms at 1: ${fmt(speedup, 2)}× of ideal ${fmt(ideal, 2)}× = ${fmt(speedup / ideal, 2)}; wall ${fmt(wall)} vs ${fmt(oneWall)} ms = ${fmt(wallSpeedup / ideal, 2)} of ideal`,
      goal: '≥ 0.85 of ideal',
      met: speedup / ideal >= 0.85,
      note:
        `Why: each wave's drafts finish together, and their local work (the tool call's flushed write, the journal, the closing word count, the next draft's folder and session) runs on one process with ${os.cpus().length} cores, ` +
        'so the next wave starts a few tens of milliseconds late; with 200 ms turns that is a visible share. What would close it: starting the next draft while a wave is still finishing (a worker that claims its folder ahead), or real turns of seconds, where the same milliseconds vanish.',
    });
  }
  if (!quick) {
    const server = await startGeminiServer({ replies: batchScript, latencyMs });
    const dir = tmp('scale');
    const run = await runNode(
      [cliPath, 'batch', batchFile(dir, 50), '--concurrency', '20', '--backup-every', '0'],
      dir,
      { GOOGLE_GEMINI_BASE_URL: server.url },
    );
    const inFlight = server.maxInFlight;
    await server.close();
    rows.push({
      metric: 'Scale: 50 drafts at concurrency 20, 200 ms latency',
      result: `${run.code === 0 ? 'all done' : `exit ${run.code}`} in ${fmt(run.ms)} ms, peak ${fmt(run.peakMb)} MB, ${inFlight} requests in flight at most`,
      goal: '(measured)',
      met: run.code === 0,
    });
  }
  return rows;
}
