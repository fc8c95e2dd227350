import { promises as fs } from 'node:fs';
import path from 'node:path';
import { usd } from '../cost/budget.js';
import { createUniqueFile, writeFileAtomic } from '../util/atomicWrite.js';
import { fileStamp } from '../util/files.js';
import { formatNumber } from '../util/words.js';
import type { DraftResult } from './runner.js';

export interface BatchReport {
  batchFile: string;
  startedAt: string;
  finishedAt: string;
  seconds: number;
  concurrency: number;
  drafts: DraftResult[];
  allDone: boolean;
}

const STATE_WORDS: Record<string, string> = {
  done: 'done',
  failed: 'failed',
  'max-iterations': 'stopped at the cap',
  budget: 'stopped at the budget',
  interrupted: 'interrupted',
  'not started': 'not started',
};

export function stateLabel(result: DraftResult): string {
  const state = STATE_WORDS[result.state] ?? result.state;
  return result.skipped ? `${state} (earlier run)` : result.resumed ? `${state} (resumed)` : state;
}

export function renderBatchMarkdown(report: BatchReport): string {
  const rows = report.drafts.map(
    (d) =>
      `| ${d.label} | ${stateLabel(d)} | ${d.folder} | ${d.files} | ${formatNumber(d.words)} | ${formatNumber(d.tokens.promptTokens + d.tokens.outputTokens + d.tokens.thoughtTokens)} | ${d.cost !== undefined ? usd(d.cost) : ''} | ${d.seconds}s | ${d.resumeCommand ? `\`${d.resumeCommand}\`` : ''} |`,
  );
  const done = report.drafts.filter((d) => d.state === 'done').length;
  const spent = report.drafts.reduce((sum, d) => sum + (d.cost ?? 0), 0);
  return [
    `# Batch report: ${path.basename(report.batchFile)}`,
    '',
    `- Started: ${report.startedAt}`,
    `- Finished: ${report.finishedAt} (${report.seconds}s, concurrency ${report.concurrency})`,
    `- Done: ${done} of ${report.drafts.length}`,
    `- Spent: ${usd(spent)} (estimated from the price table)`,
    '',
    '| draft | state | folder | files | words | tokens | spend | time | resume |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...report.drafts.filter((d) => d.state !== 'done').map((d) => `- **${d.label}**: ${d.message}`),
    '',
  ].join('\n');
}

/** Write `batch-<timestamp>.json` and a readable `.md` beside it; returns the JSON path. */
export async function writeBatchReport(outputDir: string, report: BatchReport): Promise<string> {
  await fs.mkdir(outputDir, { recursive: true });
  // Never overwrite an earlier report, even one finished in the same second.
  const json = await createUniqueFile(
    (n) => path.join(outputDir, `batch-${fileStamp(new Date(report.finishedAt))}${n > 1 ? `_${n}` : ''}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const base = json.slice(0, -'.json'.length);
  await writeFileAtomic(`${base}.md`, renderBatchMarkdown(report));
  return json;
}
