import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { estimateCost, type PriceTable } from '../config/prices.js';
import { usd } from '../cost/budget.js';
import { OUTLINE_FILE } from '../project/outline.js';
import { readTextIfExists } from '../util/files.js';
import { formatNumber } from '../util/words.js';
import { chapterWords } from './chapterSession.js';
import { readChapterRecord } from './chapterState.js';
import { parallelPlan } from './plan.js';

/**
 * `writer status` of a book drafted in parallel: each chapter session's
 * state from its own journal (done, ended short, stopped and how, not
 * started), its iterations and spend.
 */

function describe(state: string, lastStatus: string | undefined): string {
  if (state === 'unfinished')
    return lastStatus
      ? `stopped (${lastStatus}), resumes from its journal`
      : 'running, or killed: resumes from its journal';
  if (state === 'incomplete') return 'ended short of its budget';
  return state;
}

export async function chapterSessionLines(projectDir: string, prices: PriceTable): Promise<string[]> {
  const hasChapters = await readdir(path.join(projectDir, '.writer', 'chapters')).then(
    (names) => names.length > 0,
    () => false,
  );
  if (!hasChapters) return [];
  const outline = await readTextIfExists(path.join(projectDir, OUTLINE_FILE)).catch(() => undefined);
  const plan = outline ? parallelPlan(outline) : undefined;
  if (!plan || 'problem' in plan) return [];
  const width = Math.max(...plan.chapters.map((chapter) => chapter.file.length));
  const lines = ['', 'Chapter sessions (--parallel):'];
  let spent = 0;
  for (const chapter of plan.chapters) {
    const record = await readChapterRecord(projectDir, chapter.file);
    const cost = record.model ? estimateCost(record.usages, record.model, prices) : undefined;
    spent += cost ?? 0;
    const words = await chapterWords(projectDir, chapter.file);
    const budget = chapter.budget ? ` of ${formatNumber(chapter.budget)}` : '';
    const detail =
      record.state === 'not started'
        ? ''
        : ` · ${formatNumber(words)}${budget} words · iteration ${record.iteration}${cost !== undefined ? ` · ${usd(cost)}` : ''}`;
    lines.push(`  ${chapter.file.padEnd(width)}  ${describe(record.state, record.lastStatus)}${detail}`);
  }
  lines.push(`  Spent by chapter sessions: ${usd(spent)}`);
  return lines;
}
