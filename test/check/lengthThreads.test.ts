import { describe, expect, it } from 'vitest';
import { checkLength, LENGTH_SCORE_FLOOR } from '../../src/check/checks/length.js';
import { checkThreads, threadTerms } from '../../src/check/checks/threads.js';
import { ENGLISH } from '../../src/check/lang/en.js';
import type { Manuscript } from '../../src/check/types.js';
import { manuscriptOf } from '../support/manuscript.js';

/**
 * The plan's checks: a chapter against its outline budget, the book against
 * its target, and the bible's open threads against the chapters that should
 * pay them off. Word counts are set on the chapters as the outline and the
 * reader would have counted them.
 */

const OUTLINE = [
  '# Outline',
  '',
  '- chapter_01.md — The quay (1,000 words)',
  '- chapter_02.md — The lamp (1,000 words)',
  '- chapter_03.md — The letter (1,000 words)',
];

/** Two chapters with the words and budgets given, the outline above, and whatever else the test sets. */
function planned(words: number[], budgets: Array<number | undefined>, extra: Partial<Manuscript> = {}): Manuscript {
  const m = manuscriptOf(Object.fromEntries(words.map((_, i) => [`chapter_0${i + 1}.md`, `# ${i + 1}\n\nText.\n`])));
  m.chapters.forEach((c, i) => {
    c.words = words[i] as number;
    const budget = budgets[i];
    if (budget !== undefined) c.budget = budget;
  });
  return { ...m, outline: { lines: OUTLINE, missing: [] }, ...extra };
}

describe('length: a chapter against its outline budget', () => {
  it('is quiet within the budget and from 190% on the long side down to a length score of 70', () => {
    expect(LENGTH_SCORE_FLOOR).toBe(70);
    // 1,900 words against 1,000 scores exactly 70: kept; 1,940 scores 69.
    expect(checkLength(planned([1000, 1900], [1000, 1000])).findings).toEqual([]);
    const [long] = checkLength(planned([1000, 1940], [1000, 1000])).findings;
    expect(long).toEqual({
      file: 'chapter_02.md',
      line: 1,
      category: 'length',
      message: 'the chapter is long: 1,940 words against 1,000 (194%, length score 69) in the outline',
      evidence: 'outline.md:4',
      confidence: 0.85,
    });
  });

  it('says short or long, and is surer below a score of 40', () => {
    const short = checkLength(planned([500, 200], [1000, 1000])).findings;
    expect(short.map((f) => [f.file, f.message.slice(0, 25), f.confidence, f.evidence])).toEqual([
      ['chapter_01.md', 'the chapter is short: 500', 0.85, 'outline.md:3'],
      ['chapter_02.md', 'the chapter is short: 200', 0.95, 'outline.md:4'],
    ]);
    // 2,800 of 1,000 scores exactly 40 (0.85); 2,830 scores 39 (0.95).
    const conf = (w: number) => checkLength(planned([w], [1000])).findings[0]?.confidence;
    expect(conf(2800)).toBe(0.85);
    expect(conf(2830)).toBe(0.95);
  });

  it('names line 1 of the outline when the outline does not list the chapter', () => {
    const m = planned([200], [1000]);
    const f = checkLength({ ...m, outline: { lines: ['# Outline', '', '- elsewhere.md'], missing: [] } }).findings[0];
    expect(f?.evidence).toBe('outline.md:1');
  });

  it('says a chapter in the outline but not written, at its outline line', () => {
    const m = planned([1000, 1000], [1000, 1000], {
      outline: { lines: OUTLINE, missing: ['chapter_03.md'] },
    });
    expect(checkLength(m).findings).toEqual([
      {
        file: 'outline.md',
        line: 5,
        category: 'length',
        message: 'chapter_03.md is in the outline but not written',
        evidence: '- chapter_03.md — The letter (1,000 words)',
        confidence: 0.95,
      },
    ]);
    // A missing file the outline's lines do not show is still named, at line 1 by its file name alone… when line 1 is empty.
    const bare = planned([1000], [1000], { outline: { lines: [''], missing: ['chapter_09.md'] } });
    expect(checkLength(bare).findings[0]).toMatchObject({ line: 1, evidence: '' });
    const none = planned([1000], [1000], { outline: { lines: [], missing: ['chapter_09.md'] } });
    expect(checkLength(none).findings[0]).toMatchObject({ line: 1, evidence: 'chapter_09.md' });
  });

  it('says which length checks it could not run and why', () => {
    const reasons = (m: Manuscript) => checkLength(m).skipped.map((s) => `${s.check}: ${s.reason}`);
    expect(reasons(planned([1000], [undefined]))).toEqual([
      'length: the outline gives no chapter budgets',
      'length (whole work): no target length and no outline budgets',
    ]);
    expect(
      reasons(planned([1000], [1000], { target: { words: 2000, source: 'the target' }, finished: false })),
    ).toEqual(["length (whole work): the outline's chapters are not all written yet"]);
    expect(reasons(planned([1000], [1000], { target: { words: 1000, source: 'the target' } }))).toEqual([]);
  });

  it('holds the whole finished work to its target', () => {
    const target = { words: 6000, source: 'the outline’s budgets' };
    const whole = (words: number[]) =>
      checkLength(
        planned(
          words,
          words.map(() => undefined),
          { target },
        ),
      ).findings;
    expect(whole([1500, 1500])).toEqual([
      {
        file: 'outline.md',
        line: 1,
        category: 'length',
        message: 'the whole work is short: 3,000 words against 6,000 (50%, length score 50), the outline’s budgets',
        evidence: '2 chapters',
        confidence: 0.9,
      },
    ]);
    expect(whole([6000, 6000])[0]?.message).toMatch(/^the whole work is long: 12,000 words/);
    expect(whole([3000, 3000])).toEqual([]);
    // 11,400 of 6,000 scores exactly 70: kept.
    expect(whole([5700, 5700])).toEqual([]);
  });
});

