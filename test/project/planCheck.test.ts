import { describe, expect, it } from 'vitest';
import { checkPlan, formatPlanProblems } from '../../src/project/planCheck.js';

const GOOD = `# The Keeper

- \`chapter_01.md\` — The Lamp — Mara finds the letter — 3,000 words
  - Opens: the lamp room at dusk; Mara alone.
  - Ends: the harbour at dawn; Mara decides to go.
- \`chapter_02.md\` — The Crossing — the ferry — 3,500 words
  - Opens: the harbour at dawn.
  - Ends: the mainland at night.
- \`chapter_03.md\` — The Return — home again — 3,500 words
  - Opens: the mainland at night.
  - Ends: the lamp room, lit.
`;

function kinds(text: string, options = {}): string[] {
  return checkPlan(text, options).problems.map((problem) => problem.kind);
}

describe('checkPlan', () => {
  it('passes a plan whose lines parse, whose budgets add up and whose seams are there', () => {
    const check = checkPlan(GOOD, { targetWords: 10_000, parallel: true });
    expect(check.problems).toEqual([]);
    expect(check.ok).toBe(true);
    expect(check.budgetTotal).toBe(10_000);
    expect(check.chapters.map((chapter) => chapter.file)).toEqual(['chapter_01.md', 'chapter_02.md', 'chapter_03.md']);
  });

  it('accepts a sum just inside ±15% of the target and refuses one just outside', () => {
    expect(checkPlan(GOOD, { targetWords: 11_700 }).ok).toBe(true); // 10,000 is 85.5%
    expect(checkPlan(GOOD, { targetWords: 8_700 }).ok).toBe(true); // 114.9%
    expect(kinds(GOOD, { targetWords: 11_800 })).toEqual(['sum']);
    expect(kinds(GOOD, { targetWords: 8_600 })).toEqual(['sum']);
  });

  it('says how far the budgets are from the target, and which way to go', () => {
    const check = checkPlan(GOOD, { targetWords: 30_000 });
    expect(check.ok).toBe(false);
    const message = check.problems[0]?.message ?? '';
    expect(message).toContain('10,000 words');
    expect(message).toContain('33% of the 30,000-word target');
    expect(message).toContain('raise the budgets');
    expect(checkPlan(GOOD, { targetWords: 5_000 }).problems[0]?.message).toContain('lower the budgets');
  });

  it('does not check the sum without a target', () => {
    expect(checkPlan(GOOD).ok).toBe(true);
  });

  it('names a chapter line without a file name, with the line it is on', () => {
    const text = `${GOOD}- Chapter 4 — The Storm — 3,000 words\n`;
    const check = checkPlan(text);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatchObject({ kind: 'no-file', line: 12 });
    expect(check.problems[0]?.message).toContain('Chapter 4 — The Storm');
    expect(check.problems[0]?.message).toContain('`chapter_01.md`');
  });

  it('takes a list line with a budget as a chapter line whatever its first word', () => {
    expect(kinds('# T\n\n- `a.md` — A — 1,000 words\n- The Storm — 2,000 words\n')).toEqual(['no-file']);
  });

  it('lets a heading group chapters, and ignores prose lines', () => {
    const text =
      '# The Keeper\n\nA story of 4,000 words.\n\n## Part One\n\n- `a.md` — A — 2,000 words\n- `b.md` — B — 2,000 words\n';
    expect(checkPlan(text, { targetWords: 4_000 }).problems).toEqual([]);
  });

  it('refuses a file that is not a plain .md name', () => {
    expect(kinds('- `a.md` — A — 1,000 words\n- Chapter 2 `b.txt` — B — 1,000 words\n')).toEqual(['bad-file']);
  });

  it('refuses a chapter without a budget, and one named twice', () => {
    const text = '- `a.md` — A — 1,000 words\n- `b.md` — B — why\n- `a.md` — A again — 1,000 words\n';
    expect(kinds(text)).toEqual(['no-budget', 'twice']);
    expect(checkPlan(text).problems[1]?.message).toContain('first on line 1');
  });

  it('refuses a chapter without a title', () => {
    expect(kinds('- `a.md` — 1,000 words\n')).toEqual(['no-title']);
  });

  it('refuses an outline without chapters', () => {
    const check = checkPlan('# Title\n\nSome notes.\n', { targetWords: 10_000 });
    expect(check.ok).toBe(false);
    expect(check.problems[0]?.kind).toBe('no-chapters');
  });

  it('asks for both seams of each chapter only with --parallel', () => {
    const text = GOOD.replace('  - Ends: the harbour at dawn; Mara decides to go.\n', '').replace(
      '  - Opens: the mainland at night.\n  - Ends: the lamp room, lit.\n',
      '',
    );
    expect(checkPlan(text).ok).toBe(true);
    const check = checkPlan(text, { parallel: true });
    expect(check.problems.map((problem) => [problem.kind, problem.file])).toEqual([
      ['no-seam', 'chapter_01.md'],
      ['no-seam', 'chapter_03.md'],
    ]);
    expect(check.problems[0]?.message).toContain('"Ends"');
    expect(check.problems[1]?.message).toContain('"Opens" or "Ends"');
  });

  it('numbers the problems for the model', () => {
    const text = '- `a.md` — A — why\n- Chapter 2 — B — 1,000 words\n';
    expect(formatPlanProblems(checkPlan(text))).toMatch(/^1\. .*a\.md has no word budget.*\n2\. line 2/);
  });
});
