import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fmt, repoRoot } from './process.js';

/** One line of BENCHMARKS.md's table. */
export interface Row {
  metric: string;
  result: string;
  goal: string;
  met: boolean | undefined;
  /** Said under the table when the goal is missed: why, and what would close it. */
  note?: string;
}

/** A measurement: its rows, from a quick run or a full one. */
export type Measurement = (quick: boolean) => Promise<Row[]>;

export function writeReport(rows: readonly Row[], notes: string, seconds: number, quick: boolean): void {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const table = rows.map(
    (r) => `| ${r.metric} | ${r.result} | ${r.goal} | ${r.met === undefined ? '–' : r.met ? 'yes' : '**no**'} |`,
  );
  const text = `# Benchmarks

Written by \`npm run bench${quick ? ' -- --quick' : ''}\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} × ${cpu}, ${fmt(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${os.platform()} ${os.release()}. The run took ${fmt(seconds)} s.

Every figure comes from the real CLI (or, for the loop's own cost, the real loop in-process with an instant model) against the local Gemini-compatible server of the tests, on 127.0.0.1. The baseline is \`bench/baseline.ts\`: the original design, a \`countTokens\` request before every turn and non-streaming \`generateContent\`, with the same tools.

| measure | result | goal | met |
|---|---|---|---|
${table.join('\n')}

## Notes
${notes}
${rows
  .filter((r) => r.met === false)
  .map((r) => `\n**Missed: ${r.metric}.** ${r.note ?? 'No explanation recorded.'}`)
  .join('\n')}
`;
  writeFileSync(path.join(repoRoot, 'BENCHMARKS.md'), text);
}