const THREADS = (lines: string[]) => `## Characters\n### Mara Voss\n\n## Open threads\n${lines.join('\n')}\n`;

function threaded(
  chapters: Record<string, string>,
  threads: string[],
  finished = true,
): ReturnType<typeof checkThreads> {
  const m = manuscriptOf(chapters, THREADS(threads));
  return checkThreads({ ...m, finished }, ENGLISH);
}

describe('threads: what the bible says pays off, against the chapters', () => {
  const BOOK = {
    'chapter_01.md': '# One\n\nMara found the sealed envelope under the floorboards.\n',
    'chapter_02.md': '# Two\n\nThe tide came in over the causeway.\n',
  };

  it('is skipped, and says so, without an Open threads section', () => {
    const m = manuscriptOf(BOOK, '## Characters\n### Mara Voss\n');
    expect(checkThreads(m, ENGLISH)).toEqual({
      findings: [],
      skipped: [{ check: 'threads', reason: 'the bible has no Open threads section (or it is empty)' }],
    });
  });

  it('reports a payoff chapter that never mentions what the thread is about, at line 1 of that chapter', () => {
    const { findings, skipped } = threaded(BOOK, ['- The sealed envelope: set up in chapter 1, pays off in chapter 2']);
    expect(skipped).toEqual([]);
    expect(findings).toEqual([
      {
        file: 'chapter_02.md',
        line: 1,
        category: 'thread',
        message:
          'this chapter should pay off a thread (bible.md:5) but never mentions "sealed", "envelope": The sealed envelope: set up in chapter 1, pays off in chapter 2',
        evidence: 'The sealed envelope: set up in chapter 1, pays off in chapter 2',
        confidence: 0.7,
      },
    ]);
    // Any word of it there pays it off: "envelopes" for "envelope" (its first five letters).
    const paid = { ...BOOK, 'chapter_02.md': '# Two\n\nShe burned both envelopes at dusk.\n' };
    expect(threaded(paid, ['- The sealed envelope: set up in chapter 1, pays off in chapter 2']).findings).toEqual([]);
    // A payoff in the chapter the thread opens in is not looked for in another chapter.
    expect(threaded(BOOK, ['- The sealed envelope: pays off in chapter 1']).findings).toEqual([]);
  });

  it('names at most three of its words', () => {
    const [f] = threaded(BOOK, ['- Lantern, harbour, kettle and ladder: pays off in chapter 2']).findings;
    expect(f?.message).toContain('never mentions "lantern", "harbour", "kettle":');
  });

  it('reports a thread still open at the end of a finished book, not of one still being written', () => {
    const open = ['- Who rang the chapel bell: still open']; // no chapter, marked open
    expect(threaded(BOOK, open).findings).toEqual([
      {
        file: 'bible.md',
        line: 5,
        category: 'thread',
        message: 'a thread is still open at the end of the book: Who rang the chapel bell: still open',
        evidence: 'Who rang the chapel bell: still open',
        confidence: 0.6,
      },
    ]);
    expect(threaded(BOOK, open, false).findings).toEqual([]);
  });

  it('reports a payoff in a chapter past the book’s end once the book is finished', () => {
    const late = ['- The sealed envelope: pays off in chapter 7'];
    expect(threaded(BOOK, late).findings).toEqual([
      {
        file: 'bible.md',
        line: 5,
        category: 'thread',
        message:
          'a thread pays off in chapter 7, which the book does not have: The sealed envelope: pays off in chapter 7',
        evidence: 'The sealed envelope: pays off in chapter 7',
        confidence: 0.8,
      },
    ]);
    expect(threaded(BOOK, late, false).findings).toEqual([]);
    // A chapter number the book skips (not past its end) is nothing to report.
    const gap = { 'chapter_01.md': BOOK['chapter_01.md'], 'chapter_03.md': '# Three\n\nRain.\n' };
    const m = manuscriptOf(gap, THREADS(['- The sealed envelope: pays off in chapter 2']));
    m.chapters[1] = { ...(m.chapters[1] as (typeof m.chapters)[number]), number: 3 };
    expect(checkThreads(m, ENGLISH).findings).toEqual([]);
    // A thread with no payoff at all is not looked for.
    expect(threaded(BOOK, ['- The sealed envelope']).findings).toEqual([]);
  });

  it('shortens a long thread to 90 characters in the message', () => {
    const long = `- ${'The sealed envelope under the boards '.repeat(4).trim()}: pays off in chapter 9`;
    const [f] = threaded(BOOK, [long]).findings;
    expect(f?.evidence).toHaveLength(90);
    expect(f?.evidence.endsWith('…')).toBe(true);
    expect(f?.evidence.startsWith('The sealed envelope under the boards The')).toBe(true);
  });

  it('reads a thread’s terms: not names, planning words, stop words or words under four letters', () => {
    const m = manuscriptOf(BOOK, THREADS([]));
    expect(threadTerms("Mara's sealed envelope opens in chapter 1; the key's box, and its lid", m, ENGLISH)).toEqual([
      'sealed',
      'envelope',
    ]);
    // A thread of only such words has nothing to look for: not reported.
    expect(threaded(BOOK, ['- Mara: set up in chapter 1, pays off in chapter 2']).findings).toEqual([]);
  });
});
