import { lengthScore } from '../../craft/length.js';
import { formatNumber } from '../../util/words.js';
import type { Finding, Manuscript, Skipped } from '../types.js';

/**
 * Length: each chapter against its outline budget and the whole work against
 * its target, scored as LongBench-Write does (S_l). A score under 70 is a
 * finding: about 62% of the budget, or nearly twice it.
 */

export const LENGTH_SCORE_FLOOR = 70;

function lineOf(lines: readonly string[], needle: string): number {
  const i = lines.findIndex((line) => line.includes(needle));
  // Not there (-1): line 1.
  return Math.max(i, 0) + 1;
}

function describe(words: number, target: number, score: number): string {
  const share = Math.round((words / target) * 100);
  return `${formatNumber(words)} words against ${formatNumber(target)} (${share}%, length score ${score})`;
}

export function checkLength(m: Manuscript): { findings: Finding[]; skipped: Skipped[] } {
  const findings: Finding[] = [];
  const skipped: Skipped[] = [];
  const budgeted = m.chapters.filter((c) => c.budget);
  if (budgeted.length === 0) skipped.push({ check: 'length', reason: 'the outline gives no chapter budgets' });
  for (const chapter of budgeted) {
    const budget = chapter.budget as number;
    const score = lengthScore(budget, chapter.words);
    if (score >= LENGTH_SCORE_FLOOR) continue;
    findings.push({
      file: chapter.file,
      line: 1,
      category: 'length',
      // Stryker disable next-line EqualityOperator: a chapter of exactly its budget scores 100, never reported
      message: `the chapter is ${chapter.words < budget ? 'short' : 'long'}: ${describe(chapter.words, budget, score)} in the outline`,
      evidence: `outline.md:${lineOf(m.outline.lines, chapter.file)}`,
      confidence: score < 40 ? 0.95 : 0.85,
    });
  }
  for (const file of m.outline.missing)
    findings.push({
      file: 'outline.md',
      line: lineOf(m.outline.lines, file),
      category: 'length',
      message: `${file} is in the outline but not written`,
      evidence: m.outline.lines[lineOf(m.outline.lines, file) - 1]?.trim() ?? file,
      confidence: 0.95,
    });
  if (!m.target) skipped.push({ check: 'length (whole work)', reason: 'no target length and no outline budgets' });
  else if (!m.finished)
    skipped.push({ check: 'length (whole work)', reason: "the outline's chapters are not all written yet" });
  else {
    const total = m.chapters.reduce((sum, c) => sum + c.words, 0);
    const score = lengthScore(m.target.words, total);
    if (score < LENGTH_SCORE_FLOOR)
      findings.push({
        file: 'outline.md',
        line: 1,
        category: 'length',
        // Stryker disable next-line EqualityOperator: a work of exactly its target scores 100, never reported
        message: `the whole work is ${total < m.target.words ? 'short' : 'long'}: ${describe(total, m.target.words, score)}, ${m.target.source}`,
        evidence: `${m.chapters.length} chapters`,
        confidence: 0.9,
      });
  }
  return { findings, skipped };
}
