import { formatNumber } from '../util/words.js';
import { type ChapterPlan, parallelPlan } from './chapterPlan.js';
import { isPlanFile, parseOutline, SEAM_LINE } from './outline.js';

/**
 * Whether a plan (outline.md) adds up before money goes on chapters: its
 * chapter lines parse, every chapter has a file name and a budget, the
 * budgets sum to the target within ±15%, and with --parallel every chapter
 * has its seams. Pure: the run (which sends the problems back to the model),
 * `writer check --plan` and `writer studio` all call it on the text itself.
 */

/** How far the budgets' sum may stray from the target, either way. */
export const BUDGET_TOLERANCE = 0.15;

export type PlanProblemKind =
  | 'no-chapters'
  | 'no-file'
  | 'bad-file'
  | 'twice'
  | 'no-title'
  | 'no-budget'
  | 'sum'
  | 'no-seam';

export interface PlanProblem {
  kind: PlanProblemKind;
  /** What is wrong and what to do, in words a model and an author can act on. */
  message: string;
  /** The 1-based line of outline.md it is about, when it is about one. */
  line?: number;
  /** The chapter file it is about, when it is about one. */
  file?: string;
}

export interface PlanCheckOptions {
  /** The whole work's target length; without it the sum is not checked. */
  targetWords?: number | undefined;
  /** Chapters are drafted by parallel sessions: every chapter needs its seams. */
  parallel?: boolean | undefined;
}

export interface PlanCheck {
  ok: boolean;
  problems: PlanProblem[];
  /** The chapters as parsed (with seams), in reading order. */
  chapters: ChapterPlan[];
  /** The sum of the chapters' budgets (those that have one). */
  budgetTotal: number;
}

/**
 * A list item about a chapter (part, story, prologue, epilogue) by its first word. Headings are
 * not: "## Part One" may group the chapter lines under it.
 */
