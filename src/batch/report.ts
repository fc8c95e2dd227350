import path from 'node:path';
import type { ChalkInstance } from 'chalk';
import { plural } from '../ui/plural.js';
import { createUniqueFile, makeFolders, writeFileAtomic } from '../util/atomicWrite.js';
import { fileStamp } from '../util/files.js';
import { usd } from '../util/money.js';
import { formatNumber } from '../util/words.js';
import type { DraftJob } from './plan.js';
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

/** How a draft's state is said, in the report and on the live display alike. */
const STATE_WORDS: Record<string, string> = {
  done: 'done',
  incomplete: 'incomplete',
  failed: 'failed',
  'max-iterations': 'stopped at the cap',
  budget: 'stopped at the budget',
  interrupted: 'interrupted',
  'not started': 'not started',
};

/** A state in words: "stopped at the cap", never the internal "max-iterations". */
export function stateWord(state: string): string {
  return STATE_WORDS[state] ?? state;
}

export function stateLabel(result: DraftResult): string {
  const state = stateWord(result.state);
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
  await makeFolders(outputDir);
  // Never overwrite an earlier report, even one finished in the same second.
  const json = await createUniqueFile(
    (n) => path.join(outputDir, `batch-${fileStamp(new Date(report.finishedAt))}${n > 1 ? `_${n}` : ''}.json`),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const base = json.slice(0, -'.json'.length);
  await writeFileAtomic(`${base}.md`, renderBatchMarkdown(report));
  return json;
}

/** The width of the label column: the longest label, so every column lines up. */
export function labelWidth(drafts: ReadonlyArray<Pick<DraftJob, 'label'>>): number {
  return Math.max(5, ...drafts.map((draft) => draft.label.length));
}

/** The console's report: one aligned line per draft, and for each one not done, why and how to resume. */
export function formatBatchSummary(results: readonly DraftResult[], c: ChalkInstance): string[] {
  const width = labelWidth(results);
  const states = results.map((result) => stateLabel(result));
  const stateWidth = Math.max(...states.map((state) => state.length));
  const words = results.map((result) => plural(result.words, 'word'));
  const wordsWidth = Math.max(...words.map((w) => w.length));
  const lines: string[] = [];
  results.forEach((result, i) => {
    // Padded before coloring: escape codes would count as width.
    const state = (states[i] as string).padEnd(stateWidth);
    const colored = result.state === 'done' ? c.green(state) : c.red(state);
    const spent = result.cost !== undefined ? `  ${usd(result.cost)}` : '';
    lines.push(
      `  ${result.label.padEnd(width)}  ${colored}  ${(words[i] as string).padStart(wordsWidth)}${spent}  ${result.folder}`,
    );
    if (result.state !== 'done')
      lines.push(`    ${result.message}${result.resumeCommand ? ` Resume: ${result.resumeCommand}` : ''}`);
  });
  return lines;
}
