import { readFileSync, writeFileSync } from 'node:fs';
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
  const file = path.join(repoRoot, 'BENCHMARKS.md');
  let existing = '';
  try {
    existing = readFileSync(file, 'utf8');
  } catch {
    // No report yet: every section is new.
  }
  writeFileSync(file, renderReport(rows, notes, seconds, quick, existing));
}

/**
 * BENCHMARKS.md for a full run: the header, the table and the notes are this
 * run's; every other section of the existing file (the mutation score, which
 * `npm run mutate` measures, not the bench) is kept as it stands.
 */
export function renderReport(
  rows: readonly Row[],
  notes: string,
  seconds: number,
  quick: boolean,
  existing: string,
): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const table = rows.map(tableLine);
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
  const kept = existing
    .split(/^(?=## )/m)
    .slice(1)
    .filter((section) => !section.startsWith('## Notes'))
    .map((section) => `\n${section.trimEnd()}\n`);
  return text + kept.join('');
}

function tableLine(r: Row): string {
  return `| ${r.metric} | ${r.result} | ${r.goal} | ${r.met === undefined ? '–' : r.met ? 'yes' : '**no**'} |`;
}

/** The first words of a metric, which name it whatever figures it holds (a quick run says "1 ×", a full one "3 ×"). */
const metricKey = (metric: string) => metric.replace(/\(.*$/, '').trim();

/**
 * Put the rows of some measurements into the BENCHMARKS.md there is
 * (`npm run bench -- --only NAME`): their old rows and notes are replaced,
 * every other figure stays as the last full run wrote it.
 */
export function mergeReport(rows: readonly Row[]): void {
  const file = path.join(repoRoot, 'BENCHMARKS.md');
  writeFileSync(file, mergeRows(readFileSync(file, 'utf8'), rows));
}

/**
 * The report with these rows in place of their old ones (rows never measured
 * before go at the table's end) and their "Missed" notes at the end of the
 * notes, before any section the bench does not write.
 */
export function mergeRows(existing: string, rows: readonly Row[]): string {
  const keys = new Set(rows.map((r) => metricKey(r.metric)));
  const lines = existing.split('\n');
  const isOld = (line: string) => {
    const metric = /^\| (.*?) \| /.exec(line)?.[1] ?? /^\*\*Missed: (.*?)\.\*\*/.exec(line)?.[1];
    return metric !== undefined && keys.has(metricKey(metric));
  };
  const firstOld = lines.findIndex(isOld);
  const at = lines[firstOld]?.startsWith('| ') ? firstOld : undefined;
  const kept = lines.filter((line, i) => i === at || !isOld(line));
  if (at === undefined) {
    const lastRow = kept.reduce((end, line, i) => (line.startsWith('| ') ? i : end), -1);
    kept.splice(lastRow + 1, 0, ...rows.map(tableLine));
  } else kept.splice(at, 1, ...rows.map(tableLine));
  const notes = kept.indexOf('## Notes');
  const next = kept.findIndex((line, i) => i > notes && line.startsWith('## '));
  const body = (next < 0 ? kept : kept.slice(0, next)).join('\n').trimEnd();
  const rest = next < 0 ? '' : `\n\n${kept.slice(next).join('\n').trimEnd()}`;
  const missed = rows
    .filter((r) => r.met === false)
    .map((r) => `\n\n**Missed: ${r.metric}.** ${r.note ?? 'No explanation recorded.'}`);
  // Removed notes leave their blank lines behind: one is enough.
  return `${body}${missed.join('')}${rest}\n`.replace(/\n{3,}/g, '\n\n');
}
