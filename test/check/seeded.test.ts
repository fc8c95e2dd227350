import { afterAll, describe, expect, it } from 'vitest';
import { score, writeManuscript } from '../../bench/lib/checkScore.js';
import { type StyleName, seededManuscript } from '../../bench/lib/seeded.js';
import { checkProject, formatFinding } from '../../src/check/index.js';

/**
 * The checker on generated manuscripts in two styles, with traps that are
 * right (flashbacks and dreams of the dead, nicknames, a recorded change,
 * dialogue and letters in another person or tense) and errors seeded at
 * known lines: at least 80% of each category found, and at most one false
 * finding per 10,000 words. The full-size figures are in BENCHMARKS.md.
 */

const cleanups: Array<() => void> = [];
afterAll(() => {
  for (const remove of cleanups) remove();
});

async function run(style: StyleName, errors: boolean) {
  const manuscript = seededManuscript({ style, chapters: 12, chapterWords: 1500, errors, seed: 3 });
  const { dir, remove } = writeManuscript(manuscript);
  cleanups.push(remove);
  const report = await checkProject(dir);
  return { manuscript, report, score: score(manuscript.seeds, report.findings) };
}

describe.each<StyleName>(['third-past', 'first-present'])('a seeded %s manuscript', (style) => {
  it('finds at least 80% of the seeded errors of every category', async () => {
    const { score: s } = await run(style, true);
    expect(s.categories.map((c) => c.category).sort()).toEqual(
      [
        'attribute',
        'dead',
        'length',
        'names',
        'object',
        'place',
        'pov',
        'repetition',
        'tense',
        'thread',
        'timeline',
      ].sort(),
    );
    for (const c of s.categories)
      expect({ category: c.category, recall: c.found / c.seeded, missed: c.missed }).toMatchObject({
        recall: expect.toSatisfy((r: number) => r >= 0.8),
      });
  });

  it('reports at most one false finding per 10,000 words of the clean manuscript', async () => {
    const { report, manuscript } = await run(style, false);
    expect(manuscript.words).toBeGreaterThan(15_000);
    expect(report.findings.map(formatFinding).length).toBeLessThanOrEqual(Math.floor(manuscript.words / 10_000));
  });
});