const CHAPTER_WORD = /^\s*(?:[-*+]|\d+[.)])\s+\**\s*(?:chapter|ch\.|part|story|prologue|epilogue|interlude)\b/i;
/** A list item or heading (not the title) that carries a word budget: a chapter line, whatever its first word. */
const LIST_BUDGET = /^\s*(?:[-*+]|\d+[.)]|#{2,6})\s+.*\b\d[\d,.]*\s*k?\s*words?\b/i;
/** Something that looks like a file name but is not a plain relative .md path. */
const FILE_LIKE = /`([^`]+)`|(\S+\.(?:md|markdown|txt|docx))\b/i;
const GOOD_FILE = /^(?:[\p{L}\p{N}_-]+\/)*[\p{L}\p{N}_-]+\.md$/u;
const ANY_MD = /(?:[\p{L}\p{N}_-]+\/)*[\p{L}\p{N}_-]+\.md/u;

const EXAMPLE_LINE = '- `chapter_01.md` — Title — one line on its purpose — 3,000 words';

function ordinal(line: number): string {
  return `line ${line}`;
}

/** Problems of each line that is a chapter line or looks like one. */
function lineProblems(text: string): PlanProblem[] {
  const problems: PlanProblem[] = [];
  const seen = new Map<string, number>();
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const line = index + 1;
    if (SEAM_LINE.test(raw)) return;
    const md = ANY_MD.exec(raw)?.[0];
    const looksLikeChapter = CHAPTER_WORD.test(raw) || LIST_BUDGET.test(raw);
    if (md === undefined || isPlanFile(md)) {
      if (!looksLikeChapter) return;
      const other = FILE_LIKE.exec(raw);
      const named = other?.[1] ?? other?.[2];
      problems.push(
        named !== undefined
          ? {
              kind: 'bad-file',
              line,
              message: `${ordinal(line)} ("${raw.trim()}") names "${named}", which is not a chapter file: give a relative file name ending in .md, letters, digits, _ and - only, like ${EXAMPLE_LINE}`,
            }
          : {
              kind: 'no-file',
              line,
              message: `${ordinal(line)} ("${raw.trim()}") reads as a chapter but has no file name: write it as ${EXAMPLE_LINE}`,
            },
      );
      return;
    }
    if (!GOOD_FILE.test(md)) return;
    const first = seen.get(md);
    if (first !== undefined && /^\s*(?:[-*+]|\d+[.)])\s/.test(raw)) {
      problems.push({
        kind: 'twice',
        line,
        file: md,
        message: `${ordinal(line)} names ${md} again (first on ${ordinal(first)}): every chapter needs a file of its own`,
      });
      return;
    }
    if (first === undefined) seen.set(md, line);
  });
  return problems;
}

/** The line each chapter file is first named on, for pointing at it. */
function linesOf(text: string): Map<string, number> {
  const found = new Map<string, number>();
  text.split('\n').forEach((raw, index) => {
    if (SEAM_LINE.test(raw)) return;
    const md = ANY_MD.exec(raw)?.[0];
    if (md !== undefined && !found.has(md)) found.set(md, index + 1);
  });
  return found;
}

export function checkPlan(outlineText: string, options: PlanCheckOptions = {}): PlanCheck {
  const entries = parseOutline(outlineText);
  const parsed = parallelPlan(outlineText);
  const chapters: ChapterPlan[] = 'chapters' in parsed ? parsed.chapters : entries;
  const problems = lineProblems(outlineText);
  const lineOf = linesOf(outlineText);
  const budgetTotal = chapters.reduce((sum, chapter) => sum + (chapter.budget ?? 0), 0);

  if (chapters.length === 0) {
    problems.unshift({
      kind: 'no-chapters',
      message: `outline.md names no chapter files: give one line per chapter in reading order, like ${EXAMPLE_LINE}`,
    });
    return { ok: false, problems, chapters, budgetTotal };
  }
  for (const chapter of chapters) {
    const line = lineOf.get(chapter.file);
    const at = line !== undefined ? { line } : {};
    if (chapter.title.trim() === '' || /^\d[\d,.]*\s*k?\s*words?$/i.test(chapter.title.trim()))
      problems.push({
        kind: 'no-title',
        file: chapter.file,
        ...at,
        message: `${chapter.file} has no title: write its line as ${EXAMPLE_LINE}`,
      });
    if (chapter.budget === undefined || chapter.budget <= 0)
      problems.push({
        kind: 'no-budget',
        file: chapter.file,
        ...at,
        message: `${chapter.file} has no word budget: end its line with its length, e.g. "— 3,000 words"`,
      });
  }
  const target = options.targetWords;
  if (target !== undefined && target > 0) {
    const low = Math.round(target * (1 - BUDGET_TOLERANCE));
    const high = Math.round(target * (1 + BUDGET_TOLERANCE));
    if (budgetTotal < low || budgetTotal > high) {
      const share = Math.round((budgetTotal / target) * 100);
      const way = budgetTotal < low ? 'raise' : 'lower';
      problems.push({
        kind: 'sum',
        message: `the chapter budgets add up to ${formatNumber(budgetTotal)} words, ${share}% of the ${formatNumber(target)}-word target (it must be ${formatNumber(low)}–${formatNumber(high)}): ${way} the budgets${budgetTotal < low ? ' or add chapters' : ' or cut chapters'} so they sum to about ${formatNumber(target)}`,
      });
    }
  }
  if (options.parallel) {
    for (const chapter of chapters) {
      const missing = [chapter.opens ? undefined : 'Opens', chapter.ends ? undefined : 'Ends'].filter(
        (name): name is string => name !== undefined,
      );
      if (missing.length === 0) continue;
      const line = lineOf.get(chapter.file);
      problems.push({
        kind: 'no-seam',
        file: chapter.file,
        ...(line !== undefined ? { line } : {}),
        message: `${chapter.file} has no "${missing.join('" or "')}" seam: under its line add indented "  - Opens: where each character is and what they know as it begins" and "  - Ends: the same as it ends"`,
      });
    }
  }
  problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { ok: problems.length === 0, problems, chapters, budgetTotal };
}

/** The problems as the model and the author read them: one numbered line each. */
export function formatPlanProblems(check: PlanCheck): string {
  return check.problems.map((problem, index) => `${index + 1}. ${problem.message}`).join('\n');
}
